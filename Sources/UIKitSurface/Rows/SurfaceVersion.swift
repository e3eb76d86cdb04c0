/// An iOS version as availability writes it (`13.0`, `10.3`).
public struct SurfaceVersion: Hashable, Comparable, Sendable, CustomStringConvertible {
  public let major: Int
  public let minor: Int

  public init(_ major: Int, _ minor: Int = 0) {
    self.major = major
    self.minor = minor
  }

  /// `13`, `13.0`, `10.3`; nil for anything else.
  public init?(_ text: Substring) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...3).contains(parts.count), let major = Int(parts[0]) else { return nil }
    let minor = parts.count > 1 ? Int(parts[1]) : 0
    guard let minor else { return nil }
    self.init(major, minor)
  }

  public var description: String { "\(major).\(minor)" }

  public static func < (a: Self, b: Self) -> Bool { (a.major, a.minor) < (b.major, b.minor) }
}

/// When a declaration exists on iOS: introduced, perhaps deprecated or removed, perhaps kept
/// from Swift.
public struct SurfaceAvailability: Hashable, Sendable {
  public let introduced: SurfaceVersion
  public let deprecated: SurfaceVersion?
  public let obsoleted: SurfaceVersion?
  /// Objective-C only (`NS_SWIFT_UNAVAILABLE`, `NS_UNAVAILABLE` in Swift's import).
  public let unavailableInSwift: Bool

  public static let always = SurfaceAvailability(
    introduced: SurfaceVersion(2), deprecated: nil, obsoleted: nil, unavailableInSwift: false)

  /// `ios 2.0`, `ios 8.0 deprecated 13.0`, `ios 2.0 obsoleted 9.0 unavailable-in-swift`.
  init?(_ text: Substring) {
    let words = text.split(separator: " ")
    guard words.count >= 2, words[0] == "ios", let introduced = SurfaceVersion(words[1]) else {
      return nil
    }
    var deprecated: SurfaceVersion?
    var obsoleted: SurfaceVersion?
    var unavailable = false
    var index = 2
    while index < words.count {
      switch words[index] {
      case "deprecated", "obsoleted":
        guard index + 1 < words.count, let version = SurfaceVersion(words[index + 1]) else {
          return nil
        }
        if words[index] == "deprecated" { deprecated = version } else { obsoleted = version }
        index += 2
      case "unavailable-in-swift":
        unavailable = true
        index += 1
      default:
        return nil
      }
    }
    self.init(
      introduced: introduced, deprecated: deprecated, obsoleted: obsoleted,
      unavailableInSwift: unavailable)
  }

  init(
    introduced: SurfaceVersion, deprecated: SurfaceVersion?, obsoleted: SurfaceVersion?,
    unavailableInSwift: Bool
  ) {
    self.introduced = introduced
    self.deprecated = deprecated
    self.obsoleted = obsoleted
    self.unavailableInSwift = unavailableInSwift
  }

  /// The row's spelling of it.
  public var description: String {
    var text = "ios \(introduced)"
    if let deprecated { text += " deprecated \(deprecated)" }
    if let obsoleted { text += " obsoleted \(obsoleted)" }
    if unavailableInSwift { text += " unavailable-in-swift" }
    return text
  }
}
