import Grading
import LessonEngine
import Rendering
import Simulation
import Testing

@testable import Shell

/// Every kind of output the tool prints, in both languages at 40, 60, 80 and 120 columns: no
/// prose line is wider than the terminal (unless it is one piece that cannot break), and none
/// starts with closing punctuation. Log lines, code, diagrams and diagnostics' source lines are
/// not prose and are left out.
@Suite struct EveryScreenWrappedTests {
  static let widths = [40, 60, 80, 120]
  static let closing = Set("，。：；？！）」』》〉】、,.;:!?)")

  /// `error: 1:5: …`, `hint: 3:1: …`: a compiler-style diagnostic, followed by its source line.
  static func isDiagnosticHeader(_ body: Substring) -> Bool {
    for label in ["error: ", "warning: ", "note: ", "hint: ", "unsupported: "]
    where body.hasPrefix(label) {
      let rest = body.dropFirst(label.count)
      return rest.first?.isNumber == true || rest.contains(".swift:") || rest.hasPrefix("stdin:")
    }
    return false
  }

  /// A UIKit warning or exception in the log (`warning: Unbalanced calls…`, `error:
  /// NSInvalidArgumentException: …`): UIKit's words begin with a capital or a `[`.
  static func isUIKitLogLine(_ line: OutputLine, _ body: Substring) -> Bool {
    guard line.style == .warning || line.style == .error else { return false }
    for label in ["warning: ", "error: "] where body.hasPrefix(label) {
      guard let first = body.dropFirst(label.count).first else { return false }
      return first == "[" || (first.isASCII && first.isUppercase)
    }
    return false
  }

  /// Whether an output line is prose the wrapper is responsible for.
  static func isProse(_ line: OutputLine) -> Bool {
    switch line.style {
    case .event, .output, .frame: return false
    case .value: return line.text.hasPrefix("  • ")
    default: break
    }
    let text = line.text
    if text.hasPrefix("    ") || text.hasPrefix("> ") { return false }
    // Diagrams and tables drawn with box characters.
    if text.contains(where: { "│├└┃┌┐┘┴┬┼━─╭╰▏▕█".contains($0) }) { return false }
    // A diagnostic's source line and caret.
    if text.contains("^") && text.allSatisfy({ $0 == " " || $0 == "^" || $0 == "~" }) {
      return false
    }
    return true
  }

  /// A line over the width is allowed only when it cannot break: one piece, no space inside
  /// its text and no Chinese character to break between.
  static func expectFits(_ lines: [OutputLine], _ width: Int, _ what: String) {
    var inDiagnostic = false
    var previous: OutputLine?
    for (number, line) in lines.enumerated() {
      defer { previous = line }
      // The last line of a paragraph: the screen's last, or followed by a blank line or one
      // indented otherwise (a short line before a long piece that cannot break is no orphan).
      let indent = line.text.prefix { $0 == " " }.count
      let next = number + 1 < lines.count ? lines[number + 1].text : ""
      let endsParagraph =
        next.allSatisfy { $0 == " " } || next.prefix { $0 == " " }.count != indent
      let text = line.text
      let body = text.drop { $0 == " " }
      // A diagnostic stays as swiftc and clang print it (editors parse it): its header on one
      // line, its source line and caret after it.
      if line.style == .plain, inDiagnostic { continue }
      inDiagnostic = isDiagnosticHeader(body)
      if inDiagnostic { continue }
      // UIKit's own messages are log lines: never wrapped.
      if isUIKitLogLine(line, body) { continue }
      guard isProse(line) else { continue }
      if DisplayWidth.of(text) > width {
        // Too wide only if the one wrapper would have broken it: one piece that cannot break
        // (a long identifier, a code span) stands alone.
        let breakable = TextWrapper(width: width).wrapLine(text).count > 1
        if breakable {
          Issue.record("\(what) at \(width): too wide (\(DisplayWidth.of(text))): \(text)")
        }
      }
      // ASCII punctuation starts a line legitimately in a name (`:next`, `.top`, `...`); alone
      // before a space it is a broken line.
      // No orphan: a wrapped paragraph does not end in a fragment of one or two characters
      // (a lone `0`, `令。`) when the line above could have given it a word.
      if endsParagraph, let previous, isProse(previous),
        !previous.text.allSatisfy({ $0 == " " }), DisplayWidth.of(previous.text) * 2 > width,
        isOrphan(body)
      {
        Issue.record("\(what) at \(width): an orphan after '\(previous.text)': \(text)")
      }
      if let first = body.first, closing.contains(first),
        !first.isASCII || body.count == 1 || body.dropFirst().first == " "
      {
        Issue.record("\(what) at \(width): starts with '\(first)': \(text)")
      }
    }
  }

  /// A last line a typesetter would not leave: one or two characters of a word or a Chinese
  /// run, with its punctuation (`0`, `令。`, `源`).
  static func isOrphan(_ body: Substring) -> Bool {
    // A label (`来源：`) heads what follows; it ends no paragraph.
    if body.last == "：" || body.last == ":" { return false }
    let letters = body.filter { !closing.contains($0) }
    return !letters.isEmpty && letters.count <= 2 && !body.contains(" ")
      && letters.allSatisfy { $0.isLetter || $0.isNumber }
  }

  static func session(_ language: Language, _ width: Int) -> Session {
    let session = Session(options: SessionOptions(language: language, columns: width))
    session.catalog = LessonRetryTests.catalog
    session.progressStore = MemoryProgressStore()
    session.files = MemoryFiles()
    return session
  }

  /// Inputs whose answers cover the meta commands, errors, lessons, quizzes and checks.
  static let inputs: [String] = [
    ":help", ":help log", ":help rules", ":help basics", ":help uikit", ":help UIViewController",
    ":help nothing", ":tre", ":", ":tick", ":load missing.swift", ":lessons", ":exercises",
    "let a = UIViewController()", "container.addChild(a)", "container.view.addSubview(a.view)",
    ":tree", ":views", ":why", ":why 1 more", ":log", ":timeline", ":notes",
    "a.viewWillAppear(false)",
    "container.transition(from: a, to: UIViewController(), duration: 0.3, options: [], animations: nil, completion: nil)",
    "addChlid(a)", ":lesson add-child", ":goal", ":hint", ":check", ":next", ":check", ":hint",
    ":hint", ":solution", ":solution", ":next", ":back", ":lesson nothing",
    ":exercise display-child", ":check", ":hint", ":exercise predict-transition",
    "container.addChild（b）", ":predict", ":check", ":reset", "fatalError(\"stop\")",
  ]

  /// The answers to `inputs`, each with its input.
  static func sessionScreens(_ language: Language, _ width: Int) -> [(String, [OutputLine])] {
    let session = Self.session(language, width)
    return inputs.map { ($0, session.handle($0)) }
  }

  /// Every lesson replayed, its quiz asked and answered.
  static func lessonScreens(_ language: Language, _ width: Int) throws -> [(String, [OutputLine])] {
    var screens: [(String, [OutputLine])] = []
    for id in LessonRetryTests.catalog.lessonIDs {
      let replay = LessonReplay(
        catalog: LessonRetryTests.catalog,
        options: SessionOptions(language: language, columns: width))
      screens.append(("lesson \(id) --replay", replay.replay(id).lines))
      // The quiz as the sandbox asks it, with each answer's justification.
      let session = Self.session(language, width)
      let document = try #require(LessonRetryTests.catalog.document(id, language: language))
      for (index, question) in document.questions.enumerated() {
        let presenter = LessonPresenter(language: language, syntax: .swift)
        let asked = presenter.question(question, number: index + 1, of: document.questions.count)
        screens.append(("quiz \(id)", session.layOut(session.asProse(asked))))
        for choice in question.choices.indices {
          let answer = presenter.answer(question, chosen: choice)
          screens.append(("answer \(id)", session.layOut(session.asProse(answer))))
        }
      }
    }
    return screens
  }

  /// `--help`, command-line errors and `rules`, as the command line writes them (each line
  /// through the wrapper).
  static func commandLineScreens(_ language: Language, _ width: Int) -> [(String, [OutputLine])] {
    let wrapper = TextWrapper(width: width)
    func lines(_ texts: [String]) -> [OutputLine] {
      texts.flatMap(wrapper.wrapLine).map { OutputLine($0) }
    }
    var screens: [(String, [OutputLine])] = []
    let help = CommandHelp(language: language, width: width)
    screens.append(("--help", lines(help.overview())))
    for path in help.visibleLeaves() { screens.append(("--help \(path)", lines(help.help(path)))) }
    let errors: [CommandLineError] = [
      .unknownCommand("chek", path: [], suggestion: "check"),
      .invalidValue("--lang", value: "fr", allowed: ["en", "zh"], path: []),
      .optionOfOtherCommands("--replay", path: ["run"], owners: [["lesson"]]),
    ]
    for error in errors { screens.append(("\(error)", lines(help.errorLines(error)))) }
    let rules = RuleCatalogRenderer(language: language)
    screens.append(("rules", lines(rules.list())))
    for rule in rules.rules { screens.append(("rules \(rule.id)", lines(rules.detail(rule)))) }
    return screens
  }

  @Test(arguments: [Language.english, .chinese], widths)
  func sessionOutputFits(_ language: Language, _ width: Int) {
    for (input, lines) in Self.sessionScreens(language, width) {
      Self.expectFits(lines, width, input)
    }
  }

  @Test(arguments: [Language.english, .chinese], widths)
  func lessonsAndQuizzesFit(_ language: Language, _ width: Int) throws {
    for (what, lines) in try Self.lessonScreens(language, width) {
      Self.expectFits(lines, width, what)
    }
  }

  @Test(arguments: [Language.english, .chinese], widths)
  func commandLineOutputFits(_ language: Language, _ width: Int) {
    for (what, lines) in Self.commandLineScreens(language, width) {
      Self.expectFits(lines, width, what)
    }
  }

  @Test(arguments: [Language.english, .chinese], widths)
  func checksAndGradeTablesFit(_ language: Language, _ width: Int) throws {
    let wrapper = TextWrapper(width: width)
    let catalog = LessonCatalog(files: BuiltinLessons.files)
    let document = try #require(
      catalog.document("display-child", language: language, kind: .exercise))
    let grader = ClassGrader(document: document, language: language)
    let answers = [
      "func displayContentController(_ content: UIViewController) {\n  view.addSubview(content.view)\n}",
      "let x = ",
      "func displayContentController(_ content: UIViewController) {\n  addChild(content)\n}",
    ]
    var rows: [ClassRow] = []
    for (index, answer) in answers.enumerated() {
      let result = grader.grade(Submission(file: "s\(index).swift", text: .success(answer)))
      let lines = ExerciseReport(language: language, showHidden: false).text(result)
      Self.expectFits(lines.flatMap(wrapper.wrapLine).map { OutputLine($0) }, width, "check")
      rows.append(ClassRow(file: "student \(index).swift", result: result))
    }
    let table = ClassReport(exercise: "display-child", rows: rows, language: language).table()
    Self.expectFits(table.flatMap(wrapper.wrapLine).map { OutputLine($0) }, width, "grade")
  }

  @Test(arguments: [Language.english, .chinese], widths)
  func treeWarningsStayUnderTheirRow(_ language: Language, _ width: Int) {
    let session = Self.session(language, width)
    for input in [
      "let a = UIViewController()", "container.addChild(a)", "container.view.addSubview(a.view)",
      "a.didMove(toParent: container)", "let stray = UIViewController()",
      "a.view.addSubview(stray.view)",
    ] {
      _ = session.handle(input)
    }
    let lines = session.handle(":tree").map(\.text)
    let warning = lines.firstIndex { $0.contains("⚠") }
    #expect(warning != nil, "\(lines)")
    for line in lines {
      // Every line keeps to the width (a row's own columns aside) and none starts at column 0
      // but the tree's first.
      if line.contains("⚠") {
        #expect(
          DisplayWidth.of(line) <= width || !line.dropFirst(3).contains(" "), "\(width): \(lines)")
        #expect(
          line.first == " " || line.first == "│" || line.first == "└" || line.first == "├"
            || line.hasPrefix("⚠"), "\(lines)")
      }
    }
    if let warning, width < 80 {
      #expect(!lines[warning].hasPrefix("⚠"), "the warning hangs under its row: \(lines)")
    }
  }

  @Test func anAddressBreaksOnlyAfterASlash() {
    let lines = TextWrapper(width: 40).wrap(
      "来源：<https://developer.apple.com/library/archive/featuredarticles/ViewControllerPGforiPhoneOS/ImplementingaContainerViewController.html>"
    )
    #expect(lines.count > 2, "\(lines)")
    for line in lines.dropLast() {
      #expect(line.hasSuffix("/") || line == "来源：", "\(lines)")
      #expect(DisplayWidth.of(line) <= 40, "\(lines)")
    }
    #expect(
      lines.joined()
        == "来源：<https://developer.apple.com/library/archive/featuredarticles/ViewControllerPGforiPhoneOS/ImplementingaContainerViewController.html>"
    )
  }

  @Test func aTableRowContinuesUnderItsLastColumn() {
    let lines = TextWrapper(width: 40).wrapLine(
      "2.2   LOG   把子控制器的视图加到已经出现、并且自动转发的容器上时，子控制器在 addSubview 内部就收到回调。")
    #expect(lines.count > 1)
    #expect(lines[0].hasPrefix("2.2   LOG   把"))
    for line in lines.dropFirst() {
      #expect(line.hasPrefix("            ") && line.dropFirst(12).first != " ", "\(lines)")
    }
    let labelled = TextWrapper(width: 30).wrapLine("  提示：先把子控制器的视图放进容器的视图，再调用 didMove(toParent:)。")
    for line in labelled.dropFirst() { #expect(line.hasPrefix("      "), "\(labelled)") }
  }

  /// A diagnostic's first line stays whole, as swiftc and clang print it (editors read it);
  /// what follows it wraps with hanging indents: its notes, the did-you-mean suggestion (a note
  /// of its own when the first line would not fit) and the 说明 line.
  @Test(arguments: [Language.english, .chinese], widths)
  func aDiagnosticsFirstLineStaysWholeAndWhatFollowsWraps(_ language: Language, _ width: Int) {
    let session = Self.session(language, width)
    _ = session.handle("let a = UIViewController()")
    let typo = session.handle("container.addChlid(a)")
    let head = typo.first { $0.text.hasPrefix("error: ") }?.text ?? ""
    #expect(head.contains("addChlid"), "\(typo)")
    let suggestion = language.pick("did you mean 'addChild'?", "你是不是想写 'addChild'？")
    if head.hasSuffix(suggestion) {
      #expect(DisplayWidth.of(head) <= width, "\(typo)")
    } else {
      // The first line would not fit with the suggestion: it is the first note.
      #expect(DisplayWidth.of(head) + DisplayWidth.of(suggestion) + 2 > width, "\(typo)")
      #expect(typo.dropFirst(3).first?.text == "note: " + suggestion, "\(typo)")
    }
    // The name suggested is never a line of its own, and no note is wider than the terminal.
    for line in typo.dropFirst() {
      #expect(!line.text.hasPrefix("'addChild'"), "\(typo)")
      if line.text.hasPrefix("note: ") || line.text.hasPrefix("      ") {
        #expect(DisplayWidth.of(line.text) <= width, "\(typo)")
      }
    }
    // An exception's meaning wraps under its label.
    let crash = session.handle("fatalError(\"stop\")").map(\.text)
    #expect(crash.first?.hasPrefix("error: ") == true, "\(crash)")
    if language == .chinese {
      let at = crash.firstIndex { $0.hasPrefix("  说明：") }
      #expect(at != nil, "\(crash)")
      for line in crash[(at ?? crash.count)...] {
        #expect(DisplayWidth.of(line) <= width, "\(crash)")
        if line != crash[at ?? 0] { #expect(line.hasPrefix("        "), "\(crash)") }
      }
    }
  }

  /// The wrapper pulls a word down rather than end a paragraph on a fragment.
  @Test(arguments: widths)
  func noParagraphEndsInAnOrphan(_ width: Int) {
    let wrapper = TextWrapper(width: width)
    var texts: [String] = []
    for language in [Language.english, .chinese] {
      let rules = RuleCatalogRenderer(language: language)
      texts += rules.rules.flatMap { rules.detail($0) }
    }
    texts += [
      "containrepl 的命令行、沙盒、课程和练习都会读取这个设置，用它来决定输出使用哪种语言和命令。",
      "Exit status: 0 on success, 1 when a script or check fails, 2 for a usage error, and 0",
    ]
    for text in texts {
      let lines = wrapper.wrapLine(text)
      guard lines.count > 1, let last = lines.last else { continue }
      let body = last.drop { $0 == " " }
      // Under a sixth of the width, or one or two characters, only when the line above has
      // nothing to give (it would fall under half the width).
      let tiny = DisplayWidth.of(String(body)) * 6 < width || Self.isOrphan(body)
      guard tiny else { continue }
      // Allowed only when the line above has nothing to give: its last word (a Chinese
      // character, in Chinese) would not fit beside the fragment, or taking it would leave
      // the line above under half the width.
      let above = lines[lines.count - 2]
      let text = above.drop { $0 == " " }
      let room = width - (last.count - body.count)
      let spaced = text.split(separator: " ").last.map(String.init) ?? ""
      let word =
        spaced.count == text.count && text.last.map({ DisplayWidth.of($0) == 2 }) == true
        ? String(text.suffix(1)) : spaced
      let gap = word == spaced && word.count < text.count ? 1 : 0
      let fits = DisplayWidth.of(word) + gap + DisplayWidth.of(String(body)) <= room
      let keeps = (DisplayWidth.of(String(text)) - DisplayWidth.of(word) - gap) * 2 >= room
      #expect(!(fits && keeps), "\(width): \(lines)")
    }
  }

  /// A quiz shows code as the lesson's prose does: with colours, coloured and without its
  /// backticks; without colours, between backticks.
  @Test(arguments: [true, false])
  func quizCodeSpansLookLikeTheLessonsProse(_ styled: Bool) throws {
    let document = try #require(LessonRetryTests.catalog.document("add-child", language: .chinese))
    let question = try #require(document.questions.first { $0.text.contains("`") })
    let session = Session(options: SessionOptions(language: .chinese, columns: 40, styled: styled))
    let presenter = LessonPresenter(language: .chinese, syntax: .swift)
    var lines = session.layOut(session.asProse(presenter.question(question, number: 1, of: 1)))
    for index in question.choices.indices {
      lines += session.layOut(session.asProse(presenter.answer(question, chosen: index)))
    }
    let withCode = lines.filter { line in
      line.text.contains("`") || line.spans.contains { $0.tag == .code }
    }
    #expect(withCode.count >= 2, "\(lines)")
    for line in withCode {
      #expect(line.text.contains("`") != styled, "\(line)")
      if styled { #expect(line.spans.contains { $0.tag == .code }, "\(line)") }
      #expect(DisplayWidth.of(line.text) <= 40 || !line.text.contains(" "), "\(line)")
    }
  }
}
