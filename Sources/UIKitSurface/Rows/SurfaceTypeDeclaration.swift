/// A class, protocol, structure, enumeration or group of free declarations, with its members.
public struct SurfaceTypeDeclaration: Sendable {
  public enum Kind: String, Hashable, Sendable {
    case `class`, `protocol`, `struct`, `enum`, options, typed, global
  }

  public let kind: Kind
  /// The Swift name (`UIControl.State`, `NotificationCenter`); a header group's file name.
  public let name: String
  /// The Objective-C or C name (`UIControlState`, `NSNotificationCenter`).
  public let objcName: String
  /// A class's superclass; an enumeration's raw type.
  public let base: String?
  public let availability: SurfaceAvailability
  public internal(set) var members: [SurfaceMember] = []
  public internal(set) var cases: [SurfaceEnumCase] = []

  /// Whether it is an enumeration or option set whose cases the language writes.
  public var hasCases: Bool { kind == .enum || kind == .options || kind == .typed }
}

/// A case of an enumeration or option set, or a constant of a typed enumeration.
public struct SurfaceEnumCase: Hashable, Sendable {
  /// The Swift case name (`fullScreen`, `flexibleWidth`).
  public let name: String
  /// The Objective-C constant (`UIModalPresentationFullScreen`).
  public let objcName: String
  public let availability: SurfaceAvailability
  /// The raw value as the header gives it (`1 << 2` resolved to `4`); nil when not public.
  public let rawValue: String?
}
