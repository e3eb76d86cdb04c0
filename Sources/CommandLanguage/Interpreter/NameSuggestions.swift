/// A method's name reduced to selector-like pieces, for matching Swift and Objective-C spellings.
///
/// `cycle(from:to:)` and `cycleFromViewController:toViewController:` both reduce to the loose
/// pieces `cyclefrom`, `to`: Swift's importer drops trailing type words and splits the first
/// selector piece at its preposition, so the loose form drops the type words too.
struct MethodName: Hashable, CustomStringConvertible {
  /// Selector pieces: the first holds the base name (with the first Swift label merged in).
  let pieces: [String]
  let arity: Int
  /// The exact key: case-sensitive pieces and arity.
  var exactKey: String { pieces.joined(separator: ":") + "/" + String(arity) }

  /// A Swift name: base and argument labels (nil for `_`).
  init(swiftBase base: String, labels: [String?]) {
    var pieces = [base + (labels.first.flatMap { $0 }.map(MethodName.capitalize) ?? "")]
    for label in labels.dropFirst() { pieces.append(label ?? "") }
    self.init(pieces: pieces, arity: labels.count)
  }

  /// An Objective-C selector's pieces (`["cycleFromViewController", "toViewController"]`) and
  /// the number of arguments (0 for a unary selector).
  init(objcPieces: [String], arity: Int) {
    self.init(pieces: objcPieces.isEmpty ? [""] : objcPieces, arity: arity)
  }

  private init(pieces: [String], arity: Int) {
    self.pieces = pieces
    self.arity = arity
  }

  /// The loose key: lowercased pieces without a trailing type word.
  var looseKey: String {
    pieces.map(MethodName.loosen).joined(separator: ":") + "/\(arity)"
  }

  /// The first piece, loosened: methods with the same stem are candidates for suggestions.
  var stem: String { MethodName.loosen(pieces.first ?? "") }

  var description: String { pieces.joined(separator: ":") }

  private static let typeWords = ["viewcontroller", "controller", "index", "view"]

  static func loosen(_ piece: String) -> String {
    let lowered = piece.lowercased()
    for word in typeWords where lowered.hasSuffix(word) && lowered.count > word.count {
      return String(lowered.dropLast(word.count))
    }
    return lowered
  }

  static func capitalize(_ text: String) -> String {
    text.prefix(1).uppercased() + text.dropFirst()
  }
}

/// The edit distance between two strings, for `did you mean …?` suggestions.
func editDistance(_ a: String, _ b: String) -> Int {
  let a = Array(a.lowercased())
  let b = Array(b.lowercased())
  if a.isEmpty { return b.count }
  if b.isEmpty { return a.count }
  if abs(a.count - b.count) > 12 { return max(a.count, b.count) }
  var previous = Array(0...b.count)
  var current = Array(repeating: 0, count: b.count + 1)
  for i in 1...a.count {
    current[0] = i
    for j in 1...b.count {
      let cost = a[i - 1] == b[j - 1] ? 0 : 1
      current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
    }
    swap(&previous, &current)
  }
  return previous[b.count]
}

/// The closest candidate to `name`, if one is close enough to suggest.
func nearestName(to name: String, among candidates: [String]) -> String? {
  guard name.count <= 200 else { return nil }
  var best: (String, Int)?
  let loweredName = name.lowercased()
  for candidate in candidates where candidate != name && candidate.count <= 200 {
    let allowed = name.count <= 3 ? 1 : max(2, min(name.count, candidate.count) / 3)
    let lowered = candidate.lowercased()
    let related = lowered.hasPrefix(loweredName) || loweredName.hasPrefix(lowered)
    // The distance is at least the difference in length: skip what cannot be close.
    if !related, abs(candidate.count - name.count) > allowed { continue }
    let distance = editDistance(name, candidate)
    guard distance <= allowed || (related && name.count >= 3) else { continue }
    if best == nil || distance < (best?.1 ?? .max) { best = (candidate, distance) }
  }
  return best?.0
}
