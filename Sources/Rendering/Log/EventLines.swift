import CommandLanguage
import Simulation

/// The lines printed for logged events, wherever code runs: the REPL's log and a grading
/// sandbox's output are both written here. A diagnostic prints with its source line and caret;
/// any other event is the formatter's one line, followed in Chinese mode by what an English
/// UIKit message means.
public struct EventLines {
  public let formatter: LogLineFormatter
  let interpreter: Interpreter
  let language: Language
  let columns: Int
  let wrapper: TextWrapper

  /// Lines for the events of `world` and the diagnostics `interpreter` noted, in a syntax and a
  /// language, prose wrapped to `columns`.
  public init(
    world: World, interpreter: Interpreter, syntax: LogSyntax, language: Language, columns: Int
  ) {
    formatter = LogLineFormatter(
      world: world, interpreter: interpreter, syntax: syntax, language: language)
    self.interpreter = interpreter
    self.language = language
    self.columns = columns
    wrapper = TextWrapper(width: columns)
  }

  /// The lines of one event, each handed to `emit`; `fileName` names the input's file in a
  /// diagnostic whose code has none of its own.
  public func lines(of event: Event, fileName: String?, _ emit: (OutputLine) -> Void) {
    if case .hostNote(let number) = event.kind, number < interpreter.notes.count {
      noteLines(interpreter.notes[number], fileName: fileName).forEach(emit)
    } else {
      emit(OutputLine(formatter.line(event), Self.style(of: event)))
      uikitExplanation(event.kind).forEach(emit)
    }
  }

  /// A diagnostic's lines: its first line whole (editors read it), the notes under it wrapped,
  /// then what an English runtime message means.
  public func noteLines(_ note: HostNote, fileName: String?) -> [OutputLine] {
    switch note {
    case .diagnostic(let diagnostic, let unit):
      // A method's diagnostic names the method's file, whichever file's code called it.
      let renderer = DiagnosticRenderer(
        language: language, fileName: unit.fileName ?? fileName, width: columns)
      let style: LineStyle
      switch diagnostic.severity {
      case .error, .unsupported: style = .error
      case .warning: style = .warning
      // A diagnostic stays one line; the tutor's `.hint` style wraps.
      case .hint, .note: style = .note
      }
      var explanation: String?
      if case .runtime(let message) = diagnostic.message {
        explanation = message.explanation(language)
      }
      return renderer.lines(diagnostic, in: unit.text).enumerated().map { index, text in
        index == 0
          ? OutputLine(text, style)
          : OutputLine(text, .plain, wraps: text.hasPrefix("note: "))
      } + explanationLines(explanation)
    }
  }

  /// The style of an event's line, read from its kind alone.
  public static func style(of event: Event) -> LineStyle {
    switch event.kind {
    case .warning: return .warning
    case .exception: return .error
    case .output: return .output
    case .value: return .value
    case .callback(_, let callback): return .event(callback.name.family)
    case .call(_, _, _, let family): return .event(family)
    case .propertySet, .block, .question: return .event(nil)
    case .hostNote, .pending: return .plain
    case .note: return .note
    }
  }

  /// The lines explaining a UIKit warning or exception in the language (none for other
  /// events), wrapped under their label: they follow the message's own line.
  func uikitExplanation(_ kind: borrowing EventKind) -> [OutputLine] {
    let issue: UIKitIssue
    switch kind {
    case .warning(let warned): issue = warned
    case .exception(let raised): issue = raised
    default: return []
    }
    return explanationLines(issue.explanation(language))
  }

  /// An explanation as the lines that follow the English message, wrapped under their label.
  func explanationLines(_ text: String?) -> [OutputLine] {
    guard let text else { return [] }
    return wrapper.wrapLine("  说明：" + text).map { OutputLine($0, .note) }
  }
}

extension LogLineFormatter {
  /// A formatter whose `.hostNote` events read the diagnostics `interpreter` noted.
  public init(world: World, interpreter: Interpreter, syntax: LogSyntax, language: Language) {
    self.init(world: world, syntax: syntax, language: language) { [interpreter] number in
      guard number < interpreter.notes.count,
        case .diagnostic(let diagnostic, _) = interpreter.notes[number]
      else { return "" }
      return diagnostic.message.text(language)
    }
  }
}
