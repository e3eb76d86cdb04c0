import CommandLanguage
import Grading
import LessonEngine
import Simulation

extension Session {
  /// A runner of code in the session's sandbox, as exercise checks run it: each input with the
  /// clock stopped (scenarios look mid-animation), its events kept in the session's log and
  /// printed as the session prints them, and meta commands (`:wait`) run by the session. The
  /// runner holds the session; the session does not hold the runner.
  public func makeRunner() -> CodeRunner {
    var savedClock = options.clock
    let host = CodeRunner.Host(
      logCount: { self.history.count },
      events: { start in start <= self.history.count ? Array(self.history[start...]) : self.history
      },
      endTurn: { self.finishTurn(fileName: nil).map(\.text) },
      drain: { self.drain(fileName: nil).map(\.text) },
      meta: { command, range, unit in
        self.runMeta(command, range: range, unit: unit, fileName: nil).lines.map(\.text)
      },
      input: { begins in
        if begins {
          savedClock = self.options.clock
          self.options.clock = .manual
        } else {
          self.options.clock = savedClock
        }
      })
    return CodeRunner(world: world, interpreter: interpreter, host: host)
  }

  /// A grading runner: a new session in `language` with the clock stopped and no tutor, its
  /// interpreter held to `ClassGrader.stepsPerInput` steps per input and reading `parses`.
  @Sendable public static func gradingRunner(_ language: Language, _ parses: ParseCache)
    -> CodeRunner
  {
    let session = Session(options: SessionOptions(language: language, clock: .manual, hints: false))
    session.interpreter.limits.maxSteps = ClassGrader.stepsPerInput
    session.interpreter.parseCache = parses
    return session.makeRunner()
  }
}

extension ClassGrader {
  /// A grader whose answers run in the shell's sessions (`Session.gradingRunner`).
  public init(document: LessonDocument, language: Language) {
    self.init(document: document, language: language, makeRunner: Session.gradingRunner)
  }
}
