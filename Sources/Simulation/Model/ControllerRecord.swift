/// The kinds of view controller whose behaviour UIKit itself defines.
public enum ControllerKind: String, Hashable, Sendable {
  /// `UIViewController` and any subclass the user names, custom containers included.
  case plain
  /// `UINavigationController`.
  case navigation
  /// `UITabBarController`.
  case tabBar
  /// `UISplitViewController` (approximate, rule 7.10).
  case split
}

/// The state of one view controller.
public struct ControllerRecord: Sendable {
  public let id: ControllerID
  /// The name the log uses: the first variable it was bound to (rule 7a.8).
  public internal(set) var name: String
  public internal(set) var className: String
  public let kind: ControllerKind
  public internal(set) var parent: ControllerID?
  public internal(set) var children = OrderedIDs<ControllerID>()
  public internal(set) var view: ViewID?
  public internal(set) var appearance: AppearanceState = .disappeared
  /// The `animated` flag of the most recent begin, which the did-callback repeats.
  public internal(set) var lastAnimated = false
  /// How many explicit `beginAppearanceTransition` calls are open (rule R.4).
  public internal(set) var appearanceLevel = 0
  /// The direction of the open explicit begins: true for appearing (rule R.4).
  public internal(set) var levelAppearing = true
  /// `viewWillAppear` was sent and `viewIsAppearing` is still owed (rule 5.13).
  var owesIsAppearing = false
  /// How many of its `viewWillAppear` calls are running now (rule R.2).
  var willAppearDepth = 0
  /// Set by `addChild` until `didMove(toParent:)` or the first appearance ends (rule 3.7).
  public internal(set) var movingToParent = false
  /// Set by `willMove(toParent: nil)` (or a pop) until `didMove(toParent: nil)`.
  public internal(set) var movingFromParent = false
  /// `shouldAutomaticallyForwardAppearanceMethods` when no override answers (rule 5.1).
  public internal(set) var forwardsAppearance = true
  /// `shouldAutomaticallyForwardRotationMethods` when no override answers (rule 6.3).
  public internal(set) var forwardsRotation = true
  /// `addChild` happened and `didMove(toParent:)` has not been called since (for hints).
  public internal(set) var awaitingDidMove = false
  /// Which appearance callbacks are being delivered right now (for `isMovingToParent` reads).
  var appearanceCallbackDepth = 0
  /// A container's `didMove(toParent:)` owed after the first appearance (rules 7a.1, 7a.6).
  public internal(set) var owesDidMove = false
  /// Navigation stack (navigation controllers only).
  public internal(set) var stack: [ControllerID] = []
  /// The selected child (tab bar controllers only).
  public internal(set) var selectedIndex = 0
  /// The child whose view the container last put on screen (navigation, tab bar).
  public internal(set) var shownChild: ControllerID?
  /// Popped controllers that stay children until the pop's transition ends (navigation only).
  public internal(set) var pendingPops: [ControllerID] = []
  /// Whether the next navigation transition animates.
  var pendingNavigationAnimated = false
  /// A navigation transition is scheduled for the end of the turn.
  var navigationTransitionScheduled = false

  init(id: ControllerID, name: String, className: String, kind: ControllerKind) {
    self.id = id
    self.name = name
    self.className = className
    self.kind = kind
  }

  /// Whether the view has been loaded (`isViewLoaded`).
  public var isViewLoaded: Bool { view != nil }

  /// An explicit `beginAppearanceTransition` is waiting for its end.
  public var explicitTransitionOpen: Bool { appearanceLevel > 0 }
}

/// The state of one view; the window is a view too.
public struct ViewRecord: Sendable {
  public let id: ViewID
  /// The variable name it was first bound to, when it is not a controller's root view.
  public internal(set) var name: String?
  public let className: String
  public internal(set) var frame: Rect
  public internal(set) var superview: ViewID?
  public internal(set) var subviews = OrderedIDs<ViewID>()
  /// The controller whose root view this is.
  public internal(set) var owner: ControllerID?
  public internal(set) var isUserInteractionEnabled = true
  public internal(set) var isHidden = false
  public internal(set) var alpha = 1.0
  public internal(set) var tag = 0
  public internal(set) var backgroundColor: String?
  /// Grows and shrinks with its superview (a controller's root view, as `loadView` makes it).
  public internal(set) var resizesWithSuperview = false
  public let isWindow: Bool

  init(id: ViewID, className: String, frame: Rect, isWindow: Bool = false) {
    self.id = id
    self.className = className
    self.frame = frame
    self.isWindow = isWindow
  }

  /// `bounds`: the frame's size at the origin.
  public var bounds: Rect { frame.bounds }
}
