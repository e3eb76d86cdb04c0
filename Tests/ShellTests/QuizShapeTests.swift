import LessonEngine
import Rendering
import Shell
import Simulation
import TestSupport
import Testing

/// Quiz answers a learner cannot guess from where they stand, and goal lines
/// in plain words (item 6).
struct QuizShapeTests {
  @Test(arguments: Language.allCases)
  func rightAnswersAreSpreadOverThePositions(_ language: Language) throws {
    let catalog = LessonRetryTests.catalog
    var positions: [Int: Int] = [:]
    for id in catalog.lessonIDs {
      let document = try #require(catalog.document(id, language: language))
      for question in document.questions {
        let right = try #require(question.choices.firstIndex { $0.isCorrect })
        positions[right, default: 0] += 1
      }
    }
    let total = positions.values.reduce(0, +)
    #expect(total >= 30)
    for (position, count) in positions {
      #expect(count * 10 <= total * 4, "answer \(position + 1) is right in \(count) of \(total)")
    }
  }

  /// The right answer is not the one that stands out by its length: in each question the
  /// longest choice is at most 1.6 times as wide as the shortest (in terminal columns, so a
  /// Chinese character counts twice), and over a language's quizzes the right answer is the
  /// longest, or the shortest, in at most 40% of the questions.
  @Test(arguments: Language.allCases)
  func choicesHaveSimilarLengths(_ language: Language) throws {
    let catalog = LessonRetryTests.catalog
    var total = 0
    var longest = 0
    var shortest = 0
    for id in catalog.lessonIDs {
      let document = try #require(catalog.document(id, language: language))
      for question in document.questions {
        let widths = question.choices.map { DisplayWidth.of($0.text) }
        let right = try #require(question.choices.firstIndex { $0.isCorrect })
        let (low, high) = (widths.min() ?? 0, widths.max() ?? 0)
        #expect(high * 10 <= low * 16, "\(id) \(question.id): choice widths \(widths)")
        total += 1
        if widths[right] == high { longest += 1 }
        if widths[right] == low { shortest += 1 }
      }
    }
    #expect(total >= 30)
    #expect(longest * 10 <= total * 4, "the right answer is the longest in \(longest) of \(total)")
    #expect(
      shortest * 10 <= total * 4, "the right answer is the shortest in \(shortest) of \(total)")
  }

  @Test func goalLinesCountInWords() {
    let session = StepStrictnessTests.lesson("transition", at: 2)
    let shown = StepStrictnessTests.text(session.handle(":retry"))
    #expect(shown.contains("completion(true) never comes"), "\(shown)")
    #expect(!shown.contains("time(s)"), "\(shown)")
  }
}
