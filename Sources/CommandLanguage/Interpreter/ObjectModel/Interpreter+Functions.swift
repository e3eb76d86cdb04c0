import Simulation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Interpreter {
  // MARK: - Mathematics

  /// `min`, `max`, `abs`, `round`, `floor`, `ceil`, `sqrt`, `pow` and their C spellings.
  func mathFunction(_ name: String, _ args: CallArguments, _ site: CallSite, _ env: Env) throws
    -> Value?
  {
    func number(_ index: Int) throws -> Double {
      guard index < args.count, let value = args.values[index].number, !args.values[index].isBool
      else {
        let found = index < args.count ? args.values[index].typeName(in: world) : "nothing"
        throw error(
          .typeMismatch(found, "Double"), index < args.count ? args.ranges[index] : site.range, env)
      }
      return value
    }
    func arity(_ count: Int) throws {
      guard args.count == count else {
        throw error(.argumentCount(name, count, args.count), site.nameRange, env)
      }
    }
    switch name {
    case "max", "min", "MAX", "MIN":
      let isMax = name == "max" || name == "MAX"
      // `max(array)` is not Swift, but `array.max()` is; here both arguments and elements count.
      let values = args.count == 1 ? arrayItems(args.values[0]) ?? args.values : args.values
      guard values.count >= (args.count == 1 ? 1 : 2) else {
        throw error(.argumentCount(name, 2, args.count), site.nameRange, env)
      }
      if values.allSatisfy({ if case .int = $0 { return true } else { return false } }) {
        let numbers = values.compactMap { value -> Int? in
          if case .int(let n) = value { return n }
          return nil
        }
        return .int((isMax ? numbers.max() : numbers.min()) ?? 0)
      }
      if values.allSatisfy({ if case .string = $0 { return true } else { return false } }) {
        let texts = values.compactMap { value -> String? in
          if case .string(let text) = value { return text }
          return nil
        }
        return .string((isMax ? texts.max() : texts.min()) ?? "")
      }
      var numbers: [Double] = []
      for (index, value) in values.enumerated() {
        guard let number = value.number, !value.isBool else {
          throw error(
            .typeMismatch(value.typeName(in: world), "Double"),
            index < args.ranges.count ? args.ranges[index] : site.range, env)
        }
        numbers.append(number)
      }
      return .double((isMax ? numbers.max() : numbers.min()) ?? 0)
    case "abs", "ABS", "fabs":
      try arity(1)
      if case .int(let n) = args.values[0] {
        guard n != .min else { throw error(.overflow, site.range, env) }
        return name == "fabs" ? .double(Double(abs(n))) : .int(abs(n))
      }
      return .double(abs(try number(0)))
    case _ where Builtins.mathUnary.contains(name):
      try arity(1)
      let value = try number(0)
      // C's `f` variants compute in Float; the value here stays a Double, as CGFloat is.
      switch name.hasSuffix("f") ? String(name.dropLast()) : name {
      case "round": return .double(value.rounded())
      case "floor": return .double(value.rounded(.down))
      case "ceil": return .double(value.rounded(.up))
      case "trunc": return .double(value.rounded(.towardZero))
      case "sqrt": return .double(value.squareRoot())
      case "fabs": return .double(abs(value))
      case "sin": return .double(Glibc.sin(value))
      case "cos": return .double(Glibc.cos(value))
      case "tan": return .double(Glibc.tan(value))
      case "asin": return .double(Glibc.asin(value))
      case "acos": return .double(Glibc.acos(value))
      case "atan": return .double(Glibc.atan(value))
      case "exp": return .double(Glibc.exp(value))
      case "log": return .double(Glibc.log(value))
      case "log2": return .double(Glibc.log2(value))
      case "log10": return .double(Glibc.log10(value))
      case "cbrt": return .double(Glibc.cbrt(value))
      default:
        // `lround`, `lroundf`, `llround`, `lrint`: the nearest integer, as a `long`.
        let rounded = name.contains("rint") ? value.rounded(.toNearestOrEven) : value.rounded()
        guard let integer = Int(exactly: rounded) else {
          throw error(.numberOutOfRange, site.range, env)
        }
        return .int(integer)
      }
    case _ where Builtins.mathBinary.contains(name):
      try arity(2)
      let (x, y) = (try number(0), try number(1))
      switch name.hasSuffix("f") ? String(name.dropLast()) : name {
      case "pow": return .double(Glibc.pow(x, y))
      case "fmin": return .double(Swift.min(x, y))
      case "fmax": return .double(Swift.max(x, y))
      case "fmod": return .double(Glibc.fmod(x, y))
      case "atan2": return .double(Glibc.atan2(x, y))
      case "hypot": return .double(Glibc.hypot(x, y))
      default: return .double(Glibc.copysign(x, y))
      }
    default:
      return nil
    }
  }

  // MARK: - Language functions

  /// `stride`, `zip`, `type(of:)`, assertions and `fatalError`, and Objective-C's runtime
  /// functions (`NSStringFromClass`, `NSStringFromSelector`, `NSParameterAssert`, `NSAssert`).
  func languageFunction(_ name: String, _ args: CallArguments, _ site: CallSite, _ env: Env)
    throws -> Value?
  {
    switch name {
    case "stride":
      return try stride(args, site, env)
    case "zip":
      guard args.count == 2, let first = try? elements(of: args.values[0], site.range, env),
        let second = try? elements(of: args.values[1], site.range, env)
      else { throw error(.argumentCount(name, 2, args.count), site.nameRange, env) }
      return .array(
        zip(first, second).map { .tuple(TupleValue(values: [$0, $1], labels: [nil, nil])) })
    case "type" where args.labels == ["of"]:
      return .type(className(of: args.values[0]) ?? args.values[0].typeName(in: world))
    case "assert", "precondition", "NSParameterAssert", "NSAssert", "NSCAssert",
      "NSCParameterAssert":
      guard let condition = args.values.first else {
        throw error(.argumentCount(name, 1, 0), site.nameRange, env)
      }
      guard try !truth(condition, args.ranges[0], env) else { return .void }
      throw try assertionError(name, args, site, env)
    case "assertionFailure", "preconditionFailure", "fatalError":
      throw try assertionError(name, args, site, env)
    case "dispatch_once":
      // The block runs the first time its token is seen zero; the token then keeps ~0.
      guard args.count == 2, case .pointer(let token) = args.values[0],
        case .closure(let block) = args.values[1]
      else { throw error(.argumentCount(name, 2, args.count), site.nameRange, env) }
      let seen = try token.load()
      guard seen.isNil || seen.number == 0 else { return .void }
      try token.store(.int(-1))
      _ = try invoke(block, [], site.range, env)
      return .void
    case "NSMakeRange":
      guard args.count == 2, case .int(let location) = args.values[0],
        case .int(let length) = args.values[1]
      else { throw error(.argumentCount(name, 2, args.count), site.nameRange, env) }
      return Self.rangeValue(location, length)
    case "NSLocalizedString", "NSLocalizedStringFromTable", "NSLocalizedStringFromTableInBundle",
      "NSLocalizedStringWithDefaultValue":
      return try localizedString(name, args, site, env)
    case "UIInterfaceOrientationIsPortrait", "UIInterfaceOrientationIsLandscape",
      "UIDeviceOrientationIsPortrait", "UIDeviceOrientationIsLandscape",
      "UIDeviceOrientationIsFlat", "UIDeviceOrientationIsValidInterfaceOrientation":
      return try orientationTest(name, args, site, env)
    case "NSStringFromClass":
      guard case .type(let type)? = args.values.first else { return nil }
      return .string(type)
    case "NSStringFromSelector":
      guard case .selector(let selector)? = args.values.first else { return nil }
      return .string(selector)
    case "objc_setAssociatedObject", "objc_getAssociatedObject", "objc_removeAssociatedObjects":
      return try associatedObject(name, args, site, env)
    case "NSSelectorFromString", "Selector":
      guard case .string(let text)? = args.values.first else { return nil }
      return .selector(text)
    default:
      return nil
    }
  }

  /// UIKit's inline orientation tests (`UIInterfaceOrientationIsLandscape(o)`): what Swift's
  /// overlay calls `isLandscape`, `isPortrait`, `isFlat` and `isValidInterfaceOrientation`.
  private func orientationTest(
    _ name: String, _ args: CallArguments, _ site: CallSite, _ env: Env
  ) throws -> Value {
    guard args.count == 1 else {
      throw error(.argumentCount(name, 1, args.count), site.nameRange, env)
    }
    let caseName: String
    switch args.values[0] {
    case .orientation(let orientation): caseName = orientation.rawValue
    case .enumCase(let value): caseName = value.caseName
    case .int(let raw):
      // Both enumerations number portrait 1 and upside down 2, the landscapes 3 and 4 (which
      // is which differs, and no test tells them apart), face up 5 and face down 6.
      caseName =
        [
          1: "portrait", 2: "portraitUpsideDown", 3: "landscapeLeft", 4: "landscapeRight",
          5: "faceUp", 6: "faceDown",
        ][raw] ?? "unknown"
    default:
      throw error(
        .typeMismatch(args.values[0].typeName(in: world), "UIInterfaceOrientation"),
        args.ranges[0], env)
    }
    let test: String
    if name.hasSuffix("IsValidInterfaceOrientation") {
      test = "isValidInterfaceOrientation"
    } else {
      test = "is" + (name.split(separator: "Is").last.map(String.init) ?? "")
    }
    return Self.deviceOrientationTest(test, caseName) ?? .bool(false)
  }

  /// Foundation's localized string: the sandbox's bundle has no strings table, so, as
  /// `-[NSBundle localizedStringForKey:value:table:]` does for a key it does not find, the
  /// default value when one is given and not empty, else the key itself. Objective-C's macros
  /// take their arguments in order (`NSLocalizedString(key, comment)`); Swift's function
  /// labels them (`NSLocalizedString(_:tableName:bundle:value:comment:)`).
  private func localizedString(
    _ name: String, _ args: CallArguments, _ site: CallSite, _ env: Env
  ) throws -> Value {
    let value: Value?
    if dialect(of: env) == .swift {
      guard name == "NSLocalizedString", args.labels.first == .some(nil),
        args.labels.last == "comment",
        args.labels.dropFirst().allSatisfy({
          ["tableName", "bundle", "value", "comment"].contains($0 ?? "")
        })
      else { throw error(.argumentCount(name, 2, args.count), site.nameRange, env) }
      value = args.labels.firstIndex(of: "value").map { args.values[$0] }
    } else {
      let counts = [
        "NSLocalizedString": 2, "NSLocalizedStringFromTable": 3,
        "NSLocalizedStringFromTableInBundle": 4, "NSLocalizedStringWithDefaultValue": 5,
      ]
      let expected = counts[name] ?? 2
      guard args.count == expected else {
        throw error(.argumentCount(name, expected, args.count), site.nameRange, env)
      }
      value = name == "NSLocalizedStringWithDefaultValue" ? args.values[3] : nil
    }
    if case .string(let text)? = value, !text.isEmpty { return .string(text) }
    guard case .string(let key) = args.values[0] else {
      throw error(
        .typeMismatch(args.values[0].typeName(in: world), "String"), args.ranges[0], env)
    }
    return .string(key)
  }

  /// The Objective-C runtime's associated objects: a value kept on an object under a key,
  /// strongly or weakly as the policy says (`OBJC_ASSOCIATION_ASSIGN` is 0).
  private func associatedObject(
    _ name: String, _ args: CallArguments, _ site: CallSite, _ env: Env
  ) throws -> Value {
    let wanted = name == "objc_setAssociatedObject" ? 4 : name == "objc_getAssociatedObject" ? 2 : 1
    guard args.count == wanted else {
      throw error(.argumentCount(name, wanted, args.count), site.nameRange, env)
    }
    guard let instance = args.values[0].instance else {
      if args.values[0].isNil { return name == "objc_getAssociatedObject" ? .nilValue : .void }
      throw error(.notSimulated(name + " on a value"), args.ranges[0], env)
    }
    if name == "objc_removeAssociatedObjects" {
      for key in instance.storage.slots.keys where key.hasPrefix(Self.associationPrefix) {
        instance.storage.slots[key] = nil
      }
      return .void
    }
    let key = Self.associationPrefix + associationKey(args.values[1], args.ranges[1], env)
    if name == "objc_getAssociatedObject" {
      switch instance.storage.slots[key] {
      case .strong(let value)?: return value
      case .weak(let reference)?: return reference.instance.map(Value.object) ?? .nilValue
      default: return .nilValue
      }
    }
    let value = args.values[2]
    if value.isNil {
      instance.storage.slots[key] = nil
    } else if case .int(0) = args.values[3], let object = value.instance, case .object = value {
      instance.storage.slots[key] = .weak(WeakReference(object))
    } else {
      instance.storage.slots[key] = .strong(value)
    }
    return .void
  }

  private static let associationPrefix = "objc.association."

  /// What identifies an association's key: a selector or a string by its value, a pointer
  /// (`&kDrawerKey`, `&AssociatedKeys.state`) by the place it points at, as written.
  private func associationKey(_ key: Value, _ range: SourceRange, _ env: Env) -> String {
    switch key {
    case .selector(let selector): return "@selector(" + selector + ")"
    case .string(let text): return "\"" + text + "\""
    default: return env.unit.text.slice(range).filter { !$0.isWhitespace }
    }
  }

  /// The error a failed assertion or `fatalError` ends the statement with, in the words the
  /// Swift runtime and Foundation print when the app crashes there.
  private func assertionError(
    _ name: String, _ args: CallArguments, _ site: CallSite, _ env: Env
  ) throws -> RuntimeError {
    let messageIndex =
      ["fatalError", "assertionFailure", "preconditionFailure"].contains(name) ? 0 : 1
    var message = ""
    if messageIndex < args.count {
      if name.hasPrefix("NS"), case .string(let format) = args.values[messageIndex] {
        message = try formatted(format, Array(args.values.dropFirst(messageIndex + 1)))
      } else {
        message = try describe(args.values[messageIndex])
      }
    }
    let kind: AssertionKind
    switch name {
    case "assert": kind = .assertion
    case "precondition": kind = .precondition
    case "NSParameterAssert", "NSCParameterAssert":
      kind = .parameterAssert
      let condition = site.range
      message = env.unit.text.slice(args.ranges.first ?? condition)
    case "NSAssert", "NSCAssert": kind = .nsAssert
    default: kind = .fatal
    }
    return error(.crashed(kind, message), site.range, env)
  }

  /// `stride(from:to:by:)` and `stride(from:through:by:)`, as the values they yield.
  private func stride(_ args: CallArguments, _ site: CallSite, _ env: Env) throws -> Value {
    guard args.count == 3, args.labels[0] == "from", args.labels[2] == "by",
      args.labels[1] == "to" || args.labels[1] == "through"
    else {
      throw error(
        .wrongArguments(site.written, "stride(from:to:by:)", "stride(from:through:by:)"),
        site.nameRange, env)
    }
    let through = args.labels[1] == "through"
    if case .int(let start) = args.values[0], case .int(let end) = args.values[1],
      case .int(let step) = args.values[2]
    {
      guard step != 0 else { throw error(.divisionByZero, args.ranges[2], env) }
      var values: [Value] = []
      var current = start
      while step > 0
        ? (through ? current <= end : current < end)
        : (through ? current >= end : current > end)
      {
        guard values.count < limits.maxCollectionSize else {
          throw error(.collectionLimit(limits.maxCollectionSize), site.range, env)
        }
        values.append(.int(current))
        let (next, overflow) = current.addingReportingOverflow(step)
        if overflow { break }
        current = next
      }
      return .array(values)
    }
    guard let start = args.values[0].number, let end = args.values[1].number,
      let step = args.values[2].number, step != 0, step.isFinite
    else {
      throw error(.typeMismatch(args.values[0].typeName(in: world), "Double"), site.range, env)
    }
    var values: [Value] = []
    var index = 0.0
    while true {
      let current = start + index * step
      let inside =
        step > 0
        ? (through ? current <= end : current < end)
        : (through ? current >= end : current > end)
      guard inside else { break }
      guard values.count < limits.maxCollectionSize else {
        throw error(.collectionLimit(limits.maxCollectionSize), site.range, env)
      }
      values.append(.double(current))
      index += 1
    }
    return .array(values)
  }

  // MARK: - Conversions

  /// `Int(x)`, `Double(x)`, `CGFloat(x)`, `String(x)`, `Bool(x)`, `Array(x)`, `Set(x)`,
  /// `[T](repeating:count:)`, `NSMutableArray()`, `Dictionary()`: values of standard types;
  /// nil when the type is not one of them.
  func convert(_ typeName: String, _ args: CallArguments, _ site: CallSite, _ env: Env) throws
    -> Value?
  {
    // Only the initialisers modelled here: `String(contentsOfFile:)` and the like are valid
    // Swift that reaches the machine, and say so.
    // Objective-C's `initWithArray:` names what Swift's `init(array:)` does.
    let labels = args.labels.map { label -> String in
      guard let label else { return "_" }
      guard label.hasPrefix("initWith"), label.count > 8 else { return label }
      return Constants.lowerFirst(String(label.dropFirst(8)))
    }
    if Self.convertibleTypes.contains(typeName), let first = labels.first, first != "_",
      ![
        "format", "repeating", "describing", "dictionaryLiteral", "uniqueKeysWithValues",
        "string", "capacity", "array",
      ].contains(first),
      // `NSDictionary(dictionary:)`, `NSSet(set:)`: Foundation's copying initialisers.
      !(typeName.hasPrefix("NS") && ["dictionary", "set"].contains(first))
    {
      throw error(
        .notSimulated(typeName + "(" + labels.map { $0 + ":" }.joined() + ")"), site.range, env)
    }
    let first = args.values.first
    switch typeName {
    case "Int", "NSInteger", "Int64", "Int32", "UInt":
      guard let first else { return .int(0) }
      switch first {
      case .int: return first
      case .double(let number):
        guard number.isFinite, abs(number) < 9.2e18 else {
          throw error(.numberOutOfRange, site.range, env)
        }
        return .int(Int(number))
      case .bool(let flag): return .int(flag ? 1 : 0)
      case .string(let text): return Int(text).map(Value.int) ?? .nilValue
      default: throw error(.typeMismatch(first.typeName(in: world), typeName), site.range, env)
      }
    case "Double", "CGFloat", "Float", "TimeInterval", "NSTimeInterval":
      guard let first else { return .double(0) }
      if case .string(let text) = first { return Double(text).map(Value.double) ?? .nilValue }
      guard let number = first.number, !first.isBool else {
        throw error(.typeMismatch(first.typeName(in: world), typeName), site.range, env)
      }
      return .double(number)
    case "Optional":
      // `Optional(x)` wraps x; printing knows it is optional from the expression.
      guard let first, args.count == 1, args.labels == [nil] else { return nil }
      return first
    case "String", "NSString":
      guard let first else { return .string("") }
      if labels.first == "format", case .string(let format) = first {
        // `String(format:arguments:)` takes its arguments as one array (`[CVarArg]`), as
        // `initWithFormat:arguments:` takes a `va_list`.
        if labels == ["format", "arguments"], case .array(let items) = args.values[1] {
          return .string(try formatted(format, items))
        }
        return .string(try formatted(format, Array(args.values.dropFirst())))
      }
      if args.labels.first == "repeating", args.count == 2, case .string(let text) = first,
        case .int(let count) = args.values[1], count >= 0
      {
        guard text.count * count <= limits.maxCollectionSize else {
          throw error(.collectionLimit(limits.maxCollectionSize), site.range, env)
        }
        return .string(String(repeating: text, count: count))
      }
      return .string(try describe(first))
    case "Bool":
      guard let first else { return .bool(false) }
      if case .string(let text) = first {
        return text == "true" ? .bool(true) : text == "false" ? .bool(false) : .nilValue
      }
      return first.isBool ? first : nil
    case "Array", "NSArray":
      if args.labels == ["repeating", "count"], case .int(let count) = args.values[1] {
        guard count >= 0, count <= limits.maxCollectionSize else {
          throw error(.collectionLimit(limits.maxCollectionSize), site.range, env)
        }
        return .array(Array(repeating: args.values[0], count: count))
      }
      guard let first else { return .array([]) }
      return .array(try elements(of: first, site.range, env))
    case "NSMutableArray":
      // `initWithCapacity:` and `NSMutableArray(capacity:)` only reserve room.
      guard let first, labels.first != "capacity" else {
        return .mutableArray(CollectionBox(items: []))
      }
      return .mutableArray(CollectionBox(items: try elements(of: first, site.range, env)))
    case "Set", "NSSet":
      guard let first else { return .set(SetValue()) }
      return try makeSet(try elements(of: first, site.range, env), site.range, env)
    case "Dictionary", "NSDictionary":
      return .dictionary(first.flatMap(dictionaryContents) ?? DictionaryValue())
    case "NSMutableDictionary":
      if labels.first == "capacity" {
        return .mutableDictionary(CollectionBox(dictionary: DictionaryValue()))
      }
      return .mutableDictionary(
        CollectionBox(dictionary: first.flatMap(dictionaryContents) ?? DictionaryValue()))
    case "NSMutableSet":
      // `NSMutableSet()`, `[[NSMutableSet alloc] init]`, `initWithArray:`, `initWithCapacity:`.
      if labels.first == "capacity" { return .mutableSet(CollectionBox(set: SetValue())) }
      guard let first else { return .mutableSet(CollectionBox(set: SetValue())) }
      guard
        case .set(let set) = try makeSet(try elements(of: first, site.range, env), site.range, env)
      else { return nil }
      return .mutableSet(CollectionBox(set: set))
    case "NSMutableString":
      // `NSMutableString()`, `NSMutableString(string:)`, `initWithString:`, `initWithCapacity:`,
      // `initWithFormat:`.
      guard let first, labels.first != "capacity" else {
        return .mutableString(TextBox(""))
      }
      if labels.first == "format", case .string(let format) = first {
        return .mutableString(TextBox(try formatted(format, Array(args.values.dropFirst()))))
      }
      switch first {
      case .string(let text): return .mutableString(TextBox(text))
      case .mutableString(let box): return .mutableString(TextBox(box.text))
      default: throw error(.typeMismatch(first.typeName(in: world), "String"), site.range, env)
      }
    case "NSRange" where args.labels == ["location", "length"]:
      guard case .int(let location) = args.values[0], case .int(let length) = args.values[1]
      else { return nil }
      return Self.rangeValue(location, length)
    default:
      return nil
    }
  }

  /// Foundation's `NSRange`: a location and a length.
  static func rangeValue(_ location: Int, _ length: Int) -> Value {
    .structure(
      StructValue(
        typeName: "NSRange", fields: ["location": .int(location), "length": .int(length)],
        order: ["location", "length"]))
  }

  /// The types `convert` makes values of.
  static let convertibleTypes: Set<String> = [
    "Int", "NSInteger", "Int64", "Int32", "UInt", "Double", "CGFloat", "Float", "TimeInterval",
    "NSTimeInterval", "String", "NSString", "Bool", "Array", "NSArray", "NSMutableArray", "Set",
    "NSSet", "Dictionary", "NSDictionary", "NSMutableDictionary", "NSMutableSet", "NSMutableString",
  ]

  /// A dictionary's entries, whichever kind holds them.
  func dictionaryContents(_ value: Value) -> DictionaryValue? {
    switch value {
    case .dictionary(let dictionary): return dictionary
    case .mutableDictionary(let box): return box.dictionary
    default: return nil
    }
  }
}

/// Which check stopped the program.
public enum AssertionKind: String, Hashable, Sendable, CaseIterable {
  case assertion, precondition, fatal, parameterAssert, nsAssert
  /// A Swift error thrown inside `try!`, or out of the top-level code: the runtime's fatal error.
  case forcedTry, errorAtTopLevel
}
