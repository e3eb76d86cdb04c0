import Simulation

/// What a UIKit call does, once its signature has matched.
enum UIKitOperation: Hashable {
  case addChild, removeFromParent, transition, beginAppearance, endAppearance, loadViewIfNeeded
  case callback(CallbackName)
  case push, pop, popToRoot, setViewControllers, showDetail, present, dismiss
  case addSubview, insertAt, insertBelow, insertAbove, removeFromSuperview, bringToFront, sendToBack
  case setNeedsLayout, layoutIfNeeded, makeKeyAndVisible, isDescendant
  case animate
  case popToController, statusBarUpdate, exchangeSubviews, viewWithTag, setContentOffset
  case addArranged, insertArranged, removeArranged, startAnimating, stopAnimating
  case activateConstraints, deactivateConstraints, addConstraints, removeConstraints
}

/// The kinds of receiver a UIKit method belongs to.
enum ReceiverKind: UInt8, Hashable {
  case controller, navigation, split, view, window, viewType, scroll, stack, activityIndicator
  case constraintType
}

/// The receiver kinds one value answers as (a bit each: looked up on every call).
struct ReceiverKinds {
  private var bits: UInt16 = 0

  init(_ kinds: ReceiverKind...) {
    for kind in kinds { bits |= 1 << kind.rawValue }
  }

  var isEmpty: Bool { bits == 0 }

  /// The kinds as one number, for keys.
  var rawValue: UInt16 { bits }

  func contains(_ kind: ReceiverKind) -> Bool { bits & (1 << kind.rawValue) != 0 }
}

/// What a parameter accepts.
enum ParameterType: Hashable {
  case controller, optionalController, view, bool, number, integer, options, block, optionalBlock
  case controllerArray, size, orientation, any, point, optionalVoidBlock, constraintArray
  case constraint

  /// How error messages name the type.
  var name: String {
    switch self {
    case .controller: return "UIViewController"
    case .optionalController: return "UIViewController?"
    case .view: return "UIView"
    case .bool: return "Bool"
    case .number: return "TimeInterval"
    case .integer: return "Int"
    case .options: return "UIView.AnimationOptions"
    case .block: return "() -> Void"
    case .optionalBlock: return "((Bool) -> Void)?"
    case .controllerArray: return "[UIViewController]"
    case .size: return "CGSize"
    case .orientation: return "UIInterfaceOrientation"
    case .any: return "Any"
    case .point: return "CGPoint"
    case .optionalVoidBlock: return "(() -> Void)?"
    case .constraintArray: return "[NSLayoutConstraint]"
    case .constraint: return "NSLayoutConstraint"
    }
  }
}

/// One parameter of a UIKit method.
struct UIKitParameter: Hashable {
  let label: String?
  let name: String
  let type: ParameterType
  /// The value used when a Swift call leaves the argument out; nil when it is required.
  let defaultValue: DefaultArgument?
}

/// A default argument of a Swift UIKit signature.
enum DefaultArgument: Hashable {
  case noOptions, nilBlock, zero
}

/// A UIKit method as both dialects spell it. A class: every call that matches one holds it,
/// and a reference is one retain where the fields would be a dozen.
final class UIKitSignature: Sendable {
  let operation: UIKitOperation
  /// UIKit's method, for the call line's spelling, family and rule (nil for a callback).
  let method: UIKitMethod?
  let receiver: ReceiverKind
  let swiftBase: String
  let parameters: [UIKitParameter]
  let objcPieces: [String]
  /// Older Swift names that still work (`addChildViewController(_:)`).
  let legacySwift: [(String, [String?])]
  /// How the log writes the call.
  let spelling: MethodSpelling
  /// The parameters' Swift labels, in order.
  let labels: [String?]
  /// Which parameters have a default, and which take a closure (a trailing one binds there),
  /// worked out once rather than on every match.
  let hasDefault: [Bool]
  let takesClosure: [Bool]

  init(
    operation: UIKitOperation, method: UIKitMethod?, receiver: ReceiverKind, swiftBase: String,
    parameters: [UIKitParameter], objcPieces: [String], legacySwift: [(String, [String?])],
    spelling: MethodSpelling, labels: [String?]
  ) {
    self.operation = operation
    self.method = method
    self.receiver = receiver
    self.swiftBase = swiftBase
    self.parameters = parameters
    self.objcPieces = objcPieces
    self.legacySwift = legacySwift
    self.spelling = spelling
    self.labels = labels
    hasDefault = parameters.map { $0.defaultValue != nil }
    takesClosure = parameters.map {
      $0.type == .block || $0.type == .optionalBlock || $0.type == .optionalVoidBlock
    }
  }

  var objcSelector: String {
    parameters.isEmpty ? (objcPieces.first ?? "") : objcPieces.map { $0 + ":" }.joined()
  }
}

/// Every UIKit method the language can call.
enum UIKitSignatures {
  static func p(
    _ label: String?, _ name: String, _ type: ParameterType, _ defaultValue: DefaultArgument? = nil
  ) -> UIKitParameter {
    UIKitParameter(label: label, name: name, type: type, defaultValue: defaultValue)
  }

  static func make(
    _ operation: UIKitOperation, _ receiver: ReceiverKind, _ method: UIKitMethod,
    _ parameters: [UIKitParameter], legacy: [(String, [String?])] = []
  ) -> UIKitSignature {
    let spelling = method.spelling
    return UIKitSignature(
      operation: operation, method: method, receiver: receiver, swiftBase: spelling.swiftBase,
      parameters: parameters, objcPieces: spelling.objcPieces,
      legacySwift: legacy + LegacySpellings.swift(of: operation),
      spelling: spelling, labels: parameters.map(\.label))
  }

  static func callback(_ name: CallbackName, _ parameters: [UIKitParameter]) -> UIKitSignature {
    let spelling = name.spelling
    var legacy: [(String, [String?])] = []
    if name == .willMove || name == .didMove {
      legacy = [(spelling.swiftBase, ["toParentViewController"])]
    }
    legacy += LegacySpellings.swift(of: .callback(name))
    return UIKitSignature(
      operation: .callback(name), method: nil, receiver: .controller, swiftBase: spelling.swiftBase,
      parameters: parameters, objcPieces: spelling.objcPieces, legacySwift: legacy,
      spelling: spelling, labels: parameters.map(\.label))
  }

  static let all: [UIKitSignature] = [
    make(
      .addChild, .controller, .addChild, [p(nil, "child", .controller)],
      legacy: [("addChildViewController", [nil])]),
    make(
      .removeFromParent, .controller, .removeFromParent, [],
      legacy: [("removeFromParentViewController", [])]),
    make(
      .transition, .controller, .transition,
      [
        p("from", "fromViewController", .controller), p("to", "toViewController", .controller),
        p("duration", "duration", .number), p("options", "options", .options, .noOptions),
        p("animations", "animations", .optionalBlock),
        p("completion", "completion", .optionalBlock, .nilBlock),
      ]),
    make(
      .beginAppearance, .controller, .beginAppearanceTransition,
      [
        p(nil, "isAppearing", .bool), p("animated", "animated", .bool),
      ]),
    make(.endAppearance, .controller, .endAppearanceTransition, []),
    make(.loadViewIfNeeded, .controller, .loadViewIfNeeded, []),
    make(
      .push, .navigation, .pushViewController,
      [
        p(nil, "viewController", .controller), p("animated", "animated", .bool),
      ]),
    make(.pop, .navigation, .popViewController, [p("animated", "animated", .bool)]),
    make(.popToRoot, .navigation, .popToRootViewController, [p("animated", "animated", .bool)]),
    make(
      .setViewControllers, .controller, .setViewControllers,
      [
        p(nil, "viewControllers", .controllerArray), p("animated", "animated", .bool),
      ]),
    make(
      .showDetail, .controller, .showDetailViewController,
      [
        p(nil, "vc", .controller), p("sender", "sender", .any),
      ]),
    make(
      .present, .controller, .present,
      [
        p(nil, "viewControllerToPresent", .controller), p("animated", "flag", .bool),
        p("completion", "completion", .optionalVoidBlock, .nilBlock),
      ]),
    make(
      .dismiss, .controller, .dismiss,
      [
        p("animated", "flag", .bool),
        p("completion", "completion", .optionalVoidBlock, .nilBlock),
      ]),
    make(
      .popToController, .navigation, .popToViewController,
      [p(nil, "viewController", .controller), p("animated", "animated", .bool)]),
    make(.statusBarUpdate, .controller, .setNeedsStatusBarAppearanceUpdate, []),
    make(
      .exchangeSubviews, .view, .exchangeSubview,
      [p("at", "index1", .integer), p("withSubviewAt", "index2", .integer)]),
    make(.viewWithTag, .view, .viewWithTag, [p(nil, "tag", .integer)]),
    make(
      .setContentOffset, .scroll, .setContentOffset,
      [p(nil, "contentOffset", .point), p("animated", "animated", .bool)]),
    make(.addArranged, .stack, .addArrangedSubview, [p(nil, "view", .view)]),
    make(
      .insertArranged, .stack, .insertArrangedSubview,
      [p(nil, "view", .view), p("at", "stackIndex", .integer)]),
    make(.removeArranged, .stack, .removeArrangedSubview, [p(nil, "view", .view)]),
    make(.startAnimating, .activityIndicator, .startAnimating, []),
    make(.stopAnimating, .activityIndicator, .stopAnimating, []),
    make(
      .activateConstraints, .constraintType, .activateConstraints,
      [p(nil, "constraints", .constraintArray)]),
    make(
      .deactivateConstraints, .constraintType, .deactivateConstraints,
      [p(nil, "constraints", .constraintArray)]),
    make(.addConstraints, .view, .addConstraint, [p(nil, "constraint", .constraint)]),
    make(.addConstraints, .view, .addConstraints, [p(nil, "constraints", .constraintArray)]),
    make(.removeConstraints, .view, .removeConstraint, [p(nil, "constraint", .constraint)]),
    make(
      .removeConstraints, .view, .removeConstraints, [p(nil, "constraints", .constraintArray)]),
    make(.addSubview, .view, .addSubview, [p(nil, "view", .view)]),
    make(.insertAt, .view, .insertSubviewAt, [p(nil, "view", .view), p("at", "index", .integer)]),
    make(
      .insertBelow, .view, .insertSubviewBelow,
      [
        p(nil, "view", .view), p("belowSubview", "siblingSubview", .view),
      ]),
    make(
      .insertAbove, .view, .insertSubviewAbove,
      [
        p(nil, "view", .view), p("aboveSubview", "siblingSubview", .view),
      ]),
    make(.removeFromSuperview, .view, .removeFromSuperview, []),
    make(.bringToFront, .view, .bringSubviewToFront, [p(nil, "view", .view)]),
    make(.sendToBack, .view, .sendSubviewToBack, [p(nil, "view", .view)]),
    make(.setNeedsLayout, .view, .setNeedsLayout, []),
    make(.layoutIfNeeded, .view, .layoutIfNeeded, []),
    make(.makeKeyAndVisible, .window, .makeKeyAndVisible, []),
    make(
      .animate, .viewType, .animateWithOptions,
      [
        p("withDuration", "duration", .number), p("delay", "delay", .number, .zero),
        p("options", "options", .options, .noOptions), p("animations", "animations", .block),
        p("completion", "completion", .optionalBlock, .nilBlock),
      ]),
    callback(.loadView, []),
    callback(.viewDidLoad, []),
    callback(.viewWillAppear, [p(nil, "animated", .bool)]),
    callback(.viewIsAppearing, [p(nil, "animated", .bool)]),
    callback(.viewDidAppear, [p(nil, "animated", .bool)]),
    callback(.viewWillDisappear, [p(nil, "animated", .bool)]),
    callback(.viewDidDisappear, [p(nil, "animated", .bool)]),
    callback(.viewWillLayoutSubviews, []),
    callback(.viewDidLayoutSubviews, []),
    callback(.willMove, [p("toParent", "parent", .optionalController)]),
    callback(.didMove, [p("toParent", "parent", .optionalController)]),
    callback(
      .willRotate, [p("to", "orientation", .orientation), p("duration", "duration", .number)]),
    callback(
      .willAnimateRotation,
      [
        p("to", "orientation", .orientation), p("duration", "duration", .number),
      ]),
    callback(.didRotate, [p("from", "orientation", .orientation)]),
    callback(.viewWillTransition, [p("to", "size", .size), p("with", "coordinator", .any)]),
    callback(.viewSafeAreaInsetsDidChange, []),
    callback(
      .preferredContentSizeDidChange, [p("forChildContentContainer", "container", .any)]),
  ]

  /// Signatures by Objective-C selector.
  static let byObjCSelector: [String: [UIKitSignature]] = {
    var table: [String: [UIKitSignature]] = [:]
    for signature in all {
      table[signature.objcSelector, default: []].append(signature)
      if signature.operation == .animate {
        for selector in [
          "animateWithDuration:animations:", "animateWithDuration:animations:completion:",
        ] {
          table[selector, default: []].append(signature)
        }
      }
    }
    return table
  }()

  /// Signatures by Swift base name (labels are matched separately, defaults allowed).
  static let bySwiftBase: [String: [UIKitSignature]] = {
    var table: [String: [UIKitSignature]] = [:]
    for signature in all {
      table[signature.swiftBase, default: []].append(signature)
      for (base, _) in signature.legacySwift where base != signature.swiftBase {
        table[base, default: []].append(signature)
      }
    }
    return table
  }()

  /// Every Swift and Objective-C name, for suggestions.
  static var names: [String] {
    all.flatMap { [$0.swiftBase, $0.objcSelector] }
  }
}
