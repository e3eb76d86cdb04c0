import Simulation
import UIKitSurface

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
    var args = args
    if site.dialect == .swift, args.count == 1, args.values[0].instance != nil,
      let function = try keyPathFunction(args.values[0], args.ranges[0], env)
    {
      args.values[0] = function
    }
    let call = ValueCall(site: site, args: args, env: env)
    if site.dialect == .objc,
      ["objectAtIndex:", "objectAtIndexedSubscript:"].contains(site.written),
      arrayItems(receiver) != nil, let index = call.value(0)
    {
      return try element(
        of: receiver, at: index, args.ranges[0], env, method: site.written, message: true)
    }
    switch receiver {
    case .array(let items):
      if let result = try sequenceMethod(items, call) { return result }
      var changed = items
      guard let result = try mutateArray(&changed, call) else { return nil }
      try writeBack(.array(changed), to: receiverExpr, call)
      return result
    case .mutableArray(let box):
      // Swift's spelling of the class's own method (`add(_:)`, `removeObject(at:)`) is its
      // selector before it is a Swift array's method of the same name.
      if let result = try foundationSpelledCall(
        receiver, site, args, env, receiverExpr: receiverExpr)
      {
        return result
      }
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
      if let result = try foundationSpelledCall(
        receiver, site, args, env, receiverExpr: receiverExpr)
      {
        return result
      }
      if let result = try dictionaryMethod(box.dictionary, call) { return result }
      return try mutateDictionary(&box.dictionary, call)
    case .set(let set):
      if let result = try setMethod(set, call) { return result }
      if let result = try sequenceMethod(set.members, call) { return result }
      var changed = set
      guard let result = try mutateSet(&changed, call) else { return nil }
      try writeBack(.set(changed), to: receiverExpr, call)
      return result
    case .mutableSet(let box):
      return try mutableSetMethod(box, call)
    case .mutableString(let box):
      if let result = try mutableStringMethod(box, call) { return result }
      return try stringMethod(box.text, call)
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
    case .options(let names, let type):
      return try optionMethod(names, type: type, call, receiverExpr: receiverExpr)
    case .int, .double:
      return try numberMethod(receiver, call)
    default:
      return nil
    }
  }

  /// A Swift call of a Foundation class's method as the message it sends: the selector of the
  /// row with the call's base name and labels (`removeObject(at:)` is `removeObjectAtIndex:`);
  /// nil when the rows declare no such method.
  static func foundationMessage(_ site: CallSite, of className: String) -> CallSite? {
    let surface = Surface.shared
    guard
      let row = surface.members(
        swift: site.base, in: surface.chain(className), classSide: false
      ).first(where: { $0.kind == .method && $0.labels == site.labels }),
      row.objcName != "-", !row.objcName.isEmpty
    else { return nil }
    let selector = row.objcName
    let pieces = selector.split(separator: ":").map(String.init)
    return CallSite(
      objcPieces: pieces, arity: site.arity, selector: selector, range: site.range,
      nameRange: site.nameRange)
  }

  /// Writes a changed value back where it came from (`items.append(x)` changes `items`).
  func writeBack(_ value: Value, to receiverExpr: Expr?, _ call: ValueCall) throws {
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
  func sequenceMethod(_ items: [Value], _ call: ValueCall) throws -> Value? {
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
      for item in items where try objectsEqual(item, needle, range, env) { return .bool(true) }
      return .bool(false)
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
      var found: Int?
      for index in indices where try objectsEqual(items[index], needle, range, env) {
        found = index
        break
      }
      if call.site.dialect == .objc { return .int(found ?? Int.max) }
      return found.map(Value.int) ?? .nilValue
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
      if call.labels.first == "into" {
        // `reduce(into:)`: the closure changes its accumulator in place.
        for item in items {
          accumulated = try invoke(closure, [accumulated, item], range, env, firstIsInout: true)
            .first
        }
        return accumulated
      }
      for item in items { accumulated = try invoke(closure, [accumulated, item], range, env) }
      return accumulated
    case "sorted", "sortedArrayUsingComparator:":
      return .array(try sortedValues(items, call.closure(0), call))
    case "reverseObjectEnumerator", "objectEnumerator":
      // An enumerator is walked once, in order: its objects in that order stand for it.
      return .array(key == "objectEnumerator" ? items : items.reversed())
    case "sortedArrayUsingSelector:":
      // `compare:` of NSNumber and NSString is their natural order.
      guard case .selector(let selector)? = call.value(0),
        ["compare:", "localizedCompare:", "localizedStandardCompare:"].contains(selector)
      else { return nil }
      return .array(try sortedValues(items, nil, call))
    case "valueForKey:",
      "valueForKeyPath:" where call.site.dialect == .objc:
      // Key-value coding on an array asks each element, NSNull standing for nil.
      guard case .string(let path)? = call.value(0) else { return nil }
      var values: [Value] = []
      for item in items {
        var value = item
        for name in path.split(separator: ".") where !value.isNil {
          value = try property(String(name), of: value, range, env)
        }
        values.append(value.isNil ? nullObject : value)
      }
      return .array(values)
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
        if case .bool(true) = try stop.load() { break }
      }
      return .void
    default:
      return nil
    }
  }

  /// Whether a predicate closure says yes to an element.
  func test(_ item: Value, _ closure: Closure?, _ call: ValueCall) throws -> Bool {
    guard let closure else {
      throw error(
        .typeMismatch(call.value(0)?.typeName(in: world) ?? "nothing", "(Element) -> Bool"),
        call.site.range, call.env)
    }
    return try truth(invoke(closure, [item], call.site.range, call.env), call.site.range, call.env)
  }

  /// Elements in increasing order, or in the order `areInIncreasingOrder` gives (a stable
  /// insertion sort over the user's comparisons, so a bad comparator cannot go wrong).
  func sortedValues(_ items: [Value], _ closure: Closure?, _ call: ValueCall) throws
    -> [Value]
  {
    var result: [Value] = []
    result.reserveCapacity(items.count)
    for item in items {
      var position = result.count
      while position > 0 {
        let before: Bool
        if let closure {
          let answer = try invoke(closure, [item, result[position - 1]], call.site.range, call.env)
          // A Swift predicate answers whether the first goes first; an Objective-C comparator
          // answers NSOrderedAscending (-1) when it does.
          if case .int(let order)? = Self.cInteger(of: answer).map(Value.int) ?? (answer.isBool ? nil : answer) {
            before = order < 0
          } else {
            before = try truth(answer, call.site.range, call.env)
          }
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
  func mutateArray(_ items: inout [Value], _ call: ValueCall) throws -> Value? {
    let env = call.env
    let range = call.site.range
    let key = call.site.dialect == .objc ? call.site.written : call.site.base
    func grow(by count: Int) throws {
      guard items.count + count <= limits.maxCollectionSize else {
        throw error(.collectionLimit(limits.maxCollectionSize), range, env)
      }
    }
    let objc = call.site.dialect == .objc
    func position(_ value: Value?, allowEnd: Bool) throws -> Int {
      guard case .int(let index)? = value, index >= 0, index < items.count + (allowEnd ? 1 : 0)
      else {
        var shown = 0
        if case .int(let index)? = value { shown = index }
        // An NSMutableArray raises NSRangeException (removing goes through a range of one).
        guard objc else {
          // Swift's array traps with its standard library's words.
          let words = allowEnd ? "Array index is out of range" : "Index out of range"
          throw error(.crashed(.fatal, words), range, env)
        }
        let exception: ObjCException =
          key == "removeObjectAtIndex:"
          ? .rangeBeyondBounds(
            method: "removeObjectsInRange:", location: shown, length: 1, count: items.count)
          : .indexBeyondBounds(method: key, index: shown, count: items.count)
        throw error(.uncaughtException(exception), range, env)
      }
      return index
    }
    // An NSMutableArray holds no nil: adding one raises NSInvalidArgumentException.
    func refuseNil(_ item: Value, method: String = "insertObject:atIndex:") throws {
      guard objc, case .nilValue = item else { return }
      throw error(.uncaughtException(.nilInserted(method: method)), range, env)
    }
    switch key {
    case "append", "addObject:":
      guard let item = call.value(0) else { return nil }
      if call.labels.first == "contentsOf" {
        let more = try elements(of: item, range, env)
        try grow(by: more.count)
        items += more
      } else {
        try refuseNil(item)
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
      try refuseNil(item)
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
      var kept: [Value] = []
      for item in items where try !objectsEqual(item, needle, range, env) { kept.append(item) }
      items = kept
      return .void
    case "replaceObjectAtIndex:withObject:":
      guard let item = call.value(1) else { return nil }
      try refuseNil(item, method: key)
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
}
