import Grading
import LessonEngine
import Simulation

/// The exercise half of `dev check`: each reference solution scores full marks and makes no
/// known mistake, each wrong answer kept as a fixture scores less, in both languages; and the
/// checks are put to the test with mutants of the solution (`SolutionMutator`).
struct ExerciseDevCheck {
  let catalog: LessonCatalog
  let only: Set<String>?
  var language: Language = .english

  func run() -> (report: [String], problems: [String], warnings: [String]) {
    var report: [String] = []
    var problems: [String] = []
    var warnings: [String] = []
    if only == nil {
      for missing in LessonCatalog.exerciseOrder
      where catalog.english(missing, kind: .exercise) == nil {
        problems.append(language.pick("exercise \(missing) is missing", "缺少练习 \(missing)"))
      }
    }
    for id in catalog.exerciseIDs where only?.contains("exercise/" + id) ?? true {
      guard catalog.problems(of: id, kind: .exercise).isEmpty else {
        report.append(
          language.pick(
            "FAIL exercise \(id): its file has problems (above)", "失败 练习 \(id)：文件有问题（见上）"))
        continue
      }
      let reader = language
      for language in Language.allCases {
        guard let document = catalog.document(id, language: language, kind: .exercise),
          let part = document.exercise
        else { continue }
        let grader = ClassGrader(document: document, language: language)
        var ok = true
        let solutions = part.solution.filter { $0.language != .text }
        for solution in solutions {
          let result = grader.check(solution.text)
          if result.status != .pass || result.score != result.maxScore {
            ok = false
            problems.append(
              reader.pick(
                "\(id) (\(language.rawValue)): the solution scores \(result.score)/\(result.maxScore): ",
                "\(id)（\(language.rawValue)）：参考答案得 \(result.score)/\(result.maxScore) 分：")
                + (result.firstDivergence ?? result.message))
          }
          for mistake in result.mistakes {
            ok = false
            problems.append(
              reader.pick(
                "\(id) (\(language.rawValue)): the solution makes the known mistake '\(mistake.id)'",
                "\(id)（\(language.rawValue)）：参考答案犯了常见错误 '\(mistake.id)'"))
          }
        }
        var wrongResults: [ExerciseResult] = []
        for (index, wrong) in part.wrongAnswers.enumerated() {
          let result = grader.check(wrong.text)
          wrongResults.append(result)
          if result.status == .pass || result.score >= result.maxScore {
            ok = false
            problems.append(
              reader.pick(
                "\(id) (\(language.rawValue)): wrong answer \(index + 1) scores full marks",
                "\(id)（\(language.rawValue)）：错误答案 \(index + 1) 得了满分"))
          }
        }
        report.append(
          self.language.pick(
            "\(ok ? "ok  " : "FAIL") exercise \(id) (\(language.rawValue)): solution and \(part.wrongAnswers.count) wrong answer(s)",
            "\(ok ? "通过" : "失败") 练习 \(id)（\(language.rawValue)）：参考答案和 \(part.wrongAnswers.count) 个错误答案"
          ))
        if language == .english, !part.isPrediction {
          warnings += mutationWarnings(id, part, grader, wrongResults: wrongResults)
        }
      }
    }
    return (report, problems, warnings)
  }

  /// Checks that neither a mutant of the solution nor one of the exercise's wrong answers
  /// fails ("can never fail"), and mutants that pass every check (a wrong answer would score
  /// full marks). A mutant that makes UIKit do what the solution makes it do (an equivalent
  /// mutant: a frame set twice, two independent statements swapped) is no wrong answer and is
  /// not listed.
  func mutationWarnings(
    _ id: String, _ part: ExercisePart, _ grader: ClassGrader, wrongResults: [ExerciseResult]
  ) -> [String] {
    var warnings: [String] = []
    var everFailed = Set<String>()
    func noteFailures(_ result: ExerciseResult) {
      for test in result.tests where !test.passed && test.maxPoints > 0 {
        everFailed.insert(test.scenario + "\u{1F}" + test.name)
      }
    }
    var graded = 0
    for solution in part.solution where solution.language == .swift || solution.language == .objc {
      let reference = grader.check(solution.text)
      var passing: [String] = []
      let mutants = SolutionMutator.mutants(of: solution.text)
      for mutant in mutants {
        let result = grader.check(mutant.text)
        guard result.status != .error else { continue }
        graded += 1
        if result.tests.allSatisfy(\.passed), result.mistakes.isEmpty,
          !Self.behavesAlike(result, reference)
        {
          passing.append(mutant.change)
        }
        noteFailures(result)
      }
      if !passing.isEmpty {
        warnings.append(
          language.pick(
            "\(id): \(passing.count) of \(mutants.count) mutants of the \(solution.language.rawValue) solution pass every check (a wrong answer would get full marks; some may do the same as the solution): ",
            "\(id)：\(solution.language.rawValue) 参考答案的 \(mutants.count) 个变体中有 \(passing.count) 个通过全部检查（错误的答案也会得满分；其中有些可能和参考答案效果相同）："
          ) + passing.joined(separator: language.pick("; ", "；")))
      }
    }
    let judged = wrongResults.filter { $0.status != .error }
    judged.forEach(noteFailures)
    guard graded + judged.count > 0 else { return warnings }
    let checks = part.scenarios.flatMap { scenario in scenario.checks.map { (scenario, $0) } }
    for (scenario, check) in checks
    where !everFailed.contains(
      scenario.id + "\u{1F}" + ExerciseChecker.testName(scenario, check.name, .english))
    {
      warnings.append(
        language.pick(
          "\(id): check '\(check.name)' in scenario '\(scenario.id)' (line \(check.line)) passes for all \(graded) mutants of the solution and all \(judged.count) wrong answers: it can never fail",
          "\(id)：场景 '\(scenario.id)' 中的检查 '\(check.name)'（第 \(check.line) 行）对参考答案的全部 \(graded) 个变体和全部 \(judged.count) 个错误答案都通过：它永远不会失败"
        ))
    }
    return warnings
  }

  /// Whether two answers made UIKit do the same thing in every scenario, at the same times,
  /// and printed the same (their own calls and assignments may differ).
  static func behavesAlike(_ one: ExerciseResult, _ other: ExerciseResult) -> Bool {
    one.uikitDigest != nil && one.uikitDigest == other.uikitDigest
      && one.tests.map(\.output) == other.tests.map(\.output)
  }
}
