import LessonEngine
import Rendering
import Simulation

/// `containrepl dev check`: every lesson and exercise runs and passes in every language, and
/// every translation exists and is up to date; with a path, only the files under it.
public struct DevCheck {
  public let catalog: LessonCatalog
  /// Only these lessons and exercises (`lesson/ID`, `exercise/ID`); nil: all of them.
  public let only: Set<String>?
  /// The language the report is written in (the lessons are checked in every language).
  public let language: Language

  public init(catalog: LessonCatalog, only: Set<String>? = nil, language: Language = .english) {
    self.catalog = catalog
    self.only = only
    self.language = language
  }

  /// The status word a report line starts with, padded to one width.
  func status(_ passed: Bool) -> String {
    passed ? language.pick("ok  ", "通过") : language.pick("FAIL", "失败")
  }

  func includes(_ id: String, _ kind: LessonDocument.Kind) -> Bool {
    only?.contains(kind.rawValue + "/" + id) ?? true
  }

  /// A line per item checked, the problems found (errors: empty when all is well), and the
  /// warnings (things to look at that do not stop a lesson or exercise from working).
  public func run() -> (report: [String], problems: [String], warnings: [String]) {
    var report: [String] = []
    var problems: [String] = []
    var warnings: [String] = []
    let paths = only.map { ids in
      Set(
        ids.flatMap { key -> [String] in
          let parts = key.split(separator: "/", maxSplits: 1).map(String.init)
          guard parts.count == 2, let kind = LessonDocument.Kind(rawValue: parts[0]) else {
            return []
          }
          return catalog.paths(of: parts[1], kind: kind)
        })
    }
    for (file, found) in catalog.problems.sorted(by: { $0.key < $1.key })
    where paths?.contains(file) ?? true {
      problems += found.map { "\(file):\($0.line): \($0.text(language))" }
    }
    warnings += catalog.notes(in: language)
    for id in catalog.lessonIDs where includes(id, .lesson) {
      for language in Language.allCases {
        let replay = LessonReplay(catalog: catalog, options: SessionOptions(language: language))
        let (lines, passed) = replay.replay(id)
        if !passed {
          problems += lines.filter { $0.style == .error }.map { "\(language.rawValue): " + $0.text }
        }
        report.append(
          status(passed)
            + self.language.pick(
              " lesson \(id) (\(language.rawValue), Swift)", " 课程 \(id)（\(language.rawValue)，Swift）"
            ))
      }
      let hasObjC = catalog.english(id)?.steps.contains { $0.code(.objc) != nil } ?? false
      if hasObjC {
        let replay = LessonReplay(catalog: catalog, options: SessionOptions())
        let (lines, passed) = replay.replay(id, dialect: .objc)
        if !passed { problems += lines.filter { $0.style == .error }.map { "objc: " + $0.text } }
        report.append(
          status(passed)
            + language.pick(" lesson \(id) (en, Objective-C)", " 课程 \(id)（en，Objective-C）"))
      }
    }
    if only == nil {
      for missing in LessonCatalog.lessonOrder where catalog.english(missing) == nil {
        problems.append(language.pick("lesson \(missing) is missing", "缺少课程 \(missing)"))
      }
    }
    for language in Language.allCases where language != .english {
      let found = catalog.translationProblems(language, in: self.language).filter { line in
        guard only != nil else { return true }
        return line.split(whereSeparator: { $0 == ":" || $0 == "：" }).first.map { id in
          includes(String(id), .lesson) || includes(String(id), .exercise)
        } ?? true
      }
      // A teacher's own lesson or exercise may be English only: that is worth a warning.
      let untranslated = found.filter { line in
        only != nil
          && line.split(whereSeparator: { $0 == ":" || $0 == "：" }).first.map {
            line == LessonCatalog.noTranslation(String($0), language, in: self.language)
          } == true
      }
      warnings += untranslated
      problems += found.filter { !untranslated.contains($0) }
      report.append(
        status(found.count == untranslated.count)
          + self.language.pick(" translations (\(language.rawValue))", " 翻译（\(language.rawValue)）"))
      warnings += catalog.untranslatedCheckWords(language, in: self.language).filter { line in
        line.split(whereSeparator: { $0 == ":" || $0 == "：" }).first.map {
          includes(String($0), .exercise)
        } ?? true
      }
    }
    let exercises = ExerciseDevCheck(catalog: catalog, only: only, language: language).run()
    return (report + exercises.report, problems + exercises.problems, warnings + exercises.warnings)
  }
}
