import Testing

@testable import CommandLanguage

@Suite("Lexer")
struct LexerTests {
  /// The tokens of `text` without the final `.end`.
  static func kinds(_ text: String) -> [TokenKind] {
    Lexer.tokenize(Array(text.utf8), maxNesting: 200).tokens.dropLast().map(\.kind)
  }

  /// A row: source and the token kinds it lexes to.
  struct Case: CustomTestStringConvertible, Sendable {
    let source: String
    let kinds: [TokenKind]
    var testDescription: String { source }
    init(_ source: String, _ kinds: [TokenKind]) {
      self.source = source
      self.kinds = kinds
    }
  }

  static let numberCases: [Case] = [
    Case("42", [.integer(42)]),
    Case("1_000_000", [.integer(1_000_000)]),
    Case("0x1F", [.integer(31)]),
    Case("0b101", [.integer(5)]),
    Case("0o17", [.integer(15)]),
    Case("10u 10L 10UL", [.integer(10), .integer(10), .integer(10)]),
    Case("0.25", [.floating(0.25)]),
    Case("1e-3", [.floating(0.001)]),
    Case("2.5E2", [.floating(250)]),
    Case("0.5f", [.floating(0.5)]),
    Case("1f", [.floating(1)]),
    Case("= .5", [.symbol(.assign), .floating(0.5)]),
    Case("a.5", [.identifier("a"), .symbol(.dot), .integer(5)]),
    Case("1...3", [.integer(1), .symbol(.closedRange), .integer(3)]),
    Case("0..<n", [.integer(0), .symbol(.halfOpenRange), .identifier("n")]),
    Case("9223372036854775807", [.integer(Int.max)]),
    Case("9223372036854775808", [.invalid(.integerOverflow)]),
    Case("0x", [.invalid(.invalidNumber("0x"))]),
    Case("3px", [.invalid(.invalidNumber("3px"))]),
  ]

  @Test("numbers", arguments: numberCases)
  func numbers(_ row: Case) { #expect(Self.kinds(row.source) == row.kinds) }

  static let symbolCases: [Case] = [
    Case("=== == =", [.symbol(.identical), .symbol(.equal), .symbol(.assign)]),
    Case("!== != !", [.symbol(.notIdentical), .symbol(.notEqual), .symbol(.bang)]),
    Case("->", [.symbol(.arrow)]),
    Case("a?.b", [.identifier("a"), .symbol(.question), .symbol(.dot), .identifier("b")]),
    Case("a ?? b", [.identifier("a"), .symbol(.nilCoalescing), .identifier("b")]),
    Case(
      "+= ++ + -= -- -",
      [
        .symbol(.addAssign), .symbol(.increment), .symbol(.plus), .symbol(.subtractAssign),
        .symbol(.decrement), .symbol(.minus),
      ]),
    Case(
      "*= /= |= || | && &",
      [
        .symbol(.multiplyAssign), .symbol(.divideAssign), .symbol(.bitOrAssign), .symbol(.or),
        .symbol(.bitOr), .symbol(.and), .symbol(.bitAnd),
      ]),
    Case(
      "<= < >= >",
      [
        .symbol(.lessOrEqual), .symbol(.less), .symbol(.greaterOrEqual), .symbol(.greater),
      ]),
    Case("UIView*)", [.identifier("UIView"), .symbol(.star), .symbol(.rightParen)]),
    Case("^{ }", [.symbol(.caret), .symbol(.leftBrace), .symbol(.rightBrace)]),
  ]

  @Test("punctuation, longest match first", arguments: symbolCases)
  func symbols(_ row: Case) { #expect(Self.kinds(row.source) == row.kinds) }

  static let wordCases: [Case] = [
    Case("let x", [.keyword(.letKeyword), .identifier("x")]),
    Case(
      "YES NO nil self",
      [.keyword(.yes), .keyword(.no), .keyword(.nilKeyword), .keyword(.selfKeyword)]),
    Case("`default`", [.identifier("default")]),
    Case("$0 _x", [.identifier("$0"), .identifier("_x")]),
    Case("子控制器.视图", [.identifier("子控制器"), .symbol(.dot), .identifier("视图")]),
    Case("état naïve", [.identifier("état"), .identifier("naïve")]),
    Case("@interface @end", [.atWord("interface"), .atWord("end")]),
    Case("@\"a%@\"", [.objcString("a%@")]),
    // C's escapes: universal character names, hexadecimal and octal bytes.
    Case(#"@"\u4f60\U0001F600\x41\102\7""#, [.objcString("你😀AB\u{7}")]),
    Case(#"@"\u4f" x"#, [.invalid(.invalidUnicodeScalar), .identifier("x")]),
    Case(#"@"\x" @"\777""#, [.invalid(.invalidEscape("\\x")), .invalid(.invalidEscape("\\777"))]),
    Case("@[", [.symbol(.at), .symbol(.leftBracket)]),
    Case(
      "\"a\\(b)c\"",
      [
        .string([
          .text("a"),
          .code(
            [
              Token(
                kind: .identifier("b"), range: SourceRange(start: 4, end: 5), newlineBefore: false,
                spaceBefore: false),
              Token(kind: .end, range: .at(5), newlineBefore: false, spaceBefore: false),
            ], range: SourceRange(start: 4, end: 5)),
          .text("c"),
        ])
      ]),
    Case("\"\"", [.string([.text("")])]),
    Case("a\u{00A0}b", [.identifier("a"), .identifier("b")]),
    Case(
      "a，b",
      [
        .identifier("a"), .invalid(.fullWidthCharacter("，", name: .comma, suggestion: ",")),
        .identifier("b"),
      ]),
    Case("a\u{0}b", [.identifier("a"), .invalid(.controlCharacter("U+0000")), .identifier("b")]),
    Case("a\u{7F}", [.identifier("a"), .invalid(.controlCharacter("U+007F"))]),
    Case("\u{FFFD}", [.invalid(.invalidUTF8)]),
    Case("§", [.invalid(.invalidCharacter("§"))]),
  ]

  @Test("words, strings and characters", arguments: wordCases)
  func words(_ row: Case) { #expect(Self.kinds(row.source) == row.kinds) }

  @Test("line breaks and spaces are recorded on the following token")
  func whitespaceFlags() {
    let tokens = Lexer.tokenize(Array("a b\n c/* x\n */d".utf8), maxNesting: 200).tokens
    #expect(tokens.map(\.newlineBefore) == [false, false, true, true, false])
    #expect(tokens.map(\.spaceBefore) == [false, true, true, true, false])
  }

  @Test("meta lines only at top level, outside brackets")
  func metaLines() {
    #expect(Self.kinds(":tree\n  :tick 1") == [.meta("tree"), .meta("tick 1")])
    #expect(
      Self.kinds("f(\n:x)") == [
        .identifier("f"), .symbol(.leftParen), .symbol(.colon), .identifier("x"),
        .symbol(.rightParen),
      ])
    #expect(Self.kinds("a :b") == [.identifier("a"), .symbol(.colon), .identifier("b")])
  }

  @Test("preprocessor lines are skipped, other '#' are kept")
  func directives() {
    #expect(Self.kinds("#import <UIKit/UIKit.h>\nx") == [.identifier("x")])
    #expect(Self.kinds("x #if") == [.identifier("x"), .symbol(.hash), .keyword(.ifKeyword)])
  }

  @Test("an unterminated block comment is remembered")
  func unterminatedComment() {
    let (tokens, comment) = Lexer.tokenize(Array("x /* a".utf8), maxNesting: 200)
    #expect(comment == 2)
    #expect(tokens.map(\.kind) == [.identifier("x"), .end])
  }

  @Test("error tokens cover the offending characters")
  func errorRanges() {
    let tokens = Lexer.tokenize(Array("\"ab\\qc\" x，".utf8), maxNesting: 200).tokens
    #expect(tokens[0].range == SourceRange(start: 3, end: 5))
    #expect(tokens[2].range == SourceRange(start: 9, end: 12))
  }

  @Test("a repeated word lexes as it did the first time, keyword or not")
  func repeatedWords() {
    #expect(
      Self.kinds("let letter let `let` le let @let letter") == [
        .keyword(.letKeyword), .identifier("letter"), .keyword(.letKeyword), .identifier("let"),
        .identifier("le"), .keyword(.letKeyword), .atWord("let"), .identifier("letter"),
      ])
  }

  @Test("every keyword is recognised, also after many other words were read")
  func keywordsAmongManyNames() {
    // Enough distinct names that the table of words grows several times in between.
    let names = (0..<2_000).map { "name\($0)" }
    let spellings = Keyword.allCases.map(\.rawValue)
    let text = (spellings + names + spellings + names).joined(separator: " ")
    let expected: [TokenKind] =
      Keyword.allCases.map { .keyword($0) } + names.map { .identifier($0) }
    #expect(Self.kinds(text) == expected + expected)
    // A keyword's spelling with one letter more or less, or another case, is a name.
    for spelling in spellings {
      for variant in [spelling + "s", String(spelling.dropLast()), spelling.uppercased()]
      where Keyword(rawValue: variant) == nil && !variant.isEmpty {
        #expect(Self.kinds(variant) == [.identifier(variant)])
      }
    }
  }

  @Test("names made to share the word table's slot all lex as themselves")
  func collidingNames() {
    // Names whose hashes share their low byte, which picks the slot while the table is small:
    // each one after the first few is compared with all of them, until the probe limit.
    func hash(_ name: String) -> UInt32 { name.utf8.reduce(WordTable.seed, WordTable.mix) }
    let names = (0..<20_000).lazy.map { "n\($0)" }.filter { hash($0) & 0xFF == 0 }
      .prefix(WordTable.maxProbes * 2)
    #expect(names.count == WordTable.maxProbes * 2)
    let text = (Array(names) + Array(names.reversed())).joined(separator: " ")
    let expected = names.map { TokenKind.identifier($0) }
    #expect(Self.kinds(text) == expected + expected.reversed())
  }

  @Test("decoding never reads past the end, whatever the bytes")
  func decoding() {
    let bytes: [UInt8] = [
      0xE4, 0xB8, 0xAD, 0xE4, 0xB8, 0xFF, 0xC0, 0x80, 0xF4, 0x90, 0x80, 0x80, 0xE4,
    ]
    let lexer = Lexer(bytes: bytes, maxNesting: 200)
    #expect(lexer.decodeScalar(at: 0).scalar == "中")
    #expect(lexer.decodeScalar(at: 3).scalar == nil)
    #expect(lexer.decodeScalar(at: 6).scalar == nil)
    #expect(lexer.decodeScalar(at: 8).scalar == nil)
    #expect(lexer.decodeScalar(at: 12).scalar == nil)
    let kinds = Lexer.tokenize(bytes, maxNesting: 200).tokens.map(\.kind)
    #expect(kinds.first == .identifier("中"))
    #expect(kinds.last == .end)
  }
}
