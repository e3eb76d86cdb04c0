import LessonEngine
import Rendering
import Simulation

/// A run in a fresh sandbox recorded input by input, from which an XCTest for a device is
/// written (`containrepl export --xctest`, `:export xctest`) and a device's log is compared
/// (`containrepl diff-log`).
public struct RecordedRun {
  let session: Session
  let recorder: ReplayRecorder
  /// What was run, for the file's first comment.
  public let title: String

  private init(session: Session, recorder: ReplayRecorder, title: String) {
    recorder.finish(at: session.world.now)
    self.session = session
    self.recorder = recorder
    self.title = title
  }

  /// A session for a recorded run: the default clock and iOS version, the given language.
  private static func recordingSession(_ options: SessionOptions, files: (any FileAccess)?)
    -> (Session, ReplayRecorder)
  {
    let session = Session(options: SessionOptions(language: options.language, syntax: .swift))
    session.files = files
    let recorder = ReplayRecorder(iosVersion: session.options.iosVersion)
    session.replayRecorder = recorder
    return (session, recorder)
  }

  /// Scripts run one after another in one sandbox, each statement a turn (as `containrepl run`).
  public static func scripts(
    _ scripts: [(name: String, text: String)], options: SessionOptions = SessionOptions(),
    files: (any FileAccess)? = nil
  ) -> RecordedRun {
    let (session, recorder) = recordingSession(options, files: files)
    for script in scripts {
      session.runScript(script.text, fileName: script.name) { _ in }
      if session.wantsToQuit { break }
    }
    let names = scripts.map(\.name).joined(separator: ", ")
    return RecordedRun(
      session: session, recorder: recorder, title: names.isEmpty ? "a script" : names)
  }

  /// A lesson answered by its reference inputs, each step's code one input (as
  /// `containrepl lesson ID --replay`); nil when the catalogue has no such lesson.
  public static func lesson(
    _ id: String, catalog: LessonCatalog, options: SessionOptions = SessionOptions()
  ) -> RecordedRun? {
    guard let document = catalog.document(id, language: .english) else { return nil }
    let (session, recorder) = recordingSession(options, files: nil)
    session.catalog = catalog
    recorder.context = "set-up"
    for block in document.setup where block.language == .swift || block.language == .objc {
      session.run(block.text, fileName: nil, turnPerStatement: true) { _ in }
    }
    for step in document.steps {
      guard let code = step.code(.swift) else { continue }
      recorder.context = "step \(step.id)"
      session.run(code, fileName: nil, turnPerStatement: false) { _ in }
    }
    return RecordedRun(session: session, recorder: recorder, title: "the lesson '\(id)'")
  }

  /// What the sandbox `session` did: its inputs (after the lesson step's starting state, in a
  /// lesson) run again in a fresh sandbox.
  static func replaying(_ original: Session) -> RecordedRun {
    let (session, recorder) = recordingSession(original.options, files: nil)
    if let state = original.lesson, state.stepIndex < state.document.steps.count {
      session.lesson = state
      session.rebuildStepStart(state.stepIndex)
      session.lesson = nil
    }
    for input in original.inputs {
      session.run(input, fileName: nil, turnPerStatement: false) { _ in }
    }
    return RecordedRun(session: session, recorder: recorder, title: "a containrepl session")
  }

  // MARK: - What it found

  /// Whether any error or exception was reported while it ran.
  public var hadError: Bool { session.hadError }

  /// Meta commands in the run that a device cannot follow (`:reset`, `:undo`, a lesson's
  /// commands): the export refuses a run that has them.
  public var unsupportedCommands: [String] { recorder.unsupported }

  var plan: ReplayPlan { ReplayPlan(world: session.world, recorded: recorder.inputs) }

  /// The log a device must print, line by line (calls, assignments, callbacks and blocks).
  public var expectedLog: [String] { plan.expected.map(\.text) }

  // MARK: - Exports

  /// The XCTest that replays the run, with the test class `className`.
  public func xctest(className: String) -> String {
    let plan = self.plan
    return XCTestWriter(
      plan: plan, className: className, title: title,
      iosVersion: recorder.lowestIOSVersion,
      endsWithClockRunning: session.options.clock == .auto, endTime: session.world.now,
      manualForwarding: manualForwarding(plan), declaredClasses: recorder.declaredClasses
    ).write()
  }

  /// A device's log compared with this run's.
  public func compare(deviceLog: String) -> DeviceLogComparison {
    DeviceLogComparison(expected: plan.expected, deviceLog: deviceLog)
  }

  /// The controllers that do not forward appearance automatically from the start: the answer
  /// of the script's override at the end of the run, for those the script never set it on.
  private func manualForwarding(_ plan: ReplayPlan) -> Set<ControllerID> {
    let world = session.world
    var setLater: Set<ControllerID> = []
    for input in recorder.inputs {
      if case .forwarding = input.kind, let container = world.rootControllerOfSandbox {
        setLater.insert(container)
      }
      for event in input.events {
        if case .propertySet(.controller(let id), let property, _) = event.kind,
          property.swift == "shouldAutomaticallyForwardAppearanceMethods"
        {
          setLater.insert(id)
        }
      }
    }
    var manual: Set<ControllerID> = []
    let muted = world.isMuted
    world.isMuted = true
    defer { world.isMuted = muted }
    // A page view controller drives its pages itself (rule PV.5): UIKit's, not an override.
    for record in world.controllers where !setLater.contains(record.id) && record.kind != .page {
      if (try? world.forwardsAppearance(record.id)) == false { manual.insert(record.id) }
    }
    return manual
  }

  /// A Swift type name made of a file name: `guide-cycle.swift` → `GuideCycle`.
  public static func className(fromFileName path: String) -> String {
    var name = String(path.split(separator: "/").last ?? "")
    if let dot = name.lastIndex(of: ".") { name = String(name[..<dot]) }
    let words = name.split { !($0.isLetter || $0.isNumber || $0 == "_") }
    var result = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    if result.isEmpty { result = "ContainreplReplay" }
    if result.first?.isNumber == true { result = "Replay" + result }
    // Not the name of a type the file declares or uses.
    let taken = ["Callback", "CallbackLog", "Reaction", "ContainerViewController"]
    if taken.contains(result) || result.hasPrefix("Recording")
      || ["UI", "XC", "NS", "CG"].contains(where: { result.hasPrefix($0) })
    {
      result += "Tests"
    }
    return result
  }
}
