import Simulation
import UIKitSurface

extension Interpreter {
  // MARK: - Declarations

  /// Declares an enumeration. A Swift one gets its cases (with raw values: integers counting
  /// on from the last one written, strings naming their case) and its methods; an Objective-C
  /// `NS_ENUM`, `NS_OPTIONS` or C `enum` makes each name an integer constant, as C does.
  func defineEnum(_ declaration: EnumDecl, _ env: Env) throws {
    if !env.context.isTopLevel {
      throw error(.nestedClass(declaration.name), declaration.nameRange, env)
    }
    let isInteger = declaration.rawType.map { Self.integerRawTypes.contains($0) } ?? false
    var cases: [EnumCaseInfo] = []
    var next = 0
    for item in declaration.cases {
      var rawValue: Value?
      if let written = item.rawValue {
        rawValue = try eval(written, env)
        if case .int(let number) = rawValue { next = number &+ 1 }
      } else if isInteger || declaration.dialect == .objc {
        rawValue = .int(next)
        next = next &+ 1
      } else if declaration.rawType == "String" {
        rawValue = .string(item.name)
      }
      if declaration.dialect == .objc {
        globals.declare(
          item.name,
          Binding(value: rawValue ?? .int(0), isConstant: true, isInitialized: true))
      }
      cases.append(EnumCaseInfo(name: item.name, rawValue: rawValue, payload: item.payload))
    }
    guard declaration.dialect == .swift else {
      if !declaration.name.isEmpty { classes.alias(declaration.name, to: "NSInteger") }
      return
    }
    classes.declareEnum(declaration.name, cases: cases, rawType: declaration.rawType)
    classes.adopt(declaration.protocols, in: declaration.name)
    let asClass = ClassDecl(
      kind: .structType, name: declaration.name, nameRange: declaration.nameRange,
      superclass: nil, protocols: declaration.protocols, members: declaration.members,
      dialect: .swift)
    for member in declaration.members {
      do {
        if case .variable(let variable) = member.kind, !variable.modifiers.isStatic {
          throw error(.storedPropertyInEnum, variable.nameRange, env)
        }
        try defineMember(member, of: asClass, env)
      } catch let failure as RuntimeError where !failure.stopsInput {
        fail(failure)
      }
    }
  }

  /// The raw types whose values count on from the last one written.
  static let integerRawTypes: Set<String> = [
    "Int", "UInt", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64",
    "NSInteger", "NSUInteger",
  ]

  /// `typealias Name = Type`, `typedef Type Name;`: the name stands for the type.
  func defineTypeAlias(_ name: String, _ type: TypeRef, _ range: SourceRange, _ env: Env) throws {
    guard !name.isEmpty else { return }
    // `typealias Direction = Pager.Direction` for a type nested as `Direction`: the name is
    // already the type's own.
    if !type.isFunction, classes.resolveAlias(type.name) == name { return }
    classes.alias(name, to: type.isFunction ? "Function" : type.name)
    // `typealias Model = A & B`: adopting or casting to `Model` is to each protocol.
    if !type.protocols.isEmpty, !type.isFunction {
      classes.compositions[name] = [type.name] + type.protocols
    } else if classes.compositions[name] != nil {
      classes.compositions[name] = nil
    }
  }

  // MARK: - Values

  /// A case of an enumeration as a value; a case with associated values needs them.
  func enumValue(
    _ caseName: String, of typeName: String, arguments: CallArguments?, _ range: SourceRange,
    _ env: Env
  ) throws -> Value? {
    guard let info = classes.enumCase(caseName, of: typeName) else { return nil }
    let expected = info.payload?.count ?? 0
    let given = arguments?.count ?? 0
    guard expected == given else {
      if expected > 0 && arguments == nil {
        throw error(.enumCaseNeedsValues(typeName, caseName), range, env)
      }
      throw error(.argumentCount(caseName, expected, given), range, env)
    }
    return .enumCase(
      EnumValue(
        typeName: typeName, caseName: caseName, payload: arguments?.values ?? [],
        labels: info.payload?.map(\.label) ?? []))
  }

  /// `Type(rawValue: x)`: the case whose raw value is `x`, or nil.
  func enumFromRawValue(_ typeName: String, _ raw: Value) -> Value {
    for item in classes.enumCases(of: typeName) {
      if let value = item.rawValue, equal(value, raw) {
        return .enumCase(EnumValue(typeName: typeName, caseName: item.name))
      }
    }
    return .nilValue
  }

  /// `Type.allCases` of an enumeration.
  func allCases(of typeName: String) -> Value {
    .array(
      classes.enumCases(of: typeName).filter { $0.payload == nil }.map {
        .enumCase(EnumValue(typeName: typeName, caseName: $0.name))
      })
  }

  /// The C integer an SDK enumeration's constant is (`UIViewAnimationCurveEaseOut` is 2), as
  /// Objective-C reads it in arithmetic, a cast, a format's integer conversion or `@( )`.
  static func cInteger(of value: Value) -> Int? {
    guard case .enumCase(let found) = value, let raw = importedCase(found)?.rawValue else {
      return nil
    }
    return Int(raw)
  }

  /// A property of an enumeration's value: `rawValue`, or one the user declared.
  func enumProperty(_ name: String, of value: EnumValue, _ range: SourceRange, _ env: Env)
    throws -> Value?
  {
    if name == "rawValue", let info = classes.enumCase(value.caseName, of: value.typeName) {
      // Without raw values, only a property an extension declares by that name answers.
      guard let raw = info.rawValue else {
        if let declared = try objectProperty(name, of: .enumCase(value), nil, range, env) {
          return declared
        }
        throw error(.noMember(value.typeName, name), range, env)
      }
      return raw
    }
    if name == "rawValue", let raw = Self.importedCase(value)?.rawValue, let number = Int(raw) {
      // An imported enumeration's raw value is the C constant's.
      return .int(number)
    }
    if name == "hashValue" { return .int(value.caseName.hashValue & 0xFFFF) }
    // The orientations' tests; UIInterfaceOrientation has only the first two.
    if value.typeName == "UIDeviceOrientation"
      || value.typeName == "UIInterfaceOrientation"
        && (name == "isPortrait" || name == "isLandscape"),
      let test = Self.deviceOrientationTest(name, value.caseName)
    {
      return test
    }
    return try objectProperty(name, of: .enumCase(value), nil, range, env)
  }

  // MARK: - Implicit members

  /// `.name` or `.name(…)` with the type left to context: a case (or static member) of the
  /// type `hint` names, else of the one enumeration that has such a case, else a UIKit
  /// constant (`.transitionCrossDissolve`, `.portrait`, `.red`).
  func implicitMember(
    _ name: String, arguments: CallArguments?, hint: String?, _ range: SourceRange, _ env: Env
  ) throws -> Value {
    if let hint = hint.map(Self.baseType).map(classes.resolveAlias) {
      if let value = try enumValue(name, of: hint, arguments: arguments, range, env) {
        return value
      }
      if classes.existing(hint) != nil, arguments == nil,
        let value = try typeProperty(name, of: hint, range, env)
      {
        return value
      }
      if arguments == nil, let value = try sdkStaticMember(name, of: hint, range, env) {
        return value
      }
      if let value = Constants.typeMember(hint, name), arguments == nil { return value }
      if arguments == nil, let value = sdkTypeConstant(name, of: hint) { return value }
      // A case of the SDK type the context names (`let w: UIFont.Weight = .semibold`), before
      // a case of the same name elsewhere.
      if arguments == nil, let value = surfaceCase(name, of: hint) { return value }
      if arguments == nil, let value = try legacyNotificationName(name, of: hint, range, env) {
        return value
      }
      if name == "init" || classes.existing(hint) != nil, let arguments {
        let site = CallSite(
          swiftBase: name, labels: arguments.labels, range: range, nameRange: range)
        if name == "init" {
          return try construct(hint, arguments, site, env, nameHint: nil)
        }
        if let result = try sendToClassMethod(hint, site, arguments, env, slot: -1) {
          return result
        }
      }
    }
    if let arguments, let value = clockFunction(name, arguments) { return value }
    let owners = classes.enumsDeclaring(case: name)
    if owners.count == 1,
      let value = try enumValue(name, of: owners[0], arguments: arguments, range, env)
    {
      return value
    }
    if arguments == nil, let value = Constants.implicitMember(name) { return value }
    // `.menuDidOpen` where the call's parameter type is not known here: the one SDK type an
    // extension gave a constant of that name.
    let constants = sdkTypeConstants.values.compactMap { $0[name] }
    if arguments == nil, owners.isEmpty, constants.count == 1 { return constants[0] }
    if owners.count > 1 {
      throw error(.ambiguousImplicitMember(name, owners), range, env)
    }
    if let value = surfaceImplicitMember(name, hint: hint) { return value }
    // `x > .leastNonzeroMagnitude`: only the floating-point types have these members, and they
    // agree on them.
    if arguments == nil,
      ["pi", "infinity", "nan", "leastNonzeroMagnitude", "greatestFiniteMagnitude"]
        .contains(name), let value = Self.numericConstant("Double", name)
    {
      return value
    }
    throw error(
      .unknownImplicitMember(name), range, env,
      suggestion: nearestName(
        to: name, among: Constants.implicitMemberNames + Array(classes.enumsByCase.keys)))
  }

  /// `.main` where an SDK class is expected (`link.add(to: .main, forMode: .common)`): the
  /// class's static property of its own type, read as `RunLoop.main` reads it, as Swift finds
  /// an implicit member among the static members of the expected type.
  private func sdkStaticMember(
    _ name: String, of typeName: String, _ range: SourceRange, _ env: Env
  )
    throws -> Value?
  {
    guard let (chain, _) = surfaceChain(of: .type(typeName)), !chain.isEmpty else { return nil }
    // A keyword is declared quoted (`` class var `default`: NotificationCenter ``).
    let members = [name, "`" + name + "`"].flatMap {
      Surface.shared.members(swift: $0, in: chain, classSide: true)
    }
    guard
      members.contains(where: {
        ($0.kind == .property || $0.kind == .constant) && $0.type.name == typeName
      })
    else { return nil }
    return try property(name, of: .type(typeName), range, env)
  }

  /// The type a hint names without optionality or collection brackets (`Tab?`, `[Tab]`).
  static func baseType(_ hint: String) -> String {
    var name = Substring(hint)
    while name.hasSuffix("?") || name.hasSuffix("!") { name = name.dropLast() }
    if name.hasPrefix("["), name.hasSuffix("]"), !name.contains(":") {
      name = name.dropFirst().dropLast()
    }
    return String(name)
  }

  /// The SDK's enumeration and case a value is, when Swift imported it from C (an `NS_ENUM`);
  /// nil for the user's enumerations.
  static func importedCase(_ value: EnumValue) -> SurfaceEnumCase? {
    guard value.payload.isEmpty, let type = Surface.shared.type(value.typeName),
      type.kind == .enum
    else { return nil }
    return type.cases.first { $0.name == value.caseName }
  }
}
