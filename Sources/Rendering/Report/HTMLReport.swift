import Simulation

/// What an HTML report of a run holds (`run --export`, `:export session`): the scripts, each
/// input with its log and the diagrams after it, the whole log and the timeline. Pictures are
/// SVG markup made by `SVGCanvas.document(title:embedded:)`; every other text is plain text that
/// the renderer escapes.
public struct HTMLReport: Sendable {
  /// A line of output and how it looks (a class of the page's style sheet).
  public struct Line: Hashable, Sendable {
    public var text: String
    public var style: String

    public init(_ text: String, style: String) {
      self.text = text
      self.style = style
    }
  }

  /// The screen at one instant of an animation.
  public struct Frame: Hashable, Sendable {
    /// The virtual time, as the log writes it (`0.125`).
    public var time: String
    public var screen: String

    public init(time: String, screen: String) {
      self.time = time
      self.screen = screen
    }
  }

  /// One input: its code, what it logged, and the tree and the screen once it was over.
  public struct Step: Hashable, Sendable {
    public var source: String
    /// Where the input starts in its script (1-based), when it comes from one.
    public var line: Int?
    public var lines: [Line]
    public var tree: String?
    public var screen: String?
    public var frames: [Frame]

    public init(
      source: String, line: Int?, lines: [Line], tree: String?, screen: String?, frames: [Frame]
    ) {
      self.source = source
      self.line = line
      self.lines = lines
      self.tree = tree
      self.screen = screen
      self.frames = frames
    }
  }

  /// A script the run read, by the name it was given.
  public struct Script: Hashable, Sendable {
    public var name: String
    public var text: String

    public init(name: String, text: String) {
      self.name = name
      self.text = text
    }
  }

  public var language: Language
  public var scripts: [Script]
  public var steps: [Step]
  /// Inputs that ran after the report stopped recording them one by one.
  public var stepsLeftOut: Int
  /// Their lines, which the whole log shows after the others.
  public var linesLeftOut: [Line]
  /// The timeline of the whole run, as SVG markup.
  public var timeline: String?

  public init(
    language: Language, scripts: [Script], steps: [Step], stepsLeftOut: Int = 0,
    linesLeftOut: [Line] = [], timeline: String?
  ) {
    self.linesLeftOut = linesLeftOut
    self.language = language
    self.scripts = scripts
    self.steps = steps
    self.stepsLeftOut = stepsLeftOut
    self.timeline = timeline
  }
}
