import Shell
import Simulation
import TestSupport
import Testing

/// The seed listings kept in `Examples/`, in Objective-C and in Swift, run as written.
struct ExampleScriptTests {
  static let names = repositoryFileNames(in: "Examples", endingIn: ".m")

  @Test func everyExampleHasBothDialects() {
    #expect(Self.names.count >= 4, "\(Self.names)")
    #expect(Self.names == repositoryFileNames(in: "Examples", endingIn: ".swift"))
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
