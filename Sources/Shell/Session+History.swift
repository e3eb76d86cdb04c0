import CommandLanguage
import LessonEngine
import Rendering
import Simulation

extension Session {
  /// A fresh sandbox with the same settings; the log and the inputs are forgotten.
  func resetSandbox() {
    runner = CodeRunner(iosVersion: options.iosVersion)
    inputs.removeAll()
    forgetHistory()
    tutor = TutorState()
    playNext = false
    lessonRun.mode = .sandbox
  }

  /// `:undo`: replays every input but the last in a fresh sandbox, silently.
  func undo() -> [OutputLine] {
    guard let last = inputs.popLast() else { return [noteLine(.nothingToUndo)] }
    let kept = inputs
    let savedOptions = options
    let savedError = hadError
    let savedCheck = interruptCheck
    if let state = lesson, state.stepIndex < state.document.steps.count {
      rebuildStepStart(state.stepIndex)
    } else {
      resetSandbox()
    }
    options = savedOptions
    for input in kept {
      _ = run(input, fileName: nil, turnPerStatement: false) { _ in }
      inputs.append(input)
    }
    options = savedOptions
    hadError = savedError
    interruptCheck = savedCheck
    let shown = last.split(separator: "\n").first.map(String.init) ?? last
    return [noteLine(.undone(shown + (last.contains("\n") ? " …" : "")))]
  }

  /// `:save FILE`: the inputs so far, as a script `:load` or `containrepl run` replays.
  func save(to path: String) -> [OutputLine] {
    guard let files else { return [errorLine(.noFiles(path))] }
    var script = "// containrepl session\n"
    for input in inputs { script += input.hasSuffix("\n") ? input : input + "\n" }
    switch files.writeText(path, script) {
    case .success: return [noteLine(.saved(path, inputs.count))]
    case .failure(let failure): return [errorLine(.fileError(path, failure.message))]
    }
  }

  /// `:load FILE`: runs a script here, statement by statement.
  func load(_ path: String) -> MetaResult {
    guard let files else { return MetaResult(lines: [errorLine(.noFiles(path))]) }
    switch files.readText(path) {
    case .failure(let failure):
      return MetaResult(lines: [errorLine(.fileError(path, failure.message))])
    case .success(let text):
      var lines: [OutputLine] = []
      if run(text, fileName: path, turnPerStatement: true, emit: { lines += $0 }) {
        inputs.append(text)
      }
      return MetaResult(lines: lines, changesState: false)
    }
  }

  /// Plays the running animations: a screen every twelfth of their span, with the log between.
  func play(fileName: String?) -> [OutputLine] {
    var lines: [OutputLine] = []
    let renderer = {
      ScreenRenderer(
        world: self.world, ascii: self.options.ascii, language: self.options.language,
        maxRows: self.options.rows.map { max(8, $0 - 8) }, maxColumns: self.options.columns)
    }
    guard let end = world.animationsEnd else { return lines }
    let start = world.now
    let step = max(1, (end - start) / 8)
    var frame = 0
    while world.isAnimating, frame < 12 {
      lines += renderer().render().map { OutputLine($0, .frame(frame)) }
      frame += 1
      world.advance(by: step)
      lines += drain(fileName: fileName)
    }
    world.runUntilIdle()
    lines += drain(fileName: fileName)
    lines += renderer().render().map { OutputLine($0, .frame(frame)) }
    return lines
  }
}
