import Simulation

/// The Swift 2 and Swift 3 names of UIKit methods, which the migrator renames: a call written
/// with one still runs, with a warning naming today's spelling. Each entry gives one label
/// per parameter of today's signature (parameters with defaults may still be left out).
enum LegacySpellings {
  static func swift(
    of operation: SurfaceOperation, callback: CallbackName?, parameterCount: Int
  ) -> [(String, [String?])] {
    let names = callback.map(Self.callback) ?? Self.names(of: operation)
    return names.filter { $0.1.count == parameterCount }
  }

  private static func names(of operation: SurfaceOperation) -> [(String, [String?])] {
    switch operation {
    case .addChild: return [("addChildViewController", [nil])]
    case .removeFromParent: return [("removeFromParentViewController", [])]
    case .transition:
      return [
        (
          "transitionFromViewController",
          [nil, "toViewController", "duration", "options", "animations", "completion"]
        )
      ]
    case .popViewController: return [("popViewControllerAnimated", [nil])]
    case .popToRootViewController: return [("popToRootViewControllerAnimated", [nil])]
    case .insertSubviewAt: return [("insertSubview", [nil, "atIndex"])]
    case .bringSubviewToFront: return [("bringSubview", ["toFront"])]
    case .sendSubviewToBack: return [("sendSubview", ["toBack"])]
    case .animate, .animateWithCompletion, .animateWithOptions:
      // One per form; `parameterCount` picks the form's.
      return [
        ("animateWithDuration", [nil, "animations"]),
        ("animateWithDuration", [nil, "animations", "completion"]),
        ("animateWithDuration", [nil, "delay", "options", "animations", "completion"]),
      ]
    default: return []
    }
  }

  private static func callback(_ name: CallbackName) -> [(String, [String?])] {
    switch name {
    case .willMove:
      return [("willMove", ["toParentViewController"]), ("willMoveToParentViewController", [nil])]
    case .didMove:
      return [("didMove", ["toParentViewController"]), ("didMoveToParentViewController", [nil])]
    case .willRotate: return [("willRotateToInterfaceOrientation", [nil, "duration"])]
    case .willAnimateRotation:
      return [("willAnimateRotationToInterfaceOrientation", [nil, "duration"])]
    case .didRotate: return [("didRotateFromInterfaceOrientation", [nil])]
    case .viewWillTransition:
      return [("viewWillTransitionToSize", [nil, "withTransitionCoordinator"])]
    default: return []
    }
  }
}
