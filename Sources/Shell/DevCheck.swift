import LessonEngine
import Simulation

/// `containrepl dev check`: every lesson and exercise runs and passes in every language, and
/// every translation exists and is up to date.
public struct DevCheck {
  public let catalog: LessonCatalog

  public init(catalog: LessonCatalog) { self.catalog = catalog }

  /// The problems found (empty when all is well) and a line per item checked.
  public func run() -> (report: [String], problems: [String]) {
    var report: [String] = []
    var problems: [String] = []
    for (file, found) in catalog.problems.sorted(by: { $0.key < $1.key }) {
      problems += found.map { "\(file):\($0.line): \($0.message)" }
    }
    for id in catalog.lessonIDs {
      for language in Language.allCases {
        let replay = LessonReplay(catalog: catalog, options: SessionOptions(language: language))
        let (lines, passed) = replay.replay(id)
        if !passed {
          problems += lines.filter { $0.style == .error }.map { "\(language.rawValue): " + $0.text }
        }
        report.append("\(passed ? "ok  " : "FAIL") lesson \(id) (\(language.rawValue), Swift)")
      }
      let hasObjC = catalog.english(id)?.steps.contains { $0.code(.objc) != nil } ?? false
      if hasObjC {
        let replay = LessonReplay(catalog: catalog, options: SessionOptions())
        let (lines, passed) = replay.replay(id, dialect: .objc)
        if !passed { problems += lines.filter { $0.style == .error }.map { "objc: " + $0.text } }
        report.append("\(passed ? "ok  " : "FAIL") lesson \(id) (en, Objective-C)")
      }
    }
    for missing in LessonCatalog.lessonOrder where catalog.english(missing) == nil {
      problems.append("lesson \(missing) is missing")
    }
    for language in Language.allCases where language != .english {
      let found = catalog.translationProblems(language)
      problems += found
      report.append("\(found.isEmpty ? "ok  " : "FAIL") translations (\(language.rawValue))")
    }
    let (exerciseReport, exerciseProblems) = ExerciseDevCheck(catalog: catalog).run()
    return (report + exerciseReport, problems + exerciseProblems)
  }
}
