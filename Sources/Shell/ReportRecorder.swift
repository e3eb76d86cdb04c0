import Rendering
import Simulation

/// Records a run for an HTML report: each input's text and output, and the tree and the screen
/// after it, with the screen's frames while an animation runs. It stops drawing after
/// `maxSteps` inputs so that a long script cannot make a page too large to open.
final class ReportRecorder {
  /// How many frames an animation is drawn in.
  static let framesPerAnimation = 8
  /// The most inputs drawn one by one, and the most frames one input keeps.
  static let maxSteps = 400
  static let maxFrames = 48

  /// Whether each statement of a script is an input (`run --export`); otherwise the caller
  /// marks the inputs (`:export session` replays the session's inputs).
  let byStatement: Bool
  private(set) var steps: [HTMLReport.Step] = []
  private(set) var stepsLeftOut = 0
  /// The lines of the inputs left out, for the page's whole log.
  private(set) var linesLeftOut: [HTMLReport.Line] = []
  private var current: HTMLReport.Step?

  init(byStatement: Bool) { self.byStatement = byStatement }

  /// Whether the input being recorded still takes frames.
  var wantsFrames: Bool { (current?.frames.count ?? Self.maxFrames) < Self.maxFrames }

  /// An input begins: its code and the line of its script where it starts.
  func begin(_ source: String, line: Int?) {
    if current != nil { return }
    current = HTMLReport.Step(
      source: source, line: line, lines: [], tree: nil, screen: nil, frames: [])
  }

  /// Lines the input printed.
  func add(_ lines: [OutputLine]) {
    guard !lines.isEmpty else { return }
    if current == nil { begin("", line: nil) }
    current?.lines += lines.map { HTMLReport.Line($0.text, style: Self.style($0.style)) }
  }

  /// The input is over: the tree and the screen as it left them.
  func end(_ session: Session) {
    guard var step = current else { return }
    current = nil
    guard steps.count < Self.maxSteps else {
      stepsLeftOut += 1
      if linesLeftOut.count < 100_000 { linesLeftOut += step.lines }
      return
    }
    let language = session.options.language
    let tree = ControllerTreeRenderer(world: session.world, glyphs: .unicode, language: language)
    step.tree = TreeSVGRenderer(rows: tree.rows(), title: "tree").canvas()
      .document(title: language.pick("controller tree", "视图控制器树"), embedded: true)
    step.screen = Self.screen(session)
    steps.append(step)
  }

  /// Draws the screen as it is now, as a frame of the input being recorded.
  func captureFrame(of session: Session) {
    guard wantsFrames, steps.count < Self.maxSteps else { return }
    let frame = HTMLReport.Frame(
      time: ValueFormatter.time(session.world.now), screen: Self.screen(session))
    if current?.frames.last?.time == frame.time { current?.frames.removeLast() }
    current?.frames.append(frame)
  }

  private static func screen(_ session: Session) -> String {
    let language = session.options.language
    return ScreenSVGRenderer(world: session.world, language: language).canvas()
      .document(title: language.pick("screen", "屏幕"), embedded: true)
  }

  /// The page's class for a line style.
  static func style(_ style: LineStyle) -> String {
    switch style {
    case .plain, .info, .prose, .frame: return "plain"
    case .event(let family): return SVGCanvas.familyClass(family)
    case .warning: return "warning"
    case .error: return "error"
    case .note: return "note"
    case .hint: return "hint"
    case .value: return "value"
    case .output: return "output"
    }
  }
}
