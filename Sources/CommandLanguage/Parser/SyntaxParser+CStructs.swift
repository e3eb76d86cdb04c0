extension SyntaxParser {
  /// Whether the `struct` at `position` is C's (`struct Frame { CGFloat x; };`,
  /// `struct Frame f;`): its braces list typed fields, where Swift's start with a keyword.
  func startsCStruct(at position: Int) -> Bool {
    if let bodyDialect { return bodyDialect == .objc }
    var next = position + 1
    if tokens[next].identifier != nil { next += 1 }
    guard tokens[next].isSymbol(.leftBrace) else {
      // `struct Frame f;` or `struct Frame *p`: a variable of a C structure type.
      return next > position + 1 && (tokens[next].identifier != nil || tokens[next].isSymbol(.star))
    }
    guard next + 1 < tokens.count, let first = tokens[next + 1].identifier else { return false }
    return !Self.modifierWords.contains(first)
  }

  /// Parses a C structure `struct Name { T a; U b, c; };`, also after `typedef` (where the
  /// name may follow the braces), or `struct Name value;`, a variable of one.
  func parseCStruct(typedefStart: Int?) throws(ParseFailure) -> Stmt? {
    let start = typedefStart ?? current.range.start
    let keyword = current
    advance()
    var name: String?
    var nameRange = keyword.range
    if let word = current.identifier {
      name = word
      nameRange = current.range
    }
    guard nextToken.isSymbol(.leftBrace) || current.isSymbol(.leftBrace) else {
      guard let name else { try failMissing(.expected(["{"], .classBody)) }
      if typedefStart != nil {
        // `typedef struct Frame Frame;` names the structure by its own name; another alias
        // names it too.
        advance()
        let alias = current
        guard let aliasName = alias.identifier else { try failMissing(.expectedName(.typedef)) }
        advance()
        _ = consume(.semicolon)
        guard aliasName != name else { return nil }
        let type = TypeRef(name: name, range: nameRange)
        return Stmt(.typeAlias(name: aliasName, type: type), range: range(from: start))
      }
      return try parseObjCVariable()
    }
    if name != nil { advance() }
    let fields = try parseCStructFields()
    if typedefStart != nil, let alias = current.identifier {
      let aliasRange = current.range
      advance()
      if name == nil {
        name = alias
        nameRange = aliasRange
      } else if alias != name {
        extraStatements.append(
          Stmt(
            .typeAlias(name: alias, type: TypeRef(name: name ?? "", range: nameRange)),
            range: aliasRange))
      }
    }
    _ = consume(.semicolon)
    let decl = ClassDecl(
      kind: .structType, name: name ?? "", nameRange: nameRange, superclass: nil, protocols: [],
      members: fields, dialect: .objc)
    return Stmt(.classDeclaration(decl), range: range(from: start))
  }

  /// Parses `{ T a; U *b, c; }`: each name a stored field of its type, which starts at zero.
  private func parseCStructFields() throws(ParseFailure) -> [Stmt] {
    let opener = current
    advance()
    let saved = enterBrackets()
    defer { restore(saved) }
    var fields: [Stmt] = []
    while !current.isSymbol(.rightBrace), !current.isEnd {
      let fieldStart = current.range.start
      let (type, blockName) = try parseObjCType(.declaration)
      var nameToken = try objcDeclaredName(blockName, .declaration)
      while true {
        if current.isSymbol(.leftBracket) { try fail(.unsupported(.cArrays), at: current.range) }
        if current.isSymbol(.colon) { try fail(.unsupported(.bitFields), at: current.range) }
        let decl = VariableDecl(
          name: nameToken.word ?? "", nameRange: nameToken.range, isConstant: false,
          type: type, initializer: nil, dialect: .swift)
        fields.append(Stmt(.variable(decl), range: range(from: fieldStart)))
        guard consume(.comma) else { break }
        while current.isSymbol(.star) { advance() }
        nameToken = try objcDeclaredName(nil, .declaration)
      }
      try expect(.semicolon, .declaration)
    }
    try expectClosing(.rightBrace, .classBody, opener: opener)
    return fields
  }

  /// Parses C's `{1, 2}` or `{.x = 1, .y = 2}`, which initialises a structure in a declaration;
  /// braces inside initialise the fields that are structures themselves.
  func parseInitializerList() throws(ParseFailure) -> Expr {
    let opener = current
    advance()
    let saved = enterBrackets()
    defer { restore(saved) }
    var items: [Expr] = []
    var entries: [DictionaryEntry] = []
    while !current.isSymbol(.rightBrace), !current.isEnd {
      if current.isSymbol(.dot), let field = nextToken.identifier {
        let key = Expr(.stringLiteral(field), range: nextToken.range)
        advance()
        advance()
        try expect(.assign, .expression)
        let value =
          current.isSymbol(.leftBrace) ? try parseInitializerList() : try parseExpression()
        entries.append(DictionaryEntry(key: key, value: value))
      } else {
        items.append(
          current.isSymbol(.leftBrace) ? try parseInitializerList() : try parseExpression())
      }
      if !consume(.comma) { break }
    }
    try expectClosing(.rightBrace, .expression, opener: opener)
    if !entries.isEmpty, !items.isEmpty {
      try fail(.unsupported(.mixedInitializers), at: opener.range)
    }
    let kind: Expr.Kind = entries.isEmpty ? .arrayLiteral(items) : .dictionaryLiteral(entries)
    return Expr(kind, range: range(from: opener.range.start))
  }
}
