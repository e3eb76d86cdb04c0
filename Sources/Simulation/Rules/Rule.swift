/// How well a rule of the catalogue is supported by evidence.
public enum Evidence: String, CaseIterable, Hashable, Sendable {
  /// Documented by Apple.
  case documented = "DOC"
  /// Observed in a published log or a reproducible report.
  case logged = "LOG"
  /// Seen in published device or simulator stack traces and in the control flow of UIKit's
  /// current binary (read for facts only).
  case loggedBinary = "LOG+BIN"
  /// Read from the control flow of UIKit's current binary alone: true of that iOS version,
  /// an inference for the others.
  case binary = "BIN"
  /// Inferred from documented rules, reimplementations or agreeing reports.
  case inferred = "INF"
  /// Inferred, and the guess is weak: a design choice of containrepl.
  case inferredLow = "INF-low"
  /// Not settled by any evidence: containrepl does not model it and says so.
  case unknown = "unknown"
  /// Not a UIKit behaviour at all: a limit or check of containrepl itself.
  case containrepl = "containrepl"

  /// Whether the tool must present the rule as an approximation.
  public var isApproximate: Bool {
    self == .inferred || self == .inferredLow || self == .binary || self == .unknown
  }
}

/// Identifies a rule by its number in the catalogue (`2.2`, `7a.4`, `R.1`) or, for the tool's
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
  /// Source numbers of the catalogue's source list (`S4`, `S31`).
  public let sources: [String]
  public let english: String
  public let chinese: String
  /// What the evidence is, in a sentence (a trace's call path, which iOS version), when the
  /// label and the sources alone do not say it.
  public let basisEnglish: String
  public let basisChinese: String
  /// The revision that replaced this rule; a superseded rule stays listed so that its number
  /// still explains itself, but the simulation no longer follows it.
  public let supersededBy: RuleID?

  public init(
    id: RuleID, evidence: Evidence, sources: [String], english: String, chinese: String,
    basisEnglish: String = "", basisChinese: String = "", supersededBy: RuleID? = nil
  ) {
    self.id = id
    self.evidence = evidence
    self.sources = sources
    self.english = english
    self.chinese = chinese
    self.basisEnglish = basisEnglish
    self.basisChinese = basisChinese
    self.supersededBy = supersededBy
  }

  /// The sentence in `language`.
  public func sentence(_ language: Language) -> String {
    language == .english ? english : chinese
  }

  /// What the evidence is, in `language`; empty when the label and sources say it all.
  public func basis(_ language: Language) -> String {
    language == .english ? basisEnglish : basisChinese
  }
}

/// A published source a rule rests on.
public struct RuleSource: Hashable, Sendable {
  public let id: String
  public let title: String
  public let address: String
}
