import Simulation

/// A parsed input kept alive for the code defined in it: its text and its parse problems.
public final class SourceUnit: Sendable {
  public let text: SourceText
  public let diagnostics: [Diagnostic]

  public init(text: SourceText, diagnostics: [Diagnostic]) {
    self.text = text
    self.diagnostics = diagnostics
  }
}

/// A method (or computed property) the user defined.
struct UserMethod {
  let declaration: FunctionDecl
  let unit: SourceUnit
  let name: MethodName
  /// The UIKit callback it overrides, if its name is one.
  let callback: CallbackName?
  /// The UIKit Boolean property it overrides, if its name is one.
  let property: OverridableProperty?
  /// How the log writes calls of it, in both syntaxes.
  let spelling: MethodSpelling

  init(_ declaration: FunctionDecl, unit: SourceUnit) {
    self.declaration = declaration
    self.unit = unit
    let name = UserMethod.name(of: declaration)
    self.name = name
    self.callback = UserMethod.callbacks[name.exactKey]
    self.property =
      declaration.parameters.isEmpty
      ? OverridableProperty(rawValue: declaration.baseName) : nil
    self.spelling = UserMethod.spelling(of: declaration)
  }

  /// The method's name in selector-like pieces.
  static func name(of declaration: FunctionDecl) -> MethodName {
    switch declaration.dialect {
    case .swift:
      return MethodName(
        swiftBase: declaration.baseName, labels: declaration.parameters.map(\.label))
    case .objc:
      let pieces =
        declaration.parameters.isEmpty
        ? [declaration.baseName] : declaration.parameters.compactMap(\.label)
      return MethodName(objcPieces: pieces, arity: declaration.parameters.count)
    }
  }

  /// Both spellings: the one written, and the other dialect's by Swift's import rules.
  static func spelling(of declaration: FunctionDecl) -> MethodSpelling {
    switch declaration.dialect {
    case .swift:
      let labels = declaration.parameters.map(\.label)
      var pieces = [
        declaration.baseName + (labels.first.flatMap { $0 }.map(MethodName.capitalize) ?? "")
      ]
      pieces += labels.dropFirst().map { $0 ?? "" }
      return MethodSpelling(swift: declaration.baseName, labels, objc: pieces)
    case .objc:
      let pieces =
        declaration.parameters.isEmpty
        ? [declaration.baseName] : declaration.parameters.compactMap(\.label)
      let (base, labels) = importedName(pieces: pieces, arity: declaration.parameters.count)
      return MethodSpelling(swift: base, labels, objc: pieces)
    }
  }

  /// The Swift name an Objective-C selector imports as, closely enough for the log:
  /// `cycleFromViewController:toViewController:` → `cycle(from:to:)`,
  /// `loadViewControllerAtIndex:` → `loadViewController(at:)`.
  static func importedName(pieces: [String], arity: Int) -> (String, [String?]) {
    guard arity > 0, let first = pieces.first else { return (pieces.first ?? "", []) }
    var base = first
    var firstLabel: String?
    let characters = Array(first)
    let prepositions = ["From", "To", "At", "With", "For", "In", "On", "By", "Of"]
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
    var labels: [String?] = [firstLabel]
    for piece in pieces.dropFirst().prefix(arity - 1) {
      let stripped = stripTypeWord(piece)
      labels.append(stripped.isEmpty ? piece : stripped)
    }
    while labels.count < arity { labels.append(nil) }
    return (base, labels)
  }

  /// `toViewController` → `to`, `Index` → ``: drops a trailing type word.
  private static func stripTypeWord(_ piece: String) -> String {
    for word in ["ViewController", "Controller", "Index", "View"] where piece.hasSuffix(word) {
      return String(piece.dropLast(word.count))
    }
    return piece
  }

  /// Callback names by the exact keys of both their spellings.
  static let callbacks: [String: CallbackName] = {
    var table: [String: CallbackName] = [:]
    for callback in CallbackName.allCases {
      let spelling = callback.spelling
      table[MethodName(swiftBase: spelling.swiftBase, labels: spelling.swiftLabels).exactKey] =
        callback
      table[
        MethodName(objcPieces: spelling.objcPieces, arity: spelling.swiftLabels.count).exactKey] =
        callback
    }
    return table
  }()
}
