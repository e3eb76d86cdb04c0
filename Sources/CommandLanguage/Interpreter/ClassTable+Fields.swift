import Simulation

/// The tables of a `ClassTable`, boxed. Shared by the copies of a table until one of them
/// changes: then that copy takes a box of its own (`ClassTable.ownFields`).
final class ClassTableFields {
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

  init() {}

  /// A copy of every table, for a change to a shared box.
  init(copying other: ClassTableFields) {
    classes = other.classes
    protocols = other.protocols
    hasUserMethods = other.hasUserMethods
    hasProtocolMethods = other.hasProtocolMethods
    userMethodNames = other.userMethodNames
    overriddenCallbacks = other.overriddenCallbacks
    overriddenProperties = other.overriddenProperties
    propertyNames = other.propertyNames
    customGetterNames = other.customGetterNames
    chains = other.chains
    namedAsSuperclass = other.namedAsSuperclass
    returnTypes = other.returnTypes
    enumsByCase = other.enumsByCase
    aliases = other.aliases
  }
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
    get { fields.classes }
    _modify { yield &ownFields.classes }
  }

  var protocols: [String: ProtocolInfo] {
    get { fields.protocols }
    _modify { yield &ownFields.protocols }
  }

  /// Whether the user has defined any method at all (most calls then skip the lookup).
  var hasUserMethods: Bool {
    get { fields.hasUserMethods }
    set { ownFields.hasUserMethods = newValue }
  }

  /// Whether any protocol extension defines methods (lookups then try protocols too).
  var hasProtocolMethods: Bool {
    get { fields.hasProtocolMethods }
    set { ownFields.hasProtocolMethods = newValue }
  }

  /// Every Swift name, selector and Swift base name a user method was defined under, in a
  /// class or a protocol extension. Most calls name no user method: one look here answers
  /// them, where walking the class chain cost two string lookups a class. Never shrinks: a
  /// name left over from a removed method costs only the walk it would have spared.
  var userMethodNames: Set<String> {
    get { fields.userMethodNames }
    _modify { yield &ownFields.userMethodNames }
  }

  /// The callbacks and Boolean properties some class overrides (never shrinks either): UIKit
  /// asks for an override at every callback, and most callbacks have none.
  var overriddenCallbacks: Set<CallbackName> {
    get { fields.overriddenCallbacks }
    _modify { yield &ownFields.overriddenCallbacks }
  }

  var overriddenProperties: Set<OverridableProperty> {
    get { fields.overriddenProperties }
    _modify { yield &ownFields.overriddenProperties }
  }

  /// The names of every property declared (instance and type, classes and protocols), and the
  /// Objective-C getters named apart from their property (`getter=isOpen`), for the same reason.
  var propertyNames: Set<String> {
    get { fields.propertyNames }
    _modify { yield &ownFields.propertyNames }
  }

  var customGetterNames: Set<String> {
    get { fields.customGetterNames }
    _modify { yield &ownFields.customGetterNames }
  }

  /// Class chains by class name, rebuilt when a class changes.
  var chains: [String: [String]] {
    get { fields.chains }
    _modify { yield &ownFields.chains }
  }

  /// The names the user's declarations gave as superclasses: only their chains run through a
  /// class other than their own (UIKit's chains hold UIKit's classes alone).
  var namedAsSuperclass: Set<String> {
    get { fields.namedAsSuperclass }
    _modify { yield &ownFields.namedAsSuperclass }
  }

  /// The declared return types of the user's methods and property getters, by selector: what
  /// a message to nil returns the zero of.
  var returnTypes: [String: TypeRef] {
    get { fields.returnTypes }
    _modify { yield &ownFields.returnTypes }
  }

  /// The enumerations declaring each case name.
  var enumsByCase: [String: [String]] {
    get { fields.enumsByCase }
    _modify { yield &ownFields.enumsByCase }
  }

  /// Type aliases, by name.
  var aliases: [String: String] {
    get { fields.aliases }
    _modify { yield &ownFields.aliases }
  }
}
