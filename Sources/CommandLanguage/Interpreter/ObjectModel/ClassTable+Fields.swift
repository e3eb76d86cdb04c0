import Simulation

/// The tables of a `ClassTable`, boxed. Shared by the copies of a table until one of them
/// changes: then that copy takes a box of its own (`ClassTable.ownFields`).
final class ClassTableFields {
  /// Every table, as one value: a copy of the box copies them all.
  struct Tables {
    var classes: [String: ClassInfo] = [:]
    var protocols: [String: ProtocolInfo] = [:]
    var hasUserMethods = false
    var hasProtocolMethods = false
    var userMethodNames: Set<String> = []
    var overriddenCallbacks: Set<CallbackName> = []
    var overriddenProperties: Set<OverridableProperty> = []
    var propertyNames: Set<String> = []
    var customGetterNames: Set<String> = []
    var chains: [String: [String]] = [:]
    var namedAsSuperclass: Set<String> = []
    var returnTypes: [String: TypeRef] = [:]
    var enumsByCase: [String: [String]] = [:]
    var aliases: [String: String] = [:]
    var compositions: [String: [String]] = [:]
    var scopedNestedNames: Set<String> = []
  }

  var tables = Tables()

  init() {}

  /// A copy of every table, for a change to a shared box.
  init(copying other: ClassTableFields) { tables = other.tables }
}

// The tables change only through ClassTable's own methods (in ClassTable.swift and its
// extensions).
extension ClassTable {
  /// The box, made this table's own before a change.
  private var ownFields: ClassTableFields {
    mutating get {
      if !isKnownUniquelyReferenced(&fields) { fields = ClassTableFields(copying: fields) }
      return fields
    }
  }

  var classes: [String: ClassInfo] {
    get { fields.tables.classes }
    _modify { yield &ownFields.tables.classes }
  }

  var protocols: [String: ProtocolInfo] {
    get { fields.tables.protocols }
    _modify { yield &ownFields.tables.protocols }
  }

  /// Whether the user has defined any method at all (most calls then skip the lookup).
  var hasUserMethods: Bool {
    get { fields.tables.hasUserMethods }
    set { ownFields.tables.hasUserMethods = newValue }
  }

  /// Whether any protocol extension defines methods (lookups then try protocols too).
  var hasProtocolMethods: Bool {
    get { fields.tables.hasProtocolMethods }
    set { ownFields.tables.hasProtocolMethods = newValue }
  }

  /// Every Swift name, selector and Swift base name a user method was defined under, in a
  /// class or a protocol extension. Most calls name no user method: one look here answers
  /// them, where walking the class chain cost two string lookups a class. Never shrinks: a
  /// name left over from a removed method costs only the walk it would have spared.
  var userMethodNames: Set<String> {
    get { fields.tables.userMethodNames }
    _modify { yield &ownFields.tables.userMethodNames }
  }

  /// The callbacks and Boolean properties some class overrides (never shrinks either): UIKit
  /// asks for an override at every callback, and most callbacks have none.
  var overriddenCallbacks: Set<CallbackName> {
    get { fields.tables.overriddenCallbacks }
    _modify { yield &ownFields.tables.overriddenCallbacks }
  }

  var overriddenProperties: Set<OverridableProperty> {
    get { fields.tables.overriddenProperties }
    _modify { yield &ownFields.tables.overriddenProperties }
  }

  /// The names of every property declared (instance and type, classes and protocols), and the
  /// Objective-C getters named apart from their property (`getter=isOpen`), for the same reason.
  var propertyNames: Set<String> {
    get { fields.tables.propertyNames }
    _modify { yield &ownFields.tables.propertyNames }
  }

  var customGetterNames: Set<String> {
    get { fields.tables.customGetterNames }
    _modify { yield &ownFields.tables.customGetterNames }
  }

  /// Class chains by class name, rebuilt when a class changes.
  var chains: [String: [String]] {
    get { fields.tables.chains }
    _modify { yield &ownFields.tables.chains }
  }

  /// The names the user's declarations gave as superclasses: only their chains run through a
  /// class other than their own (UIKit's chains hold UIKit's classes alone).
  var namedAsSuperclass: Set<String> {
    get { fields.tables.namedAsSuperclass }
    _modify { yield &ownFields.tables.namedAsSuperclass }
  }

  /// The declared return types of the user's methods and property getters, by selector: what
  /// a message to nil returns the zero of.
  var returnTypes: [String: TypeRef] {
    get { fields.tables.returnTypes }
    _modify { yield &ownFields.tables.returnTypes }
  }

  /// The enumerations declaring each case name.
  var enumsByCase: [String: [String]] {
    get { fields.tables.enumsByCase }
    _modify { yield &ownFields.tables.enumsByCase }
  }

  /// Type aliases, by name.
  var aliases: [String: String] {
    get { fields.tables.aliases }
    _modify { yield &ownFields.tables.aliases }
  }

  /// The protocols a type alias of a protocol composition names (`typealias Model = A & B`),
  /// by the alias's name.
  var compositions: [String: [String]] {
    get { fields.tables.compositions }
    _modify { yield &ownFields.tables.compositions }
  }

  /// The names of nested types that have a scope of their own: in their outer type's code the
  /// name means them (`Interpreter.typeName(_:seenFrom:)`).
  var scopedNestedNames: Set<String> {
    get { fields.tables.scopedNestedNames }
    _modify { yield &ownFields.tables.scopedNestedNames }
  }
}
