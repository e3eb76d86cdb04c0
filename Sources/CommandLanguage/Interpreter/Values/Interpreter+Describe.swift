import Simulation
import UIKitSurface

extension Interpreter {
  /// A value as Swift's `print` and string interpolation show it; inside a collection strings
  /// are quoted, as `debugDescription` writes them. A `description` of the user's runs here,
  /// so this can fail (and run away) like any call.
  func describe(_ value: Value, nested: Bool = false, printed: Bool = false) throws -> String {
    switch value {
    case .void: return "()"
    case .nilValue: return "nil"
    case .bool(let flag): return flag ? "true" : "false"
    case .int(let number): return String(number)
    case .double(let number): return String(number)
    case .string(let text): return nested ? Self.quoted(text) : text
    case .rect(let r):
      return "(\(r.origin.x), \(r.origin.y), \(r.size.width), \(r.size.height))"
    case .point(let p): return "(\(p.x), \(p.y))"
    case .size(let s): return "(\(s.width), \(s.height))"
    case .controller(let id, _): return world.describe(id)
    case .view(let id, _):
      let formatter = Describer(world: world)
      return "<\(world.view(id).className): \(formatter.viewName(id))>"
    case .object(let instance):
      return try describe(instance)
    case .structure(let structure):
      return try describe(structure)
    case .array(let items): return try describe(items)
    // A Foundation collection made as one (`NSMutableArray()`) prints its own description.
    case .mutableArray: return try objcDescribe(value)
    case .options(let names, let type):
      // Swift prints an imported option set as a structure of its C name holding its bits.
      if let declaration = OptionBits.declaration(of: names, type: type),
        let bits = OptionBits.bits(of: names, in: declaration)
      {
        return "\(declaration.objcName)(rawValue: \(bits))"
      }
      return "[" + names.map { "." + $0 }.joined(separator: ", ") + "]"
    case .orientation(let orientation): return orientation.rawValue
    case .closure: return "(Function)"
    case .coordinator: return "<UIViewControllerTransitionCoordinator>"
    case .type(let name):
      // An enumeration or option set imported from C is named by its C name at run time.
      if classes.existing(name) == nil, let type = Surface.shared.type(name),
        type.kind == .enum || type.kind == .options
      {
        return type.objcName
      }
      return name
    case .allocated(let name): return "<\(name): (allocated)>"
    case .color(let name): return "UIColor.\(name)"
    case .selector(let name): return name
    case .range(let range) where range.isUnbounded:
      return "PartialRangeFrom<Int>(lowerBound: \(range.lower))"
    case .range(let range): return "\(range.lower)\(range.closed ? "..." : "..<")\(range.upper)"
    case .tuple(let tuple):
      var parts: [String] = []
      for (index, element) in tuple.values.enumerated() {
        let label = index < tuple.labels.count ? tuple.labels[index] : nil
        parts.append((label.map { $0 + ": " } ?? "") + (try describe(element, nested: true)))
      }
      return "(" + parts.joined(separator: ", ") + ")"
    case .dictionary(let dictionary): return try describe(dictionary)
    case .mutableDictionary: return try objcDescribe(value)
    case .set(let set): return try describe(set.members)
    case .mutableSet: return try objcDescribe(value, indent: "")
    case .mutableString(let box): return nested ? Self.quoted(box.text) : box.text
    case .enumCase(let value):
      if let text = importedEnumText(value, nested: nested, printed: printed) { return text }
      // Inside a collection, an optional or a structure, Swift's debug description qualifies
      // a case with its module and type: `[main.Side.left]`.
      let name = nested ? "main.\(value.typeName).\(value.caseName)" : value.caseName
      guard !value.payload.isEmpty else { return name }
      var parts: [String] = []
      for (index, element) in value.payload.enumerated() {
        let label = index < value.labels.count ? value.labels[index] : nil
        parts.append((label.map { $0 + ": " } ?? "") + (try describe(element, nested: true)))
      }
      return name + "(" + parts.joined(separator: ", ") + ")"
    case .pointer(let box): return try describe(try box.load(), nested: nested)
    case .typedNumber(let type, let raw): return Self.describeTypedNumber(type, raw)
    }
  }

  /// A value of an enumeration Swift imported from C, which has no case names at run time:
  /// `print` writes the C type's name (`UIViewContentMode`), string interpolation and
  /// `String(describing:)` add the raw value (`UIViewContentMode(rawValue: 1)`), and inside
  /// a collection, an optional or `debugPrint` the name is qualified (`__C.UIViewContentMode`).
  /// Nil for the user's enumerations, which show their case names.
  private func importedEnumText(_ value: EnumValue, nested: Bool, printed: Bool) -> String? {
    guard classes.existing(value.typeName) == nil, let enumCase = Self.importedCase(value),
      let type = Surface.shared.type(value.typeName)
    else { return nil }
    if nested { return "__C." + type.objcName }
    guard !printed, let raw = enumCase.rawValue else { return type.objcName }
    return "\(type.objcName)(rawValue: \(raw))"
  }

  /// An array that holds `nil` is an array of optionals (`[Int?]`): Swift shows its other
  /// elements wrapped, `[Optional(1), nil]`.
  private func describe(_ items: [Value]) throws -> String {
    let optional = items.contains(where: \.isNil)
    var parts: [String] = []
    for item in items { parts.append(try describe(item, optional: optional, nested: true)) }
    return "[" + parts.joined(separator: ", ") + "]"
  }

  private func describe(_ dictionary: DictionaryValue) throws -> String {
    guard dictionary.count > 0 else { return "[:]" }
    var parts: [String] = []
    let optional = dictionary.values.contains(where: \.isNil)
    for (key, value) in zip(dictionary.keys, dictionary.values) {
      parts.append(
        try describe(key, nested: true) + ": " + describe(value, optional: optional, nested: true))
    }
    return "[" + parts.joined(separator: ", ") + "]"
  }

  /// A string as Swift's `debugDescription` writes it: quoted, with escapes.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for character in text {
      switch character {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      default: result.append(character)
      }
    }
    return result + "\""
  }

  /// A value as Objective-C's `%@` shows it: `-description` of an object, an `NSArray` as
  /// `( … )` with one element a line, an `NSDictionary` as `{ key = value; }`.
  func objcDescribe(_ value: Value, indent: String = "") throws -> String {
    switch value {
    case .nilValue: return "(null)"
    case .bool(let flag): return flag ? "1" : "0"
    case .double(let number): return Self.numberDescription(number)
    case .array(let items): return try objcDescribeArray(items, indent)
    case .mutableArray(let box): return try objcDescribeArray(box.items, indent)
    case .set(let set): return try objcDescribeArray(set.members, indent)
    case .mutableSet(let box):
      // An NSSet describes itself as `{( … )}`.
      let inner = try objcDescribeArray(box.set.members, indent)
      return "{" + inner.dropLast() + ")}"
    case .dictionary(let dictionary): return try objcDescribeDictionary(dictionary, indent)
    // A string constant is an `NSString` in Objective-C.
    case .typedNumber(_, .string(let text)): return text
    case .mutableDictionary(let box): return try objcDescribeDictionary(box.dictionary, indent)
    default: return try describe(value)
    }
  }

  private func objcDescribeArray(_ items: [Value], _ indent: String) throws -> String {
    guard !items.isEmpty else { return "(\n" + indent + ")" }
    var lines: [String] = []
    for item in items {
      lines.append(indent + "    " + (try objcDescribeElement(item, indent: indent + "    ")))
    }
    return "(\n" + lines.joined(separator: ",\n") + "\n" + indent + ")"
  }

  private func objcDescribeDictionary(_ dictionary: DictionaryValue, _ indent: String) throws
    -> String
  {
    var lines: [String] = []
    for (key, value) in zip(dictionary.keys, dictionary.values) {
      lines.append(
        indent + "    " + (try objcDescribeElement(key, indent: indent + "    ")) + " = "
          + (try objcDescribeElement(value, indent: indent + "    ")) + ";")
    }
    return "{\n" + lines.map { $0 + "\n" }.joined() + indent + "}"
  }

  /// An element of a collection's description: its description as `%@` shows it, bare when it
  /// is only ASCII letters and digits, else quoted with escapes and every character outside
  /// ASCII as `\Uxxxx` (`"a b"`, `"2.5"`, `"<null>"`), as the old property-list style writes a
  /// string; a nested collection starts with its own indentation after the line's, which gives
  /// Foundation's `key =     (`.
  private func objcDescribeElement(_ value: Value, indent: String) throws -> String {
    let text: String
    switch value {
    case .array, .mutableArray, .set, .mutableSet, .dictionary, .mutableDictionary:
      return indent + (try objcDescribe(value, indent: indent))
    case .string(let string), .typedNumber(_, .string(let string)): text = string
    case .mutableString(let box): text = box.text
    default: text = try objcDescribe(value, indent: indent)
    }
    let bare =
      !text.isEmpty
      && text.unicodeScalars.allSatisfy {
        ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
      }
    if bare { return text }
    var result = "\""
    for unit in text.utf16 {
      switch unit {
      case 0x22: result += "\\\""
      case 0x5C: result += "\\\\"
      case 0x0A: result += "\\n"
      case 0x09: result += "\\t"
      case 0x20..<0x7F: result.unicodeScalars.append(Unicode.Scalar(UInt8(unit)))
      default:
        let hex = String(unit, radix: 16)
        result += "\\U" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
      }
    }
    return result + "\""
  }

  /// A double as an `NSNumber` describes it: whole numbers without a fraction (`1`, not `1.0`).
  static func numberDescription(_ number: Double) -> String {
    if number.isFinite, number == number.rounded(), abs(number) < 1e16 {
      return String(Int64(number))
    }
    return String(number)
  }

  /// An object as `print` shows it: its `description` if its class defines one, else an object
  /// of a Swift class with no Objective-C root as Swift names it, qualified by the module
  /// (`main.Failure`), else `<ClassName: name>` (containrepl's names stand in for addresses).
  func describe(_ instance: Instance) throws -> String {
    if instance.className == "NSNull" { return "<null>" }
    if instance.className == "NSException" {
      // Foundation's `-[NSException description]` is the reason.
      return try describe(exceptionProperty(instance, "description") ?? .nilValue)
    }
    let receiver = Value.object(instance)
    // A `description` property (Swift) or method (Objective-C) of the user's class.
    if let found = try objectProperty(
      "description", of: receiver, nil, SourceRange.at(0), describeEnv(receiver)),
      case .string(let string) = found
    {
      return string
    }
    if isSwiftRootedClass(instance.className) { return "main." + instance.className }
    return "<\(instance.className): \(instance.name)>"
  }

  /// Whether the user declared the class at the root of the class's chain: a Swift class that
  /// inherits from no class (Objective-C's classes all come from `NSObject`).
  private func isSwiftRootedClass(_ className: String) -> Bool {
    guard let root = classes.chain(className).last, let info = classes.existing(root) else {
      return false
    }
    return info.origin == .declared && info.superclass == nil && !info.isStruct
  }

  private func describeEnv(_ receiver: Value) -> Env {
    Env(
      scope: globals,
      context: MethodContext(
        selfValue: receiver, definingClass: nil, isTopLevel: false, returnsValue: false),
      unit: SourceUnit(text: SourceText(""), diagnostics: []))
  }
}

/// Names views for `describe` the way the log does.
struct Describer {
  let world: World

  func viewName(_ id: ViewID) -> String {
    let record = world.view(id)
    if let owner = record.owner { return world.name(of: owner) + ".view" }
    return record.name ?? "view\(id.index)"
  }
}

extension Value {
  var isBool: Bool {
    if case .bool = self { return true }
    return false
  }
}
