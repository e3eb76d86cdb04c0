import Foundation
import Rendering
import Shell
import Simulation
import TestSupport
import Testing

/// `:export KIND FILE`: standalone SVG pictures of the diagrams, checked by an XML parser and
/// against golden files.
struct ExportTests {
  /// Runs `script` in a session whose files live in memory; returns the session and its files.
  private func exporting(_ script: String, options: SessionOptions = SessionOptions())
    -> (Session, MemoryFiles, [String])
  {
    let session = Session(options: options)
    let files = MemoryFiles()
    session.files = files
    var lines: [OutputLine] = []
    session.runScript(script, fileName: nil) { lines += $0 }
    #expect(!session.hadError, "\(lines.map(\.text))")
    return (session, files, lines.map(\.text))
  }

  /// The SVG parsed, with the checks every exported picture must pass.
  private func svg(_ text: String?, sourceLocation: SourceLocation = #_sourceLocation)
    -> ParsedElement?
  {
    guard let text else {
      Issue.record("no file written", sourceLocation: sourceLocation)
      return nil
    }
    #expect(text.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
    // Standalone: nothing is fetched, whatever the viewer.
    for outside in ["href", "url(", "@import", "http://www.w3.org/1999", "https:", "<image"] {
      #expect(!text.contains(outside), "\(outside)", sourceLocation: sourceLocation)
    }
    switch parseXML(text) {
    case .success(let root):
      #expect(root.name == "svg", sourceLocation: sourceLocation)
      #expect(root.attributes["xmlns"] == "http://www.w3.org/2000/svg")
      #expect(root.all("style").first?.allText.contains("Noto Sans Mono CJK SC") == true)
      return root
    case .failure(let error):
      Issue.record("not well-formed XML: \(error)", sourceLocation: sourceLocation)
      return nil
    }
  }

  @Test func aTransitionsTimelineIsAGoldenPicture() throws {
    let (session, files, lines) = exporting(
      TimelineTests.cycle + "\n:export timeline cycle.svg 1")
    #expect(lines.last == "wrote timeline to cycle.svg")
    let text = try #require(files.files["cycle.svg"])
    let root = try #require(svg(text))
    let marks = root.all("circle").filter { $0.classes.contains("family-appearance") }
    #expect(marks.count == 4 + 1)  // four appearance callbacks, and the legend's dot
    #expect(root.all("text").contains { $0.allText == "transition first → second, 0 → 0.25 s" })
    #expect(root.all("rect").contains { $0.classes == ["span"] })
    expectSnapshot(text, named: "SVG/transition-timeline.svg")
    // The README shows this picture.
    #expect(repositoryFile("docs/images/transition-timeline.svg") == text + "\n")
    _ = session
  }

  @Test func theScreenMidAnimationIsWhatIsOnScreenAtThatInstant() throws {
    let script =
      TimelineTests.cycle.replacingOccurrences(
        of: "cycle(from: first, to: second)", with: ":clock manual\ncycle(from: first, to: second)")
      + "\n:tick 0.125\n:export screen mid.svg"
    let (_, files, _) = exporting(script)
    let text = try #require(files.files["mid.svg"])
    let root = try #require(svg(text))
    let views = root.all("rect").filter { $0.classes.first?.hasPrefix("view-") == true }
    let titles = views.compactMap { $0.all("title").first?.allText }
    #expect(titles == ["container.view", "first.view", "second.view"])
    // Half way in time is half way in space with ease-in-out: second.view at x = 160.
    let second = try #require(views.last)
    let window = try #require(root.all("rect").first { $0.classes == ["window"] })
    let windowX = try #require(Double(window.attributes["x"] ?? ""))
    #expect(Double(second.attributes["x"] ?? "") == windowX + 160)
    #expect(root.all("text").contains { $0.allText == "mid-animation at t = 0.125" })
    expectSnapshot(text, named: "SVG/transition-screen-mid.svg")
  }

  @Test func theTreeInChineseIsAGoldenPicture() throws {
    let script = """
      let 首页 = UIViewController()
      :add 首页
      let 设置 = UIViewController()
      container.view.addSubview(设置.view)
      :export tree tree.svg
      :export views views.svg
      """
    let (_, files, _) = exporting(script, options: SessionOptions(language: .chinese))
    let tree = try #require(svg(files.files["tree.svg"]))
    #expect(tree.all("text").contains { $0.allText == "首页" })
    #expect(
      tree.all("text").contains { $0.classes == ["flag"] && $0.allText.contains("只调用了 addSubview") }
    )
    #expect(tree.all("line").count >= 3)
    expectSnapshot(files.files["tree.svg"] ?? "", named: "SVG/tree-chinese.svg")
    let views = try #require(svg(files.files["views.svg"]))
    #expect(views.all("text").contains { $0.allText == "首页.view" })
  }

  @Test func everyTextIsEscaped() throws {
    let script = """
      print("</text><script>alert('x')</script> & \\u{1}")
      :export timeline out.svg
      """
    let (_, files, _) = exporting(script)
    let root = try #require(svg(files.files["out.svg"]))
    #expect(root.all("script").isEmpty)
    #expect(
      root.all("text").contains { $0.allText.hasPrefix("</text><script>alert('x')</script> & ") })
  }

  @Test func wrongUsesSayWhatIsExpected() {
    let session = Session()
    #expect(
      session.handle(":export").map(\.text) == [
        "error: usage: :export tree|views|screen|timeline|session|xctest FILE"
      ])
    #expect(
      session.handle(":export tree a.svg").map(\.text) == [
        "error: cannot use 'a.svg': files are not available here"
      ])
    session.files = MemoryFiles()
    #expect(
      session.handle(":export session a.svg").map(\.text) == [
        "error: a session report is an HTML file: 'a.svg' should end in .html"
      ])
    #expect(
      session.handle(":export picture a.svg").map(\.text) == [
        "error: usage: :export tree|views|screen|timeline|session|xctest FILE"
      ])
  }
}
