extension SyntaxParser {
  /// Parses a Swift type: `T`, `T?`, `T!`, `[T]`, `A.B`, `(Bool) -> Void`, `((Bool) -> Void)?`,
  /// `@escaping (Bool) -> Void`, `any P`, `some P`, `T & P`.
  func parseSwiftType(_ place: ParseMessage.Place) throws(ParseFailure) -> TypeRef {
    try enter()
    defer { depth -= 1 }
    var isInout = false
    while true {
      if case .atWord = current.kind {
        advance()
      } else if current.isWord("inout") || current.isWord("any") || current.isWord("some") {
        isInout = isInout || current.isWord("inout")
        advance()
      } else {
        break
      }
    }
    let start = current.range.start
    var type: TypeRef
    switch current.kind {
    case .symbol(.leftParen):
      type = try parseParenthesizedSwiftType()
    case .symbol(.leftBracket):
      let opener = current
      advance()
      let element = try parseSwiftType(.type)
      if consume(.colon) {
        let value = try parseSwiftType(.type)
        try expectClosing(.rightBracket, .type, opener: opener)
        type = TypeRef(name: "Dictionary", element: value.name, range: .at(start))
      } else {
        try expectClosing(.rightBracket, .type, opener: opener)
        type = TypeRef(name: "Array", isArray: true, element: element.name, range: .at(start))
      }
    case .identifier(var name):
      advance()
      while current.isSymbol(.dot) && !current.spaceBefore, let member = nextToken.word {
        name += "." + member
        advance()
        advance()
      }
      type = TypeRef(name: name, range: .at(start))
      if current.isSymbol(.less) && !current.spaceBefore {
        try parseGenericArguments(into: &type)
      }
    default:
      try failMissing(.expectedType(place))
    }
    while (current.isSymbol(.question) || current.isSymbol(.bang)) && !current.spaceBefore {
      type.isOptional = true
      advance()
    }
    while current.isSymbol(.bitAnd) {
      advance()
      guard let name = current.identifier else { try failMissing(.expectedType(place)) }
      type.protocols.append(name)
      advance()
    }
    type.range = range(from: start)
    type.isInout = isInout
    return type
  }

  /// Parses `<…>` after a Swift type name; `Array<T>` and `Optional<T>` keep their meaning.
  func parseGenericArguments(into type: inout TypeRef) throws(ParseFailure) {
    advance()
    var arguments: [TypeRef] = []
    repeat { arguments.append(try parseSwiftType(.angleBrackets)) } while consume(.comma)
    try expectClosingAngle()
    if type.name == "Array", let element = arguments.first {
      type.isArray = true
      type.element = element.name
    } else if type.name == "Optional", var wrapped = arguments.first {
      wrapped.isOptional = true
      type = wrapped
    }
  }

  /// Parses `(T) -> R`, `(T)` and `()` (which is `Void`).
  func parseParenthesizedSwiftType() throws(ParseFailure) -> TypeRef {
    let opener = current
    let start = opener.range.start
    advance()
    var elements: [TypeRef] = []
    var labels: [String?] = []
    while !current.isSymbol(.rightParen) {
      var label: String?
      if current.word != nil
        && (nextToken.isSymbol(.colon) || (nextToken.word != nil && peek(2).isSymbol(.colon)))
      {
        label = current.word
        while !current.isSymbol(.colon) { advance() }
        advance()
      }
      labels.append(label)
      elements.append(try parseSwiftType(.type))
      if current.isSymbol(.closedRange) {
        try fail(.unsupported(.variadicParameters), at: current.range)
      }
      if !consume(.comma) { break }
    }
    try expectClosing(.rightParen, .type, opener: opener)
    while current.isWord("throws") || current.isWord("async") { advance() }
    if consume(.arrow) {
      _ = try parseSwiftType(.returnType)
      let name = source.slice(range(from: start))
      return TypeRef(name: name, isFunction: true, range: range(from: start))
    }
    switch elements.count {
    case 0: return TypeRef(name: "Void", range: range(from: start))
    case 1: return elements[0]
    default:
      var tuple = TypeRef(name: "Tuple", range: range(from: start))
      tuple.tupleElements = zip(labels, elements).map { label, element in
        (label.map { $0 + ":" } ?? "")
          + (element.isArray ? "[" + (element.element ?? "") + "]" : element.name)
      }
      return tuple
    }
  }

  /// Consumes the `>` that closes angle brackets; a `>>` closes two (`Array<Array<Int>>`), so
  /// its second half stays for the outer brackets.
  func expectClosingAngle() throws(ParseFailure) {
    if current.isSymbol(.shiftRight) {
      let range = current.range
      tokens[index].kind = .symbol(.greater)
      tokens[index].range = SourceRange(start: range.start + 1, end: range.end)
      tokens[index].spaceBefore = false
      return
    }
    try expect(.greater, .angleBrackets)
  }

  /// Words that qualify an Objective-C type or declaration without changing it here.
  static let objcQualifiers: Set<String> = [
    "const", "static", "extern", "UIKIT_EXTERN", "FOUNDATION_EXTERN", "FOUNDATION_EXPORT",
    "volatile", "__weak", "__strong", "__block",
    "__unsafe_unretained", "__autoreleasing", "__kindof", "nullable", "nonnull", "_Nullable",
    "_Nonnull", "__nullable", "__nonnull", "_Null_unspecified", "__null_unspecified",
    "null_unspecified", "__unused", "IBOutlet", "IBInspectable", "oneway", "bycopy", "byref",
    "inout",
    "out", "__bridge", "__bridge_transfer", "__bridge_retained",
  ]

  /// The ownership an Objective-C qualifier gives, if it is an ownership qualifier.
  static func ownership(of qualifier: String) -> Ownership? {
    switch qualifier {
    case "__weak": return .weak
    case "__unsafe_unretained": return .unowned
    case "__strong": return .strong
    default: return nil
    }
  }

  /// C scalar words that combine with the next word (`unsigned int`, `long long`).
  static let cTypePrefixes: Set<String> = ["unsigned", "signed", "long", "short"]

  /// `typeof(expr)` spellings, used as a type in `__weak typeof(self) weakSelf = self;`.
  static let typeofWords: Set<String> = ["typeof", "__typeof", "__typeof__"]

  /// Objective-C collection classes whose `<T *>` is an element type, not a protocol list.
  static let objcArrayNames: Set<String> = ["NSArray", "NSMutableArray"]

  /// Parses an Objective-C type: `UIViewController *`, `NSArray<UIViewController *> *`,
  /// `UIViewController<P> *`, `id<P>`, `CGRect`, `NSInteger`, `void (^)(BOOL)`. A block type that
  /// names its variable (`void (^done)(BOOL)`) returns that name's token.
  func parseObjCType(
    _ place: ParseMessage.Place
  ) throws(ParseFailure) -> (TypeRef, blockName: Token?) {
    try enter()
    defer { depth -= 1 }
    var ownership = Ownership.strong
    while let word = current.identifier,
      Self.objcQualifiers.contains(word) || word == "IBOutletCollection"
    {
      ownership = Self.ownership(of: word) ?? ownership
      advance()
      // `IBOutletCollection(UIView) NSArray *views`: the element class, for Interface Builder.
      if word == "IBOutletCollection", current.isSymbol(.leftParen),
        let closer = matchingCloser(of: index)
      {
        index = closer + 1
      }
    }
    // `struct Slot *slot`: C names a structure type with its keyword.
    if current.isKeyword(.structKeyword), nextToken.identifier != nil { advance() }
    let start = current.range.start
    guard var name = current.identifier else { try failMissing(.expectedType(place)) }
    advance()
    while Self.cTypePrefixes.contains(String(name.split(separator: " ").last ?? "")),
      let next = current.identifier, ["int", "long", "char", "short", "double"].contains(next)
    {
      name += " " + next
      advance()
    }
    if Self.typeofWords.contains(name) && current.isSymbol(.leftParen),
      let closer = matchingCloser(of: index)
    {
      index = closer
      advance()
      name = source.slice(range(from: start))
    }
    var type = TypeRef(name: name, range: .at(start))
    type.ownership = ownership
    type.isArray = Self.objcArrayNames.contains(name)
    type.isOptional = name.hasPrefix("typeof") || name.hasPrefix("__typeof")
    type.isOptional = type.isOptional || name == "id"
    if current.isSymbol(.less) {
      advance()
      var arguments: [TypeRef] = []
      repeat { arguments.append(try parseObjCType(.angleBrackets).0) } while consume(.comma)
      try expectClosingAngle()
      if type.isArray {
        type.element = arguments.first?.name
      } else {
        type.protocols = arguments.map(\.name)
      }
    }
    while true {
      if current.isSymbol(.star) {
        type.isOptional = true
        type.pointerDepth += 1
        advance()
      } else if let word = current.identifier, Self.objcQualifiers.contains(word) {
        type.ownership = Self.ownership(of: word) ?? type.ownership
        advance()
      } else {
        break
      }
    }
    var blockName: Token?
    if current.isSymbol(.leftParen) && nextToken.isSymbol(.caret) {
      blockName = try parseBlockTypeSuffix()
      type.name = source.slice(range(from: start))
      if let blockName {
        type.name =
          source.slice(SourceRange(start: start, end: blockName.range.start))
          + source.slice(SourceRange(start: blockName.range.end, end: previousEnd))
      }
      type.isFunction = true
      type.isOptional = true
    }
    type.range = range(from: start)
    return (type, blockName)
  }

  /// Parses `(^name)(T1, T2 name2)` after a block's return type; the pointer may be qualified
  /// (`(^ _Nullable name)`, `(^const name)`).
  func parseBlockTypeSuffix() throws(ParseFailure) -> Token? {
    let opener = current
    advance()
    advance()
    while let word = current.identifier, Self.blockPointerQualifiers.contains(word) { advance() }
    var name: Token?
    if current.identifier != nil {
      name = current
      advance()
    }
    try expectClosing(.rightParen, .type, opener: opener)
    let parameters = current
    guard parameters.isSymbol(.leftParen) else { try failMissing(.expected(["("], .type)) }
    advance()
    while !current.isSymbol(.rightParen) {
      _ = try parseObjCType(.type)
      if current.identifier != nil { advance() }
      if !consume(.comma) { break }
    }
    try expectClosing(.rightParen, .type, opener: parameters)
    return name
  }

  /// The qualifiers a block pointer takes after its `^`.
  static let blockPointerQualifiers: Set<String> = [
    "_Nullable", "_Nonnull", "_Null_unspecified", "__nullable", "__nonnull", "__null_unspecified",
    "const",
  ]

  /// Whether a return type means "returns nothing".
  static func isVoid(_ type: TypeRef) -> Bool {
    ["void", "Void", "IBAction", "()"].contains(type.name) && !type.isOptional
  }
}
