extension SyntaxParser {
  /// Parses a pattern of a `case`, a `for` loop or a destructuring `let`; `binds` is true after
  /// `let`/`var`, where a plain name binds the value instead of naming one to compare with.
  func parsePattern(binds: Bool) throws(ParseFailure) -> Pattern {
    try enter()
    defer { depth -= 1 }
    var pattern = try parsePatternHead(binds: binds)
    while true {
      if current.isKeyword(.asKeyword) {
        advance()
        pattern = .cast(pattern, try parseSwiftType(.type))
      } else if current.isSymbol(.question), !current.spaceBefore {
        advance()
        pattern = .optional(pattern)
      } else {
        return pattern
      }
    }
  }

  /// The pattern before any `as T` or `?`.
  private func parsePatternHead(binds: Bool) throws(ParseFailure) -> Pattern {
    let token = current
    if token.isKeyword(.letKeyword) || token.isKeyword(.varKeyword) {
      advance()
      return try parsePatternHead(binds: true)
    }
    if token.isKeyword(.isKeyword) {
      advance()
      return .isType(try parseSwiftType(.type))
    }
    if token.isWord("_") {
      advance()
      return .wildcard
    }
    if token.isSymbol(.leftParen) { return try parseTuplePattern(binds: binds) }
    if token.isSymbol(.dot), let name = nextToken.word {
      advance()
      advance()
      return try parseEnumCasePattern(type: nil, name: name, start: token.range.start, binds)
    }
    if let name = token.identifier, name.first?.isUppercase == true, nextToken.isSymbol(.dot),
      let member = peek(2).word, !peek(3).isSymbol(.dot)
    {
      advance()
      advance()
      advance()
      return try parseEnumCasePattern(type: name, name: member, start: token.range.start, binds)
    }
    if binds, let name = token.identifier, !nextToken.isSymbol(.dot),
      !nextToken.isSymbol(.leftParen)
    {
      advance()
      return .binding(name, token.range)
    }
    // A value compared with `~=`: literals, ranges, constants; casts and `,` end it.
    return .value(try parseBinary(minimumPrecedence: 6))
  }

  /// Parses `(p, label: q)`; `(p)` is `p` itself.
  private func parseTuplePattern(binds: Bool) throws(ParseFailure) -> Pattern {
    let opener = current
    let elements = try parsePatternElements(binds: binds)
    if elements.count == 1, elements[0].label == nil { return elements[0].pattern }
    if elements.isEmpty { try fail(.expectedExpression(.expression), at: opener.range) }
    return .tuple(elements)
  }

  /// Parses `(…)` of patterns, each with an optional label.
  private func parsePatternElements(binds: Bool) throws(ParseFailure) -> [PatternElement] {
    let opener = current
    advance()
    let saved = enterBrackets()
    defer { restore(saved) }
    var elements: [PatternElement] = []
    while !current.isSymbol(.rightParen) {
      var label: String?
      if let word = current.identifier, nextToken.isSymbol(.colon) {
        label = word
        advance()
        advance()
      }
      elements.append(PatternElement(label: label, pattern: try parsePattern(binds: binds)))
      if !consume(.comma) { break }
    }
    try expectClosing(.rightParen, .expression, opener: opener)
    return elements
  }

  /// Parses the payload of `.name(…)` or `Type.name(…)`, if written.
  private func parseEnumCasePattern(
    type: String?, name: String, start: Int, _ binds: Bool
  ) throws(ParseFailure) -> Pattern {
    var payload: [PatternElement]?
    if current.isSymbol(.leftParen), !current.spaceBefore {
      payload = try parsePatternElements(binds: binds)
    }
    return .enumCase(type: type, name: name, payload: payload, range: range(from: start))
  }

  /// Parses `case pattern = value` in a condition.
  func parseCaseCondition() throws(ParseFailure) -> Condition {
    advance()
    let pattern = try parsePattern(binds: false)
    try expect(.assign, .ifCondition)
    return .casePattern(pattern, try parseExpression())
  }
}
