import Rendering
import Simulation

/// The help the command table gives: `--help`, a command's help and usage, the usage shown
/// with a command-line error, and the command list of `:help commands`.
///
/// ```text
/// usage: containrepl check ID FILE [--format text|json] [--show-hidden]
/// ```
public struct CommandHelp: Sendable {
  /// The language the help is written in.
  public let language: Language
  /// The terminal's width: tables and prose are laid out to it.
  public var width: Int
  let parser: CommandLineParser

  public init(language: Language, root: CommandDefinition = CommandTable.root, width: Int = 80) {
    self.language = language
    self.width = width
    self.parser = CommandLineParser(root: root)
  }

  private var root: CommandDefinition { parser.root }

  /// How a command is written with its arguments and its own options.
  public func usage(_ path: [String]) -> String {
    guard let command = parser.command(at: path) else { return root.name }
    var words = [root.name] + path
    if path.isEmpty { return root.name + " " + language.pick("[options]", "[选项]") }
    if !command.subcommands.isEmpty, command.arguments.isEmpty {
      words.append(
        command.subcommands.filter { !$0.isHidden }.map(\.name).joined(separator: "|"))
    }
    words += command.arguments.map { $0.usage(language) }
    words += command.options.map { "[" + $0.usage(language) + "]" }
    return words.joined(separator: " ")
  }

  /// The commands a user can run, each path with its own usage (groups by their members).
  func visibleLeaves(under path: [String] = []) -> [[String]] {
    guard let start = parser.command(at: path) else { return [] }
    var found: [[String]] = []
    func visit(_ command: CommandDefinition, _ path: [String]) {
      let shown = command.subcommands.filter { !$0.isHidden }
      if shown.isEmpty || !command.arguments.isEmpty {
        found.append(path)
        return
      }
      for subcommand in shown { visit(subcommand, path + [subcommand.name]) }
    }
    visit(start, path)
    return found
  }

  /// The usage lines of `path`'s commands, each with what it does, after `usage: `.
  public func commandRows(under path: [String] = []) -> [String] {
    let leaves = path.isEmpty ? [[]] + visibleLeaves() : visibleLeaves(under: path)
    let prefix = language.pick("usage: ", "用法：")
    let rows = leaves.enumerated().map { index, leaf in
      TwoColumnLayout.Row(
        lead: index == 0 ? prefix : "", name: usage(leaf),
        text: parser.command(at: leaf)?.abstract.text(language) ?? "")
    }
    return TwoColumnLayout(width: width, maxName: 34).lines(rows)
  }

  /// `containrepl --help`.
  public func overview() -> [String] {
    var lines = TextWrapper(width: width).wrap(
      root.name + language.pick(" — ", " —— ") + CommandTable.tagline.text(language),
      continuation: "  ")
    lines.append("")
    lines += commandRows()
    lines += ["", language.pick("options:", "选项：")] + optionRows(root.options)
    lines.append("")
    lines += TextWrapper(width: width).wrap(
      language.pick(
        "'containrepl COMMAND --help' shows a command's options; in the sandbox, :help lists the meta commands.",
        "'containrepl 命令 --help' 显示某个命令的选项；在沙盒中输入 :help 可以列出元命令。"))
    lines += TextWrapper(width: width).wrap(
      language.pick(
        "Boxes look broken or misaligned (box-drawing characters drawn double width)? --ascii draws them with plain ASCII; in the sandbox, :ascii on keeps that setting.",
        "图框错位或断开（有些中文终端把制表符画成双倍宽度）？用 --ascii 改用纯 ASCII 字符绘制；在沙盒中输入 :ascii on 可以保存这个设置。"))
    return lines
  }

  /// `containrepl COMMAND --help` (the overview for the root).
  public func help(_ path: [String]) -> [String] {
    guard !path.isEmpty, let command = parser.command(at: path) else { return overview() }
    let name = ([root.name] + path).joined(separator: " ")
    var lines = TextWrapper(width: width).wrap(
      name + language.pick(" — ", " —— ") + command.abstract.text(language), continuation: "  ")
    lines.append("")
    if !command.subcommands.isEmpty, command.arguments.isEmpty {
      lines += commandRows(under: path)
    } else {
      lines += usageLines(path)
    }
    if !command.options.isEmpty {
      lines += ["", language.pick("options:", "选项：")] + optionRows(command.options)
    }
    for paragraph in command.discussion {
      lines.append("")
      lines += TextWrapper(width: width).wrap(paragraph.text(language))
    }
    lines += ["", language.pick("options every command takes:", "所有命令都接受的选项：")]
    lines += optionRows(root.options)
    return lines
  }

  /// Two columns: each option's usage and its help.
  func optionRows(_ options: [OptionDefinition]) -> [String] {
    let usages = options.map { option in
      ([option.usage(language)] + option.aliases).joined(separator: ", ")
    }
    let rows = zip(options, usages).map { option, usage in
      TwoColumnLayout.Row(lead: "  ", name: usage, text: option.help.text(language))
    }
    return TwoColumnLayout(width: width, maxName: 22).lines(rows)
  }

  /// `usage: ` and a command's usage, wrapped under itself.
  func usageLines(_ path: [String]) -> [String] {
    let prefix = language.pick("usage: ", "用法：")
    return TextWrapper(width: width).wrap(
      usage(path), indent: prefix,
      continuation: String(repeating: " ", count: DisplayWidth.of(prefix) + 4))
  }

  /// What the executable prints for a command-line error (after `error: `, its message).
  public func errorLines(_ error: CommandLineError) -> [String] {
    var lines = TextWrapper(width: width).wrap(
      error.message(language), indent: "error: ", continuation: "       ")
    let path = parser.command(at: error.path) == nil ? [] : error.path
    if !path.isEmpty {
      if let command = parser.command(at: path), !command.subcommands.isEmpty,
        command.arguments.isEmpty
      {
        lines += commandRows(under: path)
      } else {
        lines += usageLines(path)
      }
    }
    let helpCommand = ([root.name] + path + ["--help"]).joined(separator: " ")
    lines.append(language.pick("see '\(helpCommand)'", "详见 '\(helpCommand)'"))
    return lines
  }
}
