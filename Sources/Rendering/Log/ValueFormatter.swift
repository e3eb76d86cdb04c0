import Simulation

/// Writes log values in Swift or Objective-C syntax, objects by name.
public struct ValueFormatter {
  public let world: World
  public let syntax: LogSyntax

  public init(world: World, syntax: LogSyntax) {
    self.world = world
    self.syntax = syntax
  }

  /// The text of a value.
  public func format(_ value: LogValue) -> String {
    switch value {
    case .controller(let id): return world.controllerName(id)
    case .view(let id): return viewName(id)
    case .bool(let flag):
      return syntax == .swift ? (flag ? "true" : "false") : (flag ? "YES" : "NO")
    case .integer(let number): return String(number)
    case .number(let number): return ValueFormatter.number(number)
    case .string(let text):
      let escaped = ValueFormatter.escape(text)
      return syntax == .swift ? "\"\(escaped)\"" : "@\"\(escaped)\""
    case .rect(let rect): return self.rect(rect)
    case .size(let size):
      let w = ValueFormatter.number(size.width)
      let h = ValueFormatter.number(size.height)
      return syntax == .swift ? "CGSize(width: \(w), height: \(h))" : "CGSizeMake(\(w), \(h))"
    case .point(let point):
      let x = ValueFormatter.number(point.x)
      let y = ValueFormatter.number(point.y)
      return syntax == .swift ? "CGPoint(x: \(x), y: \(y))" : "CGPointMake(\(x), \(y))"
    case .options(let names):
      if syntax == .swift { return "[" + names.map { "." + $0 }.joined(separator: ", ") + "]" }
      if names.isEmpty { return "0" }
      let masks = Set(AutoresizingMask.names.map(\.0))
      let prefix =
        names.allSatisfy(masks.contains) ? "UIViewAutoresizing" : "UIViewAnimationOption"
      return names.map { prefix + ValueFormatter.capitalized($0) }
        .joined(separator: " | ")
    case .orientation(let orientation):
      return syntax == .swift ? "." + orientation.rawValue : orientation.objcName
    case .block(let parameters):
      return block(parameters)
    case .coordinator: return "coordinator"
    case .array(let items):
      guard syntax == .objc else { return "[" + items.map(format).joined(separator: ", ") + "]" }
      // An Objective-C array holds objects: numbers and booleans are boxed (`@[@1, @YES]`).
      return "@["
        + items.map { item in
          switch item {
          case .integer, .number, .bool: return "@" + format(item)
          default: return format(item)
          }
        }.joined(separator: ", ") + "]"
    case .nilValue: return "nil"
    case .typeName(let name): return syntax == .objc ? ValueFormatter.objcReceiver(name) : name
    case .text(let text): return text
    case .enumMember(let type, let member):
      return syntax == .swift
        ? "." + member : type + member.prefix(1).uppercased() + member.dropFirst()
    case .constraint(let id): return world.describe(constraint: id)
    case .tuple(let items, let labels):
      var parts: [String] = []
      for (index, item) in items.enumerated() {
        let label = index < labels.count ? labels[index] : nil
        parts.append((label.map { $0 + ": " } ?? "") + format(item))
      }
      return "(" + parts.joined(separator: ", ") + ")"
    case .dictionary(let keys, let values):
      guard !keys.isEmpty else { return syntax == .swift ? "[:]" : "@{}" }
      let entries = zip(keys, values).map { format($0) + ": " + format($1) }
      return syntax == .swift
        ? "[" + entries.joined(separator: ", ") + "]" : "@{" + entries.joined(separator: ", ") + "}"
    }
  }

  /// A type or Foundation singleton as Objective-C writes it as a receiver:
  /// `NotificationCenter.default` is `[NSNotificationCenter defaultCenter]`.
  static func objcReceiver(_ name: String) -> String {
    switch name {
    case "NotificationCenter.default": return "[NSNotificationCenter defaultCenter]"
    case "UserDefaults.standard": return "[NSUserDefaults standardUserDefaults]"
    default: return name
    }
  }

  /// A view: `a.view` for a controller's root view, else its variable name.
  public func viewName(_ id: ViewID) -> String { world.viewName(id) }

  /// A rectangle as code: `CGRect(x: 0, y: 0, width: 320, height: 480)` or `CGRectMake(…)`.
  public func rect(_ rect: Rect) -> String {
    let x = ValueFormatter.number(rect.origin.x)
    let y = ValueFormatter.number(rect.origin.y)
    let w = ValueFormatter.number(rect.size.width)
    let h = ValueFormatter.number(rect.size.height)
    return syntax == .swift
      ? "CGRect(x: \(x), y: \(y), width: \(w), height: \(h))"
      : "CGRectMake(\(x), \(y), \(w), \(h))"
  }

  private func block(_ parameters: [String]?) -> String {
    switch syntax {
    case .swift:
      guard let parameters, !parameters.isEmpty else { return "{ … }" }
      return "{ " + parameters.joined(separator: ", ") + " in … }"
    case .objc:
      guard let parameters, !parameters.isEmpty else { return "^{ … }" }
      let list = parameters.map { $0 == "_" ? "BOOL finished" : "BOOL " + $0 }
      return "^(" + list.joined(separator: ", ") + "){ … }"
    }
  }

  /// A number without a needless fraction: `320`, `0.3`, `-12.5`.
  /// Written in decimals to the millionth, never in exponent form below 1e12; `-0` is `0`.
  public static func number(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    guard abs(value) < 1e12 else {
      let text = String(value)
      return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
    let micros = Int64((value * 1_000_000).rounded())
    if micros == 0 { return "0" }
    let magnitude = micros.magnitude
    var text = (micros < 0 ? "-" : "") + String(magnitude / 1_000_000)
    let fraction = magnitude % 1_000_000
    if fraction != 0 {
      var digits = String(fraction)
      digits = String(repeating: "0", count: 6 - digits.count) + digits
      while digits.hasSuffix("0") { digits.removeLast() }
      text += "." + digits
    }
    return text
  }

  /// Virtual time for the `[t=…]` prefix: seconds, without a needless fraction.
  public static func time(_ microseconds: Int64) -> String {
    number(Double(microseconds) / 1_000_000)
  }

  static func capitalized(_ name: String) -> String {
    name.prefix(1).uppercased() + name.dropFirst()
  }

  /// Replaces control characters (and tabs) so that text cannot move the cursor or ring the bell.
  /// With `keepingLayout`, line breaks and tabs stay as they are (what a script prints).
  public static func escapeControls(_ text: String, keepingLayout: Bool = false) -> String {
    // Every character this changes starts with a byte below 0x20, 0x7F, or 0xC2 (U+0080–U+009F):
    // text without them, nearly all text, comes back as it is.
    let plain = !text.utf8.contains { byte in
      (byte < 0x20 && !(keepingLayout && (byte == 0x0A || byte == 0x09))) || byte == 0x7F
        || byte == 0xC2
    }
    if plain { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      if keepingLayout, scalar == "\n" || scalar == "\t" {
        result.unicodeScalars.append(scalar)
      } else if scalar == "\t" {
        result += " "
      } else if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
      {
        result += "\\u{" + String(scalar.value, radix: 16) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Escapes quotes, backslashes and control characters so that text stays on its line.
  public static func escape(_ text: String) -> String {
    let plain = !text.utf8.contains { byte in
      byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == UInt8(ascii: "\"")
        || byte == UInt8(ascii: "\\")
    }
    if plain { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value) {
          result += "\\u{" + String(scalar.value, radix: 16) + "}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}
