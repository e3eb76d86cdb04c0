import Simulation

/// Writes one event as a log line (without colour), in the chosen syntax and language.
///
/// ```text
/// container.addChild(a)
///   a.willMove(toParent: container)
/// [end of turn] a.viewDidAppear(false)
/// [t=0.3] completion(true)
/// warning: Unbalanced calls to begin/end appearance transitions for <UIViewController: b>.
/// ```
public struct LogLineFormatter {
  public let values: ValueFormatter
  public let language: Language
  /// Text for `.hostNote` events, supplied by the session that logged them.
  public let hostNote: (Int) -> String

  public init(
    world: World, syntax: LogSyntax, language: Language,
    hostNote: @escaping (Int) -> String = { _ in "" }
  ) {
    self.values = ValueFormatter(world: world, syntax: syntax)
    self.language = language
    self.hostNote = hostNote
  }

  /// The full line: time prefix when later, indentation by depth, then the body.
  public func line(_ event: Event) -> String {
    var line = ""
    if event.isEndOfTurn {
      line += Self.endOfTurnMarker(language) + " "
    } else if event.isLater {
      line += "[t=" + ValueFormatter.time(event.time) + "] "
    }
    if event.depth > 0 { line += String(repeating: " ", count: 2 * min(event.depth, 40)) }
    appendBody(of: event, to: &line)
    return line
  }

  /// What marks work UIKit deferred to the end of the input's turn (rule R.1).
  public static func endOfTurnMarker(_ language: Language) -> String {
    language == .english ? "[end of turn]" : "[本轮结束]"
  }

  /// A log line as someone typed or copied it, without its `[t=…]` time or end-of-turn marker
  /// (in either language) and the spaces around it.
  public static func strippingTime(_ line: Substring) -> Substring {
    let text = line.drop { $0 == " " || $0 == "\t" }
    var marked = text.hasPrefix("[t=")
    for language in Language.allCases where text.hasPrefix(endOfTurnMarker(language)) {
      marked = true
    }
    guard marked, let close = text.firstIndex(of: "]") else { return text }
    return text[text.index(after: close)...].drop { $0 == " " || $0 == "\t" }
  }

  /// The line without time or indentation.
  public func body(_ event: Event) -> String {
    var text = ""
    appendBody(of: event, to: &text)
    return text
  }

  private func appendBody(of event: Event, to line: inout String) {
    switch event.kind {
    case .call(let receiver, let method, let arguments, _):
      appendCall(values.format(receiver), method, arguments, to: &line)
    case .propertySet(let receiver, let property, let value):
      line += values.format(receiver)
      line += "."
      line += values.syntax == .swift ? property.swift : property.objc
      line += " = "
      line += values.format(value)
    case .callback(let controller, let callback):
      appendCallback(callback, on: controller, to: &line)
    case .question(let controller, let question, let answer):
      let receiver = values.format(.controller(controller))
      line +=
        values.syntax == .swift
        ? receiver + "." + question.spelling.swift
        : "[" + receiver + " " + question.spelling.objc + "]"
      line += " → "
      line += values.format(answer)
    case .block(let role, let finished):
      line += role.rawValue
      line += "("
      if let finished { line += values.format(.bool(finished)) }
      line += ")"
    case .warning(let issue):
      line += "warning: "
      line += issueText(issue)
    case .exception(let issue):
      line += "error: "
      if let name = issue.exceptionName {
        line += name
        line += ": "
      }
      line += issueText(issue)
    case .output(let text):
      // What a script prints cannot move the cursor or clear the terminal.
      line += ValueFormatter.escapeControls(text, keepingLayout: true)
    case .value(let value):
      line += "= "
      line += values.format(value)
    case .hostNote(let number):
      line += hostNote(number)
    case .note(let note):
      line += "note: "
      line += note.text(name: values.world.viewName, language: language)
    case .pending:
      line += "…"
    }
  }

  /// The text of a UIKit issue, objects described as `<ClassName: name>`.
  public func issueText(_ issue: UIKitIssue) -> String {
    issue.text(
      describe: values.world.describe, language: language,
      constraint: values.world.describe(constraint:))
  }

  /// A call in the chosen syntax: `recv.name(label: a, b)` or `[recv piece:a piece:b]`.
  public func call(_ receiver: String, _ method: MethodSpelling, _ arguments: [LogValue]) -> String
  {
    var line = ""
    appendCall(receiver, method, arguments, to: &line)
    return line
  }

  /// A callback's line, as `appendCall` writes a call.
  private func appendCallback(
    _ callback: Callback, on controller: ControllerID, to line: inout String
  ) {
    appendCall(
      values.world.controllerName(controller), callback.name.spelling, callback.arguments, to: &line
    )
  }

  private func appendCall<Arguments: Collection<LogValue>>(
    _ receiver: String, _ method: MethodSpelling, _ arguments: Arguments,
    to line: inout String
  ) {
    if method.swiftBase == "init" {
      let texts = arguments.map(values.format)
      switch values.syntax {
      case .swift:
        line +=
          receiver + "("
          + zip(method.swiftLabels, texts).map { label, text in
            label.map { "\($0): \(text)" } ?? text
          }.joined(separator: ", ") + ")"
      case .objc:
        let parts = zip(method.objcPieces, texts).map { "\($0):\($1)" }.joined(separator: " ")
        line += "[[\(receiver) alloc] " + (parts.isEmpty ? "init" : parts) + "]"
      }
      return
    }
    if values.syntax == .objc { line += "[" }
    line += receiver
    appendMessage(method, arguments, to: &line)
  }

  /// The rest of a call (not an initializer) after its receiver: `.name(label: a, b)` in Swift,
  /// ` piece:a piece:b]` in Objective-C (whose `[` the caller wrote before the receiver).
  private func appendMessage<Arguments: Collection<LogValue>>(
    _ method: MethodSpelling, _ arguments: Arguments, to line: inout String
  ) {
    switch values.syntax {
    case .swift:
      line += "."
      line += method.swiftBase
      line += "("
      for (index, argument) in arguments.enumerated() {
        if index > 0 { line += ", " }
        if index < method.swiftLabels.count, let label = method.swiftLabels[index] {
          line += label
          line += ": "
        }
        line += values.format(argument)
      }
      line += ")"
    case .objc:
      line += " "
      guard !arguments.isEmpty else {
        if let piece = method.objcPieces.first { line += piece }
        line += "]"
        return
      }
      for (index, argument) in arguments.enumerated() {
        if index < method.objcPieces.count {
          if index > 0 { line += " " }
          line += method.objcPieces[index]
          line += ":"
        } else if index > 0 {
          line += ", "
        }
        line += values.format(argument)
      }
      line += "]"
    }
  }
}
