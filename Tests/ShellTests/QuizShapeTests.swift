import LessonEngine
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

  @Test func goalLinesCountInWords() {
    let session = StepStrictnessTests.lesson("transition", at: 2)
    let shown = StepStrictnessTests.text(session.handle(":retry"))
    #expect(shown.contains("completion(true) never comes"), "\(shown)")
    #expect(!shown.contains("time(s)"), "\(shown)")
  }
}
