/// The state of one view; the window is a view too.
public struct ViewRecord: Sendable {
  public let id: ViewID
  /// The variable name it was first bound to, when it is not a controller's root view.
  public internal(set) var name: String?
  public let className: String
  /// What UIKit class the view behaves as (`UIScrollView`, `UIStackView`, …).
  public let kind: ViewKind
  public internal(set) var frame: Rect
  /// `bounds.origin`: where the view's content is scrolled to (a scroll view's `contentOffset`).
  public internal(set) var boundsOrigin: Point = .zero
  public internal(set) var superview: ViewID?
  public internal(set) var subviews = OrderedIDs<ViewID>()
  /// The controller whose root view this is.
  public internal(set) var owner: ControllerID?
  public internal(set) var isUserInteractionEnabled = true
  public internal(set) var isHidden = false
  public internal(set) var alpha = 1.0
  public internal(set) var tag = 0
  public internal(set) var backgroundColor: String?
  public internal(set) var clipsToBounds = false
  public internal(set) var transform = Transform.identity
  /// How the frame follows the superview's bounds when it changes (rule L.1).
  public internal(set) var autoresizingMask: AutoresizingMask = []
  /// Whether the frame and autoresizing mask become constraints (rule L.4).
  public internal(set) var translatesAutoresizingMaskIntoConstraints = true
  /// `setNeedsLayout()` was called or something changed that makes UIKit lay it out again.
  public internal(set) var needsLayout = false
  /// Whether a layout pass has laid it out yet (a new view is laid out when it first shows).
  public internal(set) var hasBeenLaidOut = false
  /// A scroll view's `contentSize` and `isPagingEnabled` (stored; nothing scrolls by itself).
  public internal(set) var contentSize: Size = .zero
  public internal(set) var isPagingEnabled = false
  /// A stack view's arrangement (rule L.3).
  public internal(set) var stack = StackArrangement()
  public let isWindow: Bool

  init(id: ViewID, className: String, kind: ViewKind, frame: Rect, isWindow: Bool = false) {
    self.id = id
    self.className = className
    self.kind = kind
    self.frame = frame
    self.isWindow = isWindow
  }

  /// `bounds`: the frame's size at the bounds origin.
  public var bounds: Rect { Rect(origin: boundsOrigin, size: frame.size) }
}
