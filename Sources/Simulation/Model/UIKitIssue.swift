/// A UIKit exception or console warning, or one of containrepl's own refusals.
public enum UIKitIssue: Hashable, Sendable {
  /// Rule 1.8: `addChild` finds the child's view inside another controller's view.
  case inconsistentRequestedParent(
    child: ControllerID, shouldBe: ControllerID, requested: ControllerID)
  /// Rule 2.11: a child's view is added under another controller's view.
  case inconsistentActualParent(child: ControllerID, shouldBe: ControllerID, actual: ControllerID)
  /// Rule 4.1.
  case transitionNeedsCommonParent(from: ControllerID, to: ControllerID)
  /// Rule R.3: a transition in a container that does not forward appearance automatically.
  case transitionWithManualForwarding(container: ControllerID)
  /// Rule 5.7: the Unbalanced warning.
  case unbalancedAppearance(ControllerID)
  /// Rule 5.5: a direct call of an appearance method.
  case directAppearanceCall(CallbackName, ControllerID)
  /// Rule 8.7.
  case pushSameInstance(ControllerID)
  /// Rule 8.7.
  case pushNavigationController
  /// Rule 8.8.
  case nestedPush
  /// Rule 1.10: containrepl's own refusal.
  case addChildToItself(ControllerID)
  /// containrepl: a controller would become its own ancestor.
  case containmentCycle(child: ControllerID, parent: ControllerID)
  /// containrepl: a view would be added inside itself.
  case viewCycle(view: ViewID, superview: ViewID)
  /// containrepl: nesting deeper than the simulation allows.
  case nestingLimit(limit: Int)
  /// containrepl: a child controller cannot become the window's root.
  case rootHasParent(ControllerID)
  /// containrepl: the window's root cannot become a child.
  case rootBecomesChild(ControllerID)
  /// containrepl: a `loadView` override that assigned no view.
  case loadViewSetNoView(ControllerID)
  /// containrepl: an index out of range for a container's children.
  case indexOutOfRange(index: Int, count: Int)
  /// containrepl: a navigation controller with an empty stack cannot appear meaningfully.
  case removeWindowView
  /// Rule P.5: presenting while the presenter's presentation or dismissal is under way.
  case presentWhileTransitioning(presented: ControllerID, on: ControllerID)
  /// Rule P.5: dismissing while a presentation or dismissal is under way.
  case dismissWhileTransitioning(from: ControllerID)
  /// containrepl: a presented controller cannot also become a child or the root.
  case presentedBecomesChild(ControllerID)
  /// Rule 8.5: presenting a controller that is a child, already presented, or the root.
  case presentActiveController(ControllerID)
  /// Rule 8.4: presenting from a controller whose view is not in the window.
  case presentFromOffscreen(presented: ControllerID, on: ControllerID, modern: Bool)
  /// Rule 8.9: presenting from a controller that is on screen but in no one's tree.
  case presentFromDetached(ControllerID)
  /// Rule P.5: presenting over a controller that already presents another.
  case alreadyPresenting(
    presented: ControllerID, on: ControllerID, current: ControllerID, modern: Bool)
  /// Rule L.4: activating a constraint between views with no common ancestor.
  case constraintWithoutCommonAncestor(ConstraintID)
  /// Rule L.7: `addConstraint(_:)` on a view that is not an ancestor of every item.
  /// The view is described as UIKit does (`<UIView: name>`) when the issue is raised.
  case constraintOutsideHolder(ConstraintID, view: String)
  /// Rule L.4: an active constraint's priority crossing between required and optional.
  case constraintPriorityChangedWhileActive(passed: Double, existing: Double)
  /// Rules L.4 and L.8: the console message for a constraint broken to satisfy the others,
  /// with the autoresizing-mask constraints it contradicts (described as UIKit lists them).
  case unsatisfiableConstraints(broken: ConstraintID, autoresizing: [String] = [])
  /// Rule PV.1: `setViewControllers(_:direction:animated:completion:)` with the wrong number of
  /// pages; `spine` names the spine location when that is what decided the number.
  case pageCountMismatch(provided: Int, required: Int, spine: String?)

  /// The exception name, or nil for a warning or one of containrepl's own errors.
  public var exceptionName: String? {
    switch self {
    case .inconsistentRequestedParent, .inconsistentActualParent:
      return "UIViewControllerHierarchyInconsistency"
    case .transitionNeedsCommonParent, .transitionWithManualForwarding, .pushSameInstance,
      .pushNavigationController:
      return "NSInvalidArgumentException"
    case .constraintWithoutCommonAncestor, .constraintOutsideHolder: return "NSGenericException"
    case .presentActiveController, .pageCountMismatch: return "NSInvalidArgumentException"
    case .constraintPriorityChangedWhileActive: return "NSInternalInconsistencyException"
    default: return nil
    }
  }

  /// Whether the text is containrepl's own (localized), not UIKit's.
  public var isContainreplLimit: Bool {
    switch self {
    case .addChildToItself, .containmentCycle, .viewCycle, .nestingLimit, .rootHasParent,
      .rootBecomesChild,
      .loadViewSetNoView, .indexOutOfRange, .removeWindowView, .presentedBecomesChild:
      return true
    default: return false
    }
  }

  /// The rule behind the issue.
  public var rule: RuleID {
    switch self {
    case .inconsistentRequestedParent: return "1.8"
    case .inconsistentActualParent: return "2.11"
    case .transitionNeedsCommonParent: return "4.1"
    case .transitionWithManualForwarding: return "R.3"
    case .unbalancedAppearance: return "R.4"
    case .directAppearanceCall: return "5.5"
    case .pushSameInstance, .pushNavigationController: return "8.7"
    case .nestedPush: return "8.8"
    case .addChildToItself: return "1.10"
    case .containmentCycle, .nestingLimit: return "C.1"
    case .viewCycle, .removeWindowView: return "C.2"
    case .rootHasParent, .rootBecomesChild: return "C.3"
    case .loadViewSetNoView: return "C.4"
    case .indexOutOfRange: return "C.1"
    case .presentActiveController: return "8.5"
    case .presentedBecomesChild: return "C.6"
    case .presentFromOffscreen: return "8.4"
    case .presentFromDetached: return "8.9"
    case .alreadyPresenting, .presentWhileTransitioning, .dismissWhileTransitioning: return "P.5"
    case .constraintWithoutCommonAncestor, .constraintPriorityChangedWhileActive,
      .unsatisfiableConstraints:
      return "L.4"
    case .constraintOutsideHolder: return "L.7"
    case .pageCountMismatch: return "PV.1"
    }
  }
}

/// Thrown when UIKit raises an exception; the statement stops, the session goes on.
public struct UIKitException: Error, Hashable, Sendable {
  public var issue: UIKitIssue
  public init(_ issue: UIKitIssue) { self.issue = issue }
}
