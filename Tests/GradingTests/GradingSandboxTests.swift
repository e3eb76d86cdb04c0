import CommandLanguage
import Grading
import LessonEngine
import Simulation
import Testing

/// The sandbox graded code runs in: the clock stopped at the end of each turn, the meta
/// commands exercises use run, every other one refused without a change.
@Suite struct GradingSandboxTests {
  static let push = """
    let list = UIViewController()
    let nav = UINavigationController(rootViewController: list)
    window.rootViewController = nav
    let detail = UIViewController()
    nav.pushViewController(detail, animated: true)
    """

  /// Every meta command the built-in exercises' scenarios run is one the sandbox runs.
  @Test func everyMetaCommandOfTheExercisesRuns() throws {
    let catalog = LessonCatalog(files: BuiltinLessons.files)
    var seen: Set<String> = []
    for id in catalog.exerciseIDs {
      let document = try #require(catalog.document(id, language: .english, kind: .exercise))
      for scenario in document.exercise?.scenarios ?? [] {
        for block in scenario.setup + scenario.run {
          for statement in Parser.parse(SourceText(block.text)).statements {
            guard case .meta(let command) = statement.kind else { continue }
            let name = String(command.prefix { $0 != " " })
            seen.insert(name)
            #expect(GradingSandbox.commands.contains(name), "\(id) runs :\(command)")
          }
        }
      }
    }
    // The scenarios wait for animations, turn the device and go back to iOS 7.
    #expect(seen.isSuperset(of: ["wait", "rotate", "ios"]))
  }

  /// An animated push waits after its input (even the end of its turn waits until time
  /// moves); `:wait` runs it to its end.
  @Test func theClockStaysStoppedUntilWait() {
    let sandbox = GradingSandbox(language: .english)
    let runner = sandbox.runner()
    let pushed = runner.perform(Self.push)
    #expect(!pushed.failed)
    #expect(!pushed.output.contains { $0.contains("detail.viewDidAppear") })
    let waited = runner.perform(":wait")
    #expect(!sandbox.world.isAnimating)
    #expect(waited.output.contains { $0.contains("detail.viewDidAppear(true)") })
    #expect(waited.events.count == sandbox.log.count - pushed.events.count)
  }

  /// `:clock auto` runs the clock at the ends of the rest of its input's turns, and the next
  /// input starts with it stopped again.
  @Test func clockAutoLastsForItsInput() {
    let sandbox = GradingSandbox(language: .english)
    let runner = sandbox.runner()
    let pushed = runner.perform(":clock auto\n" + Self.push)
    #expect(!sandbox.world.isAnimating)
    #expect(pushed.output.contains { $0.contains("detail.viewDidAppear(true)") })
    let popped = runner.perform("nav.popViewController(animated: true)")
    #expect(!popped.output.contains { $0.contains("detail.viewDidDisappear") })
    #expect(
      runner.perform(":wait").output.contains { $0.contains("detail.viewDidDisappear(true)") })
  }

  /// `:tick` moves the clock by its seconds; `:ios` changes the simulated version.
  @Test func tickAndIOSChangeTheSandbox() {
    let sandbox = GradingSandbox(language: .english)
    let runner = sandbox.runner()
    let start = sandbox.world.now
    _ = runner.perform(":tick 0.25")
    #expect(sandbox.world.now == start + 250_000)
    _ = runner.perform(":ios 7")
    #expect(sandbox.world.iosVersion == 7)
  }

  /// `:rotate` turns the device in a turn of its own, its callbacks printed as log lines.
  @Test func rotateLogsTheNewSize() {
    let sandbox = GradingSandbox(language: .english)
    let run = sandbox.runner().perform(":rotate landscapeLeft")
    #expect(!run.failed)
    #expect(
      run.output.contains {
        $0.contains("container.viewWillTransition(to: CGSize(width: 480, height: 320)")
      })
  }

  /// A meta command the sandbox does not run, or one with a bad argument, prints an error and
  /// changes nothing; it is not an error of the code.
  @Test(arguments: [":tree", ":save OUT", ":ios 99", ":tick -1", ":clock later"])
  func anyOtherMetaCommandIsRefused(_ input: String) {
    let sandbox = GradingSandbox(language: .chinese)
    let run = sandbox.runner().perform(input)
    #expect(run.output.count == 1)
    #expect(run.output.first?.hasPrefix("error: 评分时不运行 `" + input + "`") == true)
    #expect(!run.failed)
    #expect(sandbox.world.iosVersion == 17)
    #expect(sandbox.world.now == 0)
  }

  /// The interpreter is held to the grading budget and reads the class's parses.
  @Test func theInterpreterHasTheGradingLimits() {
    let parses = ParseCache()
    let sandbox = GradingSandbox(language: .english, parses: parses)
    #expect(sandbox.interpreter.limits.maxSteps == ClassGrader.stepsPerInput)
    #expect(sandbox.interpreter.parseCache === parses)
  }
}
