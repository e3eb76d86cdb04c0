extension SyntaxParser {
  /// Parses the members of an `@interface`, `@implementation` or `@protocol` up to `@end`,
  /// recovering member by member.
  func parseObjCMembers(
    _ place: ParseMessage.Place, opener: Token, inProtocol: Bool
  ) throws(ParseFailure) -> [Stmt] {
    try enter()
    defer { depth -= 1 }
    var members: [Stmt] = []
    isOptionalSection = false
    defer { isOptionalSection = false }
    while true {
      newlinesMatter = true
      trailingClosuresAllowed = true
      if case .atWord("end") = current.kind {
        advance()
        break
      }
      if current.isEnd {
        try failMissing(closingMessage("@end", place, opener: opener))
      }
      if consume(.semicolon) { continue }
      let start = index
      let firstDiagnostic = diagnostics.count
      do {
        members += try parseObjCMember(place, inProtocol: inProtocol)
        if index == start { advance() }  // Never loop in place, whatever a member did.
      } catch {
        if error == .abandoned { throw error }
        members.append(recoverStatement(from: start, firstDiagnostic: firstDiagnostic))
      }
    }
    return members
  }

  /// Parses one member: a method, a property, an instance variable block, or an ignored
  /// `@synthesize`, `@dynamic`, `@optional`, `@required` line.
  func parseObjCMember(
    _ place: ParseMessage.Place, inProtocol: Bool
  ) throws(ParseFailure) -> [Stmt] {
    let token = current
    switch token.kind {
    case .symbol(.minus), .symbol(.plus):
      let method = try parseObjCMethod(inProtocol: inProtocol)
      guard inProtocol, isOptionalSection, case .function(var decl) = method.kind else {
        return [method]
      }
      decl.isOptionalRequirement = true
      return [Stmt(.function(decl), range: method.range)]
    case .symbol(.leftBrace) where !inProtocol:
      return try parseInstanceVariables()
    case .atWord("property"):
      let property = try parseProperty()
      guard inProtocol, isOptionalSection, case .variable(var decl) = property.kind else {
        return [property]
      }
      decl.isOptionalRequirement = true
      return [Stmt(.variable(decl), range: property.range)]
    case .atWord("synthesize"), .atWord("dynamic"):
      return try parseSynthesize()
    case .atWord("optional"), .atWord("required"):
      isOptionalSection = token.kind == .atWord("optional")
      advance()
      return []
    case .meta:
      advance()
      try fail(.metaInsideBlock, at: token.range)
    case .symbol(.colon) where token.newlineBefore:
      try fail(.metaInsideBlock, at: token.range)
    default:
      // A C function or a static variable written between the methods belongs to the file, as
      // clang reads it: it is declared after the class (its methods run later).
      if !inProtocol, looksLikeCFunction() {
        if let function = try parseCFunction() { fileScopeStatements.append(function) }
        return []
      }
      if !inProtocol, looksLikeObjCDeclaration() {
        let variable = try parseObjCVariable()
        try expect(.semicolon, .variableDeclaration)
        fileScopeStatements += [variable] + extraStatements
        extraStatements.removeAll()
        return []
      }
      try fail(.expectedDeclaration(place), at: token.range)
    }
  }

  /// Parses `@property (nonatomic, strong) UIViewController *child;`.
  func parseProperty() throws(ParseFailure) -> Stmt {
    let at = current
    advance()
    var attributes = PropertyAttributes()
    if current.isSymbol(.leftParen) {
      let opener = current
      guard matchingCloser(of: index) != nil else {
        advance()
        try failMissing(closingMessage(")", .property, opener: opener))
      }
      advance()
      attributes = try parsePropertyAttributes()
      try expectClosing(.rightParen, .property, opener: opener)
    }
    let (type, blockName) = try parseObjCType(.property)
    let nameToken = try objcDeclaredName(blockName, .property)
    // `@property … options __deprecated;`
    let deprecation = skipAttributeMacros()
    if current.isSymbol(.comma) { try fail(.multipleDeclarators, at: current.range) }
    try expect(.semicolon, .property)
    var decl = VariableDecl(
      name: nameToken.word ?? "", nameRange: nameToken.range,
      isConstant: attributes.isReadOnly, type: type, initializer: nil, isProperty: true,
      dialect: .objc)
    decl.attributes = attributes
    decl.deprecation = deprecation
    return Stmt(.variable(decl), range: range(from: at.range.start))
  }

  /// Parses the attribute list of `@property (…)` up to its `)`.
  func parsePropertyAttributes() throws(ParseFailure) -> PropertyAttributes {
    var attributes = PropertyAttributes()
    var ownershipWord: String?
    while !current.isSymbol(.rightParen) && !current.isEnd {
      let token = current
      guard let word = token.word else { try failMissing(.expectedName(.property)) }
      advance()
      switch word {
      case "nonatomic", "atomic", "nullable", "nonnull", "null_resettable", "null_unspecified",
        "readwrite", "direct":
        break
      case "readonly": attributes.isReadOnly = true
      case "class": attributes.isClass = true
      case "strong", "retain", "copy", "weak", "assign", "unsafe_unretained":
        if let previous = ownershipWord, previous != word {
          try fail(.conflictingPropertyAttributes(previous, word), at: token.range)
        }
        ownershipWord = word
        attributes.isCopy = word == "copy"
        switch word {
        case "weak": attributes.ownership = .weak
        case "assign", "unsafe_unretained": attributes.ownership = .unowned
        default: attributes.ownership = .strong
        }
      case "getter", "setter":
        try expect(.assign, .property)
        guard let name = current.word else { try failMissing(.expectedName(.property)) }
        advance()
        if word == "getter" {
          attributes.getter = name
        } else {
          try expect(.colon, .property)
          attributes.setter = name + ":"
        }
      default:
        try fail(.unknownPropertyAttribute(word), at: token.range)
      }
      if !consume(.comma) { break }
    }
    return attributes
  }

  /// Parses `@synthesize a = _a, b;` or `@dynamic a;`: one statement per property.
  func parseSynthesize() throws(ParseFailure) -> [Stmt] {
    let at = current
    let isDynamic = at.kind == .atWord("dynamic")
    advance()
    var items: [Stmt] = []
    repeat {
      let start = current.range.start
      guard let property = current.word else { try failMissing(.expectedName(.property)) }
      advance()
      var ivar: String?
      if !isDynamic, consume(.assign) {
        guard let name = current.word else { try failMissing(.expectedName(.property)) }
        ivar = name
        advance()
      }
      items.append(
        Stmt(
          .synthesize(property: property, ivar: ivar, isDynamic: isDynamic),
          range: range(from: start)))
    } while consume(.comma)
    try expect(.semicolon, .property)
    return items
  }

  /// Parses an instance variable block `{ FirstViewController *_first; … }`.
  func parseInstanceVariables() throws(ParseFailure) -> [Stmt] {
    let opener = current
    advance()
    var variables: [Stmt] = []
    while !current.isSymbol(.rightBrace) {
      if current.isEnd { break }
      if case .atWord(let word) = current.kind,
        ["public", "private", "protected", "package"].contains(word)
      {
        advance()
        continue
      }
      if consume(.semicolon) { continue }
      let start = current.range.start
      let (type, blockName) = try parseObjCType(.instanceVariables)
      let nameToken = try objcDeclaredName(blockName, .instanceVariables)
      if current.isSymbol(.comma) { try fail(.multipleDeclarators, at: current.range) }
      try expect(.semicolon, .instanceVariables)
      var decl = VariableDecl(
        name: nameToken.word ?? "", nameRange: nameToken.range, isConstant: false, type: type,
        initializer: nil, isProperty: true, dialect: .objc)
      decl.isInstanceVariable = true
      decl.modifiers.ownership = type.ownership
      variables.append(Stmt(.variable(decl), range: range(from: start)))
    }
    try expectClosing(.rightBrace, .instanceVariables, opener: opener)
    return variables
  }
}
