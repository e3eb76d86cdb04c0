import Testing

@testable import Grading
@testable import LessonEngine

/// Grading's byte-level shortcuts give what the character-level operations they stand for give,
/// also where a combining mark, a prepended letter or a CRLF joins an ASCII byte to its
/// neighbours in one character.
@Suite struct UTF8TextTests {
  /// Texts around the bytes the shortcuts look at: plain, with marks before and after, empty.
  static let texts: [String] = [
    "", " ", "  ", "*", "a*b", "*\u{301}", "a*\u{301}b", "\u{600}*", "**", "x * y * z",
    ",", "\"", "a,b", "a\"b", ",\u{301}", "\u{600},", "\"\u{301}x", " x", "x ", " \u{301}x",
    "x\u{600} ", "=1+1", "  =x", " =\u{301}", "-", "@home", "+\u{301}", "\tx", "\rx", "\0x",
    "a\r\nb", "é,ü", "名字, 姓", "\u{85}x", "x\u{7F}", "line\nbreak", "\u{1F600}*\u{1F600}",
    "ab_attempt_x", "_attempt__attempt_", "x_attempt_attempt_y", "a\u{301}_attempt_b",
    "a_attempt_\u{301}b", "n_1_assignsubmission_file_", "n_1_assignsubmission_assignsubmission_",
    "Ben Okafor_40213_assignsubmission_file_Answer.swift", "0001-explicit-self.swift.txt",
    "O'Brien, Seán", "..", ".hidden", "a..b", "__x__", "x.", "ÅSA_é",
    "e\u{301}"
      + String(
        repeating: "a", count: 79), String(repeating: "a", count: 79) + "e\u{301}",
    "a/b\\c", "DROP TABLE;--", "ß.SWIFT", "İ.swift", "A.SWIFT.TXT", ".m", "x.Mm", "x.h.txt",
  ]

  @Test func replacingAnASCIICharacter() {
    for text in Self.texts {
      #expect(text.replacing(ascii: UInt8(ascii: "*"), with: "…") == text.replacing("*", with: "…"))
      #expect(
        text.replacing(ascii: UInt8(ascii: "\""), with: "\"\"")
          == text.replacing("\"", with: "\"\""))
    }
  }

  @Test func lastRangeOfAnASCIIText() {
    for text in Self.texts {
      for needle in ["_attempt_", "_assignsubmission_", "*", ","] {
        #expect(text.lastRange(ofASCII: needle) == text.ranges(of: needle).last, "\(text)")
      }
    }
  }

  @Test func mayContainIsNeverWrongWhenFalse() {
    for text in Self.texts {
      for needle in ["===", "==", "!=", "*"] where !text.mayContain(ascii: needle) {
        #expect(text.split(separator: needle, omittingEmptySubsequences: false).count == 1)
      }
    }
    #expect("a.parent === b".mayContain(ascii: "==="))
    #expect(!"a.parent == b".mayContain(ascii: "==="))
  }

  /// Whether a text has no control character (C0, DEL, C1): what escaping leaves.
  static func controlFree(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy {
      $0.value >= 0x20 && $0.value != 0x7F && !(0x80...0x9F).contains($0.value)
    }
  }

  @Test func escapingControls() {
    for text in Self.texts {
      let escaped = UTF8Text.escapingControls(text)
      #expect(Self.controlFree(escaped))
      #expect((escaped == text) == Self.controlFree(text), "\(text.debugDescription)")
      var inPlace = text
      UTF8Text.escapeControls(&inPlace)
      #expect(inPlace == escaped)
    }
  }

  @Test func wordsHoldingAByte() {
    func word(_ bytes: [UInt8]) -> UInt64 {
      bytes.enumerated().reduce(0) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
    }
    let samples: [[UInt8]] = [
      Array("abcdefgh".utf8), Array("abc\u{7F}defg".utf8).prefix(8).map { $0 },
      [0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x1F],
      [0x20, 0x21, 0x7E, 0x80, 0xC1, 0xC3, 0xFF, 0x41],
      [0xC2, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20], [0, 0, 0, 0, 0, 0, 0, 0],
      [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF],
      [0x7F, 0x80, 0x81, 0x82, 0x83, 0x84, 0x85, 0x86],
    ]
    for bytes in samples {
      #expect(UTF8Text.hasByte(below: 0x20, word(bytes)) == bytes.contains { $0 < 0x20 })
      #expect(UTF8Text.hasByte(0x7F, word(bytes)) == bytes.contains(0x7F))
      #expect(UTF8Text.hasByte(0xC2, word(bytes)) == bytes.contains(0xC2))
    }
    // Texts longer than a word, with the byte at each place.
    for place in 0..<19 {
      var bytes = Array(repeating: UInt8(ascii: "a"), count: 19)
      bytes[place] = 0x0A
      let text = String(decoding: bytes, as: UTF8.self)
      #expect(UTF8Text.escapingControls(text).contains("\\u{a}"))
    }
  }

  @Test func spreadsheetFields() {
    for text in Self.texts {
      if let quick = SpreadsheetCSV.quickField(text) {
        #expect(quick == SpreadsheetCSV.characterField(text), "\(text.debugDescription)")
      }
      #expect(SpreadsheetCSV.field(text) == SpreadsheetCSV.characterField(text))
    }
    // Plain ASCII is decided on the bytes.
    #expect(SpreadsheetCSV.quickField("=1+1") == "'=1+1")
    #expect(SpreadsheetCSV.quickField(" a, \"b\" ") == "\" a, \"\"b\"\" \"")
    #expect(SpreadsheetCSV.quickField("\tx") == "' x")
  }

  @Test func feedbackFileBases() {
    for text in Self.texts {
      if let quick = ClassReport.asciiFileBase(text) {
        #expect(quick == ClassReport.fileBase(text), "\(text.debugDescription)")
      }
    }
    #expect(ClassReport.asciiFileBase("O'Brien, Sean_42") == "O_Brien_Sean_42")
    #expect(ClassReport.asciiFileBase("Seán") == nil)
  }

  @Test func normalizedLogLines() {
    let lines = [
      "a.b()", " a.b()", "a.b() ", "a  b", "a\tb", "[t=0.1] a.b()", "[x] a", "", "a b", "é  ü",
    ]
    let expected = ["a.b()", "a.b()", "a.b()", "a b", "a b", "a.b()", "[x] a", "", "a b", "é ü"]
    #expect(lines.map(CheckEvaluator.normalize) == expected)
  }
}
