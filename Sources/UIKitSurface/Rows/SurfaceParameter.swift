/// One parameter of a method, an initialiser or a C function.
public struct SurfaceParameter: Hashable, Sendable {
  /// The argument label; nil for `_`.
  public let label: String?
  public let type: SurfaceTypeExpression
  /// Whether the call may leave it out: written `= …`, or one Swift's import gives a default
  /// (a trailing optional block, an options set named `options`).
  public let hasDefault: Bool
  public let isVariadic: Bool

  /// Parses `label name: Type`, `_ name: Type`, `name: Type`, `name: Type = nil`.
  static func parse(_ text: Substring) -> SurfaceParameter? {
    var body = text.drop { $0 == " " }
    var hasDefault = false
    if let equals = topLevelIndex(of: "=", in: body) {
      hasDefault = true
      body = body[..<equals]
    }
    guard let colon = body.firstIndex(of: ":") else { return nil }
    let names = body[..<colon].split(separator: " ")
    guard (1...2).contains(names.count) else { return nil }
    var typeText = body[body.index(after: colon)...].drop { $0 == " " }
    while typeText.last == " " { typeText = typeText.dropLast() }
    let isVariadic = typeText.hasSuffix("...")
    if isVariadic { typeText = typeText.dropLast(3) }
    guard let type = SurfaceTypeExpression.parse(typeText) else { return nil }
    let label = names[0] == "_" ? nil : String(names[0])
    return SurfaceParameter(
      label: label, type: type, hasDefault: hasDefault, isVariadic: isVariadic)
  }

  init(label: String?, type: SurfaceTypeExpression, hasDefault: Bool, isVariadic: Bool) {
    self.label = label
    self.type = type
    self.hasDefault = hasDefault
    self.isVariadic = isVariadic
  }

  /// The same parameter with Swift's imported default: `nil` for an optional block, `[]` for an
  /// options set named `options` (as ClangImporter gives Objective-C methods).
  public func withImportedDefault(isLast: Bool, optionSets: (String) -> Bool) -> SurfaceParameter {
    guard !hasDefault else { return self }
    let imported =
      (type.isOptional && type.isFunction)
      || (label == "options" && type.name.map(optionSets) == true)
    return imported
      ? SurfaceParameter(label: label, type: type, hasDefault: true, isVariadic: isVariadic) : self
  }

  /// Splits a parameter list at its top-level commas.
  static func splitList(_ text: Substring) -> [Substring] {
    var parts: [Substring] = []
    var start = text.startIndex
    forEachTopLevel(in: text) { index, byte in
      if byte == UInt8(ascii: ",") {
        parts.append(text[start..<index])
        start = text.utf8.index(after: index)
      }
      return false
    }
    let last = text[start...]
    if !last.allSatisfy({ $0 == " " }) { parts.append(last) }
    return parts
  }

  /// The first `character` outside brackets.
  static func topLevelIndex(of character: Character, in text: Substring) -> Substring.Index? {
    guard let wanted = character.asciiValue else { return nil }
    return forEachTopLevel(in: text) { _, byte in byte == wanted }
  }

  /// Calls `body` with each byte outside brackets (`->` is not one) until it answers true;
  /// returns that byte's index.
  @discardableResult
  private static func forEachTopLevel(
    in text: Substring, _ body: (Substring.Index, UInt8) -> Bool
  ) -> Substring.Index? {
    var depth = 0
    var previous: UInt8 = 0
    for index in text.utf8.indices {
      let byte = text.utf8[index]
      defer { previous = byte }
      switch byte {
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"): depth += 1
      case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
      case UInt8(ascii: ">") where previous != UInt8(ascii: "-"): depth -= 1
      default:
        if depth == 0, body(index, byte) { return index }
      }
    }
    return nil
  }
}
