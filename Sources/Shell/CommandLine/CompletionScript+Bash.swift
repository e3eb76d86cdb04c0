extension CompletionScript {
  /// The bash script: `complete -F _containrepl containrepl`.
  ///
  /// It walks the words before the cursor to find the command (skipping options and their
  /// values) and how many arguments it already has, then offers what comes next.
  func bash() -> String {
    var out = header("bash")
    out += """

      _containrepl_words() {
        mapfile -t COMPREPLY < <(compgen -W "$1" -- "$cur")
      }

      _containrepl_files() {
        compopt -o filenames 2>/dev/null
        mapfile -t COMPREPLY < <(compgen "$1" -- "$cur")
      }

      _containrepl() {
        local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"
        local command="" count=0 skip=0 word i
        for ((i = 1; i < COMP_CWORD; i++)); do
          word="${COMP_WORDS[i]}"
          if ((skip)); then skip=0; continue; fi
          case "$word" in
            \(valueSpellings.joined(separator: "|"))) skip=1; continue ;;
            -?*) continue ;;
          esac
          if ((count == 0)); then
            case "$command/$word" in

      """
    for (path, _) in visibleCommands where !path.isEmpty {
      let parent = path.dropLast().joined(separator: " ")
      out +=
        "        \"\(parent)/\(path.last ?? "")\") command=\"\(path.joined(separator: " "))\"; continue ;;\n"
    }
    out += """
            esac
          fi
          count=$((count + 1))
        done
        case "$command:$prev" in

      """
    for (path, command) in visibleCommands {
      let name = path.joined(separator: " ")
      for option in command.options {
        guard let value = option.value else { continue }
        let pattern = path.isEmpty ? "*" : "\"\(name)\""
        for spelling in option.spellings {
          out += "    \(pattern):\(spelling)) \(bashAction(value.kind)); return ;;\n"
        }
      }
    }
    out += """
        esac
        if [[ "$cur" == -* ]]; then
          case "$command" in

      """
    let globals = root.options.flatMap(\.spellings)
    for (path, command) in visibleCommands {
      let spellings = (path.isEmpty ? [] : command.options.flatMap(\.spellings)) + globals
      out +=
        "      \"\(path.joined(separator: " "))\") _containrepl_words \"\(spellings.joined(separator: " "))\" ;;\n"
    }
    out += """
          esac
          return
        fi
        case "$command:$count" in

      """
    for (path, command) in visibleCommands {
      let name = path.joined(separator: " ")
      let shown = command.subcommands.filter { !$0.isHidden }.map(\.name)
      if !shown.isEmpty, command.arguments.isEmpty {
        out += "    \"\(name):0\") _containrepl_words \"\(shown.joined(separator: " "))\" ;;\n"
        continue
      }
      for (position, argument) in command.arguments.enumerated() {
        let pattern =
          argument.repeats && position == command.arguments.count - 1
          ? "\"\(name):\"*" : "\"\(name):\(position)\""
        out += "    \(pattern)) \(bashAction(argument.kind)) ;;\n"
      }
    }
    out += """
        esac
      }

      complete -F _containrepl containrepl

      """
    return out
  }

  private func bashAction(_ kind: ValueKind) -> String {
    if let words = kind.words { return "_containrepl_words \"\(words.joined(separator: " "))\"" }
    if let list = CompletionScript.listKind(kind) {
      return "_containrepl_words \"$(containrepl dev list \(list) 2>/dev/null)\""
    }
    switch kind {
    case .directory: return "_containrepl_files -d"
    case .command: return "_containrepl_words \"\(commandNames.joined(separator: " "))\""
    default: return "_containrepl_files -f"
    }
  }
}
