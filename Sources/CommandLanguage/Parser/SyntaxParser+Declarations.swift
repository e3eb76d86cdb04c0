/// What the attributes and modifiers before a Swift declaration said.
struct Modifiers {
  var isOverride = false
  /// `static` or `class`.
  var isClassMethod = false
  var ownership: Ownership = .strong
  var isLazy = false
  var isConvenience = false
  var isMutating = false
  /// `optional` (with `@objc`) on a protocol requirement.
  var isOptional = false
  /// `@discardableResult`: a call alone as a statement is not warned about.
  var isDiscardableResult = false
  /// `@objc`, `@IBAction`, `@IBOutlet`, `@NSManaged`: exposed to Objective-C.
  var isObjC = false
  /// `@objcMembers`: every member of the class is exposed to Objective-C.
  var isObjCMembers = false
  /// `private` or `fileprivate`.
  var access: String?
  /// `private(set)` or `fileprivate(set)`.
  var setterAccess: String?

  /// Records one attribute (the word after `@`).
  mutating func noteAttribute(_ word: String) {
    switch word {
    case "discardableResult": isDiscardableResult = true
    case "objc", "IBAction", "IBOutlet", "NSManaged": isObjC = true
    case "objcMembers": isObjCMembers = true
    default: break
    }
  }

  /// Records one modifier word.
  mutating func note(_ word: String) {
    switch word {
    case "override": isOverride = true
    case "static": isClassMethod = true
    case "weak": ownership = .weak
    case "unowned": ownership = .unowned
    case "lazy": isLazy = true
    case "convenience": isConvenience = true
    case "mutating": isMutating = true
    case "optional": isOptional = true
    default: break
    }
  }
}

extension SyntaxParser {
  /// Modifier words skipped before `func`, `var`, `let` and `class`.
  static let modifierWords: Set<String> = [
    "override", "private", "fileprivate", "public", "internal", "open", "final", "static",
    "mutating", "nonmutating", "weak", "unowned", "lazy", "required", "convenience", "dynamic",
    "nonisolated", "optional", "indirect",
  ]

  /// `@` words that belong to Objective-C, never Swift attributes.
  static let objcAtWords: Set<String> = [
    "interface", "implementation", "protocol", "end", "property", "synthesize", "dynamic",
    "class", "optional", "required", "selector", "encode", "YES", "NO", "public", "private",
    "protected", "package", "autoreleasepool", "try", "catch", "finally", "throw",
    "synchronized", "import", "compatibility_alias", "defs",
  ]

  /// Keywords that a Swift declaration's modifiers may lead to.
  static let declarationKeywords: Set<Keyword> = [
    .funcKeyword, .varKeyword, .letKeyword, .classKeyword, .protocolKeyword, .extensionKeyword,
    .initKeyword, .deinitKeyword, .structKeyword, .enumKeyword, .typealiasKeyword,
  ]

  /// Whether the attributes and modifiers starting at `position` lead to a declaration keyword.
  func startsSwiftDeclaration(afterModifiersAt position: Int) -> Bool {
    var next = position
    while next < tokens.count {
      switch tokens[next].kind {
      case .identifier(let word) where Self.modifierWords.contains(word):
        next = modifierArgumentsEnd(after: next + 1, attribute: false)
      case .keyword(.classKeyword) where classIsModifier(at: next):
        next += 1
      case .atWord(let word) where !Self.objcAtWords.contains(word):
        next = modifierArgumentsEnd(after: next + 1, attribute: true)
      case .keyword(let keyword):
        return Self.declarationKeywords.contains(keyword)
      case .end:
        // `@objc` or `override` alone: the declaration is still to come.
        return next > position
      default:
        return false
      }
    }
    return false
  }

  /// The index after an attribute's `(…)` (`@objc(name)`) or a modifier's `(set)`
  /// (`private(set)`) written directly after it, or `position` when there is none.
  func modifierArgumentsEnd(after position: Int, attribute: Bool) -> Int {
    guard position < tokens.count, tokens[position].isSymbol(.leftParen),
      !tokens[position].spaceBefore, let closer = matchingCloser(of: position)
    else { return position }
    if attribute || (closer == position + 2 && tokens[position + 1].isWord("set")) {
      return closer + 1
    }
    return position
  }

  /// Whether the `class` at `position` is a modifier (`class func`), not a class declaration.
  func classIsModifier(at position: Int) -> Bool {
    guard position + 1 < tokens.count else { return false }
    let next = tokens[position + 1]
    if let word = next.identifier { return Self.modifierWords.contains(word) }
    return next.isKeyword(.funcKeyword) || next.isKeyword(.varKeyword)
      || next.isKeyword(.letKeyword)
  }

  /// Parses attributes and modifiers, then the Swift declaration they introduce.
  func parseSwiftDeclaration(_ kind: BodyKind) throws(ParseFailure) -> Stmt {
    let start = current.range.start
    var modifiers = Modifiers()
    while true {
      let token = current
      if case .atWord(let word) = token.kind, !Self.objcAtWords.contains(word) {
        modifiers.noteAttribute(word)
        index = modifierArgumentsEnd(after: index + 1, attribute: true)
      } else if let word = token.identifier, Self.modifierWords.contains(word) {
        modifiers.note(word)
        if word == "private" || word == "fileprivate" {
          let setterOnly =
            index + 2 < tokens.count && tokens[index + 1].isSymbol(.leftParen)
            && tokens[index + 2].identifier == "set"
          if setterOnly { modifiers.setterAccess = word } else { modifiers.access = word }
        }
        index = modifierArgumentsEnd(after: index + 1, attribute: false)
      } else if token.isKeyword(.classKeyword) && classIsModifier(at: index) {
        modifiers.isClassMethod = true
        advance()
      } else {
        break
      }
    }
    let token = current
    let member = kind == .swiftClass || kind == .swiftProtocol
    switch token.kind {
    case .keyword(.funcKeyword):
      return try parseSwiftFunction(modifiers, start: start, requirement: kind == .swiftProtocol)
    case .keyword(.varKeyword), .keyword(.letKeyword):
      return try parseSwiftVariable(
        modifiers: modifiers, member: member, requirement: kind == .swiftProtocol, start: start)
    case .keyword(.classKeyword), .keyword(.protocolKeyword), .keyword(.extensionKeyword),
      .keyword(.structKeyword):
      guard kind == .topLevel || kind == .swiftClass,
        !token.isKeyword(.extensionKeyword) || kind == .topLevel
      else { try fail(.unsupported(.nestedTypes), at: token.range) }
      if token.isKeyword(.protocolKeyword) { return try parseSwiftProtocol(start: start) }
      return try parseSwiftClass(start: start, modifiers: modifiers)
    case .keyword(.initKeyword):
      guard member else { try fail(.initializerOutsideType, at: token.range) }
      return try parseSwiftInitializer(
        modifiers, start: start, requirement: kind == .swiftProtocol)
    case .keyword(.deinitKeyword):
      guard kind == .swiftClass else { try fail(.deinitializerOutsideClass, at: token.range) }
      advance()
      let outerName = functionName
      defer { functionName = outerName }
      functionName = "deinit"
      let body = try parseSwiftBody()
      let decl = FunctionDecl(
        baseName: "deinit", selector: nil, parameters: [], returnType: nil, body: body,
        isOverride: false, isProperty: false, dialect: .swift, nameRange: token.range)
      return Stmt(.function(decl), range: range(from: start))
    case .keyword(.enumKeyword):
      guard kind == .topLevel || kind == .swiftClass else {
        try fail(.unsupported(.nestedTypes), at: token.range)
      }
      return try parseSwiftEnum(start: start)
    case .keyword(.typealiasKeyword):
      return try parseTypealias(start: start)
    default:
      if member {
        try fail(
          .expectedDeclaration(kind == .swiftClass ? .classBody : .protocolBody), at: token.range)
      }
      try failMissing(.expected(["func", "var", "let", "class"], .declaration))
    }
  }

  /// Parses one member of a Swift class, extension or protocol body.
  func parseSwiftMember(_ kind: BodyKind) throws(ParseFailure) -> Stmt {
    let token = current
    if startsSwiftDeclaration(afterModifiersAt: index) { return try parseSwiftDeclaration(kind) }
    if token.isWord("associatedtype"), nextToken.identifier != nil {
      guard kind == .swiftProtocol else {
        try fail(.associatedTypeOutsideProtocol, at: token.range)
      }
      return try parseAssociatedType()
    }
    switch token.kind {
    case .meta:
      advance()
      try fail(.metaInsideBlock, at: token.range)
    case .symbol(.colon) where token.newlineBefore:
      try fail(.metaInsideBlock, at: token.range)
    case .symbol(let symbol) where symbol.isCloser:
      advance()
      try fail(.unexpectedCloser(symbol.rawValue), at: token.range)
    default:
      try fail(
        .expectedDeclaration(kind == .swiftClass ? .classBody : .protocolBody), at: token.range)
    }
  }

  /// Parses `associatedtype Model: P = Default where …` in a protocol: the rest of the protocol
  /// reads `Model` as its constraint, as a generic parameter is read (each adopter supplies its
  /// own type, by a `typealias`, a nested type or inference, and the calls use its values).
  func parseAssociatedType() throws(ParseFailure) -> Stmt {
    let start = current.range.start
    advance()
    let nameToken = current
    guard let name = nameToken.identifier else { try failMissing(.expectedName(.declaration)) }
    advance()
    var erased = TypeRef(name: "Any", range: nameToken.range)
    if current.isSymbol(.colon) {
      advance()
      erased = try parseSwiftType(.type)
      while consume(.comma) { _ = try parseSwiftType(.type) }
    }
    genericParameters[name] = erased
    if consume(.assign) { _ = try parseSwiftType(.type) }
    _ = try parseWhereClause()
    return Stmt(.typeAlias(name: name, type: erased), range: range(from: start))
  }

  /// Parses `let`/`var` declarations, stored properties with observers and computed properties
  /// (`var x: T { … }`, `get { … } set { … }`).
  func parseSwiftVariable(
    modifiers: Modifiers, member: Bool, requirement: Bool = false, start: Int? = nil
  ) throws(ParseFailure) -> Stmt {
    let keyword = current
    let start = start ?? keyword.range.start
    advance()
    let nameToken = current
    if nameToken.isSymbol(.leftParen) && !member {
      let pattern = try parsePattern(binds: true)
      try expect(.assign, .variableDeclaration)
      let value = try parseExpression()
      return Stmt(
        .destructure(pattern, isConstant: keyword.isKeyword(.letKeyword), value: value),
        range: range(from: start))
    }
    guard let name = nameToken.identifier else {
      try failMissing(.expectedName(.variableDeclaration))
    }
    advance()
    var type: TypeRef?
    if consume(.colon) { type = try parseSwiftType(.typeAnnotation) }
    var initializer: Expr?
    var propertyModifiers = PropertyModifiers()
    propertyModifiers.ownership = modifiers.ownership
    propertyModifiers.isLazy = modifiers.isLazy
    propertyModifiers.isStatic = modifiers.isClassMethod
    propertyModifiers.isOverride = modifiers.isOverride
    propertyModifiers.access = modifiers.access
    propertyModifiers.setterAccess = modifiers.setterAccess
    propertyModifiers.isObjC = modifiers.isObjC
    if consume(.assign) {
      initializer = try parseExpression()
    }
    if isObserverBlock(at: index)
      || (current.isSymbol(.leftBrace) && !current.newlineBefore && initializer == nil
        && type != nil)
    {
      let braceRange = current.range
      // swiftc names an accessor's code after its property, getter, setter and observers alike.
      let outerName = functionName
      functionName = name
      defer { functionName = outerName }
      let accessors = try parseAccessors(requirement: requirement)
      switch accessors {
      case .requirement(let settable):
        let decl = VariableDecl(
          name: name, nameRange: nameToken.range, isConstant: !settable, type: type,
          initializer: nil, isProperty: true, dialect: .swift)
        return Stmt(.variable(decl), range: range(from: start))
      case .observers(let willSet, let didSet):
        propertyModifiers.willSet = willSet
        propertyModifiers.didSet = didSet
      case .computed(let getter, let setter):
        guard initializer == nil else {
          try fail(.computedWithInitializer, at: braceRange)
        }
        var decl = FunctionDecl(
          baseName: name, selector: nil, parameters: [], returnType: type,
          body: Self.implicitReturn(getter), isOverride: modifiers.isOverride, isProperty: true,
          isClassMethod: modifiers.isClassMethod, dialect: .swift, nameRange: nameToken.range)
        decl.setter = setter
        return Stmt(.function(decl), range: range(from: start))
      }
    }
    var decl = VariableDecl(
      name: name, nameRange: nameToken.range, isConstant: keyword.isKeyword(.letKeyword),
      type: type, initializer: initializer, isProperty: member, dialect: .swift)
    decl.modifiers = propertyModifiers
    // `let a = 1, b = 2` and `var x, y: CGFloat`: each name is its own declaration; a type
    // written later is also the type of the bare names before it, as Swift reads them.
    var declarations = [decl]
    while current.isSymbol(.comma), propertyModifiers.willSet == nil,
      propertyModifiers.didSet == nil
    {
      advance()
      let otherToken = current
      guard let otherName = otherToken.identifier else {
        try failMissing(.expectedName(.variableDeclaration))
      }
      advance()
      var other = decl
      other.name = otherName
      other.nameRange = otherToken.range
      other.type = consume(.colon) ? try parseSwiftType(.typeAnnotation) : nil
      other.initializer = consume(.assign) ? try parseExpression() : nil
      if let type = other.type {
        for position in declarations.indices.reversed()
        where declarations[position].type == nil && declarations[position].initializer == nil {
          declarations[position].type = type
        }
      }
      declarations.append(other)
    }
    if current.isSymbol(.comma) { try fail(.multipleDeclarators, at: current.range) }
    for other in declarations.dropFirst() {
      extraStatements.append(Stmt(.variable(other), range: other.nameRange))
    }
    return Stmt(.variable(declarations[0]), range: range(from: start))
  }

  /// A single-expression body of a getter or a function with a result returns that expression.
  static func implicitReturn(_ body: [Stmt]) -> [Stmt] {
    guard body.count == 1 else { return body }
    switch body[0].kind {
    case .expression(let value):
      return [Stmt(.returnStatement(value), range: body[0].range)]
    case .ifStatement, .switchStatement:
      // Swift 5.9: an `if` or `switch` alone in the body is its value, if it can be one.
      guard branchValueProblem(body[0]) == nil else { return body }
      let value = Expr(.branchValue(body[0]), range: body[0].range)
      return [Stmt(.returnStatement(value), range: body[0].range)]
    default:
      return body
    }
  }
}
