import LessonEngine
import Testing

/// The small JSON writer and strict reader behind progress and reports.
@Suite struct JSONTests {
  @Test func compactAndPrettyText() {
    let value = JSON.object([
      ("a", .array([.number(1), .number(-2.5), .bool(true), .null])), ("b", .object([])),
      ("c", .array([])),
    ])
    #expect(value.text() == #"{"a":[1,-2.5,true,null],"b":{},"c":[]}"#)
    #expect(
      value.text(pretty: true) == """
        {
          "a": [
            1,
            -2.5,
            true,
            null
          ],
          "b": {},
          "c": []
        }
        """)
  }

  @Test func numbersThatAreNotFiniteBecomeNull() {
    let numbers = JSON.array([
      .number(.infinity), .number(.nan), .number(999_999_999_999_999), .number(1e15), .number(-0.0),
    ])
    // Whole numbers below 1e15 are written as integers; larger ones in Swift's own spelling.
    #expect(numbers.text() == "[null,null,999999999999999,1000000000000000.0,0]")
  }

  @Test func stringsEscapeEveryControlCharacter() {
    let text = "q\"b\\n\nr\rt\tbell\u{7}del\u{7F}c1\u{85}ls\u{2028}ps\u{2029}é子"
    #expect(
      JSON.string(text).text()
        == #""q\"b\\n\nr\rt\tbell\u0007del\u007fc1\u0085ls\u2028ps\u2029é子""#)
  }

  @Test func writtenStringsReadBackUnchanged() {
    let strings = [
      "", "plain", "\u{0}\u{1}\u{1F}", "\"\\/", "line\nbreak\r\n", "\u{2028}", "👩‍👩‍👧 子", "\u{FFFD}",
    ]
    for text in strings {
      #expect(JSON.parse(JSON.string(text).text()) == .string(text))
    }
    let nested = JSON.object([("k\"ey", .array(strings.map(JSON.string)))])
    #expect(JSON.parse(nested.text(pretty: true)) == nested)
    #expect(JSON.parse(nested.text()) == nested)
  }

  @Test func readerUnderstandsEscapes() {
    #expect(JSON.parse(#""\b\f\n\r\t\/\\\"\u0041\u00e9""#) == .string("\u{8}\u{C}\n\r\t/\\\"Aé"))
  }

  @Test func objectsKeepKeyOrderAndTheFirstOfTwinKeys() {
    let value = JSON.parse(#"{"z": 1, "a": 2, "z": 3}"#)
    #expect(value == .object([("z", .number(1)), ("a", .number(2)), ("z", .number(3))]))
    #expect(value?["z"] == .number(1))
    #expect(value?["missing"] == nil)
    #expect(JSON.array([]).self["z"] == nil)
    #expect(value != .object([("a", .number(2)), ("z", .number(1)), ("z", .number(3))]))
  }

  @Test func accessorsAnswerOnlyForTheirKind() {
    #expect(JSON.string("s").string == "s")
    #expect(JSON.number(1).string == nil)
    #expect(JSON.number(2).number == 2)
    #expect(JSON.bool(true).bool == true)
    #expect(JSON.null.bool == nil)
    #expect(JSON.array([.null]).array == [.null])
    #expect(JSON.object([]).array == nil)
  }

  @Test(arguments: [
    "", " ", "{", "}", "[1,]", "[,1]", "{\"a\" 1}", "{\"a\":}", "{a: 1}", "tru", "nul", "\"open",
    "\"tab\there\"", "\"\\u12\"", "\"\\u", "1 2", "-", "[1]]", "{\"a\":1,}", "'single'",
  ])
  func invalidTextIsRejected(_ text: String) {
    #expect(JSON.parse(text) == nil)
  }

  /// What RFC 8259 does not allow, though a lenient reader (or `Double.init`) would take it.
  @Test(arguments: [
    "+1", "01", "-01", "00", ".5", "1.", "-", "--1", "1e", "1e+", "1.e3", "0x10", "1_000",
    "Infinity",
    "NaN", "1e400", "-1e400", "[+1]", "{\"a\": 01}",
    #""\a""#, #""\x41""#, #""\U0041""#, #""\'""#, #""\u+041""#, #""\u004G""#, #""\u 041""#,
    #""\uD83D""#, #""\uD83Dx""#, #""\uD83D\u0041""#, #""\uDE00""#, #""\uDE00\uD83D""#,
    #""\uD83D\uD83D""#, "[1] x", "{} {}", "null,", "true false", "\"a\"\"b\"",
  ])
  func lenientSpellingsAreRejected(_ text: String) {
    #expect(JSON.parse(text) == nil, "\(text) should be rejected")
  }

  @Test(arguments: [
    ("0", 0.0), ("-0", -0.0), ("7", 7.0), ("-12", -12.0), ("1.5", 1.5), ("0.25", 0.25),
    ("1e3", 1000.0), ("1E3", 1000.0), ("2e+2", 200.0), ("25e-1", 2.5), ("-0.5e1", -5.0),
    (" 10 ", 10.0),
  ])
  func numbersInJSONSpellingAreRead(_ text: String, _ value: Double) {
    #expect(JSON.parse(text) == .number(value))
  }

  @Test func surrogatePairsBecomeOneCharacter() {
    #expect(JSON.parse(#""\uD83D\uDE00""#) == .string("😀"))
    #expect(JSON.parse(#""a\ud834\udd1eb""#) == .string("a𝄞b"))
    #expect(JSON.parse(#""\uFFFF\u0000""#) == .string("\u{FFFF}\u{0}"))
    // Written as UTF-8 (not escaped), the same characters read back as themselves.
    #expect(JSON.parse(JSON.string("😀𝄞").text()) == .string("😀𝄞"))
  }

  @Test func nestingStopsAtSixtyFourLevels() {
    let ok = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
    let deep = String(repeating: "[", count: 65) + String(repeating: "]", count: 65)
    #expect(JSON.parse(ok) != nil)
    #expect(JSON.parse(deep) == nil)
    #expect(JSON.parse(String(repeating: "{\"a\":", count: 200_000)) == nil)
  }
}
