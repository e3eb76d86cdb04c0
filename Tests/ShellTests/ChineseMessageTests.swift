import Rendering
import Simulation
import Testing

@testable import Shell

/// Every message the shell and the renderers can write, rendered in both languages: the
/// Chinese never carries an English sentence, and the English is never empty.
@Suite struct ChineseMessageTests {
  /// One of each message, with made-up details. `index(of:)` is an exhaustive switch, so a new
  /// case does not compile until it has a sample here.
  static let shellMessages: [ShellMessage] = [
    .emptyMeta, .unknownMeta("tre", "tree"), .usage(":tick SECONDS"), .overrideDropped, .cutOff,
    .noFiles("a.swift"), .fileError("a.swift", "no such file"), .saved("a.swift", 3),
    .nothingToUndo, .undone("let a = 1"), .resetDone, .leftExercise("display-child"),
    .brokenExercise("x", ["x.md:3: bad"]), .noSuchLine(9, 3), .whyMore(7), .noCallbackYet,
    .notAController("a"), .playArmed, .hintsState(true), .unknownLesson("add", "add-child"),
    .notInLesson, .lessonOver, .lastStep, .firstStep, .noMoreHints, .nothingToCheck,
    .confirmSolution, .noQuestion, .quizDone, .stepReset, .unknownExercise("x", "y"),
    .notInPredictExercise, .setting("clock", "manual"), .emptyTimeline,
    .exported("tree", "t.svg"), .exportNeedsHTML("a.txt"), .exportNeedsSwift("a.txt"),
    .exportInExercise, .exportCannotFollow([":rotate"]), .repeatingTimerStopped,
    .nothingAnswered("tap", "menu.view"), .nothingAnswered("pan", "drawer.view"),
    .inertMembers(3), .noInertMembers, .readAsASCII("：answer １", ":answer 1"),
    .touchBlocked("tap", "title", "title", .interactionOff),
    .touchBlocked("pan", "menu.icon", "menu", .hidden),
    .touchBlocked("tap", "badge", "badge", .transparent), .lessonInScript("add-child"),
  ]

  static func index(of message: ShellMessage) -> Int {
    switch message {
    case .emptyMeta: 0
    case .unknownMeta: 1
    case .usage: 2
    case .overrideDropped: 3
    case .cutOff: 4
    case .noFiles: 5
    case .fileError: 6
    case .saved: 7
    case .nothingToUndo: 8
    case .undone: 9
    case .resetDone: 10
    case .leftExercise: 11
    case .brokenExercise: 12
    case .noSuchLine: 13
    case .noCallbackYet: 14
    case .notAController: 15
    case .playArmed: 16
    case .hintsState: 17
    case .unknownLesson: 18
    case .notInLesson: 19
    case .lessonOver: 20
    case .lastStep: 21
    case .firstStep: 22
    case .noMoreHints: 23
    case .nothingToCheck: 24
    case .confirmSolution: 25
    case .noQuestion: 26
    case .quizDone: 27
    case .stepReset: 28
    case .unknownExercise: 29
    case .notInPredictExercise: 30
    case .setting: 31
    case .emptyTimeline: 32
    case .exported: 33
    case .exportNeedsHTML: 34
    case .exportNeedsSwift: 35
    case .exportInExercise: 36
    case .exportCannotFollow: 37
    case .repeatingTimerStopped: 38
    case .nothingAnswered: 39
    case .inertMembers: 40
    case .noInertMembers: 41
    case .whyMore: 42
    case .readAsASCII: 43
    case .touchBlocked: 44
    case .lessonInScript: 45
    }
  }

  static func expectChinese(_ text: String, _ what: String) {
    #expect(EnglishInChinese.sentence(in: text) == nil, "\(what): \(text)")
    for doubled in ["。。", "，，", "：：", "；；", "。；", "；。", "，。", "：。", "。，"] {
      #expect(!text.contains(doubled), "\(what): doubled punctuation in \(text)")
    }
  }

  @Test func everyShellMessage() {
    #expect(Set(Self.shellMessages.map(Self.index)).count == 46)
    for message in Self.shellMessages {
      #expect(!message.text(.english).isEmpty)
      Self.expectChinese(message.text(.chinese), "\(message)")
    }
  }

  /// The lesson engine's messages, one of each (an exhaustive switch keeps the list whole).
  static let lessonMessages: [LessonMessage] = [
    .notYet("content.parent 是 nil"), .earlierAttempt, .troubled("add"), .skipAsk, .skipped("add"),
    .skippedSummary(2), .retried, .predictProgress(2), .predictRight,
    .predictWrong("a.viewDidLoad()", 3), .predictRunning, .expectedLog, .tryAgain,
    .quizScore(2, 3), .practice("display-child", "显示一个子视图控制器"), .goal, .goalFooter, .skeleton,
    .predictIntro, .predictAsk, .retryMissing("error: cannot find 'page' in scope"),
    .leftOpen("container", "appearing"), .predictNotCallback("container.addChild(tab)"),
    .stillTroubled, .predictNotCallbackAgain("}"),
    .sentByUIKitToo("content.willMove(toParent: container)"),
    .retryKeepsMethods([("loadViewController(at:)", 2)]),
  ]

  static func index(of message: LessonMessage) -> Int {
    switch message {
    case .notYet: 0
    case .earlierAttempt: 1
    case .troubled: 2
    case .skipAsk: 3
    case .skipped: 4
    case .skippedSummary: 5
    case .retried: 6
    case .predictProgress: 7
    case .predictRight: 8
    case .predictWrong: 9
    case .predictRunning: 10
    case .expectedLog: 11
    case .tryAgain: 12
    case .quizScore: 13
    case .practice: 14
    case .goal: 15
    case .goalFooter: 16
    case .skeleton: 17
    case .predictIntro: 18
    case .predictAsk: 19
    case .retryMissing: 20
    case .leftOpen: 21
    case .predictNotCallback: 22
    case .stillTroubled: 23
    case .predictNotCallbackAgain: 24
    case .sentByUIKitToo: 25
    case .retryKeepsMethods: 26
    }
  }

  @Test func everyLessonMessage() {
    #expect(Set(Self.lessonMessages.map(Self.index)).count == 27)
    for message in Self.lessonMessages {
      #expect(!message.text(.english).isEmpty)
      Self.expectChinese(message.text(.chinese), "\(message)")
    }
  }

  @Test func settingsEchoInChinese() {
    let session = Session(options: SessionOptions(language: .chinese))
    for (input, echo) in [
      (":clock manual", "时钟：手动"), (":clock auto", "时钟：自动"), (":log verbose", "日志：详细"),
      (":forward off", "自动转发：关"), (":syntax objc", "日志语法：objc"),
      (":ascii on", "ASCII 绘图：开"), (":welcome off", "启动提示：关"),
    ] {
      #expect(session.handle(input).map(\.text) == [echo], "\(input)")
    }
  }

  @Test func everyMetaCommandAndHelpTopic() {
    for command in MetaCommand.allCases {
      Self.expectChinese(command.summary(.chinese), ":\(command.rawValue)")
      let usage = command.usage(.chinese)
      for placeholder in ["SECONDS", "FILE", "TOPIC", "VERSION", "NAME"] {
        #expect(!usage.contains(placeholder), "\(usage)")
      }
    }
    for topic in HelpTopic.allCases {
      for line in topic.text(.chinese) { Self.expectChinese(line, "help \(topic)") }
    }
    let session = Session(options: SessionOptions(language: .chinese))
    for line in session.handle(":help").map(\.text) { Self.expectChinese(line, ":help") }
  }

  @Test func everyCommandLineErrorAndHelp() {
    let errors: [CommandLineError] = [
      .unknownCommand("chek", path: [], suggestion: "check"), .missingSubcommand(path: ["dev"]),
      .unknownOption("--x", path: [], suggestion: nil),
      .optionOfOtherCommands("--replay", path: ["run"], owners: [["lesson"]]),
      .missingValue("--lang", path: []), .unexpectedValue("--bom", path: ["grade"]),
      .invalidValue("--lang", value: "fr", allowed: ["en", "zh"], path: []),
      .extraArgument("c", path: ["check"]),
      .invalidArgument("x", allowed: ["a", "b"], path: ["dev", "completion"]),
    ]
    for error in errors {
      for line in CommandHelp(language: .chinese).errorLines(error) {
        Self.expectChinese(line, "\(error)")
      }
    }
    for line in CommandHelp(language: .chinese).overview() { Self.expectChinese(line, "--help") }
  }

  @Test func whyAndEvidenceInChinese() {
    for evidence in Evidence.allCases {
      Self.expectChinese(evidence.description(.chinese), "\(evidence)")
    }
    let explainer = RuleExplainer(language: .chinese)
    for rule in RuleCatalog.all {
      let event = Event(
        kind: .callback(ControllerID(1), .viewDidLoad), time: 0, isLater: false, depth: 0,
        rule: rule.id)
      // Source titles stay in their own language, labelled as such.
      for line in explainer.explain(event) where !line.hasPrefix("来源（按原标题）") {
        Self.expectChinese(line, "rule \(rule.id)")
      }
    }
  }

  @Test func theFirstScreenInBothLanguages() {
    let english = Session().welcomeLines().map(\.text).joined(separator: " ")
    #expect(
      english.contains(":help") && english.contains(":lessons") && english.contains("container"))
    let chinese = Session(options: SessionOptions(language: .chinese)).welcomeLines()
    #expect(chinese.count >= 2)
    for line in chinese { Self.expectChinese(line.text, "welcome") }
    #expect(Session(options: SessionOptions(welcome: false)).welcomeLines().isEmpty)
  }

  @Test func theDetectorFindsEnglishSentences() {
    #expect(EnglishInChinese.sentence(in: "clock: manual") == nil)
    #expect(EnglishInChinese.sentence(in: "找到的是：没有方法 content.view.superview") == nil)
    #expect(EnglishInChinese.sentence(in: "检查：the view fills the container") != nil)
    #expect(EnglishInChinese.sentence(in: "`the view is here` 与 'not a child'") == nil)
  }
}
