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
    guard let function = Self.transformFunctions[TransformMemberKey(name: name, labels: labels)]
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

  /// A member of `CGAffineTransform` as a call names it: a property by its name (nil labels),
  /// a method by its name and argument labels.
  private struct TransformMemberKey: Hashable {
    let name: String
    let labels: [String?]?
  }

  /// The computed C functions behind `CGAffineTransform`'s instance members, read from its rows
  /// once.
  private static let transformFunctions: [TransformMemberKey: String] = {
    var table: [TransformMemberKey: String] = [:]
    for row in Surface.shared.type("CGAffineTransform")?.members ?? []
    where !row.isClassMember && row.kind != .initializer && Builtins.known.contains(row.objcName) {
      let key = TransformMemberKey(
        name: row.name, labels: row.kind == .property ? nil : row.labels)
      table[key] = row.objcName
    }
    return table
  }()
}
