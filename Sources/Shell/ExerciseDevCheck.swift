import LessonEngine
import Simulation

/// The exercise half of `dev check`: each reference solution scores full marks, each wrong
/// answer kept as a fixture scores less, in both languages.
struct ExerciseDevCheck {
  let catalog: LessonCatalog

  func run() -> ([String], [String]) {
    var report: [String] = []
    var problems: [String] = []
    for missing in LessonCatalog.exerciseOrder
    where catalog.english(missing, kind: .exercise) == nil {
      problems.append("exercise \(missing) is missing")
    }
    for id in catalog.exerciseIDs {
      for language in Language.allCases {
        guard let document = catalog.document(id, language: language, kind: .exercise),
          let part = document.exercise
        else { continue }
        let grader = ClassGrader(document: document, language: language)
        var ok = true
        let solutions = part.solution.filter { $0.language != .text }
        if solutions.isEmpty {
          ok = false
          problems.append("\(id): no @Solution")
        }
        for solution in solutions {
          let result = grader.check(solution.text)
          if result.status != .pass || result.score != result.maxScore {
            ok = false
            problems.append(
              "\(id) (\(language.rawValue)): the solution scores \(result.score)/\(result.maxScore): \(result.firstDivergence ?? result.message)"
            )
          }
        }
        for (index, wrong) in part.wrongAnswers.enumerated() {
          let result = grader.check(wrong.text)
          if result.status == .pass || result.score >= result.maxScore {
            ok = false
            problems.append(
              "\(id) (\(language.rawValue)): wrong answer \(index + 1) scores full marks")
          }
        }
        report.append(
          "\(ok ? "ok  " : "FAIL") exercise \(id) (\(language.rawValue)): solution and \(part.wrongAnswers.count) wrong answer(s)"
        )
      }
    }
    return (report, problems)
  }
}
