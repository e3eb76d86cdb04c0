extension SyntaxParser {
  /// Whether `-`/`+` at `position` starts a method signature: `- (Type) piece…`.
  func looksLikeMethodSignature(at position: Int) -> Bool {
    guard tokens[position].isSymbol(.minus) || tokens[position].isSymbol(.plus),
      position + 2 < tokens.count, tokens[position + 1].isSymbol(.leftParen),
      tokens[position + 2].identifier != nil,
      let closer = matchingCloser(of: position + 1), closer - position < 32,
      closer + 1 < tokens.count
    else { return false }
    return tokens[closer + 1].word != nil
  }

  /// Whether a declaration starts here: `Type *name`, `Type<…> *name` or `Type name`, followed
  /// by `=`, `;`, `,`, `in`, a line break or the end; or a block variable `Type (^name)(…)`.
  func looksLikeObjCDeclaration() -> Bool {
    // Most statements are `x.member…`, `x = …` or `f(…)`: no declaration starts that way
    // (a qualifier or `typeof` is followed by a word or `(`, never by these).
    if index + 1 < tokens.count, case .identifier = current.kind {
      switch tokens[index + 1].kind {
      case .symbol(.dot), .symbol(.assign), .symbol(.semicolon), .symbol(.addAssign),
        .symbol(.subtractAssign), .end:
        return false
      default: break
      }
    }
    var position = index
    while let word = tokens[position].identifier, Self.objcQualifiers.contains(word) {
      position += 1
    }
    guard let typeName = tokens[position].identifier else { return false }
    position += 1
    if Self.typeofWords.contains(typeName) && tokens[position].isSymbol(.leftParen) {
      guard let closer = matchingCloser(of: position) else { return false }
      position = closer + 1
    }
    while Self.cTypePrefixes.contains(typeName)
      || Self.cTypePrefixes.contains(
        tokens[position - 1].identifier ?? ""),
      let word = tokens[position].identifier,
      ["int", "long", "char", "short", "double"].contains(word)
    {
      position += 1
    }
    var isPointer = false
    var isGeneric = false
    if tokens[position].isSymbol(.less) {
      guard let after = angleBracketsEnd(from: position) else { return false }
      position = after
      isGeneric = true
    }
    while position < tokens.count - 1 && !tokens[position].newlineBefore {
      if tokens[position].isSymbol(.star) {
        isPointer = true
      } else if let word = tokens[position].identifier, Self.objcQualifiers.contains(word) {
      } else {
        break
      }
      position += 1
    }
    // `void (^done)(BOOL)` names its block; `run(^{ … })` and `run(^(BOOL ok) { … })` pass
    // a block to a function.
    if tokens[position].isSymbol(.leftParen)
      && tokens[min(position + 1, tokens.count - 1)].isSymbol(.caret)
    {
      return tokens[min(position + 2, tokens.count - 1)].identifier != nil
    }
    guard tokens[position].identifier != nil, !tokens[position].newlineBefore else { return false }
    if isPointer && !isGeneric && typeName.first?.isUppercase != true
      && !["id", "void", "char"].contains(typeName)
    {
      return false
    }
    let after = tokens[min(position + 1, tokens.count - 1)]
    switch after.kind {
    case .symbol(.assign), .symbol(.semicolon), .symbol(.comma), .symbol(.rightBrace), .end,
      .keyword(.inKeyword):
      return true
    case .symbol(.leftBracket):
      // A C array: `UIView *views[] = {…}`, `CGFloat widths[3];`.
      return true
    default:
      return after.newlineBefore
    }
  }

  /// Parses `UIViewController *a = …`, `CGRect r;`, `void (^done)(BOOL) = …`.
  func parseObjCVariable() throws(ParseFailure) -> Stmt {
    // A C declaration is Objective-C to its end, at the top level too (its initializer may be
    // a statement expression).
    let savedDialect = bodyDialect
    if bodyDialect == nil { bodyDialect = .objc }
    defer { bodyDialect = savedDialect }
    let start = current.range.start
    let firstToken = index
    var position = index
    var isStatic = false
    while let word = tokens[position].identifier, Self.objcQualifiers.contains(word) {
      if word == "static" { isStatic = true }
      position += 1
    }
    let (declared, blockName) = try parseObjCType(.variableDeclaration)
    let nameToken = try objcDeclaredName(blockName, .variableDeclaration)
    var type = declared
    var initializer: Expr?
    if blockName == nil, current.isSymbol(.leftBracket) {
      (type, initializer) = try parseCArrayDeclarator(of: declared, named: nameToken)
    } else {
      initializer = consume(.assign) ? try parseCInitializer() : nil
    }
    let constType = cConstSpelling(
      of: declared, from: firstToken, before: nameToken.range.start)
    var decl = VariableDecl(
      name: nameToken.word ?? "", nameRange: nameToken.range, isConstant: constType != nil,
      type: type, initializer: initializer, dialect: .objc)
    decl.cConstType = constType
    if isStatic {
      // A `static` local keeps one value between calls (`static dispatch_once_t onceToken;`).
      decl.modifiers.isStatic = true
      staticLocalCount += 1
    }
    let first = Stmt(.variable(decl), range: range(from: start))
    // `CGRect slice, rest;` and `UIView *a = nil, *b;`: C declares each name with the type.
    while blockName == nil, current.isSymbol(.comma) {
      advance()
      while current.isSymbol(.star) { advance() }
      let otherStart = current.range.start
      let otherName = try objcDeclaredName(nil, .variableDeclaration)
      let otherInitializer = consume(.assign) ? try parseCInitializer() : nil
      var other = VariableDecl(
        name: otherName.word ?? "", nameRange: otherName.range, isConstant: false,
        type: declared, initializer: otherInitializer, dialect: .objc)
      other.modifiers.isStatic = isStatic
      if declared.pointerDepth == 0, let constType {
        // `const int a = 1, b = 2;`: the qualifier is on the type both share.
        other.isConstant = true
        other.cConstType = constType
      }
      extraStatements.append(Stmt(.variable(other), range: range(from: otherStart)))
    }
    if current.isSymbol(.comma) { try fail(.multipleDeclarators, at: current.range) }
    return first
  }

  /// clang's spelling of a declared variable's type when the variable itself is `const`: a
  /// `const` after the last `*` (`NSString *const k`, an object pointer ARC makes `__strong`),
  /// or anywhere in a type without `*` (`static const CGFloat w`, `const NSInteger n`, with the
  /// typedef's underlying type as clang adds it). `const NSString *s` points at constant
  /// characters and may change: nil.
  func cConstSpelling(of type: TypeRef, from first: Int, before end: Int) -> String? {
    var isConst = false
    var position = first
    while position < tokens.count, tokens[position].range.start < end {
      if tokens[position].isSymbol(.star) { isConst = false }
      if tokens[position].identifier == "const" { isConst = true }
      position += 1
    }
    guard isConst, !type.isFunction else { return nil }
    if type.pointerDepth > 0 {
      let stars = String(repeating: "*", count: type.pointerDepth)
      let pointee =
        type.protocols.isEmpty
        ? type.name : "\(type.name)<\(type.protocols.joined(separator: ", "))>"
      let isObject = !Self.cScalarTypes.contains(type.name) || type.name == "id"
      return "'\(pointee) \(stars)const\(isObject ? " __strong" : "")'"
    }
    let spelled = "'const \(type.name)'"
    guard let underlying = Self.cTypedefs[type.name] else { return spelled }
    return spelled + " (aka 'const \(underlying)')"
  }

  /// The C types Apple's typedefs name on arm64, as clang's `aka` shows them.
  static let cTypedefs: [String: String] = [
    "NSInteger": "long", "NSUInteger": "unsigned long", "CGFloat": "double", "BOOL": "bool",
    "NSTimeInterval": "double", "unichar": "unsigned short", "int64_t": "long long",
    "uint64_t": "unsigned long long", "int32_t": "int", "uint32_t": "unsigned int",
  ]

  /// `[N]` or `[]` after a declared name, and its initialiser: a C array, kept as an array of
  /// its element type. Without an initialiser its `N` elements start as the type's zero (nil
  /// for objects), as a local C array would hold garbage: containrepl gives it zeros.
  func parseCArrayDeclarator(of element: TypeRef, named name: Token) throws(ParseFailure)
    -> (TypeRef, Expr?)
  {
    let opener = current
    advance()
    let count = current.isSymbol(.rightBracket) ? nil : try parseExpression()
    try expectClosing(.rightBracket, .variableDeclaration, opener: opener)
    let type = TypeRef(name: "Array", isArray: true, element: element.name, range: element.range)
    if consume(.assign) {
      guard current.isSymbol(.leftBrace) else { try failMissing(.expected(["{"], .expression)) }
      return (type, try parseInitializerList())
    }
    guard let count else { try fail(.expectedExpression(nil), at: opener.range) }
    // `T a[N];`: N zeros, as `Array(repeating:count:)` makes them.
    let call = Expr(
      .call(
        callee: Expr(.typeValue(type), range: name.range),
        arguments: [
          Argument(label: "repeating", value: Self.zeroValue(of: element, at: name.range)),
          Argument(label: "count", value: count),
        ], hasTrailingClosure: false), range: range(from: opener.range.start))
    return (type, call)
  }

  /// C's zero of a type, as an expression: nil for an object pointer, `CGRectZero` for a
  /// rectangle, `NO`, or 0.
  static func zeroValue(of type: TypeRef, at range: SourceRange) -> Expr {
    if type.isOptional { return Expr(.nilLiteral, range: range) }
    switch type.name {
    case "CGRect", "CGPoint", "CGSize": return Expr(.identifier(type.name + "Zero"), range: range)
    case "BOOL": return Expr(.identifier("NO"), range: range)
    default: return Expr(.intLiteral(0), range: range)
    }
  }

  /// The value after `=` in a C declaration: an expression, or an initialiser list.
  func parseCInitializer() throws(ParseFailure) -> Expr {
    let saved = inCDeclaration
    inCDeclaration = true
    defer { inCDeclaration = saved }
    return current.isSymbol(.leftBrace) ? try parseInitializerList() : try parseExpression()
  }

  /// The name after a type: a block type's own name, or the next identifier.
  func objcDeclaredName(
    _ blockName: Token?, _ place: ParseMessage.Place
  ) throws(ParseFailure) -> Token {
    if let blockName { return blockName }
    let token = current
    guard token.identifier != nil else { try failMissing(.expectedName(place)) }
    advance()
    return token
  }

  /// Parses `- (R) piece:(T)name piece:(T)name { … }`, a prototype ending in `;`, or, in a
  /// protocol, a requirement.
  func parseObjCMethod(inProtocol: Bool) throws(ParseFailure) -> Stmt {
    let sign = current
    advance()
    let saved = newlinesMatter
    newlinesMatter = false
    var returnType: TypeRef?
    if current.isSymbol(.leftParen) {
      let opener = current
      advance()
      let (type, _) = try parseObjCType(.methodSignature)
      try expectClosing(.rightParen, .methodSignature, opener: opener)
      returnType = Self.isVoid(type) ? nil : type
    }
    let nameToken = current
    guard let baseName = nameToken.word else { try failMissing(.expectedName(.methodSignature)) }
    advance()
    var selector = baseName
    var parameters: [Parameter] = []
    if current.isSymbol(.colon) {
      selector = ""
      var piece = nameToken
      while true {
        advance()
        let label = piece.word ?? ""
        selector += label + ":"
        var type: TypeRef?
        if current.isSymbol(.leftParen) {
          let opener = current
          advance()
          type = try parseObjCType(.methodSignature).0
          try expectClosing(.rightParen, .methodSignature, opener: opener)
        }
        let name = current
        guard let parameterName = name.identifier else {
          try failMissing(.expectedName(.methodSignature))
        }
        advance()
        parameters.append(
          Parameter(
            label: label, name: parameterName, type: type, range: range(from: piece.range.start)))
        if current.isSymbol(.colon) {
          // A piece with no name: `- f:(id)a :(id)b` is `f::`.
          piece = Token(
            kind: .identifier(""), range: current.range, newlineBefore: false, spaceBefore: true)
          continue
        }
        guard current.word != nil && nextToken.isSymbol(.colon) else { break }
        piece = current
        advance()
      }
      // `- (void)log:(NSString *)format, ...`: the extra arguments after the last piece.
      if current.isSymbol(.comma), nextToken.isSymbol(.closedRange) {
        let start = current.range.start
        advance()
        advance()
        parameters.append(Self.cVariadicParameter(range(from: start)))
      } else if current.isSymbol(.comma) {
        try failMissing(.expected(["..."], .methodSignature))
      }
    }
    newlinesMatter = saved
    let deprecation = skipAttributeMacros()
    let sawSemicolon = consume(.semicolon)
    var body: [Stmt]?
    let staticsBefore = staticLocalCount
    if current.isSymbol(.leftBrace) {
      if inProtocol { try fail(.requirementWithBody, at: current.range) }
      let savedDialect = bodyDialect
      let outer = (functionName, methodSelector, blockNaming, bodyLastNamedParameter)
      bodyDialect = .objc
      defer {
        (bodyDialect, (functionName, methodSelector, blockNaming, bodyLastNamedParameter)) = (
          savedDialect, outer
        )
      }
      bodyLastNamedParameter = Self.lastNamedParameter(before: parameters)
      // A method written outside an `@implementation` is one of the container's.
      let owner = implementationName ?? "ContainerViewController"
      let name = (sign.isSymbol(.plus) ? "+" : "-") + "[\(owner) \(selector)]"
      functionName = name
      blockNaming = ("\(name.utf8.count)" + name, 0)
      methodSelector = selector
      body = try parseBraceBody(.functionBody)
    } else if !sawSemicolon {
      try failMissing(.expected(["{", ";"], .afterMethodSignature))
    }
    var decl = FunctionDecl(
      baseName: baseName, selector: selector, parameters: parameters, returnType: returnType,
      body: body, isOverride: false, isProperty: false, isClassMethod: sign.isSymbol(.plus),
      dialect: .objc, nameRange: nameToken.range)
    decl.hasStaticLocals = staticLocalCount > staticsBefore
    decl.deprecation = deprecation
    return Stmt(.function(decl), range: range(from: sign.range.start))
  }

  /// Parses `@interface X : Super <P> { ivars } … @end` or `@implementation X … @end`.
  func parseObjCClass() throws(ParseFailure) -> Stmt {
    let at = current
    advance()
    let nameToken = current
    let place: ParseMessage.Place = at.kind == .atWord("interface") ? .interface : .implementation
    guard let name = nameToken.identifier else { try failMissing(.expectedName(place)) }
    advance()
    var superclass: String?
    if consume(.colon) {
      guard let parent = current.identifier else { try failMissing(.expectedName(place)) }
      superclass = parent
      advance()
    }
    var category: String?
    if current.isSymbol(.leftParen) {
      let opener = current
      advance()
      category = current.identifier ?? ""
      if current.identifier != nil { advance() }
      try expectClosing(.rightParen, place, opener: opener)
    }
    let protocols = current.isSymbol(.less) ? try parseProtocolList() : []
    let outerImplementation = implementationName
    defer { implementationName = outerImplementation }
    implementationName = name + (category.map { "(\($0))" } ?? "")
    let members = try parseObjCMembers(place, opener: at, inProtocol: false)
    let decl = ClassDecl(
      kind: place == .interface ? .objcInterface : .objcImplementation, name: name,
      nameRange: nameToken.range, superclass: superclass, protocols: protocols,
      members: members, dialect: .objc, category: category)
    return Stmt(.classDeclaration(decl), range: range(from: at.range.start))
  }

  /// Parses `@protocol P <NSObject> … @end`; a forward declaration `@protocol P;` gives nil.
  func parseObjCProtocol() throws(ParseFailure) -> Stmt? {
    let at = current
    advance()
    let nameToken = current
    guard let name = nameToken.identifier else { try failMissing(.expectedName(.objcProtocol)) }
    advance()
    if current.isSymbol(.semicolon) || current.isSymbol(.comma) {
      while !current.isEnd && !consume(.semicolon) { advance() }
      return nil
    }
    let inherited = current.isSymbol(.less) ? try parseProtocolList() : []
    let requirements = try parseObjCMembers(.objcProtocol, opener: at, inProtocol: true)
    let decl = ProtocolDecl(
      name: name, nameRange: nameToken.range, inherited: inherited, requirements: requirements,
      dialect: .objc)
    return Stmt(.protocolDeclaration(decl), range: range(from: at.range.start))
  }

  /// Parses `<P1, P2>`.
  func parseProtocolList() throws(ParseFailure) -> [String] {
    advance()
    var names: [String] = []
    repeat {
      guard let name = current.identifier else { try failMissing(.expectedName(.angleBrackets)) }
      names.append(name)
      advance()
    } while consume(.comma)
    try expect(.greater, .angleBrackets)
    return names
  }
}
