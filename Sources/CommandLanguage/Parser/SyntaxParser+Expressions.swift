/// How a binary-level token combines its operands.
enum InfixOperator {
  case binary(BinaryOperator)
  /// `is`, `as`, `as?`, `as!`, followed by a type.
  case cast
}

extension SyntaxParser {
  // The functions on the recursive paths (expression → binary → unary → primary → brackets)
  // keep few locals and hand cold work to helpers: debug builds give every local its own stack
  // slot, and the nesting limit must be reachable without exhausting the stack.

  /// Parses a full expression (a ternary at the lowest level).
  func parseExpression() throws(ParseFailure) -> Expr {
    try enter()
    defer { depth -= 1 }
    let condition = try parseBinary(minimumPrecedence: 0)
    return isTernaryQuestion ? try parseTernary(after: condition) : condition
  }

  /// Parses `? then : otherwise` after a condition, or C's `?: otherwise` (the condition's
  /// own value when it is true).
  func parseTernary(after condition: Expr) throws(ParseFailure) -> Expr {
    advance()
    if current.isSymbol(.colon) {
      advance()
      let otherwise = try parseExpression()
      return Expr(
        .binary(.elvis, condition, otherwise),
        range: condition.range.union(otherwise.range))
    }
    let then = try parseExpression()
    guard current.isSymbol(.colon) else { try failMissing(.expected([":"], .ternary)) }
    advance()
    let otherwise = try parseExpression()
    return Expr(
      .ternary(condition: condition, then: then, otherwise: otherwise),
      range: condition.range.union(otherwise.range))
  }

  /// Whether the current `?` starts the middle of a ternary expression.
  var isTernaryQuestion: Bool {
    guard current.isSymbol(.question) else { return false }
    if current.newlineBefore && newlinesMatter { return nextToken.spaceBefore }
    return true
  }

  /// The operator, precedence and associativity of the infix token at the cursor (higher binds
  /// tighter): `??` 1, `||` 2, `&&` 3, comparisons 4, casts 5, ranges 6, `|` 7, `^` 8, `&` 9,
  /// `<< >>` 10, `+ -` 11, `* / %` 12. Read in place: most expressions end without an operator,
  /// and handing the token to a function copied its payload (a name's string) only to drop it.
  var infixAtCursor: (op: InfixOperator, precedence: Int, rightAssociative: Bool)? {
    switch tokens[index].kind {
    case .keyword(.isKeyword), .keyword(.asKeyword): return (.cast, 5, false)
    case .symbol(let symbol): return Self.infix(symbol)
    default: return nil
    }
  }

  /// The operator, precedence and associativity of an infix symbol (see `infixAtCursor`).
  static func infix(
    _ symbol: Symbol
  ) -> (op: InfixOperator, precedence: Int, rightAssociative: Bool)? {
    switch symbol {
    case .nilCoalescing: return (.binary(.nilCoalescing), 1, true)
    case .or: return (.binary(.or), 2, false)
    case .and: return (.binary(.and), 3, false)
    case .equal: return (.binary(.equal), 4, false)
    case .notEqual: return (.binary(.notEqual), 4, false)
    case .identical: return (.binary(.identical), 4, false)
    case .notIdentical: return (.binary(.notIdentical), 4, false)
    case .less: return (.binary(.less), 4, false)
    case .lessOrEqual: return (.binary(.lessOrEqual), 4, false)
    case .greater: return (.binary(.greater), 4, false)
    case .greaterOrEqual: return (.binary(.greaterOrEqual), 4, false)
    case .halfOpenRange: return (.binary(.halfOpenRange), 6, false)
    case .closedRange: return (.binary(.closedRange), 6, false)
    case .bitOr: return (.binary(.bitOr), 7, false)
    case .caret: return (.binary(.bitXor), 8, false)
    case .bitAnd: return (.binary(.bitAnd), 9, false)
    case .shiftLeft: return (.binary(.shiftLeft), 10, false)
    case .shiftRight: return (.binary(.shiftRight), 10, false)
    case .plus: return (.binary(.add), 11, false)
    case .minus: return (.binary(.subtract), 11, false)
    case .star: return (.binary(.multiply), 12, false)
    case .slash: return (.binary(.divide), 12, false)
    case .percent: return (.binary(.remainder), 12, false)
    default: return nil
    }
  }

  /// Whether an infix token at the start of a line continues the previous line's expression.
  /// `-x`/`+x` written without a space start a new statement, as do Objective-C method
  /// signatures (`- (void) f`).
  func continuesOnNewLine(_ token: Token) -> Bool {
    guard token.isSymbol(.minus) || token.isSymbol(.plus) else { return true }
    return nextToken.spaceBefore && !looksLikeMethodSignature(at: index)
  }

  /// Parses binary operators and casts by precedence climbing; left-associative chains loop
  /// instead of recursing, but still count towards the nesting limit because the tree deepens.
  func parseBinary(minimumPrecedence: Int) throws(ParseFailure) -> Expr {
    var left = try parseUnary()
    var folds = 0
    while let combined = try parseInfix(
      after: left, minimumPrecedence: minimumPrecedence, folds: folds)
    {
      left = combined
      folds += 1
    }
    return left
  }

  /// Parses one infix operator and its right operand, or returns nil when the current token
  /// does not continue the expression at this precedence; `folds` operators already combined
  /// count towards the nesting limit.
  func parseInfix(
    after left: Expr, minimumPrecedence: Int, folds: Int
  ) throws(ParseFailure) -> Expr? {
    guard let (op, precedence, rightAssociative) = infixAtCursor,
      precedence >= minimumPrecedence
    else { return nil }
    if current.newlineBefore && newlinesMatter && !continuesOnNewLine(current) { return nil }
    if depth + folds + 1 > limits.maxNesting { try tooDeep() }
    let token = current
    advance()
    guard case .binary(let binary) = op else { return try parseCast(left, keyword: token) }
    // `0...`: a range from a bound, when nothing that could be its upper bound follows.
    if binary == .closedRange,
      current.isEnd || current.isSymbol(.rightParen) || current.isSymbol(.rightBracket)
        || current.isSymbol(.comma) || current.isSymbol(.semicolon) || current.isSymbol(.colon)
        || (current.newlineBefore && newlinesMatter)
        // `for i in 5... {`: joined to its operand and spaced from the brace, `...` is postfix.
        || (current.isSymbol(.leftBrace) && !token.spaceBefore && current.spaceBefore)
    {
      return Expr(
        .binary(binary, left, Expr.openBound(at: token.range.end)),
        range: left.range.union(token.range))
    }
    let right: Expr
    if rightAssociative {
      try enter()
      defer { depth -= 1 }
      right = try parseOperand(after: token, minimumPrecedence: precedence)
    } else {
      right = try parseOperand(after: token, minimumPrecedence: precedence + 1)
    }
    return Expr(.binary(binary, left, right), range: left.range.union(right.range))
  }

  /// Parses the right operand of a binary operator, naming the operator when it is missing.
  func parseOperand(
    after op: Token, minimumPrecedence: Int
  ) throws(ParseFailure) -> Expr {
    if current.isEnd || current.isSymbol(.semicolon) || current.symbol?.isCloser == true {
      try failMissing(.expectedExpressionAfterOperator(op.symbol?.rawValue ?? ""))
    }
    return try parseBinary(minimumPrecedence: minimumPrecedence)
  }

  /// Parses the type after `is`, `as`, `as?` or `as!`.
  func parseCast(_ value: Expr, keyword: Token) throws(ParseFailure) -> Expr {
    if keyword.isKeyword(.isKeyword) {
      let type = try parseSwiftType(.type)
      return Expr(.typeCheck(value, type), range: value.range.union(type.range))
    }
    var conditional = false
    if (current.isSymbol(.question) || current.isSymbol(.bang)) && !current.spaceBefore {
      conditional = current.isSymbol(.question)
      advance()
    }
    let type = try parseSwiftType(.type)
    return Expr(
      .cast(value, to: type, conditional: conditional), range: value.range.union(type.range))
  }

  /// Parses prefix operators, then a postfix expression.
  func parseUnary() throws(ParseFailure) -> Expr {
    if current.isKeyword(.tryKeyword) { return try parseTry() }
    // Swift has no `++`: in an Objective-C body or a C declaration's value it is C's.
    if current.isSymbol(.increment) || current.isSymbol(.decrement) {
      guard incrementIsC else { try failRemovedIncrement() }
      return try parsePrefixIncrementExpression()
    }
    if current.isSymbol(.halfOpenRange) || current.isSymbol(.closedRange) {
      return try parseUpToRange()
    }
    guard let op = try prefixOperator() else { return try parsePostfix(try parsePrimary()) }
    return try parsePrefixed(op)
  }

  /// Swift's one-sided range up to a bound, `..<2` or `...1`: a range whose lower side is
  /// `Expr.openBound`.
  func parseUpToRange() throws(ParseFailure) -> Expr {
    let token = current
    advance()
    try enter()
    defer { depth -= 1 }
    let bound = try parseOperand(after: token, minimumPrecedence: 7)
    let op: BinaryOperator = token.isSymbol(.closedRange) ? .closedRange : .halfOpenRange
    return Expr(
      .binary(op, Expr.openBound(at: token.range.start), bound),
      range: token.range.union(bound.range))
  }

  /// Swift's `try`, `try?` and `try!`, which cover the expression to their right.
  func parseTry() throws(ParseFailure) -> Expr {
    let keyword = current
    advance()
    var kind = TryKind.plain
    if (current.isSymbol(.question) || current.isSymbol(.bang)) && !current.spaceBefore {
      kind = current.isSymbol(.question) ? .optional : .forced
      advance()
    }
    try enter()
    defer { depth -= 1 }
    let operand = try parseExpression()
    return Expr(.tryExpr(operand, kind), range: keyword.range.union(operand.range))
  }

  /// C's `++x` and `--x` inside an expression (`return ++count;`): the variable changes, and
  /// the expression is its new value.
  func parsePrefixIncrementExpression() throws(ParseFailure) -> Expr {
    let token = current
    advance()
    let target = try parsePostfix(try parsePrimary())
    try checkAssignable(target)
    let whole = token.range.union(target.range)
    let one = Expr(.intLiteral(1), range: token.range)
    let changed = Expr(
      .binary(token.isSymbol(.increment) ? .add : .subtract, target, one), range: whole)
    return Expr(.assignment(target: target, value: changed), range: whole)
  }

  /// Whether `++` and `--` at the cursor are C's: in an Objective-C body, a C declaration's
  /// value, or an Objective-C line at the top level (one with a `;`, as a C `for` header has).
  /// Swift removed them.
  var incrementIsC: Bool {
    if let bodyDialect { return bodyDialect == .objc }
    let offset = current.range.start
    return inCDeclaration || inCForHeader || isObjectiveCLine(at: offset)
      || line(at: offset).contains(";")
  }

  /// swiftc's error for `++` or `--` in Swift, at the operator.
  func failRemovedIncrement() throws(ParseFailure) -> Never {
    try fail(.incrementRemoved(current.symbol?.rawValue ?? "++"), at: current.range)
  }

  /// C's `x++` or `x--` after an operand; in Swift, swiftc's error.
  func parsePostfixIncrementExpression(_ target: Expr) throws(ParseFailure) -> Expr {
    guard incrementIsC else { try failRemovedIncrement() }
    try checkAssignable(target)
    let op: UnaryOperator = current.isSymbol(.increment) ? .postIncrement : .postDecrement
    let whole = target.range.union(current.range)
    advance()
    return Expr(.unary(op, target), range: whole)
  }

  /// The prefix operator at the cursor; `++`, `--` and `&` are rejected here.
  func prefixOperator() throws(ParseFailure) -> UnaryOperator? {
    switch current.symbol {
    case .bang: return .not
    case .minus: return .negate
    case .plus: return .plus
    case .tilde: return .bitNot
    case .increment, .decrement:
      try failRemovedIncrement()
    case .bitAnd:
      // C takes any variable's address; Swift only passes `&x` to an `inout` parameter.
      let previous = index > 0 ? tokens[index - 1] : current
      let argument =
        previous.isSymbol(.leftParen) || previous.isSymbol(.comma) || previous.isSymbol(.colon)
      guard bodyDialect == .objc || argument else {
        try fail(.addressNotArgument, at: current.range)
      }
      return .addressOf
    case .star where bodyDialect != .swift: return .dereference
    default:
      return nil
    }
  }

  /// Parses the operand of the prefix operator at the cursor.
  func parsePrefixed(_ op: UnaryOperator) throws(ParseFailure) -> Expr {
    try enter()
    defer { depth -= 1 }
    let start = current.range.start
    advance()
    let operand = try parseUnary()
    return Expr(.unary(op, operand), range: SourceRange(start: start, end: operand.range.end))
  }

  /// Parses member accesses, calls, subscripts, force unwraps and trailing closures after
  /// `base`. On a new line (where line breaks matter) only `.member` continues.
  ///
  /// A member or a call, the common links, takes the chain so far by move into its node: handed
  /// over as a copy, the chain was retained there and released here, once a link.
  func parsePostfix(_ base: consuming Expr) throws(ParseFailure) -> Expr {
    var expr = base
    var folds = 0
    let chainsBefore = optionalLinks
    while continuesPostfix {
      if current.isSymbol(.dot) {
        advance()
        expr = try parseMember(of: consume expr, optional: false)
      } else if current.isSymbol(.leftParen) {
        expr = try parseCall(consume expr)
      } else {
        guard let next = try parsePostfixStep(expr) else { break }
        expr = next
      }
      folds += 1
      if depth + folds > limits.maxNesting { try tooDeep() }
    }
    guard optionalLinks != chainsBefore else { return expr }
    optionalLinks = chainsBefore
    return Expr(.optionalChain(expr), range: expr.range)
  }

  /// Whether the current token may continue a postfix chain across a line break.
  var continuesPostfix: Bool {
    !(current.newlineBefore && newlinesMatter) || (current.isSymbol(.dot) && nextToken.word != nil)
  }

  /// Applies one postfix operation to `expr`, or returns nil when the current token is not one.
  func parsePostfixStep(_ expr: Expr) throws(ParseFailure) -> Expr? {
    switch current.symbol {
    case .dot:
      advance()
      return try parseMember(of: expr, optional: false)
    case .question: return try parseOptionalChain(expr)
    case .bang: return parseForceUnwrap(expr)
    case .arrow
    where bodyDialect != .swift && nextToken.identifier != nil && !peek(2).isKeyword(.inKeyword):
      // C's `pointer->member` (and Objective-C's `self->_ivar`): a member of what it points to.
      let arrow = current
      advance()
      let pointee = Expr(.unary(.dereference, expr), range: expr.range.union(arrow.range))
      return try parseMember(of: pointee, optional: false)
    case .leftParen: return try parseCall(expr)
    case .leftBracket: return try parseSubscript(expr)
    case .increment,
      .decrement where !current.newlineBefore:
      return try parsePostfixIncrementExpression(expr)
    case .leftBrace
    where trailingClosuresAllowed && !current.newlineBefore && !isObserverBlock(at: index):
      return try attachTrailingClosure(to: expr)
    default: return nil
    }
  }

  /// Parses `?.member`, `?(…)` or `?[…]` directly after an expression: a link of an optional
  /// chain; other uses of `?` end the chain.
  func parseOptionalChain(_ expr: Expr) throws(ParseFailure) -> Expr? {
    let token = current
    let next = nextToken
    guard !token.spaceBefore, !next.spaceBefore else { return nil }
    if next.isSymbol(.dot) {
      advance()
      advance()
      optionalLinks += 1
      return try parseMember(of: expr, optional: true)
    }
    guard next.isSymbol(.leftParen) || next.isSymbol(.leftBracket) else { return nil }
    advance()
    optionalLinks += 1
    let base = Expr(.optionalBase(expr), range: expr.range.union(token.range))
    return next.isSymbol(.leftParen) ? try parseCall(base) : try parseSubscript(base)
  }

  /// Parses `!` written directly after an expression as a force unwrap.
  func parseForceUnwrap(_ expr: Expr) -> Expr? {
    guard !current.spaceBefore else { return nil }
    let end = current.range.end
    advance()
    return Expr(.forceUnwrap(expr), range: SourceRange(start: expr.range.start, end: end))
  }

  /// Parses a call's arguments and an optional trailing closure.
  func parseCall(_ callee: consuming Expr) throws(ParseFailure) -> Expr {
    let start = callee.range.start
    if let labels = compoundNameLabels(after: callee) {
      return methodReference(callee, labels: labels, range: range(from: start))
    }
    let arguments = try parseArguments()
    let call = Expr(
      .call(callee: callee, arguments: arguments, hasTrailingClosure: false),
      range: range(from: start))
    guard trailingClosuresAllowed && current.isSymbol(.leftBrace) && !current.newlineBefore,
      !isObserverBlock(at: index)
    else {
      return call
    }
    return try attachTrailingClosure(to: call)
  }

  /// The argument labels of a Swift compound name at `(` (`handle(_:)`, `move(from:to:)`),
  /// consumed with its parentheses; nil, consuming nothing, when the parentheses hold
  /// arguments instead (`f(a: b)`), and after a type's name, which names an initialiser only
  /// as `T.init(label:)`.
  private func compoundNameLabels(after callee: Expr) -> [String?]? {
    if case .identifier(let name) = callee.kind, name.first?.isUppercase == true { return nil }
    var offset = 1
    var labels: [String?] = []
    while true {
      let token = peek(offset)
      if token.isSymbol(.rightParen) { break }
      guard let word = token.word, peek(offset + 1).isSymbol(.colon) else { return nil }
      labels.append(word == "_" ? nil : word)
      offset += 2
    }
    guard !labels.isEmpty, !isObjectiveCLine(at: current.range.start) else { return nil }
    for _ in 0...offset { advance() }
    return labels
  }

  /// A method named by its compound name as a value (`let f = d.handle(_:)`): Swift's function
  /// value of the method, here a closure that calls it with its arguments (`$0`, `$1`…) on the
  /// receiver evaluated where the method is named, as Swift evaluates it.
  private func methodReference(_ callee: Expr, labels: [String?], range: SourceRange) -> Expr {
    var target = callee
    var captures: [CaptureItem] = []
    if case .member(let base, let name, let nameRange, let optional) = callee.kind {
      let receiver = "$receiver"
      captures = [CaptureItem(name: receiver, ownership: .strong, value: base, range: base.range)]
      target = Expr(
        .member(
          Expr(.identifier(receiver), range: base.range), name: name, nameRange: nameRange,
          optional: optional),
        range: callee.range)
    }
    let call = Expr(
      .call(
        callee: target,
        arguments: labels.enumerated().map { index, label in
          Argument(label: label, value: Expr(.identifier("$\(index)"), range: range))
        },
        hasTrailingClosure: false),
      range: range)
    var closure = ClosureExpr(
      parameters: nil, body: [Stmt(.returnStatement(call), range: range)], dialect: .swift)
    closure.captures = captures
    return Expr(.closure(closure), range: range)
  }

  /// Parses `[index]` after an expression; several or labelled arguments
  /// (`counts[key, default: 0]`) make a tuple index.
  func parseSubscript(_ base: Expr) throws(ParseFailure) -> Expr {
    let opener = index
    advance()
    let saved = enterBrackets()
    defer { restore(saved) }
    var arguments: [Argument] = []
    repeat { arguments.append(try parseArgument()) } while consume(.comma)
    try expectClosing(.rightBracket, .subscriptIndex, openerAt: opener)
    var subscriptIndex = arguments[0].value
    if arguments.count > 1 || arguments[0].label != nil {
      subscriptIndex = Expr(
        .tuple(arguments),
        range: arguments[0].value.range.union(arguments[arguments.count - 1].value.range))
    }
    return Expr(.subscriptAccess(base, index: subscriptIndex), range: range(from: base.range.start))
  }

  /// Parses the member name after `.` or `?.`.
  func parseMember(of base: consuming Expr, optional: Bool) throws(ParseFailure) -> Expr {
    var member = current.word
    if case .integer(let position) = current.kind { member = String(position) }
    guard let word = member else { try failMissing(.expectedMemberName) }
    let nameRange = current.range
    advance()
    let range = base.range.union(nameRange)
    let initialiserOfType = word == "init" && isTypeName(base)
    let access = Expr(
      .member(base, name: word, nameRange: nameRange, optional: optional), range: range)
    if initialiserOfType, !current.isSymbol(.leftParen), bodyDialect != .objc {
      // `T.init` as a function value (`[1, 2].map(String.init)`): Swift's function of the
      // initialiser with one unlabelled argument, as the one-argument calls that take it need.
      return methodReference(access, labels: [nil], range: range)
    }
    return access
  }

  /// Whether an expression names a type: `String`, `UIKit.UIView`, `Outer.Inner`.
  private func isTypeName(_ expr: Expr) -> Bool {
    switch expr.kind {
    case .identifier(let name): return name.first?.isUppercase == true
    case .member(let base, let name, _, false):
      return name.first?.isUppercase == true && isTypeName(base)
    default: return false
    }
  }

  /// Parses a trailing closure and adds it as the last, unlabelled argument of a call, followed
  /// by any labelled trailing closures on the same line (`} completion: { _ in … }`).
  func attachTrailingClosure(to callee: Expr) throws(ParseFailure) -> Expr {
    var trailing = [Argument(label: nil, value: try parseClosure())]
    while let label = current.word, !current.newlineBefore, nextToken.isSymbol(.colon),
      peek(2).isSymbol(.leftBrace)
    {
      let labelRange = current.range
      advance()
      advance()
      trailing.append(Argument(label: label, labelRange: labelRange, value: try parseClosure()))
    }
    let range = range(from: callee.range.start)
    if case .call(let inner, let arguments, false) = callee.kind {
      return Expr(
        .call(callee: inner, arguments: arguments + trailing, hasTrailingClosure: true),
        range: range)
    }
    return Expr(.call(callee: callee, arguments: trailing, hasTrailingClosure: true), range: range)
  }

  /// Enters `(…)` or `[…]`, where line breaks do not matter and trailing closures are allowed
  /// again; returns the state to restore.
  func enterBrackets() -> (Bool, Bool) {
    let saved = (newlinesMatter, trailingClosuresAllowed)
    (newlinesMatter, trailingClosuresAllowed) = (false, true)
    return saved
  }

  /// Restores the state saved by `enterBrackets` or a body.
  func restore(_ saved: (Bool, Bool)) {
    (newlinesMatter, trailingClosuresAllowed) = saved
  }
}
