extension SyntaxParser {
  /// Parses the members of an `@interface`, `@implementation` or `@protocol` up to `@end`,
  /// recovering member by member.
  func parseObjCMembers(
    _ place: ParseMessage.Place, opener: Token, inProtocol: Bool
  ) throws(ParseFailure) -> [Stmt] {
    try enter()
    defer { depth -= 1 }
    var members: [Stmt] = []
    while true {
      newlinesMatter = true
      trailingClosuresAllowed = true
      if case .atWord("end") = current.kind {
        advance()
        break
      }
      if current.isEnd {
        try failMissing(closingMessage("@end", place, opener: opener))
      }
      if consume(.semicolon) { continue }
      let start = index
      let firstDiagnostic = diagnostics.count
      do {
        members += try parseObjCMember(place, inProtocol: inProtocol)
        if index == start { advance() }  // Never loop in place, whatever a member did.
      } catch {
        if error == .abandoned { throw error }
        members.append(recoverStatement(from: start, firstDiagnostic: firstDiagnostic))
      }
    }
    return members
  }

  /// Parses one member: a method, a property, an instance variable block, or an ignored
  /// `@synthesize`, `@dynamic`, `@optional`, `@required` line.
  func parseObjCMember(
    _ place: ParseMessage.Place, inProtocol: Bool
  ) throws(ParseFailure) -> [Stmt] {
    let token = current
    switch token.kind {
    case .symbol(.minus), .symbol(.plus):
      return [try parseObjCMethod(inProtocol: inProtocol)]
    case .symbol(.leftBrace) where !inProtocol:
      return try parseInstanceVariables()
    case .atWord("property"):
      return [try parseProperty()]
    case .atWord("synthesize"), .atWord("dynamic"):
      advance()
      while !current.isEnd && !current.isSymbol(.semicolon) && !current.newlineBefore { advance() }
      _ = consume(.semicolon)
      return []
    case .atWord("optional"), .atWord("required"):
      advance()
      return []
    case .meta:
      advance()
      try fail(.metaInsideBlock, at: token.range)
    case .symbol(.colon) where token.newlineBefore:
      try fail(.metaInsideBlock, at: token.range)
    default:
      try fail(.expectedDeclaration(place), at: token.range)
    }
  }

  /// Parses `@property (nonatomic, strong) UIViewController *child;`.
  func parseProperty() throws(ParseFailure) -> Stmt {
    let at = current
    advance()
    if current.isSymbol(.leftParen) {
      let opener = current
      guard let closer = matchingCloser(of: index) else {
        advance()
        try failMissing(closingMessage(")", .property, opener: opener))
      }
      index = closer
      advance()
    }
    let (type, blockName) = try parseObjCType(.property)
    let nameToken = try objcDeclaredName(blockName, .property)
    if current.isSymbol(.comma) { try fail(.multipleDeclarators, at: current.range) }
    try expect(.semicolon, .property)
    let decl = VariableDecl(
      name: nameToken.word ?? "", nameRange: nameToken.range, isConstant: false, type: type,
      initializer: nil, isProperty: true, dialect: .objc)
    return Stmt(.variable(decl), range: range(from: at.range.start))
  }

  /// Parses an instance variable block `{ FirstViewController *_first; … }`.
  func parseInstanceVariables() throws(ParseFailure) -> [Stmt] {
    let opener = current
    advance()
    var variables: [Stmt] = []
    while !current.isSymbol(.rightBrace) {
      if current.isEnd { break }
      if case .atWord(let word) = current.kind,
        ["public", "private", "protected", "package"].contains(word)
      {
        advance()
        continue
      }
      if consume(.semicolon) { continue }
      let start = current.range.start
      let (type, blockName) = try parseObjCType(.instanceVariables)
      let nameToken = try objcDeclaredName(blockName, .instanceVariables)
      if current.isSymbol(.comma) { try fail(.multipleDeclarators, at: current.range) }
      try expect(.semicolon, .instanceVariables)
      let decl = VariableDecl(
        name: nameToken.word ?? "", nameRange: nameToken.range, isConstant: false, type: type,
        initializer: nil, isProperty: true, dialect: .objc)
      variables.append(Stmt(.variable(decl), range: range(from: start)))
    }
    try expectClosing(.rightBrace, .instanceVariables, opener: opener)
    return variables
  }
}
