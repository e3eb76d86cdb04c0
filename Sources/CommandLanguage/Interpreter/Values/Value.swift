import Simulation

/// A closure or block value: its code, the scope it captured, and who `self` is inside it.
public final class Closure {
  let parameters: [ClosureParameter]?
  let body: [Stmt]
  /// The captured scope; emptied when the interpreter goes away, to break the cycle of a
  /// closure stored in the scope it captured.
  let scope: Scope
  let context: MethodContext
  let unit: SourceUnit
  let dialect: Dialect

  init(
    parameters: [ClosureParameter]?, body: [Stmt], scope: Scope, context: MethodContext,
    unit: SourceUnit, dialect: Dialect
  ) {
    self.parameters = parameters
    self.body = body
    self.scope = scope
    self.context = context
    self.unit = unit
    self.dialect = dialect
  }

  /// The parameter names as the log shows them (`_` for unnamed).
  var parameterNames: [String]? { parameters?.map { $0.name ?? "_" } }

  /// How many of `$0`, `$1`, … a closure without a parameter list reads: one more than the
  /// highest it names (its nested closures' own not counted).
  lazy var anonymousArity: Int = {
    var walk = SyntaxWalk(AnonymousArgumentCounter())
    walk.visit(body)
    return walk.visitor.arity
  }()
}

/// Finds the highest `$n` a closure's body names, outside the closures nested in it.
struct AnonymousArgumentCounter: SyntaxVisitor {
  var arity = 0

  mutating func enter(_ statement: Stmt) -> Bool { true }

  mutating func enter(_ expression: Expr) -> Bool {
    switch expression.kind {
    case .closure: return false
    case .identifier(let name) where name.hasPrefix("$"):
      if let number = Int(name.dropFirst()) { arity = max(arity, number + 1) }
      return true
    default: return true
    }
  }
}

/// A value the language computes with.
public enum Value {
  case void
  case nilValue
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)
  case rect(Rect)
  case point(Point)
  case size(Size)
  /// A view controller: its identifier in the world and the instance that keeps it alive.
  case controller(ControllerID, Instance)
  /// A view: its identifier in the world and the instance that keeps it alive.
  case view(ViewID, Instance)
  /// An instance of a class that is neither a view controller nor a view.
  case object(Instance)
  /// A Swift structure's value.
  case structure(StructValue)
  case array([Value])
  /// An SDK option set (`UIView.AutoresizingMask`) by member name, with its Swift type when
  /// known (nil for a literal `[.a, .b]` read without context).
  case options([String], type: String? = nil)
  case orientation(Orientation)
  case closure(Closure)
  /// The transition coordinator of `viewWillTransition(to:with:)`.
  case coordinator
  /// A class used as a value (`UIViewController` in `[UIViewController alloc]`, `UIView.animate`).
  case type(String)
  /// `[X alloc]`, waiting for its `init…`.
  case allocated(String)
  /// A `UIColor`, by name.
  case color(String)
  /// A reference to a user method in Objective-C dot syntax or a Swift unapplied method, or a
  /// selector (`#selector(tick)`, `@selector(tick:)`).
  case selector(String)
  /// `0..<3`, `1...5`.
  case range(RangeValue)
  /// `(a, b)`, `(x: 1, y: 2)`.
  case tuple(TupleValue)
  /// A Swift dictionary or an `NSDictionary` (both values).
  case dictionary(DictionaryValue)
  case set(SetValue)
  /// A case of an enumeration the user declared.
  case enumCase(EnumValue)
  /// An `NSMutableArray`: one object whatever variable holds it.
  case mutableArray(CollectionBox)
  /// An `NSMutableDictionary`.
  case mutableDictionary(CollectionBox)
  /// An `NSMutableSet`: one object whatever variable holds it.
  case mutableSet(CollectionBox)
  /// An `NSMutableString`: one object whatever variable holds it.
  case mutableString(TextBox)
  /// A C out-parameter (`BOOL *stop`).
  case pointer(PointerBox)
  /// A value of an SDK type Swift imports as a structure around a number or a string
  /// (`UILayoutPriority.required`, `UIWindow.Level.alert`, `Notification.Name("x")`,
  /// `UITransitionContextViewControllerKey.from`): the type and the raw value.
  indirect case typedNumber(String, Value)

  /// The text of a string, or of a string-backed SDK value (`Notification.Name("x")` is "x").
  var text: String? {
    switch self {
    case .string(let text): return text
    case .typedNumber(_, .string(let text)): return text
    default: return nil
    }
  }

  /// The type name that error messages use (`UIViewController`, `CGRect`, `Bool`).
  func typeName(in world: World) -> String {
    switch self {
    case .void: return "Void"
    case .nilValue: return "nil"
    case .bool: return "Bool"
    case .int: return "Int"
    case .double: return "Double"
    case .string: return "String"
    case .rect: return "CGRect"
    case .point: return "CGPoint"
    case .size: return "CGSize"
    case .controller(let id, _): return world.className(of: id)
    case .view(let id, _): return world.view(id).className
    case .object(let instance): return instance.className
    case .structure(let value): return value.typeName
    case .array(let items): return "[" + Self.elementTypeName(items, in: world) + "]"
    case .options(_, let type): return type ?? "UIView.AnimationOptions"
    case .orientation: return "UIInterfaceOrientation"
    case .closure: return "closure"
    case .coordinator: return "UIViewControllerTransitionCoordinator"
    // The main queue stands as a type of its own (`DispatchQueue.main`); it is a queue.
    case .type("DispatchQueue.main"): return "DispatchQueue"
    case .type(let name): return name + ".Type"
    case .allocated(let name): return name
    case .color: return "UIColor"
    case .selector: return "Selector"
    case .range(let range): return range.closed ? "ClosedRange<Int>" : "Range<Int>"
    case .tuple(let tuple):
      return "(" + tuple.values.map { $0.typeName(in: world) }.joined(separator: ", ") + ")"
    case .dictionary(let dictionary):
      return "[" + Self.elementTypeName(dictionary.keys, in: world) + ": "
        + Self.elementTypeName(dictionary.values, in: world) + "]"
    case .set(let set): return "Set<" + Self.elementTypeName(set.members, in: world) + ">"
    case .enumCase(let value): return value.typeName
    case .mutableArray: return "NSMutableArray"
    case .mutableDictionary: return "NSMutableDictionary"
    case .mutableSet: return "NSMutableSet"
    case .mutableString: return "NSMutableString"
    case .pointer: return "UnsafeMutablePointer"
    case .typedNumber(let type, _): return type
    }
  }

  /// The element type swiftc infers for a literal of these values: their type when they share
  /// it, `UIViewController` or `UIView` for controllers or views of several classes, else `Any`.
  static func elementTypeName(_ items: [Value], in world: World) -> String {
    let names = Set(items.map { $0.typeName(in: world) })
    if names.count == 1, let name = names.first { return name }
    if !items.isEmpty, items.allSatisfy({ $0.controllerID != nil }) { return "UIViewController" }
    if !items.isEmpty, items.allSatisfy({ $0.viewID != nil }) { return "UIView" }
    return "Any"
  }

  /// The value as a log line shows it.
  func logValue(in world: World) -> LogValue {
    switch self {
    case .void: return .text("()")
    case .nilValue: return .nilValue
    case .bool(let flag): return .bool(flag)
    case .int(let number): return .integer(number)
    case .double(let number): return .number(number)
    case .string(let text): return .string(text)
    case .rect(let rect): return .rect(rect)
    case .point(let point): return .point(point)
    case .size(let size): return .size(size)
    case .controller(let id, _): return .controller(id)
    case .view(let id, _): return .view(id)
    case .object(let instance):
      if case .strong(.int(let index))? = instance.storage.slots[SurfaceSlot.constraint] {
        let id = ConstraintID(index)
        return world.constraint(id).name.map(LogValue.text) ?? .constraint(id)
      }
      return .text(instance.name)
    case .structure(let value):
      guard ["UIEdgeInsets", "CGAffineTransform"].contains(value.typeName) else {
        return .text(value.typeName + "(…)")
      }
      // UIKit's structures are written out, as geometry is.
      let fields = value.order.map { name -> String in
        let number = value.fields[name]?.number ?? 0
        let text =
          number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        return name + ": " + text
      }
      return .text(value.typeName + "(" + fields.joined(separator: ", ") + ")")
    case .array(let items): return .array(items.map { $0.logValue(in: world) })
    case .options(let names, _): return .options(names)
    case .orientation(let orientation): return .orientation(orientation)
    case .closure(let closure): return .block(parameters: closure.parameterNames)
    case .coordinator: return .coordinator
    case .type(let name): return .typeName(name)
    case .allocated(let name): return .text("[\(name) alloc]")
    case .color(let name): return .text("UIColor." + name)
    case .selector(let name): return .text(name)
    case .range(let range):
      return .text("\(range.lower)\(range.closed ? "..." : "..<")\(range.upper)")
    case .tuple(let tuple):
      return .tuple(tuple.values.map { $0.logValue(in: world) }, labels: tuple.labels)
    case .dictionary(let dictionary):
      return .dictionary(
        dictionary.keys.map { $0.logValue(in: world) },
        dictionary.values.map { $0.logValue(in: world) })
    case .set(let set): return .array(set.members.map { $0.logValue(in: world) })
    case .enumCase(let value):
      // Objective-C writes a UIKit enumeration's member after its constants' prefix.
      let type =
        UIKitSurface.enumeration(value.typeName)?.objcPrefix(of: value.caseName) ?? value.typeName
      return .enumMember(type: type, member: value.caseName)
    case .mutableArray(let box): return .array(box.items.map { $0.logValue(in: world) })
    case .mutableDictionary(let box):
      return .dictionary(
        box.dictionary.keys.map { $0.logValue(in: world) },
        box.dictionary.values.map { $0.logValue(in: world) })
    case .mutableSet(let box): return .array(box.set.members.map { $0.logValue(in: world) })
    case .mutableString(let box): return .string(box.text)
    case .pointer(let box): return ((try? box.load()) ?? .void).logValue(in: world)
    case .typedNumber(_, let raw): return raw.logValue(in: world)
    }
  }

  /// Whether the value counts as true in a condition (Objective-C's rules for objects and ints).
  var truthValue: Bool? {
    switch self {
    case .bool(let flag): return flag
    case .int(let number): return number != 0
    case .double(let number): return number != 0
    case .nilValue: return false
    // C's test of a bit mask: `edges & UIRectEdgeTop` is true when any bit is left.
    case .options(let names, _): return !names.isEmpty
    case .controller, .view, .object, .closure, .array, .string, .type, .color, .dictionary,
      .set, .mutableArray, .mutableDictionary, .mutableSet, .mutableString, .selector, .pointer:
      return true
    default: return nil
    }
  }

  /// The value as a number, if it is one.
  var number: Double? {
    switch self {
    case .int(let number): return Double(number)
    case .double(let number): return number
    case .bool(let flag): return flag ? 1 : 0
    case .typedNumber(_, let raw): return raw.number
    default: return nil
    }
  }

  var isNil: Bool {
    if case .nilValue = self { return true }
    return false
  }

  /// Whether the value is an enumeration's case.
  var isEnumCase: Bool {
    if case .enumCase = self { return true }
    return false
  }

  /// The type's name when the value is a type used as a value.
  var typeNameIfType: String? {
    if case .type(let name) = self { return name }
    return nil
  }

  /// Whether the value is a structure or an enumeration's case, whose methods get a copy of
  /// it as `self` (a `mutating` one writes it back).
  var isValueType: Bool {
    switch self {
    case .structure, .enumCase: return true
    default: return false
    }
  }

  /// The object this value refers to, if it is one.
  var instance: Instance? {
    switch self {
    case .controller(_, let instance), .view(_, let instance), .object(let instance):
      return instance
    default: return nil
    }
  }

  /// The controller this value refers to, if it is one.
  public var controllerID: ControllerID? {
    if case .controller(let id, _) = self { return id }
    return nil
  }

  /// The view this value refers to, if it is one.
  public var viewID: ViewID? {
    if case .view(let id, _) = self { return id }
    return nil
  }
}
