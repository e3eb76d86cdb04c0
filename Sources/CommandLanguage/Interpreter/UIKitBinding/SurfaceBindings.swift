import Simulation

/// What a UIKit property whose row says `sim core` (or `sim override`) reads and writes: one
/// entry per property, keyed by the kind of receiver and the row's Swift name, with its read and,
/// when the row is settable, its write side by side, each calling the World. Adding a simulated
/// property is its row, the World function, and one entry here. `SurfaceCoreAgreementTests`
/// keeps the entries and the rows in step.
struct SurfaceBinding: Sendable {
  /// The receivers an entry answers for.
  enum Receiver: String, CaseIterable, Sendable {
    /// A view the world models: `UIView` and its subclasses, the window among them.
    case view
    /// A controller the world models: `UIViewController` and the containers.
    case controller
    /// A constraint the world holds.
    case constraint
    /// A view's layout guide (`safeAreaLayoutGuide`), whose anchors are the view's.
    case layoutGuide
    /// A view's layer (`view.layer`), whose timing the world keeps.
    case layer

    /// The class whose rows, and whose subclasses' rows, the entries of this receiver answer.
    var rootClass: String {
      switch self {
      case .view: "UIView"
      case .controller: "UIViewController"
      case .constraint: "NSLayoutConstraint"
      case .layoutGuide: "UILayoutGuide"
      case .layer: "CALayer"
      }
    }
  }

  /// What a read or a write is handed: the interpreter, the receiver as the world knows it, its
  /// object, and where the access is written.
  struct Access<ID> {
    let interpreter: Interpreter
    let id: ID
    let instance: Instance
    let range: SourceRange
    let env: Env

    var world: World { interpreter.world }
  }

  let receiver: Receiver
  /// The row's Swift name (`isHidden`).
  let name: String
  /// The value UIKit reports; nil where the entry's condition does not hold, so that the value
  /// kept on the object, else the row's initial one, answers.
  fileprivate let read: @Sendable (Interpreter, Value, SourceRange, Env) throws -> Value?
  /// A refusal that comes before the line is logged, run also when only checking.
  fileprivate let check: Change?
  /// The change, for a settable row.
  fileprivate let write: Change?

  /// Whether the entry changes anything when set.
  var isSettable: Bool { write != nil }

  private init<ID>(
    _ receiver: Receiver, _ name: String,
    resolve: @escaping @Sendable (Interpreter, Value) -> (ID, Instance)?,
    read: @escaping @Sendable (Access<ID>) throws -> Value?,
    check: (@Sendable (Access<ID>, Value) throws -> Void)?,
    write: (@Sendable (Access<ID>, Value) throws -> Void)?
  ) {
    self.receiver = receiver
    self.name = name
    @Sendable func access(
      _ interpreter: Interpreter, _ value: Value, _ range: SourceRange, _ env: Env
    )
      -> Access<ID>?
    {
      resolve(interpreter, value).map {
        Access(interpreter: interpreter, id: $0.0, instance: $0.1, range: range, env: env)
      }
    }
    self.read = { interpreter, receiver, range, env in
      guard let access = access(interpreter, receiver, range, env) else { return nil }
      return try read(access)
    }
    self.check = check.map(Self.change(access))
    self.write = write.map(Self.change(access))
  }

  /// A check or a write, handed its receiver as the world knows it.
  private static func change<ID>(
    _ access: @escaping @Sendable (Interpreter, Value, SourceRange, Env) -> Access<ID>?
  ) -> (@escaping @Sendable (Access<ID>, Value) throws -> Void) -> Change {
    { change in
      { interpreter, receiver, value, range, env in
        guard let access = access(interpreter, receiver, range, env) else { return }
        try change(access, value)
      }
    }
  }

  typealias Change = @Sendable (Interpreter, Value, Value, SourceRange, Env) throws -> Void

  static func view(
    _ name: String, read: @escaping @Sendable (Access<ViewID>) throws -> Value?,
    write: (@Sendable (Access<ViewID>, Value) throws -> Void)? = nil
  ) -> SurfaceBinding {
    SurfaceBinding(
      .view, name,
      resolve: { _, value in
        guard case .view(let id, let instance) = value else { return nil }
        return (id, instance)
      }, read: read, check: nil, write: write)
  }

  static func controller(
    _ name: String, read: @escaping @Sendable (Access<ControllerID>) throws -> Value?,
    check: (@Sendable (Access<ControllerID>, Value) throws -> Void)? = nil,
    write: (@Sendable (Access<ControllerID>, Value) throws -> Void)? = nil
  ) -> SurfaceBinding {
    SurfaceBinding(
      .controller, name,
      resolve: { _, value in
        guard case .controller(let id, let instance) = value else { return nil }
        return (id, instance)
      }, read: read, check: check, write: write)
  }

  static func constraint(
    _ name: String, read: @escaping @Sendable (Access<ConstraintID>) throws -> Value?,
    write: (@Sendable (Access<ConstraintID>, Value) throws -> Void)? = nil
  ) -> SurfaceBinding {
    SurfaceBinding(
      .constraint, name,
      resolve: { interpreter, value in
        guard let id = interpreter.constraintID(value), let instance = value.instance else {
          return nil
        }
        return (id, instance)
      }, read: read, check: nil, write: write)
  }

  static func layoutGuide(
    _ name: String, read: @escaping @Sendable (Access<LayoutItem>) throws -> Value?
  ) -> SurfaceBinding {
    SurfaceBinding(
      .layoutGuide, name,
      resolve: { interpreter, value in
        guard case .object(let instance) = value, let item = interpreter.layoutItem(value) else {
          return nil
        }
        return (item, instance)
      }, read: read, check: nil, write: nil)
  }

  static func layer(
    _ name: String, read: @escaping @Sendable (Access<ViewID>) throws -> Value?,
    write: (@Sendable (Access<ViewID>, Value) throws -> Void)? = nil
  ) -> SurfaceBinding {
    SurfaceBinding(
      .layer, name,
      resolve: { interpreter, value in
        guard let id = interpreter.layerView(value), let instance = value.instance else {
          return nil
        }
        return (id, instance)
      }, read: read, check: nil, write: write)
  }

  /// The kind of receiver a value is, when the world models it.
  static func receiver(of value: Value, in interpreter: Interpreter) -> Receiver? {
    switch value {
    case .view: return .view
    case .controller: return .controller
    case .object:
      if interpreter.constraintID(value) != nil { return .constraint }
      if interpreter.layoutItem(value) != nil { return .layoutGuide }
      if interpreter.layerView(value) != nil { return .layer }
      return nil
    default: return nil
    }
  }

  /// The entry for `name` on `receiver`.
  static func binding(_ name: String, on receiver: Receiver) -> SurfaceBinding? {
    table[Key(receiver: receiver, name: name)]
  }

  private struct Key: Hashable {
    let receiver: Receiver
    let name: String
  }

  private static let table: [Key: SurfaceBinding] = Dictionary(
    all.map { (Key(receiver: $0.receiver, name: $0.name), $0) },
    uniquingKeysWith: { first, _ in first })
}

extension Interpreter {
  /// A simulated property's value as UIKit reports it, by its binding; nil when the receiver is
  /// not one the world models or the entry's condition does not hold.
  func boundProperty(_ name: String, of receiver: Value, _ range: SourceRange, _ env: Env) throws
    -> Value?
  {
    guard let kind = SurfaceBinding.receiver(of: receiver, in: self),
      let binding = SurfaceBinding.binding(name, on: kind)
    else { return nil }
    return try binding.read(self, receiver, range, env)
  }

  /// Sets a simulated property by its binding; with `apply` false only its checks run. An object
  /// the world does not model (`NSLayoutConstraint()` made bare) keeps the value itself.
  func setBoundProperty(
    _ property: UIKitProperty, of receiver: Value, to value: Value, _ range: SourceRange,
    _ env: Env, apply: Bool
  ) throws {
    guard let kind = SurfaceBinding.receiver(of: receiver, in: self) else {
      guard case .object(let instance) = receiver else {
        throw error(.notAssignable(property.name), range, env)
      }
      if apply { instance.storage.slots[property.row.slotKey] = .strong(value) }
      return
    }
    guard let binding = SurfaceBinding.binding(property.name, on: kind),
      let write = binding.write
    else { throw error(.notSimulated("setting " + property.name), range, env) }
    try binding.check?(self, receiver, value, range, env)
    if apply { try write(self, receiver, value, range, env) }
  }
}
