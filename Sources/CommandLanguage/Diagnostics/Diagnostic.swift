import Simulation

/// A problem with the user's input, positioned in its source text.
public struct Diagnostic: Error, Hashable, Sendable {
  /// How serious a diagnostic is.
  public enum Severity: String, Hashable, Sendable {
    case error, warning, note
    /// Advice about valid code that does what it says (an override that skips `super`).
    case hint
    /// Valid code that containrepl does not simulate: it stops like an error, worded apart.
    case unsupported

    /// Whether the diagnostic means the input failed (the exit status is 1).
    public var isFailure: Bool { self == .error || self == .unsupported }
  }

  public var severity: Severity
  public var message: DiagnosticMessage
  public var range: SourceRange
  /// A nearby known name, shown as `did you mean 'x'?`.
  public var suggestion: String?
  /// Lines shown after the source line as `note: …`: where the problem is (the method it is
  /// in), and what happened around it.
  public var notes: [DiagnosticMessage] = []
  /// The edit the compiler offers, shown as `fix-it: …` after the caret line.
  public var fixIt: FixIt?
  /// Whether it stands on one line, without the source line and caret: a note about valid
  /// code that points out no mistake in it (key-value observation is not simulated).
  public var isBrief = false

  /// An error.
  public init(_ message: DiagnosticMessage, at range: SourceRange, suggestion: String? = nil) {
    self.init(.error, message, at: range, suggestion: suggestion)
  }

  public init(
    _ severity: Severity, _ message: DiagnosticMessage, at range: SourceRange,
    suggestion: String? = nil
  ) {
    self.severity = severity
    self.message = message
    self.range = range
    self.suggestion = suggestion
  }
}

/// What a diagnostic says; each family keeps its wording, in both languages, in one place.
public enum DiagnosticMessage: Hashable, Sendable {
  /// A problem found while reading the text (see `ParseMessage`).
  case parse(ParseMessage)
  /// A problem found while running it (see `RuntimeMessage`).
  case runtime(RuntimeMessage)

  /// The message text in `language`, lowercase and without a trailing period.
  public func text(_ language: Language) -> String {
    switch self {
    case .parse(let message): return message.text(language)
    case .runtime(let message): return message.text(language)
    }
  }
}

/// An edit the compiler offers with a diagnostic, in its words (`insert 'override '`).
public enum FixIt: Hashable, Sendable {
  /// Text to insert at a place.
  case insert(String, at: Int)
  /// Source text to remove.
  case remove(SourceRange)
  /// Source text to replace with other text.
  case replace(SourceRange, with: String)

  /// The fix-it as Swift words it, with the text involved read from `source`.
  public func text(in source: SourceText) -> String {
    switch self {
    case .insert(let text, _): return "insert '\(text)'"
    case .remove(let range): return "remove '\(source.slice(range))'"
    case .replace(let range, let text): return "replace '\(source.slice(range))' with '\(text)'"
    }
  }
}
