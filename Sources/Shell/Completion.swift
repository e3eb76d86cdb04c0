import CommandLanguage
import Simulation

/// What Tab can complete: the word being typed and the full words it may become.
public struct CompletionResult: Equatable, Sendable {
  /// The part of the line the candidates replace (the end of the text before the cursor).
  public var word: String
  /// Whole replacements for `word`, sorted.
  public var candidates: [String]
  /// What follows a single candidate once it is inserted: a space after a whole word that
  /// another word follows (a keyword, a meta command, its argument), nothing after code that
  /// goes on with `.` or `(`.
  public var suffix: String

  public init(word: String, candidates: [String], suffix: String = "") {
    self.word = word
    self.candidates = candidates
    self.suffix = suffix
  }

  /// The text Tab puts in place of `word` when there is one candidate.
  public var completion: String? {
    guard candidates.count == 1, let only = candidates.first else { return nil }
    return only.hasSuffix(suffix) ? only : only + suffix
  }

  /// The longest text every candidate starts with.
  public var commonPrefix: String {
    guard var prefix = candidates.first else { return word }
    for candidate in candidates.dropFirst() {
      while !candidate.hasPrefix(prefix) { prefix.removeLast() }
    }
    return prefix
  }
}

extension Session {
  /// The completions for the text before the cursor: meta commands and their arguments,
  /// variables, members after `.` for the receiver's type, selectors after `[receiver `.
  public func complete(_ prefix: String) -> CompletionResult {
    let trimmed = prefix.drop { $0 == " " || $0 == "\t" }
    if trimmed.hasPrefix(":") { return completeMeta(String(trimmed.dropFirst())) }
    let word = String(prefix.reversed().prefix { isIdentifierCharacter($0) }.reversed())
    let before = String(prefix.dropLast(word.count))
    let candidates: [String]
    if before.hasSuffix(".") {
      let receiver = receiverChain(String(before.dropLast()))
      candidates = members(of: CompletionType.of(receiver, in: self))
    } else if let receiver = messageReceiver(before) {
      candidates = selectors(of: CompletionType.of(receiver, in: self))
    } else {
      candidates = identifiers()
    }
    let matches = Set(candidates.filter { $0.hasPrefix(word) })
    let longer = matches.filter { $0 != word }.sorted()
    // A keyword typed in full still completes: Tab adds the space after it.
    if longer.isEmpty, !word.isEmpty, matches.contains(word), Self.keywords.contains(word) {
      return CompletionResult(word: word, candidates: [word], suffix: " ")
    }
    let suffix = longer.count == 1 && Self.keywords.contains(longer[0]) ? " " : ""
    return CompletionResult(word: word, candidates: longer, suffix: suffix)
  }

  /// Words that another word always follows.
  static let keywords: Set<String> = [
    "let", "var", "func", "class", "override", "if", "else", "return", "extension", "struct",
  ]

  private func isIdentifierCharacter(_ character: Character) -> Bool {
    character == "_" || character == "$" || character.isLetter || character.isNumber
  }

  private func completeMeta(_ text: String) -> CompletionResult {
    guard let space = text.firstIndex(of: " ") else {
      let names = MetaCommand.allCases.map { ":" + $0.rawValue }
      let typed = ":" + text
      // A name typed in full is still completed, with the space after it.
      let matching = names.filter { $0.hasPrefix(typed) }.sorted()
      return CompletionResult(word: typed, candidates: matching, suffix: " ")
    }
    let name = String(text[..<space])
    let argument =
      String(text[text.index(after: space)...]).split(separator: " ").last.map(String.init) ?? ""
    let typed = text.hasSuffix(" ") ? "" : argument
    let options = MetaCommand.match(name).map { metaArguments($0) } ?? []
    let matching = Array(Set(options.filter { $0.hasPrefix(typed) })).sorted()
    return CompletionResult(word: typed, candidates: matching, suffix: " ")
  }

  /// `a.view` in `a.view.` — the identifiers and dots before the member being typed.
  private func receiverChain(_ text: String) -> [String] {
    var chain: [String] = []
    var rest = Substring(text)
    while true {
      let name = String(rest.reversed().prefix { isIdentifierCharacter($0) }.reversed())
      guard !name.isEmpty else { break }
      chain.insert(name, at: 0)
      rest = rest.dropLast(name.count)
      guard rest.hasSuffix(".") else { break }
      rest = rest.dropLast()
    }
    return chain
  }

  /// In `[a.view add`, the receiver `a.view`; nil outside an open message.
  private func messageReceiver(_ text: String) -> [String]? {
    var depth = 0
    for index in text.indices.reversed() {
      switch text[index] {
      case "]": depth += 1
      case "[":
        if depth == 0 {
          let inside = text[text.index(after: index)...]
          let parts = inside.split(separator: " ", omittingEmptySubsequences: true)
          guard parts.count == 1, inside.hasSuffix(" ") else { return nil }
          return parts[0].split(separator: ".").map(String.init)
        }
        depth -= 1
      default: break
      }
    }
    return nil
  }

  private func identifiers() -> [String] {
    var names = interpreter.variableNames + interpreter.methodNames.map(\.completionStem)
    names += ["self", "super", "let", "var", "func", "class", "override", "if", "else", "return"]
    names += Interpreter.uikitClassNames + ["CGRect", "CGPoint", "CGSize", "UIEdgeInsets"]
    names += [
      "CGRectMake", "CGRectGetWidth", "NSLog", "print", "YES", "NO", "nil", "true", "false",
    ]
    names += members(of: .instance(world.controller(interpreter.selfController).className))
    return names
  }

  private func members(of type: CompletionType) -> [String] {
    switch type {
    case .instance(let className):
      var names = interpreter.uikitMembers(ofClass: className, objc: false).map(\.completionStem)
      if interpreter.isController(className) {
        names += interpreter.methodNames.map(\.completionStem)
      }
      return names
    case .type(let typeName):
      return interpreter.uikitTypeMembers(typeName).map(\.completionStem)
    case .rect:
      return [
        "origin", "size", "width", "height", "minX", "minY", "maxX", "maxY", "midX", "midY",
        "offsetBy(dx: ", "insetBy(dx: ",
      ]
    case .point: return ["x", "y"]
    case .size: return ["width", "height"]
    case .array: return ["count", "isEmpty", "first", "last"]
    case .unknown: return []
    }
  }

  private func selectors(of type: CompletionType) -> [String] {
    switch type {
    case .instance(let className):
      var names = interpreter.uikitMembers(ofClass: className, objc: true)
      if interpreter.isController(className) { names += interpreter.methodSelectors }
      return names
    case .array: return ["count", "firstObject", "lastObject", "objectAtIndex:", "addObject:"]
    default: return []
    }
  }
}

/// The static type of a receiver, as far as completion needs it (nothing is evaluated).
enum CompletionType: Equatable {
  /// An instance of a class (a controller, a view, a layer, an anchor…).
  case instance(String)
  /// A type used as a value (`UIView`, `NSLayoutConstraint`, `UIModalPresentationStyle`).
  case type(String)
  case rect
  case point
  case size
  case array
  case unknown

  /// The type of `a.view.frame`-style chains: variables' current values, then UIKit's property
  /// types from the surface table; never loads a view or calls a method.
  static func of(_ chain: [String], in session: Session) -> CompletionType {
    guard let first = chain.first else { return .unknown }
    var type: CompletionType
    let world = session.world
    let interpreter = session.interpreter
    if first == "self" {
      type = .instance(world.controller(interpreter.selfController).className)
    } else if let value = interpreter.variable(first) {
      type = of(value, world: world)
    } else if let propertyType = interpreter.uikitPropertyType(
      first, ofClass: world.controller(interpreter.selfController).className)
    {
      type = named(propertyType)
    } else if Interpreter.uikitClassNames.contains(first)
      || !interpreter.uikitTypeMembers(first).isEmpty
    {
      // A class, or an enumeration, option set or structure the SDK declares (`UIRectEdge.`).
      type = .type(first)
    } else {
      return .unknown
    }
    for name in chain.dropFirst() {
      type = member(name, of: type, interpreter)
    }
    return type
  }

  static func of(_ value: Value, world: World) -> CompletionType {
    switch value {
    case .controller(let id, _): return .instance(world.controller(id).className)
    case .view(let id, _): return .instance(world.view(id).className)
    case .rect: return .rect
    case .point: return .point
    case .size: return .size
    case .array: return .array
    default:
      if let className = value.objectClassName { return .instance(className) }
      return .unknown
    }
  }

  /// The completion type a Swift type name stands for (`UIViewController?` → an instance).
  static func named(_ typeName: String) -> CompletionType {
    var name = Substring(typeName)
    while name.hasSuffix("?") || name.hasSuffix("!") { name = name.dropLast() }
    if name.hasPrefix("[") { return .array }
    switch name {
    case "CGRect": return .rect
    case "CGPoint": return .point
    case "CGSize": return .size
    default:
      return Interpreter.uikitClassNames.contains(String(name)) || name.hasPrefix("NSLayout")
        ? .instance(String(name)) : .unknown
    }
  }

  static func member(_ name: String, of type: CompletionType, _ interpreter: Interpreter)
    -> CompletionType
  {
    switch (type, name) {
    case (.instance(let className), _):
      return interpreter.uikitPropertyType(name, ofClass: className).map(named) ?? .unknown
    case (.rect, "origin"): return .point
    case (.rect, "size"): return .size
    case (.type(let typeName), _):
      let nested = typeName + "." + name
      return interpreter.uikitTypeMembers(nested).isEmpty ? .unknown : .type(nested)
    default: return .unknown
    }
  }
}

extension String {
  /// `cycle(from:to:)` → `cycle(from: `: what completion inserts for a method.
  var completionStem: String {
    guard let open = firstIndex(of: "(") else { return self }
    let labels = self[index(after: open)...].split(separator: ":").first.map(String.init) ?? ""
    if labels.isEmpty || labels == ")" {
      return String(self[..<open]) + (labels == ")" ? "()" : "(")
    }
    return String(self[..<open]) + (labels == "_" ? "(" : "(\(labels): ")
  }
}
