import Foundation
import Rendering
import Shell
import Simulation
import TestSupport
import Testing

/// The HTML report (`run --export`, `:export session`): one self-contained page, well-formed
/// XHTML, every text the script controls escaped.
struct ReportTests {
  /// The report of `script` run as `containrepl run --export` runs it.
  private func report(_ script: String, language: Language = .english) -> String {
    let session = Session(options: SessionOptions(language: language))
    session.recordReport()
    session.runScript(script, fileName: "script.swift") { _ in }
    return session.htmlReport(scripts: [HTMLReport.Script(name: "script.swift", text: script)])
  }

  private func parsed(_ html: String, sourceLocation: SourceLocation = #_sourceLocation)
    -> ParsedElement?
  {
    #expect(html.hasPrefix("<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\""))
    switch parseXML(html) {
    case .success(let root): return root
    case .failure(let error):
      Issue.record("not well-formed XHTML: \(error)", sourceLocation: sourceLocation)
      return nil
    }
  }

  @Test func eachStatementIsAnInputWithItsLogTreeAndScreen() throws {
    let html = report(TimelineTests.cycle)
    let root = try #require(parsed(html))
    let steps = root.all("section").filter { $0.classes == ["step"] }
    #expect(steps.count == 8)
    for step in steps {
      #expect(step.all("svg").count >= 2, "\(step.attributes)")
    }
    let last = try #require(steps.last)
    #expect(last.all("h3").first?.allText == "Input 8 of 8, line 19")
    #expect(last.all("pre").first?.allText == "cycle(from: first, to: second)")
    let frames = last.all("figure").filter { $0.classes == ["frame"] }
    #expect(frames.count == 9)
    #expect(frames.first?.all("figcaption").first?.allText == "The animation at t = 0")
    #expect(frames.last?.all("figcaption").first?.allText == "The animation at t = 0.25")
    let log = last.all("pre").last?.allText ?? ""
    #expect(log.contains("[t=0.25] completion(true)"))
    #expect(root.all("section").contains { $0.attributes["id"] == "timeline" })
  }

  @Test func thePageNeedsNothingFromOutside() throws {
    let html = report(TimelineTests.cycle)
    let root = try #require(parsed(html))
    #expect(root.all("script").count == 1)
    #expect(root.all("script").allSatisfy { $0.attributes["src"] == nil })
    #expect(root.all("link").isEmpty && root.all("img").isEmpty && root.all("iframe").isEmpty)
    // Namespace names are names, never fetched; nothing else may name a place.
    let page = html.replacingOccurrences(of: "xmlns=\"http://www.w3.org/1999/xhtml\"", with: "")
      .replacingOccurrences(of: "xmlns=\"http://www.w3.org/2000/svg\"", with: "")
    for outside in ["http:", "https:", "url(", "@import", "src=", "href=", "//"] {
      #expect(
        !page.replacingOccurrences(of: "//<![CDATA[", with: "").replacingOccurrences(
          of: "//]]>", with: ""
        ).contains(outside), "\(outside)")
    }
  }

  @Test func withScriptsOffEveryInputIsOnThePage() throws {
    let root = try #require(parsed(report(TimelineTests.cycle)))
    // The stepper is hidden until the script shows it; nothing else is hidden.
    let hidden = root.descendants.filter { $0.attributes["hidden"] != nil }
    #expect(hidden.map { $0.attributes["id"] ?? "" }.sorted() == ["frame-controls", "stepper"])
    let style = root.all("style").first?.allText ?? ""
    #expect(style.contains("body.stepping section.step{display:none}"))
  }

  @Test func aScriptCannotInjectMarkup() throws {
    let script = """
      // </script><script>alert(1)</script> <!-- <b>bold</b> ]]> &amp;
      print("</script><script>alert(2)</script>")
      print("<img src=x onerror=alert(3)> & ]]> </pre></section>")
      let a = UIViewController()
      a.title = "</svg><script>alert(4)</script>"
      a.nonsense()
      """
    let html = report(script)
    let root = try #require(parsed(html))
    #expect(root.all("script").count == 1)
    #expect(root.all("img").isEmpty && root.all("b").isEmpty)
    let text = root.allText
    #expect(text.contains("</script><script>alert(1)</script> <!-- <b>bold</b> ]]> &amp;"))
    #expect(text.contains("<img src=x onerror=alert(3)> & ]]> </pre></section>"))
    // The one script is the page's own.
    #expect(root.all("script")[0].allText.contains("document.getElementById(\"stepper\")"))
    #expect(!root.all("script")[0].allText.contains("alert"))
  }

  @Test func theReportIsInTheInterfaceLanguage() throws {
    let root = try #require(parsed(report(TimelineTests.cycle, language: .chinese)))
    #expect(root.attributes["lang"] == "zh-Hans")
    #expect(root.all("h3").first?.allText == "第 1 次输入（共 8 次），第 1 行")
    #expect(root.all("h2").map(\.allText).contains("完整日志"))
  }

  @Test func exportingTheSessionReplaysItsInputs() throws {
    let session = Session()
    let files = MemoryFiles()
    session.files = files
    _ = session.handle("let a = UIViewController()")
    _ = session.handle("container.addChild(a)\ncontainer.view.addSubview(a.view)")
    _ = session.handle(":tree")
    #expect(session.handle(":export session s.html").map(\.text) == ["wrote session to s.html"])
    let root = try #require(parsed(files.files["s.html"] ?? ""))
    let steps = root.all("section").filter { $0.classes == ["step"] }
    #expect(steps.count == 2)
    // One input is one turn, as it was typed: viewDidAppear comes at the end of that turn.
    let log = steps.last?.all("pre").last?.allText ?? ""
    #expect(log.contains("[end of turn] a.viewDidAppear(false)"))
    // The session itself is untouched.
    #expect(session.history.count > 0 && session.inputs.count == 2)
  }

  @Test func theLogOfAReportedRunIsTheLogOfAPlainRun() throws {
    for name in repositoryFileNames(in: "Examples", endingIn: ".swift") {
      let script = try #require(repositoryFile("Examples/\(name).swift"))
      let plain = ScriptRun(script).output
      let session = Session()
      session.recordReport()
      var lines: [String] = []
      session.runScript(script, fileName: nil) { lines += $0.map(\.text) }
      #expect(lines.joined(separator: "\n") == plain, "\(name)")
    }
  }
}
