/// The name, arguments and trailing text of a directive line.
struct DirectiveArguments {
  var values: [String: String] = [:]
  var flags: Set<String> = []
}

enum DirectiveSyntax {
  /// `@Check(log, count: 1) a.viewDidAppear(false)` → ("Check", [count: 1, flags: log], "a.view…").
  static func split(_ line: String) -> (String, DirectiveArguments, String) {
    var rest = Substring(line.dropFirst())
    let name = String(rest.prefix { $0.isLetter || $0.isNumber })
    rest = rest.dropFirst(name.count)
    var arguments = DirectiveArguments()
    guard rest.hasPrefix("(") else { return (name, arguments, rest.trimmingSpaces()) }
    // The argument list ends at the parenthesis that closes the first one; names such as
    // `didMove(toParent:)` inside it keep their own parentheses.
    var depth = 0
    var close: Substring.Index?
    var parts: [String] = []
    var current = ""
    var quoted = false
    for index in rest.indices {
      let character = rest[index]
      if character == "\"" {
        quoted.toggle()
      } else if quoted {
        current.append(character)
        continue
      }
      if character == "(" {
        depth += 1
        if depth == 1 { continue }
      } else if character == ")" {
        depth -= 1
        if depth == 0 {
          close = index
          break
        }
      } else if character == ",", depth == 1 {
        parts.append(current)
        current = ""
        continue
      }
      current.append(character)
    }
    guard let close else { return (name, arguments, rest.trimmingSpaces()) }
    parts.append(current)
    for part in parts {
      let trimmed = part.trimmingSpaces()
      let key = trimmed.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
      let afterKey = trimmed.dropFirst(key.count)
      if !key.isEmpty, afterKey.hasPrefix(":") {
        arguments.values[String(key)] = afterKey.dropFirst().trimmingSpaces().trimmingQuotes()
      } else if !trimmed.isEmpty {
        arguments.flags.insert(trimmed)
      }
    }
    return (name, arguments, rest[rest.index(after: close)...].trimmingSpaces())
  }
}

extension StringProtocol {
  func trimmingSpaces() -> String {
    var text = Substring(self)
    while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
    while let last = text.last, last == " " || last == "\t" { text.removeLast() }
    return String(text)
  }

  func trimmingQuotes() -> String {
    var text = String(self)
    if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") {
      text = String(text.dropFirst().dropLast())
    }
    return text
  }
}

extension String {
  mutating func appendLine(_ line: String) {
    if isEmpty && line.trimmingSpaces().isEmpty { return }
    self += (isEmpty ? "" : "\n") + line
  }

  func trimmingBlankLines() -> String {
    var lines = split(separator: "\n", omittingEmptySubsequences: false)
    while lines.last?.trimmingSpaces().isEmpty == true { lines.removeLast() }
    while lines.first?.trimmingSpaces().isEmpty == true { lines.removeFirst() }
    return lines.joined(separator: "\n")
  }
}
