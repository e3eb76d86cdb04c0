import Shell
import Simulation

/// Turns line styles into ANSI colours, or leaves text plain.
struct Styler {
  let enabled: Bool

  func apply(_ line: OutputLine) -> String {
    guard enabled, let code = code(for: line.style) else { return line.text }
    return "\u{1B}[" + code + "m" + line.text + "\u{1B}[0m"
  }

  private func code(for style: LineStyle) -> String? {
    switch style {
    case .plain, .output: return nil
    case .event(let family):
      switch family {
      case .containment?: return "36"
      case .appearance?: return "32"
      case .lifecycle?: return "34"
      case .layout?: return "2"
      case .rotation?: return "35"
      case nil: return nil
      }
    case .warning: return "33"
    case .error: return "31"
    case .note: return "2"
    case .hint: return "94"
    case .value: return "1"
    case .info, .frame: return nil
    }
  }
}
