/// What the simulation points out about a state that UIKit reaches silently: containrepl's
/// words, localised, printed as `note:`.
public enum SimulationNote: Hashable, Sendable {
  /// Rule L.4: the active constraints do not fix the view's frame; UIKit prints nothing and
  /// keeps some frame, containrepl keeps the last one.
  case ambiguousLayout(ViewID)

  /// The note's text, views named by `name`.
  public func text(name: (ViewID) -> String, language: Language) -> String {
    switch self {
    case .ambiguousLayout(let view):
      return language.pick(
        "the constraints do not fix \(name(view))'s frame (ambiguous layout); UIKit prints nothing "
          + "here, and containrepl keeps the frame it had",
        "约束不足以确定 \(name(view)) 的 frame（布局有歧义）；UIKit 这里不会打印任何东西，containrepl 保留它原来的 frame")
    }
  }
}

/// Distances inward from a rectangle's edges, as `UIEdgeInsets` has them.
public struct EdgeInsets: Hashable, Sendable {
  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double

  public init(top: Double, left: Double, bottom: Double, right: Double) {
    (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
  }

  public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

  /// The rectangle shrunk by the insets.
  public func inset(_ rect: Rect) -> Rect {
    Rect(
      x: rect.origin.x + left, y: rect.origin.y + top,
      width: max(0, rect.size.width - left - right), height: max(0, rect.size.height - top - bottom)
    )
  }
}
