import Shell
import Simulation
import Testing

/// Everything a malformed input must leave as it found it, read through `World`'s public API:
/// each controller and each view with every field, the clock, the orientation and the settings.
struct SessionFingerprint: Equatable {
  let lines: [String]

  init(_ session: Session) {
    let world = session.world
    let options = session.options
    var lines = [
      "root \(name(world.rootController)) orientation \(world.orientation) now \(world.now)"
        + " ios \(world.iosVersion) idle \(world.isIdle) interrupted \(world.wasInterrupted)"
        + " misused \(world.appearanceMisused) pending events \(world.events.count)",
      "options \(options.language) \(options.syntax) \(options.clock) \(options.detail)"
        + " ios \(options.iosVersion) hints \(options.hints) ascii \(options.ascii)"
        + " quit \(session.wantsToQuit)",
    ]
    for record in world.controllers {
      lines.append(
        "controller \(record.id.index) \(record.name) \(record.className) \(record.kind)"
          + " parent \(name(record.parent)) children \(record.children.map(\.index))"
          + " view \(name(record.view)) \(record.appearance) last \(record.lastAnimated)"
          + " moving \(record.movingToParent)/\(record.movingFromParent)"
          + " forwards \(record.forwardsAppearance)/\(record.forwardsRotation)"
          + " explicit \(record.explicitTransitionOpen) owes \(record.owesDidMove)"
          + " stack \(record.stack.map(\.index)) selected \(record.selectedIndex)"
          + " shown \(name(record.shownChild)) pops \(record.pendingPops.map(\.index))")
      let level = "level \(record.appearanceLevel) \(record.levelAppearing)"
      let presentation =
        " presents \(name(record.presentedController)) by \(name(record.presentingController))"
        + " style \(record.modalPresentationStyle)"
      lines.append(level + presentation)
    }
    for record in world.views {
      lines.append(
        "view \(record.id.index) \(record.name ?? "-") \(record.className) \(describe(record.frame))"
          + " superview \(name(record.superview)) subviews \(record.subviews.map(\.index))"
          + " owner \(name(record.owner)) interaction \(record.isUserInteractionEnabled)"
          + " hidden \(record.isHidden) alpha \(record.alpha) tag \(record.tag)"
          + " background \(record.backgroundColor ?? "-")")
      let mask =
        "mask \(record.autoresizingMask.rawValue) tamic \(record.translatesAutoresizingMaskIntoConstraints)"
      let bounds = " bounds \(record.boundsOrigin.x),\(record.boundsOrigin.y) \(record.transform)"
      lines.append(mask + bounds)
    }
    lines.append("constraints \(world.constraints.map { "\($0.isActive) \($0.constant)" })")
    self.lines = lines
  }

  /// The lines that differ from `later`, before and after, or nil when nothing changed.
  func changes(to later: SessionFingerprint) -> String? {
    guard self != later else { return nil }
    var changes: [String] = []
    for (old, new) in zip(lines, later.lines) where old != new {
      changes.append("- \(old)\n+ \(new)")
    }
    for new in later.lines.dropFirst(lines.count) { changes.append("+ \(new)") }
    for old in lines.dropFirst(later.lines.count) { changes.append("- \(old)") }
    return changes.joined(separator: "\n")
  }
}

private func name(_ id: ControllerID?) -> String { id.map { String($0.index) } ?? "nil" }
private func describe(_ rect: Rect) -> String {
  "(\(rect.origin.x), \(rect.origin.y), \(rect.size.width), \(rect.size.height))"
}
private func name(_ id: ViewID?) -> String { id.map { String($0.index) } ?? "nil" }

/// Runs malformed inputs in a session with state and checks that each is a positioned error
/// that changes nothing and leaves the session usable.
@Suite("Malformed input")
struct MalformedInputTests {
  /// `a` is a visible child of `container`; `b` is a fresh controller.
  static let setup = [
    "let a = UIViewController()", "let b = UIViewController()", "container.addChild(a)",
    "container.view.addSubview(a.view)", "a.didMove(toParent: container)",
  ]

  /// A session after `setup`, with the invariant violations seen after each step collected.
  final class Probe {
    let session = Session()
    private(set) var violations: [String] = []

    init() {
      session.afterEachStep = { [unowned self] world in
        for problem in world.checkInvariants() where !violations.contains(problem) {
          violations.append(problem)
        }
      }
      for line in MalformedInputTests.setup { _ = session.handle(line) }
    }
  }

  /// The longest a malformed input may take in a debug build before it counts as a hang: a
  /// guard against hangs and blow-ups, not a speed figure, so loose enough for a machine busy
  /// with other builds (speed is `make bench`'s).
  static let promptly: Duration = .seconds(60)

  @Test("the corpus holds at least 200 malformed inputs")
  func corpusSize() {
    #expect(MalformedCorpus.all.count >= 200)
  }

  @Test(
    "each malformed input is a positioned error that changes nothing",
    arguments: MalformedCorpus.all)
  func malformedInput(_ row: MalformedCase) {
    let probe = Probe()
    let session = probe.session
    #expect(!session.hadError, "the set-up failed")
    let before = SessionFingerprint(session)

    let start = ContinuousClock.now
    let output = session.handle(row.text).map(\.text)
    let elapsed = ContinuousClock.now - start
    #expect(elapsed < Self.promptly, "took \(elapsed)")

    let errors = output.filter { $0.hasPrefix("error: ") }
    #expect(!errors.isEmpty, "no error in \(output.prefix(5))")
    #expect(session.hadError)
    if row.kind == .language {
      #expect(errors.contains(where: isPositioned), "no position in \(errors.prefix(3))")
      if row.showsCaret {
        #expect(output.contains(where: isCaretLine), "no caret in \(output.prefix(5))")
      }
    }

    let changes = before.changes(to: SessionFingerprint(session))
    #expect(changes == nil, "the state changed")
    #expect(session.world.checkInvariants().isEmpty, "\(session.world.checkInvariants())")
    #expect(probe.violations.isEmpty, "\(probe.violations)")

    expectUsable(session)
  }

  @Test(
    "invalid UTF-8 decoded leniently is reported where the replacement character stands",
    arguments: MalformedCorpus.invalidSequences)
  func invalidBytesArePositioned(_ sequence: [UInt8]) {
    let text = MalformedCorpus.decoded("let x = %", sequence)
    #expect(text.hasPrefix("let x = \u{FFFD}"))
    let probe = Probe()
    let output = probe.session.handle(text).map(\.text)
    #expect(output.first?.hasPrefix("error: 1:9: ") == true, "\(output)")
    #expect(output.dropFirst(2).first == "        ^", "\(output)")
    expectUsable(probe.session)
  }

  @Test("a malformed input typed line by line changes nothing either")
  func lineByLine() {
    let probe = Probe()
    let before = SessionFingerprint(probe.session)
    var generator = MalformedCorpus.Garbage(state: 0xBAD)
    for line in generator.lines(500).split(separator: "\n") {
      let output = probe.session.handle(String(line)).map(\.text)
      #expect(output.contains { $0.hasPrefix("error: ") }, "no error for \(line)")
    }
    let changes = before.changes(to: SessionFingerprint(probe.session))
    #expect(changes == nil, "the state changed")
    #expect(probe.violations.isEmpty, "\(probe.violations)")
    expectUsable(probe.session)
  }

  /// The session still answers: `a` is still `container`'s child, and a new child can be added.
  private func expectUsable(_ session: Session, sourceLocation: SourceLocation = #_sourceLocation) {
    let check = session.handle("a.parent === container").map(\.text)
    #expect(check == ["= true"], sourceLocation: sourceLocation)
    let added = session.handle("let followUp = UIViewController()\ncontainer.addChild(followUp)")
    #expect(
      added.map(\.text) == [
        "container.addChild(followUp)", "  followUp.willMove(toParent: container)",
      ],
      sourceLocation: sourceLocation)
    #expect(session.world.checkInvariants().isEmpty, sourceLocation: sourceLocation)
  }

  /// `error: 3:14: …`, as the renderer writes a language error with no file name.
  private func isPositioned(_ line: String) -> Bool {
    let parts = line.dropFirst("error: ".count).split(separator: ":", maxSplits: 2)
    return parts.count == 3 && parts[0].allSatisfy(\.isNumber) && !parts[0].isEmpty
      && parts[1].allSatisfy(\.isNumber) && !parts[1].isEmpty
  }

  /// A caret line: spaces, `^`, then `~`s.
  private func isCaretLine(_ line: String) -> Bool {
    let marks = line.drop { $0 == " " }
    return marks.first == "^" && marks.dropFirst().allSatisfy { $0 == "~" }
  }
}
