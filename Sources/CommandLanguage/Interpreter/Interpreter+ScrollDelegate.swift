import Simulation

extension Interpreter {
  /// Scrolls a scroll view in code (`contentOffset = p`, `setContentOffset(p, animated:)`): the
  /// bounds origin moves; without animation, a delegate that implements `scrollViewDidScroll(_:)`
  /// hears it once, at once (rule L.6b).
  func scroll(
    _ id: ViewID, to offset: Point, animated: Bool, _ range: SourceRange, _ env: Env
  ) throws {
    let before = world.view(id).boundsOrigin
    world.setContentOffset(id, offset, animated: animated)
    guard !animated, before != offset else { return }
    try tellScrollDelegate("scrollViewDidScroll:", of: value(of: id), range, env)
  }

  /// Sends the scroll view's delegate one of the optional `UIScrollViewDelegate` methods, when
  /// the delegate's class implements it.
  private func tellScrollDelegate(
    _ selector: String, of scrollView: Value, _ range: SourceRange, _ env: Env
  ) throws {
    guard case .strong(let delegate)? = scrollView.instance?.storage.slots["delegate"],
      let className = className(of: delegate), userMethod(named: selector, from: className) != nil
    else { return }
    let site = CallSite(unary: selector, dialect: .objc, range: range)
    let line = world.reserveLine()
    defer { closeCallLine(line) }
    _ = try perform(selector, on: delegate, [scrollView], site, env, slot: line)
  }
}
