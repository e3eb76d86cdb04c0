import Simulation

extension Interpreter {
  /// Scrolls a scroll view in code (`contentOffset = p`, `setContentOffset(p, animated:)`,
  /// rules L.6b and L.6c); the world tells the delegate through `tellScrollDelegate`.
  func scroll(
    _ id: ViewID, to offset: Point, animated: Bool, _ range: SourceRange, _ env: Env
  ) throws {
    try world.setContentOffset(id, offset, animated: animated)
  }

  /// `scrollRectToVisible(rect, animated:)` on a scroll view (rule L.6d).
  func scrollRectToVisible(_ receiver: Value, _ values: [Value]) throws -> Value {
    guard let id = receiver.viewID, world.view(id).kind == .scroll,
      case .rect(let rect)? = values.first
    else { return .void }
    var animated = false
    if values.count > 1, case .bool(let flag) = values[1] { animated = flag }
    try world.scrollRectToVisible(id, rect, animated: animated)
    return .void
  }

  /// `:pan` on a scroll view drags its content (rule L.6e); 1 when it did, else 0.
  func dragScrollView(_ view: Value, by translation: Point) throws -> Int {
    guard let id = view.viewID, world.view(id).kind == .scroll else { return 0 }
    return try world.drag(id, by: translation, over: Self.panDuration) ? 1 : 0
  }

  /// Sends the scroll view's delegate one of the optional `UIScrollViewDelegate` methods, when
  /// the delegate's class implements it. `scrollViewWillEndDragging(_:withVelocity:
  /// targetContentOffset:)` takes a pointer, which containrepl's language does not have: a
  /// delegate that implements it is not called, and a note says so once a run.
  public func tellScrollDelegate(
    _ message: ScrollMessage, of view: ViewID, rule: RuleID, in world: World
  ) throws {
    guard classes.hasUserMethods, let (env, range) = hostCallEnv() else { return }
    let scrollView = value(of: view)
    guard let property = surfaceProperty("delegate", of: scrollView),
      case .strong(let delegate)? = scrollView.instance?.storage.slots[property.row.slotKey],
      let className = className(of: delegate),
      userMethod(named: message.selector, from: className) != nil
    else { return }
    var arguments = [scrollView]
    switch message {
    case .willEndDragging:
      let name =
        "UIScrollViewDelegate.scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)"
      if inertNotes.insert(name).inserted {
        var note = Diagnostic(.note, .runtime(.notSimulated(name)), at: range)
        note.isBrief = true
        log(note, env.unit)
      }
      return
    case .didEndDragging(let decelerates): arguments.append(.bool(decelerates))
    default: break
    }
    let site = CallSite(unary: message.selector, dialect: .objc, range: range)
    let line = world.reserveLine()
    defer { closeCallLine(line) }
    // The line is UIKit's message to the delegate: `:why` on it gives the rule that sent it.
    uikitLineRules[line] = rule
    defer { uikitLineRules[line] = nil }
    _ = try perform(message.selector, on: delegate, arguments, site, env, slot: line)
  }
}
