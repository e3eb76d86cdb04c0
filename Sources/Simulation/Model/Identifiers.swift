/// Identifies a view controller in a `World`; its index in the world's controller table.
public struct ControllerID: Hashable, Comparable, Sendable, CustomStringConvertible {
  public let index: Int
  public init(_ index: Int) { self.index = index }
  public static func < (lhs: ControllerID, rhs: ControllerID) -> Bool { lhs.index < rhs.index }
  public var description: String { "vc#\(index)" }
}

/// Identifies a view (the window included) in a `World`; its index in the world's view table.
public struct ViewID: Hashable, Comparable, Sendable, CustomStringConvertible {
  public let index: Int
  public init(_ index: Int) { self.index = index }
  public static func < (lhs: ViewID, rhs: ViewID) -> Bool { lhs.index < rhs.index }
  public var description: String { "view#\(index)" }
}

/// Identifies a closure or block the user handed to UIKit; the host runs it on request.
public struct BlockHandle: Hashable, Sendable {
  public let index: Int
  public init(_ index: Int) { self.index = index }
}
