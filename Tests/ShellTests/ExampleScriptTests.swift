import Shell
import Simulation
import TestSupport
import Testing

/// The seed listings and the real-world-style containers kept in `Examples/`, run as written.
struct ExampleScriptTests {
  static let objectiveC = Set(repositoryFileNames(in: "Examples", endingIn: ".m"))
  static let swift = Set(repositoryFileNames(in: "Examples", endingIn: ".swift"))

  /// Examples written in both languages, which must give the same callbacks.
  static let names = objectiveC.intersection(swift).sorted()

  /// Examples in one language, in the styles of open-source containers.
  static let singles =
    objectiveC.subtracting(swift).map { $0 + ".m" }
    + swift.subtracting(objectiveC).map { $0 + ".swift" }

  @Test func theExamplesCoverBothDialects() {
    #expect(Self.names.count >= 5, "\(Self.names)")
    #expect(Self.singles.count >= 4, "\(Self.singles)")
  }

  @Test(arguments: names)
  func objectiveCAndSwiftGiveTheSameCallbacks(_ name: String) throws {
    let objc = try #require(repositoryFile("Examples/\(name).m"))
    let swift = try #require(repositoryFile("Examples/\(name).swift"))
    let objcRun = ScriptRun(objc)
    let swiftRun = ScriptRun(swift)
    #expect(!objcRun.hadError, "\(objcRun.output)")
    #expect(!swiftRun.hadError, "\(swiftRun.output)")
    #expect(objcRun.violations.isEmpty)
    #expect(swiftRun.violations.isEmpty)
    #expect(callbacks(objcRun) == callbacks(swiftRun))
    expectSnapshot(objcRun.output, named: "Examples/\(name).m.log")
    expectSnapshot(swiftRun.output, named: "Examples/\(name).swift.log")
  }

  /// The XCTest export declares none of the script's classes: an example whose transitions the
  /// script's animator drives says that a device runs UIKit's own transition instead.
  @Test(arguments: [
    ("custom-presentation.swift", true), ("navigation-animator.m", true),
    ("tab-animator.swift", true), ("tab-switcher.m", false),
    ("guide-add-remove-cycle.swift", false),
  ])
  func anExportSaysWhenTheScriptsTransitionObjectsAreLeftOut(_ name: String, _ says: Bool) throws {
    let text = try #require(repositoryFile("Examples/" + name))
    let export = RecordedRun.scripts([(name, text)]).xctest(className: "ExampleTests")
    #expect(export.contains("Not simulated by this export") == says)
  }

  /// The header names each object of the script's that UIKit called, with the methods, and the
  /// first line of the expected log that a device running UIKit's own transition cannot print.
  @Test(arguments: [
    (
      "navigation-animator.swift", ["animator: animateTransition(using:), animationEnded(_:)"],
      22
    ),
    (
      "custom-presentation.m",
      [
        "animator: animateTransition(using:), animationEnded(_:)",
        "cardAnimator: animateTransition(using:), animationEnded(_:)",
      ], 13
    ),
  ])
  func anExportNamesTheScriptsObjectsUIKitCalled(
    _ name: String, _ objects: [String], _ firstLine: Int
  ) throws {
    let text = try #require(repositoryFile("Examples/" + name))
    let run = RecordedRun.scripts([(name, text)])
    let export = run.xctest(className: "ExampleTests")
    #expect(export.contains(objects.map { "//   " + $0 + "\n" }.joined()), "\(export)")
    #expect(export.contains("// The device's log differs from line \(firstLine) on: "))
    let line = try #require(run.expectedLog.dropFirst(firstLine - 1).first)
    #expect(line.hasSuffix(".animateTransition(using: transitionContext)"), "\(line)")
    #expect(
      !run.expectedLog.prefix(firstLine - 1).contains { $0.contains("animateTransition") })
  }

  @Test(arguments: singles)
  func runsWithoutErrorsAndKeepsItsLog(_ file: String) throws {
    let script = try #require(repositoryFile("Examples/\(file)"))
    let run = ScriptRun(script)
    #expect(!run.hadError, "\(run.output)")
    #expect(run.violations.isEmpty, "\(run.violations)")
    expectSnapshot(run.output, named: "Examples/\(file).log")
  }

  /// The callback lines alone, with the names both dialects share.
  private func callbacks(_ run: ScriptRun) -> [String] {
    run.session.history.compactMap { event -> String? in
      guard case .callback = event.kind else { return nil }
      return run.session.formatter.body(event).replacingOccurrences(of: "_", with: "")
    }
  }

  @Test func switcherTurnsInteractionOffDuringTheSwitch() throws {
    let script = try #require(repositoryFile("Examples/tab-switcher.m"))
    let run = ScriptRun(script)
    let values = run.lines.filter { $0.style == .value }.map(\.text)
    #expect(values == ["= false", "= true"])
  }
}
