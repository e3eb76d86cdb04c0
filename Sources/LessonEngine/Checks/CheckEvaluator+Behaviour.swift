import CommandLanguage
import Rendering
import Simulation

/// Why a check failed, as a student should read it: what happened, what was expected, and the
/// rule behind it (as `:why` and `containrepl rules` show it).
public struct CheckExplanation: Equatable, Sendable {
  public var happened: String
  public var expected: String
  public var rule: RuleID?

  public init(happened: String, expected: String, rule: RuleID? = nil) {
    self.happened = happened
    self.expected = expected
    self.rule = rule
  }
}

extension CheckEvaluator {
  /// The checks of behaviour the interpreter observes (`calls-super`, `current-spelling`) and
  /// of what the log and the screen show over time (`balanced-appearance`, `slide`): nil when
  /// the check passes.
  func explainBehaviour(_ check: Check, in context: CheckContext) -> CheckExplanation? {
    switch check {
    case .callsSuper(let names): return callsSuper(names, context)
    case .currentSpelling: return currentSpelling(context)
    case .balancedAppearance: return balancedAppearance(context)
    case .slide(let name, let direction): return slide(name, direction, context)
    default: return nil
    }
  }

  private func callsSuper(_ names: [String], _ context: CheckContext) -> CheckExplanation? {
    let l = language
    let wanted = Set(names)
    let runs = context.overrideRuns.filter {
      names.isEmpty ? $0.callback != .loadView : wanted.contains($0.callback.rawValue)
    }
    guard let run = runs.first(where: { !$0.calledSuper }) else { return nil }
    let method = run.callback.spelling.swiftName
    let owner = context.world.controller(run.controller).name
    return CheckExplanation(
      happened: l.pick(
        "your override \(owner).\(method) ran without calling super.\(method)",
        "你重写的 \(owner).\(method) 运行了，但没有调用 super.\(method)"),
      expected: l.pick(
        "an override of \(method) calls super, as UIKit's documentation asks",
        "按 UIKit 文档的要求，重写 \(method) 时要调用 super"),
      rule: run.callback == .viewWillTransition ? "6.5" : nil)
  }

  private func currentSpelling(_ context: CheckContext) -> CheckExplanation? {
    let l = language
    guard let fact = context.spellings.first else { return nil }
    switch fact {
    case .legacyCall(let written, let current):
      return CheckExplanation(
        happened: l.pick(
          "the answer calls \(written), a Swift 3 name no current compiler accepts",
          "答案调用了 \(written)，这是 Swift 3 的名字，现在的编译器不再接受"),
        expected: l.pick("today's name, \(current)", "现在的名字 \(current)"))
    case .legacyOverride(let written, let current):
      return CheckExplanation(
        happened: l.pick(
          "the answer defines \(written), the Swift 3 name of \(current): today's UIKit never calls it",
          "答案定义了 \(written)，这是 \(current) 在 Swift 3 中的名字：现在的 UIKit 不会调用它"),
        expected: l.pick("an override of \(current)", "重写 \(current)"))
    case .missingOverride(let method):
      return CheckExplanation(
        happened: l.pick(
          "\(method) replaces UIKit's method but is not marked override, which Swift rejects",
          "\(method) 替换了 UIKit 的方法，却没有标注 override，Swift 编译器会报错"),
        expected: l.pick("override func \(method)", "override func \(method)"))
    }
  }

  private func balancedAppearance(_ context: CheckContext) -> CheckExplanation? {
    let l = language
    for event in context.events {
      guard case .warning(let issue) = event.kind, case .unbalancedAppearance = issue else {
        continue
      }
      let formatter = LogLineFormatter(world: context.world, syntax: .swift, language: l)
      return CheckExplanation(
        happened: l.pick("UIKit printed: ", "UIKit 打印了：") + "warning: "
          + formatter.issueText(issue),
        expected: balancedExpectation, rule: issue.rule)
    }
    var begins: [String: Int] = [:]
    var ends: [String: Int] = [:]
    var order: [String] = []
    for line in context.logLines {
      for (method, isBegin) in [
        (".beginAppearanceTransition(", true), (".endAppearanceTransition(", false),
      ] {
        guard let range = line.firstRange(of: method) else { continue }
        let receiver = String(line[..<range.lowerBound])
        if !order.contains(receiver) { order.append(receiver) }
        if isBegin { begins[receiver, default: 0] += 1 } else { ends[receiver, default: 0] += 1 }
      }
    }
    for receiver in order where begins[receiver, default: 0] != ends[receiver, default: 0] {
      let begun = begins[receiver, default: 0]
      let ended = ends[receiver, default: 0]
      return CheckExplanation(
        happened: l.pick(
          "\(receiver).beginAppearanceTransition came \(begun) time\(begun == 1 ? "" : "s"), \(receiver).endAppearanceTransition() \(ended)",
          "\(receiver).beginAppearanceTransition 出现了 \(begun) 次，\(receiver).endAppearanceTransition() 出现了 \(ended) 次"
        ),
        expected: balancedExpectation, rule: "R.4")
    }
    return nil
  }

  private var balancedExpectation: String {
    language.pick(
      "one endAppearanceTransition() after each beginAppearanceTransition(_:animated:)",
      "每次 beginAppearanceTransition(_:animated:) 之后都有一次 endAppearanceTransition()")
  }

  private func slide(_ name: String, _ direction: SlideDirection, _ context: CheckContext)
    -> CheckExplanation?
  {
    let l = language
    let shownName = name.hasSuffix(".view") ? name : name + ".view"
    let expected = l.pick(
      "\(shownName) slides \(direction.rawValue)", "\(shownName) 向\(direction.chinese)滑动")
    let view: ViewID?
    switch context.interpreter.inspect(name) {
    case .value(.controller(let id), _): view = context.world.controller(id).view
    case .value(.view(let id), _): view = id
    default: view = nil
    }
    guard let view else {
      return CheckExplanation(
        happened: l.pick("there is no view \(shownName)", "没有视图 \(shownName)"),
        expected: expected)
    }
    var from = context.world.presentationWindowRect(of: view)
    var to = context.world.modelWindowRect(of: view)
    // The animation is over (a lesson's clock ran on): the slide is read from the log, the
    // frame the view had before the animations block against the one the block gave it.
    if from == to, let logged = Self.loggedSlide(of: view, in: context.events) {
      (from, to) = logged
    }
    let dx = to.minX - from.minX
    let dy = to.minY - from.minY
    let moved: SlideDirection?
    if abs(dx) < 0.5 && abs(dy) < 0.5 {
      moved = nil
    } else if abs(dx) >= abs(dy) {
      moved = dx < 0 ? .left : .right
    } else {
      moved = dy < 0 ? .up : .down
    }
    if moved == direction { return nil }
    let numbers = { (a: Double, b: Double) in
      "\(ValueFormatter.number(a)) → \(ValueFormatter.number(b))"
    }
    let change =
      moved == .left || moved == .right
      ? "x " + numbers(from.minX, to.minX) : "y " + numbers(from.minY, to.minY)
    return CheckExplanation(
      happened: moved.map {
        l.pick(
          "\(shownName) slides \($0.rawValue) (\(change))",
          "\(shownName) 向\($0.chinese)滑动（\(change)）")
      }
        ?? l.pick(
          "\(shownName) does not move on screen as the animation starts",
          "动画开始时 \(shownName) 在屏幕上没有移动"),
      expected: expected)
  }
}

extension CheckEvaluator {
  /// The frames a view had before and after the last animations block that set its frame:
  /// nil when no block set it, or its frame before the block is not in the log.
  static func loggedSlide(of view: ViewID, in events: [Event]) -> (from: Rect, to: Rect)? {
    func frameSet(_ event: Event) -> Rect? {
      guard case .propertySet(.view(view), let property, .rect(let rect)) = event.kind,
        property.swift == "frame"
      else { return nil }
      return rect
    }
    var block: (index: Int, depth: Int)?
    var slide: (from: Rect, to: Rect)?
    var last: Rect?
    for (index, event) in events.enumerated() {
      if case .block(.animations, _) = event.kind {
        block = (index, event.depth)
        continue
      }
      if let open = block, event.depth <= open.depth { block = nil }
      guard let rect = frameSet(event) else { continue }
      if block != nil, let before = last {
        slide = (before, rect)
      }
      if block == nil { last = rect }
    }
    return slide
  }
}

extension SlideDirection {
  /// The direction in Chinese (左, 右, 上, 下).
  public var chinese: String {
    switch self {
    case .left: return "左"
    case .right: return "右"
    case .up: return "上"
    case .down: return "下"
    }
  }
}
