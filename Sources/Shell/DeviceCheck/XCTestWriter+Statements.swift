import Rendering
import Simulation

extension XCTestWriter {
  /// The test after the declarations: the reactions, each input, the assertion.
  func writeTestBody(into code: inout Code) {
    writeReactions(into: &code)
    code.add("log.start()")
    var count = 0
    for input in plan.inputs {
      count += input.expected.count
      writeInput(input, expectedSoFar: count, into: &code)
    }
    code.add("")
    code.add(
      "log.finish(at: \(seconds(endTime)), settling: \(endsWithClockRunning))",
      "let expected = Self.expectedLog",
      "if log.lines != expected { print(log.report(\(SwiftExpressions.literal(className)))) }",
      "XCTAssertEqual(log.lines, expected, log.difference(from: expected))",
      "window.isHidden = true")
  }

  // MARK: - Inputs

  private func writeInput(_ input: ReplayPlan.Input, expectedSoFar: Int, into code: inout Code) {
    let recorded = input.recorded
    var statements = Code()
    switch recorded.kind {
    case .turn:
      for root in input.roots where !root.event.isLater { write(root, into: &statements) }
    case .rotation(let orientation):
      statements.add("try log.rotate(to: .\(orientation.rawValue))")
    case .forwarding(let flag):
      let container = plan.world.rootControllerOfSandbox.map(expressions.controller) ?? "container"
      statements.add("\(container).automaticallyForwardsAppearance = \(flag)")
    case .time:
      break
    }
    let needsRunLoop: Bool
    switch recorded.kind {
    case .turn(let clock):
      needsRunLoop = clock == .auto || input.expected.contains(where: \.event.isLater)
    case .time, .rotation: needsRunLoop = true
    case .forwarding: needsRunLoop = false
    }
    guard
      !statements.isEmpty || (needsRunLoop && recorded.end > recorded.start)
        || !input.expected.isEmpty
    else { return }
    code.add("")
    let place = [recorded.context, recorded.line.map { "line \($0)" }].compactMap { $0 }
    code.add(
      "// " + (place.isEmpty ? "" : place.joined(separator: ", ") + ": ")
        + Self.oneLine(recorded.source))
    code.add(statements)
    if needsRunLoop {
      code.add(runLoop(input, expectedSoFar: expectedSoFar))
    }
  }

  /// The call that lets the run loop run after an input, with containrepl's time labels.
  private func runLoop(_ input: ReplayPlan.Input, expectedSoFar: Int) -> String {
    let recorded = input.recorded
    var labels: [(Int64, String)] = []
    func add(_ offset: Int64, _ label: String) {
      if !labels.contains(where: { $0.0 == offset && $0.1 == label }) {
        labels.append((offset, label))
      }
    }
    switch recorded.kind {
    case .turn: add(0, LogLineFormatter.endOfTurnMarker(.english))
    case .rotation: add(0, "")
    default: break
    }
    for line in input.expected where line.event.isLater {
      let label =
        line.event.isEndOfTurn
        ? LogLineFormatter.endOfTurnMarker(.english)
        : "[t=" + ValueFormatter.time(line.event.time) + "]"
      add(line.event.time - recorded.start, label)
    }
    let written = labels.map { "(\(seconds($0.0)), \(SwiftExpressions.literal($0.1)))" }
    return
      "log.runLoop(from: \(seconds(recorded.start)), for: \(seconds(recorded.end - recorded.start)), "
      + "labels: [\(written.joined(separator: ", "))], until: \(expectedSoFar))"
  }

  private func seconds(_ microseconds: Int64) -> String {
    ValueFormatter.time(microseconds)
  }

  static func oneLine(_ text: String) -> String {
    let line = text.prefix { $0 != "\n" }
    return line.count > 90 ? String(line.prefix(89)) + "…" : String(line)
  }

  // MARK: - Reactions

  private func writeReactions(into code: inout Code) {
    let keys = plan.reactions.keys.sorted {
      ($0.controller, $0.callback.rawValue) < ($1.controller, $1.callback.rawValue)
    }
    var wrote = false
    for key in keys {
      guard var queue = plan.reactions[key] else { continue }
      while queue.last?.isPlain == true { queue.removeLast() }
      guard !queue.isEmpty else { continue }
      if !wrote {
        code.add(
          "// What the script's code did inside UIKit's callbacks, each time UIKit made them.")
        wrote = true
      }
      let controller = expressions.controller(key.controller)
      code.block("log.react(\(controller), .\(key.callback.rawValue), [", "])") { code in
        for reaction in queue { writeReaction(reaction, into: &code) }
      }
    }
    if wrote { code.add("") }
  }

  private func writeReaction(_ reaction: ReplayPlan.Reaction, into code: inout Code) {
    if reaction.isPlain {
      code.add(".none,")
    } else if reaction.before.isEmpty, reaction.callsSuper {
      code.block(".then {", "},") { code in write(reaction.after, into: &code) }
    } else if reaction.before.isEmpty, reaction.after.isEmpty {
      code.add(".withoutSuper,")
    } else {
      code.block("Reaction(", "),") { code in
        code.block("before: {", "},") { code in write(reaction.before, into: &code) }
        code.add("callsSuper: \(reaction.callsSuper),")
        code.block("after: {", "}") { code in write(reaction.after, into: &code) }
      }
    }
  }

  // MARK: - Statements

  private func write(_ nodes: [EventNode], into code: inout Code) {
    for node in nodes { write(node, into: &code) }
  }

  /// What the user's code did at one line: a call with what it causes, an assignment, a callback
  /// it called itself, a view it read.
  private func write(_ node: EventNode, into code: inout Code) {
    let event = node.event
    guard plan.isKept(node) else {
      switch event.kind {
      case .call, .propertySet, .callback:
        code.add("// left out: " + Self.oneLine(plan.formatterBody(event)))
      default: break
      }
      return
    }
    let line = SwiftExpressions.literal(plan.formatterBody(event))
    switch event.kind {
    case .call:
      if expressions.isNavigationInit(event), let navigation = plan.navigationCreated(by: node),
        case .call(_, _, let arguments, _) = event.kind, let root = arguments.first,
        let rootCode = expressions.value(root)
      {
        code.block("log.call(\(line)) {") { code in
          code.add(
            "// init(rootViewController:) pushes the root onto the new stack (UIKit's documentation)"
          )
          code.add(
            "\(expressions.controller(navigation)).pushViewController(\(rootCode), animated: false)"
          )
        }
      } else if ReplayPlan.isUIKitCall(event) {
        code.block("log.call(\(line)) {") { code in
          write(node.children.filter { $0.event.isUserCall }, into: &code)
          writeUIKitCall(node, into: &code)
          writeWarnings(node, into: &code)
        }
      } else {
        code.block("log.call(\(line)) {") { code in write(node.children, into: &code) }
      }
    case .propertySet:
      code.block("log.call(\(line)) {") { code in
        write(node.children.filter { $0.event.isUserCall }, into: &code)
        if let assignment = expressions.assignment(event) { code.add(assignment) }
        writeWarnings(node, into: &code)
      }
    case .callback(let controller, let callback):
      if event.isUserCall, let call = expressions.directCall(on: controller, callback) {
        code.add(call)
        writeWarnings(node, into: &code)
      } else if plan.viewReads.contains(node.sequence), callback == .loadView {
        code.add("_ = \(expressions.controller(controller)).view  // the script reads view here")
      }
    case .warning:
      writeWarning(event, into: &code)
    default:
      break
    }
  }

  /// The console messages UIKit prints because of a call, as comments.
  private func writeWarnings(_ node: EventNode, into code: inout Code) {
    for child in node.children {
      if case .warning = child.event.kind { writeWarning(child.event, into: &code) }
    }
  }

  private func writeWarning(_ event: Event, into code: inout Code) {
    code.add("// containrepl: UIKit prints " + Self.oneLine(plan.formatterBody(event)))
  }

  /// A UIKit call; each block it hands over is a closure that logs UIKit running it and does
  /// what the script's block did.
  private func writeUIKitCall(_ node: EventNode, into code: inout Code) {
    guard case .call(_, let method, let arguments, _) = node.event.kind else { return }
    var handles = node.event.blocks[...]
    var closures: [Code] = []
    for (index, argument) in arguments.enumerated() {
      guard case .block = argument else { continue }
      let label = index < method.swiftLabels.count ? method.swiftLabels[index] : nil
      let isCompletion = label == "completion"
      let body =
        handles.popFirst().flatMap { plan.blockLines[$0] }.map {
          plan.isKept($0) ? $0.children : []
        } ?? []
      // Presentation's completion takes no argument: UIKit runs it once the transition ends.
      let takesFinished = isCompletion && !["present", "dismiss"].contains(method.swiftBase)
      let opening =
        takesFinished
        ? "log.completion(finished) {"
        : isCompletion ? "log.call(\"completion()\") {" : "log.animations {"
      var closure = Code()
      closure.block(takesFinished ? "{ finished in" : "{") { code in
        code.block(opening) { code in
          write(body, into: &code)
        }
      }
      closures.append(closure)
    }
    let placeholders = closures.indices.map { "\u{1}CLOSURE\($0)\u{1}" }
    guard let call = expressions.call(node.event, closures: placeholders) else { return }
    guard !closures.isEmpty else {
      code.add(call)
      return
    }
    // Each closure on lines of its own, after the argument's label.
    let pieces = call.split(separator: "\u{1}", omittingEmptySubsequences: false).map(String.init)
    var current = ""
    for (index, piece) in pieces.enumerated() {
      if index % 2 == 0 {
        current += piece
        continue
      }
      guard let number = Int(piece.dropFirst("CLOSURE".count)), number < closures.count else {
        continue
      }
      var closure = closures[number].lines
      closure[0] = current + closure[0]
      for line in closure.dropLast() { code.add(line) }
      current = closure.last ?? ""
    }
    code.add(current)
  }
}
