import CommandLanguage
import Rendering
import Simulation
import Testing

/// Input errors as the Swift compiler writes them: `error: line:column: message`, the line, a
/// caret under the place, as the Swift compiler writes them.
/// Positions are marked in the test sources with 1️⃣ (start) and 2️⃣ (end).
@Suite struct DiagnosticRendererTests {
  /// The source without its markers and the byte range between them (empty without 2️⃣).
  static func marked(_ text: String) throws -> (source: String, range: SourceRange) {
    let start = try #require(text.firstRange(of: "1️⃣"))
    let startOffset = text[..<start.lowerBound].utf8.count
    var source = text
    source.removeSubrange(start)
    guard let end = source.firstRange(of: "2️⃣") else {
      return (source, .at(startOffset))
    }
    let endOffset = source[..<end.lowerBound].utf8.count
    source.removeSubrange(end)
    return (source, SourceRange(start: startOffset, end: endOffset))
  }

  static func render(
    _ text: String, _ message: RuntimeMessage, suggestion: String? = nil,
    severity: Diagnostic.Severity = .error, fileName: String? = nil, firstLine: Int = 1,
    language: Language = .english
  ) throws -> [String] {
    let (source, range) = try marked(text)
    let diagnostic = Diagnostic(severity, .runtime(message), at: range, suggestion: suggestion)
    return DiagnosticRenderer(language: language, fileName: fileName)
      .lines(diagnostic, in: SourceText(source, firstLine: firstLine))
  }

  static let noMember = RuntimeMessage.noMember("ContainerViewController", "addChlid")

  @Test func messageLineAndCaretWithSuggestion() throws {
    #expect(
      try Self.render("container.1️⃣addChlid2️⃣(a)", Self.noMember, suggestion: "addChild") == [
        "error: 1:11: value of type 'ContainerViewController' has no member 'addChlid'; did you mean 'addChild'?",
        "container.addChlid(a)",
        "          ^~~~~~~~",
      ])
  }

  @Test func fileNamePrefixAndChineseMessage() throws {
    let lines = try Self.render(
      "container.1️⃣addChlid2️⃣(a)", Self.noMember, suggestion: "addChild", fileName: "script.swift",
      language: .chinese)
    #expect(
      lines.first
        == "error: script.swift:1:11: 类型 'ContainerViewController' 的值没有成员 'addChlid'；你是不是想写 'addChild'？"
    )
    #expect(lines.count == 3)
  }

  @Test func withoutSuggestionAndOtherSeverities() throws {
    #expect(
      try Self.render("1️⃣foo2️⃣()", .unknownName("foo")).first
        == "error: 1:1: cannot find 'foo' in scope")
    #expect(
      try Self.render("1️⃣foo2️⃣()", .unknownName("foo"), severity: .warning).first
        == "warning: 1:1: cannot find 'foo' in scope")
    #expect(
      try Self.render("1️⃣foo2️⃣()", .unknownName("foo"), severity: .note).first
        == "note: 1:1: cannot find 'foo' in scope")
  }

  @Test func tabsAreShownAsSpacesSoTheCaretLinesUp() throws {
    #expect(
      try Self.render("\t\tcontainer.1️⃣addChlid2️⃣(a)", Self.noMember) == [
        "error: 1:13: value of type 'ContainerViewController' has no member 'addChlid'",
        "  container.addChlid(a)",
        "            ^~~~~~~~",
      ])
  }

  @Test func wideCharactersBeforeThePlaceCountTwoColumns() throws {
    // The column counts characters (10); the caret counts terminal columns (11 before it).
    #expect(
      try Self.render("let 视图 = 1️⃣foo2️⃣", .unknownName("foo")) == [
        "error: 1:10: cannot find 'foo' in scope",
        "let 视图 = foo",
        "           ^~~",
      ])
    #expect(
      try Self.render("let 😀 = 1️⃣x2️⃣", .unknownName("x")) == [
        "error: 1:9: cannot find 'x' in scope", "let 😀 = x", "         ^",
      ])
  }

  @Test func aWideNameIsUnderlinedAcrossItsColumns() throws {
    #expect(
      try Self.render("print(1️⃣视图2️⃣)", .unknownName("视图")) == [
        "error: 1:7: cannot find '视图' in scope", "print(视图)", "      ^~~~",
      ])
  }

  @Test func controlCharactersAreEscapedInTheLineAndCountedForTheCaret() throws {
    #expect(
      try Self.render("a\u{1B}b 1️⃣x2️⃣", .unknownName("x")) == [
        "error: 1:5: cannot find 'x' in scope", "a\\u{1b}b x", "         ^",
      ])
  }

  @Test func laterLinesAndAFirstLineNumber() throws {
    let text = "let a = 1\r\ncontainer.1️⃣addChlid2️⃣(a)\r\nlet b = 2"
    let lines = try Self.render(text, Self.noMember)
    #expect(lines[0].hasPrefix("error: 2:11: "))
    #expect(Array(lines.dropFirst()) == ["container.addChlid(a)", "          ^~~~~~~~"])
    #expect(try Self.render(text, Self.noMember, firstLine: 5)[0].hasPrefix("error: 6:11: "))
  }

  @Test func aRangeOverSeveralLinesIsUnderlinedOnItsFirstLine() throws {
    #expect(
      Array(try Self.render("foo(1️⃣a,\n  b2️⃣)", .unknownName("a")).dropFirst()) == [
        "foo(a,", "    ^~",
      ])
  }

  @Test func anEmptyRangeGetsOneCaret() throws {
    #expect(Array(try Self.render("foo(1️⃣)", .unknownName("x")).dropFirst()) == ["foo()", "    ^"])
    #expect(
      Array(try Self.render("container.1️⃣", .unknownName("x")).dropFirst()) == [
        "container.", "          ^",
      ])
  }

  @Test func aLineOfFourThousandBytesIsShownOneMoreIsNot() throws {
    let shown = try Self.render(String(repeating: "x", count: 3_997) + "1️⃣foo2️⃣", .unknownName("foo"))
    #expect(shown.count == 3)
    #expect(shown[1].utf8.count == 4_000)
    #expect(shown[2] == String(repeating: " ", count: 3_997) + "^~~")
    let hidden = try Self.render(
      String(repeating: "x", count: 3_998) + "1️⃣foo2️⃣", .unknownName("foo"))
    #expect(hidden == ["error: 1:3999: cannot find 'foo' in scope"])
  }

  @Test func aLongLineElsewhereInTheSourceDoesNotHideAShortOne() throws {
    let text = String(repeating: "y", count: 5_000) + "\n1️⃣foo2️⃣"
    #expect(
      try Self.render(text, .unknownName("foo")) == [
        "error: 2:1: cannot find 'foo' in scope", "foo", "^~~",
      ])
  }
}
