/// What mutations draw on besides the script they change: the dictionary's words and the lines
/// of every seed script, which `spliceLines` copies from.
public struct MutationContext: Sendable {
  /// Words to insert or to put in place of another word (a libFuzzer dictionary's entries).
  public var words: [String]
  /// The seed scripts, each as its lines.
  public var donors: [[String]]

  public init(words: [String], donors: [[String]]) {
    self.words = words
    self.donors = donors.filter { !$0.isEmpty }
  }
}
