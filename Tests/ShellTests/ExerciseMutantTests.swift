import Grading
import LessonEngine
import Shell
import Simulation
import Testing

/// Exercise checks with teeth, shown with mutants of each reference
/// solution (`SolutionMutator`, as `dev check` makes them): an answer that leaves out a
/// statement of the solution, or a whole body, never passes; and every check that gives
/// points fails for some plausible wrong answer — a mutant, one of the exercise's own
/// `@WrongAnswer`s or a wrong answer of the corpus.
struct ExerciseMutantTests {
  static var exerciseIDs: [String] {
    ExerciseCorpusTests.exerciseIDs.filter {
      ExerciseCorpusTests.document($0)?.exercise?.isPrediction == false
    }
  }

  /// The reference solutions' mutants, by the solution's language.
  static func mutants(_ part: ExercisePart) -> [(
    language: CodeBlock.Language, mutant: SolutionMutator.Mutant
  )] {
    part.solution.filter { $0.language == .swift || $0.language == .objc }.flatMap { solution in
      SolutionMutator.mutants(of: solution.text).map { (solution.language, $0) }
    }
  }

  @Test(arguments: exerciseIDs)
  func anAnswerWithoutAStatementOfTheSolutionFails(_ id: String) throws {
    let document = try #require(ExerciseCorpusTests.document(id))
    let part = try #require(document.exercise)
    let grader = ClassGrader(document: document, language: .english)
    var looked = 0
    for (language, mutant) in Self.mutants(part)
    where mutant.change.hasPrefix("drop ") || mutant.change.hasPrefix("empty ") {
      looked += 1
      let result = grader.check(mutant.text)
      #expect(
        result.status != .pass || !result.mistakes.isEmpty,
        "\(id) (\(language)): '\(mutant.change)' passes every check")
    }
    #expect(looked >= 3, "\(id): only \(looked) mutants drop a statement")
  }

  @Test(arguments: exerciseIDs)
  func everyCheckFailsAPlausibleWrongAnswer(_ id: String) throws {
    let document = try #require(ExerciseCorpusTests.document(id))
    let part = try #require(document.exercise)
    let grader = ClassGrader(document: document, language: .english)
    let answers =
      Self.mutants(part).map(\.mutant.text) + part.wrongAnswers.map(\.text)
      + ExerciseCorpusTests.committed.filter { $0.exercise == id && $0.kind == .wrong }
      .map(\.answer)
    var failed = Set<String>()
    for answer in answers {
      let result = grader.check(answer)
      guard result.status != .error else { continue }
      for test in result.tests where !test.passed { failed.insert(test.name) }
    }
    for scenario in part.scenarios {
      for check in scenario.checks where check.points > 0 {
        let name = ExerciseChecker.testName(scenario, check.name, .english)
        #expect(failed.contains(name), "\(id): '\(name)' passes for every wrong answer")
      }
    }
  }

  /// The answers a teacher marks wrong that the checks once let through,
  /// each the Swift reference solution with one change: no frame set; the old view sent to the
  /// right; `willMove(toParent:)` sent before `addChild` as well; overrides without `super`; no
  /// guard against a call that comes while a slide runs.
  @Test(arguments: [
    (
      "display-child", "content.view.frame = frameForContentController()\n", "",
      "the view fills frameForContentController"
    ),
    (
      "cycle-children", "let endFrame = oldViewEndFrame()", "let endFrame = newViewStartFrame()",
      "the old view slides out to the left"
    ),
    (
      "cycle-children", "  addChild(newC)", "  newC.willMove(toParent: self)\n  addChild(newC)",
      "willMove(toParent:) comes exactly once"
    ),
    ("manual-appearance", "  super.", "  // super.", "each override calls super"),
    ("tab-bar-switcher", "children.count > 1 || ", "", "only one transition starts"),
  ])
  func aTeachersWrongAnswerFails(_ id: String, _ written: String, _ wrong: String, _ check: String)
    throws
  {
    let document = try #require(ExerciseCorpusTests.document(id))
    let solution = try #require(document.exercise?.solution.first { $0.language == .swift })
    let answer = solution.text.replacing(written, with: wrong)
    #expect(answer != solution.text)
    let result = ClassGrader(document: document, language: .english).check(answer)
    #expect(result.status == .fail, "\(id): \(result.status) \(result.message)")
    let failed = result.tests.filter { !$0.passed }.map(\.name)
    #expect(failed.contains { $0.hasSuffix(check) }, "\(id): failed \(failed)")
  }
}
