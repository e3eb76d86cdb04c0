/// Reads one declarations text (`Declarations/*.swift`) into type declarations.
///
/// One declaration per line, fields separated by ` | `. A header opens a type, and the member
/// and case rows after it belong to it:
///
/// ```text
/// class UIButton: UIControl | UIButton | ios 2.0
/// init(type buttonType: UIButton.ButtonType) | +buttonWithType: | ios 2.0 | inert
/// var titleLabel: UILabel? { get } | titleLabel | ios 3.0 | inert
/// func setTitle(_ title: String?, for state: UIControl.State) | setTitle:forState: | ios 2.0 | inert
/// options UIControl.State: UInt | UIControlState | ios 2.0
/// case highlighted | UIControlStateHighlighted | ios 2.0 | 1
/// global | ios 2.0
/// func CGRectGetWidth(_ rect: CGRect) -> CGFloat | CGRect.width | ios 2.0 | inert
/// ```
///
/// Headers: `class Name: Super`, `protocol`, `struct`, `enum Name: Raw`, `options Name: Raw`,
/// `typed Name: Raw`, then the Objective-C or C name and the availability; `global | availability`
/// opens the free declarations of the file's group. Members: a Swift declaration (`var`, `class var`,
/// `static let`, `func`, `class func`, `init`), the Objective-C spelling (`+` for a class
/// method; a property's getter, then ` setter=sel:` when unusual; for free declarations how
/// Swift spells them, `-` for nothing), the availability, and the behaviour (`inert`, or `sim
/// OPERATION [RULE]`; in a protocol preceded by `optional` or `required`), then for a property
/// whose documented default is not its type's natural value ` = VALUE` (`inert = true`). Cases: the Swift
/// name, the Objective-C constant, the availability, the raw value (`-` when not public).
public enum SurfaceRowReader {
  /// A row that does not parse, with its line number (1-based within its text).
  public struct Problem: Error, Hashable, Sendable, CustomStringConvertible {
    public let file: String
    public let line: Int
    public let message: String
    public var description: String { "\(file):\(line): \(message)" }
  }

  /// The declarations of one text, and the rows that did not parse.
  public static func read(_ text: String, file: String) -> ([SurfaceTypeDeclaration], [Problem]) {
    var types: [SurfaceTypeDeclaration] = []
    var problems: [Problem] = []
    var lineNumber = 0
    for rawLine in Substring.lines(of: text) {
      lineNumber += 1
      let line = rawLine.droppingLeadingSpaces
      if line.isEmpty || line.hasPrefix("#") { continue }
      let fields = line.fields
      do {
        if let header = try header(fields, file: file) {
          types.append(header)
        } else if types.isEmpty {
          throw message("a member before any header")
        } else if fields[0].hasPrefix("case ") {
          types[types.count - 1].cases.append(try enumCase(fields))
        } else {
          let owner = types[types.count - 1]
          types[types.count - 1].members.append(try member(fields, in: owner))
        }
      } catch let problem as RowMessage {
        problems.append(Problem(file: file, line: lineNumber, message: problem.text))
      } catch {
        problems.append(Problem(file: file, line: lineNumber, message: "\(error)"))
      }
    }
    return (types, problems)
  }

  private struct RowMessage: Error {
    let text: String
  }

  private static func message(_ text: String) -> RowMessage { RowMessage(text: text) }

  private static func availability(_ field: Substring) throws -> SurfaceAvailability {
    guard let availability = SurfaceAvailability(field) else {
      throw message("unreadable availability '\(field)'")
    }
    return availability
  }

  private static func header(_ fields: [Substring], file: String) throws -> SurfaceTypeDeclaration?
  {
    let words = fields[0].split(separator: " ", maxSplits: 1)
    guard let keyword = words.first,
      let kind = SurfaceTypeDeclaration.Kind(rawValue: String(keyword))
    else { return nil }
    // `class func`, `class var`: a class member, not a class header.
    if kind == .class, words.count == 2,
      ["func ", "var ", "let ", "subscript"].contains(where: { words[1].hasPrefix($0) })
    {
      return nil
    }
    if kind == .global {
      // `global | availability`: the free declarations of the file's group.
      guard words.count == 1 else { throw message("'global' takes no name") }
      guard fields.count == 2 else { throw message("a 'global' header has 2 fields") }
      return SurfaceTypeDeclaration(
        kind: kind, name: file, objcName: file, base: nil,
        availability: try availability(fields[1]))
    }
    guard fields.count == 3 else { throw message("a header has 3 fields") }
    guard words.count == 2 else { throw message("a header names its type") }
    let declared = words[1]
    var name = declared
    var base: Substring?
    if let colon = declared.firstIndex(of: ":") {
      name = declared[..<colon]
      base = declared[declared.index(after: colon)...].drop { $0 == " " }
    }
    guard !name.isEmpty, !name.contains(" ") else { throw message("unreadable type name") }
    return SurfaceTypeDeclaration(
      kind: kind, name: String(name), objcName: String(fields[1]),
      base: base.map { String($0.split(separator: ",")[0]) },
      availability: try availability(fields[2]))
  }

  private static func enumCase(_ fields: [Substring]) throws -> SurfaceEnumCase {
    guard fields.count == 4 else { throw message("a case row has 4 fields") }
    let name = fields[0].dropFirst(5)
    guard !name.isEmpty, !name.contains(" ") else { throw message("unreadable case name") }
    return SurfaceEnumCase(
      name: String(name), objcName: String(fields[1]),
      availability: try availability(fields[2]),
      rawValue: fields[3] == "-" ? nil : String(fields[3]))
  }

  private static func member(_ fields: [Substring], in owner: SurfaceTypeDeclaration) throws
    -> SurfaceMember
  {
    guard fields.count == 4 else { throw message("a member row has 4 fields") }
    var behaviourText = fields[3]
    var initialValue: String?
    if let equals = behaviourText.firstIndex(of: "=") {
      initialValue = String(behaviourText[behaviourText.index(after: equals)...].drop { $0 == " " })
      var end = equals
      while end > behaviourText.startIndex,
        behaviourText[behaviourText.index(before: end)] == " "
      {
        end = behaviourText.index(before: end)
      }
      behaviourText = behaviourText[..<end]
      guard initialValue?.isEmpty == false else { throw message("an empty initial value") }
    }
    var isOptional = false
    if owner.kind == .protocol {
      let words = behaviourText.split(separator: " ", maxSplits: 1)
      guard words.count == 2, words[0] == "optional" || words[0] == "required" else {
        throw message("a protocol member says 'optional' or 'required'")
      }
      isOptional = words[0] == "optional"
      behaviourText = words[1]
    }
    guard let behaviour = SurfaceBehaviour(behaviourText) else {
      throw message("unreadable behaviour '\(behaviourText)'")
    }
    var objc = fields[1]
    var setter: String?
    if let space = objc.firstIndex(of: " ") {
      let rest = objc[space...].drop { $0 == " " }
      guard rest.hasPrefix("setter=") else { throw message("unreadable Objective-C spelling") }
      setter = String(rest.dropFirst(7))
      objc = objc[..<space]
    }
    let isObjCClass = objc.hasPrefix("+")
    if isObjCClass { objc = objc.dropFirst() }
    let declaration = try SwiftDeclaration(fields[0])
    // At file level a `let`/`var` is a C constant and a `func` a C function.
    var kind = declaration.kind
    if owner.kind == .global {
      if kind == .property { kind = .constant } else if kind == .method { kind = .function }
    }
    return SurfaceMember(
      kind: kind,
      owner: owner.kind == .global ? "" : owner.name,
      objcOwner: owner.kind == .global ? "" : owner.objcName, name: declaration.name,
      parameters: declaration.parameters, type: declaration.type,
      isClassMember: declaration.isClassMember, isReadOnly: declaration.isReadOnly,
      isFailable: declaration.isFailable, objcName: objc == "-" ? "" : String(objc),
      isObjCClassMember: isObjCClass, objcSetter: setter,
      availability: try availability(fields[2]), behaviour: behaviour,
      isOptionalRequirement: isOptional, initialValue: initialValue)
  }

  /// The Swift declaration of a member row, taken apart.
  private struct SwiftDeclaration {
    var kind: SurfaceMember.Kind = .method
    var name = ""
    var parameters: [SurfaceParameter] = []
    var type: SurfaceTypeExpression = .named("Void", [])
    var isClassMember = false
    var isReadOnly = false
    var isFailable = false

    init(_ text: Substring) throws {
      var rest = text
      // Attributes and modifiers that do not change how the member is called.
      while true {
        rest = rest.drop { $0 == " " }
        guard let word = rest.split(separator: " ", maxSplits: 1).first else { break }
        if word.hasPrefix("@")
          || [
            "convenience", "required", "open", "public", "mutating",
            "optional", "dynamic", "final", "nonisolated", "override", "unowned(unsafe)", "weak",
          ]
          .contains(word)
        {
          rest = rest.dropFirst(word.count)
        } else if word == "class" || word == "static" {
          isClassMember = true
          rest = rest.dropFirst(word.count)
        } else {
          break
        }
      }
      if rest.hasPrefix("var ") || rest.hasPrefix("let ") {
        try readProperty(rest)
      } else if rest.hasPrefix("func ") {
        kind = .method
        try readFunction(rest.dropFirst(5))
      } else if rest.hasPrefix("init") {
        kind = .initializer
        var signature = rest.dropFirst(4)
        if signature.hasPrefix("?") || signature.hasPrefix("!") {
          isFailable = true
          signature = signature.dropFirst()
        }
        if signature.hasPrefix("<"), let close = signature.firstIndex(of: ">") {
          signature = signature[signature.index(after: close)...]
        }
        name = "init"
        try readSignature(signature)
      } else if rest.hasPrefix("subscript") {
        throw SurfaceRowReader.message("subscripts are not rows")
      } else {
        throw SurfaceRowReader.message("unreadable Swift declaration")
      }
    }

    private mutating func readProperty(_ text: Substring) throws {
      kind = text.hasPrefix("let ") ? .constant : .property
      isReadOnly = kind == .constant
      var body = text.dropFirst(4)
      if let brace = body.firstRange(of: "{") {
        let accessors = body[brace.lowerBound...]
        isReadOnly = !accessors.contains("set")
        body = body[..<brace.lowerBound]
      }
      guard let colon = body.firstIndex(of: ":") else {
        throw SurfaceRowReader.message("a property has a type")
      }
      name = String(body[..<colon]).trimmingSpaces
      guard let type = SurfaceTypeExpression.parse(body[body.index(after: colon)...]) else {
        throw SurfaceRowReader.message("unreadable property type")
      }
      self.type = type
      if kind == .constant { kind = .constant }
      if kind == .property, isClassMember, text.hasPrefix("let ") { kind = .constant }
    }

    private mutating func readFunction(_ text: Substring) throws {
      guard let open = text.firstIndex(of: "(") else {
        throw SurfaceRowReader.message("a function has parameters")
      }
      var base = text[..<open]
      if let generic = base.firstIndex(of: "<") { base = base[..<generic] }
      name = String(base).trimmingSpaces
      try readSignature(text[open...])
    }

    /// `(params) [throws] [-> Result]`.
    private mutating func readSignature(_ text: Substring) throws {
      guard text.first == "(", let close = text.matchingParenthesis else {
        throw SurfaceRowReader.message("unreadable parameter list")
      }
      let list = text[text.index(after: text.startIndex)..<close]
      for part in SurfaceParameter.splitList(list) {
        guard let parameter = SurfaceParameter.parse(part) else {
          throw SurfaceRowReader.message("unreadable parameter '\(part.trimmingSpaces)'")
        }
        parameters.append(parameter)
      }
      var rest = text[text.index(after: close)...].drop { $0 == " " }
      // A failable initialiser as the rows write it: `init(coder: NSCoder)?`.
      if kind == .initializer, rest.hasPrefix("?") || rest.hasPrefix("!") {
        isFailable = true
        rest = rest.dropFirst().drop { $0 == " " }
      }
      for word in ["async", "throws", "rethrows"] where rest.hasPrefix(word) {
        rest = rest.dropFirst(word.count).drop { $0 == " " }
      }
      if rest.hasPrefix("where ") { rest = "" }
      if let whereClause = rest.firstRange(of: " where ") { rest = rest[..<whereClause.lowerBound] }
      if rest.hasPrefix("->") {
        guard let result = SurfaceTypeExpression.parse(rest.dropFirst(2)) else {
          throw SurfaceRowReader.message("unreadable result type")
        }
        type = result
      } else if !rest.isEmpty {
        throw SurfaceRowReader.message("unreadable text after the parameters")
      }
    }
  }
}
