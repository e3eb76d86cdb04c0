import Rendering
import Shell
import Simulation

/// The interactive sandbox in a terminal: read an input with libedit, run it, print the log.
final class InteractiveLoop {
  private let session: Session
  private let editor: LineEditor
  private let styler: Styler
  private let language: Language
  private let historyFile: HistoryFile?
  private var historyWarningShown = false
  /// Whether the running input was stopped by Ctrl-C.
  private var interruptedInput = false

  /// Runs the sandbox until `:quit` or Ctrl-D on an empty line; returns the exit status.
  /// `start` is run first, as if typed (`:lesson ID`, `:exercise ID`).
  static func run(
    options: GlobalOptions, language: Language, session given: Session? = nil,
    start: String? = nil
  ) -> Int32 {
    Terminal.prepare()
    defer { Terminal.restore() }  // after el_end too, whatever state libedit left behind
    guard let session = given ?? Commands(options: options, language: language).session() else {
      return 2
    }
    let historyFile = HistoryFile.standard()
    let stored = historyFile?.loadRepairing() ?? HistoryFile.Contents()
    if stored.damaged, let historyFile {
      Platform.writeError(
        language.pick(
          "warning: the history file \(historyFile.path) was damaged; what could be read was "
            + "kept (the old file is \(historyFile.damagedPath))\n",
          "警告：历史记录文件 \(historyFile.path) 已损坏；能读出的部分已保留"
            + "（旧文件在 \(historyFile.damagedPath)）\n"))
    }
    guard let editor = LineEditor(session: session, history: stored.entries) else {
      return runScripts(["-"], options: options, language: language)
    }
    defer { editor.close() }  // el_end puts the terminal back as libedit found it
    let loop = InteractiveLoop(
      session: session, editor: editor, styler: Styler(enabled: useColor(options)),
      language: language, historyFile: historyFile)
    if let start {
      loop.show(session.handle(start))
    } else {
      // Screen text, as the prompt is: never in redirected output.
      loop.writeToTerminal(session.welcomeLines().map { loop.styler.apply($0) + "\n" }.joined())
    }
    loop.readRunPrint()
    return 0
  }

  private init(
    session: Session, editor: LineEditor, styler: Styler, language: Language,
    historyFile: HistoryFile?
  ) {
    self.session = session
    self.editor = editor
    self.styler = styler
    self.language = language
    self.historyFile = historyFile
    session.interruptCheck = { [weak self] in
      guard Terminal.takeInterrupt() else { return false }
      self?.interruptedInput = true
      return true
    }
  }

  /// The loop: lines accumulate while the input is incomplete; a complete input runs as one.
  private func readRunPrint() {
    var pending: String?  // the lines of an input that is not complete yet
    while !session.wantsToQuit {
      switch editor.read(prompt: pending == nil ? session.prompt : session.continuationPrompt) {
      case .endOfInput:
        writeToTerminal("\n")  // Ctrl-D leaves the cursor after the prompt
        return
      case .interrupted:
        pending = nil  // Ctrl-C drops the whole input, also a partly typed block
        writeToTerminal("^C\n")
      case .line(let line):
        let input = pending.map { $0 + "\n" + line } ?? line
        pending = session.isIncomplete(input) ? input : nil
        if pending == nil, input.contains(where: { !$0.isWhitespace }) { execute(input) }
      }
    }
  }

  /// Writes what belongs on the screen, not in the output when that is redirected.
  private func writeToTerminal(_ text: String) {
    if Platform.isTerminal(1) { Platform.write(text) } else { Platform.writeError(text) }
  }

  private func execute(_ input: String) {
    editor.remember(input)
    save(input)
    _ = Terminal.takeInterrupt()  // a Ctrl-C from before this input must not stop it
    interruptedInput = false
    session.columns = terminalColumns()  // the window may have been resized
    session.rows = terminalRows()
    let lines = session.handle(input)
    // The terminal echoed "^C" if it was pressed while the input ran: start a fresh line.
    if interruptedInput || Terminal.takeInterrupt() { writeToTerminal("\n") }
    show(lines)
  }

  /// Prints output; the frames of `:play` are drawn in place, one after another, on a terminal.
  private func show(_ lines: [OutputLine]) {
    var frames: [[OutputLine]] = []
    var rest: [OutputLine] = []
    for line in lines {
      if case .frame(let number) = line.style {
        while frames.count <= number { frames.append([]) }
        frames[number].append(line)
      } else {
        rest.append(line)
      }
    }
    guard !frames.isEmpty, Platform.isTerminal(1) else {
      Platform.write(lines.map { styler.apply($0) + "\n" }.joined())
      return
    }
    for (index, text) in FrameDrawing(frames: frames, columns: terminalColumns()).texts(
      styler.apply
    )
    .enumerated() {
      Platform.write(text)
      if index < frames.count - 1 { Terminal.pause(milliseconds: 120) }
    }
    Platform.write(rest.map { styler.apply($0) + "\n" }.joined())
  }

  /// Saves to the history file before running, so a session killed by its input loses nothing.
  private func save(_ input: String) {
    guard let historyFile, !historyFile.append(input), !historyWarningShown else { return }
    historyWarningShown = true
    Platform.writeError(
      language.pick(
        "warning: could not save history to \(historyFile.path)\n",
        "警告：无法把历史记录保存到 \(historyFile.path)\n"))
  }
}
