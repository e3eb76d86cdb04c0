/// Why parsing of the current construct stopped; the diagnostic is already recorded.
enum ParseFailure: Error, Equatable {
  /// An error was reported; the enclosing statement list recovers.
  case diagnosed
  /// The nesting limit was hit; every level unwinds to the top before recovering.
  case abandoned
}

/// What kind of statement list is being read; it decides which statements are allowed.
enum BodyKind: Equatable {
  case topLevel
  /// A function, closure or control-flow body.
  case body
  /// A Swift class or extension body.
  case swiftClass
  /// A Swift protocol body.
  case swiftProtocol
  /// The statements of one `case` of a Swift `switch`: they end at the next `case`/`default`.
  case caseBody
}

/// The recursive-descent parser's state over one token stream. A class, so that the many small
/// methods share one state instead of copying it.
final class SyntaxParser {
  let source: SourceText
  let limits: ParseLimits
  var tokens: [Token]
  /// For each opening bracket token of `tokens`, the index of its closing token, or -1; nil
  /// until first asked for (`matches`), as most statements never ask.
  var knownMatches: [Int]?
  var index = 0
  var diagnostics: [Diagnostic] = []
  var isIncomplete = false
  var depth = 0
  /// Line breaks end statements (in bodies) or are ignored (inside `(…)` and `[…]`).
  var newlinesMatter = true
  /// False in `if`/`while`/`for` conditions, where `{` starts the body.
  var trailingClosuresAllowed = true
  /// True while reading the tokens of a string interpolation: their end is not the input's.
  var inInterpolation = false
  /// The last line `isObjectiveCLine` judged, by its byte range: a line of many statements is
  /// read once, not once per statement.
  private var judgedLine: (bytes: Range<Int>, isObjectiveC: Bool)?
  /// Whether the whole input carries Objective-C's marks (`@interface`, `#import`), read once.
  private lazy var inputLooksLikeObjectiveC = Lexer.looksLikeObjectiveC(source.bytes)
  /// True after `@optional` in an Objective-C protocol, until `@required` or `@end`.
  var isOptionalSection = false
  /// How many `@catch` bodies the statement being read is inside: `@throw;` rethrows only there.
  var catchDepth = 0
  /// What handles a Swift `throw` at the place being read, innermost last: empty at the top
  /// level, where an error may escape.
  var errorHandlers: [ErrorHandler] = []
  /// How many `?` links the expression being read has: a postfix chain that adds one is
  /// wrapped as an optional chain.
  var optionalLinks = 0
  /// The language of the body being read (an Objective-C method or block, a Swift function
  /// or closure); nil at the top level.
  var bodyDialect: Dialect?
  /// The `{` token of the Swift function body being read, when the function returns a value
  /// (a closure alone in it is its value).
  var valueBodyOpener: Int?
  /// The generic parameters of the declaration being read (`T` of `func add<T>`), with their
  /// constraints. The language is dynamic: a generic's code runs as written for the values it
  /// gets, and a call binds each parameter to the type its argument has (`as? T`).
  var genericParameters: [String: TypeRef] = [:]
  /// The `(` that opens a C condition (`if (…)`, `while (…)`), where clang accepts `=`.
  var conditionOpener: Int?
  /// The declarations after the first of `CGRect a, b;`, for the statement list to take.
  var extraStatements: [Stmt] = []
  /// C functions and static variables written inside `@implementation`: they belong to the
  /// file, so they come after the top-level statement that holds them, not inside a method body
  /// parsed meanwhile.
  var fileScopeStatements: [Stmt] = []
  /// How many C `static` local variables the parse has met, so that a function body can tell
  /// whether it declares one.
  var staticLocalCount = 0
  /// Reading the value of a C declaration (`NSInteger j = ++i;`), which is C whatever the
  /// body around it.
  var inCDeclaration = false
  /// Inside the header of a C `for (…; …; …)`, where `i++` is C's whatever the lines look like.
  var inCForHeader = false
  var positionCache = PositionCache()
  /// The function whose body is being read, as the compilers name it: Swift's `#function`
  /// (`move(to:animated:)`) or C's `__func__` (`-[Box viewDidLoad]`); nil outside one.
  var functionName: String?
  /// In an Objective-C method's body: the method's name as clang writes it before a block's
  /// (its length, then `-[Box viewDidLoad]`), and how deep in blocks the reading is.
  var blockNaming: (outer: String, depth: Int)?
  /// In a C function's own body: its `__PRETTY_FUNCTION__` is its prototype, which is not
  /// simulated, rather than its name.
  var prettyNameDiffers = false
  /// The name a parameter's default `#function` stands as: the call puts its caller's name there.
  /// No written identifier can have it.
  static let callerFunctionName = "#function"
  /// In the body of a C function or Objective-C method declared with `...` (not in a block
  /// there), where `va_start` may read its arguments: the last named parameter, which
  /// `va_start` names; nil elsewhere.
  var bodyLastNamedParameter: String?
  /// The selector of the Objective-C method whose body is being read, which `_cmd` holds.
  var methodSelector: String?
  /// The class an `@implementation` being read defines (`Box`, `Box(Extras)`).
  var implementationName: String?
  /// For the tokens of `tokens` up to the last word, the lexer's index of the word each spells,
  /// or -1; empty while reading an interpolation's tokens.
  var tokenWords: [Int32]
  /// The `.identifier` kind made for each word of the lexer's table, by the word's index
  /// (`identifierKind(at:)`).
  var identifierKinds: [Expr.Kind?] = []
  /// The stack address when parsing began, to measure how much stack the recursion uses.
  let stackBase = SyntaxParser.stackAddress()

  /// Stack the recursion may use before it stops as if the nesting limit were reached. Debug
  /// builds spend up to about 8 KB per level, so the default limit needs under 2 MB; this only
  /// guards against a raised `maxNesting` overflowing a typical 8 MB stack.
  static let stackBudget = 4 << 20

  init(source: SourceText, limits: ParseLimits, tokens: [Token], words: [Int32] = []) {
    self.source = source
    self.limits = limits
    self.tokenWords = tokens.isEmpty ? [] : words
    self.tokens =
      tokens.isEmpty
      ? [Token(kind: .end, range: .at(0), newlineBefore: false, spaceBefore: false)] : tokens
  }

  // MARK: Tokens

  /// The token at the cursor; the stream always ends with `.end`, which is never passed. A copy
  /// (most names are small strings, which a copy does not retain): lent instead, the read of
  /// `tokens` would last as long as the caller looks at it, and the compiler could no longer
  /// prove exclusive access to `tokens`, which would then be checked at run time on every read.
  var current: Token { tokens[index] }

  /// The token after the cursor, or the final `.end`.
  var nextToken: Token { tokens[min(index + 1, tokens.count - 1)] }

  /// The token `offset` places after the cursor, or the final `.end`.
  func peek(_ offset: Int) -> Token {
    let position = index + offset
    return position < tokens.count ? tokens[max(0, position)] : tokens[tokens.count - 1]
  }

  /// The end offset of the last consumed token (where a missing token belongs).
  var previousEnd: Int { index > 0 ? tokens[index - 1].range.end : current.range.start }

  /// Moves past the current token unless it is the end.
  func advance() {
    if index < tokens.count - 1 { index += 1 }
  }

  /// Consumes the current token when it is `symbol`.
  func consume(_ symbol: Symbol) -> Bool {
    guard current.isSymbol(symbol) else { return false }
    advance()
    return true
  }

  /// For each opening bracket token of `tokens`, the index of its closing token, or -1.
  var matches: [Int] {
    if let knownMatches { return knownMatches }
    let matches = Self.matchBrackets(tokens)
    knownMatches = matches
    return matches
  }

  /// The index of the token closing the opener at `position`, if it is closed.
  func matchingCloser(of position: Int) -> Int? {
    let matches = matches
    guard position >= 0, position < matches.count, matches[position] >= 0 else { return nil }
    return matches[position]
  }

  /// Pairs brackets in one pass; a closer may skip up to eight unclosed openers of other kinds.
  static func matchBrackets(_ tokens: [Token]) -> [Int] {
    var matches = [Int](repeating: -1, count: tokens.count)
    var open: [Int] = []
    for position in tokens.indices {
      guard let symbol = tokens[position].symbol else { continue }
      if symbol.isOpener {
        open.append(position)
      } else if symbol.isCloser {
        var candidate = open.count - 1
        while candidate >= 0 && candidate >= open.count - 8 {
          if tokens[open[candidate]].symbol?.closer == symbol {
            matches[open[candidate]] = position
            // Nearly always the innermost opener: `removeLast()` skips the general removal.
            if candidate == open.count - 1 {
              open.removeLast()
            } else {
              open.removeLast(open.count - candidate)
            }
            break
          }
          candidate -= 1
        }
      }
    }
    return matches
  }

  /// `.identifier(name)` for the identifier token at `position`, made once for each word of the
  /// input and shared by all its uses: a kind is an immutable box, so a name read a thousand
  /// times costs one allocation, not a thousand. Words the lexer did not number (no index in
  /// `tokenWords`, or -1) are not shared.
  func identifierKind(at position: Int) -> Expr.Kind {
    let word = position < tokenWords.count ? tokenWords[position] : -1
    guard word >= 0 else { return .identifier(tokens[position].identifier ?? "") }
    let slot = Int(word)
    if slot < identifierKinds.count, let kind = identifierKinds[slot] { return kind }
    let kind = Expr.Kind.identifier(tokens[position].identifier ?? "")
    let missing = slot + 1 - identifierKinds.count
    if missing > 0 { identifierKinds.append(contentsOf: repeatElement(nil, count: missing)) }
    identifierKinds[slot] = kind
    return kind
  }

  // MARK: Diagnostics

  /// Records an error and returns its index.
  @discardableResult
  func report(_ message: ParseMessage, at range: SourceRange) -> Int {
    var message = message
    // Swift has no single-quoted literals: a curly apostrophe there stands for `"`, as swiftc
    // says; in Objective-C and C, `'` (a character literal) is right.
    if case .fullWidthCharacter(let character, .curlyApostrophe, _) = message,
      !isObjectiveCLine(at: range.start)
    {
      message = .fullWidthCharacter(character, name: .curlyApostrophe, suggestion: "\"")
    }
    let severity: Diagnostic.Severity = message.isUnsupported ? .unsupported : .error
    diagnostics.append(Diagnostic(severity, .parse(message), at: range))
    return diagnostics.count - 1
  }

  /// Whether the code around byte `offset` is Objective-C or C: inside an Objective-C body,
  /// in a file with Objective-C's marks, or on a line only those languages write (`@"…"`,
  /// a message send, a `char`, a statement ended by `;`).
  func isObjectiveCLine(at offset: Int) -> Bool {
    if bodyDialect == .objc || inputLooksLikeObjectiveC { return true }
    let place = min(offset, source.bytes.count)
    if let judged = judgedLine, judged.bytes.contains(place) { return judged.isObjectiveC }
    let bytes = lineBytes(at: place)
    let line = String(decoding: source.bytes[bytes], as: UTF8.self)
    let trimmed = line.drop { $0 == " " || $0 == "\t" }
    let isObjectiveC =
      line.contains("@\"") || trimmed.hasPrefix("[") || line.contains(" [self ")
      || trimmed.hasPrefix("char ") || trimmed.hasPrefix("unichar ")
      || line.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.first == ";"
    judgedLine = (bytes, isObjectiveC)
    return isObjectiveC
  }

  /// The text of the source line that holds `offset`.
  func line(at offset: Int) -> String {
    String(decoding: source.bytes[lineBytes(at: offset)], as: UTF8.self)
  }

  /// The bytes of the source line that holds `offset`, without its line break.
  private func lineBytes(at offset: Int) -> Range<Int> {
    let bytes = source.bytes
    var start = min(offset, bytes.count)
    while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
    var end = min(offset, bytes.count)
    while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
    return start..<end
  }

  /// Records an error and stops the current construct.
  func fail(_ message: ParseMessage, at range: SourceRange) throws(ParseFailure) -> Never {
    report(message, at: range)
    throw .diagnosed
  }

  /// Reports that something is missing before the current token: a lexical error there wins;
  /// at the end of the input the parse becomes incomplete.
  func failMissing(_ message: ParseMessage) throws(ParseFailure) -> Never {
    if case .invalid(let lexical) = current.kind { try fail(lexical, at: current.range) }
    if current.isEnd && !inInterpolation { isIncomplete = true }
    try fail(message, at: .at(previousEnd))
  }

  /// Consumes `symbol` or reports it missing at `place`.
  @discardableResult
  func expect(_ symbol: Symbol, _ place: ParseMessage.Place) throws(ParseFailure) -> Token {
    let token = current
    guard token.isSymbol(symbol) else { try failMissing(.expected([symbol.rawValue], place)) }
    advance()
    return token
  }

  /// Consumes the closer of `opener` or reports it missing, naming where the opener stands.
  func expectClosing(
    _ closer: Symbol, _ place: ParseMessage.Place, opener: Token
  ) throws(ParseFailure) {
    guard !consume(closer) else { return }
    try failMissing(closingMessage(closer.rawValue, place, opener: opener))
  }

  /// Consumes the closer of the opener at token index `position` or reports it missing.
  func expectClosing(
    _ closer: Symbol, _ place: ParseMessage.Place, openerAt position: Int
  ) throws(ParseFailure) {
    guard !consume(closer) else { return }
    try failMissing(closingMessage(closer.rawValue, place, opener: tokens[position]))
  }

  /// The message for a missing closer of `opener`.
  func closingMessage(
    _ closer: String, _ place: ParseMessage.Place, opener: Token
  ) -> ParseMessage {
    let spelling = source.slice(opener.range)
    let position = positionCache.position(of: opener.range.start, in: source)
    return .expectedClosing(closer, place, opener: spelling, openerPosition: position)
  }

  /// The range from offset `start` to the end of the last consumed token.
  func range(from start: Int) -> SourceRange { SourceRange(start: start, end: previousEnd) }

  // MARK: Nesting

  /// Counts one more level of nesting; past the limit, reports once and abandons the statement.
  func enter() throws(ParseFailure) {
    guard depth < limits.maxNesting, stackBase &- Self.stackAddress() < Self.stackBudget else {
      try tooDeep()
    }
    depth += 1
  }

  /// The address of a local variable: where the stack currently is.
  static func stackAddress() -> Int {
    var marker = 0
    return withUnsafeMutablePointer(to: &marker) { Int(bitPattern: $0) }
  }

  /// Reports the nesting limit at the current token and abandons the statement.
  func tooDeep() throws(ParseFailure) -> Never {
    report(.nestingTooDeep(limit: limits.maxNesting), at: current.range)
    throw .abandoned
  }

  /// Runs `body` and rolls back the cursor and any diagnostics when it fails.
  func speculate<T>(
    _ body: (SyntaxParser) throws(ParseFailure) -> T
  ) throws(ParseFailure) -> T? {
    let saved = (index, diagnostics.count, isIncomplete)
    do {
      return try body(self)
    } catch .abandoned {
      throw .abandoned
    } catch {
      index = saved.0
      diagnostics.removeSubrange(saved.1...)
      isIncomplete = saved.2
      return nil
    }
  }
}

/// Turns byte offsets into line and column, fast when asked about increasing offsets.
struct PositionCache {
  private var offset = -1
  private var position = SourcePosition(line: 0, column: 0)

  /// The position of `target`, reusing the previous answer when it lies earlier on the same line.
  mutating func position(of target: Int, in source: SourceText) -> SourcePosition {
    let bytes = source.bytes
    let clamped = min(max(target, 0), bytes.count)
    if offset >= 0 && offset <= clamped
      && !bytes[offset..<clamped].contains(UInt8(ascii: "\n"))
    {
      let added = String(decoding: bytes[offset..<clamped], as: UTF8.self).count
      position = SourcePosition(line: position.line, column: position.column + added)
    } else {
      position = source.position(of: clamped)
    }
    offset = clamped
    return position
  }
}
