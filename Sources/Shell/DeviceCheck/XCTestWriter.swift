import Rendering
import Simulation

/// Writes a recorded run as a self-contained XCTest: the same world on real UIKit (a window
/// whose root is a recording `ContainerViewController`, the script's controllers as recording
/// subclasses), the script's UIKit calls turn by turn, and one `XCTAssertEqual` of the whole
/// log against the one containrepl printed.
///
/// ```text
/// log.call("container.addChild(a)") {
///   container.addChild(a)
/// }
/// log.runLoop(from: 0, for: 0, labels: [(0, "[end of turn]")], until: 4)
/// ```
struct XCTestWriter {
  let plan: ReplayPlan
  /// The test class's name.
  let className: String
  /// What was run: script names, or a lesson.
  let title: String
  /// The lowest iOS version the run simulated.
  let iosVersion: Int
  /// Whether the last input left the clock running (a device then waits for late callbacks).
  let endsWithClockRunning: Bool
  /// The end of the run on containrepl's clock, in microseconds.
  let endTime: Int64
  /// The controllers whose `shouldAutomaticallyForwardAppearanceMethods` starts out false.
  let manualForwarding: Set<ControllerID>
  /// The types the script declared, as typed.
  let declaredClasses: [DeclaredClass]

  var expressions: SwiftExpressions { plan.expressions }

  /// The whole file.
  func write() -> String {
    var body = Code()
    writeTestBody(into: &body)
    let declarations = self.declarations(usedIn: body)
    var file = header()
    file += "import UIKit\nimport XCTest\n\n"
    file += "final class \(className): XCTestCase {\n"
    file += "  /// The log containrepl printed for the run: calls, callbacks and blocks.\n"
    file += "  static let expectedLog: [String] = [\n"
    for line in plan.expected { file += "    " + SwiftExpressions.literal(line.text) + ",\n" }
    file += "  ]\n\n"
    file += "  @MainActor\n"
    file += "  func testUIKitCallsBackAsContainreplSays() throws {\n"
    if iosVersion <= 7 {
      file += "    try XCTSkipIf(\n"
      file += "      ProcessInfo.processInfo.operatingSystemVersion.majorVersion > 7,\n"
      file +=
        "      \"containrepl simulated iOS \(iosVersion): its rotation callbacks are not today's\")\n"
    }
    for line in declarations.lines + body.lines {
      file += line.isEmpty ? "\n" : "    " + line + "\n"
    }
    file += "  }\n}\n\n"
    file += scriptClassesText()
    file += XCTestScaffolding.text(className: className, containers: systemContainers)
    return file
  }

  // MARK: - The header

  private func header() -> String {
    var text = Self.wrapped(
      "An XCTest exported by containrepl (`containrepl export --xctest`) from \(title).",
      prefix: "// ", continuation: "// ")
    text += """
      //
      // It builds containrepl's sandbox on real UIKit — a 320×480 window whose root view
      // controller is `container` — replays the script's UIKit calls turn by turn (Objective-C
      // written as Swift), lets the run loop run where containrepl's clock moved, and checks
      // that UIKit called back exactly as containrepl printed. Add it to the unit test target of
      // an iOS app and run it (⌘U). When it fails it prints the device's log: save that part of
      // the console to a file and run `containrepl diff-log SCRIPT FILE` to see the first
      // difference and the rules behind it.
      //
      // containrepl simulated iOS \(iosVersion).

      """
    let rules = citedApproximateRules()
    if !rules.isEmpty {
      text +=
        "//\n// Rules containrepl inferred that this log relies on (`containrepl rules ID`):\n"
      for rule in rules {
        text += Self.wrapped(
          "\(rule.id) (\(rule.evidence.rawValue)): " + rule.english,
          prefix: "//   ", continuation: "//       ")
      }
    }
    if usesScriptTransitionObjects {
      text += "//\n"
      text += Self.wrapped(
        "Not simulated by this export: the run's transitions used objects of the script's own "
          + "classes — an animator, an interaction controller or a presentation controller a "
          + "delegate gave UIKit. "
          + (scriptClasses.isEmpty
            ? "This file declares none of the script's classes and sets none of its objects as "
            : "This file writes the script's classes after the test, as typed, but makes no "
              + "object of them and sets none as ")
          + "a delegate, so on a device UIKit runs its own transition and none of these calls "
          + "UIKit made on those objects happens:",
        prefix: "// ", continuation: "// ")
      for (object, methods) in scriptObjectCalls {
        text += Self.wrapped(
          object + ": " + methods.joined(separator: ", "), prefix: "//   ",
          continuation: "//       ")
      }
      if let first = firstScriptObjectLine {
        text += Self.wrapped(
          "The device's log differs from line \(first.number) on: " + first.text,
          prefix: "// ", continuation: "// ")
      }
    }
    if !plan.omissions.isEmpty {
      text += "//\n// Left out of the replay and of the expected log:\n"
      for omission in plan.omissions.prefix(40) {
        text += Self.wrapped(
          omission.line + " — " + Self.reason(omission.reason), prefix: "//   ",
          continuation: "//       ")
      }
      if plan.omissions.count > 40 { text += "//   … and \(plan.omissions.count - 40) more\n" }
    }
    return text + "\n"
  }

  /// The rules whose callbacks only a transition the script's own objects drive makes: an
  /// animator's push, pop, tab switch or presentation, and a presentation controller that
  /// removes the presenter's view (rules CT.2, CT.15, CT.18, CT.23).
  static let scriptTransitionRules: Set<RuleID> = ["CT.2", "CT.15", "CT.18", "CT.23"]

  /// Whether the run had a transition that the script's own objects drove.
  var usesScriptTransitionObjects: Bool {
    plan.inputs.contains { input in
      input.recorded.events.contains { event in
        event.rule.map { Self.scriptTransitionRules.contains($0) } ?? false
      }
    }
  }

  /// The compared calls UIKit made on objects of the script's own classes: each object's name
  /// with the methods called on it, in the order of their first call.
  var scriptObjectCalls: [(object: String, methods: [String])] {
    var calls: [(object: String, methods: [String])] = []
    for node in scriptObjectNodes {
      guard case .call(.text(let object), let method, _, _) = node.event.kind else { continue }
      if let index = calls.firstIndex(where: { $0.object == object }) {
        if !calls[index].methods.contains(method.swiftName) {
          calls[index].methods.append(method.swiftName)
        }
      } else {
        calls.append((object, [method.swiftName]))
      }
    }
    return calls
  }

  /// The first compared line that a call of UIKit on one of the script's objects makes, and its
  /// number in the expected log (from 1).
  var firstScriptObjectLine: (number: Int, text: String)? {
    guard let first = scriptObjectNodes.first(where: plan.isCompared),
      let index = plan.expected.firstIndex(where: { $0.event == first.event })
    else { return nil }
    return (index + 1, plan.expected[index].text)
  }

  /// The lines, compared or left out, where UIKit called a method of an object of the script's
  /// own class (an animator's `animateTransition(using:)`): a call that no rule made and no
  /// code of the script made, since it stands at the end of a turn or beneath what UIKit did.
  private var scriptObjectNodes: [EventNode] {
    plan.inputs.flatMap { $0.roots.flatMap(\.subtree) }.filter { node in
      guard case .call(.text, _, _, _) = node.event.kind, node.event.rule == nil
      else { return false }
      guard let parent = node.parent else { return node.event.isLater }
      switch parent.event.kind {
      case .call: return parent.event.rule != nil
      case .callback: return !parent.event.isUserCall
      default: return false
      }
    }
  }

  /// The rules the compared lines cite whose evidence is an inference.
  private func citedApproximateRules() -> [Rule] {
    var seen: Set<RuleID> = []
    var rules: [Rule] = []
    for line in plan.expected {
      guard let id = line.event.rule, seen.insert(id).inserted, let rule = RuleCatalog.rule(id),
        rule.evidence.isApproximate
      else { continue }
      rules.append(rule)
    }
    return rules
  }

  static func reason(_ reason: ReplayPlan.OmissionReason) -> String {
    switch reason {
    case .raises(let error):
      return "containrepl says UIKit raises here (\(error)), which ends a test"
    case .notWritable: return "the export cannot write this call in Swift"
    case .unknownCause: return "the log does not record what caused it"
    case .layoutReaction: return "code inside a layout callback is not replayed"
    case .heldByScriptObject:
      return "a UIKit object the script's own objects hold, which the test has no variable for"
    }
  }

  static func wrapped(_ text: String, prefix: String, continuation: String) -> String {
    var lines: [String] = []
    var line = prefix
    for word in text.split(separator: " ") {
      if line.count + word.count + 1 > 100, line != prefix, line != continuation {
        lines.append(line)
        line = continuation
      }
      line += (line == prefix || line == continuation ? "" : " ") + word
    }
    lines.append(line)
    return lines.joined(separator: "\n") + "\n"
  }

  // MARK: - Objects

  /// The system containers the run made, whose recording classes the file needs.
  private var systemContainers: [XCTestScaffolding.SystemContainer] {
    let kinds = Set(plan.world.controllers.map(\.kind))
    return XCTestScaffolding.SystemContainer.allCases.filter { container in
      switch container {
      case .navigation: return kinds.contains(.navigation)
      case .tabBar: return kinds.contains(.tabBar)
      case .split: return kinds.contains(.split)
      case .page: return kinds.contains(.page)
      }
    }
  }

  /// The sandbox, then a variable for each controller and view the code uses.
  private func declarations(usedIn body: Code) -> Code {
    var code = Code()
    let identifiers = body.identifiers
    // A keyword used as a name is written in backticks; the code uses it all the same.
    func used(_ name: String) -> Bool { identifiers.contains(name.filter { $0 != "`" }) }
    let container = plan.world.rootControllerOfSandbox
    let containerName = container.map(expressions.controller) ?? "container"
    code.add(
      "let log = CallbackLog()",
      "let (window, \(used(containerName) ? containerName : "_")) = log.makeSandbox()")
    for record in plan.world.controllers where record.id != container {
      let name = expressions.controller(record.id)
      guard used(name) else { continue }
      code.add(
        "let \(name) = \(recordingClass(record))(log, \(SwiftExpressions.literal(record.name))"
          + pageArguments(record) + ")")
    }
    for record in plan.world.views where !record.isWindow {
      let name = expressions.standaloneView(record.id)
      guard used(name), record.owner == nil || plan.installedViews.contains(record.id)
      else { continue }
      code.add("let \(name) = \(expressions.viewClass(record.id))()")
    }
    for id in manualForwarding.sorted() where used(expressions.controller(id)) {
      code.add(expressions.controller(id) + ".automaticallyForwardsAppearance = false")
    }
    code.add("")
    return code
  }

  /// A page view controller's style and orientation, which its initialiser takes.
  private func pageArguments(_ record: ControllerRecord) -> String {
    guard let state = record.pageState else { return "" }
    return ", transitionStyle: .\(state.style.rawValue), navigationOrientation: "
      + (state.isVertical ? ".vertical" : ".horizontal")
  }

  private func recordingClass(_ record: ControllerRecord) -> String {
    switch record.kind {
    case .navigation: return "RecordingNavigationController"
    case .tabBar: return "RecordingTabBarController"
    case .split: return "RecordingSplitViewController"
    case .page: return "RecordingPageViewController"
    case .plain:
      return record.className == "ContainerViewController"
        ? "ContainerViewController" : "RecordingViewController"
    }
  }
}

extension World {
  /// The sandbox's container: the first controller the world made.
  var rootControllerOfSandbox: ControllerID? {
    controllers.first.map(\.id)
  }
}
