/// A type as a row writes it in Swift (`UIView?`, `[String: Any]`, `((Bool) -> Void)?`).
public indirect enum SurfaceTypeExpression: Hashable, Sendable {
  /// A named type with its generic arguments (`CGFloat`, `Set<UITouch>`, `UIControl.State`).
  case named(String, [SurfaceTypeExpression])
  /// `T?`, or `T!` when `implicit` (an Objective-C declaration without nullability).
  case optional(SurfaceTypeExpression, implicit: Bool)
  case array(SurfaceTypeExpression)
  case dictionary(SurfaceTypeExpression, SurfaceTypeExpression)
  /// `(A, B) -> R`; an empty tuple result is `Void`.
  case function([SurfaceTypeExpression], SurfaceTypeExpression)
  /// `(A, B)`; `()` is `Void`.
  case tuple([SurfaceTypeExpression])

  /// The type without its optionality.
  public var unwrapped: SurfaceTypeExpression {
    if case .optional(let wrapped, _) = self { return wrapped.unwrapped }
    return self
  }

  public var isOptional: Bool {
    if case .optional = self { return true }
    return false
  }

  public var isFunction: Bool {
    if case .function = unwrapped { return true }
    return false
  }

  public var isVoid: Bool {
    switch self {
    case .named(let name, _): return name == "Void"
    case .tuple(let items): return items.isEmpty
    default: return false
    }
  }

  /// The name of a named type (after optionality), nil for the other forms.
  public var name: String? {
    if case .named(let name, _) = unwrapped { return name }
    return nil
  }

  /// Parses a Swift type; nil when the text is not one.
  public static func parse(_ text: Substring) -> SurfaceTypeExpression? {
    var parser = TypeParser(text)
    guard let type = parser.parseType(), parser.atEnd else { return nil }
    return type
  }
}

extension SurfaceTypeExpression: CustomStringConvertible {
  /// As Swift writes it.
  public var description: String {
    switch self {
    case .named(let name, let arguments):
      guard !arguments.isEmpty else { return name }
      return name + "<" + arguments.map(\.description).joined(separator: ", ") + ">"
    case .optional(let wrapped, let implicit):
      let inner = wrapped.isFunction ? "(\(wrapped))" : wrapped.description
      return inner + (implicit ? "!" : "?")
    case .array(let element): return "[\(element)]"
    case .dictionary(let key, let value): return "[\(key): \(value)]"
    case .function(let parameters, let result):
      return "(" + parameters.map(\.description).joined(separator: ", ") + ") -> \(result)"
    case .tuple(let items): return "(" + items.map(\.description).joined(separator: ", ") + ")"
    }
  }
}

/// A recursive-descent reader of the Swift type grammar the rows use. Attributes
/// (`@escaping`, `@Sendable`), `any`, `some`, `inout` and `__owned` are read and dropped: they
/// do not change what value the type holds. `A & B` keeps its first part.
private struct TypeParser {
  private let characters: [UInt8]
  private var index = 0

  init(_ text: Substring) { characters = Array(text.utf8) }

  var atEnd: Bool {
    var probe = self
    probe.skipSpaces()
    return probe.index == probe.characters.count
  }

  mutating func parseType() -> SurfaceTypeExpression? {
    skipModifiers()
    guard var type = parsePrimary() else { return nil }
    while true {
      skipSpaces()
      if take("?") {
        type = .optional(type, implicit: false)
      } else if take("!") {
        type = .optional(type, implicit: true)
      } else if take("&") {
        skipModifiers()
        guard parsePrimary() != nil else { return nil }
      } else if peekEffectThenArrow() {
        skipSpaces()
        while let word = probeEffect() {
          index += word.utf8.count
          skipSpaces()
        }
        index += 2
        guard let result = parseType() else { return nil }
        let parameters: [SurfaceTypeExpression]
        if case .tuple(let items) = type { parameters = items } else { parameters = [type] }
        return .function(parameters, result)
      } else if peek("."), case .named(let base, let arguments) = type, arguments.isEmpty {
        index += 1
        guard let member = identifier() else { return nil }
        type = .named(base + "." + member, genericArguments() ?? [])
      } else {
        return type
      }
    }
  }

  private mutating func parsePrimary() -> SurfaceTypeExpression? {
    skipSpaces()
    if take("[") {
      guard let first = parseType() else { return nil }
      skipSpaces()
      if take(":") {
        guard let value = parseType() else { return nil }
        skipSpaces()
        return take("]") ? .dictionary(first, value) : nil
      }
      return take("]") ? .array(first) : nil
    }
    if take("(") {
      var items: [SurfaceTypeExpression] = []
      skipSpaces()
      if take(")") { return .tuple([]) }
      repeat {
        skipSpaces()
        // A labelled element (`(x: Int, y: Int)`) or a named closure parameter.
        var probe = self
        if probe.identifier() != nil {
          probe.skipSpaces()
          if probe.take(":") { self = probe }
        }
        guard let item = parseType() else { return nil }
        items.append(item)
        skipSpaces()
        if take("...") { continue }
      } while take(",")
      guard take(")") else { return nil }
      return items.count == 1 && !peekArrow() ? items[0] : .tuple(items)
    }
    guard let name = identifier() else { return nil }
    let named = SurfaceTypeExpression.named(name, genericArguments() ?? [])
    // A C array parameter (`NSUInteger [ ]` in an Objective-C-only row) is a pointer.
    var probe = self
    if probe.take("["), probe.take("]") {
      self = probe
      return .named("UnsafePointer", [named])
    }
    return named
  }

  private mutating func genericArguments() -> [SurfaceTypeExpression]? {
    guard take("<") else { return nil }
    var arguments: [SurfaceTypeExpression] = []
    repeat {
      guard let argument = parseType() else { return nil }
      arguments.append(argument)
      skipSpaces()
    } while take(",")
    return take(">") ? arguments : nil
  }

  private mutating func skipModifiers() {
    while true {
      skipSpaces()
      if take("@") {
        _ = identifier()
        // `@available(...)`-style arguments follow without a space; `@escaping () -> Void`
        // does not take the closure's parentheses.
        if peek("(") {
          while index < characters.count, characters[index] != .closeParenthesis { index += 1 }
          index = min(index + 1, characters.count)
        }
        continue
      }
      var probe = self
      if let word = probe.identifier(),
        ["any", "some", "inout", "__owned", "borrowing", "consuming", "sending"].contains(word),
        probe.index < probe.characters.count, probe.characters[probe.index] == .space
      {
        self = probe
        continue
      }
      return
    }
  }

  private mutating func identifier() -> String? {
    skipSpaces()
    let start = index
    while index < characters.count, characters[index].isIdentifierByte { index += 1 }
    return index > start ? String(decoding: characters[start..<index], as: UTF8.self) : nil
  }

  private func peekArrow() -> Bool {
    var probe = self
    probe.skipSpaces()
    return probe.peek("->") || probe.peekEffectThenArrow()
  }

  /// `->`, or `throws ->`, `async throws ->`: a function type's arrow after its effects.
  private func peekEffectThenArrow() -> Bool {
    var probe = self
    probe.skipSpaces()
    while let word = probe.probeEffect() {
      probe.index += word.utf8.count
      probe.skipSpaces()
    }
    return probe.peek("->")
  }

  /// The effect word (`async`, `throws`, `rethrows`) at the reading position, if one is there.
  private func probeEffect() -> String? {
    ["async", "throws", "rethrows"].first { word in
      peek(word + " ") || peek(word + "->")
    }
  }

  private func peek(_ text: String) -> Bool {
    var position = index
    for character in text.utf8 {
      guard position < characters.count, characters[position] == character else { return false }
      position += 1
    }
    return true
  }

  private mutating func take(_ text: String) -> Bool {
    skipSpaces()
    guard peek(text) else { return false }
    index += text.utf8.count
    return true
  }

  private mutating func skipSpaces() {
    while index < characters.count, characters[index] == .space { index += 1 }
  }
}
