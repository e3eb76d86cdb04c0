import CommandLanguage
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
      let suggestion = nearestMetaName(word)
      return MetaResult(lines: [errorLine(.unknownMeta(word, suggestion))])
    }
    return perform(command, arguments, fileName: fileName)
  }

  private func nearestMetaName(_ word: String) -> String? {
    let names = MetaCommand.allCases.map(\.rawValue)
    var best: (String, Int)?
    for name in names {
      let distance = levenshtein(word.lowercased(), name)
      if distance <= 2, best == nil || distance < (best?.1 ?? 99) { best = (name, distance) }
    }
    return best?.0
  }

  func errorLine(_ message: ShellMessage) -> OutputLine {
    hadError = true
    return OutputLine("error: " + message.text(options.language), .error)
  }

  func infoLines(_ texts: [String]) -> [OutputLine] { texts.map { OutputLine($0, .info) } }

  private func perform(_ command: MetaCommand, _ arguments: [String], fileName: String?)
    -> MetaResult
  {
    switch command {
    case .forward:
      guard let flag = onOff(arguments) else { return usage(command) }
      let container = interpreter.selfController
      var lines: [OutputLine] = []
      if interpreter.dropOverride(.shouldAutomaticallyForwardAppearanceMethods) {
        lines.append(OutputLine(ShellMessage.overrideDropped.text(options.language), .note))
      }
      world.setForwardsAppearance(container, flag)
      return MetaResult(lines: lines, changesState: true)
    case .clock:
      guard arguments.count == 1, let mode = ClockMode(rawValue: arguments[0]) else {
        return usage(command)
      }
      options.clock = mode
      return MetaResult(lines: [], changesState: true)
    case .tick:
      guard arguments.count == 1, let seconds = Double(arguments[0]), seconds.isFinite,
        seconds >= 0, seconds <= 86_400
      else { return usage(command) }
      interpreter.beginInput()
      let completed = world.advance(by: Int64(seconds * 1_000_000))
      var lines = drain(fileName: fileName)
      if !completed { lines.append(OutputLine(ShellMessage.cutOff.text(options.language), .note)) }
      return MetaResult(lines: lines, changesState: true)
    case .wait:
      guard arguments.isEmpty else { return usage(command) }
      interpreter.beginInput()
      let completed = world.runUntilIdle()
      var lines = drain(fileName: fileName)
      if !completed { lines.append(OutputLine(ShellMessage.cutOff.text(options.language), .note)) }
      return MetaResult(lines: lines, changesState: true)
    case .rotate:
      guard arguments.count == 1, let orientation = Orientation(rawValue: arguments[0]) else {
        return usage(command)
      }
      interpreter.beginInput()
      do {
        try world.rotate(to: orientation)
      } catch {
        interpreter.fail(error)
      }
      return MetaResult(lines: finishTurn(fileName: fileName), changesState: true)
    case .ios:
      guard arguments.count == 1, let version = Int(arguments[0]), (5...26).contains(version) else {
        return usage(command)
      }
      options.iosVersion = version
      world.iosVersion = version
      return MetaResult(lines: [], changesState: true)
    case .tree:
      let renderer = ControllerTreeRenderer(
        world: world, glyphs: .forASCII(options.ascii), language: options.language)
      return MetaResult(lines: infoLines(renderer.render()))
    case .log:
      return logCommand(arguments)
    case .syntax:
      guard arguments.count == 1, let syntax = LogSyntax(rawValue: arguments[0]) else {
        return usage(command)
      }
      options.syntax = syntax
      return MetaResult(lines: [])
    case .lang:
      guard arguments.count == 1, let language = Language(code: arguments[0]) else {
        return usage(command)
      }
      options.language = language
      return MetaResult(lines: [])
    case .quit:
      wantsToQuit = true
      return MetaResult(lines: [])
    }
  }

  private func logCommand(_ arguments: [String]) -> MetaResult {
    switch arguments.first {
    case "clear":
      history.removeAll()
      return MetaResult(lines: [])
    case "brief":
      options.detail = .brief
      return MetaResult(lines: [])
    case "verbose":
      options.detail = .verbose
      return MetaResult(lines: [])
    case nil:
      let lines = render(history, fileName: nil)
      let width = String(lines.count).count
      return MetaResult(
        lines: lines.enumerated().map { index, line in
          let number = String(index + 1)
          return OutputLine(
            String(repeating: " ", count: max(0, width - number.count)) + number + "  "
              + line.text, line.style)
        })
    default:
      return usage(.log)
    }
  }

  private func onOff(_ arguments: [String]) -> Bool? {
    guard arguments.count == 1 else { return nil }
    switch arguments[0] {
    case "on": return true
    case "off": return false
    default: return nil
    }
  }

  private func usage(_ command: MetaCommand) -> MetaResult {
    MetaResult(lines: [errorLine(.usage(command.usage))])
  }
}

/// Edit distance for meta command suggestions.
func levenshtein(_ a: String, _ b: String) -> Int {
  let a = Array(a)
  let b = Array(b)
  if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
  var previous = Array(0...b.count)
  for i in 1...a.count {
    var current = [i] + Array(repeating: 0, count: b.count)
    for j in 1...b.count {
      current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
    }
    previous = current
  }
  return previous[b.count]
}
