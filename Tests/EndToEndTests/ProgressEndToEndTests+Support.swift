import Glibc
import Testing

extension PseudoTerminal {
  /// `containrepl exercise ID` in a terminal wide enough for a one-line answer, at its prompt
  /// (the session has read the progress file by then).
  static func exercise(_ id: String, in home: TemporaryHome) throws -> PseudoTerminal {
    let terminal = try PseudoTerminal(
      arguments: ["exercise", id], environment: home.environment(), columns: 300)
    try terminal.expect(prompt, timeout: .seconds(30))
    return terminal
  }

  /// Types one line and waits, generously, for the next prompt (keys are only typed at a
  /// prompt, never to the cooked terminal while an input runs).
  func type(_ line: String) throws {
    send(line + "\r")
    try expect(Self.prompt, timeout: .seconds(30))
  }

  /// Waits for `text`, then for the prompt after it.
  func awaitPrompt(after text: String) throws {
    try expect(text, timeout: .seconds(30))
    try expect(Self.prompt, timeout: .seconds(30))
  }

  /// Ctrl-D at the prompt; the session must end normally.
  func quit(sourceLocation: SourceLocation = #_sourceLocation) throws {
    send("\u{04}")
    #expect(try waitForExit(timeout: .seconds(30)) == .exited(0), sourceLocation: sourceLocation)
  }
}

/// The built binary run in a home, with standard input from a file and its output captured.
final class PipedRun {
  struct Result {
    let status: Termination
    let output: String
    let errors: String
  }

  let pid: pid_t
  private let home: TemporaryHome
  private let directory: String
  private var finished = false

  init(
    _ arguments: [String], input: String = "", in home: TemporaryHome,
    locale: [String: String] = ["LANG": "C.UTF-8"]
  ) throws {
    let binary = try PseudoTerminal.binaryPath()
    var template = Array((home.path + "/run-XXXXXX").utf8CString)
    guard let created = mkdtemp(&template) else {
      throw PseudoTerminalError(description: "mkdtemp failed")
    }
    directory = String(cString: created)
    self.home = home
    home.writeFile(Array(input.utf8), to: directory + "/in")
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, directory + "/in", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(
      &actions, 1, directory + "/out", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(
      &actions, 2, directory + "/err", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    var environment = home.environment(locale)
    for name in ["LD_LIBRARY_PATH", "PATH"] {
      if let value = getenv(name) { environment[name] = String(cString: value) }
    }
    let argv = ([binary] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var child: pid_t = 0
    let result = posix_spawn(&child, binary, &actions, nil, argv, envp)
    guard result == 0 else {
      throw PseudoTerminalError(
        description: "posix_spawn failed: \(String(cString: strerror(result)))")
    }
    pid = child
  }

  deinit {
    if !finished {
      kill(pid, SIGKILL)
      var status: Int32 = 0
      _ = waitpid(pid, &status, 0)
    }
  }

  /// Waits for the child to end (a minute at most) and returns what it wrote.
  func finish() throws -> Result {
    let deadline = ContinuousClock.now + .seconds(60)
    var status: Int32 = 0
    while waitpid(pid, &status, WNOHANG) != pid {
      guard ContinuousClock.now < deadline else {
        throw PseudoTerminalError(description: "pid \(pid) did not exit within a minute")
      }
      usleep(5_000)
    }
    finished = true
    let text = { (name: String) in
      String(decoding: self.home.contents(of: self.directory + "/" + name) ?? [], as: UTF8.self)
    }
    return Result(status: Termination(waitStatus: status), output: text("out"), errors: text("err"))
  }
}

extension TemporaryHome {
  var progressPath: String { historyDirectory + "/progress.json" }

  /// Runs `containrepl exercise ID` with `answer` piped in, then `:check`; expects exit 0.
  @discardableResult
  func check(_ id: String, _ answer: String) throws -> PipedRun.Result {
    let result = try PipedRun(["exercise", id], input: answer + "\n:check\n", in: self).finish()
    #expect(result.status == .exited(0), "\(result.errors)")
    #expect(result.output.contains("\(id): "), "\(result.output)")
    return result
  }

  /// Expects `containrepl exercises` to show `marks` ("✓ 20/20", "5/20", "–") for those
  /// exercises, from a sound file (no warning).
  func expectMarks(
    _ marks: [String: String], _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let result = try PipedRun(["exercises"], in: self).finish()
    #expect(
      result.status == .exited(0) && result.errors.isEmpty, "\(result.errors)",
      sourceLocation: sourceLocation)
    var shown: [String: String] = [:]
    for line in result.output.split(separator: "\n").dropFirst() {
      let words = line.split(separator: " ")
      if words.first == "✓", words.count > 2 {
        shown[String(words[1])] = "✓ " + words[2]
      } else if words.count > 1 {
        shown[String(words[0])] = String(words[1])
      }
    }
    for (id, mark) in marks {
      #expect(
        shown[id] == mark, "\(id) \(comment.map { "(\($0))" } ?? "")",
        sourceLocation: sourceLocation)
    }
  }

  /// Expects the damaged progress files set aside to hold `contents`, one copy each.
  func expectDamagedCopies(_ contents: [[UInt8]], sourceLocation: SourceLocation = #_sourceLocation)
  {
    var found: [[UInt8]] = []
    if let stream = opendir(historyDirectory) {
      while let entry = readdir(stream) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
          String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        if name.hasPrefix("progress.json.damaged-") {
          found.append(self.contents(of: historyDirectory + "/" + name) ?? [])
        }
      }
      closedir(stream)
    }
    let order = { (a: [UInt8], b: [UInt8]) in a.lexicographicallyPrecedes(b) }
    #expect(found.sorted(by: order) == contents.sorted(by: order), sourceLocation: sourceLocation)
  }

  /// Writes `bytes` to `path`, creating the state directories.
  func writeFile(_ bytes: [UInt8], to path: String) {
    mkdir(stateDirectory, 0o700)
    mkdir(historyDirectory, 0o700)
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return }
    _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    close(descriptor)
  }
}
