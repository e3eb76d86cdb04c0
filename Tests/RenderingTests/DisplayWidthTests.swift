import Rendering
import Testing

/// Terminal widths: East Asian wide characters count two, marks and control characters none
/// (East Asian wide characters count as two, so Chinese names align in diagrams).
@Suite struct DisplayWidthTests {
  /// Text and its width in columns; the comment says what the row shows.
  static let cases: [(String, Int)] = [
    ("", 0),  // empty
    ("container", 9),  // ASCII
    ("中文", 4),  // CJK ideographs
    ("视图控制器", 10),  // five ideographs
    ("a中b", 4),  // mixed ASCII and CJK
    ("한국어", 6),  // Hangul syllables
    ("ＡＢ", 4),  // full-width Latin
    ("ｦｱ", 2),  // half-width katakana stays narrow
    ("。，", 4),  // CJK punctuation
    ("𠀀", 2),  // CJK extension B (astral plane)
    ("\u{E9}", 1),  // precomposed é
    ("e\u{301}", 1),  // e and a combining acute: one column
    ("\u{301}", 0),  // a combining mark on its own
    ("a\u{301}中", 3),  // combining mark between narrow and wide
    ("😀", 2),  // emoji in the wide block
    ("🚀", 2),  // emoji with emoji presentation outside the table
    ("❤\u{FE0F}", 2),  // text symbol with the emoji variation selector
    ("❤", 1),  // text symbol without a selector
    ("👨\u{200D}👩\u{200D}👧", 2),  // ZWJ family sequence is one glyph
    ("🇨🇳", 2),  // flag (regional indicator pair)
    ("⌚", 2),  // watch, wide in the BMP
    ("\t", 0),  // tab
    ("\u{7}", 0),  // bell
    ("\u{7F}", 0),  // delete
    ("\u{85}", 0),  // C1 control
    ("\u{1B}[31m", 4),  // escape sequence: the escape itself takes no column
    ("\u{200B}", 0),  // zero-width space
    ("\u{200D}", 0),  // zero-width joiner
    ("├─ └─ │", 7),  // box drawing is narrow
    ("⚠ ✓ ✗ …", 7),  // the tree's markers and the ellipsis are narrow
    ("e\u{301}", 1),  // a combining mark after ASCII takes no column
    ("soft\u{AD}hyphen", 10),  // the soft hyphen is a format character
    ("§ 90° ±1 é", 10),  // Latin-1 and Latin Extended letters are narrow
    ("▀▄█░", 4),  // block elements are narrow
  ]

  @Test(arguments: cases)
  func width(_ text: String, _ columns: Int) {
    #expect(DisplayWidth.of(text) == columns)
  }

  @Test func characterAndScalarWidthsAgreeForSimpleCharacters() {
    #expect(DisplayWidth.of(Character("中")) == 2)
    #expect(DisplayWidth.of(Unicode.Scalar(0x4E2D)!) == 2)
    #expect(DisplayWidth.of(Unicode.Scalar(0x301)!) == 0)
    #expect(DisplayWidth.of(Unicode.Scalar(0)!) == 0)
    #expect(DisplayWidth.of(Character("a")) == 1)
  }

  @Test func padFillsToTheColumnCountingWideCharactersAsTwo() {
    #expect(DisplayWidth.pad("ab", to: 5) == "ab   ")
    #expect(DisplayWidth.pad("中", to: 4) == "中  ")
    #expect(DisplayWidth.pad("e\u{301}", to: 3) == "e\u{301}  ")
    #expect(DisplayWidth.pad("abc", to: 3) == "abc")
  }

  @Test func padNeverCuts() {
    #expect(DisplayWidth.pad("中文", to: 3) == "中文")
    #expect(DisplayWidth.pad("container", to: 0) == "container")
  }

  @Test func truncateKeepsTextThatFits() {
    #expect(DisplayWidth.truncate("abc", to: 3) == "abc")
    #expect(DisplayWidth.truncate("中文名字", to: 8) == "中文名字")
  }

  @Test func truncateEndsWithAnEllipsis() {
    #expect(DisplayWidth.truncate("container.view", to: 8) == "contain…")
    #expect(DisplayWidth.truncate("abcd", to: 3) == "ab…")
    #expect(DisplayWidth.truncate("abc", to: 1) == "…")
  }

  @Test func truncateNeverSplitsAWideCharacter() {
    #expect(DisplayWidth.truncate("中文名字", to: 5) == "中文…")
    // The second ideograph would need columns 3 and 4; only 3 is free before the ellipsis.
    #expect(DisplayWidth.truncate("中文名字", to: 4) == "中…")
  }

  @Test func truncateKeepsCombiningMarksWithTheirBase() {
    #expect(DisplayWidth.truncate("e\u{301}e\u{301}e\u{301}", to: 2) == "e\u{301}…")
  }

  @Test func truncatedTextNeverExceedsTheWidth() {
    let samples = ["container.view", "视图控制器视图", "a中b文c", "😀x😀y", "e\u{301}中\u{1B}z"]
    for text in samples {
      for width in 1...16 {
        let cut = DisplayWidth.truncate(text, to: width)
        #expect(DisplayWidth.of(cut) <= width, "\(text) to \(width): \(cut)")
        #expect(cut == text || cut.hasSuffix("…"))
      }
    }
  }
}
