import Grading
import LessonEngine
import Shell
import Simulation
import TestSupport
import Testing

/// A learner who never switches the input method out of Chinese: meta commands, predictions
/// and quiz answers come with full-width brackets, digits, colons, commas and spaces, and are
/// read as their ASCII forms (said once); code itself stays ASCII, as the lexer demands.
struct ChineseKeyboardTests {
  /// `text` as a Chinese input method types it: ASCII punctuation, digits and spaces in their
  /// full-width forms.
  static func typedInChinese(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "(": result += "（"
      case ")": result += "）"
      case ":": result += "："
      case ",": result += "，"
      case " ": result += "\u{3000}"
      case "0"..."9":
        let value = character.unicodeScalars.first!.value + 0xFEE0
        result.unicodeScalars.append(Unicode.Scalar(value)!)
      default: result.append(character)
      }
    }
    return result
  }

  @Test func theInputMethodFormIsFullWidth() {
    #expect(Self.typedInChinese(":answer 1") == "：answer　１")
    #expect(
      Self.typedInChinese("content.viewWillDisappear(false)") == "content.viewWillDisappear（false）")
  }

  /// Every Chinese lesson finished with meta commands, predictions and quiz answers typed
  /// in full-width forms; the reading is explained once.
  @Test(arguments: LearnerReplayTests.catalog.lessonIDs)
  func everyChineseLessonFinishesFromAChineseKeyboard(_ id: String) throws {
    let learner = LearnerReplayTests.Learner(.chinese)
    let document = try #require(LearnerReplayTests.catalog.document(id, language: .chinese))
    learner.type(Self.typedInChinese(":lesson \(id)"))
    for step in document.steps {
      let finished: Bool
      if step.kind == .predict {
        let expected = LearnerReplayTests.loggedCallbacks(of: step, in: document)
        finished = learner.typeUntilDone(expected.map(Self.typedInChinese) + ["：check"])
      } else if let code = step.code(.swift) {
        finished = learner.typeUntilDone(LearnerReplayTests.statements(code))
      } else {
        finished = learner.typeUntilDone(["：next"])
      }
      #expect(
        finished,
        "\(id)/\(step.id) never finished:\n\(learner.transcript.suffix(20).joined(separator: "\n"))"
      )
      if !finished { return }
    }
    for question in document.questions {
      let right = try #require(question.choices.firstIndex { $0.isCorrect })
      let lines = learner.type(Self.typedInChinese(":answer \(right + 1)"))
      #expect(!lines.contains { $0.contains(":answer") && $0.contains("用法") }, "\(lines)")
    }
    let record = try #require(learner.store.progress.lessons[id])
    #expect(record.completed, "\(id): not completed")
    #expect(record.quiz.count == document.questions.count, "\(id): a quiz answer was not read")
    #expect(record.quiz.values.allSatisfy { $0 }, "\(id): a quiz answer was not read")
    // Said once (the note may be wrapped over lines).
    let said = learner.transcript.map { String($0.drop { $0 == " " }) }.joined()
    let notes = said.split(separator: "全角字符都当作对应的半角字符", omittingEmptySubsequences: false)
    #expect(notes.count == 2, "said \(notes.count - 1) times")
  }

  @Test func aFullWidthMetaCommandRunsAndAFileNameStaysAsTyped() {
    let session = Session(options: SessionOptions(language: .chinese))
    #expect(session.handle("：clock　manual").map(\.text).contains("时钟：手动"))
    #expect(!session.isIncomplete("：tick　１"))
    // Said once a session.
    let second = session.handle("：clock　auto").map(\.text)
    #expect(second == ["时钟：自动"], "\(second)")
    let english = Session()
    let read = english.handle("：clock manual").map(\.text)
    #expect(
      read.first?.hasPrefix("note: read '：clock manual' as ':clock manual'") == true, "\(read)")
    let files = MemoryFiles()
    session.files = files
    _ = session.handle("：save 视图（１）.swift")
    #expect(files.files["视图（１）.swift"] != nil, "\(files.files.keys)")
  }

  /// A script (`run`, piped input) reads its full-width meta commands as the prompt does.
  @Test func aScriptsFullWidthMetaCommandRuns() {
    let session = Session(options: SessionOptions(language: .chinese))
    var lines: [String] = []
    session.runScript("：clock　manual\nlet a = UIViewController()\n：tree\n", fileName: "s.swift") {
      lines += $0.map(\.text)
    }
    // `：tree` drew the tree (the controller `a` in it); the reading is said once.
    #expect(lines.contains("window"), "\(lines)")
    #expect(lines.contains { $0.hasPrefix("└─ a ") }, "\(lines)")
    #expect(lines.filter { $0.contains("：clock") }.count == 1, "said once: \(lines)")
    #expect(!lines.contains { $0.hasPrefix("error") }, "\(lines)")
  }

  @Test func aFullWidthPredictionLineInAPredictStepCounts() throws {
    let (session, expected) = try LessonPredictionTests.atPredictStep()
    for line in expected { _ = session.handle(Self.typedInChinese(line)) }
    let checked = StepStrictnessTests.text(session.handle("：check"))
    #expect(checked.contains("✓ step done"), "\(checked)")
  }

  @Test func oneFullWidthLineDoesNotZeroThePredictExercise() throws {
    let catalog = LessonCatalog(files: BuiltinLessons.files)
    let document = try #require(
      catalog.document("predict-transition", language: .chinese, kind: .exercise))
    let solution = try #require(document.exercise?.solution.first { $0.language == .log })
    var prediction = solution.text.split(separator: "\n").map(String.init)
    let index = try #require(prediction.firstIndex { $0.contains("(") })
    prediction[index] = Self.typedInChinese(prediction[index])
    let session = Session(options: SessionOptions(language: .chinese))
    _ = session.handle(":exercise predict-transition")
    _ = session.handle(prediction.joined(separator: "\n"))
    let report = session.handle("：check").map(\.text)
    #expect(session.progress.exercises["predict-transition"]?.passed == true, "\(report)")
    // The graded file (`containrepl check`) reads it the same way.
    let grader = ClassGrader(document: document, language: .chinese)
    let result = grader.grade(
      Submission(file: "p.log", text: .success(prediction.joined(separator: "\n"))))
    #expect(result.status == .pass, "\(result)")
  }
}
