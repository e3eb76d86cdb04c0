import Simulation

/// The arguments of a method of a value, with what is needed to report about them.
struct ValueCall {
  let site: CallSite
  let args: CallArguments
  let env: Env

  var count: Int { args.count }
  var labels: [String?] { args.labels }

  /// The argument at `index`.
  func value(_ index: Int) -> Value? { index < args.count ? args.values[index] : nil }

  /// The closure argument at `index` (a trailing closure, or `by:`, `where:`).
  func closure(_ index: Int) -> Closure? {
    if case .closure(let closure)? = value(index) { return closure }
    return nil
  }
}

extension Interpreter {
  // MARK: - Methods of values

  /// Methods of arrays, dictionaries, sets, strings, ranges and rectangles: Swift's and
  /// Foundation's. Mutating ones change an `NSMutableArray` in place, or write a Swift value
  /// back through `receiverExpr`. Nil when the value has no such method.
  func valueMethod(
    _ receiver: Value, _ site: CallSite, _ args: CallArguments, _ env: Env, receiverExpr: Expr?
  ) throws -> Value? {
    let call = ValueCall(site: site, args: args, env: env)
    switch receiver {
    case .array(let items):
      if let result = try sequenceMethod(items, call) { return result }
      var changed = items
      guard let result = try mutateArray(&changed, call) else { return nil }
      try writeBack(.array(changed), to: receiverExpr, call)
      return result
    case .mutableArray(let box):
      if site.dialect == .objc, let result = try objcArrayMethod(box, call) { return result }
      if let result = try sequenceMethod(box.items, call) { return result }
      return try mutateArray(&box.items, call)
    case .dictionary(let dictionary):
      if let result = try dictionaryMethod(dictionary, call) { return result }
      var changed = dictionary
      guard let result = try mutateDictionary(&changed, call) else { return nil }
      try writeBack(.dictionary(changed), to: receiverExpr, call)
      return result
    case .mutableDictionary(let box):
      if let result = try dictionaryMethod(box.dictionary, call) { return result }
      return try mutateDictionary(&box.dictionary, call)
    case .set(let set):
      if let result = try setMethod(set, call) { return result }
      if let result = try sequenceMethod(set.members, call) { return result }
      var changed = set
      guard let result = try mutateSet(&changed, call) else { return nil }
      try writeBack(.set(changed), to: receiverExpr, call)
      return result
    case .range(let range):
      guard range.count <= limits.maxCollectionSize || site.base == "contains" else {
        throw error(.collectionLimit(limits.maxCollectionSize), site.range, env)
      }
      if site.base == "contains", case .int(let number)? = call.value(0) {
        return .bool(range.contains(number))
      }
      return try sequenceMethod(range.values, call)
    case .string(let text):
      if let result = try stringMethod(text, call) { return result }
      if site.base == "append", case .string(let more)? = call.value(0) {
        try writeBack(.string(text + more), to: receiverExpr, call)
        return .void
      }
      return nil
    case .rect(let rect):
      return try rectMethod(rect, call)
    case .int, .double:
      return try numberMethod(receiver, call)
    default:
      return nil
    }
  }

  /// Writes a changed value back where it came from (`items.append(x)` changes `items`).
  private func writeBack(_ value: Value, to receiverExpr: Expr?, _ call: ValueCall) throws {
    guard let receiverExpr else { throw error(.notAssignableExpression, call.site.range, call.env) }
    let place = try resolve(receiverExpr, call.env)
    if case .variable(let name) = place.base, place.path.isEmpty,
      let binding = call.env.scope.binding(name), binding.isConstant, binding.isInitialized
    {
      throw error(.mutatingOnConstant(name), receiverExpr.range, call.env)
    }
    try write(place, value, call.env, slot: -1)
  }

  // MARK: - Sequences

  /// The methods every sequence has: searching, transforming, ordering, counting.
  private func sequenceMethod(_ items: [Value], _ call: ValueCall) throws -> Value? {
    let env = call.env
    let range = call.site.range
    let key = call.site.dialect == .objc ? call.site.written : call.site.base
    switch key {
    case "count" where call.count == 0: return .int(items.count)
    case "count" where call.closure(0) != nil:
      var total = 0
      for item in items where try test(item, call.closure(0), call) { total += 1 }
      return .int(total)
    case "firstObject", "lastObject":
      return (key == "firstObject" ? items.first : items.last) ?? .nilValue
    case "first",
      "last" where call.count == 1:
      let ordered = key == "first" ? items : items.reversed()
      for item in ordered where try test(item, call.closure(0), call) { return item }
      return .nilValue
    case "contains", "containsObject:":
      if let closure = call.closure(0) {
        for item in items where try test(item, closure, call) { return .bool(true) }
        return .bool(false)
      }
      guard let needle = call.value(0) else { return nil }
      return .bool(items.contains { equal($0, needle) })
    case "allSatisfy":
      for item in items where try !test(item, call.closure(0), call) { return .bool(false) }
      return .bool(true)
    case "firstIndex", "lastIndex", "index", "indexOfObject:":
      let indices = key == "lastIndex" ? Array(items.indices.reversed()) : Array(items.indices)
      if let closure = call.closure(0) {
        for index in indices where try test(items[index], closure, call) { return .int(index) }
        return .nilValue
      }
      guard let needle = call.value(0) else { return nil }
      let found = indices.first { equal(items[$0], needle) }
      if call.site.dialect == .objc { return .int(found ?? Int.max) }
      return found.map(Value.int) ?? .nilValue
    case "objectAtIndex:":
      guard let index = call.value(0) else { return nil }
      return try element(of: .array(items), at: index, call.args.ranges[0], env)
    case "map", "compactMap", "flatMap", "filter", "forEach":
      guard let closure = call.closure(0) else { return nil }
      var results: [Value] = []
      for item in items {
        let result = try invoke(closure, [item], range, env)
        switch key {
        case "map": results.append(result)
        case "compactMap": if !result.isNil { results.append(result) }
        case "flatMap": results += try elements(of: result, range, env)
        case "filter": if try truth(result, range, env) { results.append(item) }
        default: break
        }
      }
      return key == "forEach" ? .void : .array(results)
    case "reduce":
      guard call.count == 2, let closure = call.closure(1), let initial = call.value(0) else {
        return nil
      }
      var accumulated = initial
      for item in items { accumulated = try invoke(closure, [accumulated, item], range, env) }
      return accumulated
    case "sorted", "sortedArrayUsingComparator:":
      return .array(try sortedValues(items, call.closure(0), call))
    case "reversed": return .array(items.reversed())
    case "enumerated":
      return .array(
        items.enumerated().map {
          .tuple(TupleValue(values: [.int($0.offset), $0.element], labels: ["offset", "element"]))
        })
    case "min", "max":
      guard !items.isEmpty else { return .nilValue }
      let ordered = try sortedValues(items, call.closure(0), call)
      return (key == "min" ? ordered.first : ordered.last) ?? .nilValue
    case "joined", "componentsJoinedByString:":
      var separator = ""
      if case .string(let text)? = call.value(0) { separator = text }
      var parts: [String] = []
      for item in items { parts.append(try describe(item)) }
      return .string(parts.joined(separator: separator))
    case "prefix", "suffix", "dropFirst", "dropLast":
      var count = 1
      if case .int(let number)? = call.value(0) {
        count = max(0, number)
      } else if (key == "prefix" || key == "suffix") {
        return nil
      }
      switch key {
      case "prefix": return .array(Array(items.prefix(count)))
      case "suffix": return .array(Array(items.suffix(count)))
      case "dropFirst": return .array(Array(items.dropFirst(count)))
      default: return .array(Array(items.dropLast(count)))
      }
    case "mutableCopy": return .mutableArray(CollectionBox(items: items))
    case "copy": return .array(items)
    case "isEqualToArray:":
      guard let other = call.value(0).flatMap(arrayItems) else { return .bool(false) }
      return .bool(equal(.array(items), .array(other)))
    case "arrayByAddingObject:":
      guard let item = call.value(0) else { return nil }
      return .array(items + [item])
    case "arrayByAddingObjectsFromArray:":
      return .array(items + (call.value(0).flatMap(arrayItems) ?? []))
    case "enumerateObjectsUsingBlock:":
      guard let closure = call.closure(0) else { return nil }
      let stop = PointerBox(.bool(false))
      for (index, item) in items.enumerated() {
        _ = try invoke(closure, [item, .int(index), .pointer(stop)], range, env)
        if case .bool(true) = stop.value { break }
      }
      return .void
    default:
      return nil
    }
  }

  /// Whether a predicate closure says yes to an element.
  private func test(_ item: Value, _ closure: Closure?, _ call: ValueCall) throws -> Bool {
    guard let closure else {
      throw error(
        .typeMismatch(call.value(0)?.typeName(in: world) ?? "nothing", "(Element) -> Bool"),
        call.site.range, call.env)
    }
    return try truth(invoke(closure, [item], call.site.range, call.env), call.site.range, call.env)
  }

  /// Elements in increasing order, or in the order `areInIncreasingOrder` gives (a stable
  /// insertion sort over the user's comparisons, so a bad comparator cannot go wrong).
  private func sortedValues(_ items: [Value], _ closure: Closure?, _ call: ValueCall) throws
    -> [Value]
  {
    var result: [Value] = []
    result.reserveCapacity(items.count)
    for item in items {
      var position = result.count
      while position > 0 {
        let before: Bool
        if let closure {
          before = try truth(
            invoke(closure, [item, result[position - 1]], call.site.range, call.env),
            call.site.range, call.env)
        } else {
          before = try truth(
            apply(.less, item, result[position - 1], call.site.range, call.env),
            call.site.range, call.env)
        }
        guard before else { break }
        position -= 1
      }
      result.insert(item, at: position)
    }
    return result
  }

  /// The mutating methods of an array; nil when the call names none.
  private func mutateArray(_ items: inout [Value], _ call: ValueCall) throws -> Value? {
    let env = call.env
    let range = call.site.range
    let key = call.site.dialect == .objc ? call.site.written : call.site.base
    func grow(by count: Int) throws {
      guard items.count + count <= limits.maxCollectionSize else {
        throw error(.collectionLimit(limits.maxCollectionSize), range, env)
      }
    }
    func position(_ value: Value?, allowEnd: Bool) throws -> Int {
      guard case .int(let index)? = value, index >= 0, index < items.count + (allowEnd ? 1 : 0)
      else {
        var shown = 0
        if case .int(let index)? = value { shown = index }
        throw error(.indexOutOfRange(shown, items.count), range, env)
      }
      return index
    }
    switch key {
    case "append", "addObject:":
      guard let item = call.value(0) else { return nil }
      if call.labels.first == "contentsOf" {
        let more = try elements(of: item, range, env)
        try grow(by: more.count)
        items += more
      } else {
        try grow(by: 1)
        items.append(item)
      }
      return .void
    case "addObjectsFromArray:":
      let more = call.value(0).flatMap(arrayItems) ?? []
      try grow(by: more.count)
      items += more
      return .void
    case "insert", "insertObject:atIndex:":
      guard call.count == 2, let item = call.value(0) else { return nil }
      try grow(by: 1)
      items.insert(item, at: try position(call.value(1), allowEnd: true))
      return .void
    case "remove", "removeObjectAtIndex:":
      guard call.count == 1 else { return nil }
      let removed = items.remove(at: try position(call.value(0), allowEnd: false))
      return call.site.dialect == .objc ? .void : removed
    case "removeFirst", "removeLast", "removeLastObject", "popLast":
      guard !items.isEmpty else {
        if key == "popLast" { return .nilValue }
        if key == "removeLastObject" { return .void }
        throw error(.emptyCollection(key), range, env)
      }
      let removed = key == "removeFirst" ? items.removeFirst() : items.removeLast()
      return key == "removeLastObject" ? .void : removed
    case "removeAll", "removeAllObjects":
      if let closure = call.closure(0) {
        var kept: [Value] = []
        for item in items where try !test(item, closure, call) { kept.append(item) }
        items = kept
      } else {
        items.removeAll()
      }
      return .void
    case "removeObject:":
      guard let needle = call.value(0) else { return nil }
      items.removeAll { equal($0, needle) }
      return .void
    case "replaceObjectAtIndex:withObject:":
      guard let item = call.value(1) else { return nil }
      items[try position(call.value(0), allowEnd: false)] = item
      return .void
    case "swapAt", "exchangeObjectAtIndex:withObjectAtIndex:":
      guard call.count == 2 else { return nil }
      items.swapAt(
        try position(call.value(0), allowEnd: false), try position(call.value(1), allowEnd: false))
      return .void
    case "sort":
      items = try sortedValues(items, call.closure(0), call)
      return .void
    case "reverse":
      items.reverse()
      return .void
    default:
      return nil
    }
  }

  /// Objective-C's spellings that differ from Swift's for an `NSMutableArray`.
  private func objcArrayMethod(_ box: CollectionBox, _ call: ValueCall) throws -> Value? {
    switch call.site.written {
    case "count": return .int(box.items.count)
    case "setObject:atIndexedSubscript:":
      guard call.count == 2, let item = call.value(0), case .int(let index)? = call.value(1),
        index >= 0, index <= box.items.count
      else { return nil }
      if index == box.items.count { box.items.append(item) } else { box.items[index] = item }
      return .void
    default: return nil
    }
  }

  // MARK: - Dictionaries and sets

  private func dictionaryMethod(_ dictionary: DictionaryValue, _ call: ValueCall) throws
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
        if case .bool(true) = stop.value { break }
      }
      return .void
    case "mutableCopy": return .mutableDictionary(CollectionBox(dictionary: dictionary))
    case "copy": return .dictionary(dictionary)
    default:
      return try sequenceMethod(Self.pairs(dictionary), call)
    }
  }

  private func mutateDictionary(_ dictionary: inout DictionaryValue, _ call: ValueCall) throws
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

  private func setMethod(_ set: SetValue, _ call: ValueCall) throws -> Value? {
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

  private func mutateSet(_ set: inout SetValue, _ call: ValueCall) throws -> Value? {
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

  private func stringMethod(_ text: String, _ call: ValueCall) throws -> Value? {
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
    case "substringToIndex:", "substringFromIndex:":
      guard case .int(let index)? = call.value(0), index >= 0, index <= text.count else {
        throw error(.indexOutOfRange(0, text.count), call.site.range, call.env)
      }
      return .string(
        String(key == "substringToIndex:" ? text.prefix(index) : text.dropFirst(index)))
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

  private func rectMethod(_ rect: Rect, _ call: ValueCall) throws -> Value? {
    switch call.site.written {
    case "offsetBy(dx:dy:)", "insetBy(dx:dy:)":
      guard call.count == 2, let dx = call.value(0)?.number, let dy = call.value(1)?.number else {
        return nil
      }
      return .rect(
        call.site.base == "offsetBy"
          ? rect.offsetBy(dx: dx, dy: dy) : rect.insetBy(dx: dx, dy: dy))
    case "intersects(_:)":
      guard case .rect(let other)? = call.value(0) else { return nil }
      return .bool(rect.intersects(other))
    case "equalTo(_:)":
      guard case .rect(let other)? = call.value(0) else { return nil }
      return .bool(rect == other)
    case "contains(_:)":
      if case .point(let point)? = call.value(0) {
        return .bool(
          point.x >= rect.minX && point.x < rect.maxX && point.y >= rect.minY && point.y < rect.maxY
        )
      }
      return nil
    default:
      return nil
    }
  }

  private func numberMethod(_ number: Value, _ call: ValueCall) throws -> Value? {
    switch (number, call.site.base) {
    case (.int(let value), "isMultiple"):
      guard case .int(let divisor)? = call.value(0) else { return nil }
      return .bool(divisor == 0 ? value == 0 : value % divisor == 0)
    case (.double(let value), "rounded"): return .double(value.rounded())
    case (.double(let value), "squareRoot"): return .double(value.squareRoot())
    case (.double(let value), "truncatingRemainder"):
      guard let divisor = call.value(0)?.number else { return nil }
      return .double(value.truncatingRemainder(dividingBy: divisor))
    default:
      return nil
    }
  }

  // MARK: - Properties of values

  /// `items.count`, `dict.keys`, `text.isEmpty`, `range.lowerBound`, `tuple.0`: the properties
  /// of standard values; nil when the value has no such property.
  func valueProperty(_ name: String, of receiver: Value) -> Value? {
    switch receiver {
    case .array(let items):
      return arrayProperty(name, items, receiver)
    case .mutableArray(let box):
      return arrayProperty(name, box.items, receiver)
    case .dictionary(let dictionary):
      return dictionaryProperty(name, dictionary)
    case .mutableDictionary(let box):
      return dictionaryProperty(name, box.dictionary)
    case .set(let set):
      switch name {
      case "count": return .int(set.count)
      case "isEmpty": return .bool(set.count == 0)
      case "first": return set.members.first ?? .nilValue
      default: return nil
      }
    case .range(let range):
      switch name {
      case "count": return .int(range.count)
      case "isEmpty": return .bool(range.count == 0)
      case "lowerBound": return .int(range.lower)
      case "upperBound": return .int(range.upper)
      case "first": return range.count > 0 ? .int(range.lower) : .nilValue
      case "last": return range.count > 0 ? .int(range.endExclusive - 1) : .nilValue
      default: return nil
      }
    case .tuple(let tuple):
      return tuple.element(name)
    case .string(let text):
      switch name {
      case "count", "length": return .int(text.count)
      case "isEmpty": return .bool(text.isEmpty)
      case "first": return text.first.map { .string(String($0)) } ?? .nilValue
      case "last": return text.last.map { .string(String($0)) } ?? .nilValue
      case "capitalized", "capitalizedString":
        return .string(
          text.split(separator: " ", omittingEmptySubsequences: false).map {
            $0.prefix(1).uppercased() + $0.dropFirst().lowercased()
          }.joined(separator: " "))
      case "uppercaseString": return .string(text.uppercased())
      case "lowercaseString": return .string(text.lowercased())
      case "intValue", "integerValue":
        return .int(Int(text.prefix { $0.isNumber || $0 == "-" }) ?? 0)
      case "doubleValue", "floatValue": return .double(Double(text) ?? 0)
      case "boolValue": return .bool(["YES", "yes", "true", "1"].contains(text))
      case "description": return receiver
      default: return nil
      }
    case .int(let value):
      switch name {
      case "description": return .string(String(value))
      case "magnitude":
        return .int(value.magnitude > UInt(Int.max) ? Int.max : Int(value.magnitude))
      case "intValue", "integerValue": return receiver
      case "doubleValue", "floatValue": return .double(Double(value))
      case "boolValue": return .bool(value != 0)
      default: return nil
      }
    case .double(let value):
      switch name {
      case "description": return .string(String(value))
      case "isNaN": return .bool(value.isNaN)
      case "isInfinite": return .bool(value.isInfinite)
      case "magnitude": return .double(value.magnitude)
      case "intValue", "integerValue":
        return value.isFinite && abs(value) < 9e18 ? .int(Int(value)) : nil
      case "doubleValue", "floatValue": return receiver
      default: return nil
      }
    case .bool(let flag):
      switch name {
      case "description": return .string(flag ? "true" : "false")
      case "boolValue": return receiver
      default: return nil
      }
    default:
      return nil
    }
  }

  private func arrayProperty(_ name: String, _ items: [Value], _ receiver: Value) -> Value? {
    switch name {
    case "count": return .int(items.count)
    case "isEmpty": return .bool(items.isEmpty)
    case "first", "firstObject": return items.first ?? .nilValue
    case "last", "lastObject": return items.last ?? .nilValue
    case "indices": return .range(RangeValue(lower: 0, upper: items.count, closed: false))
    case "startIndex": return .int(0)
    case "endIndex": return .int(items.count)
    case "mutableCopy": return .mutableArray(CollectionBox(items: items))
    case "copy": return .array(items)
    default: return nil
    }
  }

  private func dictionaryProperty(_ name: String, _ dictionary: DictionaryValue) -> Value? {
    switch name {
    case "count": return .int(dictionary.count)
    case "isEmpty": return .bool(dictionary.count == 0)
    case "keys", "allKeys": return .array(dictionary.keys)
    case "values", "allValues": return .array(dictionary.values)
    case "first": return Self.pairs(dictionary).first ?? .nilValue
    default: return nil
    }
  }
}
