import CommandLanguage
import Rendering
import Simulation

extension CheckEvaluator {
  /// Explains a failed check in UIKit terms: what happened, what was expected, and the rule
  /// behind it — from the check itself, the answer's log, or (for a line that never came) the
  /// reference solution's log (`reference`: its lines with their rules). Never checker notation:
  /// `*` is written `…`, comparisons in words, helper values as the values they are.
  public func explain(
    _ check: Check, name: String, in context: CheckContext,
    reference: [(line: String, rule: RuleID?)] = []
  ) -> CheckExplanation {
    let l = language
    if let behaviour = explainBehaviour(check, in: context) { return behaviour }
    let logged = context.logged
    /// The rule behind the first line the pattern matches; an open question is no explanation.
    func rule(of pattern: String) -> RuleID? {
      let target = CheckEvaluator.normalize(pattern)
      func explains(_ entry: (line: String, rule: RuleID?)) -> Bool {
        guard let rule = entry.rule, CheckEvaluator.matches(target, entry.line) else {
          return false
        }
        let evidence = RuleCatalog.rule(rule)?.evidence
        return evidence != .unknown && evidence != .containrepl
      }
      // The reference's lines first, then the answer's, without joining the two logs.
      return (reference.first(where: explains) ?? logged.first(where: explains))?.rule
    }
    func shown(_ pattern: String) -> String {
      pattern.replacing(ascii: UInt8(ascii: "*"), with: "…")
    }
    switch check {
    case .state(let expression):
      return explainState(expression, name: name, context)
    case .appearance(let controller, let state):
      let actual: String
      if case .value(.controller(let id), _) = context.interpreter.inspect(controller) {
        actual = context.world.controller(id).appearance.rawValue
      } else {
        actual = l.pick("not a view controller yet", "还不是视图控制器")
      }
      return CheckExplanation(
        happened: l.pick("\(controller) is \(actual)", "\(controller) 处于 \(actual) 状态"),
        expected: l.pick(
          "\(controller) is \(state.rawValue)", "\(controller) 处于 \(state.rawValue) 状态"))
    case .logOrder(let lines):
      let actual = logged.map(\.line)
      let expected = lines.map(CheckEvaluator.normalize)
      let sequence = expected.map(shown).joined(separator: " → ")
      if let (line, previous, comes) = CheckEvaluator.orderBreak(expected, actual) {
        let happened: String
        if comes {
          happened =
            previous.map {
              l.pick(
                "\(shown(line)) came before \(shown($0))", "\(shown(line)) 出现在 \(shown($0)) 之前")
            } ?? l.pick("\(shown(line)) came too late", "\(shown(line)) 来得太晚")
        } else {
          happened =
            codeCall(instead: line, in: context)
            ?? l.pick("\(shown(line)) never came", "一直没有 \(shown(line))")
        }
        return CheckExplanation(
          happened: happened, expected: l.pick("in this order: ", "按这个顺序：") + sequence,
          rule: rule(of: line))
      }
      return CheckExplanation(happened: "", expected: sequence)
    case .logExact(let lines):
      let actual = logged.map(\.line)
      let expected = lines.map(CheckEvaluator.normalize)
      for index in 0..<max(expected.count, actual.count) {
        let want = index < expected.count ? expected[index] : nil
        let got = index < actual.count ? actual[index] : nil
        if let want, let got, CheckEvaluator.matches(want, got) { continue }
        let happened =
          got.map { l.pick("line \(index + 1) of the log is \($0)", "日志第 \(index + 1) 行是 \($0)") }
          ?? l.pick("the log ends after \(actual.count) lines", "日志在第 \(actual.count) 行之后就结束了")
        let wanted =
          want.map { l.pick("line \(index + 1) is \(shown($0))", "第 \(index + 1) 行是 \(shown($0))") }
          ?? l.pick("the log ends after \(expected.count) lines", "日志在第 \(expected.count) 行结束")
        return CheckExplanation(
          happened: happened, expected: wanted,
          rule: want.flatMap(rule(of:)) ?? got.flatMap(rule(of:)))
      }
      return CheckExplanation(happened: "", expected: "")
    case .logCount(let line, let count):
      let target = CheckEvaluator.normalize(line)
      let times = logged.filter { CheckEvaluator.matches(target, $0.line) }.count
      return CheckExplanation(
        happened: times == 0
          ? codeCall(instead: target, in: context)
            ?? l.pick("\(shown(target)) never came", "一直没有 \(shown(target))")
          : l.pick(
            "\(shown(target)) came \(times) time\(times == 1 ? "" : "s")",
            "\(shown(target)) 出现了 \(times) 次"),
        expected: count == 0
          ? l.pick("\(shown(target)) does not come", "不出现 \(shown(target))")
          : l.pick(
            "\(shown(target)) exactly \(count == 1 ? "once" : "\(count) times")",
            "\(shown(target)) 恰好出现 \(count) 次"),
        rule: rule(of: target))
    case .noWarnings, .noErrors:
      let formatter = LogLineFormatter(world: context.world, syntax: .swift, language: l)
      for event in context.events {
        switch event.kind {
        case .warning(let issue) where check == .noWarnings:
          return CheckExplanation(
            happened: l.pick("UIKit printed: ", "UIKit 打印了：") + "warning: "
              + formatter.issueText(issue),
            expected: l.pick("no UIKit warning", "没有 UIKit 警告"), rule: issue.rule)
        case .exception(let issue) where check == .noErrors:
          return CheckExplanation(
            happened: l.pick("UIKit raised ", "UIKit 抛出了 ")
              + (issue.exceptionName.map { $0 + ": " } ?? "") + formatter.issueText(issue),
            expected: l.pick("no error or exception", "没有错误或异常"), rule: issue.rule)
        default: continue
        }
      }
      return CheckExplanation(
        happened: evaluate(check, in: context).failureText,
        expected: check == .noWarnings
          ? l.pick("no UIKit warning", "没有 UIKit 警告")
          : l.pick("no error or exception", "没有错误或异常"))
    case .outputContains(let written):
      let text = interpolated(written, context)
      return CheckExplanation(
        happened: l.pick("the output does not show \(text)", "输出中没有 \(text)"),
        expected: l.pick("the output shows \(text)", "输出中出现 \(text)"))
    case .noOrphanViews:
      return CheckExplanation(
        happened: evaluate(check, in: context).failureText,
        expected: l.pick(
          "every view on screen belongs to the root view controller or to a child",
          "屏幕上的每个视图都属于根视图控制器或某个子控制器"))
    case .clock(let mode):
      return CheckExplanation(
        happened: evaluate(check, in: context).failureText,
        expected: l.pick("the clock is \(mode)", "时钟为 \(mode)"))
    case .callsSuper, .currentSpelling, .balancedAppearance, .slide:
      return CheckExplanation(happened: "", expected: name)
    }
  }

  /// What the answer's code called in place of a call that never came (`pattern`): the same
  /// method with its receiver and its argument swapped ("the other way round"), else the same
  /// method on the same receiver or with the same argument; nil when the code made no such call.
  func codeCall(instead pattern: String, in context: CheckContext) -> String? {
    guard let wanted = CallShape(pattern) else { return nil }
    let formatter = LogLineFormatter(world: context.world, syntax: .swift, language: .english)
    var similar: String?
    var sameReceiver: String?
    for event in context.events where event.isUserCall {
      switch event.kind {
      case .call, .callback: break
      default: continue
      }
      let line = CheckEvaluator.normalize(formatter.body(event))
      guard let call = CallShape(line), call.method == wanted.method, call.label == wanted.label
      else { continue }
      let swapped =
        wanted.receiver != wanted.argument
        && CheckEvaluator.matches(String(wanted.receiver), String(call.argument))
        && CheckEvaluator.matches(String(wanted.argument), String(call.receiver))
      if swapped {
        return language.pick(
          "your code calls \(line), the other way round", "你的代码调用的是 \(line)，方向反了")
      }
      // The same argument on another receiver says more than another argument on the same
      // receiver (`box.addSubview(content.view)` rather than `view.addSubview(box)`).
      if similar == nil, CheckEvaluator.matches(String(wanted.argument), String(call.argument)) {
        similar = line
      } else if sameReceiver == nil,
        CheckEvaluator.matches(String(wanted.receiver), String(call.receiver))
      {
        sameReceiver = line
      }
    }
    return (similar ?? sameReceiver).map {
      language.pick("your code calls \($0) instead", "你的代码调用的是 \($0)")
    }
  }

  /// `a.parent === container` → "content.parent is nil" / "content.parent is container"; a
  /// helper's value is shown as the value (`CGRect(…)`), not as the helper's expression.
  private func explainState(_ expression: String, name: String, _ context: CheckContext)
    -> CheckExplanation
  {
    let l = language
    let formatter = ValueFormatter(world: context.world, syntax: .swift)
    func value(_ text: String) -> String? {
      if case .value(let value, _) = context.interpreter.inspect(text) {
        return formatter.format(value)
      }
      return nil
    }
    for op in ["===", "!==", "==", "!="] {
      // Splitting is costly; an operator whose bytes are not there cannot split the text.
      guard expression.mayContain(ascii: op) else { continue }
      let parts = expression.split(separator: op, omittingEmptySubsequences: false)
      guard parts.count == 2 else { continue }
      let left = parts[0].trimmingSpaces()
      let right = parts[1].trimmingSpaces()
      // Only a chain of UIKit properties is shown as it is written; a checker's helper
      // (`presentationFrame(…)`) is not UIKit, so the check is named in its author's words.
      guard Self.isPropertyPath(left), let actual = value(left) else { break }
      let target = value(right) ?? right
      let negated = op.hasPrefix("!")
      let state = l.pick("\(left) is \(actual)", "\(left) 是 \(actual)")
      let cause = stateCause(
        of: left, expected: negated ? nil : right, value: negated ? nil : target,
        actual: actual, in: context)
      return CheckExplanation(
        happened: cause.map { state + l.pick(": ", "：") + $0 } ?? state,
        expected: negated
          ? l.pick("\(left) is not \(target)", "\(left) 不是 \(target)")
          : l.pick("\(left) is \(target)", "\(left) 是 \(target)"))
    }
    if Self.isPropertyPath(expression), let actual = value(expression) {
      return CheckExplanation(
        happened: l.pick("\(expression) is \(actual)", "\(expression) 是 \(actual)"),
        expected: l.pick("\(expression) is true", "\(expression) 是 true"))
    }
    return CheckExplanation(
      happened: l.pick("that is not so after your code ran", "你的代码运行之后并非如此"), expected: name)
  }

  /// The UIKit calls that make and end the relationship a property names, as log lines:
  /// `{owner}` is the object whose property a check reads, `{value}` the object the property
  /// should name. `children` reads the `parent` row the other way round.
  static let relationCalls: [String: (makes: String, ends: String)] = [
    "parent": ("{value}.addChild({owner})", "{owner}.removeFromParent()"),
    "superview": ("{value}.addSubview({owner})", "{owner}.removeFromSuperview()"),
  ]

  /// What the answer's code did that left `path` (`content.parent`) as the check found it,
  /// from the run's own log: the calls that make or end the relationship it names, else the
  /// assignments to it; nil when there is nothing to say. `expected` is the check's right-hand
  /// side when it asks for a value (nil: it asks for nil, or for anything but a value), `value`
  /// that side's value as the log shows values.
  func stateCause(
    of path: String, expected: String?, value: String?, actual: String, in context: CheckContext
  ) -> String? {
    guard let dot = path.lastIndex(of: ".") else { return nil }
    let owner = String(path[..<dot])
    let property = String(path[path.index(after: dot)...])
    let expected = expected.flatMap { $0 == "nil" ? nil : $0 }
    if let overridable = OverridableProperty(rawValue: property),
      case .value(.controller(let controller), _) = context.interpreter.inspect(owner)
    {
      return context.interpreter.overrides(overridable, of: controller)
        ? language.pick(
          "your override of \(property) returns \(actual)", "你重写的 \(property) 返回 \(actual)")
        : language.pick(
          "your code does not override \(property), and UIKit's answer is \(actual)",
          "你的代码没有重写 \(property)，UIKit 的默认值是 \(actual)")
    }
    let formatter = LogLineFormatter(world: context.world, syntax: .swift, language: .english)
    /// The answer's calls and assignments: beneath a line of the scenario's own code (depth
    /// 0), which calls the answer's methods or makes UIKit call its overrides.
    func code(_ events: [Event]) -> (
      calls: [String], assignments: [(line: String, value: Substring)]
    ) {
      var calls: [String] = []
      var assignments: [(line: String, value: Substring)] = []
      for event in events where event.isUserCall && event.depth > 0 {
        switch event.kind {
        case .call: calls.append(CheckEvaluator.normalize(formatter.body(event)))
        case .propertySet:
          let line = CheckEvaluator.normalize(formatter.body(event))
          guard let equals = line.firstRange(of: " = "),
            CheckEvaluator.matches(path, String(line[..<equals.lowerBound]))
          else { continue }
          assignments.append((line, line[equals.upperBound...]))
        default: continue
        }
      }
      return (calls, assignments)
    }
    let now = code(context.events)
    let cause = stateCause(
      of: owner, property, path, expected: expected, value: value, actual: actual,
      calls: now.calls, assignments: now.assignments)
    guard cause.saidNothing, !context.earlierEvents.isEmpty else { return cause.text }
    // Nothing of the answer's touched it in this step: the state comes from an earlier one.
    let before = code(context.earlierEvents)
    let earlier = stateCause(
      of: owner, property, path, expected: expected, value: value, actual: actual,
      calls: before.calls, assignments: before.assignments)
    guard !earlier.saidNothing, let text = earlier.text else { return cause.text }
    return language.pick("before this step, ", "在这一步之前，") + text
  }

  /// `stateCause(of:expected:value:actual:in:)` from the answer's calls and assignments;
  /// `saidNothing` when the code made none that touch the property.
  private func stateCause(
    of owner: String, _ property: String, _ path: String, expected: String?, value: String?,
    actual: String, calls: [String], assignments: [(line: String, value: Substring)]
  ) -> (text: String?, saidNothing: Bool) {
    if property == "children" {
      let text = childrenCause(of: owner, expected: expected, actual: actual, calls: calls)
      return (text?.text, text?.saidNothing ?? true)
    }
    if let row = Self.relationCalls[property] {
      func filled(_ template: String, _ value: String) -> String {
        template.replacing("{owner}", with: owner).replacing("{value}", with: value)
      }
      let made = CallShape(filled(row.makes, "_"))
      let ended = CallShape(filled(row.ends, "_"))
      let involved = calls.filter { line in
        guard let call = CallShape(line) else { return false }
        return (call.method == made?.method && CheckEvaluator.matches(owner, String(call.argument)))
          || (call.method == ended?.method && CheckEvaluator.matches(owner, String(call.receiver)))
      }
      let wanted = expected.map { filled(row.makes, $0) } ?? filled(row.ends, "_")
      return (callsCause(involved, wanted: wanted), involved.isEmpty)
    }
    guard !assignments.isEmpty else {
      return (language.pick("your code never sets \(path)", "你的代码从未给 \(path) 赋值"), true)
    }
    let shown = assignments.suffix(3).map(\.line)
    let set = listed(shown, "your code sets ", "你的代码执行了 ")
    guard let value, value != "nil", !assignments.contains(where: { $0.value == value }) else {
      return (set, false)
    }
    return (set + language.pick(", never to \(value)", "，从未设为 \(value)"), false)
  }

  /// "your code calls A, then B" with ", never W" when the wanted call is not among them, or
  /// "your code never calls W".
  private func callsCause(_ involved: [String], wanted: String) -> String {
    guard !involved.isEmpty else {
      return language.pick("your code never calls \(wanted)", "你的代码从未调用 \(wanted)")
    }
    let said = listed(involved.suffix(3).map { $0 }, "your code calls ", "你的代码调用了 ")
    if involved.last == wanted { return said }
    return said
      + (involved.contains(wanted)
        ? "" : language.pick(", never \(wanted)", "，从未调用 \(wanted)"))
  }

  /// `container.children == [first]`: for each child missing, its `addChild`; for each child
  /// too many, its `removeFromParent()`.
  private func childrenCause(
    of owner: String, expected: String?, actual: String, calls: [String]
  ) -> (text: String, saidNothing: Bool)? {
    guard let expected, let row = Self.relationCalls["parent"] else { return nil }
    func names(_ list: String) -> [String] {
      guard list.hasPrefix("["), list.hasSuffix("]") else { return [] }
      return list.dropFirst().dropLast().split(separator: ",").map { $0.trimmingSpaces() }
    }
    let wanted = names(expected)
    let found = names(actual)
    var causes: [String] = []
    var saidNothing = true
    for child in wanted + found where wanted.contains(child) != found.contains(child) {
      let makes = row.makes.replacing("{owner}", with: child).replacing("{value}", with: owner)
      let ends = row.ends.replacing("{owner}", with: child)
      let involved = calls.filter { $0 == makes || $0 == ends }
      saidNothing = saidNothing && involved.isEmpty
      causes.append(callsCause(involved, wanted: found.contains(child) ? ends : makes))
    }
    return causes.isEmpty
      ? nil : (causes.joined(separator: language.pick("; ", "；")), saidNothing)
  }

  /// The lines joined as one sentence: "your code calls A, then B".
  private func listed(_ lines: [String], _ english: String, _ chinese: String) -> String {
    language.pick(
      english + lines.joined(separator: ", then "), chinese + lines.joined(separator: "，然后"))
  }

  /// `content.view.frame`: names and dots only (what a student can read as UIKit).
  static func isPropertyPath(_ text: String) -> Bool {
    !text.isEmpty && text.first?.isLetter == true
      && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
  }
}

/// A log line of a call with at most one argument, in parts: `content.view.addSubview(b.view)`
/// is `content.view`, `addSubview`, no label, `b.view`; `a.didMove(toParent: c)` has the label
/// `toParent: `. Calls of several arguments are not split.
struct CallShape {
  var receiver: Substring
  var method: Substring
  var label: Substring
  var argument: Substring

  init?(_ line: String) {
    guard line.hasSuffix(")"), let open = line.firstIndex(of: "("),
      let dot = line[..<open].lastIndex(of: ".")
    else { return nil }
    let inside = line[line.index(after: open)..<line.index(before: line.endIndex)]
    guard !inside.contains(","), !inside.contains("("), !inside.contains(")") else { return nil }
    receiver = line[..<dot]
    method = line[line.index(after: dot)..<open]
    if let colon = inside.firstIndex(of: ":"),
      inside[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
    {
      let start = inside.index(after: colon)
      label = inside[..<start]
      argument = inside[start...].drop { $0 == " " }
    } else {
      label = ""
      argument = inside
    }
    guard !receiver.isEmpty, !method.isEmpty else { return nil }
  }
}
