import Rendering
import Testing

/// The one wrapper all prose goes through: widths, Chinese line-breaking rules, code spans.
@Suite struct TextWrapperTests {
  static let paragraphs = [
    "容器视图控制器要展示另一个控制器的内容，做法是把那个控制器添加为子控制器，再把子控制器的根视图放进自己视图中的某个位置。",
    "`addChild(content)` 会替你发送 `willMove(toParent:)`；`didMove(toParent:)` 归你调用，要在视图就位之后（见《iOS中Container View Controller的使用》一文）。",
    "先设置 `content.view.frame = frameForContentController`，再把视图加入 `view`。这样 content.view 一出现就在正确的位置上：“不会闪一下”。",
    "A container shows another controller's content by making that controller a child and putting the child's root view somewhere inside its own view (`container.view.addSubview(content.view)`).",
    "Type `[self addChildViewController:content];` then `[self.view addSubview:content.view];` — the Objective-C spelling of the same two calls.",
    "为什么说 UIKit 会在 addSubview 之内调用 viewWillAppear(false)？因为视图进入 window 时，UIKit 立即发送 will 回调，而 did 回调要等到本轮 run loop 结束。",
  ]
  static let widths = [20, 30, 40, 60, 80, 100, 120]

  @Test(arguments: paragraphs, widths)
  func linesFollowTheRules(_ text: String, _ width: Int) {
    let lines = TextWrapper(width: width).wrap(text)
    let closing = Set("，。：；？！）」』》、,.;:!?)")
    let opening = Set("（「『《“(")
    for line in lines {
      // A line is too wide only when it is one piece that cannot be broken.
      if DisplayWidth.of(line) > width {
        #expect(!line.contains(" ") || line.filter { $0 == "`" }.count == 2, "\(line)")
      }
      #expect(!(line.first.map(closing.contains) ?? false), "starts with closing: \(line)")
      #expect(!(line.last.map(opening.contains) ?? false), "ends with opening: \(line)")
      #expect(line.filter { $0 == "`" }.count % 2 == 0, "a code span was split: \(line)")
      #expect(line == line.trimmingCharacters(), "space at an end: '\(line)'")
    }
    // Nothing is lost, and a break without a space never falls between two narrow characters
    // (inside a Latin word or an identifier).
    var rebuilt = ""
    for line in lines {
      if let last = rebuilt.last, let first = line.first {
        let rest = text.dropFirst(rebuilt.count)
        if rest.first == " " {
          rebuilt += " "
        } else {
          #expect(DisplayWidth.of(last) == 2 || DisplayWidth.of(first) == 2, "split: \(line)")
        }
      }
      rebuilt += line
    }
    #expect(rebuilt == text)
  }

  @Test func chineseBreaksBetweenCharactersAndKeepsPunctuationWithItsWord() {
    let lines = TextWrapper(width: 12).wrap("先建立父子关系，再放置视图。")
    // Greedy would leave `图。` alone; the line above gives it two characters.
    #expect(lines == ["先建立父子关", "系，再放", "置视图。"])
  }

  @Test func aParagraphEndsInMoreThanAFragment() {
    // A lone `0` takes the word before it; a line that would fall under half the width keeps
    // its words, and a last line of a sixth of the width or more is left as it is.
    #expect(TextWrapper(width: 20).wrap("aaaa bbbb cccc dddd 0") == ["aaaa bbbb cccc", "dddd 0"])
    #expect(
      TextWrapper(width: 20).wrap("aaaaaaa bbbbbbbbbbb 0") == ["aaaaaaa bbbbbbbbbbb", "0"])
    #expect(TextWrapper(width: 24).wrap("一二三四五六七八九十一二令。") == ["一二三四五六七八九十", "一二令。"])
    #expect(
      TextWrapper(width: 20).wrap("abcdefghijklmnop qrstuvwxyz") == [
        "abcdefghijklmnop", "qrstuvwxyz",
      ])
  }

  @Test func aCodeSpanStaysWholeEvenWhenTooWide() {
    let lines = TextWrapper(width: 16).wrap("调用 `container.view.addSubview(content.view)` 之后")
    #expect(lines == ["调用", "`container.view.addSubview(content.view)`", "之后"])
  }

  @Test func latinWordsAreNeverCut() {
    let lines = TextWrapper(width: 14).wrap("so content.view appears")
    #expect(lines == ["so", "content.view", "appears"])
  }

  @Test func hangingIndentKeepsTheLineIndent() {
    let lines = TextWrapper(width: 20).wrapKeepingIndent(
      "  hint: call didMove after the view is in place", hanging: 6)
    #expect(
      lines == ["  hint: call didMove", "        after the", "        view is in", "        place"])
  }

  @Test func shortTextIsUntouched() {
    #expect(TextWrapper(width: 80).wrap("a  b") == ["a  b"])
    #expect(TextWrapper(width: 80).wrap("") == [""])
  }
}

extension String {
  fileprivate func trimmingCharacters() -> String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}

/// `:goal`'s two trees: beside each other when the width holds both, else one under the other.
@Suite struct SideBySideTests {
  @Test(arguments: [60, 80, 100, 120])
  func twoTreesFitTheWidth(_ width: Int) {
    let left = ["now:", "window", "└─ container  ContainerViewController  appeared"]
    let right = ["goal:", "window", "└─ container  ContainerViewController  appeared", "   └─ a"]
    let lines = SideBySide.lines(left, right, width: width)
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= width }, "\(lines)")
    #expect(lines.count == (width >= 100 ? 4 : 8))
  }
}
