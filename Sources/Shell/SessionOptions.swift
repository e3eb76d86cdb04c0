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

/// How a line of output should look; the front end turns styles into colour, or ignores them.
public enum LineStyle: Hashable, Sendable {
  case plain
  /// A callback or call line of an event family.
  case event(EventFamily?)
  case warning
  case error
  case note
  case hint
  /// The value of an expression typed alone.
  case value
  /// What the user's code printed.
  case output
  /// Diagrams, help and other tool text.
  case info
  /// Markdown prose (a lesson's or an exercise's text): the session renders and wraps it.
  case prose
  /// One frame of `:play`: a terminal redraws frames in place; other outputs print them all.
  case frame(Int)

  /// The ANSI colour code (`36` for `ESC[36m`) a terminal shows the style in; nil: no colour.
  public var ansiCode: String? {
    switch self {
    case .plain, .output: return nil
    case .event(let family):
      switch family {
      case .containment?: return "36"
      case .appearance?: return "32"
      case .lifecycle?: return "34"
      case .layout?: return "2"
      case .rotation?: return "35"
      case nil: return nil
      }
    case .warning: return "33"
    case .error: return "31"
    case .note: return "2"
    case .hint: return "94"
    case .value: return "1"
    case .info, .prose, .frame: return nil
    }
  }
}

/// One line of output.
public struct OutputLine: Hashable, Sendable {
  public var text: String
  public var style: LineStyle
  /// Bold and code runs inside the text (rendered prose), for a front end that shows styles.
  public var spans: [TextSpan]
  /// Whether the line is the tool's own prose, which the session wraps to the terminal's width
  /// (hints always are; log lines, diagnostics, code and diagrams never).
  public var wraps: Bool

  public init(
    _ text: String, _ style: LineStyle = .plain, spans: [TextSpan] = [], wraps: Bool = false
  ) {
    self.text = text
    self.style = style
    self.spans = spans
    self.wraps = wraps
  }
}
