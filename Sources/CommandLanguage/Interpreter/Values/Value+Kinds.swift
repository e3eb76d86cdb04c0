import Simulation

/// An integer range: `a..<b` (half-open) or `a...b` (closed).
public struct RangeValue: Hashable, Sendable {
  public let lower: Int
  /// The upper bound as written.
  public let upper: Int
  public let closed: Bool
  /// Swift's `lower...` (`PartialRangeFrom`), which has no end: `upper` is only how far the
  /// interpreter counts it (`zip`, a loop).
  public var isUnbounded = false

  /// The first integer past the range.
  var endExclusive: Int { closed ? upper + 1 : upper }

  /// How many integers it holds.
  var count: Int { max(0, endExclusive - lower) }

  func contains(_ number: Int) -> Bool {
    number >= lower && (isUnbounded || number < endExclusive)
  }

  /// The integers, in order.
  var values: [Value] { count == 0 ? [] : (lower..<endExclusive).map { .int($0) } }
}

/// A tuple's elements and their labels.
public struct TupleValue {
  var values: [Value]
  var labels: [String?]

  /// The element a label or a position (`.0`) names.
  func element(_ name: String) -> Value? {
    if let index = labels.firstIndex(of: name) { return values[index] }
    if let position = Int(name), position >= 0, position < values.count { return values[position] }
    return nil
  }
}

/// A value that can be a dictionary key or a set member: Swift's `Hashable` values.
indirect enum ValueKey: Hashable {
  case nilValue
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)
  case object(ObjectIdentifier)
  case controller(Int)
  case view(Int)
  case enumCase(String, String, [ValueKey])
  case sequence([ValueKey])
  case type(String)
  case name(String)
}

/// A dictionary, kept in insertion order so that output is the same on every run.
public struct DictionaryValue {
  private(set) var keys: [Value] = []
  private(set) var values: [Value] = []
  private var positions: [ValueKey: Int] = [:]

  var count: Int { keys.count }

  func value(for key: ValueKey) -> Value? { positions[key].map { values[$0] } }

  /// Sets the value of a key (a new key goes last).
  mutating func set(_ value: Value, for key: ValueKey, original: Value) {
    if let position = positions[key] {
      values[position] = value
      return
    }
    positions[key] = keys.count
    keys.append(original)
    values.append(value)
  }

  /// Removes a key; returns its value.
  @discardableResult
  mutating func remove(_ key: ValueKey) -> Value? {
    guard let position = positions.removeValue(forKey: key) else { return nil }
    keys.remove(at: position)
    let removed = values.remove(at: position)
    for (other, index) in positions where index > position { positions[other] = index - 1 }
    return removed
  }

  mutating func removeAll() { self = DictionaryValue() }
}

/// A set, kept in insertion order.
public struct SetValue {
  private(set) var members: [Value] = []
  private var positions: [ValueKey: Int] = [:]

  var count: Int { members.count }

  func contains(_ key: ValueKey) -> Bool { positions[key] != nil }

  /// Adds a member; returns false when it was there already.
  @discardableResult
  mutating func insert(_ member: Value, key: ValueKey) -> Bool {
    guard positions[key] == nil else { return false }
    positions[key] = members.count
    members.append(member)
    return true
  }

  /// Removes a member; returns whether it was there.
  @discardableResult
  mutating func remove(_ key: ValueKey) -> Bool {
    guard let position = positions.removeValue(forKey: key) else { return false }
    members.remove(at: position)
    for (other, index) in positions where index > position { positions[other] = index - 1 }
    return true
  }
}

/// A value of an enumeration: its type, its case and the case's associated values.
public final class EnumValue {
  let typeName: String
  let caseName: String
  let payload: [Value]
  let labels: [String?]

  init(typeName: String, caseName: String, payload: [Value] = [], labels: [String?] = []) {
    self.typeName = typeName
    self.caseName = caseName
    self.payload = payload
    self.labels = labels
  }
}

/// The shared contents of an `NSMutableArray`, `NSMutableDictionary` or `NSMutableSet`: Objective-C's
/// collections are objects, so every variable that holds one sees its changes.
public final class CollectionBox {
  var items: [Value]
  var dictionary: DictionaryValue
  var set = SetValue()

  init(items: [Value]) {
    self.items = items
    self.dictionary = DictionaryValue()
  }

  init(dictionary: DictionaryValue) {
    self.items = []
    self.dictionary = dictionary
  }

  init(set: SetValue) {
    self.items = []
    self.dictionary = DictionaryValue()
    self.set = set
  }
}

/// The shared text of an `NSMutableString`: every variable that holds it sees its changes.
public final class TextBox {
  var text: String

  init(_ text: String) { self.text = text }
}

/// What a C pointer points to: a cell of its own (`BOOL *stop` in an enumeration block), or a
/// place of the program (`&slice`, `&error`, a Swift `inout` argument), read and written
/// through.
public final class PointerBox {
  private var stored: Value
  private let reader: (() throws -> Value)?
  private let writer: ((Value) throws -> Void)?

  init(_ value: Value) {
    stored = value
    reader = nil
    writer = nil
  }

  init(reading: @escaping () throws -> Value, writing: @escaping (Value) throws -> Void) {
    stored = .void
    reader = reading
    writer = writing
  }

  /// `*pointer`.
  func load() throws -> Value { try reader?() ?? stored }

  /// `*pointer = value`.
  func store(_ value: Value) throws {
    if let writer { try writer(value) } else { stored = value }
  }
}
