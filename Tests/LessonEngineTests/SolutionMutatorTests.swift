import LessonEngine
import Testing

/// Mutants of a reference solution: each statement of a body dropped, duplicated, swapped with
/// the next; each Boolean flipped; a body emptied — in both languages, every one still parsing.
@Suite struct SolutionMutatorTests {
  @Test func swiftStatementsAreDroppedDuplicatedAndSwapped() {
    let source = """
      func f(_ c: UIViewController) {
        addChild(c)
        view.addSubview(c.view)
        c.view.isHidden = false
      }
      """
    let mutants = SolutionMutator.mutants(of: source)
    #expect(
      mutants.map(\.change).dropLast() == [
        "drop `addChild(c)`", "duplicate `addChild(c)`",
        "swap `addChild(c)` with the next statement",
        "drop `view.addSubview(c.view)`", "duplicate `view.addSubview(c.view)`",
        "swap `view.addSubview(c.view)` with the next statement",
        "drop `c.view.isHidden = false`", "duplicate `c.view.isHidden = false`", "empty the body",
      ])
    #expect(mutants.last?.change.hasPrefix("flip `false` to `true`") == true)
    #expect(
      mutants[2].text == """
        func f(_ c: UIViewController) {
          view.addSubview(c.view)
          addChild(c)
          c.view.isHidden = false
        }
        """)
    #expect(mutants.last?.text.contains("c.view.isHidden = true") == true)
  }

  @Test func objectiveCStatementsTakeTheirSemicolons() {
    let source = """
      - (void)f:(UIViewController *)c {
          [self addChildViewController:c];
          [c didMoveToParentViewController:self];
      }
      """
    let mutants = SolutionMutator.mutants(of: source)
    #expect(mutants.contains { $0.change == "drop `[self addChildViewController:c]`" })
    let dropped = mutants.first { $0.change == "drop `[self addChildViewController:c]`" }
    #expect(dropped?.text.contains("addChildViewController") == false)
    #expect(dropped?.text.contains(";\n    [c didMove") == false, "no stray semicolon left")
    let duplicated = mutants.first { $0.change.hasPrefix("duplicate `[c didMove") }
    #expect(duplicated?.text.ranges(of: "didMoveToParentViewController").count == 2)
  }

  @Test func closureBodiesAreMutatedToo() {
    let source = """
      func f(_ c: UIViewController) {
        UIView.animate(withDuration: 0.3, animations: {
          c.view.alpha = 1
        }, completion: { _ in
          c.didMove(toParent: self)
        })
      }
      """
    let changes = SolutionMutator.mutants(of: source).map(\.change)
    #expect(changes.contains("drop `c.view.alpha = 1`"))
    #expect(changes.contains("drop `c.didMove(toParent: self)`"))
  }

  @Test func anUnparsableSolutionHasNoMutant() {
    #expect(SolutionMutator.mutants(of: "func f( {").isEmpty)
  }
}
