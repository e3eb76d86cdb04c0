import Simulation

/// Draws the view tree from the window down, with frames (`:views`).
///
/// ```text
/// window  (0, 0, 320, 480)
/// └─ container.view  (0, 0, 320, 480)
///    └─ a.view  (0, 0, 320, 480)
/// ```
public struct ViewTreeRenderer {
  public let world: World
  public let glyphs: TreeGlyphs
  public let language: Language

  public init(world: World, glyphs: TreeGlyphs, language: Language) {
    self.world = world
    self.glyphs = glyphs
    self.language = language
  }

  /// The tree's lines; views that are not under the window follow, each with its subtree.
  public func render() -> [String] { TreeRow.aligned(rows(), glyphs, columns: 2) }

  /// The tree's rows, for text or a picture.
  public func rows() -> [TreeRow] {
    var rows: [TreeRow] = []
    var shown = Set<ViewID>()
    draw(world.window, rails: [], isLast: nil, into: &rows, shown: &shown)
    let detached = world.views.filter {
      $0.superview == nil && !shown.contains($0.id) && ($0.owner != nil || $0.name != nil)
    }
    if !detached.isEmpty {
      rows.append(.heading(language.pick("not in the window:", "不在窗口中：")))
      for (index, record) in detached.enumerated() {
        draw(
          record.id, rails: [], isLast: index == detached.count - 1, into: &rows,
          shown: &shown)
      }
    }
    return rows
  }

  /// Draws a subtree; `isLast` is nil for the root, which hangs from no branch.
  private func draw(
    _ id: ViewID, rails: [Bool], isLast: Bool?, into rows: inout [TreeRow],
    shown: inout Set<ViewID>
  ) {
    var stack: [(ViewID, [Bool], Bool?)] = [(id, rails, isLast)]
    while let (current, rails, isLast) = stack.popLast() {
      guard shown.insert(current).inserted else { continue }
      rows.append(TreeRow(rails: rails, isLast: isLast, parts: parts(current)))
      let childRails = isLast.map { rails + [!$0] } ?? rails
      let subviews = Array(world.view(current).subviews)
      for (index, subview) in subviews.enumerated().reversed() {
        stack.append((subview, childRails, index == subviews.count - 1))
      }
    }
  }

  /// One view: its name, frame, and what is unusual about it.
  public func describe(_ id: ViewID) -> String {
    parts(id).map(\.text).joined(separator: "  ")
  }

  /// One view in parts: its name, frame, and what is unusual about it.
  public func parts(_ id: ViewID) -> [TreeRow.Part] {
    let record = world.view(id)
    let values = ValueFormatter(world: world, syntax: .swift)
    let frame = record.frame
    let n = ValueFormatter.number
    var parts = [
      TreeRow.Part(text: values.viewName(id), role: .name),
      TreeRow.Part(
        text:
          "(\(n(frame.origin.x)), \(n(frame.origin.y)), \(n(frame.size.width)), \(n(frame.size.height)))",
        role: .detail),
    ]
    if record.className != "UIView" && !record.isWindow {
      parts.append(TreeRow.Part(text: record.className, role: .detail))
    }
    let shownFrame = world.presentationFrame(of: id)
    if shownFrame != frame {
      parts.append(
        TreeRow.Part(
          text: language.pick("on screen now: ", "当前显示于：")
            + "(\(n(shownFrame.origin.x)), \(n(shownFrame.origin.y)), \(n(shownFrame.size.width)), \(n(shownFrame.size.height)))",
          role: .state))
    }
    var details: [String] = []
    if record.isHidden { details.append(language.pick("hidden", "隐藏")) }
    if record.alpha < 1 { details.append("alpha \(n(record.alpha))") }
    if !record.isUserInteractionEnabled {
      details.append(language.pick("interaction off", "交互已关闭"))
    }
    if let color = record.backgroundColor { details.append(color) }
    parts += details.map { TreeRow.Part(text: $0, role: .detail) }
    if record.superview != nil, !record.isWindow, world.isInWindow(id),
      !frameIsVisible(id)
    {
      parts.append(
        TreeRow.Part(text: glyphs.warning + " " + language.pick("off screen", "在屏幕外"), role: .flag))
    }
    return parts
  }

  /// Whether any part of the view is inside the window.
  func frameIsVisible(_ id: ViewID) -> Bool {
    ScreenGeometry(world: world).windowRect(of: id).intersects(
      Rect(origin: .zero, size: world.windowSize))
  }
}

/// Converts view frames to window coordinates, using what is on screen now (mid-animation).
public struct ScreenGeometry {
  public let world: World

  public init(world: World) { self.world = world }

  /// The view's rectangle in the window's coordinates, as drawn now.
  public func windowRect(of id: ViewID) -> Rect { world.presentationWindowRect(of: id) }

}
