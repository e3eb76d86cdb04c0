import UIKitSurface

extension Interpreter {
  /// A Swift member of `CGAffineTransform` (`inverted()`, `concatenating(_:)`, `isIdentity`,
  /// `translatedBy(x:y:)`) computed by the C function its row names in its second column, with
  /// the transform as the first argument; nil when no such row names a function the
  /// interpreter computes.
  func transformMember(
    _ name: String, labels: [String?]?, of transform: Value, _ arguments: CallArguments?,
    _ range: SourceRange, _ env: Env
  ) throws -> Value? {
    guard
      let function = Self.transformFunctions[CFunctionMemberKey(name: name, labels: labels)]?.first
    else { return nil }
    let values = [transform] + (arguments?.values ?? [])
    let ranges = [range] + (arguments.map { Array($0.ranges) } ?? [])
    // Called as C calls it, so Swift's "replaced in Swift" warning does not apply.
    let call = CallArguments(
      values: values, labels: values.map { _ in nil }, ranges: ranges, hasTrailingClosure: false,
      dialect: .objc)
    let site = CallSite(
      objcPieces: [function], arity: values.count, selector: function, range: range,
      nameRange: range)
    return try builtin(function, call, site, env, nameHint: nil)
  }

  /// The computed C functions behind `CGAffineTransform`'s instance members, read from its
  /// rows once.
  private static let transformFunctions = CFunctionMemberKey.table(of: "CGAffineTransform") {
    Builtins.known.contains($0)
  }
}
