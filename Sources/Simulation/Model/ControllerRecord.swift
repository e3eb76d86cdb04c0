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
  /// `UIPageViewController` (rules PV.1–PV.9).
  case page
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
  /// The sandbox set `shouldAutomaticallyForwardAppearanceMethods` (its shorthand for an
  /// override), so UIKit's forwarding check asks it even of a page view controller (PV.5).
  public internal(set) var overridesForwarding = false
  /// `shouldAutomaticallyForwardRotationMethods` when no override answers (rule 6.3).
  public internal(set) var forwardsRotation = true
  /// `addChild` happened and `didMove(toParent:)` has not been called since (for hints).
  public internal(set) var awaitingDidMove = false
  /// Which appearance callbacks are being delivered right now (for `isMovingToParent` reads).
  var appearanceCallbackDepth = 0
  /// A container's `didMove(toParent:)` owed after the first appearance (rules 7a.1, 7a.6).
  public internal(set) var owesDidMove = false
  /// UIKit's own didMove(toParent:) ran while the controller was still appearing (or, for a
  /// removal, disappearing): its did-callback sends didMove again (rule R.open, iOS 26).
  public internal(set) var needsDidMoveCleanup = false
  /// Navigation stack (navigation controllers only).
  public internal(set) var stack: [ControllerID] = []
  /// The controller this one presents, and the one that presents it (rules P.1–P.5).
  public internal(set) var presentedController: ControllerID?
  public internal(set) var presentingController: ControllerID?
  /// `modalPresentationStyle` as set; `presentationStyleInEffect` is what UIKit used.
  public internal(set) var modalPresentationStyle = PresentationStyle.automatic
  public internal(set) var presentationStyleInEffect: PresentationStyle?
  /// The presented view's frame the user's presentation controller gives (rule CT.20).
  var presentationControllerFrame: Rect?
  /// `definesPresentationContext` (rule P.3).
  public internal(set) var definesPresentationContext = false
  /// The controller whose view a current-context presentation covers, and where its view was.
  var coveredContext: CoveredContext?
  /// A presentation or dismissal of this controller is under way.
  public internal(set) var isBeingPresented = false
  public internal(set) var isBeingDismissed = false
  /// `preferredContentSize` (rule B.3).
  public internal(set) var preferredContentSize = Size.zero
  /// The safe-area insets its view had at its last layout (rule L.5).
  var lastSafeAreaInsets = EdgeInsets.zero
  /// `additionalSafeAreaInsets` (rule L.5).
  public internal(set) var additionalSafeAreaInsets = EdgeInsets.zero
  /// The selected child (tab bar controllers only).
  public internal(set) var selectedIndex = 0
  /// The child whose view the container last put on screen (navigation, tab bar).
  public internal(set) var shownChild: ControllerID?
  /// The tab still shown after the list was emptied: no longer a child, its view left in place
  /// until a later list's selection switches away from it (tab bar controllers only, rule 7a.3).
  var keptTab: ControllerID?
  /// Popped controllers that stay children until the pop's transition ends (navigation only).
  public internal(set) var pendingPops: [ControllerID] = []
  /// Whether the next navigation transition animates.
  var pendingNavigationAnimated = false
  /// A navigation transition is scheduled for the end of the turn.
  var navigationTransitionScheduled = false
  /// Style, spine and pages (page view controllers only).
  public internal(set) var pageState: PageState?

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

/// The controller a presentation covers, and where its view goes back to on dismissal.
struct CoveredContext: Hashable, Sendable {
  var controller: ControllerID
  var superview: ViewID
  var index: Int
}

/// `UIModalPresentationStyle`.
public enum PresentationStyle: String, CaseIterable, Hashable, Sendable {
  case automatic, fullScreen, pageSheet, formSheet, currentContext, custom, overFullScreen
  case overCurrentContext, popover, none

  /// What the style does on a compact-width iPhone screen (rule P.2): before iOS 13 the sheets
  /// adapt to full screen; from iOS 13 `.automatic` and the sheets are cards over the presenter.
  public func inEffect(iosVersion: Int) -> PresentationStyle {
    switch self {
    case .automatic: return iosVersion >= 13 ? .pageSheet : .fullScreen
    case .pageSheet, .formSheet, .popover: return iosVersion >= 13 ? .pageSheet : .fullScreen
    default: return self
    }
  }

  /// Whether the presented view covers the presenter's, so UIKit takes the presenter's view out
  /// of the window once the transition ends (rule P.1).
  public var removesPresenterView: Bool { self == .fullScreen || self == .currentContext }

  /// Whether the presentation looks for an ancestor that defines the context (rule P.3).
  public var usesContext: Bool { self == .currentContext || self == .overCurrentContext }
}
