/// A point in the window's coordinate space, in points.
public struct Point: Hashable, Sendable {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  public static let zero = Point(x: 0, y: 0)
}

/// A width and a height, in points.
public struct Size: Hashable, Sendable {
  public var width: Double
  public var height: Double

  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  public static let zero = Size(width: 0, height: 0)
}

/// A rectangle: an origin and a size, as `CGRect` has them.
public struct Rect: Hashable, Sendable {
  public var origin: Point
  public var size: Size

  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.origin = Point(x: x, y: y)
    self.size = Size(width: width, height: height)
  }

  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  public var minX: Double { min(origin.x, origin.x + size.width) }
  public var minY: Double { min(origin.y, origin.y + size.height) }
  public var maxX: Double { max(origin.x, origin.x + size.width) }
  public var maxY: Double { max(origin.y, origin.y + size.height) }
  public var width: Double { abs(size.width) }
  public var height: Double { abs(size.height) }
  public var midX: Double { (minX + maxX) / 2 }
  public var midY: Double { (minY + maxY) / 2 }

  /// The same rectangle at the origin, as a view's `bounds` is to its `frame`.
  public var bounds: Rect { Rect(origin: .zero, size: size) }

  /// The rectangle moved by `dx` and `dy` (`CGRectOffset`, `offsetBy(dx:dy:)`).
  public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
  }

  /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom.
  public func insetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
  }

  /// Whether the two rectangles share any area.
  public func intersects(_ other: Rect) -> Bool {
    minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
  }

  /// The area both rectangles cover (`CGRectIntersection`), nil when they share none.
  public func intersection(_ other: Rect) -> Rect? {
    let left = max(minX, other.minX)
    let top = max(minY, other.minY)
    let right = min(maxX, other.maxX)
    let bottom = min(maxY, other.maxY)
    guard left <= right, top <= bottom else { return nil }
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// Whether `other` lies wholly inside this rectangle (`CGRectContainsRect`).
  public func contains(_ other: Rect) -> Bool {
    other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
  }

  /// The linear interpolation between `self` (at 0) and `other` (at 1).
  public func interpolated(to other: Rect, fraction: Double) -> Rect {
    func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * fraction }
    return Rect(
      x: mix(origin.x, other.origin.x), y: mix(origin.y, other.origin.y),
      width: mix(size.width, other.size.width), height: mix(size.height, other.size.height))
  }
}

/// The four interface orientations `:rotate` can choose.
public enum Orientation: String, CaseIterable, Hashable, Sendable {
  case portrait
  case portraitUpsideDown
  case landscapeLeft
  case landscapeRight

  /// Whether the window is wider than it is tall in this orientation.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

  /// The Objective-C constant (`UIInterfaceOrientationLandscapeLeft`).
  public var objcName: String {
    "UIInterfaceOrientation" + rawValue.prefix(1).uppercased() + rawValue.dropFirst()
  }
}
