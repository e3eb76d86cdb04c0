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

  /// Skips attribute macros after a declaration (see `isAttributeMacro`), and returns the
  /// deprecation one of them declares.
  @discardableResult
  func skipAttributeMacros() -> Deprecation? {
    var found: Deprecation?
    while let word = current.identifier, Self.isAttributeMacro(word) {
      advance()
      var arguments = index..<index
      if current.isSymbol(.leftParen), let closer = matchingCloser(of: index) {
        arguments = (index + 1)..<closer
        index = closer + 1
      }
      found = deprecation(word, arguments) ?? found
    }
    return found
  }

  /// The deprecation an attribute macro declares: `__deprecated` and `DEPRECATED_ATTRIBUTE`;
  /// `__deprecated_msg("…")` and `DEPRECATED_MSG_ATTRIBUTE("…")`;
  /// `__attribute__((deprecated))` and `__attribute__((deprecated("…")))`;
  /// `NS_DEPRECATED_IOS(2_0, 7_0[, "…"])`, `NS_DEPRECATED(10_0, 10_5, 2_0, 7_0[, "…"])` and
  /// `API_DEPRECATED("…", ios(2.0, 7.0))`, which deprecate it in an iOS release.
  private func deprecation(_ word: String, _ arguments: Range<Int>) -> Deprecation? {
    let pieces = argumentPieces(arguments)
    switch word {
    case "__deprecated", "DEPRECATED_ATTRIBUTE":
      return Deprecation()
    case "__deprecated_msg", "DEPRECATED_MSG_ATTRIBUTE":
      return Deprecation(message: pieces.first.flatMap(stringText))
    case "__attribute__", "__attribute":
      guard
        let at = arguments.first(where: {
          ["deprecated", "__deprecated__"].contains(tokens[$0].identifier)
        })
      else { return nil }
      let message =
        tokens[at + 1].isSymbol(.leftParen) && at + 2 < arguments.upperBound
        ? stringText(at + 2..<at + 3) : nil
      return Deprecation(message: message)
    case "NS_DEPRECATED_IOS", "NS_DEPRECATED":
      let iosIndex = word == "NS_DEPRECATED" ? 3 : 1
      guard pieces.count > iosIndex else { return nil }
      return Deprecation(
        message: pieces.count > iosIndex + 1 ? stringText(pieces[iosIndex + 1]) : nil,
        ios: versionText(pieces[iosIndex]))
    case "API_DEPRECATED":
      guard let first = pieces.first,
        let ios = pieces.dropFirst().first(where: { tokens[$0.lowerBound].identifier == "ios" }),
        ios.count > 2
      else { return nil }
      let versions = argumentPieces((ios.lowerBound + 2)..<(ios.upperBound - 1))
      guard versions.count == 2 else { return nil }
      return Deprecation(message: stringText(first), ios: versionText(versions[1]))
    default:
      return nil
    }
  }

  /// The token ranges of a macro's comma-separated arguments.
  private func argumentPieces(_ arguments: Range<Int>) -> [Range<Int>] {
    var pieces: [Range<Int>] = []
    var start = arguments.lowerBound
    var position = arguments.lowerBound
    while position < arguments.upperBound {
      if tokens[position].isSymbol(.leftParen), let closer = matchingCloser(of: position) {
        position = closer + 1
        continue
      }
      if tokens[position].isSymbol(.comma) {
        pieces.append(start..<position)
        start = position + 1
      }
      position += 1
    }
    if start < arguments.upperBound { pieces.append(start..<arguments.upperBound) }
    return pieces
  }

  /// The text of a C string literal that is a whole argument (`"Use -next instead."`).
  private func stringText(_ piece: Range<Int>) -> String? {
    guard piece.count == 1, case .string = tokens[piece.lowerBound].kind else { return nil }
    let text = sourceText(piece)
    guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") else { return nil }
    return String(text.dropFirst().dropLast())
  }

  /// A release as clang prints it: `7_0` and `7.0` are both `7.0`.
  private func versionText(_ piece: Range<Int>) -> String? {
    let text = String(sourceText(piece).map { $0 == "_" ? "." : $0 })
    guard let first = text.first, first.isNumber, text.allSatisfy({ $0.isNumber || $0 == "." })
    else { return nil }
    return text.contains(".") ? text : text + ".0"
  }

  /// The source text of a run of tokens.
  private func sourceText(_ piece: Range<Int>) -> String {
    guard !piece.isEmpty else { return "" }
    let start = tokens[piece.lowerBound].range.start
    let end = tokens[piece.upperBound - 1].range.end
    return String(decoding: source.bytes[start..<end], as: UTF8.self)
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
        // C asks for a named parameter before `...`.
        if parameters.isEmpty { try fail(.unsupported(.variadicParameters), at: current.range) }
        advance()
        parameters.append(Self.cVariadicParameter(range(from: parameterStart)))
        break
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
    let outer = (functionName, blockNaming, prettyNameDiffers, bodyLastNamedParameter)
    bodyDialect = .objc
    defer {
      bodyDialect = savedDialect
      (functionName, blockNaming, prettyNameDiffers, bodyLastNamedParameter) = outer
    }
    bodyLastNamedParameter = Self.lastNamedParameter(before: parameters)
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

extension SyntaxParser {
  /// The name a C function's or an Objective-C method's `...` goes by: one the body cannot
  /// write, read only by `va_start`.
  static let variadicArgumentsName = "..."

  /// The name of the parameter before a trailing `...`; nil when there is no `...`.
  static func lastNamedParameter(before parameters: [Parameter]) -> String? {
    guard parameters.last?.isVariadic == true else { return nil }
    return parameters.dropLast().last?.name ?? ""
  }

  /// The parameter `...` declares: its arguments arrive as one array.
  static func cVariadicParameter(_ range: SourceRange) -> Parameter {
    var parameter = Parameter(label: nil, name: variadicArgumentsName, type: nil, range: range)
    parameter.isVariadic = true
    return parameter
  }
}
