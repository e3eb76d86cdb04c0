/// Function-like macros (`#define SQUARE(x) ((x) * (x))`) expanded as clang's preprocessor
/// does, token by token, before the parser reads the text.
///
/// A definition is removed from the tokens; each later use `SQUARE(a + 1)` is replaced by the
/// body with every parameter replaced by its argument's tokens, then expanded again (a macro
/// never expands inside its own expansion). `#x` makes a string of an argument; `##` pastes
/// two names. Object-like macros stay with the parser, which makes them constants.
struct MacroExpansion {
  /// A function-like macro: its parameters and the tokens of its body.
  struct Macro: Hashable, Sendable {
    var parameters: [String]
    var isVariadic: Bool
    var body: [Token]
  }

  private var macros: [String: Macro] = [:]
  private var output: [Token] = []
  private var outputWords: [Int32] = []
  /// How many tokens expansions have made, to bound runaway macros.
  private var produced = 0
  private static let maxProduced = 200_000

  /// The tokens with the function-like macros expanded (those `known` from earlier inputs of
  /// the session, which is one translation unit, and those defined here), their word indices,
  /// and the macros known after them.
  static func expand(_ tokens: [Token], words: [Int32], known: FunctionMacros = FunctionMacros())
    -> (tokens: [Token], words: [Int32], macros: FunctionMacros)
  {
    let usesKnown =
      !known.table.isEmpty
      && tokens.contains { token in token.identifier.map { known.table[$0] != nil } ?? false }
    guard usesKnown || tokens.contains(where: { $0.kind == .directive("define") }) else {
      let adjacent = zip(tokens, tokens.dropFirst()).contains { pair in
        guard case .objcString = pair.0.kind else { return false }
        switch pair.1.kind {
        case .objcString, .string: return true
        default: return false
        }
      }
      let (joined, joinedWords) =
        adjacent ? joinAdjacentStrings(tokens, words: words) : (tokens, words)
      return (joined, joinedWords, known)
    }
    var expansion = MacroExpansion()
    expansion.macros = known.table
    expansion.output.reserveCapacity(tokens.count)
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      if token.kind == .directive("define"), index + 2 < tokens.count,
        tokens[index + 1].identifier != nil, tokens[index + 2].isSymbol(.leftParen),
        !tokens[index + 2].spaceBefore, !tokens[index + 1].newlineBefore,
        let after = expansion.define(tokens, at: index)
      {
        index = after
        continue
      }
      if let name = token.identifier, expansion.macros[name] != nil,
        let after = expansion.expandUse(tokens, at: index, active: [])
      {
        index = after
        continue
      }
      expansion.append(token, word: index < words.count ? words[index] : -1)
      index += 1
    }
    let (joined, joinedWords) = joinAdjacentStrings(
      expansion.output, words: expansion.outputWords)
    return (joined, joinedWords, FunctionMacros(table: expansion.macros))
  }

  /// `@"a" @"b"` (or `@"a" "b"`) is one literal in Objective-C, as in C: macros such as
  /// `NSLog((@"[tag] " fmt), …)` rely on it.
  static func joinAdjacentStrings(_ tokens: [Token], words: [Int32]) -> ([Token], [Int32]) {
    var result: [Token] = []
    var resultWords: [Int32] = []
    result.reserveCapacity(tokens.count)
    for (index, token) in tokens.enumerated() {
      if case .objcString(let more) = token.kind, let last = result.last,
        case .objcString(let text) = last.kind
      {
        result[result.count - 1].kind = .objcString(text + more)
        result[result.count - 1].range = last.range.union(token.range)
        continue
      }
      if case .string(let segments) = token.kind, let last = result.last,
        case .objcString(let text) = last.kind,
        let plain = Self.plainText(segments)
      {
        result[result.count - 1].kind = .objcString(text + plain)
        result[result.count - 1].range = last.range.union(token.range)
        continue
      }
      result.append(token)
      resultWords.append(index < words.count ? words[index] : -1)
    }
    return (result, resultWords)
  }

  /// The text of a string literal without interpolations.
  private static func plainText(_ segments: [StringSegment]) -> String? {
    var text = ""
    for segment in segments {
      guard case .text(let piece) = segment else { return nil }
      text += piece
    }
    return text
  }

  private mutating func append(_ token: Token, word: Int32) {
    output.append(token)
    outputWords.append(word)
  }

  /// Records the definition at `index` (its `#define` token); returns the index after its line,
  /// or nil when its parameter list is malformed (the parser then reports the line).
  private mutating func define(_ tokens: [Token], at index: Int) -> Int? {
    guard let name = tokens[index + 1].identifier else { return nil }
    var position = index + 3
    var parameters: [String] = []
    var isVariadic = false
    while position < tokens.count, !tokens[position].isSymbol(.rightParen) {
      if tokens[position].newlineBefore { return nil }
      if let parameter = tokens[position].identifier {
        parameters.append(parameter)
      } else if tokens[position].isSymbol(.closedRange) {
        isVariadic = true
      } else if !tokens[position].isSymbol(.comma) {
        return nil
      }
      position += 1
    }
    guard position < tokens.count else { return nil }
    position += 1
    var body: [Token] = []
    while position < tokens.count, !tokens[position].newlineBefore, tokens[position].kind != .end {
      body.append(tokens[position])
      position += 1
    }
    macros[name] = Macro(parameters: parameters, isVariadic: isVariadic, body: body)
    return position
  }

  /// Expands the use of a macro at `index` (its name followed by `(`); returns the index after
  /// its `)`, or nil when the name is not followed by an argument list (then it is a plain name).
  private mutating func expandUse(_ tokens: [Token], at index: Int, active: Set<String>) -> Int? {
    guard let name = tokens[index].identifier, let macro = macros[name], !active.contains(name),
      index + 1 < tokens.count, tokens[index + 1].isSymbol(.leftParen)
    else { return nil }
    var arguments: [[Token]] = [[]]
    var depth = 0
    var position = index + 2
    while position < tokens.count {
      let token = tokens[position]
      if token.kind == .end { return nil }
      if token.isSymbol(.leftParen) || token.isSymbol(.leftBracket) || token.isSymbol(.leftBrace) {
        depth += 1
      } else if token.isSymbol(.rightParen) || token.isSymbol(.rightBracket)
        || token.isSymbol(.rightBrace)
      {
        if depth == 0 { break }
        depth -= 1
      } else if token.isSymbol(.comma), depth == 0,
        !(macro.isVariadic && arguments.count > macro.parameters.count)
      {
        arguments.append([])
        position += 1
        continue
      }
      arguments[arguments.count - 1].append(token)
      position += 1
    }
    guard position < tokens.count else { return nil }
    if arguments == [[]] { arguments = [] }
    let call = tokens[index].range.union(tokens[position].range)
    var replaced: [Token] = []
    var bodyIndex = 0
    while bodyIndex < macro.body.count {
      let token = macro.body[bodyIndex]
      // GNU `, ## __VA_ARGS__`: the comma goes when no variadic argument was given.
      if token.isSymbol(.comma), bodyIndex + 3 < macro.body.count,
        macro.body[bodyIndex + 1].isSymbol(.hash), macro.body[bodyIndex + 2].isSymbol(.hash),
        macro.body[bodyIndex + 3].identifier == "__VA_ARGS__", macro.isVariadic
      {
        let rest = Self.argument("__VA_ARGS__", of: macro, in: arguments) ?? []
        if !rest.isEmpty {
          var comma = token
          comma.range = call
          replaced.append(comma)
          replaced += rest
        }
        bodyIndex += 4
        continue
      }
      if token.isSymbol(.hash), bodyIndex + 1 < macro.body.count,
        macro.body[bodyIndex + 1].isSymbol(.hash)
      {
        replaced += macro.body[bodyIndex...bodyIndex + 1]
        bodyIndex += 2
        continue
      }
      // `#x`: the argument's spelling as a string.
      if token.isSymbol(.hash), bodyIndex + 1 < macro.body.count,
        let parameter = macro.body[bodyIndex + 1].identifier,
        let argument = Self.argument(parameter, of: macro, in: arguments)
      {
        let text = argument.map { Self.spelling(of: $0) }.joined(separator: " ")
        replaced.append(
          Token(kind: .objcString(text), range: call, newlineBefore: false, spaceBefore: true))
        bodyIndex += 2
        continue
      }
      if let parameter = token.identifier,
        let argument = Self.argument(parameter, of: macro, in: arguments)
      {
        replaced += argument
      } else {
        var moved = token
        moved.range = call
        replaced.append(moved)
      }
      bodyIndex += 1
    }
    replaced = Self.paste(replaced)
    if let first = replaced.first {
      replaced[0].newlineBefore = tokens[index].newlineBefore
      replaced[0].spaceBefore = tokens[index].spaceBefore || first.spaceBefore
    }
    produced += replaced.count
    guard produced < Self.maxProduced else { return nil }
    // The expansion is read again for the macros it uses, this one excepted.
    var inner = 0
    var nested = active
    nested.insert(name)
    replaced.append(Token(kind: .end, range: call, newlineBefore: false, spaceBefore: false))
    while inner < replaced.count - 1 {
      if replaced[inner].identifier.map({ macros[$0] != nil }) == true,
        let after = expandUse(replaced, at: inner, active: nested)
      {
        inner = after
        continue
      }
      append(replaced[inner], word: -1)
      inner += 1
    }
    return position + 1
  }

  /// The tokens of the argument a parameter names (`__VA_ARGS__` for the variadic rest).
  private static func argument(
    _ parameter: String, of macro: Macro, in arguments: [[Token]]
  ) -> [Token]? {
    if parameter == "__VA_ARGS__", macro.isVariadic {
      let rest = arguments.dropFirst(macro.parameters.count)
      var tokens: [Token] = []
      for (offset, argument) in rest.enumerated() {
        if offset > 0, let last = tokens.last {
          tokens.append(
            Token(
              kind: .symbol(.comma), range: last.range, newlineBefore: false, spaceBefore: false))
        }
        tokens += argument
      }
      return tokens
    }
    guard let position = macro.parameters.firstIndex(of: parameter) else { return nil }
    return position < arguments.count ? arguments[position] : []
  }

  /// `a ## b`: one name made of two.
  private static func paste(_ tokens: [Token]) -> [Token] {
    guard tokens.contains(where: { $0.isSymbol(.hash) }) else { return tokens }
    var result: [Token] = []
    var index = 0
    while index < tokens.count {
      if index + 3 < tokens.count, tokens[index + 1].isSymbol(.hash),
        tokens[index + 2].isSymbol(.hash)
      {
        var token = tokens[index]
        token.kind = .identifier(spelling(of: tokens[index]) + spelling(of: tokens[index + 3]))
        result.append(token)
        index += 4
        continue
      }
      result.append(tokens[index])
      index += 1
    }
    return result
  }

  /// How a token is spelled, for `#x` and `##`.
  private static func spelling(of token: Token) -> String {
    switch token.kind {
    case .identifier(let name): return name
    case .keyword(let keyword): return keyword.rawValue
    case .integer(let value): return String(value)
    case .floating(let value): return String(value)
    case .symbol(let symbol): return symbol.rawValue
    case .objcString(let text): return "@\"\(text)\""
    default: return ""
    }
  }
}

/// The function-like macros an input leaves defined, for the inputs after it: a session is one
/// translation unit, so a macro a header defines is expanded in the files run after it.
public struct FunctionMacros: Hashable, Sendable {
  var table: [String: MacroExpansion.Macro] = [:]

  /// No macros.
  public init() {}

  init(table: [String: MacroExpansion.Macro]) { self.table = table }

  /// Whether no function-like macro is defined.
  public var isEmpty: Bool { table.isEmpty }
}
