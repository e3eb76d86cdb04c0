import Simulation

extension Interpreter {
  // MARK: - Properties of values

  /// UIDeviceOrientation's tests (`isLandscape`, `isPortrait`, `isFlat`,
  /// `isValidInterfaceOrientation`), as Swift's UIKit overlay declares them.
  static func deviceOrientationTest(_ name: String, _ orientation: String) -> Value? {
    let portrait = orientation == "portrait" || orientation == "portraitUpsideDown"
    let landscape = orientation == "landscapeLeft" || orientation == "landscapeRight"
    switch name {
    case "isPortrait": return .bool(portrait)
    case "isLandscape": return .bool(landscape)
    case "isFlat": return .bool(orientation == "faceUp" || orientation == "faceDown")
    case "isValidInterfaceOrientation": return .bool(portrait || landscape)
    default: return nil
    }
  }

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
    case .mutableSet(let box):
      switch name {
      case "count": return .int(box.set.count)
      case "allObjects": return .array(box.set.members)
      case "anyObject": return box.set.members.first ?? .nilValue
      default: return nil
      }
    case .mutableString(let box):
      // NSString's length counts UTF-16 units.
      if name == "length" { return .int(box.text.utf16.count) }
      return valueProperty(name, of: .string(box.text))
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
    case .options(let names, let type):
      return optionProperty(name, names, type: type)
    case .typedNumber(_, let raw):
      return name == "rawValue" ? raw : nil
    case .orientation(let orientation):
      // UIInterfaceOrientation's own tests, as Swift's UIKit overlay declares them.
      switch name {
      case "isLandscape": return .bool(orientation.isLandscape)
      case "isPortrait": return .bool(!orientation.isLandscape)
      default: return nil
      }
    case .string(let text):
      switch name {
      case "count": return .int(text.count)
      // NSString's length counts UTF-16 units, as Foundation stores them.
      case "length": return .int(text.utf16.count)
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
      case "intValue", "integerValue": return .int(Int(convertingAsFoundation: value))
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
