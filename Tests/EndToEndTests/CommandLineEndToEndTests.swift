import Testing

/// The binary's command line: each command's own options, usage errors (exit 2) in the
/// interface language, `rules`, and the ids the completion scripts ask it for.
@Suite struct CommandLineEndToEndTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let arguments: [String]
    var locale = ["LANG": "C.UTF-8"]
    let status: Int32
    /// Lines standard error must start with, in order.
    let errors: [String]
    var testDescription: String { arguments.joined(separator: " ") }
  }

  @Test(arguments: [
    Case(
      arguments: ["check", "display-child", "answer.swift", "--format", "csv"], status: 2,
      errors: [
        "error: 'containrepl check' does not take --format csv (use text or json)",
        // Wrapped to 80 columns when the width is not known (standard error is a pipe).
        "usage: containrepl check ID FILE [--format text|json] [--show-hidden]",
        "           [--follow-symlinks]",
        "see 'containrepl check --help'",
      ]),
    Case(
      arguments: ["run", "--replay", "-"], locale: ["LANG": "zh_CN.UTF-8"], status: 2,
      errors: [
        "error: 'containrepl run' 不接受 --replay（'containrepl lesson' 才接受）",
        "用法：containrepl run 文件…",
        "详见 'containrepl run --help'",
      ]),
    Case(
      arguments: ["--lang", "zh", "grade", "display-child"], status: 2,
      errors: [
        "error: 'containrepl grade' 缺少参数 路径",
        "用法：containrepl grade ID 路径… [--format table|csv|json|moodle|canvas]",
        "          [--feedback 目录] [--feedback-zip 文件.zip] [--max-grade N]",
      ]),
    Case(
      arguments: ["rules", "2.99"], status: 2,
      errors: ["error: there is no rule '2.99'"]),
    Case(arguments: ["rules", "2.2"], status: 0, errors: []),
    Case(
      arguments: ["lesson", "add-chld"], status: 2,
      errors: ["error: there is no lesson 'add-chld'"]),
    Case(
      arguments: ["exercise", "hide-chld"], locale: ["LANG": "zh_CN.UTF-8"], status: 2,
      errors: ["error: 没有"]),
    Case(arguments: ["lesson", "--help"], status: 0, errors: []),
  ])
  func exitStatusAndMessages(_ testCase: Case) throws {
    let home = try TemporaryHome()
    let result = try PipedRun(testCase.arguments, in: home, locale: testCase.locale).finish()
    #expect(result.status == .exited(testCase.status), "\(result.errors)")
    let lines = result.errors.split(separator: "\n").map(String.init)
    #expect(lines.count >= testCase.errors.count, "\(result.errors)")
    for (line, expected) in zip(lines, testCase.errors) {
      #expect(line.hasPrefix(expected), "\(line)")
    }
    if testCase.errors.isEmpty { #expect(result.errors.isEmpty) }
  }

  @Test func runReadsStandardInputOnceAlsoAmongFiles() throws {
    let home = try TemporaryHome()
    let alone = try PipedRun(["run", "-"], input: "print(1 + 1)\n", in: home).finish()
    #expect(alone.status == .exited(0), "\(alone.errors)")
    #expect(alone.output == "2\n")
    // Standard input is the main file of a module whose other file only declares.
    let helper = home.path + "/helper.swift"
    home.writeFile(
      Array("let greeting = \"hi\"\nfunc shout() -> String { greeting + \"!\" }\n".utf8), to: helper
    )
    let module = try PipedRun(["run", "-", helper], input: "print(shout())\n", in: home).finish()
    #expect(module.status == .exited(0), "\(module.errors)")
    #expect(module.output == "hi!\n")
  }

  @Test func oneRuleWithItsEvidenceAndSources() throws {
    let home = try TemporaryHome()
    let result = try PipedRun(["rules", "2.2"], in: home).finish()
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("rule 2.2 — ") == true, "\(result.output)")
    #expect(lines.contains { $0.hasPrefix("evidence: ") })
    #expect(lines.contains("sources:"))
    #expect(lines.contains { $0.hasPrefix("  S") && $0.contains("<https://") })
    let list = try PipedRun(["rules"], in: home).finish()
    #expect(list.output.split(separator: "\n").count > 50)
    #expect(list.output.contains("\n2.2 "))
  }

  @Test func theIdsTheCompletionScriptsAskFor() throws {
    let home = try TemporaryHome()
    let lessons = try PipedRun(["dev", "list", "lessons"], in: home).finish()
    #expect(lessons.output.split(separator: "\n").first == "why-containers")
    let exercises = try PipedRun(["dev", "list", "exercises"], in: home).finish()
    #expect(exercises.output.split(separator: "\n").contains("tab-bar-switcher"))
    let script = try PipedRun(["dev", "completion", "zsh"], in: home).finish()
    #expect(script.output.hasPrefix("#compdef containrepl\n"))
    let page = try PipedRun(["dev", "man"], in: home).finish()
    #expect(page.output.contains(".TH CONTAINREPL 1"))
  }
}
