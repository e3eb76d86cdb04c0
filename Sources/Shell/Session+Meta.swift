import CommandLanguage
import LessonEngine
import Rendering
import Simulation

/// What a meta command produced.
struct MetaResult {
  var lines: [OutputLine]
  /// Whether it changed the sandbox (so `:undo` and `:save` must replay it).
  var changesState: Bool = false
}

extension Session {
  /// Runs a meta command (the text after `:`).
  func runMeta(_ text: String, range: SourceRange, unit: SourceUnit, fileName: String?)
    -> MetaResult
  {
    let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    guard let word = words.first else {
      return MetaResult(lines: [errorLine(.emptyMeta)])
    }
    let arguments = Array(words.dropFirst())
    guard let command = MetaCommand.match(word) else {
      return MetaResult(lines: [errorLine(.unknownMeta(word, nearestMetaName(word)))])
    }
    replayRecorder?.beginMeta(command, arguments, time: world.now)
    let call = MetaCall(
      command: command, arguments: arguments, fileName: fileName,
      line: unit.text.position(of: range.start).line)
    return command.definition.run(self, call)
  }

  private func nearestMetaName(_ word: String) -> String? {
    guard word.count <= 20 else { return nil }
    var best: (String, Int)?
    for name in MetaCommand.allCases.map(\.rawValue) {
      let distance = editDistance(word.lowercased(), name)
      if distance <= 2, best == nil || distance < (best?.1 ?? 99) { best = (name, distance) }
    }
    return best?.0
  }

  func errorLine(_ message: ShellMessage) -> OutputLine {
    hadError = true
    return OutputLine("error: " + message.text(options.language), .error, wraps: true)
  }

  func noteLine(_ message: ShellMessage) -> OutputLine {
    OutputLine(message.text(options.language), .note, wraps: true)
  }

  /// A hint of the tutor, a lesson or an exercise, labelled in the session's language.
  func hintLine(_ text: String) -> OutputLine {
    OutputLine(options.language.pick("hint: ", "提示：") + text, .hint)
  }

  /// A setting's new value, confirmed at the prompt (scripts stay quiet).
  func settingLines(_ name: String, _ value: String) -> [OutputLine] {
    isInteractiveInput ? [noteLine(.setting(name, value))] : []
  }

  func infoLines(_ texts: [String]) -> [OutputLine] { texts.map { OutputLine($0, .info) } }

  /// The tool's own lines (lists, help), each wrapped to the width with its shape kept.
  func proseLines(_ texts: [String]) -> [OutputLine] {
    texts.flatMap(wrapper.wrapLine).map { OutputLine($0, .info) }
  }

  // MARK: - Looking around

  func helpCommand(_ call: MetaCall) -> MetaResult {
    MetaResult(lines: infoLines(helpLines(call.arguments.first)))
  }

  func treeCommand(_ call: MetaCall) -> MetaResult {
    let glyphs = TreeGlyphs.forASCII(options.ascii)
    let renderer = ControllerTreeRenderer(
      world: world, glyphs: glyphs, language: options.language,
      removedFromParent: ControllerTreeRenderer.removedFromParent(in: history))
    return MetaResult(lines: infoLines(fittedTree(renderer.render(), glyphs)))
  }

  func viewsCommand(_ call: MetaCall) -> MetaResult {
    let renderer = ViewTreeRenderer(
      world: world, glyphs: TreeGlyphs.forASCII(options.ascii), language: options.language)
    return MetaResult(lines: infoLines(renderer.render()))
  }

  func screenCommand(_ call: MetaCall) -> MetaResult {
    // With the terminal's height known, the drawing leaves room for the lines around it.
    let renderer = ScreenRenderer(
      world: world, ascii: options.ascii, language: options.language,
      maxRows: options.rows.map { max(8, $0 - 8) }, maxColumns: options.columns)
    return MetaResult(lines: infoLines(renderer.render()))
  }

  func notesCommand(_ call: MetaCall) -> MetaResult {
    guard call.arguments.isEmpty else { return usage(call.command) }
    let used = interpreter.inertMembersUsed
    guard !used.isEmpty else { return MetaResult(lines: [noteLine(.noInertMembers)]) }
    return MetaResult(
      lines: [noteLine(.inertMembers(used.count))] + infoLines(used.map { "  " + $0 }))
  }

  // MARK: - The clock and the device

  func playCommand(_ call: MetaCall) -> MetaResult {
    guard world.isAnimating else {
      playNext = true
      return MetaResult(lines: [noteLine(.playArmed)])
    }
    interpreter.beginInput(marksEndOfTurn: false)
    return MetaResult(lines: play(fileName: call.fileName), changesState: true)
  }

  func forwardCommand(_ call: MetaCall) -> MetaResult {
    guard let flag = onOff(call.arguments) else { return usage(call.command) }
    var lines: [OutputLine] = []
    if interpreter.dropOverride(.shouldAutomaticallyForwardAppearanceMethods) {
      lines.append(noteLine(.overrideDropped))
    }
    world.setForwardsAppearance(interpreter.selfController, flag)
    lines += settingLines("forward", flag ? "on" : "off")
    return MetaResult(lines: lines, changesState: true)
  }

  func clockCommand(_ call: MetaCall) -> MetaResult {
    guard call.arguments.count == 1, let mode = ClockMode(rawValue: call.arguments[0]) else {
      return usage(call.command)
    }
    options.clock = mode
    return MetaResult(lines: settingLines("clock", mode.rawValue), changesState: true)
  }

  func tickCommand(_ call: MetaCall) -> MetaResult {
    guard let seconds = SandboxCommand.seconds(call.arguments) else { return usage(call.command) }
    let completed = SandboxCommand.tick(seconds, world, interpreter)
    var lines = drain(fileName: call.fileName)
    if !completed { lines.append(noteLine(.cutOff)) }
    return MetaResult(lines: lines, changesState: true)
  }

  func waitCommand(_ call: MetaCall) -> MetaResult {
    guard call.arguments.isEmpty else { return usage(call.command) }
    interpreter.beginInput(marksEndOfTurn: false)
    let run = runClock()
    return MetaResult(lines: drain(fileName: call.fileName) + clockNote(run), changesState: true)
  }

  func rotateCommand(_ call: MetaCall) -> MetaResult {
    guard let orientation = SandboxCommand.orientation(call.arguments) else {
      return usage(call.command)
    }
    SandboxCommand.rotate(to: orientation, world, interpreter)
    return MetaResult(lines: finishTurn(fileName: call.fileName), changesState: true)
  }

  func iosCommand(_ call: MetaCall) -> MetaResult {
    guard let version = SandboxCommand.iosVersion(call.arguments) else {
      return usage(call.command)
    }
    options.iosVersion = version
    world.iosVersion = version
    return MetaResult(lines: settingLines("ios", String(version)), changesState: true)
  }

  // MARK: - The session

  func undoCommand(_ call: MetaCall) -> MetaResult {
    guard call.arguments.isEmpty else { return usage(call.command) }
    return MetaResult(lines: undo())
  }

  func resetCommand(_ call: MetaCall) -> MetaResult {
    guard call.arguments.isEmpty else { return usage(call.command) }
    if let state = lesson, state.stepIndex < state.document.steps.count {
      rebuildStepStart(state.stepIndex)
      return MetaResult(lines: [noteLine(.stepReset)] + showStep())
    }
    let leaving = exercise?.document.id
    resetSandbox()
    return MetaResult(
      lines: [noteLine(.resetDone)] + (leaving.map { [noteLine(.leftExercise($0))] } ?? []))
  }

  func saveCommand(_ call: MetaCall) -> MetaResult {
    guard call.arguments.count == 1 else { return usage(call.command) }
    return MetaResult(lines: save(to: call.arguments[0]))
  }

  func loadCommand(_ call: MetaCall) -> MetaResult {
    guard call.arguments.count == 1 else { return usage(call.command) }
    return load(call.arguments[0])
  }

  func quitCommand(_ call: MetaCall) -> MetaResult {
    wantsToQuit = true
    return MetaResult(lines: [])
  }

  // MARK: - Settings

  func hintsCommand(_ call: MetaCall) -> MetaResult {
    guard let flag = onOff(call.arguments) else { return usage(call.command) }
    options.hints = flag
    return MetaResult(lines: [noteLine(.hintsState(flag))])
  }

  func syntaxCommand(_ call: MetaCall) -> MetaResult {
    guard call.arguments.count == 1, let syntax = LogSyntax(rawValue: call.arguments[0]) else {
      return usage(call.command)
    }
    options.syntax = syntax
    return MetaResult(lines: settingLines("syntax", syntax.rawValue))
  }

  func langCommand(_ call: MetaCall) -> MetaResult {
    guard call.arguments.count == 1, let language = Language(code: call.arguments[0]) else {
      return usage(call.command)
    }
    options.language = language
    // A lesson under way goes on in the new language, at the same step: the translation
    // matches the steps by id.
    if let state = lesson,
      let translated = catalog.document(state.document.id, language: language),
      translated.steps.map(\.id) == state.document.steps.map(\.id)
    {
      lesson?.document = translated
    }
    if let state = exercise,
      let translated = catalog.document(state.document.id, language: language, kind: .exercise)
    {
      exercise?.document = translated
    }
    return MetaResult(lines: settingLines("lang", language.rawValue))
  }

  func asciiCommand(_ call: MetaCall) -> MetaResult {
    guard let flag = onOff(call.arguments) else { return usage(call.command) }
    options.ascii = flag
    keepSetting { $0.ascii = flag }
    return MetaResult(lines: [noteLine(.setting("ascii", flag ? "on" : "off"))])
  }

  func welcomeCommand(_ call: MetaCall) -> MetaResult {
    guard let flag = onOff(call.arguments) else { return usage(call.command) }
    options.welcome = flag
    keepSetting { $0.welcome = flag }
    return MetaResult(lines: [noteLine(.setting("welcome", flag ? "on" : "off"))])
  }

  // MARK: - Lessons and exercises

  func exerciseCommand(_ call: MetaCall) -> MetaResult {
    guard let id = call.arguments.first else {
      return MetaResult(lines: proseLines(exerciseList()))
    }
    return MetaResult(lines: startExercise(id))
  }

  /// A lesson command's result, its lines laid out as prose.
  func asProse(_ result: MetaResult) -> MetaResult {
    MetaResult(lines: asProse(result.lines), changesState: result.changesState)
  }

  // MARK: - The log

  /// The events `:log` numbers: those shown in the current detail.
  var visibleHistory: [Event] {
    options.detail == .verbose ? history : history.filter { !$0.isDetail }
  }

  func logCommand(_ call: MetaCall) -> MetaResult {
    switch call.arguments.first {
    case "clear":
      forgetHistory()
      return MetaResult(lines: [])
    case "brief":
      options.detail = .brief
      return MetaResult(lines: settingLines("log", "brief"))
    case "verbose":
      options.detail = .verbose
      return MetaResult(lines: settingLines("log", "verbose"))
    case nil:
      let events = visibleHistory
      let width = String(events.count).count
      var lines: [OutputLine] = []
      for (index, event) in events.enumerated() {
        let number = String(index + 1)
        let prefix = String(repeating: " ", count: max(0, width - number.count)) + number + "  "
        let rendered = render([event], fileName: nil)
        for (offset, line) in rendered.enumerated() {
          let lead = offset == 0 ? prefix : String(repeating: " ", count: prefix.count)
          lines.append(OutputLine(lead + line.text, line.style))
        }
      }
      return MetaResult(lines: lines)
    default:
      return usage(.log)
    }
  }

  /// `:why [N] [more]`: why log line N came, in one plain sentence; with `more`, the whole
  /// rule behind it, its evidence and sources, and whether it is approximate.
  func whyCommand(_ call: MetaCall) -> MetaResult { MetaResult(lines: why(call.arguments)) }

  private func why(_ arguments: [String]) -> [OutputLine] {
    let events = visibleHistory
    let more = arguments.last == "more"
    let rest = more ? Array(arguments.dropLast()) : arguments
    let index: Int
    if let argument = rest.first {
      guard rest.count == 1, let number = Int(argument) else { return usage(.why).lines }
      guard number >= 1, number <= events.count else {
        return [errorLine(.noSuchLine(number, events.count))]
      }
      index = number - 1
    } else {
      guard
        let last = events.lastIndex(where: {
          if case .callback = $0.kind { return true }
          return false
        })
      else {
        return [errorLine(.noCallbackYet)]
      }
      index = last
    }
    let explainer = RuleExplainer(language: options.language)
    let event = events[index]
    // What UIKit did because of a call: the deeper lines right under it.
    let beneath = events[(index + 1)...].prefix { $0.depth > event.depth && !$0.isUserCall }
    let full = explainer.explain(event, beneath: Array(beneath))
    let heading = "\(index + 1)  " + formatter.line(event).trimmingLeadingSpaces()
    guard !more else {
      return infoLines([heading] + full.flatMap { wrapper.wrap($0, continuation: "  ") })
    }
    let plain = full.first.map(RuleExplainer.firstSentence) ?? ""
    var lines = infoLines([heading] + wrapper.wrap(plain, continuation: "  "))
    if full.count > 1 || plain != full.first {
      lines.append(noteLine(.whyMore(index + 1)))
    }
    return lines
  }

  // MARK: - Fingers

  /// `:tap VIEW`, `:pan VIEW DX [DY]`: a finger on a view, as the device would deliver it to
  /// the view's gesture recognizers and, for a tap on a control, its touch-up actions.
  func gestureCommand(_ call: MetaCall) -> MetaResult {
    let (command, arguments, line) = (call.command, call.arguments, call.line)
    let distances = arguments.dropFirst().map { Double($0) }
    let counts = command == .tap ? 1...1 : 2...3
    guard counts.contains(arguments.count), distances.allSatisfy({ $0?.isFinite == true }) else {
      return usage(command)
    }
    let source = SourceText(arguments[0], firstLine: line)
    let parsed = Parser.parse(source)
    guard parsed.statements.count == 1,
      !parsed.diagnostics.contains(where: { $0.severity.isFailure })
    else { return usage(command) }
    interpreter.beginInput()
    let answered = interpreter.fireGesture(
      command == .tap ? .tap : .pan, on: parsed.statements[0],
      in: SourceUnit(text: source, diagnostics: parsed.diagnostics, fileName: call.fileName),
      dx: distances.first.flatMap { $0 } ?? 0, dy: distances.dropFirst().first.flatMap { $0 } ?? 0)
    var lines = finishTurn(fileName: call.fileName)
    if let blocker = interpreter.gestureBlocker {
      let record = world.view(blocker)
      let reason: ShellMessage.TouchBlock =
        !record.isUserInteractionEnabled
        ? .interactionOff : record.isHidden ? .hidden : .transparent
      lines.append(
        noteLine(.touchBlocked(command.rawValue, arguments[0], world.viewName(blocker), reason)))
    } else if answered == 0 {
      lines.append(noteLine(.nothingAnswered(command.rawValue, arguments[0])))
    }
    return MetaResult(lines: lines, changesState: true)
  }

  // MARK: - Shortcuts

  /// `:add NAME` / `:remove NAME`: prints the code, then runs it like typed input.
  func shortcutCommand(_ call: MetaCall) -> MetaResult {
    guard call.arguments.count == 1 else { return usage(call.command) }
    let (command, name, fileName) = (call.command, call.arguments[0], call.fileName)
    let valid =
      name.first.map { $0.isLetter || $0 == "_" } == true
      && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    guard valid else { return MetaResult(lines: [errorLine(.notAController(name))]) }
    let exists = interpreter.variable(name) != nil
    if exists, case .controller? = interpreter.variable(name) {
    } else if exists {
      return MetaResult(lines: [errorLine(.notAController(name))])
    }
    let code = ShortcutCode.lines(
      command == .add ? .add : .remove, name: name, declare: !exists, syntax: options.syntax)
    var lines = code.map { OutputLine(options.syntax == .swift ? "// " + $0 : "// " + $0, .note) }
    let text = code.joined(separator: "\n")
    var inner: [OutputLine] = []
    run(text, fileName: fileName, turnPerStatement: true) { inner += $0 }
    lines += inner
    return MetaResult(lines: lines, changesState: true)
  }
}

extension Session {
  func onOff(_ arguments: [String]) -> Bool? {
    guard arguments.count == 1 else { return nil }
    switch arguments[0] {
    case "on": return true
    case "off": return false
    default: return nil
    }
  }

  func usage(_ command: MetaCommand) -> MetaResult {
    MetaResult(lines: [errorLine(.usage(command.usage(options.language)))])
  }
}

extension String {
  func trimmingLeadingSpaces() -> String {
    String(drop { $0 == " " })
  }
}
