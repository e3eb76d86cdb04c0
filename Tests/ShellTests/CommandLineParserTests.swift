import Shell
import Simulation
import Testing

/// The command line read against the command table: each command its own options and
/// arguments, values checked, every mistake a typed error with the command it belongs to.
@Suite struct CommandLineParserTests {
  struct Valid: CustomTestStringConvertible, Sendable {
    let words: [String]
    let path: [String]
    var arguments: [String] = []
    var options: [String: String] = [:]
    var help = false
    var testDescription: String { words.joined(separator: " ") }
  }

  @Test(arguments: [
    Valid(words: [], path: []),
    Valid(words: ["run", "a.swift", "-"], path: ["run"], arguments: ["a.swift", "-"]),
    Valid(words: ["--lang", "zh", "lessons"], path: ["lessons"], options: ["lang": "zh"]),
    Valid(
      words: ["lessons", "--lang=zh_CN.UTF-8"], path: ["lessons"], options: ["lang": "zh_CN.UTF-8"]),
    Valid(
      words: ["lesson", "add-child", "--replay"], path: ["lesson"], arguments: ["add-child"],
      options: ["replay": ""]),
    Valid(
      words: ["check", "display-child", "a.swift", "--format", "json", "--show-hidden"],
      path: ["check"], arguments: ["display-child", "a.swift"],
      options: ["format": "json", "show-hidden": ""]),
    Valid(
      words: ["grade", "--format=csv", "display-child", "a", "b", "--feedback", "out"],
      path: ["grade"], arguments: ["display-child", "a", "b"],
      options: ["format": "csv", "feedback": "out"]),
    Valid(words: ["rules"], path: ["rules"]),
    Valid(
      words: ["rules", "2.2", "--format", "markdown"], path: ["rules"], arguments: ["2.2"],
      options: ["format": "markdown"]),
    Valid(
      words: ["progress", "export", "p.json"], path: ["progress", "export"], arguments: ["p.json"]),
    Valid(
      words: ["dev", "check", "--lessons", "L"], path: ["dev", "check"], options: ["lessons": "L"]),
    Valid(words: ["dev", "completion", "zsh"], path: ["dev", "completion"], arguments: ["zsh"]),
    Valid(words: ["run", "--", "--file", "-x"], path: ["run"], arguments: ["--file", "-x"]),
    Valid(
      words: ["--no-colour", "--syntax", "objc"], path: [],
      options: ["no-color": "", "syntax": "objc"]),
    Valid(words: ["check", "--help"], path: ["check"], help: true),
    Valid(words: ["-h", "progress", "import"], path: ["progress", "import"], help: true),
    Valid(words: ["grade", "--bogus", "--help"], path: ["grade"], help: true),
    Valid(
      words: ["help", "progress", "export"], path: ["help"], arguments: ["progress", "export"]),
  ])
  func validLines(_ line: Valid) throws {
    let parsed = try CommandLineParser().parse(line.words)
    #expect(parsed.path == line.path)
    #expect(parsed.arguments == line.arguments)
    #expect(parsed.options == line.options)
    #expect(parsed.wantsHelp == line.help)
  }

  struct Invalid: CustomTestStringConvertible, Sendable {
    let words: [String]
    let error: CommandLineError
    var testDescription: String { words.joined(separator: " ") }
  }

  @Test(arguments: [
    Invalid(
      words: ["check", "display-child", "a.swift", "--format", "csv"],
      error: .invalidValue("--format", value: "csv", allowed: ["text", "json"], path: ["check"])),
    Invalid(
      words: ["run", "a.swift", "--replay"],
      error: .optionOfOtherCommands("--replay", path: ["run"], owners: [["lesson"]])),
    Invalid(
      words: ["--format", "json", "check", "display-child", "a.swift"],
      error: .optionOfOtherCommands(
        "--format", path: [], owners: [["check"], ["grade"], ["rules"]])),
    Invalid(words: ["chek"], error: .unknownCommand("chek", path: [], suggestion: "check")),
    Invalid(
      words: ["lessons", "--bogus"],
      error: .unknownOption("--bogus", path: ["lessons"], suggestion: nil)),
    Invalid(
      words: ["lessons", "--lan", "zh"],
      error: .unknownOption("--lan", path: ["lessons"], suggestion: "--lang")),
    Invalid(words: ["lessons", "--lang"], error: .missingValue("--lang", path: ["lessons"])),
    Invalid(
      words: ["--lang", "fr"],
      error: .invalidValue("--lang", value: "fr", allowed: ["en", "zh"], path: [])),
    Invalid(
      words: ["check", "--show-hidden=yes", "a", "b"],
      error: .unexpectedValue("--show-hidden", path: ["check"])),
    Invalid(
      words: ["check", "display-child"],
      error: .missingArgument(HelpText("FILE", "文件"), path: ["check"])),
    Invalid(words: ["run"], error: .missingArgument(HelpText("FILE", "文件"), path: ["run"])),
    Invalid(words: ["lessons", "extra"], error: .extraArgument("extra", path: ["lessons"])),
    Invalid(words: ["progress"], error: .missingSubcommand(path: ["progress"])),
    Invalid(
      words: ["progress", "delete"],
      error: .unknownCommand("delete", path: ["progress"], suggestion: nil)),
    Invalid(
      words: ["dev", "completion", "tcsh"],
      error: .invalidArgument(
        "tcsh", allowed: ["bash", "zsh", "fish"], path: ["dev", "completion"])),
    Invalid(
      words: ["help", "chek"], error: .unknownCommand("chek", path: [], suggestion: "check")),
    Invalid(
      words: ["help", "progress", "x"],
      error: .unknownCommand("x", path: ["progress"], suggestion: nil)),
  ])
  func invalidLines(_ line: Invalid) {
    #expect(throws: line.error) { try CommandLineParser().parse(line.words) }
  }

  /// Every command refuses every option that only other commands take, naming them, and shows
  /// its own usage, in English and in Chinese.
  @Test func eachCommandRefusesTheOptionsOfOthers() throws {
    let parser = CommandLineParser()
    let help = CommandHelp(language: .english, width: 10_000)
    let global = Set(CommandTable.root.options.flatMap(\.spellings))
    let leaves = parser.allCommands().filter { $0.command.subcommands.isEmpty }
    let spellings = Set(leaves.flatMap { $0.command.options.flatMap(\.spellings) })
    var checked = 0
    for (path, command) in leaves {
      let arguments = command.arguments.map { $0.kind.words?.first ?? "x" }
      for spelling in spellings.subtracting(command.options.flatMap(\.spellings)).subtracting(
        global)
      {
        let words = path + arguments + [spelling, "value"]
        let owners = leaves.filter { $0.command.option(spelling) != nil }.map(\.path)
        #expect(
          throws: CommandLineError.optionOfOtherCommands(spelling, path: path, owners: owners)
        ) {
          try parser.parse(words)
        }
        do {
          _ = try parser.parse(words)
        } catch {
          let english = help.errorLines(error)
          #expect(english.count == 3 && english[1] == "usage: " + help.usage(path), "\(english)")
          let chinese = CommandHelp(language: .chinese, width: 10_000).errorLines(error)
          #expect(chinese[1].hasPrefix("用法：containrepl " + path.joined(separator: " ")))
          #expect(chinese[0].contains("不接受") && chinese[2].hasPrefix("详见"), "\(chinese)")
        }
        checked += 1
      }
    }
    #expect(checked > 20)
  }

  @Test func errorsAreWrittenWithTheUsageOfTheirCommand() throws {
    let error = CommandLineError.invalidValue(
      "--format", value: "csv", allowed: ["text", "json"], path: ["check"])
    #expect(
      CommandHelp(language: .english, width: 100).errorLines(error) == [
        "error: 'containrepl check' does not take --format csv (use text or json)",
        "usage: containrepl check ID FILE [--format text|json] [--show-hidden] [--follow-symlinks]",
        "see 'containrepl check --help'",
      ])
    // At 80 columns the usage wraps under itself.
    #expect(
      CommandHelp(language: .english).errorLines(error)[1...2] == [
        "usage: containrepl check ID FILE [--format text|json] [--show-hidden]",
        "           [--follow-symlinks]",
      ])
    #expect(
      CommandHelp(language: .chinese, width: 100).errorLines(error) == [
        "error: 'containrepl check' 的 --format 不接受 'csv'（可用 text 或 json）",
        "用法：containrepl check ID 文件 [--format text|json] [--show-hidden] [--follow-symlinks]",
        "详见 'containrepl check --help'",
      ])
    let replay = CommandLineError.optionOfOtherCommands(
      "--replay", path: ["run"], owners: [["lesson"]])
    #expect(
      CommandHelp(language: .chinese).errorLines(replay) == [
        "error: 'containrepl run' 不接受 --replay（'containrepl lesson' 才接受）",
        "用法：containrepl run 文件… [--export 文件.html]",
        "详见 'containrepl run --help'",
      ])
    let unknown = CommandLineError.unknownCommand("chek", path: [], suggestion: "check")
    #expect(
      CommandHelp(language: .english).errorLines(unknown) == [
        "error: 'containrepl' has no command 'chek'; did you mean 'check'?",
        "see 'containrepl --help'",
      ])
    let group = CommandLineError.missingSubcommand(path: ["progress"])
    #expect(
      CommandHelp(language: .english).errorLines(group) == [
        "error: 'containrepl progress' needs a command",
        "usage: containrepl progress export FILE  copy your progress to a file",
        "       containrepl progress import FILE  merge progress from a file into yours",
        "see 'containrepl progress --help'",
      ])
  }
}
