/// The command line of `containrepl-bench`, with the targets from the project's issue.
struct BenchOptions {
  var dynamic: String?
  var statik: String?
  var sqlite3 = "sqlite3"
  var python3 = "python3"
  /// The compiler of the static hello-world that is the start-up floor.
  var swiftc = "swiftc"
  /// The `display-child` answer corpus (folders `good/` and `wrong/`).
  var answers: String? = "Tests/ShellTests/Answers/display-child"
  var silent = false
  /// The sections to run (`--only`); empty runs them all.
  var only: Set<String> = []
  static let sections = [
    "start-up", "memory", "terminal", "grade", "dance", "typed", "tree", "scaling",
  ]

  var warmUps = 5
  var startUpRuns = 30
  var promptRuns = 20
  var statementRuns = 5
  var treeRuns = 5
  var gradeRuns = 3
  var memoryRuns = 3
  var typedRuns = 3
  /// Seconds one children script may run before it is killed.
  var childTimeout = 20.0
  /// Seconds the 10,000-children pairs may take per build before fewer runs are accepted.
  var treeBudget = 25.0
  /// Seconds the 100,000-children runs may take per build.
  var largeBudget = 20.0
  /// Seconds the largest typed-children script may run before it is killed.
  var typedTimeout = 60.0

  var sqliteRatioTarget = 3.0
  var pythonRatioTarget = 0.15
  var floorRatioTarget = 2.0
  var promptRatioTarget = 2.0
  var statementTarget = 200_000.0
  var treeTarget = 0.050
  var gradeTarget = 2_000.0
  /// The time per typed input with 40,000 children over the time with 2,500: flat is 1.
  var typedGrowthTarget = 1.5
  var idleMemoryTarget = 20.0

  static let usage = """
    usage: containrepl-bench --dynamic PATH [--static PATH] [options]

    Measures the built containrepl binaries as a user runs them, next to sqlite3 and python3,
    and prints one table of figures, targets and verdicts. Exit status 0 when every
    measurement was made (targets may be missed), 1 when one could not be made, 2 on bad usage.

    options:
      --dynamic PATH     containrepl built with `swift build -c release`
      --static PATH      containrepl built with `--static-swift-stdlib` (make release)
      --answers DIR      display-child answers (good/ and wrong/); default
                         Tests/ShellTests/Answers/display-child, else built-in answers
      --sqlite3 PATH     default: sqlite3 on PATH
      --python3 PATH     default: python3 on PATH
      --swiftc PATH      compiles the static hello-world that is the start-up floor;
                         default: swiftc on PATH
      --quick            fewer runs (for trying the benchmark out, not for figures)
      --child-timeout S  seconds before a children script is killed (default 20)
      --silent           no progress lines on stderr
      --only NAME,…      run only these sections: start-up, memory, terminal, grade, dance,
                         typed, tree, scaling (for working on one; figures need them all)
    """

  static func parse(_ arguments: [String]) throws -> BenchOptions {
    var options = BenchOptions()
    var index = 0
    func value() throws -> String {
      index += 1
      guard index < arguments.count else {
        throw BenchError("missing value for \(arguments[index - 1])")
      }
      return arguments[index]
    }
    while index < arguments.count {
      switch arguments[index] {
      case "--dynamic": options.dynamic = try value()
      case "--static": options.statik = try value()
      case "--answers": options.answers = try value()
      case "--sqlite3": options.sqlite3 = try value()
      case "--python3": options.python3 = try value()
      case "--swiftc": options.swiftc = try value()
      case "--silent": options.silent = true
      case "--only":
        let names = try value().split(separator: ",").map(String.init)
        if let unknown = names.first(where: { !sections.contains($0) }) {
          throw BenchError(
            "unknown section '\(unknown)'; sections: " + sections.joined(separator: ", "))
        }
        options.only.formUnion(names)
      case "--child-timeout":
        let text = try value()
        guard let seconds = Double(text), seconds > 0 else { throw BenchError("bad time: \(text)") }
        options.childTimeout = seconds
      case "--quick":
        options.warmUps = 1
        options.startUpRuns = 5
        options.promptRuns = 3
        options.statementRuns = 1
        options.treeRuns = 1
        options.gradeRuns = 1
        options.memoryRuns = 1
        options.typedRuns = 1
      case "--help", "-h":
        throw BenchError(usage)
      default:
        throw BenchError("unknown argument '\(arguments[index])'\n\n" + usage)
      }
      index += 1
    }
    guard options.dynamic != nil || options.statik != nil else {
      throw BenchError("give at least one build (--dynamic or --static)\n\n" + usage)
    }
    if let answers = options.answers, !FileSystem.isDirectory(answers) { options.answers = nil }
    return options
  }
}
