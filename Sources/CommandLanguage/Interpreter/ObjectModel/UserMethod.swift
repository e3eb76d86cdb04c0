import Simulation

/// A parsed input kept alive for the code defined in it: its text and its parse problems.
public final class SourceUnit: Sendable {
  public let text: SourceText
  public let diagnostics: [Diagnostic]
  /// The file the text was read from, nil for an input typed at the prompt: a diagnostic in
  /// a method names the method's file, whichever file's code called it.
  public let fileName: String?
  /// The input's top-level statements, for the check of a method's names when it is defined:
  /// a method may read a global the input declares after it.
  public let statements: [Stmt]

  public init(
    text: SourceText, diagnostics: [Diagnostic], fileName: String? = nil, statements: [Stmt] = []
  ) {
    self.text = text
    self.diagnostics = diagnostics
    self.fileName = fileName
    self.statements = statements
  }
}

/// A method, initialiser or accessor the user defined, with both of its names.
///
/// A call reaches a method only by one of its exact names: its Swift name (base name and
/// argument labels, `cycle(from:to:)`) or its Objective-C selector
/// (`cycleFromViewController:toViewController:`). A method written in one language is known in
/// the other by the name the compilers give it: Swift imports a selector by its own rules, and
/// exposes a Swift method to Objective-C as `baseWithLabel:label:`.
struct UserMethod {
  let declaration: FunctionDecl
  let unit: SourceUnit
  /// The Swift name: `cycle(from:to:)`, `viewWillAppear(_:)`, `view` for a property.
  let swiftName: String

  /// What `#function` is in the method's code, as swiftc names it: an accessor's (a getter's,
  /// a setter's, an observer's) is its property's name.
  var poundFunctionName: String {
    guard declaration.isProperty else { return swiftName }
    return String(declaration.baseName.prefix { $0 != "." })
  }
  let swiftBase: String
  let swiftLabels: [String?]
  /// The Objective-C selector: `cycleFromViewController:toViewController:`, `view`.
  let selector: String
  /// The UIKit callback it overrides, if its full name is one.
  let callback: CallbackName?
  /// The UIKit Boolean property it overrides, if its name is one.
  let property: OverridableProperty?
  /// How the log writes calls of it, in both syntaxes.
  let spelling: MethodSpelling
  /// The class (or protocol) whose body or extension defined it.
  let definingClass: String

  /// `requirement`: the Swift name of a protocol requirement an Objective-C method implements,
  /// which Swift imports the method under (`transitionDuration:` is `transitionDuration(using:)`
  /// in a class adopting `UIViewControllerAnimatedTransitioning`).
  init(
    _ declaration: FunctionDecl, unit: SourceUnit, in definingClass: String,
    requirement: (base: String, labels: [String?])? = nil
  ) {
    self.declaration = declaration
    self.unit = unit
    self.definingClass = definingClass
    let labels = declaration.parameters.map(\.label)
    switch declaration.dialect {
    case .swift:
      swiftBase = declaration.baseName
      swiftLabels = labels
      selector = MethodNaming.exportedSelector(base: declaration.baseName, labels: labels)
    case .objc:
      let pieces =
        declaration.parameters.isEmpty
        ? [declaration.baseName] : declaration.parameters.compactMap(\.label)
      (swiftBase, swiftLabels) =
        requirement
        ?? MethodNaming.importedName(pieces: pieces, arity: declaration.parameters.count)
      selector = declaration.selector ?? declaration.baseName
    }
    swiftName =
      declaration.isProperty
      ? swiftBase : MethodNaming.swiftName(base: swiftBase, labels: swiftLabels)
    let isInstanceMethod = !declaration.isClassMethod && !declaration.isInitializer
    callback =
      isInstanceMethod
      ? (declaration.dialect == .swift
        ? MethodNaming.callbacksBySwiftName[swiftName] : MethodNaming.callbacksBySelector[selector])
      : nil
    property =
      isInstanceMethod && declaration.parameters.isEmpty
      ? OverridableProperty(rawValue: declaration.baseName) : nil
    let objcPieces = declaration.parameters.isEmpty ? [selector] : MethodNaming.pieces(of: selector)
    spelling = MethodSpelling(swift: swiftBase, swiftLabels, objc: objcPieces)
  }

  /// The number of arguments it takes.
  var arity: Int { declaration.parameters.count }

  /// How the depth budget names a run of it: a method, or a property's accessor.
  var reentryPath: ReentryPath {
    guard declaration.isProperty else { return .method(swiftName, definingClass) }
    let parts = declaration.baseName.split(separator: ".", maxSplits: 1).map(String.init)
    guard parts.count == 2 else { return .accessor(.getter, declaration.baseName, definingClass) }
    let kind: AccessorKind =
      parts[1] == "set" ? .setter : AccessorKind(rawValue: parts[1]) ?? .setter
    return .accessor(kind, parts[0], definingClass)
  }
}

/// Swift's and Objective-C's names for the same method.
enum MethodNaming {
  /// The pieces of a selector, the text before each colon: `a:b:` → `a`, `b`; `a::` → `a` and an empty piece.
  /// Read byte by byte (a colon is one byte), as a class's methods are defined again in each
  /// sandbox.
  static func pieces(of selector: String) -> [String] {
    var pieces: [String] = []
    let utf8 = selector.utf8
    var start = utf8.startIndex
    var index = start
    while index != utf8.endIndex {
      if utf8[index] == UInt8(ascii: ":") {
        pieces.append(String(selector[start..<index]))
        start = utf8.index(after: index)
      }
      index = utf8.index(after: index)
    }
    return pieces
  }

  /// `base(label:_:)`.
  ///
  /// Appended piece by piece into one string: calls ask for their exact name on the way to a
  /// method, and mapping the labels to strings and joining them cost ten times as much.
  static func swiftName(base: String, labels: [String?]) -> String {
    var name = base
    name.append("(")
    for label in labels {
      name.append(label ?? "_")
      name.append(":")
    }
    name.append(")")
    return name
  }

  /// Words Swift treats as prepositions when it names a method for Objective-C: a first label
  /// that starts with one is appended as is (`cycle(from:)` → `cycleFrom:`), any other gets
  /// `With` (`add(child:)` → `addWithChild:`).
  static let prepositions: Set<String> = [
    "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following",
    "for", "from", "given", "in", "including", "inside", "into", "like", "matching", "of", "on",
    "passing", "preceding", "since", "to", "until", "using", "via", "when", "with", "within",
  ]

  /// The selector Swift gives a method exposed to Objective-C.
  static func exportedSelector(base: String, labels: [String?]) -> String {
    guard let first = labels.first else { return base }
    var head = base
    if let label = first {
      let firstWord = String(label.prefix { !$0.isUppercase })
      if !prepositions.contains(firstWord) { head += "With" }
      head += capitalize(label)
    }
    return head + ":" + labels.dropFirst().map { ($0 ?? "") + ":" }.joined()
  }

  /// The Swift name an Objective-C selector imports as, closely enough for the log:
  /// `cycleFromViewController:toViewController:` → `cycle(from:to:)`,
  /// `loadViewControllerAtIndex:` → `loadViewController(at:)`, `initWithTitle:` → `init(title:)`.
  static func importedName(pieces: [String], arity: Int) -> (String, [String?]) {
    guard arity > 0, let first = pieces.first else { return (pieces.first ?? "", []) }
    if first.hasPrefix("initWith"), first.count > 8 {
      var labels: [String?] = [lowerFirst(String(first.dropFirst(8)))]
      labels += pieces.dropFirst().prefix(arity - 1).map { $0 }
      while labels.count < arity { labels.append(nil) }
      return ("init", labels)
    }
    var base = first
    var firstLabel: String?
    if let (start, preposition) = asciiPreposition(in: first) {
      base = String(decoding: first.utf8.prefix(start), as: UTF8.self)
      firstLabel = preposition.lowercased()
    } else if !first.utf8.allSatisfy({ $0 < 0x80 }) {
      (base, firstLabel) = characterPreposition(in: first)
    }
    var labels: [String?] = [firstLabel]
    for piece in pieces.dropFirst().prefix(arity - 1) {
      // A piece with no name (`f::`) imports as `_` (`f(_:_:)`).
      guard !piece.isEmpty else {
        labels.append(nil)
        continue
      }
      let stripped = stripTypeWord(piece)
      labels.append(stripped.isEmpty ? piece : stripped)
    }
    while labels.count < arity { labels.append(nil) }
    return (base, labels)
  }

  private static let prepositionWords = ["From", "To", "At", "With", "For", "In", "On", "By", "Of"]

  /// Where the last preposition of an ASCII selector piece starts (`cycleFromViewController`:
  /// 5, `From`), compared byte by byte; nil when there is none or the piece is not ASCII.
  private static func asciiPreposition(in piece: String) -> (Int, String)? {
    let bytes = Array(piece.utf8)
    guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
    for start in stride(from: bytes.count - 1, to: 0, by: -1) {
      for preposition in prepositionWords {
        let word = preposition.utf8
        guard start + word.count <= bytes.count,
          bytes[start..<(start + word.count)].elementsEqual(word)
        else { continue }
        let restStart = start + word.count
        if restStart < bytes.count {
          guard (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[restStart]),
            stripTypeWord(String(decoding: bytes[restStart...], as: UTF8.self)).isEmpty
          else { continue }
        }
        return (start, preposition)
      }
    }
    return nil
  }

  /// `asciiPreposition`'s search by Characters, for pieces with other letters.
  private static func characterPreposition(in first: String) -> (String, String?) {
    var base = first
    var firstLabel: String?
    let characters = Array(first)
    let prepositions = prepositionWords
    search: for start in stride(from: characters.count - 1, to: 0, by: -1) {
      for preposition in prepositions {
        let word = Array(preposition)
        guard start + word.count <= characters.count,
          Array(characters[start..<(start + word.count)]) == word
        else { continue }
        let rest = String(characters[(start + word.count)...])
        guard rest.isEmpty || rest.first?.isUppercase == true, stripTypeWord(rest).isEmpty else {
          continue
        }
        base = String(characters[..<start])
        firstLabel = preposition.lowercased()
        break search
      }
    }
    return (base, firstLabel)
  }

  /// `toViewController` → `to`, `Index` → ``: drops a trailing type word.
  private static func stripTypeWord(_ piece: String) -> String {
    for word in ["ViewController", "Controller", "Index", "View"] where piece.hasSuffix(word) {
      return String(piece.dropLast(word.count))
    }
    return piece
  }

  /// Callback names by their Swift names (`viewWillAppear(_:)`).
  static let callbacksBySwiftName: [String: CallbackName] = {
    var table: [String: CallbackName] = [:]
    for callback in CallbackName.allCases {
      let spelling = callback.spelling
      table[swiftName(base: spelling.swiftBase, labels: spelling.swiftLabels)] = callback
    }
    return table
  }()

  /// Callback names by their selectors (`viewWillAppear:`).
  static let callbacksBySelector: [String: CallbackName] = {
    var table: [String: CallbackName] = [:]
    for callback in CallbackName.allCases { table[callback.spelling.selector] = callback }
    return table
  }()

  static func capitalize(_ text: String) -> String {
    text.prefix(1).uppercased() + text.dropFirst()
  }

  static func lowerFirst(_ text: String) -> String {
    text.prefix(1).lowercased() + text.dropFirst()
  }
}
