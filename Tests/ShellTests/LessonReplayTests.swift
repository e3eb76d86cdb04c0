import LessonEngine
import Shell
import Simulation
import TestSupport
import Testing

/// Every lesson, answered by its reference inputs, passes every check in every language and
/// dialect; the built-in copy matches `Lessons/`.
struct LessonReplayTests {
  static let catalog = LessonCatalog(files: repositoryLessonFiles())

  @Test func lessonFilesParseWithoutProblems() {
    for (file, problems) in Self.catalog.problems {
      Issue.record("\(file): \(problems)")
    }
  }

  @Test(arguments: LessonReplayTests.catalog.lessonIDs)
  func lessonReplaysInEveryLanguage(_ id: String) throws {
    try #require(Self.catalog.english(id) != nil, "lesson \(id) is missing")
    for language in Language.allCases {
      let replay = LessonReplay(catalog: Self.catalog, options: SessionOptions(language: language))
      let (lines, passed) = replay.replay(id)
      #expect(passed, "\(id) in \(language): \(lines.filter { $0.style == .error }.map(\.text))")
    }
    let objc = LessonReplay(catalog: Self.catalog, options: SessionOptions()).replay(
      id, dialect: .objc)
    #expect(
      objc.passed, "\(id) in Objective-C: \(objc.lines.filter { $0.style == .error }.map(\.text))")
  }

  @Test func translationsAreCompleteAndCurrent() {
    let problems = Self.catalog.translationProblems(.chinese)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test func builtInLessonsMatchTheLessonsFolder() {
    let builtIn = Dictionary(BuiltinLessons.files.map { ($0.path, $0.text) }) { first, _ in first }
    let onDisk = Dictionary(repositoryLessonFiles().map { ($0.path, $0.text) }) { first, _ in first
    }
    let differing = Set(builtIn.keys).union(onDisk.keys).filter { builtIn[$0] != onDisk[$0] }
      .sorted()
    #expect(differing.isEmpty, "run `make lessons` after editing Lessons/: \(differing)")
  }
}
