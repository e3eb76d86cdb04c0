import Simulation

extension Interpreter: SimulationHost {
  /// Runs the user's override of a UIKit callback, found on the controller's class chain.
  /// An error inside it ends the override, not UIKit's operation (rule C.5).
  public func runOverride(of callback: Callback, on controller: ControllerID, in world: World)
    throws -> Bool
  {
    // Without a user method there is nothing to look up (this runs for every callback): the
    // interpreter's own copy of the flag is read, where reading the table copies it first.
    guard classes.hasUserMethods else { return false }
    let className = world.className(of: controller)
    guard let method = classes.override(callback.name, from: className) else { return false }
    let token = beginOverride(callback.name, on: controller)
    defer { endOverride(token) }
    syncOwnership()
    let receiver = value(of: controller)
    let invocation = Invocation(
      method: method, receiver: receiver, values: callbackArguments(callback), ranges: [])
    try contained(in: .method(method.swiftName, method.definingClass), method) {
      _ = try runMethod(invocation, environment(for: method, receiver))
    }
    syncOwnership()
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
      return [parent.map(value(of:)) ?? .nilValue]
    case .willRotate(let orientation, let duration),
      .willAnimateRotation(let orientation, let duration):
      return [.orientation(orientation), .double(duration)]
    case .didRotate(let orientation): return [.orientation(orientation)]
    case .viewWillTransition(let size): return [.size(size), .coordinator]
    case .viewSafeAreaInsetsDidChange: return []
    case .preferredContentSizeDidChange(let child): return [value(of: child)]
    }
  }

  /// The user's override of `shouldAutomaticallyForward…`, evaluated now; when it fails, UIKit
  /// goes on with its own value (rule C.5).
  public func overriddenValue(
    of property: OverridableProperty, on controller: ControllerID, in world: World
  ) throws -> Bool? {
    guard classes.hasUserMethods else { return nil }
    let className = world.className(of: controller)
    guard let method = classes.override(property, from: className) else { return nil }
    let receiver = value(of: controller)
    var flag: Bool?
    let invocation = Invocation(method: method, receiver: receiver, values: [], ranges: [])
    try contained(in: .method(method.swiftName, method.definingClass), method) {
      let value = try runMethod(invocation, environment(for: method, receiver)).result
      guard let truth = value.truthValue else {
        throw RuntimeError(
          diagnostic: Diagnostic(
            .runtime(.typeMismatch(value.typeName(in: world), "Bool")),
            at: method.declaration.nameRange),
          unit: method.unit)
      }
      flag = truth
    }
    return flag
  }

  /// Runs a block handed to UIKit: `completion(finished)` or `animations()`. An error inside
  /// it ends the block only (rules 7a.7, C.5).
  public func runBlock(_ block: BlockHandle, finished: Bool?, in world: World) throws {
    syncOwnership()
    guard let closure = changeClosures({ $0.removeValue(forKey: block.index) }) else { return }
    let env = Env(scope: closure.scope, context: closure.context, unit: closure.unit)
    let what: CalledCode = finished == nil ? .animations : .completion
    // A block queued on a transition coordinator takes the coordinator (rule CT.11).
    let argument = blockArguments.removeValue(forKey: block.index)
    if let argument { refreshCoordinator(of: argument) }
    let arguments = argument.map { [$0] } ?? finished.map { [.bool($0)] } ?? []
    try contained(in: what, nil) {
      _ = try invoke(closure, arguments, SourceRange.at(0), env)
    }
    syncOwnership()
  }

  /// Logs an error that stopped deferred work.
  public func report(_ error: any Error, in world: World) {
    fail(error)
  }

  /// Where a method UIKit calls runs: `self` is the receiver, names resolve in its class.
  private func environment(for method: UserMethod, _ receiver: Value) -> Env {
    Env(
      scope: globals,
      context: MethodContext(
        selfValue: receiver, definingClass: method.definingClass, isTopLevel: false,
        returnsValue: false, dialect: method.declaration.dialect),
      unit: method.unit)
  }

  /// Runs code UIKit called. An error or exception in it ends that code: it is logged with
  /// where it happened and that UIKit went on, and UIKit's operation continues. Limits and
  /// interrupts still stop the whole input.
  func contained(in what: CalledCode, _ method: UserMethod?, _ body: () throws -> Void)
    throws
  {
    do {
      try body()
    } catch var failure as RuntimeError where !failure.stopsInput && !unwindsToTry(failure) {
      inputFailed = true
      if failure.isAlreadyReported { return }
      if failure.isLoggedException {
        var note = failure.diagnostic
        if case .method(let name, let className) = what,
          note.notes.last == .runtime(.inMethod(name, className))
        {
          note.notes.removeLast()
        }
        note.notes.append(.runtime(.stoppedForUIKit(what)))
        log(note, failure.unit)
      } else {
        // The note about UIKit names the method itself; an `in …` note for it says it twice.
        if case .method(let name, let className) = what,
          failure.diagnostic.notes.last == .runtime(.inMethod(name, className))
        {
          failure.diagnostic.notes.removeLast()
        }
        failure.diagnostic.notes.append(.runtime(.stoppedForUIKit(what)))
        log(failure.diagnostic, failure.unit)
      }
    } catch let exception as UIKitException where !exception.stopsInput {
      if activeTries > 0, exception.issue.exceptionName != nil, let method {
        // An enclosing `@try` may catch it: it goes up through UIKit, as the runtime unwinds.
        var failure = RuntimeError(
          diagnostic: Diagnostic(
            .note, .runtime(.exceptionRaisedHere), at: method.declaration.nameRange),
          unit: method.unit)
        failure.isLoggedException = true
        failure.uikitIssue = exception.issue
        throw failure
      }
      inputFailed = true
      guard let method else { return }
      var note = Diagnostic(
        .note, .runtime(.exceptionRaisedHere), at: method.declaration.nameRange)
      note.notes.append(.runtime(.stoppedForUIKit(what)))
      log(note, method.unit)
    }
  }
}

extension UIKitException {
  /// Whether the exception is containrepl's limit, which stops the whole input.
  var stopsInput: Bool {
    if case .nestingLimit = issue { return true }
    return false
  }
}
