extension CompletionScript {
  /// The fish script: `complete -c containrepl …` lines, guarded by a function that tells which
  /// command the line is in and how many arguments it has.
  func fish() -> String {
    var out = header("fish")
    let commands = visibleCommands.filter { !$0.path.isEmpty }.map {
      $0.path.joined(separator: " ")
    }
    out += """

      # Prints COMMAND:COUNT for the words before the cursor (the root command is empty).
      function __containrepl_state
          set -l words (commandline -opc)
          set -e words[1]
          set -l command ''
          set -l count 0
          set -l skip 0
          for word in $words
              if test $skip = 1
                  set skip 0
                  continue
              end
              switch $word
                  case \(valueSpellings.joined(separator: " "))
                      set skip 1
                      continue
                  case '-?*'
                      continue
              end
              set -l next (string trim -- "$command $word")
              if test $count = 0; and contains -- $next \(commands.map(fishQuote).joined(separator: " "))
                  set command $next
              else
                  set count (math $count + 1)
              end
          end
          echo "$command:$count"
      end

      # Whether the line is in COMMAND, at argument POSITION (N, or N+ for N and after).
      function __containrepl_at --argument-names command position
          set -l state (string split -m 1 -r : -- (__containrepl_state))
          test "$state[1]" = "$command"; or return 1
          test -z "$position"; and return 0
          if string match -q -- '*+' $position
              test $state[2] -ge (string trim -r -c + -- $position)
          else
              test $state[2] -eq $position
          end
      end

      complete -c containrepl -f

      """
    for (path, command) in visibleCommands {
      let name = fishQuote(path.joined(separator: " "))
      for option in command.options {
        let guardCondition = path.isEmpty ? "" : " -n " + fishQuote("__containrepl_at \(name)")
        var line = "complete -c containrepl" + guardCondition
        for spelling in option.spellings {
          line +=
            spelling.hasPrefix("--")
            ? " -l " + spelling.dropFirst(2) : " -s " + spelling.dropFirst()
        }
        if let value = option.value { line += fishValue(value.kind, required: true) }
        out += line + " -d " + fishQuote(option.help.text(language)) + "\n"
      }
      let shown = command.subcommands.filter { !$0.isHidden }
      if !shown.isEmpty, command.arguments.isEmpty {
        for subcommand in shown {
          out +=
            "complete -c containrepl -n " + fishQuote("__containrepl_at \(name) 0")
            + " -a " + fishQuote(subcommand.name) + " -d "
            + fishQuote(subcommand.abstract.text(language)) + "\n"
        }
      }
      for (position, argument) in command.arguments.enumerated() {
        let last = position == command.arguments.count - 1
        let at = "\(position)" + (argument.repeats && last ? "+" : "")
        out +=
          "complete -c containrepl -n " + fishQuote("__containrepl_at \(name) \(at)")
          + fishValue(argument.kind, required: false) + "\n"
      }
    }
    return out
  }

  private func fishValue(_ kind: ValueKind, required: Bool) -> String {
    let requirement = required ? " -r" : ""
    if let words = kind.words {
      return requirement + " -f -a " + fishQuote(words.joined(separator: " "))
    }
    if let list = CompletionScript.listKind(kind) {
      return requirement + " -f -a " + fishQuote("(containrepl dev list \(list) 2>/dev/null)")
    }
    switch kind {
    case .directory: return requirement + " -f -a " + fishQuote("(__fish_complete_directories)")
    case .command: return requirement + " -f -a " + fishQuote(commandNames.joined(separator: " "))
    default: return requirement + " -F"
    }
  }

  private func fishQuote(_ text: String) -> String {
    "'" + text.replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'"
  }
}
