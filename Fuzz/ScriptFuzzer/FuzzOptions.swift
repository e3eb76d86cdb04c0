/// The command line of `containrepl-script-fuzz`.
struct FuzzOptions {
  var binary = ""
  var seedPaths: [String] = []
  var dictionary: String?
  var count = 5_000
  var seed: UInt64 = 1
  var timeout = 10.0
  var jobs = 2
  /// Inputs whose CPU time reaches this many seconds are findings too (the goal is under 1 s).
  var slow = 1.0
  var slowestShown = 10
  var findings = "Fuzz/crashes/scripts"
  var work = ".build-fuzz/scripts"
  var shrinkMaximum = 8
  var shrinkSeconds = 600.0
  /// `--show N`: print mutant N (its seed, command and mutations, then its text) and stop.
  var show: Int?

  static let usage = """
    usage: containrepl-script-fuzz --binary PATH [options] SEED_PATH…

    Mutates whole scripts (the files under each SEED_PATH; a lesson's code blocks) and runs each
    mutant through the binary (`run FILE`, `--syntax objc run FILE`, `check ID FILE`) with a time
    limit, recording crashes (signals, exit codes other than 0, 1, 2), timeouts, slow inputs and
    the slowest inputs. Findings are shrunk while they still fail and saved with a one-line
    description in the findings folder's index.md. Exits 1 when anything crashed or timed out.

    options:
      --binary PATH         the containrepl binary to run (the release build)
      --dict FILE           a libFuzzer dictionary whose words are inserted (Fuzz/containrepl.dict)
      --count N             how many mutants (default 5000)
      --seed N              the campaign's seed; the same seed gives the same mutants (default 1)
      --timeout SECONDS     per-input limit (default 10)
      --jobs N              processes at a time (default 2)
      --slow SECONDS        CPU time from which an input is a finding (default 1)
      --slowest N           how many of the slowest inputs to list (default 10)
      --findings DIR        where shrunk reproducers go (default Fuzz/crashes/scripts)
      --work DIR            scratch folder: mutants, outputs, the report (default .build-fuzz/scripts)
      --shrink-max N        how many findings to shrink, distinct ones first (default 8; 0: none)
      --shrink-seconds S    time allowed for shrinking one finding (default 600)
      --show N              print mutant N of the campaign and stop
    """

  struct Problem: Error, CustomStringConvertible {
    let description: String
  }

  static func parse(_ arguments: [String]) throws -> FuzzOptions {
    var options = FuzzOptions()
    var rest = arguments[...]
    func value(_ flag: String) throws -> String {
      guard let next = rest.popFirst() else { throw Problem(description: "\(flag) needs a value") }
      return next
    }
    func number<N: LosslessStringConvertible>(_ flag: String) throws -> N {
      let text = try value(flag)
      guard let parsed = N(text) else {
        throw Problem(description: "\(flag) takes a number, not '\(text)'")
      }
      return parsed
    }
    while let argument = rest.popFirst() {
      switch argument {
      case "--binary": options.binary = try value(argument)
      case "--dict": options.dictionary = try value(argument)
      case "--count": options.count = try number(argument)
      case "--seed": options.seed = try number(argument)
      case "--timeout": options.timeout = try number(argument)
      case "--jobs": options.jobs = max(1, try number(argument))
      case "--slow": options.slow = try number(argument)
      case "--slowest": options.slowestShown = try number(argument)
      case "--findings": options.findings = try value(argument)
      case "--work": options.work = try value(argument)
      case "--shrink-max": options.shrinkMaximum = try number(argument)
      case "--shrink-seconds": options.shrinkSeconds = try number(argument)
      case "--show": options.show = try number(argument)
      case "--help", "-h": throw Problem(description: usage)
      default:
        guard !argument.hasPrefix("-") else {
          throw Problem(description: "unknown option '\(argument)'\n\n\(usage)")
        }
        options.seedPaths.append(argument)
      }
    }
    guard !options.binary.isEmpty else { throw Problem(description: "--binary is required") }
    guard !options.seedPaths.isEmpty else {
      throw Problem(description: "name at least one seed file or folder")
    }
    return options
  }
}
