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
  public func render() -> [String] {
    var lines: [String] = []
    var shown = Set<ViewID>()
    draw(world.window, prefix: "", isRoot: true, isLast: true, into: &lines, shown: &shown)
    let detached = world.views.filter {
      $0.superview == nil && !shown.contains($0.id) && ($0.owner != nil || $0.name != nil)
    }
    if !detached.isEmpty {
      lines.append(language.pick("not in the window:", "不在 window 中："))
      for (index, record) in detached.enumerated() {
        draw(
          record.id, prefix: "", isRoot: false, isLast: index == detached.count - 1,
          into: &lines, shown: &shown)
      }
    }
    return lines
  }

  private func draw(
    _ id: ViewID, prefix: String, isRoot: Bool, isLast: Bool, into lines: inout [String],
    shown: inout Set<ViewID>
  ) {
    var stack: [(ViewID, String, Bool, Bool)] = [(id, prefix, isRoot, isLast)]
    while let (current, prefix, isRoot, isLast) = stack.popLast() {
      guard shown.insert(current).inserted else { continue }
      let marker = isRoot ? "" : (isLast ? glyphs.last : glyphs.branch)
      lines.append(prefix + marker + describe(current))
      let childPrefix = isRoot ? prefix : prefix + (isLast ? glyphs.space : glyphs.pipe)
      let subviews = Array(world.view(current).subviews)
      for (index, subview) in subviews.enumerated().reversed() {
        stack.append((subview, childPrefix, false, index == subviews.count - 1))
      }
    }
  }

  /// One view: its name, frame, and what is unusual about it.
  public func describe(_ id: ViewID) -> String {
    let record = world.view(id)
    let values = ValueFormatter(world: world, syntax: .swift)
    let frame = record.frame
    let n = ValueFormatter.number
    var parts = [
      values.viewName(id),
      "(\(n(frame.origin.x)), \(n(frame.origin.y)), \(n(frame.size.width)), \(n(frame.size.height)))",
    ]
    if record.className != "UIView" && !record.isWindow { parts.append(record.className) }
    let shownFrame = world.presentationFrame(of: id)
    if shownFrame != frame {
      parts.append(
        language.pick("on screen now: ", "当前显示于：")
          + "(\(n(shownFrame.origin.x)), \(n(shownFrame.origin.y)), \(n(shownFrame.size.width)), \(n(shownFrame.size.height)))"
      )
    }
    if record.isHidden { parts.append(language.pick("hidden", "隐藏")) }
    if record.alpha < 1 { parts.append("alpha \(n(record.alpha))") }
    if !record.isUserInteractionEnabled {
      parts.append(language.pick("interaction off", "交互已关闭"))
    }
    if let color = record.backgroundColor { parts.append(color) }
    if record.superview != nil, !record.isWindow, world.isInWindow(id),
      !frameIsVisible(id)
    {
      parts.append(glyphs.warning + " " + language.pick("off screen", "在屏幕外"))
    }
    return parts.joined(separator: "  ")
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
