import Simulation

extension Interpreter {
  /// Sets UIKit's property `receiver.name = value` on a controller, a view or one of UIKit's
  /// helper objects: its row, then the row's action (`setSurfaceProperty`). With `apply` false
  /// only the checks run, so that a wrong value is refused before its line is logged.
  func setUIKitProperty(
    _ name: String, of receiver: Value, to value: Value, _ range: SourceRange, _ env: Env,
    apply: Bool = true
  ) throws {
    if case .controller = receiver, OverridableProperty(rawValue: name) != nil {
      // Get-only in the SDK: UIKit reads it from an override (swiftc's and clang's error).
      let isObjC = dialect(of: env) == .objc
      var diagnostic = Diagnostic(
        .runtime(isObjC ? .readOnlyObjCProperty(name) : .readOnlyProperty(name)), at: range)
      diagnostic.notes = overrideNotes(name, env)
      throw RuntimeError(diagnostic: diagnostic, unit: env.unit)
    }
    guard let property = surfaceProperty(name, of: receiver) else {
      switch receiver {
      case .controller, .view: throw noMember(receiver, name, range, env)
      default: throw error(.notAssignable(name), range, env)
      }
    }
    if property.isOverridable { throw error(.readOnlyProperty(name), range, env) }
    try setSurfaceProperty(property, of: receiver, to: value, range, env, apply: apply)
  }

  /// The note after an assignment to a property UIKit only reads from an override: the override
  /// to write, in the language of the code, and the sandbox's meta command where one exists.
  func overrideNotes(_ name: String, _ env: Env) -> [DiagnosticMessage] {
    let override =
      dialect(of: env) == .objc
      ? "- (BOOL)\(name) { return NO; }" : "override var \(name): Bool { false }"
    let meta =
      name == OverridableProperty.shouldAutomaticallyForwardAppearanceMethods.rawValue
      ? ":forward off" : nil
    return [.runtime(.overrideInstead(override, meta: meta))]
  }

  /// Whether `name` is a UIKit property of the receiver (a controller's or a view's).
  func isUIKitProperty(_ name: String, of receiver: Value) -> Bool {
    switch receiver {
    case .view: return surfaceProperty(name, of: receiver) != nil
    case .controller(let id, _):
      return UIKitSurface.isUIKitProperty(name, of: world.kind(of: id))
        || OverridableProperty(rawValue: name) != nil
    case .object(let instance):
      return UIKitSurface.classesByName[instance.className] != nil
        && surfaceProperty(name, of: receiver) != nil
    default: return false
    }
  }
}
