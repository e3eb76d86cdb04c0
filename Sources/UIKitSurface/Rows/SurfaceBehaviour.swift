/// What containrepl does with a declaration: the simulation acts on it, or it is accepted
/// and has no effect.
public enum SurfaceBehaviour: Hashable, Sendable {
  /// Accepted with its declared type, returning the type's natural value; it changes nothing
  /// in the simulated world.
  case inert
  /// The interpreter performs it: `operation` names what it does (`SurfaceOperation`), and
  /// `rule` the catalogue rule it follows, when one does.
  case simulated(operation: String, rule: String?)

  /// `inert`, `sim addTarget`, `sim addChild 3.1`.
  init?(_ text: Substring) {
    let words = text.split(separator: " ")
    switch words.first {
    case "inert" where words.count == 1:
      self = .inert
    case "sim" where (2...3).contains(words.count):
      self = .simulated(operation: String(words[1]), rule: words.count == 3 ? String(words[2]) : nil)
    default:
      return nil
    }
  }

  public var isSimulated: Bool {
    if case .simulated = self { return true }
    return false
  }

  /// The row's spelling.
  public var description: String {
    switch self {
    case .inert: return "inert"
    case .simulated(let operation, let rule): return "sim " + operation + (rule.map { " " + $0 } ?? "")
    }
  }
}
