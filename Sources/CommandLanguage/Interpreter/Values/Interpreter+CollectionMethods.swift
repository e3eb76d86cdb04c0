import Simulation
import UIKitSurface

/// The methods of dictionaries, sets, strings, rectangles and numbers, and Objective-C's spellings
/// for arrays (`Interpreter.valueMethod` dispatches here).
extension Interpreter {
  /// Objective-C's spellings that differ from Swift's for an `NSMutableArray`.
  func objcArrayMethod(_ box: CollectionBox, _ call: ValueCall) throws -> Value? {
    switch call.site.written {
    case "count": return .int(box.items.count)
    case "setObject:atIndexedSubscript:":
      guard call.count == 2, let item = call.value(0), case .int(let index)? = call.value(1),
        index >= 0, index <= box.items.count
      else { return nil }
      if index == box.items.count { box.items.append(item) } else { box.items[index] = item }
      return .void
    case "sortUsingComparator:":
      guard let closure = call.closure(0) else { return nil }
      box.items = try sortedValues(box.items, closure, call)
      return .void
    case "sortUsingSelector:":
      // `compare:` of NSNumber and NSString is their natural order.
      guard case .selector(let selector)? = call.value(0),
        ["compare:", "localizedCompare:", "localizedStandardCompare:"].contains(selector)
      else { return nil }
      box.items = try sortedValues(box.items, nil, call)
      return .void
    default: return nil
    }
  }

  /// Foundation's answer to `compare:`: NSOrderedAscending, NSOrderedSame or
  /// NSOrderedDescending, as `ComparisonResult`'s case.
  static func comparisonResult<T: Comparable>(_ a: T, _ b: T) -> Value {
    let name = a < b ? "orderedAscending" : a == b ? "orderedSame" : "orderedDescending"
    return UIKitSurface.caseValue(name, of: "ComparisonResult") ?? .int(a < b ? -1 : a == b ? 0 : 1)
  }

  // MARK: - Dictionaries and sets

  func dictionaryMethod(_ dictionary: DictionaryValue, _ call: ValueCall) throws
    -> Value?
  {
    let env = call.env
    let range = call.site.range
    let key = call.site.dialect == .objc ? call.site.written : call.site.base
    switch key {
    case "objectForKey:", "valueForKey:", "objectForKeyedSubscript:":
      guard let index = call.value(0) else { return nil }
      return try element(of: .dictionary(dictionary), at: index, range, env)
    case "count": return .int(dictionary.count)
    case "allKeys": return .array(dictionary.keys)
    case "allValues": return .array(dictionary.values)
    case "mapValues":
      guard let closure = call.closure(0) else { return nil }
      var result = DictionaryValue()
      for (item, value) in zip(dictionary.keys, dictionary.values) {
        result.set(
          try invoke(closure, [value], range, env), for: try hashKey(item, range, env),
          original: item)
      }
      return .dictionary(result)
    case "filter" where call.site.dialect == .swift:
      guard let closure = call.closure(0) else { return nil }
      var result = DictionaryValue()
      for pair in Self.pairs(dictionary) {
        guard try test(pair, closure, call), case .tuple(let tuple) = pair else { continue }
        result.set(
          tuple.values[1], for: try hashKey(tuple.values[0], range, env), original: tuple.values[0])
      }
      return .dictionary(result)
    case "enumerateKeysAndObjectsUsingBlock:":
      guard let closure = call.closure(0) else { return nil }
      let stop = PointerBox(.bool(false))
      for (item, value) in zip(dictionary.keys, dictionary.values) {
        _ = try invoke(closure, [item, value, .pointer(stop)], range, env)
        if case .bool(true) = try stop.load() { break }
      }
      return .void
    case "mutableCopy": return .mutableDictionary(CollectionBox(dictionary: dictionary))
    case "copy": return .dictionary(dictionary)
    default:
      return try sequenceMethod(Self.pairs(dictionary), call)
    }
  }

  func mutateDictionary(_ dictionary: inout DictionaryValue, _ call: ValueCall) throws
    -> Value?
  {
    let env = call.env
    let range = call.site.range
    let key = call.site.dialect == .objc ? call.site.written : call.site.base
    switch key {
    case "removeValue", "removeObjectForKey:":
      guard let item = call.value(0) else { return nil }
      let removed = dictionary.remove(try hashKey(item, range, env)) ?? .nilValue
      return call.site.dialect == .objc ? .void : removed
    case "updateValue", "setObject:forKey:", "setValue:forKey:", "setObject:forKeyedSubscript:":
      guard call.count == 2, let value = call.value(0), let item = call.value(1) else { return nil }
      let hashed = try hashKey(item, range, env)
      let old = dictionary.value(for: hashed) ?? .nilValue
      if value.isNil {
        dictionary.remove(hashed)
      } else {
        dictionary.set(value, for: hashed, original: item)
      }
      return call.site.dialect == .objc ? .void : old
    case "removeAll", "removeAllObjects":
      dictionary.removeAll()
      return .void
    default:
      return nil
    }
  }

  func setMethod(_ set: SetValue, _ call: ValueCall) throws -> Value? {
    let env = call.env
    let range = call.site.range
    switch call.site.base {
    case "contains" where call.closure(0) == nil:
      guard let item = call.value(0) else { return nil }
      return .bool(set.contains(try hashKey(item, range, env)))
    case "union", "intersection", "subtracting", "symmetricDifference":
      guard let other = call.value(0) else { return nil }
      let members = try elements(of: other, range, env)
      var otherKeys = Set<ValueKey>()
      for member in members { otherKeys.insert(try hashKey(member, range, env)) }
      var result = SetValue()
      for member in set.members {
        let hashed = try hashKey(member, range, env)
        switch call.site.base {
        case "intersection": if otherKeys.contains(hashed) { result.insert(member, key: hashed) }
        case "union": result.insert(member, key: hashed)
        default: if !otherKeys.contains(hashed) { result.insert(member, key: hashed) }
        }
      }
      if call.site.base == "union" || call.site.base == "symmetricDifference" {
        for member in members {
          let hashed = try hashKey(member, range, env)
          if call.site.base == "union" || !set.contains(hashed) {
            result.insert(member, key: hashed)
          }
        }
      }
      return .set(result)
    case "isSubset", "isSuperset":
      guard let other = call.value(0) else { return nil }
      var otherSet = SetValue()
      for member in try elements(of: other, range, env) {
        otherSet.insert(member, key: try hashKey(member, range, env))
      }
      let (small, large) = call.site.base == "isSubset" ? (set, otherSet) : (otherSet, set)
      for member in small.members where !large.contains(try hashKey(member, range, env)) {
        return .bool(false)
      }
      return .bool(true)
    default:
      return nil
    }
  }

  func mutateSet(_ set: inout SetValue, _ call: ValueCall) throws -> Value? {
    guard let item = call.value(0) else {
      if call.site.base == "removeAll" {
        set = SetValue()
        return .void
      }
      return nil
    }
    let hashed = try hashKey(item, call.site.range, call.env)
    switch call.site.base {
    case "insert":
      let inserted = set.insert(item, key: hashed)
      return .tuple(
        TupleValue(values: [.bool(inserted), item], labels: ["inserted", "memberAfterInsert"]))
    case "remove":
      return set.remove(hashed) ? item : .nilValue
    default:
      return nil
    }
  }

  // MARK: - Strings, rectangles, numbers

  func stringMethod(_ text: String, _ call: ValueCall) throws -> Value? {
    let key = call.site.dialect == .objc ? call.site.written : call.site.base
    func string(_ index: Int) -> String? {
      if case .string(let value)? = call.value(index) { return value }
      return nil
    }
    switch key {
    case "uppercased", "uppercaseString": return .string(text.uppercased())
    case "lowercased", "lowercaseString": return .string(text.lowercased())
    case "hasPrefix", "hasPrefix:": return string(0).map { .bool(text.hasPrefix($0)) }
    case "hasSuffix", "hasSuffix:": return string(0).map { .bool(text.hasSuffix($0)) }
    case "contains", "containsString:":
      guard let needle = string(0) else { return nil }
      return .bool(needle.isEmpty || Self.find(needle, in: text) != nil)
    case "isEqualToString:": return .bool(string(0) == text)
    case "compare:", "compare", "localizedCompare:", "localizedCompare",
      "localizedStandardCompare:",
      "localizedStandardCompare":
      return string(0).map { Self.comparisonResult(text, $0) }
    case "caseInsensitiveCompare:", "caseInsensitiveCompare", "localizedCaseInsensitiveCompare:",
      "localizedCaseInsensitiveCompare":
      return string(0).map { Self.comparisonResult(text.lowercased(), $0.lowercased()) }
    case "rangeOfString:":
      // An NSRange in UTF-16 units; NSNotFound when the text does not hold it.
      guard let needle = string(0) else { return nil }
      guard !needle.isEmpty, let found = Self.find(needle, in: text) else {
        return Self.rangeValue(Int.max, 0)
      }
      return Self.rangeValue(text[..<found].utf16.count, needle.utf16.count)
    case "stringByAppendingString:", "appending": return string(0).map { .string(text + $0) }
    case "stringByAppendingFormat:":
      guard let format = string(0) else { return nil }
      return .string(text + (try formatted(format, Array(call.args.values.dropFirst()))))
    case "components", "componentsSeparatedByString:":
      guard let separator = string(0), !separator.isEmpty else { return nil }
      return .array(Self.split(text, by: separator).map(Value.string))
    case "split":
      guard let separator = string(0), separator.count == 1 else { return nil }
      return .array(
        text.split(separator: Character(separator)).map { .string(String($0)) })
    case "replacingOccurrences", "stringByReplacingOccurrencesOfString:withString:":
      guard let target = string(0), let replacement = string(1), !target.isEmpty else {
        return nil
      }
      return .string(Self.split(text, by: target).joined(separator: replacement))
    case "prefix", "suffix", "dropFirst", "dropLast":
      var count = 1
      if case .int(let number)? = call.value(0) { count = max(0, number) }
      switch key {
      case "prefix": return .string(String(text.prefix(count)))
      case "suffix": return .string(String(text.suffix(count)))
      case "dropFirst": return .string(String(text.dropFirst(count)))
      default: return .string(String(text.dropLast(count)))
      }
    case "reversed": return .string(String(text.reversed()))
    case "copy": return .string(text)
    case "mutableCopy": return .mutableString(TextBox(text))
    case "substringToIndex:", "substringFromIndex:":
      // NSString's indexes count UTF-16 units, as its length does.
      let units = Array(text.utf16)
      guard case .int(let index)? = call.value(0), index >= 0, index <= units.count else {
        throw error(.indexOutOfRange(0, units.count), call.site.range, call.env)
      }
      let part = key == "substringToIndex:" ? units[..<index] : units[index...]
      return .string(String(decoding: part, as: UTF16.self))
    case "characterAtIndex:":
      let units = Array(text.utf16)
      guard case .int(let index)? = call.value(0), index >= 0, index < units.count else {
        throw error(.indexOutOfRange(0, units.count), call.site.range, call.env)
      }
      return .int(Int(units[index]))
    default:
      return try sequenceMethod(text.map { .string(String($0)) }, call)
    }
  }

  /// The position of `needle` in `text`, by characters.
  static func find(_ needle: String, in text: String) -> String.Index? {
    var index = text.startIndex
    while index < text.endIndex {
      if text[index...].hasPrefix(needle) { return index }
      index = text.index(after: index)
    }
    return nil
  }

  /// `text` split at every occurrence of `separator`.
  static func split(_ text: String, by separator: String) -> [String] {
    var parts: [String] = []
    var rest = Substring(text)
    while let found = find(separator, in: String(rest)) {
      let restString = String(rest)
      parts.append(String(restString[..<found]))
      rest = Substring(restString[restString.index(found, offsetBy: separator.count)...])
    }
    parts.append(String(rest))
    return parts
  }

  func rectMethod(_ rect: Rect, _ call: ValueCall) throws -> Value? {
    switch call.site.written {
    case "divided(atDistance:from:)":
      guard call.count == 2, let amount = call.value(0)?.number, let edge = call.value(1) else {
        return nil
      }
      let (slice, remainder) = try divide(rect, amount, edge, call.args.ranges[1], call.env)
      return .tuple(
        TupleValue(values: [.rect(slice), .rect(remainder)], labels: ["slice", "remainder"]))
    default:
      return RectGeometry.member(
        call.site.base, labels: call.args.labels, isProperty: false, of: rect, call.args.values)
    }
  }

  func numberMethod(_ number: Value, _ call: ValueCall) throws -> Value? {
    switch (number, call.site.base) {
    case (.int(let value), "isMultiple"):
      guard case .int(let divisor)? = call.value(0) else { return nil }
      return .bool(divisor == 0 ? value == 0 : value % divisor == 0)
    case (.double(let value), "rounded"): return .double(value.rounded())
    case (.double(let value), "squareRoot"): return .double(value.squareRoot())
    case (.int, "compare"), (.double, "compare"):
      // NSNumber's `compare:`.
      guard let mine = number.number, let other = call.value(0)?.number else { return nil }
      return Self.comparisonResult(mine, other)
    case (.double(let value), "truncatingRemainder"):
      guard let divisor = call.value(0)?.number else { return nil }
      return .double(value.truncatingRemainder(dividingBy: divisor))
    default:
      return nil
    }
  }
}
