import Testing

/// `containrepl export --xctest` and `containrepl diff-log` as a user runs them: the file
/// written, and the exit statuses 0 (agree), 1 (differ) and 2 (an input that cannot be used).
@Suite struct DeviceCheckEndToEndTests {
  static let script = "let a = UIViewController()\ncontainer.addChild(a)\n"
  static let log = ["container.addChild(a)", "  a.willMove(toParent: container)"]

  @Test func exportWritesATestNamedAfterItsFile() throws {
    let home = try TemporaryHome()
    home.writeFile(Array(Self.script.utf8), to: home.path + "/add.swift")
    let result = try PipedRun(
      ["export", "--xctest", home.path + "/add.swift", "-o", home.path + "/AddTests.swift"],
      in: home
    ).finish()
    #expect(result.status == .exited(0), "\(result.errors)")
    #expect(result.output == "wrote the XCTest AddTests to \(home.path)/AddTests.swift\n")
    let text = String(
      decoding: home.contents(of: home.path + "/AddTests.swift") ?? [], as: UTF8.self)
    #expect(text.contains("final class AddTests: XCTestCase {"))
    #expect(text.contains("    \"  a.willMove(toParent: container)\",\n"))
  }

  @Test func exportNeedsToBeToldWhatToWrite() throws {
    let home = try TemporaryHome()
    home.writeFile(Array(Self.script.utf8), to: home.path + "/add.swift")
    let result = try PipedRun(["export", home.path + "/add.swift"], in: home).finish()
    #expect(result.status == .exited(2))
    #expect(result.errors.hasPrefix("error: say what to export: --xctest"))
    home.writeFile(Array((Self.script + ":reset\n").utf8), to: home.path + "/reset.swift")
    let reset = try PipedRun(["export", "--xctest", home.path + "/reset.swift"], in: home).finish()
    #expect(reset.status == .exited(2))
    #expect(reset.errors.hasPrefix("error: a device cannot follow :reset"))
  }

  @Test func diffLogExitsWithWhatItFound() throws {
    let home = try TemporaryHome()
    let script = home.path + "/add.swift"
    home.writeFile(Array(Self.script.utf8), to: script)
    func diff(_ lines: [String]) throws -> PipedRun.Result {
      home.writeFile(Array(lines.joined(separator: "\n").utf8), to: home.path + "/device.log")
      return try PipedRun(["diff-log", script, home.path + "/device.log"], in: home).finish()
    }
    let agree = try diff(Self.log)
    #expect(agree.status == .exited(0), "\(agree.errors)")
    #expect(agree.output == "the device agrees with containrepl: 2 lines, the same\n")
    let differ = try diff(["container.addChild(a)"])
    #expect(differ.status == .exited(1))
    #expect(differ.output.hasPrefix("first difference at line 2 of 2 (the device logged 1):\n"))
    #expect(differ.output.contains("containrepl's line 2: rule 1.2, DOC (documented by Apple)"))
    let empty = try diff([])
    #expect(empty.status == .exited(2))
    #expect(empty.errors.hasPrefix("error: the device log holds no log line"))
    let missing = try PipedRun(["diff-log", script, home.path + "/none.log"], in: home).finish()
    #expect(missing.status == .exited(2))
    #expect(missing.errors == "error: \(home.path)/none.log: no such file\n")
  }
}
