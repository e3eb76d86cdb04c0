import Rendering
import Shell
import Simulation

/// Turns line styles into ANSI colours, or leaves text plain.
struct Styler {
  let enabled: Bool

  func apply(_ line: OutputLine) -> String {
    guard enabled else { return line.text }
    if !line.spans.isEmpty { return withSpans(line) }
    guard let code = line.style.ansiCode else { return line.text }
    return "\u{1B}[" + code + "m" + line.text + "\u{1B}[0m"
  }

  /// Rendered prose: bold runs bold, code runs in the code colour, the rest in the line's own.
  private func withSpans(_ line: OutputLine) -> String {
    var result = ""
    var position = 0
    let characters = Array(line.text)
    func plain(_ text: String) -> String {
      guard let code = line.style.ansiCode, !text.isEmpty else { return text }
      return "\u{1B}[" + code + "m" + text + "\u{1B}[0m"
    }
    for span in line.spans.sorted(by: { $0.start < $1.start }) where span.start >= position {
      let end = min(characters.count, span.start + span.count)
      guard span.start < end else { continue }
      result += plain(String(characters[position..<span.start]))
      let code = span.tag == .strong ? "1" : span.tag == .code ? "36" : "0"
      result += "\u{1B}[" + code + "m" + String(characters[span.start..<end]) + "\u{1B}[0m"
      position = end
    }
    return result + plain(String(characters[min(position, characters.count)...]))
  }
}
