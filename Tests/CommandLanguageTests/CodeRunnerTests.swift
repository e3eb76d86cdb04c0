import Simulation
import Testing

@testable import CommandLanguage

/// `CodeRunner` without a host: each input's own events, whether it failed or hit a limit, the
/// clock run by `settle`, and meta commands, which only a host runs.
struct CodeRunnerTests {
  @Test func eachInputReturnsItsOwnEventsAndWhetherItFailed() {
    let runner = CodeRunner()
    let added = runner.perform("let v = UIViewController()\ncontainer.addChild(v)")
    #expect(!added.failed && !added.hitLimit)
    #expect(added.events.contains { if case .callback = $0.kind { true } else { false } })
    let wrong = runner.perform("undefinedName")
    #expect(wrong.failed && !wrong.hitLimit)
    #expect(wrong.events.contains { if case .hostNote = $0.kind { true } else { false } })
    #expect(!wrong.events.contains { if case .callback = $0.kind { true } else { false } })
    #expect(runner.world.checkInvariants() == [])
  }

  @Test func aRunawayLoopStopsAtTheStepLimit() {
    let runner = CodeRunner()
    runner.interpreter.limits.maxSteps = 1_000
    let run = runner.perform("var n = 0\nwhile true { n += 1 }")
    #expect(run.failed && run.hitLimit)
  }

  @Test func settleRunsTheClockUntilTheAnimationEnds() {
    let runner = CodeRunner()
    let start = runner.world.now
    let run = runner.perform("UIView.animate(withDuration: 1) { container.view.alpha = 0.5 }")
    #expect(!run.failed)
    #expect(runner.world.nextWakeUp(includingRepeating: false) != nil, "the animation is pending")
    let settled = runner.settle()
    #expect(!settled.failed && !settled.hitLimit)
    #expect(runner.world.nextWakeUp(includingRepeating: false) == nil)
    #expect(runner.world.now - start >= 1_000_000)
    #expect(runner.world.checkInvariants() == [])
  }

  @Test func aMetaCommandNeedsAHost() {
    let run = CodeRunner().perform(":wait")
    #expect(run.failed && !run.hitLimit)
  }
}
