/// Lines of Swift being written, indented two spaces a level.
struct Code {
  private(set) var lines: [String] = []
  private var indent = 0

  /// Appends lines at the current indentation (an empty string is an empty line).
  mutating func add(_ texts: String...) {
    for text in texts {
      lines.append(text.isEmpty ? "" : String(repeating: "  ", count: indent) + text)
    }
  }

  /// Appends code written elsewhere, indented to the current level.
  mutating func add(_ code: Code) {
    for line in code.lines {
      lines.append(line.isEmpty ? "" : String(repeating: "  ", count: indent) + line)
    }
  }

  /// `opening`, the lines `body` adds one level deeper, then `closing`.
  /// An empty body closes on the opening line (`log.call("…") {}`).
  mutating func block(_ opening: String, _ closing: String = "}", _ body: (inout Code) -> Void) {
    add(opening)
    let count = lines.count
    indent += 1
    body(&self)
    indent -= 1
    if lines.count == count {
      lines[count - 1] += closing
    } else {
      add(closing)
    }
  }

  var isEmpty: Bool { lines.isEmpty }

  /// The identifiers the code uses outside string literals and comments.
  var identifiers: Set<String> {
    var found: Set<String> = []
    for line in lines {
      var word = ""
      var inString = false
      var escaped = false
      var previous: Character = " "
      func finish() {
        if !word.isEmpty, word.first?.isNumber == false { found.insert(word) }
        word = ""
      }
      for character in line {
        if inString {
          if escaped {
            escaped = false
          } else if character == "\\" {
            escaped = true
          } else if character == "\"" {
            inString = false
          }
          previous = character
          continue
        }
        if character == "\"" {
          finish()
          inString = true
        } else if character == "/", previous == "/" {
          word = ""
          break
        } else if character.isLetter || character.isNumber || character == "_" {
          // A member after a dot (`a.view`) is not a variable.
          if word.isEmpty, previous == "." {
            word = "."
          }
          word.append(character)
        } else {
          if word.first != "." { finish() } else { word = "" }
        }
        previous = character
      }
      if word.first != "." { finish() }
    }
    return found
  }
}
