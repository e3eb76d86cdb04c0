/// How a method is written in each dialect, so a log line can be printed in either syntax.
public struct MethodSpelling: Hashable, Sendable {
  /// Swift base name (`addChild`, `transition`).
  public var swiftBase: String
  /// Swift argument labels, one per argument; nil for an unlabelled argument.
  public var swiftLabels: [String?]
  /// Objective-C selector pieces without colons (`transitionFromViewController`, `toViewController`…);
  /// a unary selector has one piece and no arguments.
  public var objcPieces: [String]

  public init(swift base: String, _ labels: [String?], objc pieces: [String]) {
    self.swiftBase = base
    self.swiftLabels = labels
    self.objcPieces = pieces
  }

  /// The full Objective-C selector (`addChildViewController:`, `endAppearanceTransition`).
  public var selector: String {
    swiftLabels.isEmpty ? objcPieces.joined() : objcPieces.map { $0 + ":" }.joined()
  }

  /// The Swift name with its labels (`addChild(_:)`, `removeFromParent()`).
  public var swiftName: String {
    swiftBase + "(" + swiftLabels.map { ($0 ?? "_") + ":" }.joined() + ")"
  }
}

/// How a property is written in each dialect (`isUserInteractionEnabled` / `userInteractionEnabled`).
public struct PropertySpelling: Hashable, Sendable {
  public var swift: String
  public var objc: String

  public init(swift: String, objc: String? = nil) {
    self.swift = swift
    self.objc = objc ?? swift
  }
}
