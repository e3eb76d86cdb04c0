/// How well a rule of `uikit-semantics.md` is supported by evidence.
public enum Evidence: String, Hashable, Sendable {
  /// Documented by Apple.
  case documented = "DOC"
  /// Observed in a published log or a reproducible report.
  case logged = "LOG"
  /// Inferred from documented rules, reimplementations or agreeing reports.
  case inferred = "INF"
  /// Inferred, and the guess is weak: a design choice of containrepl.
  case inferredLow = "INF-low"
  /// Not a UIKit behaviour at all: a limit or check of containrepl itself.
  case containrepl = "containrepl"

  /// Whether the tool must present the rule as an approximation.
  public var isApproximate: Bool { self == .inferred || self == .inferredLow }
}

/// Identifies a rule by its number in `uikit-semantics.md` (`2.2`, `7a.4`) or, for the tool's
/// own limits, a `C.` number.
public struct RuleID: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
  public let rawValue: String
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { self.rawValue = value }
  public var description: String { rawValue }
}

/// One rule: what UIKit does, in a sentence, with its evidence and sources.
public struct Rule: Hashable, Sendable {
  public let id: RuleID
  public let evidence: Evidence
  /// Source numbers of `uikit-semantics.md` §11 (`S4`, `S31`).
  public let sources: [String]
  public let english: String
  public let chinese: String

  /// The sentence in `language`.
  public func sentence(_ language: Language) -> String {
    language == .english ? english : chinese
  }
}

/// A published source a rule rests on.
public struct RuleSource: Hashable, Sendable {
  public let id: String
  public let title: String
  public let address: String
}
