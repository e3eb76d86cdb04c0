/// The UIKit view classes whose behaviour the simulation distinguishes.
public enum ViewKind: String, Hashable, Sendable {
  case plain, window, scroll, stack, label, button, imageView, activityIndicator
}

/// `UIView.AutoresizingMask`.
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
  public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
  public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
  public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
  public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
  public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

  /// The member names, as Swift writes them (`[.flexibleWidth, .flexibleHeight]`).
  public static let names: [(String, AutoresizingMask)] = [
    ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
    ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
    ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
  ]

  /// The mask named by Swift member names or Objective-C constants
  /// (`UIViewAutoresizingFlexibleWidth`); nil for an unknown name.
  public init?(names list: [String]) {
    var mask: AutoresizingMask = []
    for name in list {
      let member =
        name.hasPrefix("UIViewAutoresizing")
        ? name.dropFirst("UIViewAutoresizing".count).prefix(1).lowercased()
          + name.dropFirst("UIViewAutoresizing".count + 1) : name
      if member == "none" { continue }
      guard let found = AutoresizingMask.names.first(where: { $0.0 == member }) else {
        return nil
      }
      mask.insert(found.1)
    }
    self = mask
  }

  /// The member names set, in declaration order.
  public var memberNames: [String] {
    AutoresizingMask.names.filter { contains($0.1) }.map(\.0)
  }
}

/// A 2-D affine transform, as `CGAffineTransform` keeps it.
public struct Transform: Hashable, Sendable {
  public var a: Double
  public var b: Double
  public var c: Double
  public var d: Double
  public var tx: Double
  public var ty: Double

  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }

  public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  public static func translation(x: Double, y: Double) -> Transform {
    Transform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
  }

  public static func scale(x: Double, y: Double) -> Transform {
    Transform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
  }

  public static func rotation(_ angle: Double) -> Transform {
    let (sine, cosine) = (sinApprox(angle), cosApprox(angle))
    return Transform(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// `self` followed by `other` (`CGAffineTransformConcat(self, other)`).
  public func concatenating(_ other: Transform) -> Transform {
    Transform(
      a: a * other.a + b * other.c, b: a * other.b + b * other.d,
      c: c * other.a + d * other.c, d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
  }

  public var isIdentity: Bool { self == .identity }

  /// The inverse (`CGAffineTransformInvert`); a transform with no inverse comes back unchanged,
  /// as Core Graphics returns it.
  public func inverted() -> Transform {
    let determinant = a * d - b * c
    guard determinant != 0 else { return self }
    return Transform(
      a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
      tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
  }

  /// A point moved by this transform (`CGPointApplyAffineTransform`).
  public func applied(to point: Point) -> Point {
    Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
  }

  /// A size under this transform, which does not translate (`CGSizeApplyAffineTransform`).
  public func applied(to size: Size) -> Size {
    Size(width: a * size.width + c * size.height, height: b * size.width + d * size.height)
  }

  /// The smallest rectangle holding the four corners of `rect` moved by this transform
  /// (`CGRectApplyAffineTransform`).
  public func applied(to rect: Rect) -> Rect {
    let corners = [
      (rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY),
      (rect.maxX, rect.maxY),
    ].map { applied(to: Point(x: $0.0, y: $0.1)) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let minX = xs.min() ?? 0
    let minY = ys.min() ?? 0
    return Rect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
  }

  /// The rectangle a view with this transform covers, around the centre of `rect` (the frame
  /// UIKit reports for a transformed view).
  public func applied(toCentered rect: Rect) -> Rect {
    let (cx, cy) = (rect.midX, rect.midY)
    let (hw, hh) = (rect.width / 2, rect.height / 2)
    var xs: [Double] = []
    var ys: [Double] = []
    for (px, py) in [(-hw, -hh), (hw, -hh), (-hw, hh), (hw, hh)] {
      xs.append(cx + a * px + c * py + tx)
      ys.append(cy + b * px + d * py + ty)
    }
    let minX = xs.min() ?? cx
    let minY = ys.min() ?? cy
    return Rect(
      x: minX, y: minY, width: (xs.max() ?? cx) - minX, height: (ys.max() ?? cy) - minY)
  }

  /// The transform at `fraction` of the way from `self` to `other`.
  public func interpolated(to other: Transform, fraction f: Double) -> Transform {
    func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
    return Transform(
      a: mix(a, other.a), b: mix(b, other.b), c: mix(c, other.c), d: mix(d, other.d),
      tx: mix(tx, other.tx), ty: mix(ty, other.ty))
  }
}

/// Sine and cosine by Taylor series after range reduction: the simulation imports no libm
/// symbols beyond what Swift's standard library provides.
private func sinApprox(_ x: Double) -> Double {
  let twoPi = 2 * Double.pi
  var t = x.truncatingRemainder(dividingBy: twoPi)
  if t > .pi { t -= twoPi } else if t < -.pi { t += twoPi }
  var term = t
  var sum = t
  for n in 1..<12 {
    term *= -t * t / Double((2 * n) * (2 * n + 1))
    sum += term
  }
  return abs(sum) < 1e-12 ? 0 : sum
}

private func cosApprox(_ x: Double) -> Double { sinApprox(x + .pi / 2) }

/// `UIStackView`'s arrangement of its arranged subviews (rule L.3).
public struct StackArrangement: Hashable, Sendable {
  public enum Axis: String, Hashable, Sendable { case horizontal, vertical }
  public enum Distribution: String, Hashable, Sendable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
  }
  public enum Alignment: String, Hashable, Sendable {
    case fill, leading, top, center, trailing, bottom, firstBaseline, lastBaseline
  }

  public var axis: Axis = .horizontal
  public var distribution: Distribution = .fill
  public var alignment: Alignment = .fill
  public var spacing = 0.0
  public var arranged: [ViewID] = []
}
