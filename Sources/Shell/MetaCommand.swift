import CommandLanguage
import LessonEngine
import Simulation

/// The meta commands (`:name`), apart from the language as in the Swift REPL.
public enum MetaCommand: String, CaseIterable, Sendable {
  case help, tree, views, screen, timeline, export, play, log, why
  case forward, clock, tick, wait, rotate, ios
  case add, remove, undo, reset, save, load
  case hints, lang, syntax, ascii, welcome, quit
  case lesson, lessons, next, retry, back, hint, goal, check, solution, answer
  case exercise, exercises, predict
  case tap, pan, notes

  /// The command a typed word names: exact, or a unique prefix.
  static func match(_ word: String) -> MetaCommand? {
    let lowered = word.lowercased()
    if let exact = MetaCommand(rawValue: lowered) { return exact }
    let candidates = allCases.filter { $0.rawValue.hasPrefix(lowered) }
    // `:n` was `:next` before `:notes` existed, and lessons teach it.
    if lowered == "n" { return .next }
    return candidates.count == 1 ? candidates[0] : nil
  }

  /// How the command is written with its arguments, placeholders in the interface language
  /// (`:tick SECONDS`, `:tick 秒数`).
  func usage(_ language: Language) -> String {
    guard language == .chinese else { return usage }
    var text = usage
    for (english, chinese) in Self.chinesePlaceholders {
      text = text.replacingWord(english, with: chinese)
    }
    return text
  }

  static let chinesePlaceholders = [
    ("TOPIC", "主题"), ("SECONDS", "秒数"), ("FILE", "文件"), ("VERSION", "版本"), ("NAME", "名称"),
    ("VIEW", "视图"), ("DX", "横向距离"), ("DY", "纵向距离"),
  ]

  /// How the command is written with its arguments.
  var usage: String {
    switch self {
    case .help: return ":help [TOPIC]"
    case .tree: return ":tree"
    case .views: return ":views"
    case .screen: return ":screen"
    case .timeline: return ":timeline [N]"
    case .export: return ":export tree|views|screen|timeline|session|xctest FILE"
    case .play: return ":play"
    case .log: return ":log [clear|brief|verbose]"
    case .why: return ":why [N] [more]"
    case .forward: return ":forward on|off"
    case .clock: return ":clock auto|manual"
    case .tick: return ":tick SECONDS"
    case .wait: return ":wait"
    case .rotate: return ":rotate portrait|landscapeLeft|landscapeRight|portraitUpsideDown"
    case .ios: return ":ios VERSION"
    case .add: return ":add NAME"
    case .remove: return ":remove NAME"
    case .undo: return ":undo"
    case .reset: return ":reset"
    case .save: return ":save FILE"
    case .load: return ":load FILE"
    case .hints: return ":hints on|off"
    case .lang: return ":lang en|zh"
    case .syntax: return ":syntax swift|objc"
    case .ascii: return ":ascii on|off"
    case .welcome: return ":welcome on|off"
    case .quit: return ":quit"
    case .lesson: return ":lesson [ID]"
    case .lessons: return ":lessons"
    case .next: return ":next"
    case .retry: return ":retry"
    case .back: return ":back"
    case .hint: return ":hint"
    case .goal: return ":goal"
    case .check: return ":check"
    case .solution: return ":solution"
    case .answer: return ":answer N"
    case .exercise: return ":exercise [ID]"
    case .exercises: return ":exercises"
    case .predict: return ":predict [clear|undo]"
    case .tap: return ":tap VIEW"
    case .pan: return ":pan VIEW DX [DY]"
    case .notes: return ":notes"
    }
  }
}

extension MetaCommand {
  /// Arguments that depend on the session (names of controllers).
  static func argumentCompletions(_ command: MetaCommand, session: Session) -> [String] {
    switch command {
    case .add, .remove:
      return session.interpreter.variableNames.filter {
        if case .controller? = session.interpreter.variable($0) { return true }
        return false
      }
    case .help:
      return allCases.map(\.rawValue) + HelpTopic.allCases.map(\.rawValue)
    case .hints, .ascii, .welcome:
      return ["on", "off"]
    case .lesson:
      return session.catalog.lessonIDs
    case .exercise:
      return session.catalog.exerciseIDs
    case .predict:
      return ["clear", "undo"]
    case .export:
      return ExportKind.allCases.map(\.rawValue)
    default:
      return []
    }
  }
}

extension String {
  /// The text with every whole upper-case word `word` replaced.
  func replacingWord(_ word: String, with replacement: String) -> String {
    var result = ""
    var current = ""
    func flush() {
      result += current == word ? replacement : current
      current = ""
    }
    for character in self {
      if character.isLetter && character.isUppercase {
        current.append(character)
      } else {
        flush()
        result.append(character)
      }
    }
    flush()
    return result
  }
}
