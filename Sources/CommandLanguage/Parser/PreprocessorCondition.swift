/// The condition of an `#if` or `#elif`, evaluated as clang's preprocessor and swiftc's
/// conditional compilation would for an iOS device build in the Release configuration.
///
/// One evaluator serves both languages: C's `defined(X)`, integers, comparisons and arithmetic,
/// and Swift's `os(iOS)`, `canImport(UIKit)`, `targetEnvironment(simulator)`, `swift(>=5)`. A
/// name nobody defined is `0` in C and `false` in Swift, so `DEBUG` is off in both.
struct PreprocessorCondition {
  /// The macros clang defines before the first line, with their values.
  static let predefinedMacros: [String: Int] = {
    var macros: [String: Int] = [
      "__APPLE__": 1, "__MACH__": 1, "__OBJC__": 1, "__OBJC2__": 1, "__clang__": 1,
      "__LP64__": 1, "__arm64__": 1, "__aarch64__": 1, "__STDC__": 1, "__BLOCKS__": 1,
      "TARGET_OS_IOS": 1, "TARGET_OS_IPHONE": 1, "TARGET_OS_MAC": 1, "TARGET_OS_EMBEDDED": 1,
      "TARGET_OS_SIMULATOR": 0, "TARGET_IPHONE_SIMULATOR": 0, "TARGET_OS_OSX": 0,
      "TARGET_OS_TV": 0, "TARGET_OS_WATCH": 0, "TARGET_OS_MACCATALYST": 0,
      "TARGET_OS_VISION": 0, "TARGET_OS_UIKITFORMAC": 0, "NS_BLOCKS_AVAILABLE": 1,
      "__IPHONE_OS_VERSION_MIN_REQUIRED": 120000, "__IPHONE_OS_VERSION_MAX_ALLOWED": 170000,
      "OBJC_BOOL_IS_BOOL": 1,
    ]
    // `__IPHONE_7_0` is 70000, `__IPHONE_13_4` is 130400: the releases the iOS 17.0 SDK's
    // AvailabilityVersions.h names, and no later one (`#ifdef __IPHONE_17_1` is false, and
    // `__IPHONE_18_0` is 0 in `#if`, as in any build against that SDK).
    for (major, lastMinor) in sdkReleases {
      for minor in 0...lastMinor {
        macros["__IPHONE_\(major)_\(minor)"] = major * 10000 + minor * 100
      }
    }
    return macros
  }()

  /// Each iOS major release the iOS 17.0 SDK defines `__IPHONE_N_M` for, with its last minor
  /// release there.
  static let sdkReleases: KeyValuePairs<Int, Int> = [
    2: 2, 3: 2, 4: 3, 5: 1, 6: 1, 7: 1, 8: 4, 9: 3, 10: 3, 11: 4, 12: 4, 13: 7, 14: 8, 15: 6,
    16: 5, 17: 0,
  ]

  /// The modules `canImport` and `__has_include` find in the iOS SDK.
  static let iOSModules: Set<String> = [
    "UIKit", "Foundation", "CoreGraphics", "QuartzCore", "ObjectiveC", "Darwin", "Dispatch",
    "SwiftUI", "Combine", "CoreFoundation", "os", "CoreData", "CoreImage", "CoreText",
    "CoreLocation", "MapKit", "AVFoundation", "AVKit", "WebKit", "SafariServices", "Photos",
    "PhotosUI", "StoreKit", "MessageUI", "Contacts", "ContactsUI", "UserNotifications",
    "CoreMotion", "CoreAnimation", "Security", "SystemConfiguration", "Accelerate", "Metal",
    "MetalKit", "SceneKit", "SpriteKit", "GameKit", "ARKit", "Vision", "CoreML", "XCTest",
    "Observation", "UniformTypeIdentifiers", "LinkPresentation", "Swift", "_Concurrency",
    "Network", "AuthenticationServices", "LocalAuthentication", "CloudKit", "HealthKit",
  ]

  /// The compiler's version, for `swift(>=…)` and `compiler(>=…)`.
  static let swiftVersion: [Int] = [6, 3, 1]

  /// The macros defined so far (`#define`), with their integer values (0 when not integers).
  let macros: [String: Int]
  private var tokens: [Piece] = []
  private var position = 0

  /// One token of a condition.
  private enum Piece: Equatable {
    case name(String)
    case number(Int)
    case version([Int])
    case symbol(String)
    case text(String)
  }

  /// Whether `text`, the rest of an `#if` or `#elif` line, holds.
  static func holds(_ text: String, macros: [String: Int]) -> Bool {
    var condition = PreprocessorCondition(macros: macros)
    condition.tokens = pieces(of: text)
    guard !condition.tokens.isEmpty else { return false }
    return condition.parseTernary() != 0
  }

  private init(macros: [String: Int]) { self.macros = macros }

  /// Splits a condition into names, numbers, operators and `<header.h>` texts; comments end it.
  private static func pieces(of text: String) -> [Piece] {
    let bytes = Array(text.utf8)
    var result: [Piece] = []
    var index = 0
    let operators = ["&&", "||", "==", "!=", "<=", ">=", "<<", ">>"]
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "/"), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*")
      {
        if bytes[index + 1] == UInt8(ascii: "/") { break }
        var close = index + 2
        while close + 1 < bytes.count,
          !(bytes[close] == UInt8(ascii: "*") && bytes[close + 1] == UInt8(ascii: "/"))
        {
          close += 1
        }
        index = close + 2
        continue
      }
      if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
        index += 1
      } else if Lexer.isIdentifierHead(byte) {
        let start = index
        while index < bytes.count, Lexer.isIdentifierBody(bytes[index]) { index += 1 }
        result.append(.name(String(decoding: bytes[start..<index], as: UTF8.self)))
      } else if Lexer.isDigit(byte) {
        let start = index
        while index < bytes.count,
          Lexer.isIdentifierBody(bytes[index]) || bytes[index] == UInt8(ascii: ".")
        {
          index += 1
        }
        result.append(number(String(decoding: bytes[start..<index], as: UTF8.self)))
      } else if byte == UInt8(ascii: "\"")
        || byte == UInt8(ascii: "<") && isHeaderName(bytes, index)
      {
        let closer = byte == UInt8(ascii: "\"") ? UInt8(ascii: "\"") : UInt8(ascii: ">")
        let start = index + 1
        index += 1
        while index < bytes.count, bytes[index] != closer { index += 1 }
        result.append(
          .text(String(decoding: bytes[start..<min(index, bytes.count)], as: UTF8.self)))
        index += 1
      } else {
        let two =
          index + 1 < bytes.count ? String(decoding: bytes[index...index + 1], as: UTF8.self) : ""
        if operators.contains(two) {
          result.append(.symbol(two))
          index += 2
        } else {
          result.append(.symbol(String(UnicodeScalar(byte))))
          index += 1
        }
      }
    }
    return result
  }

  /// Whether the `<` at `index` opens a header name (`__has_include(<UIKit/UIKit.h>)`).
  private static func isHeaderName(_ bytes: [UInt8], _ index: Int) -> Bool {
    var before = index - 1
    while before >= 0, bytes[before] == UInt8(ascii: " ") { before -= 1 }
    return before >= 0 && bytes[before] == UInt8(ascii: "(")
  }

  /// A number as C writes it (`0x10`, `1L`, `070`), or a version (`5.9`).
  private static func number(_ spelling: String) -> Piece {
    if spelling.contains(".") {
      return .version(spelling.split(separator: ".").map { Int($0) ?? 0 })
    }
    var digits = Substring(spelling)
    while let last = digits.last, "uUlL".contains(last) { digits = digits.dropLast() }
    if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
      return .number(Int(digits.dropFirst(2), radix: 16) ?? 0)
    }
    if digits.count > 1, digits.hasPrefix("0") {
      return .number(Int(digits.dropFirst(), radix: 8) ?? 0)
    }
    return .number(Int(digits) ?? 0)
  }

  private var current: Piece? { position < tokens.count ? tokens[position] : nil }

  private mutating func take(_ symbol: String) -> Bool {
    guard current == .symbol(symbol) else { return false }
    position += 1
    return true
  }

  private mutating func parseTernary() -> Int {
    let test = parseBinary(level: 0)
    guard take("?") else { return test }
    let yes = parseTernary()
    _ = take(":")
    let no = parseTernary()
    return test != 0 ? yes : no
  }

  /// The binary operators from loosest to tightest, as C ranks them.
  private static let levels: [[String]] = [
    ["||"], ["&&"], ["|"], ["^"], ["&"], ["==", "!="], ["<", ">", "<=", ">="], ["<<", ">>"],
    ["+", "-"], ["*", "/", "%"],
  ]

  private mutating func parseBinary(level: Int) -> Int {
    guard level < Self.levels.count else { return parseUnary() }
    var left = parseBinary(level: level + 1)
    while case .symbol(let symbol) = current, Self.levels[level].contains(symbol) {
      position += 1
      let right = parseBinary(level: level + 1)
      left = Self.apply(symbol, left, right)
    }
    return left
  }

  private static func apply(_ symbol: String, _ left: Int, _ right: Int) -> Int {
    switch symbol {
    case "||": return left != 0 || right != 0 ? 1 : 0
    case "&&": return left != 0 && right != 0 ? 1 : 0
    case "|": return left | right
    case "^": return left ^ right
    case "&": return left & right
    case "==": return left == right ? 1 : 0
    case "!=": return left != right ? 1 : 0
    case "<": return left < right ? 1 : 0
    case ">": return left > right ? 1 : 0
    case "<=": return left <= right ? 1 : 0
    case ">=": return left >= right ? 1 : 0
    case "<<": return right >= 0 && right < 63 ? left << right : 0
    case ">>": return right >= 0 && right < 63 ? left >> right : 0
    case "+": return left &+ right
    case "-": return left &- right
    case "*": return left &* right
    case "/": return right == 0 ? 0 : left / right
    default: return right == 0 ? 0 : left % right
    }
  }

  private mutating func parseUnary() -> Int {
    if take("!") { return parseUnary() == 0 ? 1 : 0 }
    if take("-") { return 0 &- parseUnary() }
    if take("+") { return parseUnary() }
    if take("~") { return ~parseUnary() }
    return parsePrimary()
  }

  private mutating func parsePrimary() -> Int {
    guard let piece = current else { return 0 }
    position += 1
    switch piece {
    case .number(let value): return value
    case .version(let parts): return parts.first ?? 0
    case .text: return 0
    case .symbol("("):
      let value = parseTernary()
      _ = take(")")
      return value
    case .symbol: return 0
    case .name(let name): return value(ofName: name)
    }
  }

  /// A name's value: a test (`defined(X)`, `os(iOS)`), a macro, `true`/`false`, or 0.
  private mutating func value(ofName name: String) -> Int {
    switch name {
    case "true": return 1
    case "false": return 0
    case "defined":
      let parenthesized = take("(")
      guard case .name(let macro) = current else { return 0 }
      position += 1
      if parenthesized { _ = take(")") }
      return macros[macro] != nil ? 1 : 0
    default:
      break
    }
    guard current == .symbol("("), Self.tests.contains(name) else { return macros[name] ?? 0 }
    position += 1
    var argument: [Piece] = []
    var depth = 0
    while let piece = current {
      if piece == .symbol("(") { depth += 1 }
      if piece == .symbol(")") {
        if depth == 0 { break }
        depth -= 1
      }
      argument.append(piece)
      position += 1
    }
    _ = take(")")
    return Self.test(name, argument) ? 1 : 0
  }

  /// The function-like tests of both languages' conditions.
  private static let tests: Set<String> = [
    "os", "arch", "canImport", "targetEnvironment", "swift", "compiler", "_runtime",
    "_endian", "_pointerBitWidth", "hasFeature", "hasAttribute", "__has_include",
    "__has_include_next", "__has_feature", "__has_extension", "__has_attribute",
    "__has_builtin", "__has_warning", "__building_module",
  ]

  /// The clang features a modern Objective-C compile has.
  private static let clangFeatures: Set<String> = [
    "objc_arc", "objc_arc_weak", "blocks", "objc_generics", "nullability",
    "objc_instancetype", "objc_array_literals", "objc_dictionary_literals",
    "objc_subscripting", "objc_boxed_expressions", "objc_default_synthesize_properties",
    "objc_modules", "attribute_availability", "objc_kindof", "objc_class_property",
  ]

  private static func test(_ name: String, _ argument: [Piece]) -> Bool {
    let word: String
    switch argument.first {
    case .name(let name): word = name
    case .text(let text): word = text
    default: word = ""
    }
    switch name {
    case "os": return word == "iOS"
    case "arch": return word == "arm64"
    case "canImport":
      return iOSModules.contains(word)
    case "targetEnvironment": return false
    case "_runtime": return word == "_ObjC"
    case "_endian": return word == "little"
    case "_pointerBitWidth": return word == "_64"
    case "swift", "compiler": return versionHolds(argument)
    case "__has_include", "__has_include_next":
      let module = word.split(separator: "/").first.map(String.init) ?? word
      return iOSModules.contains(module)
    case "__has_feature", "__has_extension": return clangFeatures.contains(word)
    case "__has_attribute":
      return [
        "objc_requires_super", "objc_designated_initializer", "unused", "availability",
        "deprecated", "nonnull", "objc_subclassing_restricted", "objc_boxable",
      ].contains(word)
    default: return false
    }
  }

  /// `>=5.9` or `<6`: the comparison of the compiler's version with the one written.
  private static func versionHolds(_ argument: [Piece]) -> Bool {
    var pieces = argument[...]
    var comparison = ""
    while case .symbol(let symbol) = pieces.first {
      comparison += symbol
      pieces = pieces.dropFirst()
    }
    let wanted: [Int]
    switch pieces.first {
    case .version(let parts): wanted = parts
    case .number(let value): wanted = [value]
    default: return false
    }
    let padded = wanted + Array(repeating: 0, count: max(0, 3 - wanted.count))
    let isAtLeast = !swiftVersion.lexicographicallyPrecedes(padded)
    return comparison == "<" ? !isAtLeast : isAtLeast
  }
}
