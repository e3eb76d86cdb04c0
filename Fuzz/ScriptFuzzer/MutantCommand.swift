import ScriptMutation

/// How a mutant is handed to the binary: run as a script (log in Swift or Objective-C form,
/// messages in English or Chinese) or checked as an answer to an exercise.
enum MutantCommand: Equatable, Sendable {
  case run(objcLog: Bool, chinese: Bool)
  case check(exercise: String)

  /// The binary's arguments for the mutant in `file`.
  func arguments(file: String) -> [String] {
    switch self {
    case .run(let objcLog, let chinese):
      return ["--lang", chinese ? "zh" : "en", "--no-color"]
        + (objcLog ? ["--syntax", "objc"] : []) + ["run", file]
    case .check(let exercise):
      return ["--lang", "en", "--no-color", "check", exercise, file]
    }
  }

  /// The command as a reproducer's description gives it.
  var shown: String {
    var words = arguments(file: "FILE").filter { $0 != "--no-color" }
    if words.starts(with: ["--lang", "en"]) { words.removeFirst(2) }
    return (["containrepl"] + words).joined(separator: " ")
  }

  /// The command for a mutant of `seed`: an answer is checked against its exercise half the
  /// time; any other script is run, now and then checked against some exercise.
  static func pick(
    for seed: SeedScript, exercises: [String], random: inout MutationRandom
  ) -> MutantCommand {
    if let exercise = seed.exercise, random.chance(50) { return .check(exercise: exercise) }
    if seed.exercise == nil, !exercises.isEmpty, random.chance(10) {
      return .check(exercise: random.pick(exercises))
    }
    return .run(objcLog: random.chance(50), chinese: random.chance(15))
  }
}
