import Simulation

extension Interpreter: SimulationHost {
  /// Runs the user's override of a UIKit callback, found on the controller's class chain.
  public func runOverride(of callback: Callback, on controller: ControllerID, in world: World)
    throws -> Bool
  {
    let className = world.controller(controller).className
    guard let (method, definingClass) = classes.override(callback.name, from: className) else {
      return false
    }
    let arguments = callbackArguments(callback)
    let env = Env(
      scope: globals,
      context: MethodContext(
        selfValue: .controller(controller), definingClass: definingClass, isTopLevel: false,
        returnsValue: false),
      unit: method.unit)
    _ = try runMethod(
      method, definingClass: definingClass, on: .controller(controller), arguments,
      ranges: [], env)
    return true
  }

  /// The arguments a callback passes to its override.
  func callbackArguments(_ callback: Callback) -> [Value] {
    switch callback {
    case .loadView, .viewDidLoad, .viewWillLayoutSubviews, .viewDidLayoutSubviews: return []
    case .viewWillAppear(let animated), .viewIsAppearing(let animated),
      .viewDidAppear(let animated), .viewWillDisappear(let animated),
      .viewDidDisappear(let animated):
      return [.bool(animated)]
    case .willMove(let parent), .didMove(let parent):
      return [parent.map(Value.controller) ?? .nilValue]
    case .willRotate(let orientation, let duration),
      .willAnimateRotation(let orientation, let duration):
      return [.orientation(orientation), .double(duration)]
    case .didRotate(let orientation): return [.orientation(orientation)]
    case .viewWillTransition(let size): return [.size(size), .coordinator]
    case .viewSafeAreaInsetsDidChange: return []
    case .preferredContentSizeDidChange(let child): return [.controller(child)]
    }
  }

  /// The user's override of `shouldAutomaticallyForward…`, evaluated now.
  public func overriddenValue(
    of property: OverridableProperty, on controller: ControllerID, in world: World
  ) throws -> Bool? {
    let className = world.controller(controller).className
    guard let (method, definingClass) = classes.override(property, from: className) else {
      return nil
    }
    let env = Env(
      scope: globals,
      context: MethodContext(
        selfValue: .controller(controller), definingClass: definingClass, isTopLevel: false,
        returnsValue: true),
      unit: method.unit)
    let value = try runMethod(
      method, definingClass: definingClass, on: .controller(controller), [],
      ranges: [], env)
    guard let flag = value.truthValue else {
      throw RuntimeError(
        diagnostic: Diagnostic(
          .runtime(.typeMismatch(value.typeName(in: world), "Bool")),
          at: method.declaration.nameRange),
        unit: method.unit)
    }
    return flag
  }

  /// Runs a block handed to UIKit: `completion(finished)` or `animations()`.
  public func runBlock(_ block: BlockHandle, finished: Bool?, in world: World) throws {
    guard block.index >= 0, block.index < closures.count else { return }
    let closure = closures[block.index]
    let env = Env(scope: closure.scope, context: closure.context, unit: closure.unit)
    _ = try invoke(closure, finished.map { [.bool($0)] } ?? [], SourceRange.at(0), env)
  }

  /// Logs an error that stopped deferred work.
  public func report(_ error: any Error, in world: World) {
    fail(error)
  }
}
