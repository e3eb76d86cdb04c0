import Simulation
import UIKitSurface

/// Core Graphics' rectangle functions, written once: the C functions by name (`CGRectUnion`),
/// and the Swift members Swift imports them as (`union(_:)`, `isNull`), which the rows of
/// `CGRect` link to their C function in their second column.
enum RectGeometry {
  /// `CGRectNull`: the rectangle at infinity that stands for "no rectangle".
  static let null = Rect(x: .infinity, y: .infinity, width: 0, height: 0)
  /// `CGRectInfinite`, as Core Graphics defines it.
  static let infinite = Rect(
    x: -.greatestFiniteMagnitude / 2, y: -.greatestFiniteMagnitude / 2,
    width: .greatestFiniteMagnitude, height: .greatestFiniteMagnitude)

  /// A Swift member of `CGRect` (`union(_:)`, `isNull`, `contains(_:)`) applied to `rect` and
  /// `arguments`, through the C function its row names; nil for a member no C function backs
  /// or arguments none of its rows takes (`contains(_:)` has a row for a point and one for a
  /// rectangle).
  static func member(
    _ base: String, labels: [String?], isProperty: Bool, of rect: Rect, _ arguments: [Value]
  ) -> Value? {
    let key = CFunctionMemberKey(name: base, labels: isProperty ? nil : labels)
    for name in cFunctions[key] ?? [] {
      if let value = apply(name, [.rect(rect)] + arguments) { return value }
    }
    return nil
  }

  /// The C functions behind `CGRect`'s members, read from its rows once (a frame's `width` is
  /// read often).
  private static let cFunctions = CFunctionMemberKey.table(of: "CGRect") { arity[$0] != nil }

  /// `CGRectEqualToRect`, Swift's `==` on `CGRect`: standardized, and null equals null.
  static func equal(_ rect: Rect, _ other: Rect) -> Bool {
    isNull(rect) && isNull(other) || standardized(rect) == standardized(other)
  }

  /// The number of arguments each C function of this file takes, the rectangle included.
  static let arity: [String: Int] = [
    "CGRectGetWidth": 1, "CGRectGetHeight": 1, "CGRectGetMinX": 1, "CGRectGetMinY": 1,
    "CGRectGetMaxX": 1, "CGRectGetMaxY": 1, "CGRectGetMidX": 1, "CGRectGetMidY": 1,
    "CGRectIsNull": 1, "CGRectIsEmpty": 1, "CGRectIsInfinite": 1, "CGRectStandardize": 1,
    "CGRectIntegral": 1, "CGRectOffset": 3, "CGRectInset": 3, "CGRectContainsPoint": 2,
    "CGRectContainsRect": 2, "CGRectUnion": 2, "CGRectIntersection": 2,
    "CGRectIntersectsRect": 2, "CGRectEqualToRect": 2, "UIEdgeInsetsInsetRect": 2,
  ]

  /// The C type of a C function's argument after the rectangle, for a type error.
  static func argumentType(of name: String) -> String {
    switch name {
    case "CGRectOffset", "CGRectInset": return "CGFloat"
    case "UIEdgeInsetsInsetRect": return "UIEdgeInsets"
    case "CGRectContainsPoint": return "CGPoint"
    default: return "CGRect"
    }
  }

  /// The C function `name` applied to `values`; nil when it is no rectangle function this
  /// file knows or the values are not its arguments.
  static func apply(_ name: String, _ values: [Value]) -> Value? {
    guard case .rect(let rect)? = values.first, arity[name] == values.count else { return nil }
    let rest = values.dropFirst()
    switch name {
    case "CGRectGetWidth": return .double(isNull(rect) ? 0 : rect.width)
    case "CGRectGetHeight": return .double(isNull(rect) ? 0 : rect.height)
    case "CGRectGetMinX": return .double(rect.minX)
    case "CGRectGetMinY": return .double(rect.minY)
    case "CGRectGetMaxX": return .double(rect.maxX)
    case "CGRectGetMaxY": return .double(rect.maxY)
    case "CGRectGetMidX": return .double(rect.midX)
    case "CGRectGetMidY": return .double(rect.midY)
    case "CGRectIsNull": return .bool(isNull(rect))
    case "CGRectIsEmpty": return .bool(isNull(rect) || rect.width == 0 || rect.height == 0)
    case "CGRectIsInfinite": return .bool(rect == infinite)
    case "CGRectStandardize": return .rect(standardized(rect))
    case "CGRectIntegral": return .rect(integral(rect))
    case "CGRectOffset", "CGRectInset":
      guard let dx = rest.first?.number, let dy = rest.last?.number else { return nil }
      guard !isNull(rect) else { return .rect(null) }
      if name == "CGRectOffset" { return .rect(standardized(rect).offsetBy(dx: dx, dy: dy)) }
      // An inset past the middle leaves no rectangle.
      let inset = rect.insetBy(dx: dx, dy: dy)
      return .rect(inset.size.width < 0 || inset.size.height < 0 ? null : inset)
    case "UIEdgeInsetsInsetRect":
      // Swift's `inset(by:)`: each edge moves in by its inset (UIKit adds them to the origin
      // and takes them from the size, so an inset past the middle leaves a negative size).
      guard case .structure(let insets) = rest.first, insets.typeName == "UIEdgeInsets",
        let top = insets.fields["top"]?.number, let left = insets.fields["left"]?.number,
        let bottom = insets.fields["bottom"]?.number, let right = insets.fields["right"]?.number
      else { return nil }
      return .rect(
        Rect(
          x: rect.minX + left, y: rect.minY + top, width: rect.width - left - right,
          height: rect.height - top - bottom))
    case "CGRectContainsPoint", "CGRectContainsRect", "CGRectUnion",
      "CGRectIntersection", "CGRectIntersectsRect", "CGRectEqualToRect":
      return binary(name, rect, rest[rest.startIndex])
    default:
      return nil
    }
  }

  private static func binary(_ name: String, _ rect: Rect, _ argument: Value) -> Value? {
    if case .point(let point) = argument, name == "CGRectContainsPoint" {
      return .bool(
        !isNull(rect) && point.x >= rect.minX && point.x < rect.maxX && point.y >= rect.minY
          && point.y < rect.maxY)
    }
    guard case .rect(let other) = argument else { return nil }
    switch name {
    case "CGRectEqualToRect":
      return .bool(equal(rect, other))
    case "CGRectUnion":
      // With the null rectangle, the other one as it is.
      if isNull(rect) { return .rect(other) }
      if isNull(other) { return .rect(rect) }
      let left = min(rect.minX, other.minX)
      let top = min(rect.minY, other.minY)
      return .rect(
        Rect(
          x: left, y: top, width: max(rect.maxX, other.maxX) - left,
          height: max(rect.maxY, other.maxY) - top))
    case "CGRectIntersection":
      guard !isNull(rect), !isNull(other), let shared = rect.intersection(other) else {
        return .rect(null)
      }
      return .rect(shared)
    case "CGRectIntersectsRect":
      return .bool(!isNull(rect) && !isNull(other) && rect.intersection(other) != nil)
    case "CGRectContainsRect":
      // Core Graphics: the union of the two is the first, so the null rectangle is in any.
      if isNull(other) { return .bool(true) }
      return .bool(!isNull(rect) && rect.contains(other))
    default:
      return nil
    }
  }

  static func isNull(_ rect: Rect) -> Bool {
    rect.origin.x == .infinity || rect.origin.y == .infinity
  }

  private static func standardized(_ rect: Rect) -> Rect {
    isNull(rect) ? null : Rect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
  }

  private static func integral(_ rect: Rect) -> Rect {
    guard !isNull(rect) else { return null }
    let left = rect.minX.rounded(.down)
    let top = rect.minY.rounded(.down)
    return Rect(
      x: left, y: top, width: rect.maxX.rounded(.up) - left,
      height: rect.maxY.rounded(.up) - top)
  }
}

/// An instance member of a Core Graphics value type as a call names it: a property by its name
/// (nil labels), a method by its name and argument labels.
struct CFunctionMemberKey: Hashable {
  let name: String
  let labels: [String?]?

  /// The C functions that `typeName`'s instance members name in their rows' second column
  /// (`union(_:)` names `CGRectUnion`), keeping those `isComputed` says the interpreter computes.
  static func table(of typeName: String, isComputed: (String) -> Bool) -> [Self: [String]] {
    var table: [Self: [String]] = [:]
    for row in Surface.shared.type(typeName)?.members ?? []
    where !row.isClassMember && row.kind != .initializer && isComputed(row.objcName) {
      let key = Self(name: row.name, labels: row.kind == .property ? nil : row.labels)
      table[key, default: []].append(row.objcName)
    }
    return table
  }
}
