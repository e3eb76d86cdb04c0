import Simulation

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
