extension World {
  // MARK: - Subview order (rule L.6)

  /// `superview.bringSubviewToFront(view)`: does nothing when `view` is not its subview.
  public func bringSubviewToFront(_ view: ViewID, in superview: ViewID) {
    guard views[view.index].superview == superview else { return }
    views[superview.index].subviews.remove(view)
    views[superview.index].subviews.append(view)
  }

  /// `superview.sendSubviewToBack(view)`: does nothing when `view` is not its subview.
  public func sendSubviewToBack(_ view: ViewID, in superview: ViewID) {
    guard views[view.index].superview == superview else { return }
    views[superview.index].subviews.remove(view)
    views[superview.index].subviews.insert(view, at: 0)
  }

  /// `superview.exchangeSubview(at: i, withSubviewAt: j)`; indexes out of range do nothing here
  /// (UIKit's behaviour for them is not recorded).
  public func exchangeSubviews(_ first: Int, _ second: Int, in superview: ViewID) {
    var list = Array(views[superview.index].subviews)
    guard list.indices.contains(first), list.indices.contains(second), first != second else {
      return
    }
    list.swapAt(first, second)
    views[superview.index].subviews = OrderedIDs(list)
  }

  /// `superview.insertSubview(view, belowSubview: sibling)` / `aboveSubview:`: the index beside
  /// the sibling, or the end (above) or the start (below) when it is not a subview.
  public func insertionIndex(beside sibling: ViewID, in superview: ViewID, above: Bool) -> Int {
    let list = Array(views[superview.index].subviews)
    guard let index = list.firstIndex(of: sibling) else { return above ? list.count : 0 }
    return above ? index + 1 : index
  }

  /// The subview with `tag`, searching the view itself first, then depth first (`viewWithTag`).
  public func view(withTag tag: Int, in root: ViewID) -> ViewID? {
    subtree(of: root).first { views[$0.index].tag == tag }
  }

  // MARK: - Appearance and transform

  /// Sets `clipsToBounds`.
  public func setClipsToBounds(_ view: ViewID, _ value: Bool) {
    views[view.index].clipsToBounds = value
  }

  /// Sets `transform`; inside an animation block the change animates (rule L.6).
  public func setTransform(_ view: ViewID, _ transform: Transform) {
    let shown = presentationTransform(of: view)
    views[view.index].transform = transform
    recordTransformChange(view, from: shown, to: transform)
  }

  // MARK: - Scroll views (rule L.6)

  /// Sets a scroll view's `contentSize`.
  public func setContentSize(_ view: ViewID, _ size: Size) {
    views[view.index].contentSize = size
  }

  /// Sets `isPagingEnabled` (it matters for the user's fingers, which the simulation has none of).
  public func setPagingEnabled(_ view: ViewID, _ value: Bool) {
    views[view.index].isPagingEnabled = value
  }

  // MARK: - Stack views (rule L.3)

  /// `stack.addArrangedSubview(view)`: appended to the arranged list and added as a subview.
  public func addArrangedSubview(_ view: ViewID, to stack: ViewID) throws {
    views[stack.index].stack.arranged.removeAll { $0 == view }
    views[stack.index].stack.arranged.append(view)
    if views[view.index].superview != stack { try addSubview(view, to: stack) }
    setNeedsLayout(stack)
  }

  /// `stack.insertArrangedSubview(view, at: index)`.
  public func insertArrangedSubview(_ view: ViewID, at index: Int, in stack: ViewID) throws {
    views[stack.index].stack.arranged.removeAll { $0 == view }
    let position = min(max(index, 0), views[stack.index].stack.arranged.count)
    views[stack.index].stack.arranged.insert(view, at: position)
    if views[view.index].superview != stack { try addSubview(view, to: stack) }
    setNeedsLayout(stack)
  }

  /// `stack.removeArrangedSubview(view)`: no longer arranged, but still a subview (UIKit's
  /// documented behaviour).
  public func removeArrangedSubview(_ view: ViewID, from stack: ViewID) {
    views[stack.index].stack.arranged.removeAll { $0 == view }
    setNeedsLayout(stack)
  }

  /// Sets the stack view's axis, distribution, alignment and spacing.
  public func setStackArrangement(_ view: ViewID, _ change: (inout StackArrangement) -> Void) {
    change(&views[view.index].stack)
    setNeedsLayout(view)
  }

  /// Lays the arranged subviews out along the axis (rule L.3). Views here have no intrinsic
  /// content size, so `.fill` and `.fillProportionally` share the length like `.fillEqually`
  /// unless the subviews' current lengths tell them apart.
  func arrangeStack(_ stack: ViewID) {
    let record = views[stack.index]
    let arranged = record.stack.arranged.filter {
      views[$0.index].superview == stack && !views[$0.index].isHidden
    }
    guard !arranged.isEmpty else { return }
    let horizontal = record.stack.axis == .horizontal
    let bounds = record.bounds
    let length = horizontal ? bounds.width : bounds.height
    let across = horizontal ? bounds.height : bounds.width
    let spacing = record.stack.spacing
    let available = max(0, length - spacing * Double(arranged.count - 1))
    let current = arranged.map {
      horizontal ? views[$0.index].frame.width : views[$0.index].frame.height
    }
    let total = current.reduce(0, +)
    var lengths: [Double]
    switch record.stack.distribution {
    case .fillProportionally where total > 0:
      lengths = current.map { available * $0 / total }
    case .equalSpacing, .equalCentering:
      lengths = current
    default:
      lengths = Array(repeating: available / Double(arranged.count), count: arranged.count)
    }
    var gap = spacing
    if record.stack.distribution == .equalSpacing || record.stack.distribution == .equalCentering,
      arranged.count > 1
    {
      gap = max(spacing, (length - lengths.reduce(0, +)) / Double(arranged.count - 1))
    }
    var position = horizontal ? bounds.minX : bounds.minY
    for (index, view) in arranged.enumerated() {
      let size = views[view.index].frame.size
      let ownAcross = horizontal ? size.height : size.width
      let crossLength = record.stack.alignment == .fill ? across : min(ownAcross, across)
      var offset = 0.0
      switch record.stack.alignment {
      case .center: offset = (across - crossLength) / 2
      case .trailing, .bottom: offset = across - crossLength
      default: offset = 0
      }
      let frame =
        horizontal
        ? Rect(x: position, y: bounds.minY + offset, width: lengths[index], height: crossLength)
        : Rect(x: bounds.minX + offset, y: position, width: crossLength, height: lengths[index])
      if frame != views[view.index].frame { setFrame(view, frame) }
      position += lengths[index] + gap
    }
  }
}
