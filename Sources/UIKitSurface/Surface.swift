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
  private let operationMembers = Mutex<[SurfaceMember]?>(nil)
  private let stateMembers = Mutex<[SurfaceMember]?>(nil)

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

  /// The class headers, as the generator lists them beside the rows: the class table needs
  /// them at start-up, before any row is read. (A test keeps them equal to the rows' classes.)
  public static var classHeaders: [(name: String, superclass: String?, objcName: String)] {
    SurfaceDeclarations.classes
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
    let found = chain.flatMap { owner in
      declared(in: owner).objc[name, default: []].filter {
        // `+buttonWithType:` and `-initWithFrame:` are both sent to what `alloc` or the class gave.
        $0.kind == .initializer || ($0.isObjCClassMember || $0.isClassMember) == classSide
      }
    }
    guard found.count > 1 else { return found }
    // A property's name stands for its getter only in dot syntax (`hidden` for `isHidden`): a
    // member spelled exactly so comes first (`+mainThread` before `+isMainThread`).
    let isSpelled = { (member: SurfaceMember) in member.objcName == name || member.setter == name }
    return found.filter(isSpelled) + found.filter { !isSpelled($0) }
  }

  /// Every member `chain`'s classes declare (for suggestions and completion).
  public func allMembers(in chain: [String]) -> [SurfaceMember] {
    chain.flatMap { type($0)?.members ?? [] }
  }

  private func declared(in owner: String) -> ReadFile.Members {
    guard let number = index.fileOfType[owner] else { return ReadFile.Members() }
    return file(number).members[owner] ?? ReadFile.Members()
  }

  /// The members whose row names an operation of its own (`sim addChild 1.1`, `sim callback`),
  /// in file order: every row but the ones marked `inert`, `sim core`, `sim stored`,
  /// `sim override` or `sim refused`. Only these rows are read, not their files.
  public var operationRows: [SurfaceMember] {
    readRows(index.operationRows, keptIn: operationMembers)
  }

  /// The properties the simulation keeps or acts on (`sim core`, `sim stored`, `sim
  /// override`), in file order; read as `operationRows` are.
  public var stateRows: [SurfaceMember] { readRows(index.stateRows, keptIn: stateMembers) }

  private func readRows(
    _ rows: [SurfaceIndex.Row], keptIn cache: borrowing Mutex<[SurfaceMember]?>
  )
    -> [SurfaceMember]
  {
    cache.withLock { kept in
      if let kept { return kept }
      let made = rows.flatMap { row in
        let text = files[row.file].text.utf8
        let header = text.index(text.startIndex, offsetBy: row.header.lowerBound)
        let headerEnd = text.index(text.startIndex, offsetBy: row.header.upperBound)
        let start = text.index(text.startIndex, offsetBy: row.line.lowerBound)
        let end = text.index(text.startIndex, offsetBy: row.line.upperBound)
        let pair =
          String(files[row.file].text[header..<headerEnd]) + "\n"
          + String(files[row.file].text[start..<end])
        return SurfaceRowReader.read(pair, file: files[row.file].name).0.flatMap(\.members)
      }
      kept = made
      return made
    }
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

  /// The global constant of C that Swift imports as a type's `static let`, by its C name
  /// (`UIKeyboardWillShowNotification`, Swift's `UIResponder.keyboardWillShowNotification`).
  public func staticConstant(c name: String) -> SurfaceMember? {
    guard let number = index.fileOfStaticConstant[name] else { return nil }
    for type in file(number).types {
      if let member = type.members.first(where: { $0.objcName == name && $0.isClassMember }) {
        return member
      }
    }
    return nil
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
/// case rows, and the names of free declarations. Made at the first question to the surface, so
/// it reads bytes and skips member rows after their first word.
private struct SurfaceIndex: Sendable {
  var fileOfType: [String: Int] = [:]
  var fileOfCase: [String: Int] = [:]
  var typesWithCase: [String: [String]] = [:]
  /// Free declarations by their C name and by how Swift spells them.
  var filesOfFreeName: [String: [Int]] = [:]
  /// The constants Swift imports as a type's `static let` (`UIResponder.keyboardWillShowNotification`),
  /// by their C name (`UIKeyboardWillShowNotification`).
  var fileOfStaticConstant: [String: Int] = [:]
  /// A member row with its type's header (byte ranges).
  typealias Row = (file: Int, header: Range<Int>, line: Range<Int>)
  /// The rows that name an operation of their own.
  var operationRows: [Row] = []
  /// The rows of the properties the simulation keeps or acts on.
  var stateRows: [Row] = []

  init(files: [String]) {
    for (number, text) in files.enumerated() {
      var text = text
      text.withUTF8 { scan(RowBytes(bytes: $0), number) }
    }
  }

  private mutating func scan(_ row: RowBytes, _ number: Int) {
    var current: String?
    var currentHeader = 0..<0
    var isGlobal = false
    var lineStart = 0
    while lineStart < row.bytes.count {
      var lineEnd = lineStart
      while lineEnd < row.bytes.count, row.bytes[lineEnd] != .newline { lineEnd += 1 }
      let line = row.droppingSpaces(lineStart..<lineEnd)
      lineStart = lineEnd + 1
      guard !line.isEmpty, row.bytes[line.lowerBound] != UInt8(ascii: "#") else { continue }
      if row.starts(line, with: Self.global) {
        (current, currentHeader, isGlobal) = (nil, line, true)
      } else if row.starts(line, with: Self.caseWord) {
        let fields = row.fields(line)
        guard fields.count >= 2, let current else { continue }
        let name = row.string(
          row.droppingSpaces(fields[0].lowerBound + Self.caseWord.count..<fields[0].upperBound))
        typesWithCase[name, default: []].append(current)
        let objcName = row.string(fields[1])
        if fileOfCase[objcName] == nil { fileOfCase[objcName] = number }
      } else if let keyword = Self.headerKeywords.firstIndex(where: { row.starts(line, with: $0) }),
        keyword != 0 || !Self.classMembers.contains(where: { row.starts(line, with: $0) })
      {
        let fields = row.fields(line)
        guard fields.count == 3 else { continue }
        let declared = row.droppingSpaces(
          fields[0].lowerBound + Self.headerKeywords[keyword].count..<fields[0].upperBound)
        let colon = row.firstIndex(of: UInt8(ascii: ":"), in: declared)
        let name = row.string(
          row.droppingSpaces(declared.lowerBound..<(colon ?? declared.upperBound)))
        let objcName = row.string(fields[1])
        (current, currentHeader, isGlobal) = (name, line, false)
        for spelling in [name, objcName] where fileOfType[spelling] == nil {
          fileOfType[spelling] = number
        }
      } else if current != nil {
        if row.starts(line, with: Self.staticLet) {
          let fields = row.fields(line)
          if fields.count >= 2 { fileOfStaticConstant[row.string(fields[1])] = number }
        }
        if let simulated = simulatedKind(row, line) {
          if simulated == .own {
            operationRows.append((number, currentHeader, line))
          } else if simulated == .state {
            stateRows.append((number, currentHeader, line))
          }
        }
      } else if isGlobal {
        // A C function the interpreter computes itself (`sim builtin`) is an operation row too.
        if simulatedKind(row, line) == .own { operationRows.append((number, currentHeader, line)) }
        let fields = row.fields(line)
        guard fields.count >= 2 else { continue }
        for name in [row.declaredName(fields[0]), row.string(fields[1])] where !name.isEmpty {
          if filesOfFreeName[name]?.last != number {
            filesOfFreeName[name, default: []].append(number)
          }
        }
      }
    }
  }

  private enum Simulated { case own, state, refused }

  /// What a member row marked `sim` does: an operation of its own, a property the simulation
  /// keeps or acts on, or a refusal; nil for any other row. Read from the end of the row, so
  /// the rest of it is not looked at.
  private func simulatedKind(_ row: RowBytes, _ line: Range<Int>) -> Simulated? {
    var bar = line.upperBound
    while bar > line.lowerBound, row.bytes[bar - 1] != .bar { bar -= 1 }
    let behaviour = row.droppingSpaces(bar..<line.upperBound)
    guard row.starts(behaviour, with: Self.simWord) else { return nil }
    let operation = behaviour.lowerBound + Self.simWord.count..<behaviour.upperBound
    func isWord(_ word: [UInt8]) -> Bool {
      row.starts(operation, with: word)
        && (operation.count == word.count || row.bytes[operation.lowerBound + word.count] == .space)
    }
    if Self.stateOperations.contains(where: isWord) { return .state }
    return isWord(Self.refused) ? .refused : .own
  }

  private static let simWord = Array("sim ".utf8)
  /// The behaviours of the properties the simulation keeps or acts on.
  private static let stateOperations = ["core", "stored", "override"].map { Array($0.utf8) }
  private static let refused = Array("refused".utf8)

  /// The words that open a header, each with its space (`class ` first), as bytes.
  private static let headerKeywords = [
    "class ", "protocol ", "struct ", "enum ", "options ", "typed ",
  ]
  .map { Array($0.utf8) }
  /// `class func`, `class var`…: members, not class headers.
  private static let classMembers = ["class func ", "class var ", "class let ", "class subscript"]
    .map { Array($0.utf8) }
  private static let global = Array("global".utf8)
  private static let caseWord = Array("case ".utf8)
  private static let staticLet = Array("static let ".utf8)
}

/// The bytes of a declarations text, read by position.
private struct RowBytes {
  static let freeKeywords = ["func ", "let ", "var "].map { Array($0.utf8) }

  let bytes: UnsafeBufferPointer<UInt8>

  func starts(_ range: Range<Int>, with prefix: [UInt8]) -> Bool {
    guard range.count >= prefix.count else { return false }
    var index = range.lowerBound
    for byte in prefix {
      guard index < range.upperBound, bytes[index] == byte else { return false }
      index += 1
    }
    return true
  }

  func droppingSpaces(_ range: Range<Int>) -> Range<Int> {
    var lower = range.lowerBound
    var upper = range.upperBound
    while lower < upper, bytes[lower] == .space { lower += 1 }
    while upper > lower, bytes[upper - 1] == .space { upper -= 1 }
    return lower..<upper
  }

  func firstIndex(of byte: UInt8, in range: Range<Int>) -> Int? {
    range.first { bytes[$0] == byte }
  }

  /// The fields of a row, split at each ` | `, without their spaces.
  func fields(_ line: Range<Int>) -> [Range<Int>] {
    var fields: [Range<Int>] = []
    var start = line.lowerBound
    var index = line.lowerBound
    while index + 2 < line.upperBound {
      if bytes[index] == .space, bytes[index + 1] == .bar, bytes[index + 2] == .space {
        fields.append(droppingSpaces(start..<index))
        start = index + 3
        index = start
      } else {
        index += 1
      }
    }
    fields.append(droppingSpaces(start..<line.upperBound))
    return fields
  }

  func string(_ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
  }

  /// The name a free declaration's Swift text declares (`func CGRectGetWidth(` → that name).
  func declaredName(_ field: Range<Int>) -> String {
    var start = field.lowerBound
    for keyword in Self.freeKeywords where starts(start..<field.upperBound, with: keyword) {
      start += keyword.count
    }
    var end = start
    while end < field.upperBound, bytes[end].isIdentifierByte { end += 1 }
    return string(start..<end)
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
          if member.objcPropertyName != member.objcName {
            objcNames.append(member.objcPropertyName)
          }
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
