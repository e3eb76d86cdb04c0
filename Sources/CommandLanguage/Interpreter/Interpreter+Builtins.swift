import Simulation

/// Functions the language provides: printing, Core Graphics helpers.
enum Builtins {
  static let names = [
    "print", "debugPrint", "NSLog", "CGRectMake", "CGPointMake", "CGSizeMake", "CGRectGetWidth",
    "CGRectGetHeight", "CGRectGetMinX", "CGRectGetMinY", "CGRectGetMaxX", "CGRectGetMaxY",
    "CGRectGetMidX", "CGRectGetMidY", "CGRectOffset", "CGRectInset", "CGRectEqualToRect",
    "CGRectIntersectsRect", "NSStringFromCGRect", "max", "min", "abs",
  ]
}

extension Interpreter {
  /// Runs a built-in function; nil when `name` is not one.
  func builtin(
    _ name: String, _ args: CallArguments, _ site: CallSite, _ env: Env, nameHint: String?
  ) throws -> Value? {
    func number(_ index: Int) throws -> Double {
      guard index < args.count, let value = args.values[index].number, !args.values[index].isBool
      else {
        let found = index < args.count ? args.values[index].typeName(in: world) : "nothing"
        throw error(
          .typeMismatch(found, "CGFloat"), index < args.count ? args.ranges[index] : site.range, env
        )
      }
      return value
    }
    func rect(_ index: Int) throws -> Rect {
      guard index < args.count, case .rect(let rect) = args.values[index] else {
        let found = index < args.count ? args.values[index].typeName(in: world) : "nothing"
        throw error(
          .typeMismatch(found, "CGRect"), index < args.count ? args.ranges[index] : site.range, env)
      }
      return rect
    }
    func arity(_ count: Int) throws {
      guard args.count == count else {
        throw error(.argumentCount(name, count, args.count), site.nameRange, env)
      }
    }
    switch name {
    case "print", "debugPrint":
      var separator = " "
      var terminator = ""
      var items: [String] = []
      for (index, value) in args.values.enumerated() {
        switch args.labels[index] {
        case "separator": if case .string(let text) = value { separator = text }
        case "terminator": if case .string(let text) = value { terminator = text }
        default: items.append(describe(value))
        }
      }
      let text = items.joined(separator: separator) + (terminator == "\n" ? "" : terminator)
      try output(text, site.range, env)
      return .void
    case "NSLog":
      guard let first = args.values.first, case .string(let format) = first else {
        throw error(
          .typeMismatch(args.values.first?.typeName(in: world) ?? "nothing", "NSString *"),
          site.range, env)
      }
      try output(formatLog(format, Array(args.values.dropFirst())), site.range, env)
      return .void
    case "CGRectMake":
      try arity(4)
      return .rect(
        Rect(x: try number(0), y: try number(1), width: try number(2), height: try number(3)))
    case "CGPointMake":
      try arity(2)
      return .point(Point(x: try number(0), y: try number(1)))
    case "CGSizeMake":
      try arity(2)
      return .size(Size(width: try number(0), height: try number(1)))
    case "CGRectGetWidth": try arity(1); return .double(try rect(0).width)
    case "CGRectGetHeight": try arity(1); return .double(try rect(0).height)
    case "CGRectGetMinX": try arity(1); return .double(try rect(0).minX)
    case "CGRectGetMinY": try arity(1); return .double(try rect(0).minY)
    case "CGRectGetMaxX": try arity(1); return .double(try rect(0).maxX)
    case "CGRectGetMaxY": try arity(1); return .double(try rect(0).maxY)
    case "CGRectGetMidX": try arity(1); return .double(try rect(0).midX)
    case "CGRectGetMidY": try arity(1); return .double(try rect(0).midY)
    case "CGRectOffset":
      try arity(3)
      return .rect(try rect(0).offsetBy(dx: try number(1), dy: try number(2)))
    case "CGRectInset":
      try arity(3)
      return .rect(try rect(0).insetBy(dx: try number(1), dy: try number(2)))
    case "CGRectEqualToRect":
      try arity(2)
      return .bool(try rect(0) == rect(1))
    case "CGRectIntersectsRect":
      try arity(2)
      return .bool(try rect(0).intersects(rect(1)))
    case "NSStringFromCGRect":
      try arity(1)
      let r = try rect(0)
      let n = ValueText.number
      return .string(
        "{{\(n(r.origin.x)), \(n(r.origin.y))}, {\(n(r.size.width)), \(n(r.size.height))}}")
    case "max", "min":
      guard args.count >= 2 else {
        throw error(.argumentCount(name, 2, args.count), site.nameRange, env)
      }
      if args.values.allSatisfy({ if case .int = $0 { return true } else { return false } }) {
        let numbers = args.values.compactMap { value -> Int? in
          if case .int(let n) = value { return n }
          return nil
        }
        return .int((name == "max" ? numbers.max() : numbers.min()) ?? 0)
      }
      let numbers = try (0..<args.count).map { try number($0) }
      return .double((name == "max" ? numbers.max() : numbers.min()) ?? 0)
    case "presentationFrame" where isInspecting:
      try arity(1)
      guard case .view(let id, _) = args.values[0] else {
        throw error(
          .typeMismatch(args.values[0].typeName(in: world), "UIView"), args.ranges[0], env)
      }
      return .rect(world.presentationFrame(of: id))
    case "abs":
      try arity(1)
      if case .int(let n) = args.values[0] {
        guard n != .min else { throw error(.overflow, site.range, env) }
        return .int(abs(n))
      }
      return .double(abs(try number(0)))
    default:
      return nil
    }
  }

  /// `NSLog`'s format: `%@`, `%d`/`%i`/`%ld`/`%lu`/`%zd`, `%f` (with precision), `%s`, `%%`.
  func formatLog(_ format: String, _ values: [Value]) -> String {
    var result = ""
    var remaining = values[...]
    var characters = format.makeIterator()
    while let character = characters.next() {
      guard character == "%" else {
        result.append(character)
        continue
      }
      var spec = ""
      while let next = characters.next() {
        spec.append(next)
        if next.isLetter && !"lhqzjt".contains(next) || next == "@" || next == "%" { break }
      }
      guard let conversion = spec.last else { break }
      if conversion == "%" {
        result.append("%")
        continue
      }
      let value = remaining.popFirst() ?? .nilValue
      switch conversion {
      case "@": result += value.isNil ? "(null)" : describe(value)
      case "d", "i", "u", "x":
        if let number = value.number {
          result += String(Int(exactly: number.rounded(.towardZero)) ?? 0)
        }
      case "f", "g", "e":
        let number = value.number ?? 0
        let precision = Int(spec.drop { $0 != "." }.dropFirst().prefix { $0.isNumber }) ?? 6
        result += ValueText.fixed(number, precision: min(precision, 12))
      case "s", "c": result += describe(value)
      default: result += "%" + spec
      }
    }
    return result
  }

  // MARK: - Constructors

  /// `T(…)`, `[[T alloc] init…]`, `[T new]`: geometry, arrays and colours here; instances of
  /// classes and structures through their initialisers.
  func construct(
    _ typeName: String, _ args: CallArguments, _ site: CallSite, _ env: Env, nameHint: String?,
    slot: Int = -1
  ) throws -> Value {
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
    case "NSArray", "NSMutableArray", "Array":
      return .array([])
    case "UIColor":
      return .color("custom")
    default:
      return try instantiate(typeName, args, site, env, nameHint: nameHint, slot: slot)
    }
  }

  /// `viewController`, `firstViewController`, `navigationController`: a default object name.
  func baseName(_ typeName: String) -> String {
    var name = typeName
    if name.hasPrefix("UI") && name.count > 2 { name = String(name.dropFirst(2)) }
    return Constants.lowerFirst(name)
  }

  /// Class methods: `[UIColor redColor]`, `[NSArray arrayWithObjects:…]`.
  func typeMethod(_ typeName: String, _ site: CallSite, _ args: CallArguments, _ env: Env) throws
    -> Value?
  {
    switch (typeName, site.base) {
    case ("UIColor", let selector) where selector.hasSuffix("Color"):
      let color = String(selector.dropLast("Color".count))
      return Constants.colorNames.contains(color) ? .color(color) : nil
    case ("NSArray", "array"), ("NSMutableArray", "array"): return .array([])
    case ("NSArray", "arrayWithObjects"), ("NSMutableArray", "arrayWithObjects"):
      return .array(args.values.filter { !$0.isNil })
    case ("NSArray", "arrayWithArray"), ("NSMutableArray", "arrayWithArray"):
      return args.values.first ?? .array([])
    default: return nil
    }
  }
}
