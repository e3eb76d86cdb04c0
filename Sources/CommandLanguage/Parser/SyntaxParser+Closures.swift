extension SyntaxParser {
  /// Parses a Swift closure `{ [captures] (params) -> T in statements }`.
  func parseClosure() throws(ParseFailure) -> Expr {
    let opener = current
    try enter()
    defer { depth -= 1 }
    advance()
    let saved = (newlinesMatter, trailingClosuresAllowed)
    (newlinesMatter, trailingClosuresAllowed) = (true, true)
    defer { (newlinesMatter, trailingClosuresAllowed) = saved }
    let signature = try speculate { parser throws(ParseFailure) in
      try parser.parseClosureSignature()
    }
    let savedDialect = bodyDialect
    bodyDialect = .swift
    defer { bodyDialect = savedDialect }
    // A closure that throws is a throwing closure (swiftc infers it from its body).
    errorHandlers.append(.closure)
    defer { errorHandlers.removeLast() }
    let body = try parseStatements(.body, closedByBrace: true)
    try expectClosing(.rightBrace, .closure, opener: opener)
    var closure = ClosureExpr(parameters: signature?.parameters, body: body, dialect: .swift)
    closure.captures = signature?.captures ?? []
    return Expr(.closure(closure), range: range(from: opener.range.start))
  }

  /// Parses a closure signature up to and including `in`; fails (silently, inside a
  /// speculation) when the closure has none. A capture list alone leaves the parameters nil.
  func parseClosureSignature() throws(ParseFailure) -> (
    parameters: [ClosureParameter]?, captures: [CaptureItem]
  ) {
    var captures: [CaptureItem] = []
    var hasCaptureList = false
    var hasAttributes = false
    while case .atWord = current.kind {  // `@MainActor in`, `@Sendable in`
      hasAttributes = true
      advance()
    }
    if current.isSymbol(.leftBracket) {
      captures = try parseCaptureList()
      hasCaptureList = true
    }
    while case .atWord = current.kind {
      hasAttributes = true
      advance()
    }
    if current.isKeyword(.inKeyword) {
      guard hasCaptureList || hasAttributes else { throw .diagnosed }
      advance()
      return (hasCaptureList ? nil : [], captures)
    }
    return (try parseClosureParameters(), captures)
  }

  /// Parses `[weak self, unowned child, total = a + b]`.
  private func parseCaptureList() throws(ParseFailure) -> [CaptureItem] {
    advance()
    var items: [CaptureItem] = []
    while !current.isSymbol(.rightBracket) {
      let start = current.range.start
      var ownership = Ownership.strong
      if current.isWord("weak") || current.isWord("unowned") {
        ownership = current.isWord("weak") ? .weak : .unowned
        advance()
        if current.isSymbol(.leftParen), let closer = matchingCloser(of: index) {
          index = closer + 1  // `unowned(unsafe)`
        }
      }
      let nameToken = current
      let name: String
      if nameToken.isKeyword(.selfKeyword) {
        name = "self"
      } else {
        guard let word = nameToken.identifier else { throw .diagnosed }
        name = word
      }
      advance()
      var value: Expr?
      if consume(.assign) { value = try parseExpression() }
      items.append(
        CaptureItem(name: name, ownership: ownership, value: value, range: range(from: start)))
      if !consume(.comma) { break }
    }
    guard consume(.rightBracket) else { throw .diagnosed }
    return items
  }

  /// Parses a closure's parameters and the `in` after them.
  private func parseClosureParameters() throws(ParseFailure) -> [ClosureParameter] {
    var parameters: [ClosureParameter] = []
    if current.isSymbol(.leftParen) {
      advance()
      while !current.isSymbol(.rightParen) {
        guard var name = current.identifier else { throw .diagnosed }
        var nameToken = current
        let start = current.range.start
        advance()
        if let second = current.identifier {
          name = second
          nameToken = current
          advance()
        }
        var type: TypeRef?
        if consume(.colon) { type = try parseSwiftType(.closureParameters) }
        parameters.append(
          ClosureParameter(
            name: name == "_" ? nil : name, type: type,
            range: SourceRange(start: start, end: max(nameToken.range.end, previousEnd))))
        if !consume(.comma) { break }
      }
      guard consume(.rightParen) else { throw .diagnosed }
    } else {
      while let name = current.identifier {
        parameters.append(
          ClosureParameter(
            name: name == "_" ? nil : name, type: nil, range: current.range))
        advance()
        if !consume(.comma) { break }
      }
      guard !parameters.isEmpty else { throw .diagnosed }
    }
    while current.isWord("throws") || current.isWord("async") { advance() }
    if consume(.arrow) { _ = try parseSwiftType(.returnType) }
    guard current.isKeyword(.inKeyword) else { throw .diagnosed }
    advance()
    return parameters
  }

  /// Parses an Objective-C block `^{ … }`, `^(BOOL finished){ … }` or `^void (void){ … }`.
  func parseBlockLiteral() throws(ParseFailure) -> Expr {
    let caret = current
    try enter()
    defer { depth -= 1 }
    let savedDialect = bodyDialect
    bodyDialect = .objc
    defer { bodyDialect = savedDialect }
    advance()
    var parameters: [ClosureParameter]?
    if current.identifier != nil { _ = try parseObjCType(.closureParameters) }
    if current.isSymbol(.leftParen) {
      parameters = try parseBlockParameters()
    }
    let brace = current
    guard brace.isSymbol(.leftBrace) else { try failMissing(.expected(["{"], .blockLiteral)) }
    advance()
    let saved = (newlinesMatter, trailingClosuresAllowed)
    (newlinesMatter, trailingClosuresAllowed) = (true, true)
    defer { (newlinesMatter, trailingClosuresAllowed) = saved }
    // In a method, clang names a block's code after the method (`__func__` there is
    // `__20-[Box viewDidLoad]_block_invoke`), numbering a block inside a block by its depth.
    let outer = (functionName, blockNaming, prettyNameDiffers, bodyLastNamedParameter)
    defer { (functionName, blockNaming, prettyNameDiffers, bodyLastNamedParameter) = outer }
    prettyNameDiffers = false
    bodyLastNamedParameter = nil
    if let naming = blockNaming {
      let depth = naming.depth + 1
      blockNaming = (naming.outer, depth)
      functionName = "__\(naming.outer)_block_invoke" + (depth > 1 ? "_\(depth)" : "")
    }
    let body = try parseStatements(.body, closedByBrace: true)
    try expectClosing(.rightBrace, .blockLiteral, opener: brace)
    let closure = ClosureExpr(parameters: parameters, body: body, dialect: .objc)
    return Expr(.closure(closure), range: range(from: caret.range.start))
  }

  /// Parses a block's `(Type name, …)`; `(void)` and `()` declare no parameters.
  func parseBlockParameters() throws(ParseFailure) -> [ClosureParameter] {
    let opener = current
    advance()
    let saved = newlinesMatter
    newlinesMatter = false
    defer { newlinesMatter = saved }
    var parameters: [ClosureParameter] = []
    if current.isWord("void") && nextToken.isSymbol(.rightParen) { advance() }
    while !current.isSymbol(.rightParen) {
      let start = current.range.start
      let (type, blockName) = try parseObjCType(.closureParameters)
      var name = blockName?.identifier
      if name == nil, let identifier = current.identifier {
        name = identifier
        advance()
      }
      guard let name else { try failMissing(.expectedName(.closureParameters)) }
      parameters.append(ClosureParameter(name: name, type: type, range: range(from: start)))
      if !consume(.comma) { break }
    }
    try expectClosing(.rightParen, .closureParameters, opener: opener)
    return parameters
  }
}
