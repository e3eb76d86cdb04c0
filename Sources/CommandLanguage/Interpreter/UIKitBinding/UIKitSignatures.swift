import Simulation
import UIKitSurface

/// The kinds of receiver a UIKit method belongs to.
enum ReceiverKind: UInt8, Hashable {
  case controller, navigation, tabBar, split, view, window, viewType, scroll, stack
  case activityIndicator, constraintType, page
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
  let operation: SurfaceOperation
  /// The callback a `sim callback` row sends (nil for any other row).
  let callback: CallbackName?
  /// The rule the row cites for the call's own line.
  let rule: RuleID?
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
    operation: SurfaceOperation, callback: CallbackName?, rule: RuleID?, receiver: ReceiverKind,
    swiftBase: String,
    parameters: [UIKitParameter], objcPieces: [String], legacySwift: [(String, [String?])],
    spelling: MethodSpelling, labels: [String?]
  ) {
    self.operation = operation
    self.callback = callback
    self.rule = rule
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
    objcSelector =
      parameters.isEmpty ? (objcPieces.first ?? "") : objcPieces.map { $0 + ":" }.joined()
  }

  /// The Objective-C selector (`addChildViewController:`), made once: every call of the
  /// method asks for it.
  let objcSelector: String
}

/// Every UIKit method the simulation performs: the rows that name an operation (`sim addChild
/// 1.1`, `sim callback`), with their parameters, labels, selector and rule as the rows declare
/// them. Read once, at the first UIKit call of the process.
enum UIKitSignatures {
  static let all: [UIKitSignature] = Surface.shared.operationRows.compactMap(signature)

  /// The signature of one row, nil for a row whose operation is not a UIKit method the
  /// interpreter runs here (target-action and gestures have their own path).
  private static func signature(_ row: SurfaceMember) -> UIKitSignature? {
    guard case .simulated(let name, let rule) = row.behaviour,
      let receiver = receiver(of: row)
    else { return nil }
    guard let operation = SurfaceOperation(rawValue: name), operation.isSignatureCall else {
      return nil
    }
    let callback = operation == .callback ? CallbackName(rawValue: row.name) : nil
    if operation == .callback && callback == nil { return nil }
    // A callback is spelled as the world logs it; every other call as its row declares it.
    let spelling =
      callback?.spelling
      ?? MethodSpelling(
        swift: row.name, row.labels,
        objc: row.objcName.split(separator: ":").map(String.init))
    let parameters = row.parameters.enumerated().map { index, parameter in
      Self.parameter(
        parameter.withImportedDefault(
          isLast: index == row.parameters.count - 1, optionSets: Surface.shared.isOptionSet),
        name: spelling.objcPieces.indices.contains(index) ? spelling.objcPieces[index] : "")
    }
    return UIKitSignature(
      operation: operation, callback: callback, rule: rule.map { RuleID($0) }, receiver: receiver,
      swiftBase: spelling.swiftBase, parameters: parameters, objcPieces: spelling.objcPieces,
      legacySwift: LegacySpellings.swift(
        of: operation, callback: callback, parameterCount: parameters.count),
      spelling: spelling, labels: parameters.map(\.label))
  }

  /// The receiver kind an instance of each modelled UIKit class answers as.
  static let instanceReceivers: [String: ReceiverKind] = [
    "UIViewController": .controller, "UISplitViewController": .split,
    "UINavigationController": .navigation, "UITabBarController": .tabBar,
    "UIPageViewController": .page, "UIView": .view, "UIWindow": .window, "UIScrollView": .scroll,
    "UIStackView": .stack, "UIActivityIndicatorView": .activityIndicator,
  ]

  /// The receivers a row's class answers as.
  private static func receiver(of row: SurfaceMember) -> ReceiverKind? {
    guard row.isClassMember else { return instanceReceivers[row.owner] }
    switch row.owner {
    case "UIView": return .viewType
    case "NSLayoutConstraint": return .constraintType
    default: return nil
    }
  }

  /// A row's parameter as the interpreter checks and fills it.
  private static func parameter(_ row: SurfaceParameter, name: String) -> UIKitParameter {
    let type = ParameterType(row.type, optionSets: Surface.shared.isOptionSet)
    var defaultValue: DefaultArgument?
    if row.hasDefault {
      switch type {
      case .options: defaultValue = .noOptions
      case .number, .integer: defaultValue = .zero
      default: defaultValue = .nilBlock
      }
    }
    return UIKitParameter(label: row.label, name: name, type: type, defaultValue: defaultValue)
  }

  /// Signatures by Objective-C selector.
  static let byObjCSelector: [String: [UIKitSignature]] = {
    var table: [String: [UIKitSignature]] = [:]
    for signature in all { table[signature.objcSelector, default: []].append(signature) }
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

extension ParameterType {
  /// What a row's parameter type takes.
  init(_ type: SurfaceTypeExpression, optionSets: (String) -> Bool) {
    if case .function(let parameters, _) = type.unwrapped {
      self = type.isOptional ? (parameters.isEmpty ? .optionalVoidBlock : .optionalBlock) : .block
      return
    }
    if case .array(let element) = type.unwrapped {
      switch element.name {
      case "UIViewController": self = .controllerArray
      case "NSLayoutConstraint": self = .constraintArray
      default: self = .any
      }
      return
    }
    switch type.name {
    case "UIViewController": self = type.isOptional ? .optionalController : .controller
    case "UIView": self = .view
    case "Bool": self = .bool
    case "TimeInterval", "CGFloat", "Double": self = .number
    case "Int": self = .integer
    case "CGSize": self = .size
    case "CGPoint": self = .point
    case "UIInterfaceOrientation": self = .orientation
    case "NSLayoutConstraint": self = .constraint
    case let name? where optionSets(name): self = .options
    default: self = .any
    }
  }
}

extension Interpreter {
  /// Whether a call line's method is one of UIKit's that the simulation performs, rather than
  /// one of the user's own.
  public static func isUIKitCall(_ spelling: MethodSpelling) -> Bool {
    UIKitSignatures.spellings.contains(spelling)
  }
}

extension UIKitSignatures {
  fileprivate static let spellings = Set(all.map(\.spelling))
}
