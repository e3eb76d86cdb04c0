import Shell
import Simulation
import TestSupport
import Testing

/// Every line the examples log cites a rule the catalogue has and still follows: `:why` on a
/// line never explains it with a rule that a revision replaced.
struct CitedRuleTests {
  static let files =
    repositoryFileNames(in: "Examples", endingIn: ".m").map { $0 + ".m" }
    + repositoryFileNames(in: "Examples", endingIn: ".swift").map { $0 + ".swift" }

  @Test(arguments: files)
  func everyCitedRuleIsCurrent(_ file: String) throws {
    let script = try #require(repositoryFile("Examples/\(file)"))
    let run = ScriptRun(script)
    let cited = Set(run.session.history.compactMap(\.rule))
    #expect(!cited.isEmpty)
    for id in cited {
      let rule = RuleCatalog.rule(id)
      #expect(rule != nil, "\(file): rule \(id) is cited but not catalogued")
      #expect(rule?.supersededBy == nil, "\(file): rule \(id) is cited but superseded")
    }
  }

  @Test func callLinesCiteTheRevisedRules() {
    let run = ScriptRun(
      """
      let a = UIViewController()
      let b = UIViewController()
      container.addChild(a)
      container.view.addSubview(a.view)
      a.didMove(toParent: container)
      container.addChild(b)
      container.transition(from: a, to: b, duration: 0.3, options: [], animations: {}, completion: nil)
      b.view.removeFromSuperview()
      """)
    let calls = run.session.history.filter(\.isUserCall).map { ($0.rule ?? "-").rawValue }
    #expect(calls.contains("R.1"))
    #expect(calls.contains("R.3"))
    #expect(!calls.contains("2.2") && !calls.contains("4.6") && !calls.contains("3.3"))
  }
}
