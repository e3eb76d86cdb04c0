import Foundation
import Rendering
import Shell
import Simulation
import TestSupport
import Testing

/// `:timeline`: the log as a sequence diagram in the terminal.
struct TimelineTests {
  /// The transition of Apple's Listing 14-3, as one method, with a child before it.
  static let cycle = """
    let first = UIViewController()
    container.addChild(first)
    first.view.frame = container.view.bounds
    container.view.addSubview(first.view)
    first.didMove(toParent: container)
    let second = UIViewController()
    func cycle(from oldC: UIViewController, to newC: UIViewController) {
      oldC.willMove(toParent: nil)
      addChild(newC)
      newC.view.frame = newViewStartFrame()
      transition(from: oldC, to: newC, duration: 0.25, options: [], animations: {
        newC.view.frame = oldC.view.frame
        oldC.view.frame = oldViewEndFrame()
      }, completion: { _ in
        oldC.removeFromParent()
        newC.didMove(toParent: self)
      })
    }
    cycle(from: first, to: second)
    """

  private func timeline(
    _ script: String, _ command: String = ":timeline", options: SessionOptions = SessionOptions()
  ) -> [OutputLine] {
    let run = ScriptRun(script, options: options)
    #expect(!run.hadError, "\(run.output)")
    #expect(run.violations.isEmpty)
    return run.session.handle(command)
  }

  @Test func theLastInputOfATransitionReadsAsASequenceDiagram() {
    let lines = timeline(Self.cycle, ":timeline 1").map(\.text)
    #expect(
      lines.joined(separator: "\n")
        == trimmedBlock(
          """
          time   container  first      second
          ────────────────────────────────────────────────────────────────────────────────
          0      container.cycle(from: first, to: second) ────────────────────────────────
                 │          ● willMove(toParent: nil)
                 │ container.addChild(second)
                 │          │          ● willMove(toParent: container)
                 │ second.view.frame = CGRect(x: 320, y: 0, width: 320, height: 480)
                 │          │          ● loadView()
                 │          │          ● viewDidLoad()
               ┏ │ container.transition(from: first, to: second, duration: 0.25, options…
               ┃ │          ● viewWillDisappear(true)
               ┃ │          ┃          ● viewWillAppear(true)
               ┃ │   animations()      ┃
               ┃ │     second.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
               ┃ │     first.view.frame = CGRect(x: -320, y: 0, width: 320, height: 480)
          0.25 ┃ │          ┃          ● viewDidAppear(true)
               ┃ │          ● viewDidDisappear(true)
               ┃ completion(true)      ┃
               ┃ │ first.removeFromParent()
               ┃ │          ● didMove(toParent: nil)
               ┗ │          ┃          ● didMove(toParent: container)
          ┃ transition first → second, 0 → 0.25 s
          """))
  }

  @Test func theEndOfTheTurnIsARowOfItsOwn() {
    let lines = timeline(Self.cycle, ":timeline 3").map(\.text)
    let boundary = lines.firstIndex { $0.contains("┄ end of turn ┄") }
    #expect(boundary != nil)
    if let boundary { #expect(lines[boundary + 1].hasSuffix("● viewDidAppear(false)")) }
  }

  @Test func callbacksTakeTheirFamilysColour() {
    let lines = timeline(Self.cycle, ":timeline 1")
    let willAppear = lines.first { $0.text.hasSuffix("● viewWillAppear(true)") }
    #expect(willAppear?.style == .event(.appearance))
    let willMove = lines.first { $0.text.hasSuffix("● willMove(toParent: nil)") }
    #expect(willMove?.style == .event(.containment))
  }

  @Test func warningsAndErrorsRunAcrossInTheirColours() {
    let run = ScriptRun(
      "let a = UIViewController()\na.viewWillAppear(true)\ncontainer.addChild(container)")
    let lines = run.session.handle(":timeline")
    let warning = lines.first { $0.text.contains("warning: ") }
    #expect(warning?.style == .warning, "\(lines.map(\.text))")
    let error = lines.first { $0.text.contains("error: ") }
    #expect(error?.style == .error, "\(lines.map(\.text))")
  }

  @Test(arguments: [40, 57, 80, 132])
  func everyLineFitsTheWidth(_ width: Int) {
    for ascii in [false, true] {
      let lines = timeline(
        Self.cycle + "\n:log verbose",
        options: SessionOptions(ascii: ascii, columns: width))
      for line in lines {
        #expect(DisplayWidth.of(line.text) <= width, "\(width): \(line.text)")
      }
      if ascii {
        let drawn = lines.map(\.text).joined()
        #expect(!drawn.contains { "│┃┄─●┏┗→".contains($0) }, "\(drawn)")
      }
    }
  }

  @Test func chineseNamesTakeTwoColumnsEach() {
    let script = Self.cycle.replacingOccurrences(of: "second", with: "第二页")
    let lines = timeline(script, ":timeline 1", options: SessionOptions(language: .chinese))
      .map(\.text)
    #expect(lines[0] == "时间   container  first      第二页")
    // The mark sits under the first column of the name, counted in terminal columns.
    let header = lines[0]
    let column = DisplayWidth.of(
      String(header[..<(header.range(of: "第二页")?.lowerBound ?? header.endIndex)]))
    let row = lines.first { $0.hasSuffix("● willMove(toParent: container)") } ?? ""
    let mark = DisplayWidth.of(String(row[..<(row.firstIndex(of: "●") ?? row.endIndex)]))
    #expect(column == mark)
    #expect(lines.last == "┃ 转场 first → 第二页，0 → 0.25 秒")
  }

  @Test func aLongSessionLeavesOutTheMiddleAndSaysSo() {
    var script = "let a = UIViewController()\n"
    for _ in 0..<200 { script += ":add a\n:remove a\n" }
    let lines = timeline(script).map(\.text)
    #expect(lines.count < 80)
    #expect(lines.contains { $0.contains("rows left out") && $0.contains("┄") })
    #expect(
      lines.last?.hasSuffix("rows left out of the middle; :timeline N shows the last N inputs")
        == true)
  }

  @Test func manyControllersShareTheLastLane() {
    var script = ""
    for index in 0..<30 { script += "let c\(index) = UIViewController()\n:add c\(index)\n" }
    let lines = timeline(script, options: SessionOptions(columns: 80)).map(\.text)
    #expect(lines[0].hasSuffix("c8   +21 more"), "\(lines[0])")
    #expect(lines.contains { $0.contains("c29.didMove(toParent: container)") })
    #expect(lines.contains("the last lane gathers 21 controllers that do not fit"))
  }

  @Test func anEmptyLogSaysThereIsNothingToDraw() {
    let session = Session()
    #expect(session.handle(":timeline").map(\.text) == ["the log is empty: nothing to draw yet"])
    #expect(session.handle(":timeline x").map(\.text) == ["error: usage: :timeline [N]"])
  }

  @Test func aPushShowsItsAnimationFromTheEndOfTheTurn() {
    let script = """
      let a = UIViewController()
      let nav = UINavigationController(rootViewController: a)
      window.rootViewController = nav
      let b = UIViewController()
      nav.pushViewController(b, animated: true)
      """
    let lines = timeline(script, ":timeline 1").map(\.text)
    let start = lines.firstIndex { $0.contains("┏") }
    let boundary = lines.firstIndex { $0.contains("end of turn") }
    #expect(start != nil && boundary != nil && start! > boundary!, "\(lines)")
    #expect(lines.last == "┃ nav navigation a → b, 0 → 0.35 s")
  }

  @Test func theLastInputsSurviveTheTrimmingOfTheLog() {
    let session = Session()
    session.historyLimit = 50
    var script = "let a = UIViewController()\n"
    for _ in 0..<100 { script += "container.addChild(a)\na.removeFromParent()\n" }
    session.runScript(script, fileName: nil) { _ in }
    #expect(session.history.count < 100)
    let lines = session.handle(":timeline 2").map(\.text)
    #expect(lines.count == 6, "\(lines)")
    #expect(lines[2].hasPrefix("0    container.addChild(a) ─"))
    #expect(lines[4].hasPrefix("     a.removeFromParent() ─"))
    _ = session.handle(":log clear")
    #expect(session.handle(":timeline 1").map(\.text) == ["the log is empty: nothing to draw yet"])
  }

  @Test func twentyThousandEventsDrawQuickly() {
    var script = "let a = UIViewController()\n"
    for _ in 0..<5_000 { script += "container.addChild(a)\na.removeFromParent()\n" }
    let run = ScriptRun(script)
    #expect(run.session.history.count >= 19_000)
    let clock = ContinuousClock()
    let elapsed = clock.measure {
      for _ in 0..<5 { _ = run.session.handle(":timeline") }
    }
    #expect(elapsed < .seconds(5), "\(elapsed)")
  }
}
