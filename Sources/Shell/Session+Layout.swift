import Rendering
import Simulation

extension Session {
  /// The wrapper for prose at the terminal's width.
  var wrapper: TextWrapper { TextWrapper(width: options.columns) }

  /// Output as the terminal shows it: prose rendered from Markdown and wrapped, hints and the
  /// tool's own notes wrapped under their label; log lines, diagnostics, diagrams, code and
  /// tables stay as they are.
  func layOut(_ lines: [OutputLine]) -> [OutputLine] {
    // Log lines, what nearly every input prints, pass as they are without a new array.
    guard lines.contains(where: { $0.style == .prose || $0.wraps || $0.style == .hint }) else {
      return lines
    }
    var result: [OutputLine] = []
    var prose: [String] = []
    func flush() {
      guard !prose.isEmpty else { return }
      let renderer = ProseRenderer(
        width: options.columns, ascii: options.ascii, styled: options.styled)
      result += renderer.render(prose).map { OutputLine($0.text, .prose, spans: $0.spans) }
      prose.removeAll()
    }
    for line in lines {
      if line.style == .prose {
        prose.append(line.text)
        continue
      }
      flush()
      if line.wraps || line.style == .hint, options.styled, line.text.contains("`") {
        // Code spans shown as the lesson's prose shows them, without backticks.
        result += wrapper.wrapLine(line.text, styled: true).map {
          OutputLine($0.text, line.style, spans: $0.spans)
        }
      } else if line.wraps || line.style == .hint {
        // Wrapped before the spaces around Chinese names go, while they still mark the names.
        let chinese = options.language == .chinese
        result += wrapper.wrapLine(line.text).map {
          OutputLine(chinese ? ChineseSpacing.tidy($0) : $0, line.style)
        }
      } else {
        result.append(line)
      }
    }
    flush()
    return result
  }

  /// Whether a line is a compiler-style diagnostic (`error: 1:5: …`), which stays on one line
  /// as swiftc and clang print it.
  static func isDiagnostic(_ text: String) -> Bool {
    for label in ["error: ", "warning: ", "note: ", "hint: ", "unsupported: "]
    where text.hasPrefix(label) {
      return text.dropFirst(label.count).first?.isNumber == true
    }
    return false
  }

  /// A lesson's own text: its plain lines are Markdown prose, its notes the tutor's words, its
  /// titles and check results (`✓ …`, `✗ …`) the tool's prose; code and log lines (indented)
  /// stay as they are.
  func asProse(_ lines: [OutputLine]) -> [OutputLine] {
    lines.map { line in
      switch line.style {
      case .plain: return OutputLine(line.text, .prose, spans: line.spans)
      case .note: return OutputLine(line.text, .note, spans: line.spans, wraps: true)
      case .info, .warning, .error, .event(.appearance?):
        guard !line.wraps, line.text.first != " ", !Self.isDiagnostic(line.text) else {
          return line
        }
        if case .event = line.style, !line.text.hasPrefix("✓ ") { return line }
        return OutputLine(line.text, line.style, spans: line.spans, wraps: true)
      default: return line
      }
    }
  }
}
