/// An Objective-C exception the interpreter itself raises, as Foundation and the runtime word
/// it (UIKit's own are `UIKitIssue`s): one case per shape of message, its variable parts as
/// values. Nothing catches it, so the app would end (`RuntimeMessage.uncaughtException`).
public enum ObjCException: Hashable, Sendable {
  /// `doesNotRecognizeSelector:`: the receiver's class, the selector, the receiver's address.
  case unrecognizedSelector(className: String, selector: String, instance: String)
  /// An index past the end of an array: Foundation's class of the array (`__NSArrayM`,
  /// `__NSArrayI`, `__NSArray0`, `__NSSingleObjectArrayI`), the method, the index, the count.
  case indexBeyondBounds(arrayClass: String = "__NSArrayM", method: String, index: Int, count: Int)
  /// A range of a mutable array that runs past its end: the method, the range, the count.
  case rangeBeyondBounds(method: String, location: Int, length: Int, count: Int)
  /// nil added to or inserted in a mutable collection: the method that refused it, and the
  /// collection's class (`__NSArrayM`, `__NSSetM`).
  case nilInserted(method: String, collectionClass: String = "__NSArrayM")
  /// A mutable string's change at an index or range past its end: the method.
  case stringOutOfBounds(method: String)
  /// An exception the program raised itself (`@throw`, `-raise`, `+raise:format:`): its name
  /// and reason, and the number under which the interpreter keeps the object thrown, so that a
  /// `@catch` binds that very object.
  case raised(name: String, reason: String?, object: Int)
  /// An object that is not an `NSException` thrown with `@throw` (`@throw @"oops";`): its class.
  case thrownObject(className: String, object: Int)
  /// Key-value coding found nothing for a key: the receiver's class and address, NSObject's
  /// method that raised (`valueForUndefinedKey:`, `setValue:forUndefinedKey:`), the key.
  case undefinedKey(className: String, instance: String, method: String, key: String)
  /// Key-value coding was asked to set a scalar to nil (`setNilValueForKey:`).
  case nilValueForKey(className: String, instance: String, key: String)

  /// The shapes, without their variable parts.
  public enum Shape: CaseIterable, Sendable {
    case unrecognizedSelector, indexBeyondBounds, rangeBeyondBounds, nilInserted,
      stringOutOfBounds, raised, thrownObject, undefinedKey, nilValueForKey
  }

  public var shape: Shape {
    switch self {
    case .unrecognizedSelector: return .unrecognizedSelector
    case .indexBeyondBounds: return .indexBeyondBounds
    case .rangeBeyondBounds: return .rangeBeyondBounds
    case .nilInserted: return .nilInserted
    case .stringOutOfBounds: return .stringOutOfBounds
    case .raised: return .raised
    case .thrownObject: return .thrownObject
    case .undefinedKey: return .undefinedKey
    case .nilValueForKey: return .nilValueForKey
    }
  }

  /// An exception of each shape, for checks that every shape the program raises is explained.
  public static func example(_ shape: Shape) -> ObjCException {
    switch shape {
    case .unrecognizedSelector:
      return .unrecognizedSelector(className: "UIView", selector: "foo", instance: "0x60002001")
    case .indexBeyondBounds:
      return .indexBeyondBounds(method: "insertObject:atIndex:", index: 4, count: 2)
    case .rangeBeyondBounds:
      return .rangeBeyondBounds(method: "removeObjectsInRange:", location: 3, length: 1, count: 0)
    case .nilInserted: return .nilInserted(method: "insertObject:atIndex:")
    case .stringOutOfBounds: return .stringOutOfBounds(method: "insertString:atIndex:")
    case .raised: return .raised(name: "MyException", reason: "why", object: 0)
    case .thrownObject: return .thrownObject(className: "__NSCFConstantString", object: 0)
    case .undefinedKey:
      return .undefinedKey(
        className: "Pane", instance: "0x60002001", method: "valueForUndefinedKey:", key: "size")
    case .nilValueForKey:
      return .nilValueForKey(className: "Pane", instance: "0x60002001", key: "width")
    }
  }

  /// The exception's name.
  public var name: String {
    switch self {
    case .unrecognizedSelector, .nilInserted, .nilValueForKey: return "NSInvalidArgumentException"
    case .undefinedKey: return "NSUnknownKeyException"
    case .indexBeyondBounds, .rangeBeyondBounds, .stringOutOfBounds: return "NSRangeException"
    case .raised(let name, _, _): return name
    case .thrownObject(let className, _): return className
    }
  }

  /// The reason, as the runtime prints it.
  public var reason: String {
    switch self {
    case .unrecognizedSelector(let className, let selector, let instance):
      return "-[\(className) \(selector)]: unrecognized selector sent to instance \(instance)"
    case .indexBeyondBounds(let arrayClass, let method, let index, let count):
      // The index is an NSUInteger: a negative one shows as its unsigned bits.
      return "*** -[\(arrayClass) \(method)]: index \(UInt(bitPattern: index)) beyond bounds "
        + Self.bounds(count)
    case .rangeBeyondBounds(let method, let location, let length, let count):
      return "*** -[__NSArrayM \(method)]: range {\(location), \(length)} extends beyond bounds "
        + Self.bounds(count)
    case .nilInserted(let method, let collectionClass):
      return "*** -[\(collectionClass) \(method)]: object cannot be nil"
    case .stringOutOfBounds(let method):
      return "-[__NSCFString \(method)]: Range or index out of bounds"
    case .raised(_, let reason, _): return reason ?? "(null)"
    case .thrownObject: return ""
    case .undefinedKey(let className, let instance, let method, let key):
      return "[<\(className) \(instance)> \(method)]: this class is not key value coding-compliant "
        + "for the key \(key)."
    case .nilValueForKey(let className, let instance, let key):
      return "[<\(className) \(instance)> setNilValueForKey]: could not set nil as the value for "
        + "the key \(key)."
    }
  }

  /// The line the runtime prints when nothing catches the exception.
  public var terminationText: String {
    if case .thrownObject(let className, _) = self {
      return "*** Terminating app due to uncaught exception of class '\(className)'"
    }
    return "*** Terminating app due to uncaught exception '\(name)', reason: '\(reason)'"
  }

  /// The number of the object the program threw, if it threw one.
  var thrownObject: Int? {
    switch self {
    case .raised(_, _, let object), .thrownObject(_, let object): return object
    default: return nil
    }
  }

  private static func bounds(_ count: Int) -> String {
    count == 0 ? "for empty array" : "[0 .. \(count - 1)]"
  }
}
