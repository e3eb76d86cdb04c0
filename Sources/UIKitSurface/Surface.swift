/// UIKit's public surface, read from the declaration rows: every class, protocol, structure,
/// enumeration, member and C function, and what containrepl does with each. The interpreter,
/// Tab completion, `:help`, the suggestions and `docs/uikit-surface.md` all ask it.
public final class Surface: Sendable {
  /// The surface of the checked-in rows, read at the first question.
  public static let shared = Surface(files: SurfaceDeclarations.files)

  /// Every type, file order.
  public let types: [SurfaceTypeDeclaration]
  /// Rows that did not parse (a test keeps this empty).
  public let problems: [SurfaceRowReader.Problem]

  private let typesByName: [String: Int]
  private let membersBySwiftName: [String: [String: [SurfaceMember]]]
  private let membersByObjCName: [String: [String: [SurfaceMember]]]
  private let freeBySwiftName: [String: [SurfaceMember]]
  private let freeByCName: [String: [SurfaceMember]]
  private let casesByObjCName: [String: (type: String, enumCase: SurfaceEnumCase)]
  private let typesWithCase: [String: [String]]

  public init(files: [(String, String)]) {
    var types: [SurfaceTypeDeclaration] = []
    var problems: [SurfaceRowReader.Problem] = []
    for (file, text) in files {
      let (read, found) = SurfaceRowReader.read(text, file: file)
      types += read
      problems += found
    }
    var typesByName: [String: Int] = [:]
    var bySwift: [String: [String: [SurfaceMember]]] = [:]
    var byObjC: [String: [String: [SurfaceMember]]] = [:]
    var freeBySwift: [String: [SurfaceMember]] = [:]
    var freeByC: [String: [SurfaceMember]] = [:]
    var cases: [String: (type: String, enumCase: SurfaceEnumCase)] = [:]
    var typesWithCase: [String: [String]] = [:]
    for (index, type) in types.enumerated() {
      if type.kind != .global {
        if typesByName[type.name] == nil { typesByName[type.name] = index }
        if typesByName[type.objcName] == nil { typesByName[type.objcName] = index }
      }
      for member in type.members {
        if type.kind == .global {
          freeByC[member.name, default: []].append(member)
          if !member.objcName.isEmpty { freeBySwift[member.objcName, default: []].append(member) }
          continue
        }
        bySwift[type.name, default: [:]][member.name, default: []].append(member)
        if member.kind == .property {
          byObjC[type.name, default: [:]][member.objcName, default: []].append(member)
          if member.objcPropertyName != member.objcName {
            byObjC[type.name, default: [:]][member.objcPropertyName, default: []].append(member)
          }
          if let setter = member.setter {
            byObjC[type.name, default: [:]][setter, default: []].append(member)
          }
        } else if !member.objcName.isEmpty {
          byObjC[type.name, default: [:]][member.objcName, default: []].append(member)
        }
      }
      for enumCase in type.cases {
        if cases[enumCase.objcName] == nil { cases[enumCase.objcName] = (type.name, enumCase) }
        typesWithCase[enumCase.name, default: []].append(type.name)
      }
    }
    self.types = types
    self.problems = problems
    self.typesByName = typesByName
    membersBySwiftName = bySwift
    membersByObjCName = byObjC
    freeBySwiftName = freeBySwift
    freeByCName = freeByC
    casesByObjCName = cases
    self.typesWithCase = typesWithCase
  }

  // MARK: - Types

  /// The type named `name` in Swift or Objective-C (`UIControl.State`, `UIControlState`).
  public func type(_ name: String) -> SurfaceTypeDeclaration? {
    typesByName[name].map { types[$0] }
  }

  /// The class headers of the checked-in rows, read without their members: the class table
  /// needs them at start-up, and reading every row then would cost each start. (The same
  /// headers as `Surface.shared.classes`; a test keeps the two equal.)
  public static let classHeaders: [(name: String, superclass: String?, objcName: String)] = {
    var headers: [(name: String, superclass: String?, objcName: String)] = []
    for (_, text) in SurfaceDeclarations.files {
      for rawLine in text.split(separator: "\n") {
        let line = rawLine.drop { $0 == " " }
        guard line.hasPrefix("class "), !line.hasPrefix("class func "),
          !line.hasPrefix("class var "), !line.hasPrefix("class let ")
        else { continue }
        let fields = line.split(separator: "|").map { $0.trimmingSpaces }
        guard fields.count == 3 else { continue }
        let declared = fields[0].dropFirst(6).split(separator: ":", maxSplits: 1)
        let name = declared[0].trimmingSpaces
        let superclass = declared.count == 2
          ? declared[1].split(separator: ",")[0].trimmingSpaces : nil
        headers.append((name, superclass, fields[1]))
      }
    }
    return headers
  }()

  /// The classes, each with its superclass, in file order.
  public var classes: [(name: String, superclass: String?)] {
    types.filter { $0.kind == .class }.map { ($0.name, $0.base) }
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
      (membersBySwiftName[owner]?[name] ?? []).filter {
        ($0.isClassMember || $0.kind == .initializer) == classSide
      }
    }
  }

  /// The members whose Objective-C spelling is `name` (a selector, a getter, a setter), nearest
  /// class first.
  public func members(objc name: String, in chain: [String], classSide: Bool) -> [SurfaceMember] {
    chain.flatMap { owner in
      (membersByObjCName[owner]?[name] ?? []).filter {
        // `+buttonWithType:` and `-initWithFrame:` are both sent to what `alloc` or the class gave.
        $0.kind == .initializer || ($0.isObjCClassMember || $0.isClassMember) == classSide
      }
    }
  }

  /// Every member `chain`'s classes declare (for suggestions and completion).
  public func allMembers(in chain: [String]) -> [SurfaceMember] {
    chain.flatMap { owner in types.first { $0.name == owner }?.members ?? [] }
  }

  // MARK: - Free declarations and constants

  /// The C functions or global constants named `name` in C (`CGRectGetWidth`).
  public func free(c name: String) -> [SurfaceMember] { freeByCName[name] ?? [] }

  /// The C declarations Swift spells `name` (`CGRect.width`).
  public func free(swift name: String) -> [SurfaceMember] { freeBySwiftName[name] ?? [] }

  /// The enumeration case an Objective-C constant names (`UIRectEdgeNone`).
  public func enumCase(objc name: String) -> (type: String, enumCase: SurfaceEnumCase)? {
    casesByObjCName[name]
  }

  /// The case `name` of the enumeration or option set `type`.
  public func enumCase(_ name: String, of type: String) -> SurfaceEnumCase? {
    self.type(type)?.cases.first { $0.name == name }
  }

  /// The enumerations that have a case `name` (for `.name` without a type).
  public func typesHaving(case name: String) -> [String] { typesWithCase[name] ?? [] }

  // MARK: - Names

  /// Every type name, both spellings.
  public var typeNames: [String] { Array(typesByName.keys) }

  /// Every C function and global constant name.
  public var freeNames: [String] { Array(freeByCName.keys) }
}
