import ScriptMutation
import Testing

/// The reducer keeps what makes a script fail and drops the rest.
@Suite struct ScriptReducerTests {
  @Test func minimizeFindsTheOneItemThatMatters() {
    var tests = 0
    let found = ScriptReducer.minimize(Array(0..<100)) { items in
      tests += 1
      return items.contains(42)
    }
    #expect(found == [42])
    #expect(tests < 60)
  }

  @Test func minimizeKeepsAPairThatFailsOnlyTogether() {
    let found = ScriptReducer.minimize(Array(0..<64)) { $0.contains(3) && $0.contains(50) }
    #expect(found == [3, 50])
  }

  @Test func reduceShrinksLinesThenTokens() {
    let script = """
      let a = UIViewController()
      class Host: UIViewController { let h = Host() }
      print(a)
      Host()
      """
    let reduction = ScriptReducer().reduce(script) { $0.contains("h = Host()") }
    // The blanks between the tokens that went stay, so only the line's start is left over.
    #expect(reduction.text.drop { $0 == " " } == "h = Host()")
    #expect(reduction.tests > 0)
  }

  @Test func theBudgetBoundsTheTests() {
    var tests = 0
    let script = String(repeating: "x y z\n", count: 50)
    let reduction = ScriptReducer(maximumTests: 5).reduce(script) { text in
      tests += 1
      return text.filter { $0 == "x" }.count >= 25
    }
    #expect(tests == 5 && reduction.tests == 5)
  }

  @Test func lessonsGiveTheirSwiftAndObjectiveCCode() {
    let lesson = """
      @Step(id: one)
      ```swift
      let a = UIViewController()
      ```
      ```objc
      UIViewController *a = [[UIViewController alloc] init];
      ```
      ```log
      a.loadView()
      ```
      """
    let seeds = SeedScript.seeds(path: "Lessons/en/add-child.md", text: lesson)
    #expect(seeds.map(\.dialect) == [.swift, .objc])
    #expect(seeds.first?.text == "let a = UIViewController()")
    let answer = SeedScript.seeds(
      path: "Tests/ShellTests/Answers/hide-child/good/x.m.txt", text: "")
    #expect(answer.first?.exercise == "hide-child" && answer.first?.dialect == .objc)
    let log = SeedScript.seeds(path: "Answers/predict-transition/good/a.txt", text: "")
    #expect(log.first?.dialect == .log)
  }
}
