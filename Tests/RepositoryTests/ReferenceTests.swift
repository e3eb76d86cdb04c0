import Foundation
import TestSupport
import Testing

/// Everything the repository cites is in the repository: no file points to the workspace folder
/// beside it or to documents a clone does not have, and the paths the Markdown files name exist.
@Suite struct ReferenceTests {
  /// Folders whose files are being rewritten; their references are fixed with those rewrites.
  static let deferred: [String] = []

  /// Names of documents that live outside the repository. The workspace folder's path is put
  /// together here, so that this list is not itself a reference to it.
  static let outside = [
    ["..", "shared"].joined(separator: "/"), "DESIGN.md", "CONVENTIONS.md", "uikit-semantics",
    "glossary-zh", "notes/libedit",
    "tutorial-anchors", "seeds/",
  ]

  /// The repository's text files (sources, tests, documents, scripts), relative to its root.
  static let files: [String] = {
    let root = repositoryRoot()
    let skipped = [".build", ".git", ".swiftpm", "Fuzz/corpus", "Fuzz/crashes/", "Fuzz/artifacts"]
    var found: [String] = []
    guard let walker = FileManager.default.enumerator(atPath: root.path) else { return found }
    for case let path as String in walker {
      if skipped.contains(where: { path.hasPrefix($0) }) {
        walker.skipDescendants()
        continue
      }
      let textual = [".swift", ".md", ".txt", ".sh", ".transcript", "Makefile", "run", ".1"]
      if textual.contains(where: { path.hasSuffix($0) }) { found.append(path) }
    }
    return found.sorted()
  }()

  @Test func theFilesAreFound() {
    #expect(Self.files.contains("README.md") && Self.files.contains("Package.swift"))
    #expect(Self.files.count > 200)
  }

  @Test func noFilePointsOutsideTheRepository() {
    for path in Self.files where !Self.deferred.contains(where: { path.hasPrefix($0) }) {
      // This file names them to look for them.
      guard !path.hasSuffix("RepositoryTests/ReferenceTests.swift"), let text = repositoryFile(path)
      else { continue }
      // Most files mention none of them: look line by line only in those that do.
      guard Self.outside.contains(where: text.contains) || text.contains(/[Ss]eed 00[0-9]/) else {
        continue
      }
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        for name in Self.outside where line.contains(name) {
          Issue.record("\(path):\(number + 1) refers to \(name), which is not in the repository")
        }
        if line.contains(/[Ss]eed 00[0-9]/) {
          Issue.record("\(path):\(number + 1) refers to a seed document; name the article")
        }
      }
    }
  }

  /// Paths in backticks or links of the Markdown documents (`Lessons/README.md`, `docs/…`).
  @Test func thePathsTheDocumentsNameExist() {
    let root = repositoryRoot()
    let documents = Self.files.filter { $0.hasSuffix(".md") && !$0.hasPrefix("Lessons/en") }
      .filter { !$0.hasPrefix("Lessons/zh-Hans") && !$0.hasPrefix("Tests/") }
    var checked = 0
    for document in documents {
      guard let text = repositoryFile(document) else { continue }
      for match in text.matches(
        of: #/`([A-Za-z][A-Za-z0-9_.+-]*/[A-Za-z0-9_.+/-]*)`|\]\(([A-Za-z][^)#: ]*)\)/#)
      {
        let named = String(match.output.1 ?? match.output.2 ?? "")
        // A pattern (`en/ID.md`, `LANGUAGE/exercises/`) names no one file.
        let placeholder = named.split(separator: "/").contains { part in
          part.prefix { $0 != "." }.allSatisfy(\.isUppercase)
        }
        guard !named.isEmpty, !placeholder, !named.contains("..."), !named.contains("…") else {
          continue
        }
        let candidates = [
          root.appendingPathComponent(named).path,
          root.appendingPathComponent(document).deletingLastPathComponent()
            .appendingPathComponent(named).path,
        ]
        checked += 1
        #expect(
          candidates.contains { FileManager.default.fileExists(atPath: $0) },
          "\(document) names \(named), which is not in the repository")
      }
    }
    #expect(checked >= 3)
  }
}
