import Simulation
import UIKitSurface

/// Functions the language provides: Swift's standard library and C's macros, and the C
/// functions of the SDK whose rows say `sim builtin` (`CGRectMake`, `NSStringFromCGRect`).
enum Builtins {
  static let names = swiftNames + mathUnary.sorted() + mathBinary.sorted() + sdkFunctions

  /// Swift's standard library functions and C's macros.
  private static let swiftNames = [
    "print", "debugPrint", "printf", "vprintf", "max", "min", "abs", "stride", "zip", "assert",
    "precondition",
    "fatalError", "assertionFailure", "preconditionFailure", "MIN", "MAX", "ABS",
    "NSParameterAssert", "NSAssert", "type", "NSCAssert",
    "NSCParameterAssert", "Selector", "objc_setAssociatedObject", "objc_getAssociatedObject",
    "objc_removeAssociatedObjects", "sizeof", "NSMakeRange", "dispatch_once",
    "NSLocalizedString", "NSLocalizedStringFromTable", "NSLocalizedStringFromTableInBundle",
    "NSLocalizedStringWithDefaultValue", "arc4random", "arc4random_uniform",
    "UI_USER_INTERFACE_IDIOM", "modf", "modff",
  ]

  /// `<math.h>`'s functions of one number, with their `float` variants (`roundf`), and those
  /// that round to a `long` (`lround`).
  static let mathUnary: Set<String> = Set(
    [
      "round", "floor", "ceil", "trunc", "sqrt", "fabs", "sin", "cos", "tan", "asin", "acos",
      "atan", "exp", "log", "log2", "log10", "cbrt",
    ].flatMap { [$0, $0 + "f"] } + ["lround", "lroundf", "llround", "llroundf", "lrint", "lrintf"])

  /// `<math.h>`'s functions of two numbers, with their `float` variants.
  static let mathBinary: Set<String> = Set(
    ["pow", "fmin", "fmax", "fmod", "atan2", "hypot", "copysign"].flatMap { [$0, $0 + "f"] })

  /// The SDK's C functions whose rows say `sim builtin`.
  private static let sdkRows = Surface.shared.operationRows.filter {
    $0.behaviour == .simulated(operation: SurfaceOperation.builtin.rawValue, rule: nil)
  }
  private static let sdkFunctions = sdkRows.map(\.name)

  /// Those Swift does not import, and the members that replace them (`CGRectMake`).
  static let replacedInSwift = Dictionary(
    sdkRows.compactMap { row in row.swiftReplacement.map { (row.name, $0) } },
    uniquingKeysWith: { first, _ in first })

  /// The names, for a quick test before the full match.
  static let known = Set(names + [SyntaxParser.availabilityCheck])
}

extension Interpreter {
  /// Runs a built-in function; nil when `name` is not one.
  func builtin(
    _ name: String, _ args: CallArguments, _ site: CallSite, _ env: Env, nameHint: String?
  ) throws -> Value? {
    guard Builtins.known.contains(name) || (isInspecting && name == "presentationFrame") else {
      return nil
    }
    if site.dialect == .swift, let replacement = Builtins.replacedInSwift[name] {
      noteReplacedFunction(name, by: replacement, site.nameRange, env)
    }
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
    func transform(_ index: Int) throws -> Transform {
      guard index < args.count, let transform = UIKitSurface.transform(of: args.values[index])
      else {
        let found = index < args.count ? args.values[index].typeName(in: world) : "nothing"
        throw error(
          .typeMismatch(found, "CGAffineTransform"),
          index < args.count ? args.ranges[index] : site.range, env)
      }
      return transform
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
      let optional = optionalArguments
      optionalArguments = []
      for (index, value) in args.values.enumerated() {
        switch args.labels[index] {
        case "separator": if case .string(let text) = value { separator = text }
        case "terminator": if case .string(let text) = value { terminator = text }
        default:
          items.append(
            try describe(
              value, optional: index < optional.count && optional[index],
              nested: name == "debugPrint", printed: true))
        }
      }
      let text = items.joined(separator: separator) + (terminator == "\n" ? "" : terminator)
      try output(text, site.range, env)
      return .void
    case "sizeof":
      // C's `sizeof` on the 64-bit iOS ABI, mostly for `sizeof(array) / sizeof(array[0])`.
      try arity(1)
      return .int(cSize(of: args.values[0]))
    case "NSLog":
      guard let first = args.values.first, case .string(let format) = first else {
        throw error(
          .typeMismatch(args.values.first?.typeName(in: world) ?? "nothing", "NSString *"),
          site.range, env)
      }
      try output(try formatted(format, Array(args.values.dropFirst())), site.range, env)
      return .void
    case "NSLogv", "vprintf", "printf":
      // The `v` forms take the arguments as a `va_list`: an array of those still to be read.
      let cFormat = name != "NSLogv"
      guard let first = args.values.first, case .string(let format) = first else {
        throw error(
          .typeMismatch(
            args.values.first?.typeName(in: world) ?? "nothing",
            cFormat ? "const char *" : "NSString *"),
          site.range, env)
      }
      var values = Array(args.values.dropFirst())
      if name != "printf" {
        try arity(2)
        guard case .array(let items) = values[0] else {
          throw error(.typeMismatch(values[0].typeName(in: world), "va_list"), args.ranges[1], env)
        }
        values = items
      }
      var text = try formatted(format, values)
      // `printf` writes exactly what it is given; the log adds each line's end.
      if cFormat, text.hasSuffix("\n") { text.removeLast() }
      try output(text, site.range, env)
      return .void
    case "arc4random":
      try arity(0)
      return .int(Int(nextRandom()))
    case "arc4random_uniform":
      // A number below the bound; 0 for a bound below 2, as the man page says.
      try arity(1)
      let bound = UInt32(clamping: Int(try number(0)))
      return .int(bound < 2 ? 0 : Int(nextRandom() % bound))
    case "UI_USER_INTERFACE_IDIOM":
      // Deprecated in iOS 13, like the SDK's members, said once.
      try arity(0)
      if world.iosVersion >= 13, inertNotes.insert("deprecated:" + name).inserted {
        let message = RuntimeMessage.deprecatedOnIOS(name, "13.0", dialect(of: env) == .objc)
        log(Diagnostic(.warning, .runtime(message), at: site.nameRange), env.unit)
      }
      return Self.phoneIdiom
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
    case "UIEdgeInsetsMake":
      try arity(4)
      return UIKitSurface.insets(
        EdgeInsets(
          top: try number(0), left: try number(1), bottom: try number(2), right: try number(3)))
    case "CGAffineTransformMakeScale":
      try arity(2)
      return UIKitSurface.transform(.scale(x: try number(0), y: try number(1)))
    case "CGAffineTransformMakeTranslation":
      try arity(2)
      return UIKitSurface.transform(.translation(x: try number(0), y: try number(1)))
    case "CGAffineTransformMakeRotation":
      try arity(1)
      return UIKitSurface.transform(.rotation(try number(0)))
    case "CGAffineTransformMake":
      try arity(6)
      return UIKitSurface.transform(
        Transform(
          a: try number(0), b: try number(1), c: try number(2), d: try number(3),
          tx: try number(4), ty: try number(5)))
    case "CGAffineTransformTranslate", "CGAffineTransformScale":
      try arity(3)
      let step: Transform =
        name == "CGAffineTransformTranslate"
        ? .translation(x: try number(1), y: try number(2))
        : .scale(x: try number(1), y: try number(2))
      // Core Graphics puts the new step before the transform it is given.
      return UIKitSurface.transform(step.concatenating(try transform(0)))
    case "CGAffineTransformRotate":
      try arity(2)
      return UIKitSurface.transform(
        Transform.rotation(try number(1)).concatenating(try transform(0)))
    case "CGAffineTransformInvert":
      try arity(1)
      return UIKitSurface.transform(try transform(0).inverted())
    case "CGAffineTransformConcat":
      try arity(2)
      return UIKitSurface.transform(try transform(0).concatenating(try transform(1)))
    case "CGAffineTransformIsIdentity":
      try arity(1)
      return .bool(try transform(0).isIdentity)
    case "CGAffineTransformEqualToTransform":
      try arity(2)
      return .bool(try transform(0) == transform(1))
    case "CGPointApplyAffineTransform", "CGSizeApplyAffineTransform", "CGRectApplyAffineTransform":
      try arity(2)
      let t = try transform(1)
      switch args.values[0] {
      case .point(let point) where name == "CGPointApplyAffineTransform":
        return .point(t.applied(to: point))
      case .size(let size) where name == "CGSizeApplyAffineTransform":
        return .size(t.applied(to: size))
      case .rect(let rect) where name == "CGRectApplyAffineTransform":
        return .rect(RectGeometry.isNull(rect) ? rect : t.applied(to: rect))
      default:
        let wanted = String(name.dropFirst(2).prefix { $0 != "A" })
        throw error(
          .typeMismatch(args.values[0].typeName(in: world), "CG" + wanted), args.ranges[0], env)
      }
    case SyntaxParser.availabilityCheck:
      // `#available(iOS 13.0, *)`: whether the session's `:ios N` is that version or later.
      guard case .string(let text) = args.values[0], case .bool(let negated) = args.values[1] else {
        return .bool(true)
      }
      let needed = SurfaceVersion(Substring(text)) ?? SurfaceVersion(0)
      return .bool((SurfaceVersion(world.iosVersion) >= needed) != negated)
    case "modf", "modff":
      // Swift's `modf(x)` is the pair (integral part, fractional part); C's `modf(x, &whole)`
      // stores the integral part and returns the fractional one. Infinity and NaN keep
      // themselves whole, with no fraction.
      let x = try number(0)
      let whole = x.isFinite ? x.rounded(.towardZero) : x
      let fraction = x.isFinite ? x - whole : 0
      if dialect(of: env) == .swift {
        try arity(1)
        return .tuple(TupleValue(values: [.double(whole), .double(fraction)], labels: []))
      }
      try arity(2)
      guard case .pointer(let box) = args.values[1] else {
        throw error(
          .typeMismatch(args.values[1].typeName(in: world), "double *"), args.ranges[1], env)
      }
      try box.store(.double(whole))
      return .double(fraction)
    case "CGRectDivide":
      // `CGRectDivide(rect, &slice, &remainder, amount, edge)`: both results through pointers.
      try arity(5)
      let (slice, remainder) = try divide(
        rect(0), try number(3), args.values[4], args.ranges[4], env)
      for (index, part) in [(1, slice), (2, remainder)] {
        guard case .pointer(let box) = args.values[index] else {
          throw error(
            .typeMismatch(args.values[index].typeName(in: world), "CGRect *"), args.ranges[index],
            env)
        }
        try box.store(.rect(part))
      }
      return .void
    case "NSStringFromCGRect":
      try arity(1)
      let r = try rect(0)
      let n = ValueText.number
      return .string(
        "{{\(n(r.origin.x)), \(n(r.origin.y))}, {\(n(r.size.width)), \(n(r.size.height))}}")
    case "NSStringFromCGPoint", "NSStringFromCGSize":
      try arity(1)
      let n = ValueText.number
      switch args.values[0] {
      case .point(let p) where name == "NSStringFromCGPoint":
        return .string("{\(n(p.x)), \(n(p.y))}")
      case .size(let z) where name == "NSStringFromCGSize":
        return .string("{\(n(z.width)), \(n(z.height))}")
      default:
        throw error(
          .typeMismatch(
            args.values[0].typeName(in: world), String(name.dropFirst("NSStringFrom".count))),
          args.ranges[0], env)
      }
    case "presentationFrame" where isInspecting:
      try arity(1)
      guard case .view(let id, _) = args.values[0] else {
        throw error(
          .typeMismatch(args.values[0].typeName(in: world), "UIView"), args.ranges[0], env)
      }
      return .rect(world.presentationFrame(of: id))
    default:
      if let count = RectGeometry.arity[name] {
        try arity(count)
        _ = try rect(0)
        if let value = RectGeometry.apply(name, args.values) { return value }
        let expected = RectGeometry.argumentType(of: name)
        let index = (1..<count).first { index in
          switch (expected, args.values[index]) {
          case ("CGPoint", .point), ("CGRect", .rect): return false
          case ("CGFloat", let value): return value.number == nil || value.isBool
          default: return true
          }
        }
        let wrong = index ?? 1
        throw error(
          .typeMismatch(args.values[wrong].typeName(in: world), expected), args.ranges[wrong], env)
      }
      if let result = try mathFunction(name, args, site, env) { return result }
      return try languageFunction(name, args, site, env)
    }
  }

  /// The sizes of C's and the SDK's types on arm64 that are not 8 bytes or are C's own words.
  static let cTypeSizes: [String: Int] = [
    "char": 1, "bool": 1, "BOOL": 1, "Bool": 1, "short": 2, "int": 4, "float": 4,
    "unsigned": 4, "Int32": 4, "UInt32": 4, "Float": 4, "long": 8, "double": 8,
    "CGRect": 32, "CGPoint": 16, "CGSize": 16, "UIEdgeInsets": 32, "CGAffineTransform": 48,
  ]

  /// The bytes a value of C or Objective-C takes on arm64: a C array its elements', a pointer
  /// or an object 8, a `CGRect` 32.
  private func cSize(of value: Value) -> Int {
    switch value {
    case .array(let items): return items.reduce(0) { $0 + cSize(of: $1) }
    case .bool: return 1
    case .rect: return 32
    case .point, .size: return 16
    case .type(let name): return Self.cTypeSizes[name] ?? 8
    default: return 8
    }
  }

  /// `NSLog`'s and `String(format:)`'s format: `%@` (an object's description), `%d %i %u %ld
  /// %lu %zd %lld %x %X %o` (integers), `%f %.2f %g %e` (floating point), `%s`, `%c`, `%p`,
  /// `%%`, with C's flags, widths and precisions (`%5.1f`, `%-8@`, `%03d`).
  func formatted(_ format: String, _ values: [Value]) throws -> String {
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
        if next.isLetter && !"lhqzjtL".contains(next) || next == "@" || next == "%" { break }
      }
      guard let conversion = spec.last else { break }
      if conversion == "%" {
        result.append("%")
        continue
      }
      let value = remaining.popFirst() ?? .nilValue
      let flags = spec.prefix { "-+ 0#".contains($0) }
      let numbers = spec.dropFirst(flags.count).prefix { $0.isNumber || $0 == "." }
      let width = Int(numbers.prefix { $0 != "." }) ?? 0
      let precision = numbers.contains(".") ? Int(numbers.drop { $0 != "." }.dropFirst()) ?? 0 : nil
      var text: String
      switch conversion {
      case "@": text = value.isNil ? "(null)" : try objcDescribe(value)
      case "d", "i", "D":
        let number = integer(value)
        text = String(number)
        if flags.contains("+") && number >= 0 { text = "+" + text }
      case "u", "U", "x", "X", "o":
        // C reads the argument as unsigned, 32 bits wide unless a length (`l`, `ll`, `z`,
        // `q`) says 64: `%lu` of NSUIntegerMax (-1 here) is 18446744073709551615.
        let long = conversion == "U" || spec.contains { "lqzjt".contains($0) }
        let bits = integer(value)
        let number = long ? UInt(bitPattern: bits) : UInt(UInt32(truncatingIfNeeded: bits))
        text = String(
          number, radix: conversion == "o" ? 8 : conversion == "x" || conversion == "X" ? 16 : 10,
          uppercase: conversion == "X")
      case "f", "F", "g", "G", "e", "E", "a", "A":
        // C's own conversion, so that huge values, inf and nan print as printf prints them.
        text = ValueText.cFloat(
          value.number ?? 0, flags: String(flags), width: width, precision: precision,
          conversion: conversion)
      case "p": text = pointerText(value)
      case "c", "C":
        // A character code (`%c` a char, `%C` a unichar, as characterAtIndex: gives).
        guard case .int(let code) = value else {
          text = try describe(value)
          break
        }
        text = String(decoding: [UInt16(truncatingIfNeeded: code)], as: UTF16.self)
      case "s": text = try describe(value)
      default: text = "%" + spec
      }
      if text.count < width {
        let padding = String(
          repeating: flags.contains("0") && !flags.contains("-") ? "0" : " ",
          count: width - text.count)
        text = flags.contains("-") ? text + padding : padding + text
      }
      result += text
    }
    return result
  }

  /// `%p`: a stable made-up address for an object (containrepl has no memory addresses).
  /// An integer conversion's argument: an integer as it is (a double would round
  /// `NSIntegerMax`), a number truncated as C converts it, a number out of range zero.
  private func integer(_ value: Value) -> Int {
    if case .int(let number) = value { return number }
    if let number = Self.cInteger(of: value) { return number }
    // An `NS_OPTIONS` value is its bits.
    if case .options(let names, let type) = value,
      case .int(let bits)? = optionProperty("rawValue", names, type: type)
    {
      return bits
    }
    return Int(exactly: (value.number ?? 0).rounded(.towardZero)) ?? 0
  }

  func pointerText(_ value: Value) -> String {
    let number: Int
    switch value {
    case .controller(let id, _): number = 0x1000 + id.index
    case .view(let id, _): number = 0x2000 + id.index
    case .nilValue: return "0x0"
    default: number = 0x3000
    }
    return "0x6000" + String(number, radix: 16)
  }
}

extension Interpreter {
  /// Core Graphics' division of a rectangle: a slice `amount` deep from `edge` (clamped to the
  /// rectangle) and the rest, as `CGRectDivide` and `CGRect.divided(atDistance:from:)` give them.
  func divide(
    _ rect: Rect, _ amount: Double, _ edge: Value, _ edgeRange: SourceRange, _ env: Env
  ) throws -> (Rect, Rect) {
    let names = ["minXEdge", "minYEdge", "maxXEdge", "maxYEdge"]
    var side: Int?
    switch edge {
    case .int(let raw) where (0..<4).contains(raw): side = raw
    case .enumCase(let value): side = names.firstIndex(of: value.caseName)
    default: side = nil
    }
    guard let side else {
      throw error(.typeMismatch(edge.typeName(in: world), "CGRectEdge"), edgeRange, env)
    }
    let r = Rect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
    let horizontal = side == 0 || side == 2
    let depth = min(max(amount, 0), horizontal ? r.width : r.height)
    switch side {
    case 0:
      return (
        Rect(x: r.minX, y: r.minY, width: depth, height: r.height),
        Rect(x: r.minX + depth, y: r.minY, width: r.width - depth, height: r.height)
      )
    case 1:
      return (
        Rect(x: r.minX, y: r.minY, width: r.width, height: depth),
        Rect(x: r.minX, y: r.minY + depth, width: r.width, height: r.height - depth)
      )
    case 2:
      return (
        Rect(x: r.maxX - depth, y: r.minY, width: depth, height: r.height),
        Rect(x: r.minX, y: r.minY, width: r.width - depth, height: r.height)
      )
    default:
      return (
        Rect(x: r.minX, y: r.maxY - depth, width: r.width, height: depth),
        Rect(x: r.minX, y: r.minY, width: r.width, height: r.height - depth)
      )
    }
  }
}
