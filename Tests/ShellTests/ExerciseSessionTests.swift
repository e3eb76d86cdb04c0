import LessonEngine
import Rendering
import Shell
import TestSupport
import Testing

/// Exercises worked on in the REPL: the definitions typed are the answer; in a predict
/// exercise the lines typed are the prediction, never run.
struct ExerciseSessionTests {
  private func texts(_ lines: [OutputLine]) -> [String] { lines.map(\.text) }

  @Test func definitionsTypedAreTheAnswerThatCheckGrades() {
    let session = Session()
    _ = session.handle(":exercise display-child")
    _ = session.handle(
      """
      func displayContentController(_ content: UIViewController) {
        addChild(content)
        content.view.frame = frameForContentController()
        view.addSubview(content.view)
        content.didMove(toParent: self)
      }
      """)
    // Statements that are not definitions are tried in the sandbox but are not the answer.
    _ = session.handle("let probe = UIViewController()")
    let report = texts(session.handle(":check"))
    #expect(report.first?.hasPrefix("display-child: pass") == true, "\(report)")
    #expect(session.progress.exercises["display-child"]?.passed == true)
  }

  @Test func aWrongDefinitionFailsWithTheFirstDivergence() {
    let session = Session()
    _ = session.handle(":exercise display-child")
    _ = session.handle(
      """
      func displayContentController(_ content: UIViewController) {
        view.addSubview(content.view)
      }
      """)
    let report = texts(session.handle(":check"))
    #expect(report.first?.hasPrefix("display-child: fail") == true, "\(report)")
    #expect(report.contains { $0.hasPrefix("✗") }, "\(report)")
    #expect(session.progress.exercises["display-child"]?.passed == false)
  }

  @Test func predictedLinesAreKeptNotRun() {
    let session = Session()
    let intro = texts(session.handle(":exercise predict-transition"))
    #expect(intro.contains { $0.contains("nothing you type is run") })
    let confirmation = texts(session.handle("a.willMove(toParent: nil)\ncontainer.addChild(b)\n\n"))
    #expect(confirmation == ["prediction: 2 lines so far (:predict shows them, :check grades)"])
    #expect(session.interpreter.variable("a") == nil, "a predicted line must not run")
    #expect(
      texts(session.handle(":predict")) == [
        "1   a.willMove(toParent: nil)", "2   container.addChild(b)",
      ])
    #expect(texts(session.handle(":predict undo")) == ["dropped: container.addChild(b)"])
    #expect(texts(session.handle(":predict clear")) == ["prediction cleared"])
    #expect(texts(session.handle(":predict")) == ["the prediction is empty"])
  }

  @Test func theReferencePredictionPassesWhenTypedOrPiped() throws {
    let catalog = LessonCatalog(files: BuiltinLessons.files)
    let document = try #require(
      catalog.document("predict-transition", language: .english, kind: .exercise))
    let solution = try #require(document.exercise?.solution.first { $0.language == .log })
    let prediction = solution.text.split(separator: "\n").map(String.init)
    #expect(prediction.count > 5)

    let typed = Session()
    _ = typed.handle(":exercise predict-transition")
    _ = typed.handle(prediction.joined(separator: "\n"))
    #expect(texts(typed.handle(":check")).first?.hasPrefix("predict-transition: pass") == true)

    // A script (piped standard input): the lines after `:exercise` are the prediction, and
    // meta commands among them still run.
    let piped = Session()
    var output: [String] = []
    piped.runScript(
      ":exercise predict-transition\n" + prediction.joined(separator: "\n")
        + "\n:check\n:reset\nlet x = 1\n",
      fileName: "stdin"
    ) { output += texts($0) }
    #expect(output.contains { $0.hasPrefix("predict-transition: pass") }, "\(output)")
    #expect(
      !output.contains { $0.hasPrefix("prediction:") }, "a script is not told the count per line")
    // `:reset` leaves the exercise, so what follows runs as code again.
    #expect(piped.interpreter.variable("x") != nil)
  }

  @Test func anIncompletePredictedLineIsNotContinued() {
    let session = Session()
    _ = session.handle(":exercise predict-transition")
    #expect(!session.isIncomplete("container.transition(from: a, to: b,"))
    #expect(session.isIncomplete(":exercise predict-transition") == false)
  }

  @Test func predictOutsideAPredictExerciseSaysWhere() {
    let session = Session()
    #expect(texts(session.handle(":predict")).first?.contains("only in a predict exercise") == true)
    _ = session.handle(":exercise display-child")
    #expect(texts(session.handle(":predict")).first?.contains("only in a predict exercise") == true)
  }
}
