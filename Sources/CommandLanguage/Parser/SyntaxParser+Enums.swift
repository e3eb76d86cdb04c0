extension SyntaxParser {
  /// Parses `enum Name: Raw, P { case a, b = 2; case c(Int); members }`.
  func parseSwiftEnum(start: Int) throws(ParseFailure) -> Stmt {
    advance()
    let nameToken = current
    guard let name = nameToken.identifier else { try failMissing(.expectedName(.enumBody)) }
    advance()
    let outerGenerics = genericParameters
    defer { genericParameters = outerGenerics }
    try parseGenericParameters()
    let inherited = try parseInheritance()
    let opener = current
    guard opener.isSymbol(.leftBrace) else { try failMissing(.expected(["{"], .enumBody)) }
    try enter()
    defer { depth -= 1 }
    advance()
    let saved = bodyDialect
    bodyDialect = .swift
    defer { bodyDialect = saved }
    var cases: [EnumCaseDecl] = []
    var members: [Stmt] = []
    while !current.isSymbol(.rightBrace) && !current.isEnd {
      newlinesMatter = true
      trailingClosuresAllowed = true
      if consume(.semicolon) { continue }
      let memberStart = index
      let firstDiagnostic = diagnostics.count
      do {
        if current.isWord("indirect") && nextToken.isKeyword(.caseKeyword) { advance() }
        if current.isKeyword(.caseKeyword) {
          advance()
          repeat { cases.append(try parseEnumCase()) } while consume(.comma)
        } else {
          members.append(try parseSwiftMember(.swiftClass))
          members += extraStatements
          extraStatements.removeAll()
        }
        if index == memberStart { advance() }
      } catch {
        if error == .abandoned { throw error }
        members.append(recoverStatement(from: memberStart, firstDiagnostic: firstDiagnostic))
      }
    }
    try expectClosing(.rightBrace, .enumBody, opener: opener)
    let rawType = inherited.first.flatMap { Self.rawValueTypes.contains($0) ? $0 : nil }
    let decl = EnumDecl(
      name: name, nameRange: nameToken.range, rawType: rawType,
      protocols: inherited.filter { $0 != rawType }, cases: cases, members: members,
      dialect: .swift)
    return Stmt(.enumDeclaration(decl), range: range(from: start))
  }

  /// The types an enumeration's raw values may have.
  static let rawValueTypes: Set<String> = [
    "Int", "String", "Double", "Float", "CGFloat", "Character", "UInt", "Int8", "Int16", "Int32",
    "Int64", "UInt8", "UInt16", "UInt32", "UInt64", "NSInteger", "NSUInteger",
  ]

  /// Parses one case: `a`, `b = 2`, `c(UIViewController, animated: Bool)`.
  private func parseEnumCase() throws(ParseFailure) -> EnumCaseDecl {
    let nameToken = current
    guard let name = nameToken.word else { try failMissing(.expectedName(.enumBody)) }
    advance()
    var payload: [Parameter]?
    if current.isSymbol(.leftParen) {
      let opener = current
      advance()
      let saved = enterBrackets()
      defer { restore(saved) }
      var parameters: [Parameter] = []
      while !current.isSymbol(.rightParen) {
        let elementStart = current.range.start
        var label: String?
        if let word = current.word, nextToken.isSymbol(.colon) {
          label = word == "_" ? nil : word
          advance()
          advance()
        }
        let type = try parseSwiftType(.type)
        let defaultValue = consume(.assign) ? try parseExpression() : nil
        parameters.append(
          Parameter(
            label: label, name: label ?? "", type: type, defaultValue: defaultValue,
            range: range(from: elementStart)))
        if !consume(.comma) { break }
      }
      try expectClosing(.rightParen, .enumBody, opener: opener)
      payload = parameters
    }
    let rawValue = consume(.assign) ? try parseExpression() : nil
    return EnumCaseDecl(
      name: name, nameRange: nameToken.range, rawValue: rawValue, payload: payload)
  }

  /// Whether the `enum` at `position` is C's (`enum { A, B };`, `enum Name : NSInteger { A }`):
  /// its braces list names, where Swift's start with `case` or a declaration.
  func startsCEnum(at position: Int) -> Bool {
    if bodyDialect == .objc { return true }
    var next = position + 1
    if tokens[next].identifier != nil { next += 1 }
    if tokens[next].isSymbol(.colon) {
      next += 1
      while tokens[next].identifier != nil { next += 1 }
    }
    guard tokens[next].isSymbol(.leftBrace), next + 1 < tokens.count else { return false }
    let first = tokens[next + 1]
    return first.identifier != nil && !Self.modifierWords.contains(first.identifier ?? "")
      && !first.isWord("indirect")
  }

  /// Parses a C enumeration `enum Name : T { A = 1, B };` (also after `typedef`, where the
  /// name may follow the braces).
  func parseCEnum(typedefStart: Int?) throws(ParseFailure) -> Stmt? {
    let start = typedefStart ?? current.range.start
    let keyword = current
    advance()
    var name: String?
    var nameRange = keyword.range
    if let word = current.identifier {
      name = word
      nameRange = current.range
      advance()
    }
    var rawType = "NSInteger"
    if consume(.colon) {
      let (type, _) = try parseObjCType(.typedef)
      rawType = type.name
    }
    guard current.isSymbol(.leftBrace) else {
      // `enum Name value;`: a variable of an enumeration type.
      try failMissing(.expected(["{"], .enumBody))
    }
    let cases = try parseEnumerators()
    if typedefStart != nil, let alias = current.identifier {
      name = name ?? alias
      nameRange = current.range
      advance()
    }
    _ = consume(.semicolon)
    let decl = EnumDecl(
      name: name ?? "", nameRange: nameRange, rawType: rawType, protocols: [], cases: cases,
      members: [], dialect: .objc)
    return Stmt(.enumDeclaration(decl), range: range(from: start))
  }

  /// Parses `{ A = 1, B, C }`: names with optional values, a trailing comma allowed, macros
  /// such as `NS_SWIFT_NAME(x)` after a name ignored.
  private func parseEnumerators() throws(ParseFailure) -> [EnumCaseDecl] {
    let opener = current
    advance()
    let saved = enterBrackets()
    defer { restore(saved) }
    var cases: [EnumCaseDecl] = []
    while !current.isSymbol(.rightBrace) {
      let nameToken = current
      guard let name = nameToken.identifier else { try failMissing(.expectedName(.enumBody)) }
      advance()
      while let macro = current.identifier, macro.uppercased() == macro,
        nextToken.isSymbol(.leftParen), let closer = matchingCloser(of: index + 1)
      {
        index = closer + 1
      }
      let rawValue = consume(.assign) ? try parseExpression() : nil
      cases.append(
        EnumCaseDecl(name: name, nameRange: nameToken.range, rawValue: rawValue, payload: nil))
      if !consume(.comma) { break }
    }
    try expectClosing(.rightBrace, .enumBody, opener: opener)
    return cases
  }

  /// Parses `typedef NS_ENUM(NSInteger, Name) { … };`, `typedef enum { … } Name;`, or another
  /// `typedef` (`typedef void (^Completion)(BOOL);`), which names a type.
  func parseTypedef() throws(ParseFailure) -> Stmt? {
    let start = current.range.start
    advance()
    if current.isKeyword(.enumKeyword) { return try parseCEnum(typedefStart: start) }
    if current.isKeyword(.structKeyword) { return try parseCStruct(typedefStart: start) }
    if let macro = current.identifier,
      ["NS_ENUM", "NS_OPTIONS", "NS_CLOSED_ENUM", "NS_ERROR_ENUM", "NS_TYPED_ENUM"].contains(macro),
      nextToken.isSymbol(.leftParen)
    {
      advance()
      let opener = current
      advance()
      let (rawType, _) = try parseObjCType(.typedef)
      try expect(.comma, .typedef)
      let nameToken = current
      guard let name = nameToken.identifier else { try failMissing(.expectedName(.typedef)) }
      advance()
      try expectClosing(.rightParen, .typedef, opener: opener)
      guard current.isSymbol(.leftBrace) else { try failMissing(.expected(["{"], .enumBody)) }
      let cases = try parseEnumerators()
      _ = consume(.semicolon)
      var decl = EnumDecl(
        name: name, nameRange: nameToken.range, rawType: rawType.name, protocols: [],
        cases: cases, members: [], dialect: .objc)
      decl.isOptionSet = macro == "NS_OPTIONS"
      return Stmt(.enumDeclaration(decl), range: range(from: start))
    }
    let (type, blockName) = try parseObjCType(.typedef)
    let nameToken = try objcDeclaredName(blockName, .typedef)
    _ = consume(.semicolon)
    return Stmt(
      .typeAlias(name: nameToken.word ?? "", type: type), range: range(from: start))
  }

  /// Parses `typealias Name = Type`.
  func parseTypealias(start: Int) throws(ParseFailure) -> Stmt {
    advance()
    guard let name = current.identifier else { try failMissing(.expectedName(.declaration)) }
    advance()
    if current.isSymbol(.less) { try fail(.unsupported(.genericParameters), at: current.range) }
    try expect(.assign, .declaration)
    let type = try parseSwiftType(.type)
    return Stmt(.typeAlias(name: name, type: type), range: range(from: start))
  }

  /// Parses `#define NAME value`: a constant named for the rest of the program; a `#define`
  /// without a value changes nothing; one with parameters, or whose text is not a value, is
  /// valid code containrepl does not simulate.
  func parseDefine() throws(ParseFailure) -> Stmt? {
    let directive = current
    advance()
    let nameToken = current
    guard let name = nameToken.identifier, !nameToken.newlineBefore else {
      try failMissing(.expectedName(.define))
    }
    advance()
    if current.isSymbol(.leftParen) && !current.spaceBefore {
      skipToLineEnd()
      try fail(.unsupported(.macros), at: directive.range.union(nameToken.range))
    }
    guard !current.newlineBefore, !current.isEnd else { return nil }
    let saved = (newlinesMatter, bodyDialect)
    (newlinesMatter, bodyDialect) = (true, .objc)
    defer { (newlinesMatter, bodyDialect) = saved }
    let value = try speculate { parser throws(ParseFailure) in try parser.parseExpression() }
    guard let value, current.newlineBefore || current.isEnd else {
      skipToLineEnd()
      try fail(.unsupported(.macros), at: directive.range.union(nameToken.range))
    }
    let decl = VariableDecl(
      name: name, nameRange: nameToken.range, isConstant: true, type: nil, initializer: value,
      dialect: .objc)
    return Stmt(.variable(decl), range: range(from: directive.range.start))
  }

  /// Skips the tokens left on the current line.
  func skipToLineEnd() {
    while !current.isEnd, !current.newlineBefore { advance() }
  }
}
