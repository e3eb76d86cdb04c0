import Foundation
import Rendering
import TestSupport
import Testing

/// One Chinese term per concept: the spellings `docs/terms-zh.md` lists as
/// not used appear in no Chinese lesson or exercise and in no Chinese message of the program.
struct TermListTests {
  /// The left-hand column of the list's table: the spellings the Chinese text does not use.
  static let avoided: [(term: String, preferred: String)] = {
    let text = repositoryFile("docs/terms-zh.md") ?? ""
    return text.split(separator: "\n").compactMap { line in
      let cells = line.split(separator: "|", omittingEmptySubsequences: false)
        .map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count >= 4, cells[0].isEmpty, !cells[1].isEmpty, !cells[1].hasPrefix("-"),
        cells[1] != "不用"
      else { return nil }
      return (cells[1], cells[2])
    }
  }()

  /// The text outside backtick code spans: code keeps its English.
  static func prose(_ text: Substring) -> String {
    text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: " ")
  }

  static func hasChinese(_ text: some StringProtocol) -> Bool {
    text.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }
  }

  /// The string literals of a Swift file, line by line, without their interpolations
  /// (`\(…)` is code); a multi-line literal gives each of its lines.
  static func literals(ofSwift source: String) -> [(line: Int, text: String)] {
    var found: [(Int, String)] = []
    var inBlock = false
    for (number, line) in source.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      if !inBlock, line.drop(while: { $0 == " " }).hasPrefix("//") { continue }
      if line.contains("\"\"\"") {
        if inBlock { found.append((number + 1, String(line))) }
        inBlock.toggle()
        continue
      }
      if inBlock {
        found.append((number + 1, String(line)))
        continue
      }
      var current: String?
      var depth = 0
      var escaped = false
      for character in line {
        if depth > 0 {
          if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
          continue
        }
        guard var text = current else {
          if character == "\"" { current = "" }
          continue
        }
        if escaped {
          escaped = false
          if character == "(" { depth = 1 } else { text.append(character) }
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          found.append((number + 1, text))
          current = nil
          continue
        } else {
          text.append(character)
        }
        current = text
      }
    }
    return found
  }

  @Test func theListIsRead() {
    #expect(Self.avoided.count >= 10)
    #expect(Self.avoided.contains { $0.term == "选择子" && $0.preferred == "选择器" })
  }

  @Test func theLiteralReaderSeesOnlyLiterals() {
    let source = """
      // a comment with 选择子
      let a = l.pick("a block of \\(x)", "\\(source) 安排的块，\\(f("选择子"))。")
      """
    let literals = Self.literals(ofSwift: source).map(\.text)
    #expect(literals == ["a block of ", " 安排的块，。"])
  }

  @Test func chineseLessonsUseTheListedTerms() {
    var problems: [String] = []
    for file in repositoryLessonFiles() where file.path.hasPrefix("zh-Hans/") {
      var inCode = false
      for (number, line) in file.text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        if line.hasPrefix("```") {
          inCode.toggle()
          continue
        }
        if inCode { continue }
        let text = Self.prose(line)
        for (term, preferred) in Self.avoided where text.contains(term) {
          problems.append("Lessons/\(file.path):\(number + 1): '\(term)' → '\(preferred)'")
        }
      }
    }
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  /// A Chinese paragraph is a screenful at most: no prose paragraph of a
  /// Chinese lesson or exercise is wider than 300 columns (about four lines at 80).
  @Test func chineseParagraphsAreShort() {
    var long: [String] = []
    for file in repositoryLessonFiles() where file.path.hasPrefix("zh-Hans/") {
      var inCode = false
      for (number, line) in file.text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        if line.hasPrefix("```") { inCode.toggle() }
        guard !inCode, !line.hasPrefix("@"), !line.hasPrefix("#") else { continue }
        let width = DisplayWidth.of(String(line))
        if width > 300 { long.append("Lessons/\(file.path):\(number + 1): \(width) columns") }
      }
    }
    #expect(long.isEmpty, "\(long.joined(separator: "\n"))")
  }

  @Test func chineseMessagesUseTheListedTerms() throws {
    let root = repositoryRoot().appendingPathComponent("Sources")
    let walker = try #require(FileManager.default.enumerator(atPath: root.path))
    var problems: [String] = []
    var files = 0
    for case let path as String in walker
    where path.hasSuffix(".swift") && !path.hasPrefix("LessonEngine/Generated") {
      guard let source = repositoryFile("Sources/" + path) else { continue }
      files += 1
      for (line, literal) in Self.literals(ofSwift: source) where Self.hasChinese(literal) {
        let text = Self.prose(Substring(literal))
        for (term, preferred) in Self.avoided where text.contains(term) {
          problems.append("Sources/\(path):\(line): '\(term)' → '\(preferred)'")
        }
      }
    }
    #expect(files > 100)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }
}
