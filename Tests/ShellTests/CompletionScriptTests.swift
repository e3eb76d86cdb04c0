import Foundation
import Shell
import Testing

/// The completion scripts run in their shells: what Tab offers after a line. A stand-in
/// `containrepl` on the PATH answers `dev list` as the real one does, so the scripts are tested
/// without the built binary. A shell that is not installed is skipped (bash always is).
@Suite struct CompletionScriptTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let line: String
    let offers: [String]
    var testDescription: String { line }
  }

  static let cases = [
    Case(line: "containrepl ch", offers: ["check"]),
    Case(line: "containrepl pro", offers: ["progress"]),
    Case(line: "containrepl progress ", offers: ["export", "import"]),
    Case(line: "containrepl check --format ", offers: ["json", "text"]),
    Case(line: "containrepl grade --format c", offers: ["canvas", "csv"]),
    Case(line: "containrepl rules --format m", offers: ["markdown"]),
    Case(line: "containrepl --lang ", offers: ["en", "zh"]),
    Case(line: "containrepl run --syntax o", offers: ["objc"]),
    Case(line: "containrepl lesson add-child --rep", offers: ["--replay"]),
    Case(line: "containrepl check display-child --show", offers: ["--show-hidden"]),
    Case(line: "containrepl --lang zh lesson ", offers: ["add-child", "remove-child"]),
    Case(line: "containrepl exercise h", offers: ["hide-child"]),
    Case(line: "containrepl rules 2.", offers: ["2.1", "2.2"]),
    Case(line: "containrepl dev ", offers: ["check"]),
  ]

  /// A folder with the stand-in `containrepl` and the generated scripts.
  static let folder: URL? = {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("containrepl-completion-\(getpid())")
    let stub = """
      #!/bin/sh
      case "$3" in
        lessons) printf 'add-child\\nremove-child\\n' ;;
        exercises) printf 'display-child\\nhide-child\\n' ;;
        rules) printf '1.1\\n2.1\\n2.2\\n' ;;
      esac

      """
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let path = folder.appendingPathComponent("containrepl").path
      try stub.write(toFile: path, atomically: true, encoding: .utf8)
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
      for shell in CompletionScript.shells {
        try CompletionScript().script(for: shell)?
          .write(to: folder.appendingPathComponent(shell), atomically: true, encoding: .utf8)
      }
      return folder
    } catch {
      return nil
    }
  }()

  static func installed(_ shell: String) -> Bool {
    FileManager.default.isExecutableFile(atPath: "/usr/bin/" + shell)
      || FileManager.default.isExecutableFile(atPath: "/bin/" + shell)
  }

  /// Runs `script` in `shell` with the stand-in first on the PATH; its standard output.
  static func run(_ shell: String, _ arguments: [String]) throws -> (String, Int32) {
    let folder = try #require(Self.folder)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [shell] + arguments
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = folder.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    environment["HOME"] = folder.path
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (String(decoding: data, as: UTF8.self), process.terminationStatus)
  }

  @Test(arguments: cases)
  func bashOffers(_ testCase: Case) throws {
    let folder = try #require(Self.folder)
    var words = testCase.line.split(separator: " ", omittingEmptySubsequences: false).map {
      "'" + $0 + "'"
    }
    if words.last == "''" { words[words.count - 1] = "''" }
    let harness = """
      source \(folder.appendingPathComponent("bash").path)
      COMP_WORDS=(\(words.joined(separator: " ")))
      COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
      _containrepl
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    let (output, status) = try Self.run("bash", ["-c", harness])
    #expect(status == 0)
    let offered = output.split(separator: "\n").map(String.init).sorted()
    #expect(offered == testCase.offers, "\(testCase.line)")
  }

  @Test(.enabled(if: installed("fish")), arguments: cases)
  func fishOffers(_ testCase: Case) throws {
    let folder = try #require(Self.folder)
    let (output, status) = try Self.run(
      "fish",
      [
        "--no-config", "-c",
        "source \(folder.appendingPathComponent("fish").path); complete -C '\(testCase.line)'",
      ])
    #expect(status == 0)
    let offered = output.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }.sorted()
    #expect(offered == testCase.offers, "\(testCase.line)")
  }

  @Test(.enabled(if: installed("zsh")))
  func zshReadsTheScript() throws {
    let folder = try #require(Self.folder)
    let (_, status) = try Self.run("zsh", ["-n", folder.appendingPathComponent("zsh").path])
    #expect(status == 0)
  }
}
