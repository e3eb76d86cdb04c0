import CommandLanguage
import Simulation
import Testing

/// Source text with emoji markers (1️⃣ 2️⃣ …) removed and their UTF-8 offsets remembered.
struct MarkedSource {
  static let markers = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

  /// The text without markers.
  let text: String
  /// The byte offset of each marker found, keyed by the marker.
  let offsets: [String: Int]

  init(_ marked: String) {
    var text = ""
    var offsets: [String: Int] = [:]
    var rest = Substring(marked)
    while !rest.isEmpty {
      if let marker = Self.markers.first(where: { rest.hasPrefix($0) }) {
        offsets[marker] = text.utf8.count
        rest = rest.dropFirst(marker.count)
      } else {
        text.append(rest.removeFirst())
      }
    }
    self.text = text
    self.offsets = offsets
  }

  /// The offset of `marker`, or -1 when it is absent.
  func offset(_ marker: String = "1️⃣") -> Int { offsets[marker] ?? -1 }
}

/// Parses `text` with the default limits.
func parse(_ text: String, limits: ParseLimits = .default) -> ParseResult {
  Parser.parse(SourceText(text), limits: limits)
}

/// The S-expression dump of `text`'s statements.
func dump(_ text: String) -> String {
  TreeDump.statements(parse(text).statements)
}

/// The English diagnostics of `text` as `line:column: message`.
func diagnostics(_ text: String, limits: ParseLimits = .default) -> [String] {
  let source = SourceText(text)
  let result = Parser.parse(source, limits: limits)
  return result.diagnostics.map { diagnostic in
    "\(source.position(of: diagnostic.range.start)): \(diagnostic.message.text(.english))"
  }
}

/// The English text of a parse diagnostic.
func english(_ diagnostic: Diagnostic) -> String { diagnostic.message.text(.english) }

/// Checks that every `.invalid` statement, at any depth, points at an existing diagnostic.
func invalidIndicesAreValid(_ result: ParseResult) -> Bool {
  func check(_ statements: [Stmt]) -> Bool {
    statements.allSatisfy { statement in
      switch statement.kind {
      case .invalid(let index): return index >= 0 && index < result.diagnostics.count
      case .ifStatement(_, let then, let otherwise): return check(then) && check(otherwise ?? [])
      case .guardStatement(_, let body), .forIn(_, _, _, let body), .whileLoop(_, let body),
        .block(let body), .deferStatement(let body), .repeatWhile(let body, _),
        .cSwitch(_, let body, _):
        return check(body)
      case .switchStatement(_, let cases): return cases.allSatisfy { check($0.body) }
      case .labeled(_, let inner): return check([inner])
      case .forLoop(_, _, _, let body): return check(body)
      case .function(let decl): return check(decl.body ?? [])
      case .classDeclaration(let decl): return check(decl.members)
      case .protocolDeclaration(let decl): return check(decl.requirements)
      default: return true
      }
    }
  }
  return check(result.statements)
}

/// A table row: source text and the dump it must produce without diagnostics.
struct TreeCase: CustomTestStringConvertible, Sendable {
  let source: String
  let expected: String
  let sourceLocation: SourceLocation

  init(
    _ source: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    self.source = source
    self.expected = expected
    self.sourceLocation = sourceLocation
  }

  var testDescription: String { source }

  /// Parses the source and checks the dump, the absence of diagnostics and completeness.
  func check() {
    let result = parse(source)
    #expect(
      result.diagnostics.map(english) == [], "diagnostics for \(source)",
      sourceLocation: sourceLocation)
    #expect(!result.isIncomplete, "incomplete: \(source)", sourceLocation: sourceLocation)
    #expect(
      TreeDump.statements(result.statements) == expected, sourceLocation: sourceLocation)
  }
}

/// A table row: marked source, the diagnostic at marker 1️⃣, and whether the input is incomplete.
struct DiagnosticCase: CustomTestStringConvertible, Sendable {
  let source: String
  let message: String
  let incomplete: Bool
  let sourceLocation: SourceLocation

  init(
    _ source: String, _ message: String, incomplete: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    self.source = source
    self.message = message
    self.incomplete = incomplete
    self.sourceLocation = sourceLocation
  }

  var testDescription: String { source }

  /// Parses the source; the first diagnostic must say `message` at marker 1️⃣.
  func check() {
    let marked = MarkedSource(source)
    let result = parse(marked.text)
    let first = result.diagnostics.first
    #expect(first.map(english) == message, sourceLocation: sourceLocation)
    #expect(first?.range.start == marked.offset(), "position", sourceLocation: sourceLocation)
    #expect(result.isIncomplete == incomplete, "incompleteness", sourceLocation: sourceLocation)
    #expect(invalidIndicesAreValid(result), sourceLocation: sourceLocation)
  }
}
