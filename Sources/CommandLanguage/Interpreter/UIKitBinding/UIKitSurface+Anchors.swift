import Simulation

/// One way an anchor makes a constraint: `constraint(equalTo:constant:)`,
/// `constraintEqualToAnchor:constant:`, `constraint(equalToConstant:)`.
struct AnchorMethod {
  let relation: LayoutRelation
  /// Whether the constraint is to another anchor (else to a constant, for dimensions).
  let toAnchor: Bool
  let hasMultiplier: Bool
  let hasConstant: Bool

  /// Whether only `NSLayoutDimension` has it (a multiplier, or a constant alone).
  var isDimensionOnly: Bool { hasMultiplier || !toAnchor }

  /// The Swift labels (`equalTo`, `multiplier`, `constant`).
  var swiftLabels: [String] {
    let relationLabel: String
    switch relation {
    case .equal: relationLabel = "equalTo"
    case .greaterThanOrEqual: relationLabel = "greaterThanOrEqualTo"
    case .lessThanOrEqual: relationLabel = "lessThanOrEqualTo"
    }
    if !toAnchor { return [relationLabel + "Constant"] }
    return [relationLabel] + (hasMultiplier ? ["multiplier"] : [])
      + (hasConstant ? ["constant"] : [])
  }

  /// `constraint(equalTo:constant:)`.
  var swiftName: String { "constraint(" + swiftLabels.map { $0 + ":" }.joined() + ")" }

  /// `constraintEqualToAnchor:constant:`.
  var selector: String {
    let relationPiece: String
    switch relation {
    case .equal: relationPiece = "EqualTo"
    case .greaterThanOrEqual: relationPiece = "GreaterThanOrEqualTo"
    case .lessThanOrEqual: relationPiece = "LessThanOrEqualTo"
    }
    if !toAnchor { return "constraint\(relationPiece)Constant:" }
    return "constraint\(relationPiece)Anchor:" + (hasMultiplier ? "multiplier:" : "")
      + (hasConstant ? "constant:" : "")
  }
}

extension UIKitSurface {
  /// Every way an anchor makes a constraint.
  static let anchorMethods: [AnchorMethod] = {
    var methods: [AnchorMethod] = []
    for relation in [LayoutRelation.equal, .greaterThanOrEqual, .lessThanOrEqual] {
      for (multiplier, constant) in [(false, false), (false, true), (true, false), (true, true)] {
        methods.append(
          AnchorMethod(
            relation: relation, toAnchor: true, hasMultiplier: multiplier, hasConstant: constant))
      }
      methods.append(
        AnchorMethod(relation: relation, toAnchor: false, hasMultiplier: false, hasConstant: true))
    }
    return methods
  }()

  /// The classes whose instances make constraints.
  static let anchorClasses: Set<String> = [
    "NSLayoutXAxisAnchor", "NSLayoutYAxisAnchor", "NSLayoutDimension",
  ]
}
