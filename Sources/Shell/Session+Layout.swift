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
      if line.wraps || line.style == .hint {
        // Wrapped before the spaces around Chinese names go, while they still mark the names.
        let chinese = options.language == .chinese
        result += wrapper.wrapKeepingIndent(line.text, hanging: Self.labelWidth(line.text)).map {
          OutputLine(chinese ? ChineseSpacing.tidy($0) : $0, line.style)
        }
      } else {
        result.append(line)
      }
    }
    flush()
    return result
  }

  /// A lesson's own text: its plain lines are Markdown prose, its notes the tutor's words.
  func asProse(_ lines: [OutputLine]) -> [OutputLine] {
    lines.map { line in
      switch line.style {
      case .plain: return OutputLine(line.text, .prose, spans: line.spans)
      case .note: return OutputLine(line.text, .note, spans: line.spans, wraps: true)
      default: return line
      }
    }
  }

  /// The width of a leading `hint: ` / `note: ` label (or `提示：`), under which wrapped lines
  /// continue.
  static func labelWidth(_ text: String) -> Int {
    let body = text.drop { $0 == " " }
    for label in ["hint: ", "note: ", "error: ", "not yet: ", "提示：", "注意：", "还没有完成："]
    where body.hasPrefix(label) {
      return DisplayWidth.of(label)
    }
    return 0
  }
}
