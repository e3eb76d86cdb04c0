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
  /// The table of callback texts, read from its global once: each read of a lazily made
  /// global checks that it is made, a call for every callback line.
  private let callbackTexts = CallbackLineText.shared

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
    var line = LineBuilder()
    return self.line(event, reusing: &line)
  }

  /// The full line, written in `line`'s buffer (emptied first): a caller that writes many lines
  /// keeps one builder, so that the buffer is allocated once.
  public func line(_ event: Event, reusing line: inout LineBuilder) -> String {
    write(event, into: &line)
    return line.string
  }

  /// Writes the full line in `line`'s buffer (emptied first) and makes no string of it: a
  /// caller that copies the bytes to its output reads them there (`LineBuilder.withBytes`).
  public func write(_ event: Event, into line: inout LineBuilder) {
    withUnsafePointer(to: event) { write($0, into: &line) }
  }

  /// Writes the line of the event at `event`, read where it is kept (an element of the
  /// session's history): an event passed by value is copied on the way, its strings and
  /// arrays retained and then released, and a turn's log passes every event.
  public func write(_ event: UnsafePointer<Event>, into line: inout LineBuilder) {
    line.removeAll()
    if event.pointee.isEndOfTurn {
      // `endOfTurnMarker(_:)` and a space.
      line.append(language == .english ? "[end of turn] " : "[本轮结束] ")
    } else if event.pointee.isLater {
      line.append("[t=")
      line += ValueFormatter.time(event.pointee.time)
      line.append("] ")
    }
    line.appendSpaces(2 * min(event.pointee.depth, 40))
    appendBody(of: event, to: &line)
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
    var text = LineBuilder()
    withUnsafePointer(to: event) { appendBody(of: $0, to: &text) }
    return text.string
  }

  /// Writes the body into `line` (one buffer for the whole line: this runs for every event).
  /// The event is read where it is (see `write(_:into:)`): only what the line needs of it is
  /// copied, not the whole event kind.
  private func appendBody(of event: UnsafePointer<Event>, to line: inout LineBuilder) {
    switch event.pointee.kind {
    case .call(let receiver, let method, let arguments, _):
      // The length first: a string comparison is a call, and nearly no method is `init`.
      guard method.swiftBase.utf8.count != 4 || method.swiftBase != "init" else {
        appendCall(values.format(receiver), method, arguments, to: &line)
        return
      }
      // The receiver is written in place, not made into a string first.
      if values.syntax == .objc { line.append(ascii: "[") }
      values.append(receiver, to: &line)
      appendMessage(method, arguments, to: &line)
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
    var line = LineBuilder()
    appendCall(receiver, method, arguments, to: &line)
    return line.string
  }

  /// A callback's line, as `appendCall` writes a call. Nearly every callback takes one argument
  /// or none: it is written without an array, the text around the receiver and the argument
  /// whole from `CallbackLineText`. The arguments of the callbacks nearly every log is made of
  /// (a parent or `nil`, an `animated` flag) are written straight from the callback, as
  /// `Callback.singleArgument` gives them, without making a `LogValue` of them on the way.
  private func appendCallback(
    _ callback: Callback, on controller: ControllerID, to line: inout LineBuilder
  ) {
    let syntax = values.syntax
    if syntax == .objc { line.append(ascii: "[") }
    line += values.world.controllerName(controller)
    let name = callback.name
    switch callback {
    case .willMove(let parent), .didMove(let parent):
      callbackTexts.append(name, syntax, hasArgument: true, to: &line)
      if let parent {
        line += values.world.controllerName(parent)
      } else {
        line.append("nil")
      }
    case .viewWillAppear(let animated), .viewIsAppearing(let animated),
      .viewDidAppear(let animated), .viewWillDisappear(let animated),
      .viewDidDisappear(let animated):
      callbackTexts.append(name, syntax, hasArgument: true, to: &line)
      values.append(.bool(animated), to: &line)
    default:
      switch callback.singleArgument {
      case .some(let argument?):
        callbackTexts.append(name, syntax, hasArgument: true, to: &line)
        values.append(argument, to: &line)
      case .some(nil):
        callbackTexts.append(name, syntax, hasArgument: false, to: &line)
        return
      case nil:
        appendMessage(name.spelling, callback.arguments, to: &line)
        return
      }
    }
    line.append(ascii: syntax == .swift ? ")" : "]")
  }

  private func appendCall<Arguments: Collection<LogValue>>(
    _ receiver: String, _ method: MethodSpelling, _ arguments: Arguments,
    to line: inout LineBuilder
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
    if values.syntax == .objc { line.append(ascii: "[") }
    line += receiver
    appendMessage(method, arguments, to: &line)
  }

  /// The rest of a call (not an initializer) after its receiver: `.name(label: a, b)` in Swift,
  /// ` piece:a piece:b]` in Objective-C (whose `[` the caller wrote before the receiver).
  private func appendMessage<Arguments: Collection<LogValue>>(
    _ method: MethodSpelling, _ arguments: Arguments, to line: inout LineBuilder
  ) {
    switch values.syntax {
    case .swift:
      line.append(ascii: ".")
      line += method.swiftBase
      line.append(ascii: "(")
      for (index, argument) in arguments.enumerated() {
        if index > 0 { line.append(", ") }
        if index < method.swiftLabels.count, let label = method.swiftLabels[index] {
          line += label
          line.append(": ")
        }
        values.append(argument, to: &line)
      }
      line.append(ascii: ")")
    case .objc:
      line.append(ascii: " ")
      guard !arguments.isEmpty else {
        if let piece = method.objcPieces.first { line += piece }
        line.append(ascii: "]")
        return
      }
      for (index, argument) in arguments.enumerated() {
        if index < method.objcPieces.count {
          if index > 0 { line.append(ascii: " ") }
          line += method.objcPieces[index]
          line.append(ascii: ":")
        } else if index > 0 {
          line.append(", ")
        }
        values.append(argument, to: &line)
      }
      line.append(ascii: "]")
    }
  }
}
