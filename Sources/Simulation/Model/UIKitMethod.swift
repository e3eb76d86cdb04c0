/// The UIKit methods the language can call, with their Swift and Objective-C spellings.
public enum UIKitMethod: String, CaseIterable, Hashable, Sendable {
  // UIViewController
  case addChild, removeFromParent, willMove, didMove
  case transition, beginAppearanceTransition, endAppearanceTransition, loadViewIfNeeded
  case pushViewController, popViewController, popToRootViewController, setViewControllers
  case showDetailViewController, present, dismiss, popToViewController
  case setNeedsStatusBarAppearanceUpdate
  // UIPageViewController
  case setPageViewControllers
  // UIView
  case addSubview, insertSubviewAt, insertSubviewBelow, insertSubviewAbove, removeFromSuperview
  case bringSubviewToFront, sendSubviewToBack, setNeedsLayout, layoutIfNeeded
  case exchangeSubview, viewWithTag, setContentOffset, addArrangedSubview, insertArrangedSubview
  case removeArrangedSubview, startAnimating, stopAnimating
  case addConstraint, addConstraints, removeConstraint, removeConstraints
  // NSLayoutConstraint class methods
  case activateConstraints, deactivateConstraints
  // UIWindow
  case makeKeyAndVisible
  // UIView class methods
  case animate, animateWithCompletion, animateWithOptions

  /// How the method is written in each dialect.
  public var spelling: MethodSpelling { UIKitMethod.spellings[self] ?? makeSpelling() }

  private static let spellings: [UIKitMethod: MethodSpelling] = {
    var table: [UIKitMethod: MethodSpelling] = [:]
    for method in allCases { table[method] = method.makeSpelling() }
    return table
  }()

  private func makeSpelling() -> MethodSpelling {
    switch self {
    case .addChild:
      return MethodSpelling(swift: "addChild", [nil], objc: ["addChildViewController"])
    case .removeFromParent:
      return MethodSpelling(swift: "removeFromParent", [], objc: ["removeFromParentViewController"])
    case .willMove: return CallbackName.willMove.spelling
    case .didMove: return CallbackName.didMove.spelling
    case .transition:
      return MethodSpelling(
        swift: "transition", ["from", "to", "duration", "options", "animations", "completion"],
        objc: [
          "transitionFromViewController", "toViewController", "duration", "options", "animations",
          "completion",
        ])
    case .beginAppearanceTransition:
      return MethodSpelling(
        swift: "beginAppearanceTransition", [nil, "animated"],
        objc: ["beginAppearanceTransition", "animated"])
    case .endAppearanceTransition:
      return MethodSpelling(swift: "endAppearanceTransition", [], objc: ["endAppearanceTransition"])
    case .loadViewIfNeeded:
      return MethodSpelling(swift: "loadViewIfNeeded", [], objc: ["loadViewIfNeeded"])
    case .pushViewController:
      return MethodSpelling(
        swift: "pushViewController", [nil, "animated"], objc: ["pushViewController", "animated"])
    case .popViewController:
      return MethodSpelling(
        swift: "popViewController", ["animated"], objc: ["popViewControllerAnimated"])
    case .popToRootViewController:
      return MethodSpelling(
        swift: "popToRootViewController", ["animated"], objc: ["popToRootViewControllerAnimated"])
    case .setViewControllers:
      return MethodSpelling(
        swift: "setViewControllers", [nil, "animated"], objc: ["setViewControllers", "animated"])
    case .showDetailViewController:
      return MethodSpelling(
        swift: "showDetailViewController", [nil, "sender"],
        objc: ["showDetailViewController", "sender"])
    case .present:
      return MethodSpelling(
        swift: "present", [nil, "animated", "completion"],
        objc: ["presentViewController", "animated", "completion"])
    case .dismiss:
      return MethodSpelling(
        swift: "dismiss", ["animated", "completion"],
        objc: ["dismissViewControllerAnimated", "completion"])
    case .popToViewController:
      return MethodSpelling(
        swift: "popToViewController", [nil, "animated"], objc: ["popToViewController", "animated"])
    case .setPageViewControllers:
      return MethodSpelling(
        swift: "setViewControllers", [nil, "direction", "animated", "completion"],
        objc: ["setViewControllers", "direction", "animated", "completion"])
    case .setNeedsStatusBarAppearanceUpdate:
      return MethodSpelling(
        swift: "setNeedsStatusBarAppearanceUpdate", [],
        objc: ["setNeedsStatusBarAppearanceUpdate"])
    case .exchangeSubview:
      return MethodSpelling(
        swift: "exchangeSubview", ["at", "withSubviewAt"],
        objc: ["exchangeSubviewAtIndex", "withSubviewAtIndex"])
    case .viewWithTag: return MethodSpelling(swift: "viewWithTag", [nil], objc: ["viewWithTag"])
    case .setContentOffset:
      return MethodSpelling(
        swift: "setContentOffset", [nil, "animated"], objc: ["setContentOffset", "animated"])
    case .addArrangedSubview:
      return MethodSpelling(swift: "addArrangedSubview", [nil], objc: ["addArrangedSubview"])
    case .insertArrangedSubview:
      return MethodSpelling(
        swift: "insertArrangedSubview", [nil, "at"], objc: ["insertArrangedSubview", "atIndex"])
    case .removeArrangedSubview:
      return MethodSpelling(swift: "removeArrangedSubview", [nil], objc: ["removeArrangedSubview"])
    case .startAnimating:
      return MethodSpelling(swift: "startAnimating", [], objc: ["startAnimating"])
    case .stopAnimating:
      return MethodSpelling(swift: "stopAnimating", [], objc: ["stopAnimating"])
    case .activateConstraints:
      return MethodSpelling(swift: "activate", [nil], objc: ["activateConstraints"])
    case .deactivateConstraints:
      return MethodSpelling(swift: "deactivate", [nil], objc: ["deactivateConstraints"])
    case .addConstraint, .addConstraints, .removeConstraint, .removeConstraints:
      return MethodSpelling(swift: rawValue, [nil], objc: [rawValue])
    case .addSubview: return MethodSpelling(swift: "addSubview", [nil], objc: ["addSubview"])
    case .insertSubviewAt:
      return MethodSpelling(
        swift: "insertSubview", [nil, "at"], objc: ["insertSubview", "atIndex"])
    case .insertSubviewBelow:
      return MethodSpelling(
        swift: "insertSubview", [nil, "belowSubview"], objc: ["insertSubview", "belowSubview"])
    case .insertSubviewAbove:
      return MethodSpelling(
        swift: "insertSubview", [nil, "aboveSubview"], objc: ["insertSubview", "aboveSubview"])
    case .removeFromSuperview:
      return MethodSpelling(swift: "removeFromSuperview", [], objc: ["removeFromSuperview"])
    case .bringSubviewToFront:
      return MethodSpelling(
        swift: "bringSubviewToFront", [nil], objc: ["bringSubviewToFront"])
    case .sendSubviewToBack:
      return MethodSpelling(swift: "sendSubviewToBack", [nil], objc: ["sendSubviewToBack"])
    case .setNeedsLayout:
      return MethodSpelling(swift: "setNeedsLayout", [], objc: ["setNeedsLayout"])
    case .layoutIfNeeded:
      return MethodSpelling(swift: "layoutIfNeeded", [], objc: ["layoutIfNeeded"])
    case .makeKeyAndVisible:
      return MethodSpelling(swift: "makeKeyAndVisible", [], objc: ["makeKeyAndVisible"])
    case .animate:
      return MethodSpelling(
        swift: "animate", ["withDuration", "animations"],
        objc: ["animateWithDuration", "animations"])
    case .animateWithCompletion:
      return MethodSpelling(
        swift: "animate", ["withDuration", "animations", "completion"],
        objc: ["animateWithDuration", "animations", "completion"])
    case .animateWithOptions:
      return MethodSpelling(
        swift: "animate", ["withDuration", "delay", "options", "animations", "completion"],
        objc: ["animateWithDuration", "delay", "options", "animations", "completion"])
    }
  }

  /// The family the log colours a call line with.
  public var family: EventFamily? {
    switch self {
    case .addChild, .removeFromParent, .willMove, .didMove, .pushViewController,
      .popViewController, .popToRootViewController, .setViewControllers,
      .showDetailViewController, .transition, .popToViewController, .present, .dismiss,
      .setPageViewControllers:
      return .containment
    case .beginAppearanceTransition, .endAppearanceTransition: return .appearance
    default: return nil
    }
  }
}
