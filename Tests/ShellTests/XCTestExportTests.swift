import Foundation
import LessonEngine
import Shell
import Simulation
import TestSupport
import Testing

/// `containrepl export --xctest`: every example and every lesson's reference inputs become an
/// XCTest that parses and typechecks (against the UIKit and XCTest interface kept in
/// `XCTestStub/`, with the Swift compiler of the toolchain running the tests); two exports are
/// golden files.
struct XCTestExportTests {
  /// A script with what an export must work around: a controller class with its own `loadView`,
  /// a name the test itself uses, a method called while a call's arguments
  /// are evaluated, an exception, a warning, a loop, Objective-C, the system containers,
  /// `:forward`, `:rotate` and the clock stopped by hand.
  static let awkwardScript = """
    class CustomViewController: UIViewController {
      override func loadView() {
        let v = UIView()
        view = v
      }
    }
    func makeChild() -> UIViewController {
      let made = UIViewController()
      container.addChild(made)
      return made
    }
    let a = UIViewController()
    let b = UIViewController()
    let c = CustomViewController()
    let log = UIViewController()
    container.addChild(log)
    _ = a.view
    container.addChild(a)
    container.view.addSubview(makeChild().view)
    container.view.addSubview(a.view)
    a.didMove(toParent: container)
    container.transition(from: b, to: a, duration: 0.3, options: [], animations: nil, completion: nil)
    [UIView animateWithDuration:0.2 animations:^{ a.view.alpha = 0.5; } completion:nil];
    for i in 0..<2 { container.view.addSubview(c.view) }
    :forward off
    UINavigationController *nav = [[UINavigationController alloc] initWithRootViewController:b];
    window.rootViewController = nav
    nav.pushViewController(c, animated: true)
    nav.popViewController(animated: true)
    let tab = UITabBarController()
    tab.viewControllers = [UIViewController(), UIViewController()]
    tab.selectedIndex = 1
    a.viewWillAppear(true)
    :rotate landscapeLeft
    :clock manual
    [nav pushViewController:a animated:YES];
    :tick 0.1
    :wait
    """

  /// The exports checked with the compiler: each example, each lesson, and the awkward script,
  /// under a class name of its own so that one compiler run checks them all together.
  static func allExports() -> [(name: String, text: String)] {
    var exports: [(String, String)] = [
      (
        "AwkwardTests",
        RecordedRun.scripts([("awkward.m", awkwardScript)]).xctest(className: "AwkwardTests")
      )
    ]
    for name in repositoryFileNames(in: "Examples", endingIn: "") where !name.hasPrefix(".") {
      guard let script = repositoryFile("Examples/\(name)") else { continue }
      let run = RecordedRun.scripts([(name, script)])
      let className = RecordedRun.className(
        fromFileName: name.replacingOccurrences(of: ".", with: "-"))
      exports.append((className, run.xctest(className: className)))
    }
    let catalog = LessonCatalog(files: repositoryLessonFiles())
    for id in catalog.lessonIDs {
      guard let run = RecordedRun.lesson(id, catalog: catalog) else { continue }
      let className = RecordedRun.className(fromFileName: "lesson-" + id)
      exports.append((className, run.xctest(className: className)))
    }
    return exports
  }

  @Test(
    .enabled(if: SwiftCompiler.find() != nil, "no swiftc next to the toolchain running the tests"))
  func everyExampleAndLessonExportsAnXCTestThatTypechecks() throws {
    let exports = Self.allExports()
    #expect(exports.count >= 19, "\(exports.map(\.name))")
    let compiler = try #require(SwiftCompiler.find())
    let folder = try compiler.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let stubs = repositoryRoot().appendingPathComponent("Tests/ShellTests/XCTestStub")
    for module in ["UIKit", "XCTest"] {
      let result = compiler.run([
        "-emit-module", "-module-name", module, "-parse-as-library", "-swift-version", "6",
        stubs.appendingPathComponent(module + ".swift").path,
        "-emit-module-path", folder.appendingPathComponent(module + ".swiftmodule").path,
      ])
      try #require(result.status == 0, "the \(module) stub: \(result.output)")
    }
    var files: [String] = []
    for export in exports {
      let file = folder.appendingPathComponent(export.name + ".swift")
      try Self.withoutObjectiveCRuntime(export.text).write(
        to: file, atomically: true, encoding: .utf8)
      files.append(file.path)
    }
    let parsed = compiler.run(["-parse"] + files)
    #expect(parsed.status == 0, "\(parsed.output)")
    let checked = compiler.run(
      ["-typecheck", "-swift-version", "6", "-I", folder.path] + files)
    #expect(checked.status == 0, "\(checked.output)")
    // What an iOS project compiles without a warning here compiles without one there too.
    #expect(!checked.output.contains("warning:"), "\(checked.output)")
  }

  /// An export as Linux's compiler can check it: it has no Objective-C runtime, so the script's
  /// own classes lose `@objc` and `#selector(name)` becomes the stub's `Selector("name")`.
  static func withoutObjectiveCRuntime(_ text: String) -> String {
    var result = text.replacingOccurrences(of: "@objc ", with: "")
    while let start = result.range(of: "#selector(") {
      var depth = 1
      var end = start.upperBound
      while end < result.endIndex, depth > 0 {
        if result[end] == "(" { depth += 1 }
        if result[end] == ")" { depth -= 1 }
        end = result.index(after: end)
      }
      let name = result[start.upperBound..<result.index(before: end)]
      result.replaceSubrange(start.lowerBound..<end, with: "Selector(\"\(name)\")")
    }
    return result
  }

  /// A sandbox whose files live in memory, after `inputs`.
  private func sandbox(_ inputs: [String]) -> (Session, MemoryFiles) {
    let session = Session()
    let files = MemoryFiles()
    session.files = files
    for input in inputs { _ = session.handle(input) }
    return (session, files)
  }

  @Test func aViewOfTheScriptsOwnClassIsWrittenAsItsUIKitClassWithItsProperties() throws {
    let (session, files) = sandbox([
      "class CardView: UILabel {}",
      "let card = CardView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))",
      "container.view.addSubview(card)", "card.alpha = 0.5", "card.clipsToBounds = true",
    ])
    _ = session.handle(":export xctest Card.swift")
    let text = try #require(files.files["Card.swift"])
    #expect(text.contains("let card = UILabel()"), "\(text)")
    #expect(text.contains("      card.alpha = 0.5"), "\(text)")
    #expect(text.contains("      card.clipsToBounds = true"), "\(text)")
  }

  @Test func theSandboxExportsWhatItDidInAFreshSandbox() throws {
    let (session, files) = sandbox([
      "let a = UIViewController()", "container.addChild(a)\ncontainer.view.addSubview(a.view)",
      ":tree",
    ])
    #expect(
      session.handle(":export xctest Check.swift").map(\.text) == ["wrote xctest to Check.swift"])
    let text = try #require(files.files["Check.swift"])
    #expect(text.contains("final class Check: XCTestCase {"))
    #expect(
      text.contains(
        """
            "container.addChild(a)",
            "  a.willMove(toParent: container)",
            "container.view.addSubview(a.view)",
            "  a.loadView()",
            "  a.viewDidLoad()",
            "  a.viewWillAppear(false)",
            "[end of turn] a.viewDidAppear(false)",
          ]
        """))
    // One input, one turn: viewDidAppear waits for the end of the turn after both calls.
    #expect(text.contains("until: 7)"))
    #expect(
      session.handle(":export xctest Check.txt").map(\.text) == [
        "error: an XCTest is a Swift file: 'Check.txt' should end in .swift"
      ])
  }

  @Test func aLessonExportsFromItsStartingState() throws {
    let (_, files) = sandbox([
      // `:next` on an unfinished step asks first; the second one skips it.
      ":lesson add-child", ":next", ":next", "container.addChild(content)",
      ":export xctest Lesson.swift",
    ])
    let run = try #require(files.files["Lesson.swift"])
    // The lesson's set-up makes `content`; the step's input adopts it.
    #expect(run.contains("let content = RecordingViewController(log, \"content\")"))
    #expect(run.contains("container.addChild(content)\n"))
  }

  @Test func whatADeviceCannotRepeatIsLeftOutAndSaid() {
    let text = RecordedRun.scripts([("awkward.m", Self.awkwardScript)]).xctest(
      className: "AwkwardTests")
    // The exception would end the test: the call is left out, here and at the top.
    #expect(text.contains("//   container.transition(from: b, to: a, duration: 0.3,"))
    #expect(text.contains("    // left out: container.transition(from: b, to: a,"))
    #expect(
      text.contains(
        "// containrepl: UIKit prints warning: [ViewController] Calling -viewWillAppear:"))
    // A method the arguments called runs before the call, beneath its line.
    #expect(
      text.contains(
        """
            log.call("container.view.addSubview(made.view)") {
              log.call("container.makeChild()") {
                log.call("container.addChild(made)") {
                  container.addChild(made)
                }
              }
              container.view.addSubview(made.view)
            }
        """))
    // The script's `log` is not the test's.
    #expect(text.contains("    let log_ = RecordingViewController(log, \"log\")\n"))
    // The override's own view is made before it is installed.
    #expect(text.contains("    let v = UIView()\n"))
    #expect(text.contains("        log.call(\"c.view = c.view\") {\n          c.view = v\n"))
    #expect(text.contains("    container.automaticallyForwardsAppearance = false\n"))
    #expect(text.contains("    try log.rotate(to: .landscapeLeft)\n"))
    // The stopped clock: no run loop after the push; the tick and the wait run it.
    #expect(
      text.contains(
        """
            log.call("nav.pushViewController(a, animated: true)") {
              nav.pushViewController(a, animated: true)
            }

            // :tick 0.1
            log.runLoop(from: 0.9, for: 0.1, labels: [(0, "[t=0.9]")], until:
        """))
  }

  /// A call on UIKit's object that only the script's objects hold (the percent-driven
  /// interaction controller behind `handler.interactor`) is left out with what it causes, not
  /// written as a line the device would print without making the call.
  @Test func aCallOnAnObjectOnlyTheScriptsObjectsHoldIsLeftOut() throws {
    let name = "navigation-animator.swift"
    let text = try #require(repositoryFile("Examples/" + name))
    let run = RecordedRun.scripts([(name, text)])
    let export = run.xctest(className: "NavigationTests")
    #expect(!export.contains("log.call(\"interactor.update(0.5)\")"), "\(export)")
    #expect(export.contains("    // left out: interactor.update(0.5)\n"))
    #expect(
      export.contains(
        "//   interactor.update(0.5) — a UIKit object the script's own objects hold, which the"))
    #expect(!run.expectedLog.contains { $0.contains("interactor.") })
    #expect(!run.expectedLog.contains { $0.contains("transitionContext.completeTransition") })
  }

  @Test func exportsAreGoldenFiles() throws {
    for (script, className) in [
      ("guide-add-remove-cycle.swift", "GuideAddRemoveCycleTests"),
      ("tab-switcher.m", "TabSwitcherTests"),
    ] {
      let text = try #require(repositoryFile("Examples/" + script))
      let run = RecordedRun.scripts([("Examples/" + script, text)])
      expectSnapshot(run.xctest(className: className), named: "XCTest/\(className).swift.golden")
    }
  }
}

/// The Swift compiler of the toolchain that runs the tests, found next to the Swift runtime
/// this process has loaded (`…/lib/swift/linux/libswiftCore.so` → `…/bin/swiftc`).
struct SwiftCompiler {
  let path: String

  static func find() -> SwiftCompiler? {
    var candidates: [String] = []
    if let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8) {
      for line in maps.split(separator: "\n") where line.hasSuffix("/libswiftCore.so") {
        guard let start = line.firstIndex(of: "/") else { continue }
        let library = URL(fileURLWithPath: String(line[start...]))
        let prefix = library.deletingLastPathComponent().deletingLastPathComponent()
          .deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(prefix.appendingPathComponent("bin/swiftc").path)
      }
    }
    for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
      candidates.append(String(directory) + "/swiftc")
    }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }.map(
      SwiftCompiler.init)
  }

  /// A fresh folder for the compiler's files.
  func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "containrepl-xctest-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// Runs the compiler; its exit status and everything it printed.
  func run(_ arguments: [String]) -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    do {
      try process.run()
    } catch {
      return (-1, "\(error)")
    }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
