import Synchronization

/// Texts parsed once and shared by every sandbox that runs them: grading a class runs the same
/// scenario code and asks the same check expressions of every answer, so each is parsed once.
public final class ParseCache: Sendable {
  private let table = Mutex<[String: (source: SourceText, parsed: ParseResult)]>([:])

  /// An empty cache, filled as texts are first parsed.
  public init() {}

  /// The text with its parse (`Parser.parse(SourceText(text))`), parsed on first use.
  public func parse(_ text: String) -> (source: SourceText, parsed: ParseResult) {
    if let known = table.withLock({ $0[text] }) { return known }
    let source = SourceText(text)
    let entry = (source: source, parsed: Parser.parse(source))
    table.withLock { $0[text] = entry }
    return entry
  }
}
