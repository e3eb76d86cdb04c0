import LessonEngine
import Rendering
import Simulation

/// What `:export` writes.
enum ExportKind: String, CaseIterable {
  case tree, views, screen, timeline, session, xctest
}

extension Session {
  /// The most event rows an exported timeline draws before it leaves out the middle.
  static let exportedTimelineRows = 400

  /// `:export KIND FILE` (`:export timeline FILE N` for the last N inputs): an SVG picture of a
  /// diagram as it is now, the session as an HTML report, or as an XCTest for a device.
  func exportCommand(_ arguments: [String]) -> MetaResult {
    guard arguments.count >= 2, let kind = ExportKind(rawValue: arguments[0]) else {
      return usage(.export)
    }
    let path = arguments[1]
    var inputs: Int?
    if arguments.count == 3, kind == .timeline, let number = Int(arguments[2]), number > 0 {
      inputs = number
    } else if arguments.count != 2 {
      return usage(.export)
    }
    guard let files else { return MetaResult(lines: [errorLine(.noFiles(path))]) }
    let text: String
    switch kind {
    case .session:
      guard path.lowercased().hasSuffix(".html") || path.lowercased().hasSuffix(".htm") else {
        return MetaResult(lines: [errorLine(.exportNeedsHTML(path))])
      }
      text = sessionReport()
    case .xctest:
      guard path.hasSuffix(".swift") else {
        return MetaResult(lines: [errorLine(.exportNeedsSwift(path))])
      }
      guard exercise == nil else { return MetaResult(lines: [errorLine(.exportInExercise)]) }
      let run = RecordedRun.replaying(self)
      guard run.unsupportedCommands.isEmpty else {
        return MetaResult(lines: [errorLine(.exportCannotFollow(run.unsupportedCommands))])
      }
      text = run.xctest(className: RecordedRun.className(fromFileName: path))
    default:
      text = picture(kind, lastInputs: inputs)
    }
    switch files.writeText(path, text) {
    case .success: return MetaResult(lines: [noteLine(.exported(kind.rawValue, path))])
    case .failure(let failure):
      return MetaResult(lines: [errorLine(.fileError(path, failure.message))])
    }
  }

  /// The SVG picture of a diagram, as the world is now.
  func picture(_ kind: ExportKind, lastInputs: Int? = nil) -> String {
    let language = options.language
    switch kind {
    case .tree:
      let rows = ControllerTreeRenderer(world: world, glyphs: .unicode, language: language).rows()
      return TreeSVGRenderer(
        rows: rows, title: language.pick("containrepl tree", "containrepl 视图控制器树")
      )
      .render()
    case .views:
      let rows = ViewTreeRenderer(world: world, glyphs: .unicode, language: language).rows()
      return TreeSVGRenderer(
        rows: rows, title: language.pick("containrepl views", "containrepl 视图树")
      )
      .render()
    case .screen, .session, .xctest:
      return ScreenSVGRenderer(world: world, language: language).render()
    case .timeline:
      let timeline = self.timeline(
        lastInputs: lastInputs, maxRows: Self.exportedTimelineRows, maxLanes: 24)
      return TimelineSVGRenderer(timeline: timeline, language: language).render()
    }
  }

  // MARK: - Reports

  /// Starts recording each input for an HTML report (`containrepl run --export`).
  public func recordReport() {
    reportRecorder = ReportRecorder(byStatement: true)
  }

  /// The HTML report of what was recorded since `recordReport()`, with the scripts it ran.
  public func htmlReport(scripts: [HTMLReport.Script]) -> String {
    let recorder = reportRecorder ?? ReportRecorder(byStatement: true)
    let timeline = self.timeline(maxRows: Self.exportedTimelineRows, maxLanes: 24)
    let report = HTMLReport(
      language: options.language, scripts: scripts, steps: recorder.steps,
      stepsLeftOut: recorder.stepsLeftOut, linesLeftOut: recorder.linesLeftOut,
      timeline: history.isEmpty
        ? nil
        : TimelineSVGRenderer(timeline: timeline, language: options.language).canvas()
          .document(title: options.language.pick("timeline", "时序图"), embedded: true))
    return HTMLReportRenderer(report: report).render()
  }

  /// `:export session`: the inputs `:save` would save, run again in a fresh sandbox (from the
  /// start of the lesson step, in a lesson) with each input recorded.
  func sessionReport() -> String {
    let replay = Session(options: options)
    if let state = lesson, state.stepIndex < state.document.steps.count {
      replay.lesson = state
      replay.rebuildStepStart(state.stepIndex)
      replay.lesson = nil
    }
    replay.options = options
    replay.reportRecorder = ReportRecorder(byStatement: false)
    for input in inputs {
      replay.reportRecorder?.begin(input, line: nil)
      replay.run(input, fileName: nil, turnPerStatement: false) {
        replay.reportRecorder?.add($0)
      }
      replay.reportRecorder?.end(replay)
    }
    var script = ""
    for input in inputs { script += input.hasSuffix("\n") ? input : input + "\n" }
    let name = options.language.pick("this session", "本次会话")
    return replay.htmlReport(scripts: [HTMLReport.Script(name: name, text: script)])
  }
}
