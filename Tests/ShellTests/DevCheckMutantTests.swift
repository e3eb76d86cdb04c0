import Grading
import LessonEngine
import Shell
import Testing

/// `dev check`'s verdicts on the checks: a check one of the exercise's wrong answers
/// fails can fail, even when no mutant of the solution fails it; a mutant that makes UIKit do
/// what the solution makes it do is not listed as a wrong answer with full marks.
struct DevCheckMutantTests {
  static func warnings(_ id: String, files: [(path: String, text: String)] = BuiltinLessons.files)
    -> [String]
  {
    DevCheck(catalog: LessonCatalog(files: files), only: ["exercise/" + id]).run().warnings
  }

  @Test func aCheckOnlyAWrongAnswerFailsCanFail() throws {
    let id = "manual-appearance"
    let path = "en/exercises/\(id).md"
    let text = try #require(BuiltinLessons.files.first { $0.path == path }?.text)
    // The exercise's one wrong answer that stops with an error (a selector UIKit does not
    // declare); no mutant of the solution stops with one.
    let marker = "[self.child beginAppearanceTransition:YES];"
    #expect(text.contains(marker))
    let withIt = Self.warnings(id)
    #expect(!withIt.contains { $0.contains("never fail") }, "\(withIt)")
    let start = try #require(text.range(of: "@WrongAnswer\n```objc\n- (BOOL)", options: .backwards))
    let end = text.range(of: "@WrongAnswer", range: start.upperBound..<text.endIndex)
    let without =
      String(text[..<start.lowerBound]) + (end.map { String(text[$0.lowerBound...]) } ?? "")
    #expect(!without.contains(marker))
    let files = BuiltinLessons.files.map { $0.path == path ? (path, without) : $0 }
    let warned = Self.warnings(id, files: files).filter { $0.contains("never fail") }
    #expect(warned.count == 2, "\(warned)")
    #expect(
      warned.allSatisfy {
        $0.contains("'the overrides run without an error or exception'")
          && $0.contains("and all 5 wrong answers")
      }, "\(warned)")
  }

  @Test func equivalentMutantsAreNotListed() {
    let warnings = Self.warnings("fix-wrong-view").joined(separator: "\n")
    // A second frame assignment or a second addSubview of the same view changes nothing UIKit
    // does: not a wrong answer.
    #expect(!warnings.contains("duplicate `content.view.frame = frameForContentController()`"))
    #expect(!warnings.contains("duplicate `view.addSubview(content.view)`"))
    #expect(!warnings.contains("duplicate `[self.view addSubview:content.view]`"))
  }

  @Test func aMutantThatChangesWhatUIKitDoesIsNotEquivalent() throws {
    let document = try #require(ExerciseCorpusTests.document("display-child"))
    let part = try #require(document.exercise)
    let solution = try #require(part.solution.first { $0.language == .swift })
    let grader = ClassGrader(document: document, language: .english)
    let reference = grader.check(solution.text)
    let duplicated = grader.check(
      solution.text.replacing(
        "  view.addSubview(content.view)\n",
        with: "  view.addSubview(content.view)\n  view.addSubview(content.view)\n"))
    #expect(
      reference.uikitDigest == duplicated.uikitDigest, "adding the view again changes nothing")
    #expect(reference.logDigest != duplicated.logDigest, "though the log shows the second call")
    let swapped = grader.check(
      solution.text.replacing(
        "  view.addSubview(content.view)\n  content.didMove(toParent: self)\n",
        with: "  content.didMove(toParent: self)\n  view.addSubview(content.view)\n"))
    #expect(reference.uikitDigest != swapped.uikitDigest)
  }
}
