extension SyntaxParser {
  /// Parses a primary expression: a name, a literal, a bracketed or parenthesized expression, a
  /// closure or block, an implicit member, or an Objective-C `@` literal.
  func parsePrimary() throws(ParseFailure) -> Expr {
    switch current.symbol {
    case .leftParen: return try parseParenthesized()
    case .leftBracket: return try parseBracketExpression()
    case .leftBrace where trailingClosuresAllowed: return try parseClosure()
    case .caret: return try parseBlockLiteral()
    case .at: return try parseAtExpression()
    case .backslash: return try parseKeyPath()
    default: return try parseSimplePrimary()
    }
  }

  /// Parses a Swift key path: `\`, an optional root type, then `.name` at least once, with no
  /// space in between; a backslash anywhere else is an invalid character.
  func parseKeyPath() throws(ParseFailure) -> Expr {
    let slash = current
    advance()
    var root: String?
    if case .identifier(let name) = current.kind, !current.spaceBefore {
      root = name
      advance()
    }
    var path: [String] = []
    while current.isSymbol(.dot), !current.spaceBefore, let name = nextToken.word,
      !nextToken.spaceBefore
    {
      advance()
      advance()
      path.append(name)
    }
    guard !path.isEmpty else { try fail(.invalidCharacter("\\"), at: slash.range) }
    return Expr(.keyPathLiteral(root: root, path: path), range: range(from: slash.range.start))
  }

  /// Parses a primary expression that does not nest: a name, a literal, a string, an implicit
  /// member or an `@` word.
  func parseSimplePrimary() throws(ParseFailure) -> Expr {
    if case .identifier = tokens[index].kind { return try parseNamePrimary() }
    let token = current
    switch token.kind {
    case .identifier:
      return try parseNamePrimary()
    case .keyword(let keyword):
      if keyword == .ifKeyword || keyword == .switchKeyword { return try parseBranchValue() }
      guard let literal = Self.literal(keyword) else {
        try fail(.keywordInExpression(keyword.rawValue), at: token.range)
      }
      advance()
      return Expr(literal, range: token.range)
    case .integer(let value):
      advance()
      return Expr(.intLiteral(value), range: token.range)
    case .floating(let value):
      advance()
      return Expr(.doubleLiteral(value), range: token.range)
    case .string(let segments):
      advance()
      return try stringExpression(segments, range: token.range)
    case .objcString(let text):
      advance()
      return Expr(.stringLiteral(text), range: token.range)
    case .atWord(let word):
      return try parseAtWordExpression(word)
    case .symbol(.dot):
      advance()
      guard let name = current.word else { try failMissing(.expectedMemberName) }
      advance()
      return Expr(.implicitMember(name), range: range(from: token.range.start))
    case .symbol(.hash):
      return try parseHashExpression()
    case .invalid(.singleQuotedString) where isObjectiveCLine(at: token.range.start):
      // C's character constant is an `int`: `'i'` is 105, `'\n'` is 10.
      guard let code = Self.characterConstant(source.bytes[token.range.start..<token.range.end])
      else { try fail(.singleQuotedString, at: token.range) }
      advance()
      return Expr(.intLiteral(code), range: token.range)
    case .invalid(let message):
      try fail(message, at: token.range)
    case .meta, .directive:
      try fail(.expectedExpression(nil), at: token.range)
    case .symbol, .end:
      try failMissing(.expectedExpression(nil))
    }
  }

  /// Parses the name at the cursor used as a value, or a generic type used as one
  /// (`Box<Int>(…)`); the most common primary, so it reads the current token in place, and its
  /// spelling only when the name is not shared yet.
  func parseNamePrimary() throws(ParseFailure) -> Expr {
    if tokens[index + 1].isSymbol(.less), !tokens[index + 1].spaceBefore,
      current.identifier?.first?.isUppercase == true,
      let typeEnd = angleBracketsEnd(from: index + 1),
      tokens[typeEnd].isSymbol(.leftParen) || tokens[typeEnd].isSymbol(.dot)
    {
      let type = try parseSwiftType(.type)
      return Expr(.typeValue(type), range: type.range)
    }
    let range = current.range
    if bodyDialect == .objc, let name = current.identifier {
      // What clang predefines in a method's body: the method's name, and its selector.
      if prettyNameDiffers, name == "__PRETTY_FUNCTION__" {
        // A C function's prototype as clang writes it (`void Report(void)`).
        try fail(.unsupported(.compilerDirective(name)), at: range)
      }
      if ["__func__", "__FUNCTION__", "__PRETTY_FUNCTION__"].contains(name), let functionName {
        advance()
        return Expr(.stringLiteral(functionName), range: range)
      }
      if name == "va_arg", nextToken.isSymbol(.leftParen) { return try parseVaArg() }
      if name == "va_start", nextToken.isSymbol(.leftParen) {
        guard let last = bodyLastNamedParameter else {
          try fail(.vaStartInFixedFunction, at: range)
        }
        warnIfNotLastNamed(last, inVaStartAt: index + 1)
      }
      if name == "_cmd", let methodSelector {
        advance()
        return Expr(.selectorLiteral(methodSelector), range: range)
      }
    }
    let kind = identifierKind(at: index)
    advance()
    return Expr(kind, range: range)
  }

  /// The expression a literal keyword stands for.
  static func literal(_ keyword: Keyword) -> Expr.Kind? {
    switch keyword {
    case .selfKeyword: return .selfRef
    case .superKeyword: return .superRef
    case .nilKeyword, .null, .capitalNil: return .nilLiteral
    case .trueKeyword, .yes: return .boolLiteral(true)
    case .falseKeyword, .no: return .boolLiteral(false)
    default: return nil
    }
  }

  /// Parses `@YES`, `@NO`, `@selector(…)`, `@protocol(…)` and `@available(…)`; rejects other `@`
  /// words in expressions.
  func parseAtWordExpression(_ word: String) throws(ParseFailure) -> Expr {
    let token = current
    switch word {
    case "YES", "NO":
      advance()
      let value = Expr(.boolLiteral(word == "YES"), range: token.range)
      return Expr(.boxed(value), range: token.range)
    case "selector":
      advance()
      let name = try parseSelectorName(strippingType: false)
      return Expr(.selectorLiteral(name), range: range(from: token.range.start))
    case "available":
      advance()
      return parseAvailabilityCheck(unavailable: false, start: token.range.start)
    case "protocol":
      // `@protocol(Name)`: the protocol as an object, for `conformsToProtocol:`.
      advance()
      let name = try parseSelectorName(strippingType: false)
      let whole = range(from: token.range.start)
      guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
        try fail(.expectedExpression(.expression), at: whole)
      }
      return Expr(.typeValue(TypeRef(name: name, range: whole)), range: whole)
    case "encode":
      try fail(.unsupported(.compilerDirective("@" + word)), at: token.range)
    default:
      try fail(.unexpectedToken("@" + word), at: token.range)
    }
  }

  /// Parses `@[…]`, `@(…)` and `@1`.
  func parseAtExpression() throws(ParseFailure) -> Expr {
    let at = current
    advance()
    let token = current
    guard !token.spaceBefore else { try fail(.unexpectedToken("@"), at: at.range) }
    switch token.kind {
    case .symbol(.leftBracket):
      let array = try parseBracketExpression(arrayOnly: true)
      return Expr(array.kind, range: range(from: at.range.start))
    case .symbol(.leftParen):
      advance()
      let saved = (newlinesMatter, trailingClosuresAllowed)
      (newlinesMatter, trailingClosuresAllowed) = (false, true)
      defer { (newlinesMatter, trailingClosuresAllowed) = saved }
      let value = try parseExpression()
      try expectClosing(.rightParen, .boxedExpression, opener: token)
      return Expr(.boxed(value), range: range(from: at.range.start))
    case .symbol(.leftBrace):
      let dictionary = try parseDictionaryBraces()
      return Expr(dictionary.kind, range: range(from: at.range.start))
    case .integer, .floating:
      let number = try parsePrimary()
      return Expr(.boxed(number), range: range(from: at.range.start))
    default:
      try fail(.unexpectedToken("@"), at: at.range)
    }
  }

  /// Parses what follows `#`: `#selector(…)`, `#available(…)` (true: the simulated iOS is
  /// recent), `#file`, `#function`, `#line`; others are not simulated.
  func parseHashExpression() throws(ParseFailure) -> Expr {
    let hash = current
    advance()
    guard let word = current.word, !current.spaceBefore else {
      try fail(.unexpectedToken("#"), at: hash.range)
    }
    advance()
    switch word {
    case "selector":
      // The type stays (`Host.tick`): the interpreter checks the method exists, as swiftc does.
      let name = try parseSelectorName(strippingType: false)
      return Expr(.selectorLiteral(name), range: range(from: hash.range.start))
    case "available", "unavailable":
      return parseAvailabilityCheck(unavailable: word == "unavailable", start: hash.range.start)
    case "file", "filePath", "fileID":
      return Expr(.stringLiteral("main.swift"), range: range(from: hash.range.start))
    case "function":
      // Top-level code is named after its module, `main` for a script.
      return Expr(.stringLiteral(functionName ?? "main"), range: range(from: hash.range.start))
    case "line", "column":
      let line = positionCache.position(of: hash.range.start, in: source)
      return Expr(
        .intLiteral(word == "line" ? line.line : line.column), range: range(from: hash.range.start))
    default:
      try fail(
        .unsupported(.compilerDirective("#" + word)), at: hash.range.union(tokens[index - 1].range))
    }
  }

  /// The method a `#selector(…)` or `@selector(…)` names, as written without spaces; Swift's
  /// `Type.method(_:)` loses its type.
  func parseSelectorName(strippingType: Bool) throws(ParseFailure) -> String {
    let opener = current
    guard opener.isSymbol(.leftParen), let closer = matchingCloser(of: index) else {
      try failMissing(.expected(["("], .expression))
    }
    var name = source.slice(SourceRange(start: opener.range.end, end: tokens[closer].range.start))
      .filter { !$0.isWhitespace }
    index = closer + 1
    for prefix in ["getter:", "setter:"] where name.hasPrefix(prefix) {
      name = String(name.dropFirst(prefix.count))
    }
    if strippingType {
      let head = name.prefix { $0 != "(" }
      if let dot = head.lastIndex(of: ".") { name = String(name[name.index(after: dot)...]) }
    }
    guard !name.isEmpty else { try fail(.expectedExpression(.expression), at: opener.range) }
    return name
  }

  /// Parses `[a, b]`, `[k: v]`, `[:]`, an Objective-C message `[receiver selector:argument …]`,
  /// or a collection type used as a value (`[UIViewController]()`, `[String: Int]()`).
  func parseBracketExpression(arrayOnly: Bool = false) throws(ParseFailure) -> Expr {
    let opener = index
    if !arrayOnly, let type = try parseCollectionTypeValue() { return type }
    advance()
    let saved = enterBrackets()
    defer { restore(saved) }
    if !arrayOnly, current.isSymbol(.colon), nextToken.isSymbol(.rightBracket) {
      advance()
      advance()
      return Expr(.dictionaryLiteral([]), range: range(from: tokens[opener].range.start))
    }
    var elements: [Expr] = []
    while !current.isSymbol(.rightBracket) {
      let element = try parseExpression()
      if elements.isEmpty && !arrayOnly && current.word != nil {
        return try parseMessage(to: element, openerAt: opener)
      }
      if elements.isEmpty && !arrayOnly && current.isSymbol(.colon) {
        return try parseDictionaryEntries(first: element, closer: .rightBracket, openerAt: opener)
      }
      elements.append(element)
      if !consume(.comma) { break }
    }
    try expectClosing(.rightBracket, .arrayLiteral, openerAt: opener)
    return Expr(.arrayLiteral(elements), range: range(from: tokens[opener].range.start))
  }

  /// `[T]`, `[K: V]` directly followed by `(` or `.`: a type used as a value.
  func parseCollectionTypeValue() throws(ParseFailure) -> Expr? {
    guard let closer = matchingCloser(of: index), closer + 1 < tokens.count,
      tokens[closer + 1].isSymbol(.leftParen) || tokens[closer + 1].isSymbol(.dot),
      !tokens[closer + 1].spaceBefore, isTypeOnly(from: index + 1, to: closer)
    else { return nil }
    let type = try parseSwiftType(.type)
    return Expr(.typeValue(type), range: type.range)
  }

  /// Whether the tokens between two positions spell only a type (names, `.`, `:`, `?`, `[]`,
  /// `<>`, and `,` between generic arguments), with a capitalised first name.
  private func isTypeOnly(from start: Int, to end: Int) -> Bool {
    guard start < end, let first = tokens[start].identifier, first.first?.isUppercase == true
    else { return false }
    var genericDepth = 0
    for position in start..<end {
      switch tokens[position].kind {
      case .identifier(let name):
        // `[Counter new]` is a message: two names in a row never spell a type.
        if position > start, tokens[position - 1].identifier != nil { return false }
        // `[UIApplication.didEnterBackgroundNotification, …]`: a member, not a nested type.
        if position > start, tokens[position - 1].isSymbol(.dot),
          name.first?.isLowercase == true
        {
          return false
        }
      case .symbol(.less): genericDepth += 1
      case .symbol(.greater): genericDepth -= 1
      case .symbol(.shiftRight): genericDepth -= 2
      // `[A, B]` lists values: a type has a comma only between generic arguments.
      case .symbol(.comma) where genericDepth <= 0: return false
      case .symbol(let symbol):
        guard
          [
            .dot, .colon, .question, .bang, .leftBracket, .rightBracket, .less, .greater, .comma,
            .shiftRight,
          ]
          .contains(symbol)
        else { return false }
      default: return false
      }
    }
    return true
  }

  /// Parses `{k: v, …}` after Objective-C's `@`.
  func parseDictionaryBraces() throws(ParseFailure) -> Expr {
    let opener = index
    advance()
    let saved = enterBrackets()
    defer { restore(saved) }
    if consume(.rightBrace) {
      return Expr(.dictionaryLiteral([]), range: range(from: tokens[opener].range.start))
    }
    let first = try parseExpression()
    return try parseDictionaryEntries(first: first, closer: .rightBrace, openerAt: opener)
  }

  /// Parses the rest of a dictionary literal after its first key.
  func parseDictionaryEntries(
    first: Expr, closer: Symbol, openerAt opener: Int
  ) throws(ParseFailure) -> Expr {
    var entries: [DictionaryEntry] = []
    var key = first
    while true {
      try expect(.colon, .arrayLiteral)
      entries.append(DictionaryEntry(key: key, value: try parseExpression()))
      guard consume(.comma), !current.isSymbol(closer) else { break }
      key = try parseExpression()
    }
    try expectClosing(closer, .arrayLiteral, openerAt: opener)
    return Expr(.dictionaryLiteral(entries), range: range(from: tokens[opener].range.start))
  }

  /// Parses the selector and arguments of a message after its receiver.
  func parseMessage(to receiver: Expr, openerAt opener: Int) throws(ParseFailure) -> Expr {
    let first = current
    var selector = ""
    var selectorEnd = first.range.end
    var arguments: [Argument] = []
    if nextToken.isSymbol(.colon) {
      // Later pieces may have no name: `[self f:a :b]` sends `f::`.
      while (current.word != nil && nextToken.isSymbol(.colon))
        || (current.isSymbol(.colon) && !selector.isEmpty)
      {
        let label = current
        let piece = current.word ?? ""
        if current.word != nil { advance() }
        selectorEnd = current.range.end
        advance()
        let value = try parseExpression()
        arguments.append(Argument(label: piece, labelRange: label.range, value: value))
        selector += piece + ":"
      }
      while consume(.comma) {
        arguments.append(Argument(label: nil, value: try parseExpression()))
      }
    } else {
      selector = first.word ?? ""
      advance()
    }
    try expectClosing(.rightBracket, .messageSend, openerAt: opener)
    return Expr(
      .message(
        receiver: receiver, selector: selector,
        selectorRange: SourceRange(start: first.range.start, end: selectorEnd),
        arguments: arguments),
      range: range(from: tokens[opener].range.start))
  }

  /// Builds a string literal, parsing the tokens of each interpolation.
  func stringExpression(
    _ segments: [StringSegment], range: SourceRange
  ) throws(ParseFailure) -> Expr {
    var parts: [InterpolationPart] = []
    for segment in segments {
      switch segment {
      case .text(let text): parts.append(.text(text))
      case .code(let tokens, let codeRange):
        parts.append(.expression(try parseInterpolation(tokens, range: codeRange)))
      }
    }
    if parts.count == 1, case .text(let text) = parts[0] {
      return Expr(.stringLiteral(text), range: range)
    }
    return Expr(.interpolatedString(parts), range: range)
  }

  /// Parses the tokens of one `\(…)` as an expression, then returns to the main stream.
  func parseInterpolation(
    _ segmentTokens: [Token], range: SourceRange
  ) throws(ParseFailure) -> Expr {
    try enter()
    defer { depth -= 1 }
    let saved = (
      tokens, knownMatches, index, inInterpolation, newlinesMatter, trailingClosuresAllowed
    )
    let savedWords = tokenWords
    tokenWords = []
    defer { tokenWords = savedWords }
    tokens =
      segmentTokens.isEmpty
      ? [Token(kind: .end, range: .at(range.end), newlineBefore: false, spaceBefore: false)]
      : segmentTokens
    knownMatches = nil
    (index, inInterpolation, newlinesMatter, trailingClosuresAllowed) = (0, true, false, true)
    defer {
      (tokens, knownMatches, index, inInterpolation, newlinesMatter, trailingClosuresAllowed) =
        saved
    }
    if current.isEnd { try fail(.expectedExpression(.interpolation), at: .at(range.start)) }
    let expr = try parseExpression()
    if !current.isEnd { try failMissing(.expected([")"], .interpolation)) }
    return expr
  }

  /// The name of the check `#available(iOS 13.0, *)` and `@available(iOS 13, *)` become: a
  /// call the interpreter answers from the session's `:ios N`.
  static let availabilityCheck = "#available"

  /// Parses the `(iOS 13.0, *)` of `#available`, `#unavailable` or `@available` in an
  /// expression: a check of the iOS version it names (none named: true, as `*` says).
  func parseAvailabilityCheck(unavailable: Bool, start: Int) -> Expr {
    var version = "0"
    if current.isSymbol(.leftParen), let closer = matchingCloser(of: index) {
      for position in index..<closer
      where ["iOS", "ios", "iOSApplicationExtension"].contains(tokens[position].word ?? "") {
        let number = tokens[position + 1]
        switch number.kind {
        case .integer, .floating: version = source.slice(number.range)
        default: continue
        }
        break
      }
      index = closer + 1
    }
    let whole = range(from: start)
    let arguments = [
      Argument(label: nil, value: Expr(.stringLiteral(version), range: whole)),
      Argument(label: nil, value: Expr(.boolLiteral(unavailable), range: whole)),
    ]
    return Expr(
      .call(
        callee: Expr(.identifier(Self.availabilityCheck), range: whole), arguments: arguments,
        hasTrailingClosure: false),
      range: whole)
  }

  /// The value of a C character constant written `'x'` or `'\n'` (one character, or one of C's
  /// escapes); nil for anything else.
  static func characterConstant(_ bytes: ArraySlice<UInt8>) -> Int? {
    guard bytes.count >= 3, bytes.first == UInt8(ascii: "'"), bytes.last == UInt8(ascii: "'")
    else { return nil }
    let body = Array(bytes.dropFirst().dropLast())
    if body.count == 1, body[0] != UInt8(ascii: "\\"), body[0] < 0x80 { return Int(body[0]) }
    guard body.count >= 2, body[0] == UInt8(ascii: "\\") else { return nil }
    let rest = body.dropFirst()
    if rest.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "7")).contains($0) }), rest.count <= 3 {
      return rest.reduce(0) { $0 * 8 + Int($1 - UInt8(ascii: "0")) }
    }
    if rest.first == UInt8(ascii: "x"), rest.count >= 2, rest.count <= 3 {
      return Int(String(decoding: rest.dropFirst(), as: UTF8.self), radix: 16)
    }
    guard rest.count == 1 else { return nil }
    switch rest[rest.startIndex] {
    case UInt8(ascii: "a"): return 0x07
    case UInt8(ascii: "b"): return 0x08
    case UInt8(ascii: "f"): return 0x0C
    case UInt8(ascii: "v"): return 0x0B
    case UInt8(ascii: "?"): return Int(UInt8(ascii: "?"))
    case let byte: return Lexer.swiftEscape(byte).map(Int.init)
    }
  }
}

extension SyntaxParser {
  /// Parses C's `va_arg(list, type)`, whose second argument is a type (`int`, `NSString *`):
  /// a call of `va_arg` with the list and the type's value.
  func parseVaArg() throws(ParseFailure) -> Expr {
    let nameToken = current
    advance()
    let opener = index
    advance()
    let saved = enterBrackets()
    defer { restore(saved) }
    let list = try parseExpression()
    guard consume(.comma) else { try failMissing(.expected([","], .expressionList)) }
    let typeStart = current.range.start
    let (type, _) = try parseObjCType(.type)
    let typeExpr = Expr(.typeValue(type), range: range(from: typeStart))
    try expectClosing(.rightParen, .expressionList, openerAt: opener)
    let callee = Expr(.identifier("va_arg"), range: nameToken.range)
    return Expr(
      .call(
        callee: callee,
        arguments: [Argument(label: nil, value: list), Argument(label: nil, value: typeExpr)],
        hasTrailingClosure: false),
      range: range(from: nameToken.range.start))
  }
}

extension SyntaxParser {
  /// clang's `-Wvarargs` warning for `va_start(list, x)` whose `x` is not the function's last
  /// named parameter: `opener` is the index of the call's `(`.
  func warnIfNotLastNamed(_ last: String, inVaStartAt opener: Int) {
    guard let closer = matchingCloser(of: opener) else { return }
    var depth = 0
    var position = opener + 1
    while position < closer {
      let token = tokens[position]
      if token.isSymbol(.leftParen) || token.isSymbol(.leftBracket) { depth += 1 }
      if token.isSymbol(.rightParen) || token.isSymbol(.rightBracket) { depth -= 1 }
      if depth == 0, token.isSymbol(.comma) { break }
      position += 1
    }
    // One token after the comma: a name or a literal; anything longer is left to clang.
    guard position + 2 == closer else { return }
    let argument = tokens[position + 1]
    if argument.identifier == last { return }
    diagnostics.append(Diagnostic(.warning, .parse(.vaStartNotLastNamed), at: argument.range))
  }
}
