import Simulation
import UIKitSurface

/// Foundation's mutable sets and strings: objects, so every variable that holds one sees a
/// change made through any of them.
extension Interpreter {
  /// `NSMutableSet`'s methods, in Objective-C's and Swift's spellings; nil for any other.
  func mutableSetMethod(_ box: CollectionBox, _ call: ValueCall) throws -> Value? {
    let env = call.env
    let range = call.site.range
    let key = call.site.dialect == .objc ? call.site.written : call.site.base
    func member(_ index: Int) throws -> (Value, ValueKey)? {
      guard let item = call.value(index) else { return nil }
      return (item, try hashKey(item, range, env))
    }
    switch key {
    case "count": return .int(box.set.count)
    case "allObjects": return .array(box.set.members)
    case "anyObject": return box.set.members.first ?? .nilValue
    case "addObject:", "add":
      guard let (item, hashed) = try member(0) else { return nil }
      // Like NSMutableArray, a set refuses nil.
      if item.isNil {
        throw error(
          .uncaughtException(.nilInserted(method: "addObject:", collectionClass: "__NSSetM")),
          range,
          env)
      }
      box.set.insert(item, key: hashed)
      return .void
    case "removeObject:", "remove":
      guard let (_, hashed) = try member(0) else { return nil }
      box.set.remove(hashed)
      return .void
    case "containsObject:",
      "contains" where call.closure(0) == nil:
      guard let (_, hashed) = try member(0) else { return nil }
      return .bool(box.set.contains(hashed))
    case "member:", "member":
      guard let (_, hashed) = try member(0) else { return nil }
      return box.set.members.first { (try? hashKey($0, range, env)) == hashed } ?? .nilValue
    case "removeAllObjects", "removeAll":
      box.set = SetValue()
      return .void
    case "setSet:", "setSet":
      guard let other = call.value(0) else { return nil }
      var result = SetValue()
      for item in try elements(of: other, range, env) {
        result.insert(item, key: try hashKey(item, range, env))
      }
      box.set = result
      return .void
    case "addObjectsFromArray:", "unionSet:", "union", "formUnion":
      guard let other = call.value(0) else { return nil }
      for item in try elements(of: other, range, env) {
        box.set.insert(item, key: try hashKey(item, range, env))
      }
      return .void
    case "minusSet:", "minus", "subtract":
      guard let other = call.value(0) else { return nil }
      for item in try elements(of: other, range, env) {
        box.set.remove(try hashKey(item, range, env))
      }
      return .void
    case "intersectSet:", "intersect", "formIntersection":
      guard let other = call.value(0) else { return nil }
      var keep = Set<ValueKey>()
      for item in try elements(of: other, range, env) { keep.insert(try hashKey(item, range, env)) }
      var result = SetValue()
      for item in box.set.members {
        let hashed = try hashKey(item, range, env)
        if keep.contains(hashed) { result.insert(item, key: hashed) }
      }
      box.set = result
      return .void
    case "copy": return .set(box.set)
    case "mutableCopy": return .mutableSet(CollectionBox(set: box.set))
    default:
      if let result = try sequenceMethod(box.set.members, call) { return result }
      try refuseUnmodelled("NSMutableSet", call)
      return nil
    }
  }

  /// A method the SDK declares on the class that the language does not model
  /// (`filterUsingPredicate:`): refused as containrepl's limit, never silently ignored.
  private func refuseUnmodelled(_ className: String, _ call: ValueCall) throws {
    guard call.site.dialect == .objc else { return }
    let selector = call.site.written
    guard
      !Surface.shared.members(objc: selector, in: [className], classSide: false).isEmpty
    else { return }
    throw error(.notSimulated("-[\(className) \(selector)]"), call.site.range, call.env)
  }

  /// `NSMutableString`'s own methods (its reading ones are NSString's); nil for any other.
  func mutableStringMethod(_ box: TextBox, _ call: ValueCall) throws -> Value? {
    let env = call.env
    let range = call.site.range
    let key = call.site.dialect == .objc ? call.site.written : call.site.base
    func text(_ index: Int) -> String? {
      switch call.value(index) {
      case .string(let value)?: return value
      case .mutableString(let other)?: return other.text
      default: return nil
      }
    }
    func grow(_ more: Int) throws {
      guard box.text.utf16.count + more <= limits.maxCollectionSize else {
        throw error(.collectionLimit(limits.maxCollectionSize), range, env)
      }
    }
    switch key {
    case "appendString:", "append":
      guard let more = text(0) else { return nil }
      try grow(more.utf16.count)
      box.text += more
      return .void
    case "appendFormat:":
      guard let format = text(0) else { return nil }
      let more = try formatted(format, Array(call.args.values.dropFirst()))
      try grow(more.utf16.count)
      box.text += more
      return .void
    case "setString:", "setString":
      guard let value = text(0) else { return nil }
      box.text = value
      return .void
    case "insertString:atIndex:", "insert":
      guard let more = text(0), case .int(let index)? = call.value(1) else { return nil }
      let units = Array(box.text.utf16)
      guard index >= 0, index <= units.count else {
        throw error(
          .uncaughtException(.stringOutOfBounds(method: "insertString:atIndex:")),
          range, env)
      }
      try grow(more.utf16.count)
      box.text = Self.utf16Text(units[..<index]) + more + Self.utf16Text(units[index...])
      return .void
    case "deleteCharactersInRange:", "deleteCharacters", "replaceCharactersInRange:withString:",
      "replaceCharacters":
      let replacing = key.hasPrefix("replace")
      let replacement = replacing ? text(1) : ""
      guard case .structure(let value)? = call.value(0), let replacement,
        let location = value.fields["location"]?.number, let length = value.fields["length"]?.number
      else { return nil }
      let units = Array(box.text.utf16)
      let start = Int(location)
      let end = start + Int(length)
      guard start >= 0, length >= 0, end <= units.count else {
        let method = replacing ? "replaceCharactersInRange:withString:" : "deleteCharactersInRange:"
        throw error(.uncaughtException(.stringOutOfBounds(method: method)), range, env)
      }
      try grow(replacement.utf16.count)
      box.text = Self.utf16Text(units[..<start]) + replacement + Self.utf16Text(units[end...])
      return .void
    case "copy": return .string(box.text)
    case "mutableCopy": return .mutableString(TextBox(box.text))
    default:
      if key.hasPrefix("replaceOccurrencesOfString:") || key.hasPrefix("applyTransform:") {
        try refuseUnmodelled("NSMutableString", call)
      }
      return nil
    }
  }

  /// Text made of UTF-16 units (a cut through a surrogate pair keeps its replacement).
  static func utf16Text(_ units: ArraySlice<UInt16>) -> String {
    String(decoding: units, as: UTF16.self)
  }
}
