import Synchronization

/// UIKit's public surface, read from the declaration rows: every class, protocol, structure,
/// enumeration, member and C function, and what containrepl does with each. The interpreter,
/// Tab completion, `:help`, the suggestions and `docs/uikit-surface.md` all ask it.
public final class Surface: Sendable {
  /// The surface of the checked-in rows. Only an index is made at first; a file's rows are read
  /// when one of its types is first asked for.
  public static let shared = Surface(files: SurfaceDeclarations.files)

  private let files: [(name: String, text: String)]
  private let index: SurfaceIndex
  /// Each file's declarations once read, by file number.
  private let read = Mutex<[Int: ReadFile]>([:])

  public init(files: [(String, String)]) {
    self.files = files.map { (name: $0.0, text: $0.1) }
    index = SurfaceIndex(files: self.files.map(\.text))
  }

  /// Every type, file order (reads every file).
  public var types: [SurfaceTypeDeclaration] { files.indices.flatMap { file($0).types } }

  /// Rows that did not parse, every file read (a test keeps this empty).
  public var problems: [SurfaceRowReader.Problem] {
    files.indices.flatMap { file($0).problems }
  }

  /// The class headers, read without their members: the class table needs them at start-up.
  /// (The same headers as `types`' classes; a test keeps the two equal.)
  public static var classHeaders: [(name: String, superclass: String?, objcName: String)] {
    shared.index.classHeaders
  }

  // MARK: - Types

  /// The type named `name` in Swift or Objective-C (`UIControl.State`, `UIControlState`).
  public func type(_ name: String) -> SurfaceTypeDeclaration? {
    guard let number = index.fileOfType[name] else { return nil }
    return file(number).type(name)
  }

  /// The class and its ancestors as the rows declare them, nearest first.
  public func chain(_ className: String) -> [String] {
    var chain: [String] = []
    var current: String? = className
    while let name = current, let type = type(name), type.kind == .class,
      !chain.contains(type.name)
    {
      chain.append(type.name)
      current = type.base
    }
    return chain
  }

  /// Whether `name` is an option set (for the `options: … = []` default Swift gives).
  public func isOptionSet(_ name: String) -> Bool { type(name)?.kind == .options }

  // MARK: - Members

  /// The members named `name` (a Swift base name) that `chain`'s classes declare, nearest
  /// class first; class members or instance members (initialisers count as class members).
  public func members(swift name: String, in chain: [String], classSide: Bool) -> [SurfaceMember] {
    chain.flatMap { owner in
      declared(in: owner).swift[name, default: []].filter {
        ($0.isClassMember || $0.kind == .initializer) == classSide
      }
    }
  }

  /// The members whose Objective-C spelling is `name` (a selector, a getter, a setter), nearest
  /// class first.
  public func members(objc name: String, in chain: [String], classSide: Bool) -> [SurfaceMember] {
    chain.flatMap { owner in
      declared(in: owner).objc[name, default: []].filter {
        // `+buttonWithType:` and `-initWithFrame:` are both sent to what `alloc` or the class gave.
        $0.kind == .initializer || ($0.isObjCClassMember || $0.isClassMember) == classSide
      }
    }
  }

  /// Every member `chain`'s classes declare (for suggestions and completion).
  public func allMembers(in chain: [String]) -> [SurfaceMember] {
    chain.flatMap { type($0)?.members ?? [] }
  }

  private func declared(in owner: String) -> ReadFile.Members {
    guard let number = index.fileOfType[owner] else { return ReadFile.Members() }
    return file(number).members[owner] ?? ReadFile.Members()
  }

  // MARK: - Free declarations and constants

  /// The C functions or global constants named `name` in C (`CGRectGetWidth`).
  public func free(c name: String) -> [SurfaceMember] {
    index.filesOfFreeName[name, default: []].flatMap { file($0).freeByCName[name] ?? [] }
  }

  /// The C declarations Swift spells `name` (`CGRect.width`).
  public func free(swift name: String) -> [SurfaceMember] {
    index.filesOfFreeName[name, default: []].flatMap { file($0).freeBySwiftName[name] ?? [] }
  }

  /// The enumeration case an Objective-C constant names (`UIRectEdgeNone`).
  public func enumCase(objc name: String) -> (type: String, enumCase: SurfaceEnumCase)? {
    guard let number = index.fileOfCase[name] else { return nil }
    return file(number).casesByObjCName[name]
  }

  /// The case `name` of the enumeration or option set `type`.
  public func enumCase(_ name: String, of type: String) -> SurfaceEnumCase? {
    self.type(type)?.cases.first { $0.name == name }
  }

  /// The enumerations that have a case `name` (for `.name` without a type).
  public func typesHaving(case name: String) -> [String] { index.typesWithCase[name] ?? [] }

  // MARK: - Reading

  /// A file's declarations, read at its first use.
  private func file(_ number: Int) -> ReadFile {
    if let done = read.withLock({ $0[number] }) { return done }
    let made = ReadFile(files[number].text, name: files[number].name)
    read.withLock { $0[number] = made }
    return made
  }
}

/// Where each name is declared, found by looking only at the start of each row: headers,
/// case rows, and the names of free declarations.
private struct SurfaceIndex: Sendable {
  var fileOfType: [String: Int] = [:]
  var fileOfCase: [String: Int] = [:]
  var typesWithCase: [String: [String]] = [:]
  /// Free declarations by their C name and by how Swift spells them.
  var filesOfFreeName: [String: [Int]] = [:]
  var classHeaders: [(name: String, superclass: String?, objcName: String)] = []

  init(files: [String]) {
    for (number, text) in files.enumerated() {
      var current: String?
      var isGlobal = false
      for rawLine in Substring.lines(of: text) {
        let line = rawLine.droppingLeadingSpaces
        guard !line.isEmpty, !line.hasPrefix("#") else { continue }
        let fields = line.fields
        let first = fields[0]
        if line.hasPrefix("global ") || line.hasPrefix("global|") {
          (current, isGlobal) = (nil, true)
        } else if let header = Self.header(first), fields.count == 3 {
          (current, isGlobal) = (header.name, false)
          for name in [header.name, String(fields[1])] where fileOfType[name] == nil {
            fileOfType[name] = number
          }
          if header.isClass {
            classHeaders.append((header.name, header.base, String(fields[1])))
          }
        } else if first.hasPrefix("case "), fields.count >= 2, let current {
          let name = first.dropFirst(5).trimmingSpaces
          typesWithCase[name, default: []].append(current)
          if fileOfCase[String(fields[1])] == nil { fileOfCase[String(fields[1])] = number }
        } else if isGlobal, fields.count >= 2 {
          for name in [Self.declaredName(first), String(fields[1])] where !name.isEmpty {
            if filesOfFreeName[name]?.last != number { filesOfFreeName[name, default: []].append(number) }
          }
        }
      }
    }
  }

  /// The name and base a type header declares (`class UIButton: UIControl`), nil for a member.
  private static func header(_ text: Substring) -> (name: String, base: String?, isClass: Bool)? {
    let words = text.split(separator: " ", maxSplits: 1)
    guard words.count == 2,
      SurfaceTypeDeclaration.Kind(rawValue: String(words[0])) != nil
    else { return nil }
    if ["func ", "var ", "let ", "subscript"].contains(where: { words[1].hasPrefix($0) }) {
      return nil
    }
    let declared = words[1].split(separator: ":", maxSplits: 1)
    let base = declared.count == 2 ? declared[1].split(separator: ",")[0].trimmingSpaces : nil
    return (declared[0].trimmingSpaces, base, words[0] == "class")
  }

  /// The name a free declaration's Swift text declares (`func CGRectGetWidth(` → that name).
  private static func declaredName(_ text: Substring) -> String {
    var rest = text
    for keyword in ["func ", "let ", "var "] where rest.hasPrefix(keyword) {
      rest = rest.dropFirst(keyword.count)
    }
    return String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
  }
}

/// One file's declarations, with the lookups the surface answers from it.
private struct ReadFile: Sendable {
  struct Members: Sendable {
    var swift: [String: [SurfaceMember]] = [:]
    var objc: [String: [SurfaceMember]] = [:]
  }

  let types: [SurfaceTypeDeclaration]
  let problems: [SurfaceRowReader.Problem]
  private(set) var members: [String: Members] = [:]
  private(set) var freeByCName: [String: [SurfaceMember]] = [:]
  private(set) var freeBySwiftName: [String: [SurfaceMember]] = [:]
  private(set) var casesByObjCName: [String: (type: String, enumCase: SurfaceEnumCase)] = [:]

  init(_ text: String, name: String) {
    (types, problems) = SurfaceRowReader.read(text, file: name)
    for type in types {
      for member in type.members {
        if type.kind == .global {
          freeByCName[member.name, default: []].append(member)
          if !member.objcName.isEmpty {
            freeBySwiftName[member.objcName, default: []].append(member)
          }
          continue
        }
        members[type.name, default: Members()].swift[member.name, default: []].append(member)
        var objcNames: [String] = []
        if member.kind == .property {
          objcNames.append(member.objcName)
          if member.objcPropertyName != member.objcName { objcNames.append(member.objcPropertyName) }
          if let setter = member.setter { objcNames.append(setter) }
        } else if !member.objcName.isEmpty {
          objcNames.append(member.objcName)
        }
        for objcName in objcNames {
          members[type.name, default: Members()].objc[objcName, default: []].append(member)
        }
      }
      for enumCase in type.cases where casesByObjCName[enumCase.objcName] == nil {
        casesByObjCName[enumCase.objcName] = (type.name, enumCase)
      }
    }
  }

  /// The type of this file named `name` in either language.
  func type(_ name: String) -> SurfaceTypeDeclaration? {
    types.first { $0.kind != .global && ($0.name == name || $0.objcName == name) }
  }
}
