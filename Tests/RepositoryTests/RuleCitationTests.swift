import Foundation
import Simulation
import TestSupport
import Testing

/// Every rule a comment cites (`rule 2.2`, `rules 4.3–4.13`, `rules 7.1, 7.4 and 7a.6`) is in
/// the catalogue, so a reader can look it up with `containrepl rules`.
@Suite struct RuleCitationTests {
  /// Folders being rewritten as the catalogue is, whose citations are not checked yet.
  static let deferred: [String] = []

  /// The rule numbers cited in a line: after `rule` or `rules`, a list joined by commas, `and`,
  /// `or` and ranges (`–`, `to`); both ends of a range count.
  static func citations(in line: Substring) -> [String] {
    let number = /[0-9A-Z][0-9a-z]*\.[0-9]+[a-z]?/
    var found: [String] = []
    for match in line.matches(of: #/\b[Rr]ules? /#) {
      var rest = line[match.range.upperBound...]
      while let cited = rest.prefixMatch(of: number) {
        found.append(String(cited.output))
        rest = rest[cited.range.upperBound...]
        guard let joint = rest.prefixMatch(of: #/(, | and | or |–| to |-)/#) else { break }
        rest = rest[joint.range.upperBound...]
      }
    }
    return found
  }

  @Test func citationsAreReadFromCommentText() {
    #expect(Self.citations(in: "// rule 2.2 and more") == ["2.2"])
    #expect(
      Self.citations(in: "/// rules 4.3–4.13, 5.12a and 7a.6 (see)") == [
        "4.3", "4.13", "5.12a", "7a.6",
      ])
    #expect(Self.citations(in: "Rule 1.8. Then rule C.1") == ["1.8", "C.1"])
    #expect(Self.citations(in: "rules 2.1, 9.1, 9.2") == ["2.1", "9.1", "9.2"])
    #expect(Self.citations(in: "no rule here; §5 and 5.7 alone").isEmpty)
  }

  @Test func everyCitedRuleIsInTheCatalogue() throws {
    let known = Set(RuleCatalog.all.map(\.id.rawValue))
    let root = repositoryRoot()
    var cited = 0
    for folder in ["Sources", "Tests", "Benchmarks", "Fuzz", "scripts"] {
      let walker = FileManager.default.enumerator(
        atPath: root.appendingPathComponent(folder).path)
      while let name = walker?.nextObject() as? String {
        let path = folder + "/" + name
        guard path.hasSuffix(".swift"), !Self.deferred.contains(where: { path.hasPrefix($0) }),
          let text = repositoryFile(path)
        else { continue }
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
          .enumerated()
        {
          guard let comment = line.firstRange(of: "//") else { continue }
          for id in Self.citations(in: line[comment.lowerBound...]) {
            cited += 1
            #expect(
              known.contains(id), "\(path):\(index + 1) cites rule \(id), not in the catalogue")
          }
        }
      }
    }
    #expect(cited > 10)
  }
}
