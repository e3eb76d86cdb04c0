import Simulation

/// Writes one event as a log line (without colour), in the chosen syntax and language.
///
/// ```text
/// container.addChild(a)
///   a.willMove(toParent: container)
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
    let text = body(event)
    var line = ""
    line.reserveCapacity(text.utf8.count + 2 * event.depth + 12)
    if event.isLater {
      line += "[t="
      line += ValueFormatter.time(event.time)
      line += "] "
    }
    for _ in 0..<min(event.depth, 40) { line += "  " }
    line += text
    return line
  }

  /// The line without time or indentation.
  public func body(_ event: Event) -> String {
    switch event.kind {
    case .call(let receiver, let method, let arguments, _):
      return call(values.format(receiver), method, arguments)
    case .propertySet(let receiver, let property, let value):
      let name = values.syntax == .swift ? property.swift : property.objc
      return "\(values.format(receiver)).\(name) = \(values.format(value))"
    case .callback(let controller, let callback):
      return call(values.format(.controller(controller)), callback.name.spelling, callback.arguments)
    case .block(let role, let finished):
      let argument = finished.map { values.format(.bool($0)) } ?? ""
      return "\(role.rawValue)(\(argument))"
    case .warning(let issue):
      return "warning: " + issueText(issue)
    case .exception(let issue):
      if let name = issue.exceptionName { return "error: \(name): " + issueText(issue) }
      return "error: " + issueText(issue)
    case .output(let text):
      return text
    case .value(let value):
      return "= " + values.format(value)
    case .hostNote(let number):
      return hostNote(number)
    case .pending:
      return "…"
    }
  }

  /// The text of a UIKit issue, objects described as `<ClassName: name>`.
  public func issueText(_ issue: UIKitIssue) -> String {
    issue.text(describe: values.world.describe, language: language)
  }

  /// A call in the chosen syntax: `recv.name(label: a, b)` or `[recv piece:a piece:b]`.
  public func call(_ receiver: String, _ method: MethodSpelling, _ arguments: [LogValue]) -> String {
    let texts = arguments.map(values.format)
    if method.swiftBase == "init" {
      switch values.syntax {
      case .swift:
        return receiver + "(" + zip(method.swiftLabels, texts).map { label, text in
          label.map { "\($0): \(text)" } ?? text
        }.joined(separator: ", ") + ")"
      case .objc:
        let parts = zip(method.objcPieces, texts).map { "\($0):\($1)" }.joined(separator: " ")
        return "[[\(receiver) alloc] " + (parts.isEmpty ? "init" : parts) + "]"
      }
    }
    switch values.syntax {
    case .swift:
      var line = receiver
      line += "."
      line += method.swiftBase
      line += "("
      for (index, text) in texts.enumerated() {
        if index > 0 { line += ", " }
        if index < method.swiftLabels.count, let label = method.swiftLabels[index] {
          line += label
          line += ": "
        }
        line += text
      }
      line += ")"
      return line
    case .objc:
      guard !texts.isEmpty else { return "[\(receiver) \(method.objcPieces.first ?? "")]" }
      var parts: [String] = []
      for (index, text) in texts.enumerated() {
        if index < method.objcPieces.count {
          parts.append("\(method.objcPieces[index]):\(text)")
        } else if let last = parts.popLast() {
          parts.append(last + ", " + text)
        } else {
          parts.append(text)
        }
      }
      return "[\(receiver) \(parts.joined(separator: " "))]"
    }
  }
}
