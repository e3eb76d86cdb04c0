import Simulation
import UIKitSurface

extension Interpreter {
  /// `T(…)`, `[[T alloc] init…]`, `[T new]`: geometry, arrays and colours here; instances of
  /// classes and structures through their initialisers.
  func construct(
    _ typeName: String, _ args: CallArguments, _ site: CallSite, _ env: Env, nameHint: String?,
    slot: Int = -1
  ) throws -> Value {
    if let boxed = try boxedValue(typeName, site, args, env) { return boxed }
    func value(_ label: String) -> Value? {
      if site.dialect == .objc {
        for (index, piece) in site.pieces.enumerated()
        where piece.lowercased().hasSuffix(label.lowercased()) {
          return index < args.count ? args.values[index] : nil
        }
        return nil
      }
      return args.labels.firstIndex(of: label).map { args.values[$0] }
    }
    func number(_ label: String) throws -> Double {
      guard let found = value(label), let number = found.number, !found.isBool else {
        throw error(.wrongArguments(site.written, "\(typeName)(…)", "init…"), site.nameRange, env)
      }
      return number
    }
    switch typeName {
    case "NSException" where args.count > 0:
      return try constructException(args, site, env)
    case "CGRect":
      if args.count == 0 { return .rect(.zero) }
      if case .point(let origin)? = value("origin"), case .size(let size)? = value("size") {
        return .rect(Rect(origin: origin, size: size))
      }
      return .rect(
        Rect(
          x: try number("x"), y: try number("y"), width: try number("width"),
          height: try number("height")))
    case "CGPoint":
      if args.count == 0 { return .point(.zero) }
      return .point(Point(x: try number("x"), y: try number("y")))
    case "CGSize":
      if args.count == 0 { return .size(.zero) }
      return .size(Size(width: try number("width"), height: try number("height")))
    case "UIColor":
      return .color("custom")
    case "NSNull" where args.count == 0:
      // Foundation's one null object, whichever way it is asked for.
      return nullObject
    case "UIEdgeInsets":
      if args.count == 0 { return UIKitSurface.insets(.zero) }
      return UIKitSurface.insets(
        EdgeInsets(
          top: try number("top"), left: try number("left"), bottom: try number("bottom"),
          right: try number("right")))
    case "CGAffineTransform":
      if args.count == 0 { return UIKitSurface.transform(.identity) }
      if value("rotationAngle") != nil {
        return UIKitSurface.transform(.rotation(try number("rotationAngle")))
      }
      if value("translationX") != nil {
        return UIKitSurface.transform(
          .translation(x: try number("translationX"), y: try number("y")))
      }
      return UIKitSurface.transform(.scale(x: try number("scaleX"), y: try number("y")))
    default:
      if let value = try convert(typeName, args, site, env) { return value }
      return try instantiate(typeName, args, site, env, nameHint: nameHint, slot: slot)
    }
  }

  /// `NSNull`'s one instance (`[NSNull null]`, `NSNull()`), which prints `<null>`.
  var nullObject: Value { singleton("NSNull", name: "null") }

  /// `viewController`, `firstViewController`, `navigationController`: a default object name.
  func baseName(_ typeName: String) -> String {
    var name = typeName
    if name.hasPrefix("UI") && name.count > 2 { name = String(name.dropFirst(2)) }
    // A leading acronym is lowered whole, as Swift names a value of the type: an
    // `ECSlidingViewController` is `ecSlidingViewController`, a `CALayer` `caLayer`.
    let capitals = name.prefix { $0.isUppercase }
    guard capitals.count > 1 else { return Constants.lowerFirst(name) }
    let rest = name.dropFirst(capitals.count)
    let lowered = rest.isEmpty ? capitals.count : capitals.count - 1
    return name.prefix(lowered).lowercased() + name.dropFirst(lowered)
  }

  /// Class methods: `[UIColor redColor]`, `[NSArray arrayWithObjects:…]`.
  func typeMethod(_ typeName: String, _ site: CallSite, _ args: CallArguments, _ env: Env) throws
    -> Value?
  {
    switch (typeName, site.base) {
    case ("UIColor", let selector) where selector.hasSuffix("Color"):
      let color = String(selector.dropLast("Color".count))
      return UIKitSurface.colorNames.contains(color) ? .color(color) : nil
    case ("NSArray", "array"): return .array([])
    case ("NSMutableArray", "array"), ("NSMutableArray", "arrayWithCapacity"):
      return .mutableArray(CollectionBox(items: []))
    case ("NSArray", "arrayWithObjects"):
      return .array(args.values.prefix { !$0.isNil }.map { $0 })
    case ("NSMutableArray", "arrayWithObjects"):
      return .mutableArray(CollectionBox(items: args.values.prefix { !$0.isNil }.map { $0 }))
    case ("NSArray", "arrayWithObject"): return .array(args.values)
    case ("NSMutableArray", "arrayWithObject"):
      return .mutableArray(CollectionBox(items: args.values))
    case ("NSArray", "arrayWithArray"):
      return .array(args.values.first.flatMap(arrayItems) ?? [])
    case ("NSMutableArray", "arrayWithArray"):
      return .mutableArray(CollectionBox(items: args.values.first.flatMap(arrayItems) ?? []))
    case ("NSMutableSet", "set"), ("NSMutableSet", "setWithCapacity"):
      return .mutableSet(CollectionBox(set: SetValue()))
    case ("NSSet", "set"): return .set(SetValue())
    case ("NSMutableSet", "setWithArray"), ("NSMutableSet", "setWithObjects"),
      ("NSMutableSet", "setWithObject"), ("NSMutableSet", "setWithSet"),
      ("NSSet", "setWithArray"), ("NSSet", "setWithObjects"), ("NSSet", "setWithObject"),
      ("NSSet", "setWithSet"):
      let members =
        site.base == "setWithArray" || site.base == "setWithSet"
        ? try args.values.first.map { try elements(of: $0, site.range, env) } ?? []
        : args.values.prefix { !$0.isNil }.map { $0 }
      guard case .set(let set) = try makeSet(members, site.range, env) else { return nil }
      return typeName == "NSSet" ? .set(set) : .mutableSet(CollectionBox(set: set))
    case ("NSMutableString", "string"), ("NSMutableString", "stringWithCapacity"):
      return .mutableString(TextBox(""))
    case ("NSMutableString", "stringWithString"):
      guard let first = args.values.first else { return nil }
      return .mutableString(TextBox(try describe(first)))
    case ("NSMutableString", "stringWithFormat"):
      guard case .string(let format)? = args.values.first else { return nil }
      return .mutableString(TextBox(try formatted(format, Array(args.values.dropFirst()))))
    case ("NSDictionary", "dictionary"): return .dictionary(DictionaryValue())
    case ("NSMutableDictionary", "dictionary"), ("NSMutableDictionary", "dictionaryWithCapacity"):
      return .mutableDictionary(CollectionBox(dictionary: DictionaryValue()))
    case ("NSMutableDictionary", "dictionaryWithDictionary"),
      ("NSDictionary", "dictionaryWithDictionary"):
      var copied = DictionaryValue()
      if let first = args.values.first { copied = dictionaryContents(first) ?? copied }
      return typeName == "NSDictionary"
        ? .dictionary(copied) : .mutableDictionary(CollectionBox(dictionary: copied))
    case ("NSString", "stringWithFormat"):
      guard case .string(let format)? = args.values.first else { return nil }
      return .string(try formatted(format, Array(args.values.dropFirst())))
    case ("NSString", "stringWithString"): return args.values.first
    case ("NSNumber", let selector) where selector.hasPrefix("numberWith"): return args.values.first
    case ("NSNull", "null"), ("NSNull", "new"): return nullObject
    case (_, "class"): return .type(typeName)
    default: return nil
    }
  }
}
