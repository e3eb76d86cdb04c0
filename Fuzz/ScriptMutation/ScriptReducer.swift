/// Shrinks a failing script while it keeps failing, as delta debugging does: first whole lines,
/// then the words and punctuation within them. The result is 1-minimal as far as the budget
/// went: taking out any one remaining line or token makes it stop failing.
public struct ScriptReducer {
  /// How many candidates the reducer may test at most.
  public var maximumTests: Int

  public init(maximumTests: Int = 2_000) {
    self.maximumTests = maximumTests
  }

  /// What a reduction found.
  public struct Reduction: Equatable, Sendable {
    /// The smallest failing script found.
    public var text: String
    /// How many candidates were tested.
    public var tests: Int
  }

  /// The smallest variant of `text` for which `stillFails` holds (`text` itself is assumed to
  /// fail). Blanks are never removed alone, so the reproducer stays readable.
  public func reduce(_ text: String, stillFails: (String) -> Bool) -> Reduction {
    var tests = 0
    func test(_ candidate: String) -> Bool {
      guard tests < maximumTests else { return false }
      tests += 1
      return stillFails(candidate)
    }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    lines = Self.minimize(lines) { test($0.joined(separator: "\n")) }
    var current = lines.joined(separator: "\n")

    let tokens = ScriptTokens.split(Substring(current))
    let removable = tokens.indices.filter { !ScriptTokens.isBlank(tokens[$0]) }
    let fixed = Set(tokens.indices).subtracting(removable)
    let assemble: ([Int]) -> String = { kept in
      let keep = fixed.union(kept)
      return tokens.indices.filter(keep.contains).map { tokens[$0] }.joined()
    }
    current = assemble(Self.minimize(removable) { test(assemble($0)) })

    // Blank lines and trailing blanks that the token pass left behind.
    let tidy = current.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.reversed().drop { $0 == " " || $0 == "\t" }.reversed() }
      .filter { !$0.isEmpty }.map { String($0) }.joined(separator: "\n")
    if tidy != current, test(tidy) { current = tidy }
    return Reduction(text: current, tests: tests)
  }

  /// The smallest sub-sequence of `items` (order kept) for which `fails` holds, by removing
  /// chunks: halves first, then ever smaller pieces, down to single items.
  public static func minimize<Item>(_ items: [Item], fails: ([Item]) -> Bool) -> [Item] {
    var items = items
    var chunks = 2
    while !items.isEmpty {
      let size = (items.count + chunks - 1) / chunks
      var removedAny = false
      var start = 0
      while start < items.count {
        let end = min(start + size, items.count)
        let candidate = Array(items[..<start] + items[end...])
        if fails(candidate) {
          items = candidate
          removedAny = true
        } else {
          start = end
        }
      }
      if removedAny { continue }
      if size == 1 { break }
      chunks = min(items.count, chunks * 2)
    }
    return items
  }
}
