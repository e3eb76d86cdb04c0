/// The temporary directory the benchmark works in: a private HOME, the generated scripts and
/// the class of answers to grade. Removed when the run ends.
final class Workspace {
  let root: String
  var home: String { root + "/home" }
  var stateHome: String { root + "/home/state" }
  var emptyScript: String { root + "/empty.txt" }
  var smokeScript: String { root + "/smoke.txt" }
  var statementScript: String { root + "/statements.txt" }
  var answers: String { root + "/answers" }
  /// Where `grade --feedback` writes one file per student.
  var feedback: String { root + "/feedback" }
  /// Output files whose content is checked (the rest goes to /dev/null).
  var capture: String { root + "/stdout.txt" }
  var errors: String { root + "/stderr.txt" }

  /// Statements in the full containment dance: one `let`, then the six calls of adding a child
  /// with its view and removing it again, repeated.
  static let statementCount = 150_000
  /// One turn of the dance: what a container does to show a child and to take it away again.
  static let danceCycle = [
    "container.addChild(a)", "container.view.addSubview(a.view)",
    "a.didMove(toParent: container)", "a.willMove(toParent: nil)",
    "a.view.removeFromSuperview()", "a.removeFromParent()",
  ]
  static let answerCount = 1_000

  init() throws {
    root = try FileSystem.makeTemporaryDirectory("containrepl-bench")
    try FileSystem.makeDirectory(home)
    try FileSystem.makeDirectory(stateHome)
    try FileSystem.makeDirectory(answers)
    try FileSystem.write("", to: emptyScript)
    try FileSystem.write("let a = UIViewController()\ncontainer.addChild(a)\n", to: smokeScript)
    let cycle = Self.danceCycle.joined(separator: "\n") + "\n"
    var script = "let a = UIViewController()\n"
    script.reserveCapacity(Self.statementCount / Self.danceCycle.count * cycle.utf8.count + 32)
    for _ in 0..<(Self.statementCount / Self.danceCycle.count) { script += cycle }
    try FileSystem.write(script, to: statementScript)
  }

  deinit { remove() }

  /// Deletes the workspace (also done on deinit; `exit` skips deinitializers, so call it first).
  func remove() {
    FileSystem.remove(root)
  }

  /// A script adding `count` children with `for` loops of at most 10,000 children, each an
  /// input of its own (one input has 0.4 s of processor time), optionally ending with `:tree`.
  func childrenScript(_ count: Int, tree: Bool) throws -> String {
    let path = root + "/children-\(count)\(tree ? "-tree" : "").txt"
    var text = ""
    var left = count
    while left > 0 {
      let batch = min(left, 10_000)
      text += "for _ in 0..<\(batch) { container.addChild(UIViewController()) }\n"
      left -= batch
    }
    if tree { text += ":tree\n" }
    try FileSystem.write(text, to: path)
    return path
  }

  /// A script typing `count` children the long way, one input a line, as a learner types them:
  /// make it, add it, put its view in the container's, tell it it moved (`4 × count` inputs).
  func typedChildrenScript(_ count: Int) throws -> String {
    let path = root + "/typed-\(count).txt"
    var text = ""
    text.reserveCapacity(count * 120)
    for index in 0..<count {
      let name = "c\(index)"
      text += "let \(name) = UIViewController()\ncontainer.addChild(\(name))\n"
      text += "container.view.addSubview(\(name).view)\n\(name).didMove(toParent: container)\n"
    }
    try FileSystem.write(text, to: path)
    return path
  }

  /// A static Swift hello-world, compiled with `swiftc` as `make release` links containrepl
  /// (`-O -static-stdlib`): the floor a Swift program's start-up cannot go below.
  func buildFloor(swiftc: String) throws -> String {
    let source = root + "/hello.swift"
    let binary = root + "/hello"
    try FileSystem.write("print(\"Hello, world!\")\n", to: source)
    let compile = ChildProcess(
      swiftc, ["-O", "-static-stdlib", source, "-o", binary], environment: environment(),
      standardError: errors)
    let outcome = try compile.run(timeout: 300)
    guard outcome.termination == .exited(0), FileSystem.isExecutable(binary) else {
      let said = FileSystem.read(errors) ?? ""
      throw BenchError("\(swiftc) could not build the hello-world floor: \(said)")
    }
    return binary
  }

  /// The environment of every child: ours, with HOME and XDG_STATE_HOME in the workspace.
  func environment(terminal: Bool = false) -> [String] {
    var overrides = ["HOME": home, "XDG_STATE_HOME": stateHome]
    if terminal {
      overrides["TERM"] = "xterm"
      overrides["LANG"] = "C.UTF-8"
      overrides["SWIFT_BACKTRACE"] = "interactive=no"
    }
    let inherited = FileSystem.environment().filter { entry in
      !overrides.keys.contains { entry.hasPrefix($0 + "=") } && !entry.hasPrefix("LC_ALL=")
    }
    return inherited + overrides.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
  }

  /// Fills the answers folder with `answerCount` files, taking the good and wrong answers of
  /// `corpus` round-robin (the built-in answers below when it has none); returns the source.
  func writeAnswers(from corpus: String?) throws -> String {
    var sources: [(name: String, text: String)] = []
    if let corpus {
      for kind in ["good", "wrong"] {
        let folder = corpus + "/" + kind
        for name in FileSystem.list(folder) {
          guard let text = FileSystem.read(folder + "/" + name) else { continue }
          sources.append((name, Self.withoutMetadata(text)))
        }
      }
    }
    let origin = sources.isEmpty ? "built-in answers" : corpus ?? ""
    if sources.isEmpty { sources = Self.builtinAnswers }
    for index in 0..<Self.answerCount {
      let source = sources[index % sources.count]
      let number = String(index).leftPadded(to: 4, with: "0")
      try FileSystem.write(source.text, to: answers + "/\(number)-\(source.name)")
    }
    return origin
  }

  /// Drops the corpus's `// expect:` first line, which is test metadata, not the answer.
  private static func withoutMetadata(_ text: String) -> String {
    guard text.hasPrefix("// expect:") else { return text }
    return String(text.drop { $0 != "\n" }.dropFirst())
  }

  /// Answers to the `display-child` exercise, used when the test corpus is not there.
  static let builtinAnswers: [(name: String, text: String)] = [
    (
      "good.swift.txt",
      """
      func displayContentController(_ content: UIViewController) {
        addChild(content)
        content.view.frame = frameForContentController
        view.addSubview(content.view)
        content.didMove(toParent: self)
      }
      """
    ),
    (
      "forgot-didmove.swift.txt",
      """
      func displayContentController(_ content: UIViewController) {
        addChild(content)
        content.view.frame = frameForContentController
        view.addSubview(content.view)
      }
      """
    ),
    (
      "forgot-addchild.swift.txt",
      """
      func displayContentController(_ content: UIViewController) {
        content.view.frame = frameForContentController
        view.addSubview(content.view)
        content.didMove(toParent: self)
      }
      """
    ),
    (
      "forgot-frame.swift.txt",
      """
      func displayContentController(_ content: UIViewController) {
        addChild(content)
        view.addSubview(content.view)
        content.didMove(toParent: self)
      }
      """
    ),
  ]
}

extension String {
  func leftPadded(to width: Int, with pad: Character = " ") -> String {
    count >= width ? self : String(repeating: pad, count: width - count) + self
  }

  func rightPadded(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
