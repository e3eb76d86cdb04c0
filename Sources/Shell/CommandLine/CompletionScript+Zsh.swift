extension CompletionScript {
  /// The zsh script (`#compdef containrepl`): one `_arguments` call per command, and a function
  /// per group of commands that dispatches on the next word.
  func zsh() -> String {
    var out = "#compdef containrepl\n" + header("zsh")
    out += """

      # _arguments calls an action with compadd's options first: the kind of id comes last.
      _containrepl_ids() {
        local -a ids
        ids=(${(f)"$(containrepl dev list ${@[-1]} 2>/dev/null)"})
        compadd "${@[1,-2]}" -a ids
      }


      """
    for (path, command) in visibleCommands
    where path.isEmpty || (!command.subcommands.isEmpty && command.arguments.isEmpty) {
      out += zshGroup(path, command)
    }
    out += "_containrepl \"$@\"\n"
    return out
  }

  private func zshFunction(_ path: [String]) -> String {
    (["_containrepl"] + path).joined(separator: "_")
  }

  private func zshGroup(_ path: [String], _ command: CommandDefinition) -> String {
    var out = "\(zshFunction(path))() {\n"
    out += "  local curcontext=\"$curcontext\" state line\n"
    if path.isEmpty {
      out += "  local -a globals\n  globals=(\n"
      for option in root.options { out += "    " + zshOption(option) + "\n" }
      out += "  )\n"
    }
    out += "  _arguments -C $globals '1: :->command' '*:: :->argument' && return\n"
    out += "  case $state in\n    command)\n      local -a commands\n      commands=(\n"
    for subcommand in command.subcommands where !subcommand.isHidden {
      out +=
        "        " + zshQuote(subcommand.name + ":" + subcommand.abstract.text(language)) + "\n"
    }
    let title = (["containrepl"] + path + ["command"]).joined(separator: " ")
    out += "      )\n      _describe -t commands \(zshQuote(title)) commands ;;\n"
    out += "    argument)\n      case $words[1] in\n"
    for subcommand in command.subcommands where !subcommand.isHidden {
      let full = path + [subcommand.name]
      if !subcommand.subcommands.isEmpty, subcommand.arguments.isEmpty {
        out += "        \(subcommand.name)) \(zshFunction(full)) ;;\n"
        continue
      }
      var specs = subcommand.options.map(zshOption)
      for (position, argument) in subcommand.arguments.enumerated() {
        let last = position == subcommand.arguments.count - 1
        let placeholder = argument.placeholder.text(language)
        let number =
          argument.repeats && last ? "*" : String(position + 1) + (argument.isOptional ? ":" : "")
        specs.append(zshQuote("\(number):\(placeholder):\(zshAction(argument.kind))"))
      }
      out += "        \(subcommand.name)) _arguments $globals \(specs.joined(separator: " ")) ;;\n"
    }
    out += "      esac ;;\n  esac\n}\n\n"
    return out
  }

  private func zshOption(_ option: OptionDefinition) -> String {
    let help = zshEscape(option.help.text(language))
    let spellings = option.spellings
    let exclusion = spellings.count > 1 ? "(" + spellings.joined(separator: " ") + ")" : ""
    let names = spellings.count > 1 ? "{" + spellings.joined(separator: ",") + "}" : spellings[0]
    var tail = ""
    if let value = option.value {
      tail = ":" + value.placeholder.text(language) + ":" + zshAction(value.kind)
    }
    let equals = option.value == nil ? "" : "="
    if spellings.count > 1 {
      return zshQuote(exclusion) + names + zshQuote(equals + "[" + help + "]" + tail)
    }
    return zshQuote(names + equals + "[" + help + "]" + tail)
  }

  private func zshAction(_ kind: ValueKind) -> String {
    if let words = kind.words { return "(" + words.joined(separator: " ") + ")" }
    if let list = CompletionScript.listKind(kind) { return "_containrepl_ids " + list }
    switch kind {
    case .directory: return "_directories"
    case .command: return "(" + commandNames.joined(separator: " ") + ")"
    default: return "_files"
    }
  }

  /// Text inside `[…]` of an option spec: brackets and backslashes escaped.
  private func zshEscape(_ text: String) -> String {
    var out = ""
    for character in text {
      if character == "[" || character == "]" || character == "\\" { out.append("\\") }
      out.append(character)
    }
    return out
  }

  private func zshQuote(_ text: String) -> String {
    "'" + text.replacing("'", with: "'\\''") + "'"
  }
}
