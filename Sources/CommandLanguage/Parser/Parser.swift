/// Limits that keep the parser's work bounded whatever the input.
public struct ParseLimits: Hashable, Sendable {
  /// The deepest nesting of brackets, blocks and expressions accepted.
  public var maxNesting: Int
  /// The limits used unless a caller asks otherwise.
  public static let `default` = ParseLimits(maxNesting: 200)
  /// Creates limits with the given nesting depth.
  public init(maxNesting: Int) { self.maxNesting = maxNesting }
}

/// The statements read from one input, with the problems found.
public struct ParseResult: Sendable {
  /// The statements in source order; those that failed to parse are `.invalid`.
  public var statements: [Stmt]
  /// Every problem found, in the order the parser met them.
  public var diagnostics: [Diagnostic]
  /// The input ended inside an unclosed construct; an interactive front end should read more.
  public var isIncomplete: Bool
  /// The function-like macros defined after the input: those it was given and its own.
  public var macros = FunctionMacros()

  /// Creates a result from its parts.
  public init(statements: [Stmt], diagnostics: [Diagnostic], isIncomplete: Bool) {
    self.statements = statements
    self.diagnostics = diagnostics
    self.isIncomplete = isIncomplete
  }
}

/// Reads Swift and Objective-C statements, mixed line by line, into one syntax tree.
public enum Parser {
  /// Parses a whole input, with the function-like `macros` that earlier inputs defined.
  public static func parse(
    _ source: SourceText, limits: ParseLimits = .default, macros: FunctionMacros = FunctionMacros()
  ) -> ParseResult {
    let (lexed, commentStart, lexedWords) = Lexer.tokenizeWithWords(
      source.bytes, maxNesting: limits.maxNesting)
    let (tokens, words, defined) = MacroExpansion.expand(lexed, words: lexedWords, known: macros)
    let parser = SyntaxParser(source: source, limits: limits, tokens: tokens, words: words)
    var statements = parser.parseTopLevel()
    if let commentStart {
      let range = SourceRange(start: commentStart, end: commentStart + 2)
      let index = parser.report(.unterminatedComment, at: range)
      statements.append(Stmt(.invalid(diagnosticIndex: index), range: range))
      parser.isIncomplete = true
    }
    var result = ParseResult(
      statements: statements, diagnostics: parser.diagnostics, isIncomplete: parser.isIncomplete)
    result.macros = defined
    return result
  }
}
