/// Which language a top-level statement is written in, for the rules the two languages do not
/// share (a message or a dot-syntax read on nil is fine in Objective-C, an error in Swift).
enum StatementDialect {
  /// Objective-C when the statement uses syntax only Objective-C has (a message, an `@`
  /// literal, a block, a C declaration or loop) or ends with `;`; Swift otherwise.
  static func of(_ statement: Stmt, in source: SourceText) -> Dialect {
    if endsWithSemicolon(statement, source) { return .objc }
    if case .forIn = statement.kind, isFastEnumeration(statement, source) { return .objc }
    var walk = SyntaxWalk(ObjectiveCFinder(bytes: source.bytes))
    walk.visit(statement)
    return walk.visitor.found ? .objc : .swift
  }
}

/// Stops at the first piece of syntax only Objective-C has.
private struct ObjectiveCFinder: SyntaxVisitor {
  /// The source, where a string literal written `@"…"` is told from Swift's `"…"`.
  let bytes: [UInt8]
  var found = false

  mutating func enter(_ statement: Stmt) -> Bool {
    guard !found else { return false }
    switch statement.kind {
    case .variable(let declaration): found = declaration.dialect == .objc
    case .function(let declaration): found = declaration.dialect == .objc
    case .classDeclaration(let declaration): found = declaration.dialect == .objc
    case .protocolDeclaration(let declaration): found = declaration.dialect == .objc
    case .forLoop, .synthesize, .tryStatement, .throwStatement: found = true
    default: break
    }
    return !found
  }

  mutating func enter(_ expression: Expr) -> Bool {
    guard !found else { return false }
    switch expression.kind {
    case .message, .boxed: found = true
    case .closure(let closure): found = closure.dialect == .objc
    case .stringLiteral:
      let start = expression.range.start
      found = start < bytes.count && bytes[start] == UInt8(ascii: "@")
    default: break
    }
    return !found
  }
}

extension StatementDialect {
  /// Whether a for-in loop is Objective-C's fast enumeration, `for (T *x in xs)`: its `in`
  /// stands inside the parentheses that follow `for`, where Swift has none.
  private static func isFastEnumeration(_ statement: Stmt, _ source: SourceText) -> Bool {
    let text = source.slice(statement.range).utf8
    guard let open = text.firstIndex(of: UInt8(ascii: "(")),
      text[text.startIndex..<open].allSatisfy({ $0 != UInt8(ascii: "{") }),
      let close = text[open...].firstIndex(of: UInt8(ascii: ")"))
    else { return false }
    return String(decoding: text[open..<close], as: UTF8.self).contains(" in ")
  }

  /// Whether a `;` follows the statement on its line (Swift code rarely has one).
  private static func endsWithSemicolon(_ statement: Stmt, _ source: SourceText) -> Bool {
    let bytes = source.bytes
    var index = statement.range.end
    while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == 9 {
      index += 1
    }
    return index < bytes.count && bytes[index] == UInt8(ascii: ";")
  }
}
