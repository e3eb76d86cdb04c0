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

  /// The exception name, or nil for a warning or one of containrepl's own errors.
  public var exceptionName: String? {
    switch self {
    case .inconsistentRequestedParent, .inconsistentActualParent:
      return "UIViewControllerHierarchyInconsistency"
    case .transitionNeedsCommonParent, .transitionWithManualForwarding, .pushSameInstance,
      .pushNavigationController:
      return "NSInvalidArgumentException"
    default: return nil
    }
  }

  /// Whether the text is containrepl's own (localized), not UIKit's.
  public var isContainreplLimit: Bool {
    switch self {
    case .addChildToItself, .containmentCycle, .viewCycle, .nestingLimit, .rootHasParent,
      .rootBecomesChild,
      .loadViewSetNoView, .indexOutOfRange, .removeWindowView:
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
    case .transitionWithManualForwarding: return "4.12"
    case .unbalancedAppearance: return "5.7"
    case .directAppearanceCall: return "5.5"
    case .pushSameInstance, .pushNavigationController: return "8.7"
    case .nestedPush: return "8.8"
    case .addChildToItself: return "1.10"
    case .containmentCycle, .nestingLimit: return "C.1"
    case .viewCycle, .removeWindowView: return "C.2"
    case .rootHasParent, .rootBecomesChild: return "C.3"
    case .loadViewSetNoView: return "C.4"
    case .indexOutOfRange: return "C.1"
    }
  }
}

/// Thrown when UIKit raises an exception; the statement stops, the session goes on.
public struct UIKitException: Error, Hashable, Sendable {
  public var issue: UIKitIssue
  public init(_ issue: UIKitIssue) { self.issue = issue }
}
