import CommandLanguage
import Rendering
import Simulation

/// What checks look at: the world and language after the learner's input, and what the step (or
/// scenario) logged.
public struct CheckContext {
  public let world: World
  public let interpreter: Interpreter
  public let events: [Event]
  /// The rendered output lines (diagrams, values), for `@Check(output)`.
  public let output: [String]
  /// The runs of the user's overrides of UIKit callbacks to look at (`@Check(calls-super)`).
  public let overrideRuns: [OverrideRun]
  /// The old or non-compiling spellings to look at (`@Check(current-spelling)`).
  public let spellings: [SpellingFact]
  /// The session's clock mode (`auto` or `manual`), where there is a session (`@Check(clock)`).
  public var clock: String?
  /// What came before `events` (an exercise scenario's starting code, which may run the
  /// answer's own methods): where a failed state check looks for the code behind the state
  /// when `events` hold none.
  public var earlierEvents: [Event] = []

  /// Everything the interpreter noticed counts unless the caller narrows it (an exercise looks
  /// only at what its scenario's `@Run` did).
  public init(
    world: World, interpreter: Interpreter, events: [Event], output: [String],
    overrideRuns: [OverrideRun]? = nil, spellings: [SpellingFact]? = nil
  ) {
    self.world = world
    self.interpreter = interpreter
    self.events = events
    self.output = output
    self.overrideRuns = overrideRuns ?? interpreter.facts.overrideRuns
    self.spellings = spellings ?? interpreter.facts.spellings
    self.log = LogCache(events: events, world: world)
  }

  /// The log the checks compare, formatted once however many checks read it.
  private let log: LogCache

  /// The log lines, each with the rule behind its event (`CheckEvaluator.loggedEvents`).
  public var logged: [(line: String, rule: RuleID?)] { log.logged }

  /// The log lines (`CheckEvaluator.logLines`).
  public var logLines: [String] { log.lines }
}

/// A context's log lines, formatted when first read: formatting every event is the costliest
/// part of most checks, and a scenario's checks all read the same log.
final class LogCache {
  let events: [Event]
  let world: World
  lazy var logged: [(line: String, rule: RuleID?)] = CheckEvaluator.loggedEvents(
    events, world: world)
  lazy var lines: [String] = logged.map(\.line)

  init(events: [Event], world: World) {
    self.events = events
    self.world = world
  }
}

/// The result of one check: passed, or the first divergence in UIKit terms.
public enum CheckOutcome: Equatable, Sendable {
  case pass
  case fail(String)

  public var passed: Bool { self == .pass }
}

/// Evaluates checks and explains failures as a learner would want to read them.
public struct CheckEvaluator {
  public let language: Language

  public init(language: Language) { self.language = language }

  /// The log lines the checks compare: calls, callbacks, blocks, warnings and errors, in Swift
  /// syntax, without indentation or times; layout details left out.
  public static func logLines(_ events: [Event], world: World) -> [String] {
    loggedEvents(events, world: world).map(\.line)
  }

  /// The log lines the checks compare, each with the rule behind its event.
  public static func loggedEvents(_ events: [Event], world: World) -> [(
    line: String, rule: RuleID?
  )] {
    let formatter = LogLineFormatter(world: world, syntax: .swift, language: .english)
    return events.compactMap { event in
      switch event.kind {
      case .call, .callback, .propertySet, .block, .warning, .exception:
        return event.isDetail ? nil : (normalize(formatter.body(event)), event.rule)
      default:
        return nil
      }
    }
  }

  /// A log line as checks compare it: no indentation, no time, single spaces.
  public static func normalize(_ line: String) -> String {
    let space = UInt8(ascii: " ")
    let tab = UInt8(ascii: "\t")
    // A line the formatter wrote has no time (`[…`) and no space at either end: it comes back as
    // it is when single-spaced, without the passes below.
    var copy = line
    let formatted = copy.withUTF8 { bytes in
      guard let first = bytes.first, let last = bytes.last, first != space, first != tab,
        first != UInt8(ascii: "["), last != space, last != tab
      else { return false }
      return isSingleSpaced(bytes)
    }
    if formatted { return line }
    let text = String(LogLineFormatter.strippingTime(Substring(line))).trimmingSpaces()
    if isSingleSpaced(text) { return text }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    var lastSpace = false
    for byte in text.utf8 {
      if byte == space || byte == tab {
        if !lastSpace { bytes.append(space) }
        lastSpace = true
      } else {
        bytes.append(byte)
        lastSpace = false
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Whether the text has no tab and no two spaces in a row. Spaces and tabs are single bytes in
  /// UTF-8 that never occur inside another character, so this looks at bytes.
  private static func isSingleSpaced(_ text: String) -> Bool {
    var copy = text
    return copy.withUTF8(isSingleSpaced)
  }

  /// `isSingleSpaced` of a text's bytes, read where they lie rather than through the UTF-8 view.
  private static func isSingleSpaced(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let space = UInt8(ascii: " ")
    let tab = UInt8(ascii: "\t")
    var previous: UInt8 = 0
    for byte in bytes {
      if byte == tab || (byte == space && previous == space) { return false }
      previous = byte
    }
    return true
  }

  /// Evaluates one check.
  public func evaluate(_ check: Check, in context: CheckContext) -> CheckOutcome {
    let l = language
    switch check {
    case .state(let expression):
      switch context.interpreter.inspect(expression, language: l) {
      case .failure(let message):
        return .fail(
          l.pick(
            "the check `\(expression)` could not be evaluated: \(message)",
            "检查 `\(expression)` 无法求值：\(message)"))
      case .value(_, let truth):
        if truth == true { return .pass }
        return .fail(explainFalse(expression, context))
      }
    case .clock(let mode):
      guard let clock = context.clock, clock != mode else { return .pass }
      return .fail(
        mode == "auto"
          ? l.pick(
            "the clock is still manual, so nothing finishes by itself: type :clock auto (and :wait to end what is running)",
            "时钟仍是手动的，动画不会自己结束：输入 :clock auto（再用 :wait 结束正在进行的动画）")
          : l.pick(
            "this step needs the clock stopped: type :clock manual first (:retry starts the step again)",
            "这一步需要先停住时钟：先输入 :clock manual（:retry 可以重新开始这一步）"))
    case .appearance(let name, let expected):
      guard case .value(.controller(let id), _) = context.interpreter.inspect(name) else {
        return .fail(
          l.pick("there is no view controller called \(name) yet", "还没有名为 \(name) 的视图控制器"))
      }
      let actual = context.world.controller(id).appearance
      if actual == expected { return .pass }
      return .fail(
        l.pick(
          "\(name) should be \(expected.rawValue) but is \(actual.rawValue)",
          "\(name) 应当是 \(expected.rawValue) 状态，实际是 \(actual.rawValue)"))
    case .logOrder(let expected):
      return logOrder(
        expected.map(CheckEvaluator.normalize),
        context.logLines)
    case .logExact(let expected):
      return logExact(
        expected.map(CheckEvaluator.normalize),
        context.logLines)
    case .logCount(let line, let count):
      let target = CheckEvaluator.normalize(line)
      let actual = context.logLines
        .filter { CheckEvaluator.matches(target, $0) }.count
      if actual == count { return .pass }
      if actual == 0 {
        let shown = target.replacing(ascii: UInt8(ascii: "*"), with: "…")
        return .fail(l.pick("\(shown) never came", "一直没有 \(shown)"))
      }
      let shown = target.replacing(ascii: UInt8(ascii: "*"), with: "…")
      return .fail(
        l.pick(
          "\(shown) came \(actual) time\(actual == 1 ? "" : "s"); it should come exactly \(count)",
          "\(shown) 出现了 \(actual) 次；应当恰好出现 \(count) 次"))
    case .noWarnings:
      let formatter = LogLineFormatter(world: context.world, syntax: .swift, language: l)
      for event in context.events {
        if case .warning(let issue) = event.kind {
          return .fail(
            l.pick("UIKit printed a warning: ", "UIKit 打印了警告：") + formatter.issueText(issue))
        }
      }
      return .pass
    case .noErrors:
      let formatter = LogLineFormatter(world: context.world, syntax: .swift, language: l)
      for event in context.events {
        if case .exception(let issue) = event.kind {
          let name = issue.exceptionName.map { $0 + ": " } ?? ""
          return .fail(
            l.pick("an exception stopped the code: ", "代码被异常中止：") + name
              + formatter.issueText(issue))
        }
        if case .hostNote(let number) = event.kind, number < context.interpreter.notes.count,
          case .diagnostic(let diagnostic, _) = context.interpreter.notes[number],
          diagnostic.severity.isFailure
        {
          return .fail(l.pick("the code has an error: ", "代码有错误：") + diagnostic.message.text(l))
        }
      }
      return .pass
    case .outputContains(let text):
      // Diagrams pad their columns, so runs of spaces compare as one. The text may name what the
      // learner chose (`header: \(news.headerText())`): the wanted text is theirs.
      let shown = interpolated(text, context)
      let wanted = shown.collapsingSpaces()
      if context.output.contains(where: { $0.collapsingSpaces().contains(wanted) }) { return .pass }
      return .fail(l.pick("the output should show `\(shown)`", "输出中应当出现 `\(shown)`"))
    case .noOrphanViews:
      let world = context.world
      for record in world.controllers
      where record.parent == nil && record.id != world.rootController {
        guard let view = record.view, world.isInWindow(view) else { continue }
        return .fail(
          l.pick(
            "\(record.name).view is on screen but \(record.name) is not a child of any controller",
            "\(record.name).view 在屏幕上，但 \(record.name) 不是任何控制器的子控制器"))
      }
      return .pass
    case .callsSuper, .currentSpelling, .balancedAppearance, .slide:
      return explainBehaviour(check, in: context).map { .fail($0.happened) } ?? .pass
    }
  }

  /// The text with each `\(EXPRESSION)` replaced by the expression's value in the learner's
  /// session (a string as it prints), so that an output check wants what the learner chose.
  /// An expression that cannot be evaluated stays as it is written.
  func interpolated(_ text: String, _ context: CheckContext) -> String {
    guard text.contains("\\(") else { return text }
    var result = ""
    var rest = Substring(text)
    while let start = rest.firstRange(of: "\\(") {
      result += rest[..<start.lowerBound]
      var depth = 1
      var end = start.upperBound
      while end < rest.endIndex {
        if rest[end] == "(" { depth += 1 } else if rest[end] == ")" { depth -= 1 }
        if depth == 0 { break }
        end = rest.index(after: end)
      }
      guard end < rest.endIndex else { return result + rest }
      let expression = String(rest[start.upperBound..<end])
      switch context.interpreter.inspect(expression, language: language) {
      case .value(.string(let value), _): result += value
      case .value(let value, _):
        result += ValueFormatter(world: context.world, syntax: .swift).format(value)
      case .failure: result += rest[start.lowerBound...end]
      }
      rest = rest[rest.index(after: end)...]
    }
    return result + rest
  }

  /// An output check's text as a goal line says it before anything ran: each `\(EXPRESSION)`
  /// named as what the expression returns.
  public static func describing(_ text: String, _ language: Language) -> String {
    var result = ""
    var rest = Substring(text)
    while let start = rest.firstRange(of: "\\("),
      let end = rest[start.upperBound...].lastIndex(of: ")")
    {
      result += rest[..<start.lowerBound]
      let expression = rest[start.upperBound..<end]
      result += language.pick("(what \(expression) returns)", "（\(expression) 的返回值）")
      rest = rest[rest.index(after: end)...]
    }
    return result + rest
  }

  /// For `a == b` style checks, says what the left side is instead.
  private func explainFalse(_ expression: String, _ context: CheckContext) -> String {
    let l = language
    for op in ["===", "!==", "==", "!="] {
      // Splitting is costly; an operator whose bytes are not there cannot split the text.
      guard expression.mayContain(ascii: op) else { continue }
      let parts = expression.split(separator: op, omittingEmptySubsequences: false)
      guard parts.count == 2 else { continue }
      let left = parts[0].trimmingSpaces()
      let right = parts[1].trimmingSpaces()
      let formatter = ValueFormatter(world: context.world, syntax: .swift)
      if case .value(let value, _) = context.interpreter.inspect(left) {
        let shown = formatter.format(value)
        return op.hasPrefix("!")
          ? l.pick("\(left) should not be \(right), but it is", "\(left) 不应当是 \(right)，但它是")
          : l.pick(
            "\(left) should be \(right), but it is \(shown)", "\(left) 应当是 \(right)，实际是 \(shown)")
      }
    }
    return l.pick("`\(expression)` should be true, but it is false", "`\(expression)` 应当为真，实际为假")
  }

  /// Whether a logged `X.insertSubview(Y, at: 0)` (or `belowSubview:`, `aboveSubview:`) stands
  /// for an expected `X.addSubview(Y)`: the view joins the same superview, the window and the
  /// appearance callbacks alike, only at another place among its siblings.
  static func insertsAsAdds(_ pattern: String, _ line: String) -> Bool {
    guard line.utf8.count > pattern.utf8.count, pattern.hasSuffix(")") else { return false }
    // The two lines agree up to the dot after the receiver and part at the method's name, found
    // by comparing bytes: searching each line for the name was a third of the work of grading
    // an answer (1.3 of 3.9 million instructions, measured with callgrind).
    let shared = zip(pattern.utf8, line.utf8).lazy.prefix { $0 == $1 }.count
    guard shared > 0 else { return false }
    let add = pattern.utf8.index(pattern.utf8.startIndex, offsetBy: shared - 1)
    let insert = line.utf8.index(line.utf8.startIndex, offsetBy: shared - 1)
    let addName = ".addSubview("
    let insertName = ".insertSubview("
    guard pattern[add...].hasPrefix(addName), line[insert...].hasPrefix(insertName) else {
      return false
    }
    let view = pattern[add...].dropFirst(addName.count).dropLast()
    return line[insert...].dropFirst(insertName.count).hasPrefix(view + ", ")
  }

  /// Whether a log line matches an expected one, where `*` in the expected line stands for any
  /// text (`container.transition(from: a, to: b, duration: *`).
  public static func matches(_ pattern: String, _ line: String) -> Bool {
    // Runs for every expected line against every logged one: the contiguous bytes are searched
    // for `*` at a fraction of the cost of iterating the UTF-8 view.
    let star = UInt8(ascii: "*")
    let isWild =
      pattern.utf8.withContiguousStorageIfAvailable { $0.contains(star) }
      ?? pattern.utf8.contains(star)
    guard isWild else { return pattern == line || insertsAsAdds(pattern, line) }
    let parts = pattern.split(separator: "*", omittingEmptySubsequences: false)
    var rest = Substring(line)
    for (index, part) in parts.enumerated() {
      if index == 0 {
        guard rest.hasPrefix(part) else { return false }
        rest = rest.dropFirst(part.count)
      } else if index == parts.count - 1 {
        return part.isEmpty || rest.hasSuffix(part)
      } else if !part.isEmpty {
        guard let start = rest.indices.first(where: { rest[$0...].hasPrefix(part) }) else {
          return false
        }
        rest = rest[rest.index(start, offsetBy: part.count)...]
      }
    }
    return true
  }

  /// Where lines expected in order first go wrong in a log: the line, the one before it, and
  /// whether the line comes at all (then it comes too early). Nil when they all come in order.
  static func orderBreak(_ expected: [String], _ actual: [String]) -> (
    line: String, previous: String?, comes: Bool
  )? {
    var position = 0
    var previous: String?
    for line in expected {
      if let found = actual[position...].firstIndex(where: { CheckEvaluator.matches(line, $0) }) {
        position = found + 1
        previous = line
        continue
      }
      return (line, previous, actual.contains(where: { CheckEvaluator.matches(line, $0) }))
    }
    return nil
  }

  private func logOrder(_ expected: [String], _ actual: [String]) -> CheckOutcome {
    let l = language
    guard let (line, previous, comes) = CheckEvaluator.orderBreak(expected, actual) else {
      return .pass
    }
    guard comes else { return .fail(l.pick("\(line) never came", "一直没有 \(line)")) }
    guard let previous else { return .fail(l.pick("\(line) came too late", "\(line) 来得太晚")) }
    return .fail(
      l.pick(
        "\(line) came before \(previous), not after it", "\(line) 出现在 \(previous) 之前，而不是之后"))
  }

  private func logExact(_ expected: [String], _ actual: [String]) -> CheckOutcome {
    let l = language
    for index in 0..<max(expected.count, actual.count) {
      let want = index < expected.count ? expected[index] : nil
      let got = index < actual.count ? actual[index] : nil
      if let want, let got, CheckEvaluator.matches(want, got) { continue }
      if want == got { continue }
      switch (want, got) {
      case (let want?, let got?):
        return .fail(
          l.pick(
            "line \(index + 1) of the log should be `\(want)` but is `\(got)`",
            "日志第 \(index + 1) 行应当是 `\(want)`，实际是 `\(got)`"))
      case (let want?, nil):
        return .fail(l.pick("the log stops before `\(want)`", "日志在 `\(want)` 之前就结束了"))
      case (nil, let got?):
        return .fail(l.pick("the log has an extra line `\(got)`", "日志多了一行 `\(got)`"))
      default:
        break
      }
    }
    return .pass
  }
}

extension String {
  /// The text with each run of spaces as one space.
  func collapsingSpaces() -> String {
    var result = ""
    for character in self where !(character == " " && result.last == " ") {
      result.append(character)
    }
    return result
  }
}
