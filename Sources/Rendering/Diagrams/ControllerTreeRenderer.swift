import Simulation

/// Draws the view-controller tree from the window down (`:tree`).
///
/// ```text
/// window
/// └─ container  ContainerViewController  appeared  view in window
///    └─ a  UIViewController  appeared  view in window
/// ```
/// Flags mark what UIKit would not complain about but a learner should see: a child whose view
/// is not inside its parent's view, a controller whose view is on screen although it is nobody's
/// child (the "only addSubview" mistake).
public struct ControllerTreeRenderer {
  public let world: World
  public let glyphs: TreeGlyphs
  public let language: Language
  /// Controllers that left their parent through `removeFromParent()`: a view of theirs still
  /// on screen is a removal left half done, not an "only addSubview".
  public var removedFromParent: Set<ControllerID>

  public init(
    world: World, glyphs: TreeGlyphs, language: Language,
    removedFromParent: Set<ControllerID> = []
  ) {
    self.world = world
    self.glyphs = glyphs
    self.language = language
    self.removedFromParent = removedFromParent
  }

  /// The controllers that UIKit told they left a parent (`didMove(toParent: nil)`, which
  /// `removeFromParent()` sends), in a log.
  public static func removedFromParent(in events: [Event]) -> Set<ControllerID> {
    var removed = Set<ControllerID>()
    for event in events {
      guard case .callback(let id, let callback) = event.kind else { continue }
      switch callback {
      case .didMove(toParent: nil) where !event.isUserCall: removed.insert(id)
      case .willMove(toParent: .some): removed.remove(id)
      default: break
      }
    }
    return removed
  }

  /// The tree's lines.
  public func render() -> [String] { TreeRow.aligned(rows(), glyphs, columns: 4) }

  /// The tree's rows, for text or a picture.
  public func rows() -> [TreeRow] {
    var rows = [TreeRow.heading("window", role: .name)]
    var shown = Set<ControllerID>()
    var roots: [ControllerID] = []
    if let root = world.rootController { roots.append(root) }
    for record in world.controllers where record.parent == nil && record.id != world.rootController
    {
      if let view = record.view, world.isInWindow(view) { roots.append(record.id) }
    }
    for (index, root) in roots.enumerated() {
      draw(root, rails: [], isLast: index == roots.count - 1, into: &rows, shown: &shown)
    }
    let elsewhere = world.controllers.filter { !shown.contains($0.id) && $0.parent == nil }
    if !elsewhere.isEmpty {
      rows.append(.heading(language.pick("not in the window's tree:", "不在窗口的层级中：")))
      for (index, record) in elsewhere.enumerated() {
        draw(
          record.id, rails: [], isLast: index == elsewhere.count - 1, into: &rows,
          shown: &shown)
      }
    }
    return rows
  }

  private func draw(
    _ id: ControllerID, rails: [Bool], isLast: Bool, into rows: inout [TreeRow],
    shown: inout Set<ControllerID>
  ) {
    var stack: [(ControllerID, [Bool], Bool)] = [(id, rails, isLast)]
    while let (current, rails, isLast) = stack.popLast() {
      guard shown.insert(current).inserted else { continue }
      rows.append(TreeRow(rails: rails, isLast: isLast, parts: parts(current)))
      let childRails = rails + [!isLast]
      let children = Array(world.controller(current).children)
      for (index, child) in children.enumerated().reversed() {
        stack.append((child, childRails, index == children.count - 1))
      }
    }
  }

  /// One node: name, class, appearance state, where its view is, and flags.
  public func describe(_ id: ControllerID) -> String {
    parts(id).map(\.text).joined(separator: "  ")
  }

  /// One node in parts: name, class, appearance state, where its view is, and flags.
  public func parts(_ id: ControllerID) -> [TreeRow.Part] {
    let record = world.controller(id)
    var parts = [
      TreeRow.Part(text: record.name, role: .name),
      TreeRow.Part(text: record.className, role: .detail),
      TreeRow.Part(text: record.appearance.rawValue, role: .state),
    ]
    let viewState: String
    if let view = record.view {
      viewState =
        world.isInWindow(view)
        ? language.pick("view in window", "视图在窗口中")
        : language.pick("view loaded, off screen", "视图已加载，不在屏幕上")
    } else {
      viewState = language.pick("view not loaded", "视图未加载")
    }
    var details = [viewState]
    if record.kind == .navigation, !record.stack.isEmpty {
      details.append(
        language.pick("stack: ", "栈：")
          + record.stack.map { world.controller($0).name }.joined(separator: ", "))
    }
    if record.kind == .split {
      details.append(language.pick("(approximate model)", "（近似模型）"))
    }
    if let presenter = record.presentingController {
      let name = world.controller(presenter).name
      details.append(language.pick("presented by " + name, "由 " + name + " 呈现"))
    }
    if record.kind == .tabBar, let selected = record.children.element(at: record.selectedIndex) {
      details.append(language.pick("selected: ", "选中：") + world.controller(selected).name)
    }
    parts += details.map { TreeRow.Part(text: $0, role: .detail) }
    parts += flags(id).map { TreeRow.Part(text: glyphs.warning + " " + $0, role: .flag) }
    return parts
  }

  /// What is inconsistent about a controller's place in the hierarchies.
  public func flags(_ id: ControllerID) -> [String] {
    let record = world.controller(id)
    var result: [String] = []
    guard let view = record.view else { return result }
    if let parent = record.parent, let parentView = world.controller(parent).view,
      world.view(view).superview != nil, !world.isView(view, inside: parentView)
    {
      result.append(language.pick("view is not inside its parent's view", "视图不在父控制器的视图里"))
    }
    // A presented controller's view is on screen by its presentation, not by a subview call.
    let onScreenAlone =
      record.parent == nil && record.presentingController == nil && id != world.rootController
      && world.isInWindow(view)
    if onScreenAlone, removedFromParent.contains(id) {
      result.append(
        language.pick(
          "view still on screen after removeFromParent (its view was never removed)",
          "已调用 removeFromParent，视图却仍在屏幕上（没有调用 removeFromSuperview）"))
    } else if onScreenAlone {
      result.append(
        language.pick(
          "view on screen but not a child (only addSubview)", "视图在屏幕上，却不是子控制器（只调用了 addSubview）"))
    }
    if record.explicitTransitionOpen, !world.isAnimating {
      result.append(language.pick("begin without end", "begin 之后没有 end"))
    }
    return result
  }
}
