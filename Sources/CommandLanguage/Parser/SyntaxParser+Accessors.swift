extension SyntaxParser {
  /// Whether the `{` at `position` opens property observers or accessors (`{ didSet { … } }`,
  /// `{ get { … } }`) rather than a trailing closure, as Swift decides: by the word after the
  /// brace.
  func isObserverBlock(at position: Int) -> Bool {
    guard position + 2 < tokens.count, tokens[position].isSymbol(.leftBrace) else { return false }
    let word = tokens[position + 1]
    guard
      word.isWord("willSet") || word.isWord("didSet") || word.isWord("get")
        || word.isWord("set")
    else { return false }
    let after = tokens[position + 2]
    return after.isSymbol(.leftBrace) || after.isSymbol(.leftParen)
  }

  /// What the braces after a property's type hold.
  enum Accessors {
    /// A protocol's `{ get }` / `{ get set }`.
    case requirement(settable: Bool)
    case observers(willSet: AccessorBody?, didSet: AccessorBody?)
    case computed(getter: [Stmt], setter: AccessorBody?)
  }

  /// Parses a property's braces: a getter body, `get { … } set(name) { … }`, `willSet`/`didSet`
  /// observers, or a protocol's `{ get set }`.
  func parseAccessors(requirement: Bool) throws(ParseFailure) -> Accessors {
    let opener = current
    try enter()
    defer { depth -= 1 }
    advance()
    let saved = (newlinesMatter, trailingClosuresAllowed)
    (newlinesMatter, trailingClosuresAllowed) = (true, true)
    defer { (newlinesMatter, trailingClosuresAllowed) = saved }
    let result: Accessors
    if current.isWord("willSet") || current.isWord("didSet") {
      var willSet: AccessorBody?
      var didSet: AccessorBody?
      while current.isWord("willSet") || current.isWord("didSet") {
        let isWill = current.isWord("willSet")
        advance()
        let body = try parseAccessorBody(defaultName: isWill ? "newValue" : "oldValue")
        if isWill { willSet = body } else { didSet = body }
        _ = consume(.semicolon)
      }
      result = .observers(willSet: willSet, didSet: didSet)
    } else if (current.isWord("get") || current.isWord("set")) && !nextToken.isSymbol(.leftBrace)
      && !nextToken.isSymbol(.leftParen)
    {
      var settable = false
      while current.isWord("get") || current.isWord("set") || current.isWord("nonmutating")
        || current.isWord("mutating")
      {
        settable = settable || current.isWord("set")
        advance()
      }
      result = .requirement(settable: settable)
    } else if current.isWord("get") || current.isWord("set") {
      var getter: [Stmt]?
      var setter: AccessorBody?
      while current.isWord("get") || current.isWord("set") {
        if current.isWord("get") {
          advance()
          getter = try parseBraceBody(.accessor)
        } else {
          advance()
          setter = try parseAccessorBody(defaultName: "newValue")
        }
        _ = consume(.semicolon)
      }
      guard let getter else { try fail(.setterWithoutGetter, at: opener.range) }
      result = .computed(getter: getter, setter: setter)
    } else {
      result = .computed(getter: try parseStatements(.body, closedByBrace: true), setter: nil)
    }
    if requirement, case .requirement = result {
    } else if requirement {
      try fail(.requirementWithBody, at: opener.range)
    }
    try expectClosing(.rightBrace, .accessor, opener: opener)
    return result
  }

  /// Parses `(name) { … }` or `{ … }` after `set`, `willSet` or `didSet`.
  func parseAccessorBody(defaultName: String) throws(ParseFailure) -> AccessorBody {
    let start = current.range.start
    var name = defaultName
    if current.isSymbol(.leftParen) {
      let opener = current
      advance()
      guard let written = current.identifier else {
        try failMissing(.expectedName(.accessor))
      }
      name = written
      advance()
      try expectClosing(.rightParen, .accessor, opener: opener)
    }
    let body = try parseBraceBody(.accessor)
    return AccessorBody(parameter: name, body: body, range: range(from: start))
  }
}
