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

  /// The XCTest export sets none of the script's objects as a delegate: an example whose
  /// transitions the script's animator drives says that a device runs UIKit's own transition
  /// instead.
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

  /// The export writes the script's classes that take part in a transition (and those they
  /// name) after the test class and before the recording scaffolding, as typed: Swift as code
  /// nested in the test class, Objective-C as comments; the script's other classes and
  /// top-level code stay out.
  @Test(arguments: [
    (
      "own-transition-context.swift",
      [("class SlideAnimator", "}"), ("class PrivateTransitionContext", "}")], [String]()
    ),
    (
      "tab-animator.swift", [("class SlideUpAnimator", "}"), ("class TabDelegate", "}")],
      ["class BadgedViewController"]
    ),
    (
      "custom-presentation.m",
      [
        ("@interface CardAnimator", "@end"), ("@implementation CardAnimator", "@end"),
        ("@interface CardTransitions", "@end"), ("@implementation CardTransitions", "@end"),
      ], []
    ),
    ("tab-switcher.m", [], []),
  ])
  func anExportWritesTheScriptsTransitionClassesAsTyped(
    _ name: String, _ declarations: [(String, String)], _ leftOut: [String]
  ) throws {
    let text = try #require(repositoryFile("Examples/" + name))
    let export = RecordedRun.scripts([(name, text)]).xctest(className: "ExampleTests")
    let test = try #require(export.range(of: "final class ExampleTests: XCTestCase {\n"))
    let method = try #require(export.range(of: "func testUIKitCallsBackAsContainreplSays()"))
    let scaffolding = try #require(export.range(of: "// MARK: - Recording"))
    let heading = export.range(of: "// MARK: - The script's own classes, as typed\n")
    #expect((heading != nil) == !declarations.isEmpty)
    let classes = heading.map { String(export[$0.upperBound..<scaffolding.lowerBound]) } ?? ""
    #expect(test.upperBound <= method.lowerBound)
    #expect(heading.map { method.upperBound <= $0.lowerBound } ?? true)
    if name.hasSuffix(".swift"), !declarations.isEmpty {
      #expect(classes.hasPrefix("\nextension ExampleTests {\n"))
    }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var searchFrom = classes.startIndex
    for (first, last) in declarations {
      let start = try #require(lines.firstIndex { $0.hasPrefix(first) })
      let end = try #require(lines[start...].firstIndex(of: last))
      let typed = lines[start...end]
      let written =
        name.hasSuffix(".m")
        ? typed.map { $0.isEmpty ? "//" : "// " + $0 }.joined(separator: "\n")
        : typed.map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n")
      let found = try #require(
        classes.range(of: written + "\n", range: searchFrom..<classes.endIndex), "\(first)")
      searchFrom = found.upperBound
    }
    for line in leftOut { #expect(!classes.contains(line)) }
    // The script's top-level code is the test's, not a declaration.
    #expect(!classes.contains("swap(from: first, to: second)\n"))
    #expect(!classes.contains("addChildViewController:home]"))
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
