extension SyntaxParser {
  /// Words that may stand before a C function's return type: storage classes and Apple's
  /// macros for them.
  static let cFunctionSpecifiers: Set<String> = [
    "static", "inline", "extern", "__inline", "__inline__", "NS_INLINE", "CG_INLINE",
    "UIKIT_STATIC_INLINE", "FOUNDATION_STATIC_INLINE", "FOUNDATION_EXTERN", "FOUNDATION_EXPORT",
    "UIKIT_EXTERN", "__unused", "const", "NS_RETURNS_RETAINED", "CF_RETURNS_RETAINED",
    "__attribute__", "__attribute",
  ]

  /// Whether the tokens at the cursor start a C function definition or prototype:
  /// `static BOOL IsBig(NSInteger x) { … }`, `CGFloat Clamp(CGFloat v);`.
  func looksLikeCFunction() -> Bool {
    // `name.member…`, the most common statement, starts no function: ruled out before the word
    // sets are hashed, which cost 2,100 instructions a statement of the dance (callgrind).
    if case .identifier = current.kind, nextToken.isSymbol(.dot) { return false }
    var position = index
    func skipSpecifiers() {
      while let word = tokens[position].identifier, Self.cFunctionSpecifiers.contains(word) {
        position += 1
        if tokens[position].isSymbol(.leftParen), let closer = matchingCloser(of: position) {
          position = closer + 1
        }
      }
    }
    skipSpecifiers()
    guard let typeName = tokens[position].identifier,
      !Self.cFunctionSpecifiers.contains(typeName)
    else { return false }
    position += 1
    while Self.cTypePrefixes.contains(tokens[position - 1].identifier ?? ""),
      let word = tokens[position].identifier,
      ["int", "long", "char", "short", "double", "float"].contains(word)
    {
      position += 1
    }
    if tokens[position].isSymbol(.less) {
      guard let after = angleBracketsEnd(from: position) else { return false }
      position = after
    }
    while tokens[position].isSymbol(.star)
      || (tokens[position].identifier.map { Self.objcQualifiers.contains($0) } ?? false)
    {
      position += 1
    }
    skipSpecifiers()
    guard tokens[position].identifier != nil, !tokens[position].newlineBefore,
      tokens[position + 1].isSymbol(.leftParen), let closer = matchingCloser(of: position + 1)
    else { return false }
    var after = closer + 1
    while let word = tokens[after].identifier, Self.isAttributeMacro(word) {
      after += 1
      if tokens[after].isSymbol(.leftParen), let end = matchingCloser(of: after) {
        after = end + 1
      }
    }
    return tokens[after].isSymbol(.leftBrace) || tokens[after].isSymbol(.semicolon)
  }

  /// Whether a word is an attribute macro written after a declaration
  /// (`NS_DESIGNATED_INITIALIZER`, `NS_REQUIRES_SUPER`, `__attribute__((unused))`,
  /// `API_AVAILABLE(ios(13))`), which changes nothing the simulation models.
  static func isAttributeMacro(_ word: String) -> Bool {
    if word == "__attribute__" || word == "__attribute" || word == "__unused" { return true }
    // <sys/cdefs.h>'s spellings of `deprecated` and `unavailable`.
    if ["__deprecated", "__deprecated_msg", "__unavailable", "__deprecated_enum_msg"].contains(word)
    {
      return true
    }
    let prefixes = [
      "NS_", "API_", "UIKIT_", "OBJC_", "CF_", "DEPRECATED_", "__OSX_", "__IOS_",
      "__TVOS_", "__WATCHOS_", "__API_",
    ]
    return prefixes.contains { word.hasPrefix($0) }
      && word.allSatisfy { $0.isUppercase || $0.isNumber || $0 == "_" }
  }

  /// Skips attribute macros after a declaration (see `isAttributeMacro`).
  func skipAttributeMacros() {
    while let word = current.identifier, Self.isAttributeMacro(word) {
      advance()
      if current.isSymbol(.leftParen), let closer = matchingCloser(of: index) {
        index = closer + 1
      }
    }
  }

  /// Parses a C function definition, or a prototype (which declares nothing here: the
  /// definition does). A C function is a global: called by its name, with no receiver.
  func parseCFunction() throws(ParseFailure) -> Stmt? {
    let start = current.range.start
    while let word = current.identifier, Self.cFunctionSpecifiers.contains(word) {
      advance()
      if current.isSymbol(.leftParen), let closer = matchingCloser(of: index) { index = closer + 1 }
    }
    let (type, _) = try parseObjCType(.declaration)
    skipAttributeMacros()
    let nameToken = current
    guard let name = nameToken.identifier else { try failMissing(.expectedName(.declaration)) }
    advance()
    let opener = current
    advance()
    var parameters: [Parameter] = []
    let isVoidList = current.identifier == "void" && nextToken.isSymbol(.rightParen)
    if isVoidList { advance() }
    while !current.isSymbol(.rightParen), !current.isEnd {
      let parameterStart = current.range.start
      if current.isSymbol(.closedRange) {
        try fail(.unsupported(.variadicParameters), at: current.range)
      }
      let (parameterType, blockName) = try parseObjCType(.parameterList)
      let parameterName = try objcDeclaredName(blockName, .parameterList)
      skipAttributeMacros()
      parameters.append(
        Parameter(
          label: nil, name: parameterName.word ?? "", type: parameterType,
          range: range(from: parameterStart)))
      if !consume(.comma) { break }
    }
    try expectClosing(.rightParen, .parameterList, opener: opener)
    skipAttributeMacros()
    if consume(.semicolon) { return nil }
    let savedDialect = bodyDialect
    let outer = (functionName, blockNaming, prettyNameDiffers)
    bodyDialect = .objc
    defer {
      bodyDialect = savedDialect
      (functionName, blockNaming, prettyNameDiffers) = outer
    }
    // C's `__func__` is the function's name; a block's is named after it with no length
    // before it (clang mangles a C function by its plain name).
    functionName = name
    blockNaming = (name, 0)
    prettyNameDiffers = true
    let staticsBefore = staticLocalCount
    let body = try parseBraceBody(.functionBody)
    var decl = FunctionDecl(
      baseName: name, selector: nil, parameters: parameters,
      returnType: Self.isVoid(type) ? nil : type, body: body, isOverride: false,
      isProperty: false, isClassMethod: false, dialect: .objc, nameRange: nameToken.range)
    decl.isCFunction = true
    decl.hasStaticLocals = staticLocalCount > staticsBefore
    return Stmt(.function(decl), range: range(from: start))
  }
}
