/// The families of events, which the log colours differently.
public enum EventFamily: String, Hashable, Sendable {
  case containment, appearance, lifecycle, layout, rotation
}

/// A method UIKit calls on a view controller, which the user may override.
public enum Callback: Hashable, Sendable {
  case loadView
  case viewDidLoad
  case viewWillAppear(animated: Bool)
  case viewIsAppearing(animated: Bool)
  case viewDidAppear(animated: Bool)
  case viewWillDisappear(animated: Bool)
  case viewDidDisappear(animated: Bool)
  case viewWillLayoutSubviews
  case viewDidLayoutSubviews
  case willMove(toParent: ControllerID?)
  case didMove(toParent: ControllerID?)
  case willRotate(to: Orientation, duration: Double)
  case willAnimateRotation(to: Orientation, duration: Double)
  case didRotate(from: Orientation)
  case viewWillTransition(to: Size)
  case viewSafeAreaInsetsDidChange
  case preferredContentSizeDidChange(forChild: ControllerID)

  /// The callback's name, without its arguments.
  public var name: CallbackName {
    switch self {
    case .loadView: return .loadView
    case .viewDidLoad: return .viewDidLoad
    case .viewWillAppear: return .viewWillAppear
    case .viewIsAppearing: return .viewIsAppearing
    case .viewDidAppear: return .viewDidAppear
    case .viewWillDisappear: return .viewWillDisappear
    case .viewDidDisappear: return .viewDidDisappear
    case .viewWillLayoutSubviews: return .viewWillLayoutSubviews
    case .viewDidLayoutSubviews: return .viewDidLayoutSubviews
    case .willMove: return .willMove
    case .didMove: return .didMove
    case .willRotate: return .willRotate
    case .willAnimateRotation: return .willAnimateRotation
    case .didRotate: return .didRotate
    case .viewWillTransition: return .viewWillTransition
    case .viewSafeAreaInsetsDidChange: return .viewSafeAreaInsetsDidChange
    case .preferredContentSizeDidChange: return .preferredContentSizeDidChange
    }
  }

  /// The arguments, as the log prints them.
  public var arguments: [LogValue] {
    if let single = singleArgument { return single.map { [$0] } ?? [] }
    switch self {
    case .willRotate(let orientation, let duration),
      .willAnimateRotation(let orientation, let duration):
      return [.orientation(orientation), .number(duration)]
    case .viewWillTransition(let size): return [.size(size), .coordinator]
    default: return []  // `singleArgument` answered for every other callback
    }
  }

  /// The argument of a callback that takes at most one (`.some(nil)` for none); nil when it
  /// takes more. The log writes a callback for nearly every event: this spares it an array.
  public var singleArgument: LogValue?? {
    switch self {
    case .loadView, .viewDidLoad, .viewWillLayoutSubviews, .viewDidLayoutSubviews,
      .viewSafeAreaInsetsDidChange:
      return .some(nil)
    case .preferredContentSizeDidChange(let child): return LogValue.controller(child)
    case .viewWillAppear(let animated), .viewIsAppearing(let animated),
      .viewDidAppear(let animated), .viewWillDisappear(let animated),
      .viewDidDisappear(let animated):
      return LogValue.bool(animated)
    case .willMove(let parent), .didMove(let parent):
      return parent.map(LogValue.controller) ?? LogValue.nilValue
    case .didRotate(let orientation): return LogValue.orientation(orientation)
    case .willRotate, .willAnimateRotation, .viewWillTransition: return nil
    }
  }

  /// The `animated` argument of an appearance callback.
  public var animatedFlag: Bool? {
    switch self {
    case .viewWillAppear(let animated), .viewIsAppearing(let animated),
      .viewDidAppear(let animated), .viewWillDisappear(let animated),
      .viewDidDisappear(let animated):
      return animated
    default: return nil
    }
  }
}

/// The names of the callbacks, with their spellings: what a user's definition can override.
public enum CallbackName: String, CaseIterable, Hashable, Sendable {
  case loadView, viewDidLoad
  case viewWillAppear, viewIsAppearing, viewDidAppear, viewWillDisappear, viewDidDisappear
  case viewWillLayoutSubviews, viewDidLayoutSubviews
  case willMove, didMove
  case willRotate, willAnimateRotation, didRotate
  case viewWillTransition
  case viewSafeAreaInsetsDidChange, preferredContentSizeDidChange

  /// How the callback is written in Swift and Objective-C.
  public var spelling: MethodSpelling { CallbackName.spellings[ordinal] }

  /// The spellings in declaration order, read by `ordinal` (the log writes one per callback).
  private static let spellings: [MethodSpelling] = allCases.map { $0.makeSpelling() }

  /// The position of the case in `allCases`: tables of per-callback data (the spellings here,
  /// the log's fixed texts) are read by it rather than hashed by name.
  public var ordinal: Int {
    switch self {
    case .loadView: return 0
    case .viewDidLoad: return 1
    case .viewWillAppear: return 2
    case .viewIsAppearing: return 3
    case .viewDidAppear: return 4
    case .viewWillDisappear: return 5
    case .viewDidDisappear: return 6
    case .viewWillLayoutSubviews: return 7
    case .viewDidLayoutSubviews: return 8
    case .willMove: return 9
    case .didMove: return 10
    case .willRotate: return 11
    case .willAnimateRotation: return 12
    case .didRotate: return 13
    case .viewWillTransition: return 14
    case .viewSafeAreaInsetsDidChange: return 15
    case .preferredContentSizeDidChange: return 16
    }
  }

  private func makeSpelling() -> MethodSpelling {
    switch self {
    case .loadView: return MethodSpelling(swift: "loadView", [], objc: ["loadView"])
    case .viewDidLoad: return MethodSpelling(swift: "viewDidLoad", [], objc: ["viewDidLoad"])
    case .viewWillAppear:
      return MethodSpelling(swift: "viewWillAppear", [nil], objc: ["viewWillAppear"])
    case .viewIsAppearing:
      return MethodSpelling(swift: "viewIsAppearing", [nil], objc: ["viewIsAppearing"])
    case .viewDidAppear:
      return MethodSpelling(swift: "viewDidAppear", [nil], objc: ["viewDidAppear"])
    case .viewWillDisappear:
      return MethodSpelling(swift: "viewWillDisappear", [nil], objc: ["viewWillDisappear"])
    case .viewDidDisappear:
      return MethodSpelling(swift: "viewDidDisappear", [nil], objc: ["viewDidDisappear"])
    case .viewWillLayoutSubviews:
      return MethodSpelling(
        swift: "viewWillLayoutSubviews", [], objc: ["viewWillLayoutSubviews"])
    case .viewDidLayoutSubviews:
      return MethodSpelling(swift: "viewDidLayoutSubviews", [], objc: ["viewDidLayoutSubviews"])
    case .willMove:
      return MethodSpelling(
        swift: "willMove", ["toParent"], objc: ["willMoveToParentViewController"])
    case .didMove:
      return MethodSpelling(swift: "didMove", ["toParent"], objc: ["didMoveToParentViewController"])
    case .willRotate:
      return MethodSpelling(
        swift: "willRotate", ["to", "duration"],
        objc: ["willRotateToInterfaceOrientation", "duration"])
    case .willAnimateRotation:
      return MethodSpelling(
        swift: "willAnimateRotation", ["to", "duration"],
        objc: ["willAnimateRotationToInterfaceOrientation", "duration"])
    case .didRotate:
      return MethodSpelling(
        swift: "didRotate", ["from"], objc: ["didRotateFromInterfaceOrientation"])
    case .viewWillTransition:
      return MethodSpelling(
        swift: "viewWillTransition", ["to", "with"],
        objc: ["viewWillTransitionToSize", "withTransitionCoordinator"])
    case .viewSafeAreaInsetsDidChange:
      return MethodSpelling(
        swift: "viewSafeAreaInsetsDidChange", [], objc: ["viewSafeAreaInsetsDidChange"])
    case .preferredContentSizeDidChange:
      return MethodSpelling(
        swift: "preferredContentSizeDidChange", ["forChildContentContainer"],
        objc: ["preferredContentSizeDidChangeForChildContentContainer"])
    }
  }

  /// The family the log colours this callback with.
  public var family: EventFamily {
    switch self {
    case .loadView, .viewDidLoad: return .lifecycle
    case .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear, .viewDidDisappear:
      return .appearance
    case .viewWillLayoutSubviews, .viewDidLayoutSubviews, .viewSafeAreaInsetsDidChange:
      return .layout
    case .willMove, .didMove, .preferredContentSizeDidChange: return .containment
    case .willRotate, .willAnimateRotation, .didRotate, .viewWillTransition: return .rotation
    }
  }

  /// Whether `:log brief` leaves it out (layout callbacks and `viewIsAppearing`).
  public var isDetail: Bool {
    self == .viewWillLayoutSubviews || self == .viewDidLayoutSubviews || self == .viewIsAppearing
      || self == .viewSafeAreaInsetsDidChange
  }

  /// Whether it is one of the four appearance callbacks a container must not call directly.
  public var isAppearanceCallback: Bool {
    self == .viewWillAppear || self == .viewDidAppear || self == .viewWillDisappear
      || self == .viewDidDisappear
  }
}
