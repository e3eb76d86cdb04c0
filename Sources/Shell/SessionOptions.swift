import Rendering
import Simulation

/// How the clock moves after each input (`:clock`).
public enum ClockMode: String, Sendable {
  /// Time runs after each input until nothing animates.
  case auto
  /// Time moves only on `:tick` and `:wait`.
  case manual
}

/// How much of the log is shown (`:log brief|verbose`).
public enum LogDetail: String, Sendable {
  /// Without layout callbacks and `viewIsAppearing`.
  case brief
  case verbose
}

/// The settings a session starts with; meta commands change them as it runs.
public struct SessionOptions: Sendable {
  public var language: Language
  public var syntax: LogSyntax
  public var clock: ClockMode
  public var detail: LogDetail
  public var hints: Bool
  public var ascii: Bool
  public var iosVersion: Int
  /// How wide the terminal is: prose wraps to it, `:timeline` and tables fit in it.
  public var columns: Int
  /// How tall the terminal is, when known: `:screen` scales to fit it.
  public var rows: Int?
  /// Whether the front end shows spans as styles (colour): code spans then lose their
  /// backticks.
  public var styled: Bool
  /// Whether a sandbox in a terminal opens with a line on where to start.
  public var welcome: Bool

  public init(
    language: Language = .english, syntax: LogSyntax = .swift, clock: ClockMode = .auto,
    detail: LogDetail = .brief, hints: Bool = true, ascii: Bool = false, iosVersion: Int = 17,
    columns: Int = 80, rows: Int? = nil, styled: Bool = false, welcome: Bool = true
  ) {
    self.language = language
    self.syntax = syntax
    self.clock = clock
    self.detail = detail
    self.hints = hints
    self.ascii = ascii
    self.iosVersion = iosVersion
    self.columns = columns
    self.rows = rows
    self.styled = styled
    self.welcome = welcome
  }
}
