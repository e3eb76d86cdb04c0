extension SyntaxParser {
  /// Parses `func name(_ x: T, to y: T) -> R { … }`; a protocol requirement has no body.
  func parseSwiftFunction(
    _ modifiers: Modifiers, start: Int, requirement: Bool
  ) throws(ParseFailure) -> Stmt {
    advance()
    let nameToken = current
    // `static func == (lhs: T, rhs: T) -> Bool`: an operator's function.
    var operatorName: String?
    if let symbol = nameToken.symbol, Self.overloadableOperators.contains(symbol.rawValue) {
      operatorName = symbol.rawValue
    }
    guard let name = nameToken.word ?? operatorName else {
      try failMissing(.expectedName(.functionDeclaration))
    }
    advance()
    let outerGenerics = genericParameters
    defer { genericParameters = outerGenerics }
    try parseGenericParameters()
    guard current.isSymbol(.leftParen) else { try failMissing(.expected(["("], .parameterList)) }
    let parameters = try parseSwiftParameters()
    let isThrowing = skipEffects()
    var returnType: TypeRef?
    if consume(.arrow) {
      let type = try parseSwiftType(.returnType)
      returnType = Self.isVoid(type) ? nil : type
    }
    // Types read before a `where` clause stay erased as their parameters were: the values
    // that reach them are the same.
    _ = try parseWhereClause()
    var body: [Stmt]?
    if current.isSymbol(.leftBrace) {
      if requirement { try fail(.requirementWithBody, at: current.range) }
      let outerName = functionName
      defer { functionName = outerName }
      functionName = Self.swiftFullName(name, parameters)
      errorHandlers.append(.function(throws: isThrowing != nil))
      defer { errorHandlers.removeLast() }
      let statements = try parseSwiftBody(returnsValue: returnType != nil)
      body = returnType == nil ? statements : Self.implicitReturn(statements)
    } else if !requirement {
      try failMissing(.expected(["{"], .functionBody))
    }
    var decl = FunctionDecl(
      baseName: name, selector: nil, parameters: parameters, returnType: returnType, body: body,
      isOverride: modifiers.isOverride, isProperty: false, isClassMethod: modifiers.isClassMethod,
      dialect: .swift, nameRange: nameToken.range)
    decl.isMutating = modifiers.isMutating
    decl.isThrowing = isThrowing != nil
    decl.isRethrowing = isThrowing == "rethrows"
    decl.isOptionalRequirement = modifiers.isOptional
    decl.isDiscardableResult = modifiers.isDiscardableResult
    decl.access = modifiers.access
    decl.isObjC = modifiers.isObjC
    decl.genericNames = genericParameters.keys.filter { outerGenerics[$0] == nil }.sorted()
    return Stmt(.function(decl), range: range(from: start))
  }

  /// Parses `init(…) { … }`, `init?(…)`, `convenience init`, `required init?(coder:)`; a
  /// protocol requirement has no body.
  func parseSwiftInitializer(
    _ modifiers: Modifiers, start: Int, requirement: Bool
  ) throws(ParseFailure) -> Stmt {
    let nameToken = current
    advance()
    var isFailable = false
    if (current.isSymbol(.question) || current.isSymbol(.bang)) && !current.spaceBefore {
      isFailable = current.isSymbol(.question)
      advance()
    }
    let outerGenerics = genericParameters
    defer { genericParameters = outerGenerics }
    try parseGenericParameters()
    guard current.isSymbol(.leftParen) else { try failMissing(.expected(["("], .parameterList)) }
    let parameters = try parseSwiftParameters()
    let isThrowing = skipEffects()
    var body: [Stmt]?
    if current.isSymbol(.leftBrace) {
      if requirement { try fail(.requirementWithBody, at: current.range) }
      let outerName = functionName
      defer { functionName = outerName }
      functionName = Self.swiftFullName("init", parameters)
      errorHandlers.append(.function(throws: isThrowing != nil))
      defer { errorHandlers.removeLast() }
      body = try parseSwiftBody()
    } else if !requirement {
      try failMissing(.expected(["{"], .functionBody))
    }
    var decl = FunctionDecl(
      baseName: "init", selector: nil, parameters: parameters, returnType: nil, body: body,
      isOverride: modifiers.isOverride, isProperty: false, dialect: .swift,
      nameRange: nameToken.range)
    decl.isInitializer = true
    decl.isFailable = isFailable
    decl.isThrowing = isThrowing != nil
    decl.isRethrowing = isThrowing == "rethrows"
    decl.isConvenience = modifiers.isConvenience
    return Stmt(.function(decl), range: range(from: start))
  }

  /// A function's name as swiftc writes it for `#function`: `viewDidLoad()`, `move(to:_:)`.
  static func swiftFullName(_ base: String, _ parameters: [Parameter]) -> String {
    base + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
  }

  /// Skips `throws`, `rethrows` and `async` after a parameter list; returns the word that
  /// says the function throws, if any.
  @discardableResult
  func skipEffects() -> String? {
    var throwing: String?
    while current.isWord("throws") || current.isWord("rethrows") || current.isWord("async") {
      if !current.isWord("async") { throwing = current.word }
      advance()
    }
    return throwing
  }

  /// Parses `(label name: Type = default, …)`; `_` drops the label, a single name is both.
  func parseSwiftParameters() throws(ParseFailure) -> [Parameter] {
    let opener = current
    advance()
    let saved = newlinesMatter
    newlinesMatter = false
    defer { newlinesMatter = saved }
    var parameters: [Parameter] = []
    while !current.isSymbol(.rightParen) {
      let first = current
      guard var label = first.word else { try failMissing(.expectedName(.parameterList)) }
      advance()
      var name = label
      if let second = current.word {
        name = second
        advance()
      }
      try expect(.colon, .parameterList)
      var type = try parseSwiftType(.typeAnnotation)
      // `T...`: the body sees the arguments as one `[T]`.
      let isVariadic = consume(.closedRange)
      if isVariadic {
        type = TypeRef(name: "Array", isArray: true, element: type.name, range: type.range)
      }
      let defaultValue = consume(.assign) ? try parseDefaultValue() : nil
      if label == "_" { label = "" }
      var parameter = Parameter(
        label: label.isEmpty ? nil : label, name: name, type: type, defaultValue: defaultValue,
        range: range(from: first.range.start))
      parameter.isVariadic = isVariadic
      parameters.append(parameter)
      if !consume(.comma) { break }
    }
    try expectClosing(.rightParen, .parameterList, opener: opener)
    return parameters
  }

  /// Parses the `: A, B` list of a class or protocol declaration.
  func parseInheritance(ofProtocol: Bool = false) throws(ParseFailure) -> [String] {
    guard consume(.colon) else { return [] }
    var names: [String] = []
    repeat {
      if ofProtocol, current.isKeyword(.classKeyword) {
        // Swift 4's spelling of `AnyObject`, which swiftc still accepts with a warning.
        diagnostics.append(
          Diagnostic(.warning, .parse(.classConstrainedProtocol), at: current.range))
        advance()
        names.append("AnyObject")
        continue
      }
      names.append(try parseSwiftType(.classDeclaration).name)
    } while consume(.comma)
    return names
  }

  /// The operators a Swift function may be declared for (`func == (lhs:rhs:)`).
  static let overloadableOperators: Set<String> = [
    "==", "!=", "<", "<=", ">", ">=", "+", "-", "*", "/",
  ]

  /// Parses `class X: Super, P { members }`, `struct X: P { members }` or
  /// `extension X: P { members }`.
  func parseSwiftClass(start: Int, modifiers: Modifiers = Modifiers()) throws(ParseFailure) -> Stmt
  {
    let kind: ClassDecl.Kind =
      current.isKeyword(.extensionKeyword)
      ? .extensionType : current.isKeyword(.structKeyword) ? .structType : .classType
    let isExtension = kind != .classType
    advance()
    let nameToken = current
    guard var name = nameToken.identifier else {
      try failMissing(.expectedName(.classDeclaration))
    }
    advance()
    // `extension Outer.Inner { … }`: a nested type, by its qualified name.
    while kind == .extensionType, current.isSymbol(.dot), !current.spaceBefore,
      let member = nextToken.identifier
    {
      name += "." + member
      advance()
      advance()
    }
    let outerGenerics = genericParameters
    defer { genericParameters = outerGenerics }
    try parseGenericParameters()
    let inherited = try parseInheritance()
    if current.isKeyword(.whereKeyword), kind != .extensionType || !nextToken.isWord("Self") {
      _ = try parseWhereClause()
    } else if current.isKeyword(.whereKeyword) {
      // `extension P where Self: UIViewController`: the methods reach adopters as they are
      // called; a constraint on anything but `Self` is not simulated.
      guard kind == .extensionType, nextToken.isWord("Self"),
        peek(2).isSymbol(.colon) || peek(2).isSymbol(.equal), peek(3).identifier != nil,
        peek(4).isSymbol(.leftBrace)
      else { try fail(.unsupported(.whereClauses), at: current.range) }
      index += 4
    }
    // A stored property's initial value is code of the type itself: swiftc's `#function`
    // there is the type's name (an extension's, the extended type's).
    let outerName = functionName
    functionName = String(name.split(separator: ".").last ?? Substring(name))
    defer { functionName = outerName }
    var members = try parseMemberBlock(.swiftClass, .classDeclaration, .classBody)
    // `@objcMembers class` and `@objc extension` expose every method and property they declare.
    if kind == .classType ? modifiers.isObjCMembers : modifiers.isObjC {
      members = members.map { member in
        switch member.kind {
        case .function(var function):
          function.isObjC = true
          return Stmt(.function(function), range: member.range)
        case .variable(var variable):
          variable.modifiers.isObjC = true
          return Stmt(.variable(variable), range: member.range)
        default:
          return member
        }
      }
    }
    let decl = ClassDecl(
      kind: kind, name: name, nameRange: nameToken.range,
      superclass: isExtension ? nil : inherited.first,
      protocols: isExtension ? inherited : Array(inherited.dropFirst()), members: members,
      dialect: .swift)
    return Stmt(.classDeclaration(decl), range: range(from: start))
  }

  /// Parses `protocol P: AnyObject { requirements }`.
  func parseSwiftProtocol(start: Int) throws(ParseFailure) -> Stmt {
    advance()
    let nameToken = current
    guard let name = nameToken.identifier else {
      try failMissing(.expectedName(.classDeclaration))
    }
    advance()
    let inherited = try parseInheritance(ofProtocol: true)
    // Its associated types are names only inside it.
    let outerGenerics = genericParameters
    defer { genericParameters = outerGenerics }
    let requirements = try parseMemberBlock(.swiftProtocol, .classDeclaration, .protocolBody)
    let decl = ProtocolDecl(
      name: name, nameRange: nameToken.range, inherited: inherited, requirements: requirements,
      dialect: .swift)
    return Stmt(.protocolDeclaration(decl), range: range(from: start))
  }

  /// Parses the braces of a Swift class or protocol and the members inside.
  func parseMemberBlock(
    _ kind: BodyKind, _ openingPlace: ParseMessage.Place, _ closingPlace: ParseMessage.Place
  ) throws(ParseFailure) -> [Stmt] {
    let opener = current
    guard opener.isSymbol(.leftBrace) else { try failMissing(.expected(["{"], openingPlace)) }
    try enter()
    defer { depth -= 1 }
    advance()
    let members = try parseStatements(kind, closedByBrace: true)
    try expectClosing(.rightBrace, closingPlace, opener: opener)
    return members
  }

  /// Parses `<T, U: P, V: A & B>` after a declaration's name, if there: each parameter is read
  /// as its constraint from here to the declaration's end.
  func parseGenericParameters() throws(ParseFailure) {
    guard current.isSymbol(.less) else { return }
    advance()
    repeat {
      let nameToken = current
      guard let name = nameToken.identifier else { try failMissing(.expectedName(.angleBrackets)) }
      advance()
      var erased = TypeRef(name: "Any", range: nameToken.range)
      if consume(.colon) { erased = try parseSwiftType(.angleBrackets) }
      genericParameters[name] = erased
    } while consume(.comma)
    try expectClosingAngle()
  }

  /// Parses a generic `where` clause (`where T: UIViewController, T.Element == Int`), if there;
  /// a constraint on a parameter narrows what it is read as. Returns whether there was one.
  func parseWhereClause() throws(ParseFailure) -> Bool {
    guard current.isKeyword(.whereKeyword) else { return false }
    advance()
    repeat {
      var subject = current.word ?? ""
      guard current.word != nil else { try failMissing(.expectedType(.angleBrackets)) }
      advance()
      while current.isSymbol(.dot), let member = nextToken.word {
        subject += "." + member
        advance()
        advance()
      }
      if consume(.colon) {
        let constraint = try parseSwiftType(.angleBrackets)
        if genericParameters[subject] != nil { genericParameters[subject] = constraint }
      } else if consume(.equal) {
        _ = try parseSwiftType(.angleBrackets)
      } else {
        try failMissing(.expected([":", "=="], .angleBrackets))
      }
    } while consume(.comma)
    return true
  }

  /// A parameter's default value. A bare `#function` there is the caller's name, which the call
  /// fills in (`SyntaxParser.callerFunctionName`), as swiftc evaluates it at the call site.
  func parseDefaultValue() throws(ParseFailure) -> Expr {
    let start = index
    let isFunctionLiteral = current.isSymbol(.hash) && nextToken.isWord("function")
    let value = try parseExpression()
    if isFunctionLiteral, index == start + 2 {
      return Expr(.identifier(Self.callerFunctionName), range: value.range)
    }
    return value
  }
}

extension SyntaxParser {
  /// Parses the body of a Swift function, initialiser or deinitialiser, read as Swift; a
  /// closure that is the whole body of a function returning a value is that value.
  func parseSwiftBody(returnsValue: Bool = false) throws(ParseFailure) -> [Stmt] {
    let saved = (bodyDialect, valueBodyOpener)
    bodyDialect = .swift
    valueBodyOpener = returnsValue ? index : nil
    defer { (bodyDialect, valueBodyOpener) = saved }
    return try parseBraceBody(.functionBody)
  }
}
