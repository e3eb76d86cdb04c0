import Rendering
import Simulation
import Testing

@testable import Shell

/// Output laid out to the terminal: help, tables and prose at 60, 80, 100 and 120 columns; the
/// frames of `:play`; Tab's space after a whole word; settings kept between sessions.
@Suite struct TerminalLayoutTests {
  static let widths = [60, 80, 100, 120]

  @Test(arguments: widths, Language.allCases)
  func helpFitsTheWidth(_ width: Int, _ language: Language) {
    let session = Session(options: SessionOptions(language: language, columns: width))
    for input in [":help", ":help rules", ":help language", ":help commands", ":help keys"] {
      for line in session.handle(input).map(\.text) {
        // Code examples (`:help language`) keep their lines, as code always does.
        if input == ":help language", line.hasPrefix("  ") { continue }
        #expect(DisplayWidth.of(line) <= width, "\(input) at \(width): \(line)")
      }
    }
    for line in CommandHelp(language: language, width: width).overview() {
      #expect(DisplayWidth.of(line) <= width || !line.contains(" "), "--help at \(width): \(line)")
    }
  }

  @Test(arguments: widths)
  func theHelpTableKeepsItsColumn(_ width: Int) {
    let lines = Session(options: SessionOptions(columns: width)).handle(":help").map(\.text)
    // Every summary that shares a line with its command starts in the same column.
    let starts = Set(
      lines.dropFirst().compactMap { line -> Int? in
        guard line.hasPrefix("  :"),
          let gap = line.range(
            of: "  ", range: line.index(line.startIndex, offsetBy: 2)..<line.endIndex)
        else { return nil }
        let rest = line[gap.upperBound...].prefix { $0 == " " }
        return DisplayWidth.of(String(line[..<gap.upperBound])) + rest.count
      })
    #expect(starts.count == 1, "\(lines)")
  }

  @Test(arguments: widths)
  func lessonProseWrapsAndRendersMarkdown(_ width: Int) {
    let session = Session(options: SessionOptions(language: .chinese, columns: width))
    let lines = session.handle(":lesson add-child")
    for line in lines where line.style == .prose {
      #expect(DisplayWidth.of(line.text) <= width, "\(line.text)")
      #expect(!line.text.contains("**"), "bold markers shown raw: \(line.text)")
      #expect(!(line.text.first.map { "，。：；？！）」、".contains($0) } ?? false))
    }
    #expect(lines.contains { $0.style == .prose })
  }

  @Test(arguments: widths, Language.allCases)
  func goalLaysOutToTheWidth(_ width: Int, _ language: Language) {
    let session = Session(options: SessionOptions(language: language, columns: width))
    _ = session.handle(":lesson add-child")
    let lines = session.handle(":goal").map(\.text)
    let heading = language.pick("the step's log should include:", "这一步的日志应当包含：")
    // The trees: side by side when both fit, one above the other when they do not. A tree is
    // a diagram, drawn as `:tree` draws it, never wrapped.
    let trees = lines.prefix { $0 != heading }
    // Here each tree is about 70 columns wide: one above the other up to 120 columns.
    #expect(!trees.contains { $0.contains(" │ ") }, "\(width): \(lines)")
    let wide = Session(options: SessionOptions(language: language, columns: 200))
    _ = wide.handle(":lesson add-child")
    #expect(wide.handle(":goal").contains { $0.text.contains(" │ ") }, "side by side at 200")
    // A heading is never left over nothing.
    if let index = lines.firstIndex(of: heading) { #expect(index + 1 < lines.count) }
  }

  @Test func boldAndCodeBecomeSpansWhenStylesShow() {
    let lines = ProseRenderer(width: 80, styled: true).render([
      "Call **`addChild(_:)` first**, then - no."
    ])
    #expect(lines.map(\.text) == ["Call addChild(_:) first, then - no."])
    #expect(lines[0].spans.contains(TextSpan(start: 5, count: 12, tag: .code)))
    #expect(lines[0].spans.contains(TextSpan(start: 18, count: 5, tag: .strong)))
    let plain = ProseRenderer(width: 80).render([
      "- a `b` **c**", "1. one", "```", "let x =  1", "```",
    ])
    #expect(plain.map(\.text) == ["• a `b` c", "1. one", "    let x =  1"])
  }

  @Test func framesRedrawInPlaceWhateverTheirHeight() {
    let frames = [
      [OutputLine("a", .frame(0)), OutputLine("b", .frame(0)), OutputLine("note", .frame(0))],
      [OutputLine("c", .frame(1)), OutputLine("d", .frame(1))],
    ]
    let texts = FrameDrawing(frames: frames, columns: 80).texts()
    #expect(texts.count == 2)
    // The second frame goes back up three lines and clears all three: no scrap of "note".
    #expect(texts[1].hasPrefix("\u{1B}[3A"))
    #expect(texts[1].components(separatedBy: "\u{1B}[2K").count - 1 == 3)
    #expect(texts.allSatisfy { $0.components(separatedBy: "\r\n").count - 1 == 3 })
    let wide = FrameDrawing(frames: [[OutputLine(String(repeating: "x", count: 50))]], columns: 20)
    #expect(wide.texts()[0].count < 30)
  }

  @Test func tabAddsTheSpaceAfterAWholeWord() {
    let session = Session()
    #expect(session.complete(":tre").completion == ":tree ")
    #expect(session.complete(":tree").completion == ":tree ")
    #expect(session.complete(":clock ma").completion == "manual ")
    #expect(session.complete(":clock manual").completion == "manual ")
    #expect(session.complete("let").completion == "let ")
    #expect(session.complete("le").completion == "let ")
    #expect(session.complete(":lesson").completion == nil)  // :lesson and :lessons
    _ = session.handle("let panel = UIViewController()")
    // Code goes on with `.` or `(`: no space.
    #expect(session.complete("pane").completion == "panel")
  }

  @Test func asciiAndWelcomeAreKeptForTheNextSession() {
    let store = MemorySettingsStore()
    let session = Session()
    session.settingsStore = store
    _ = session.handle(":ascii on")
    _ = session.handle(":welcome off")
    #expect(store.settings == StoredSettings(ascii: true, welcome: false))
    #expect(session.handle(":tree").map(\.text).last?.hasPrefix("\\- container") == true)
    let next = Session(options: store.load().applied(to: SessionOptions()))
    #expect(next.options.ascii && next.welcomeLines().isEmpty)
    #expect(StoredSettings.parse(store.settings.json()) == store.settings)
    #expect(StoredSettings.parse("{ damaged") == nil)
  }

  @Test func whyOnAParentlessAddSubviewCitesR5() {
    let session = Session()
    _ = session.handle("let banner = UIViewController()")
    _ = session.handle("container.view.addSubview(banner.view)")
    let lines = session.handle(":why 1 more").map(\.text)
    #expect(lines.first == "1  container.view.addSubview(banner.view)")
    #expect(lines.contains { $0.hasPrefix("rule R.5 — ") }, "\(lines)")
    #expect(!lines.contains { $0.hasPrefix("rule 2.2") || $0.hasPrefix("rule 2.8") })
  }

  @Test func theTreeBlamesAHalfDoneRemovalNotAddSubview() {
    let session = Session()
    _ = session.handle(":add a")
    _ = session.handle("a.willMove(toParent: nil)")
    _ = session.handle("a.removeFromParent()")
    let line = session.handle(":tree").map(\.text).last ?? ""
    #expect(line.contains("after removeFromParent"), "\(line)")
    #expect(!line.contains("only addSubview"))
  }

  @Test func aMissingFileIsNamed() {
    let session = Session(options: SessionOptions(language: .chinese))
    #expect(session.handle(":load 没有.swift").map(\.text) == ["error: 无法使用 '没有.swift'：这里无法访问文件"])
  }

  @Test func chineseNamesGetNoSpacesAroundThem() {
    #expect(ChineseSpacing.tidy("但 子控制器 的 didMove 重写") == "但子控制器的 didMove 重写")
    #expect(ChineseSpacing.tidy("`a 中 b` 与 c") == "`a 中 b` 与 c")
    let lines = TextWrapper(width: 30).wrap("一直没有调用 子控制器.didMove(toParent: container)；UIKit 不会提示")
    #expect(lines.contains { $0.hasPrefix("子控制器.didMove(toParent: container)") }, "\(lines)")
  }
}
