import Simulation

extension Interpreter {
  /// Defines a method: at the top level it becomes a method of the container's class.
  func define(
    _ declaration: FunctionDecl, inClass className: String?, _ env: Env, range: SourceRange
  )
    throws
  {
    guard declaration.body != nil else { return }
    if className == nil, !env.context.isTopLevel {
      throw error(.nestedFunction(declaration.baseName), declaration.nameRange, env)
    }
    let owner = className ?? world.controller(selfController).className
    let method = UserMethod(declaration, unit: env.unit)
    if let replaced = classes.define(method, in: owner) {
      let note = Diagnostic(
        .note, .runtime(.redefined(replaced.spelling.swiftName, owner)), at: declaration.nameRange)
      log(note, env.unit.text)
    }
  }

  /// Defines (or extends) a class with its methods and stored properties.
  func defineClass(_ declaration: ClassDecl, _ env: Env) throws {
    if !env.context.isTopLevel {
      throw error(.nestedClass(declaration.name), declaration.nameRange, env)
    }
    var superclass = declaration.superclass
    var adopted = declaration.protocols
    // `class X: P` names a protocol where Swift would put the superclass.
    if let named = superclass, declaredProtocols.contains(named) {
      adopted.append(named)
      superclass = nil
    }
    if let superclass {
      guard classes.resolve(superclass) != nil else {
        throw error(
          .unknownType(superclass), declaration.nameRange, env,
          suggestion: nearestName(to: superclass, among: classes.names))
      }
      if classes.isSubclass(superclass, of: declaration.name) {
        throw error(.cyclicInheritance(declaration.name), declaration.nameRange, env)
      }
    }
    classes.declare(declaration.name, superclass: superclass)
    classes.adopt(adopted, in: declaration.name)
    for member in declaration.members {
      switch member.kind {
      case .function(let function):
        try define(function, inClass: declaration.name, env, range: member.range)
      case .variable(let variable):
        classes.addStoredProperty(variable, unit: env.unit, to: declaration.name)
      default:
        throw error(.notAClassMember, member.range, env)
      }
    }
  }

  /// Gives a new instance of a user class its stored properties' initial values.
  func initializeStoredProperties(of controller: ControllerID, className: String) throws {
    for id in classes.chain(className).reversed() {
      guard let info = classes.existing(id) else { continue }
      for (declaration, unit) in zip(info.storedProperties, info.storedPropertyUnits) {
        let env = Env(
          scope: Scope(parent: globals),
          context: MethodContext(
            selfValue: .controller(controller), definingClass: id, isTopLevel: false,
            returnsValue: false),
          unit: unit)
        let value = try declaration.initializer.map { try eval($0, env) } ?? .nilValue
        controllerProperties[controller, default: [:]][declaration.name] = value
      }
    }
  }
}
