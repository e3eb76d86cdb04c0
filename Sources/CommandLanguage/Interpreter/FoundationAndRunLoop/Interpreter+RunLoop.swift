import Simulation

/// What the main run loop runs for a piece of scheduled work.
enum ScheduledCall {
  /// A block, with the argument it receives (a timer's block gets the timer).
  case block(Closure, role: BlockRole, argument: Value?)
  /// A message: a timer's target and selector, `performSelector:withObject:afterDelay:`; the
  /// call that scheduled it, where a runtime error points.
  case message(target: Value, selector: String, argument: Value?, origin: CallOrigin)
}

/// Where in the user's code a piece of work was scheduled.
struct CallOrigin {
  let unit: SourceUnit
  let range: SourceRange
}

extension Interpreter {
  // MARK: - Scheduling

  /// A call of one of the run loop's entry points (`RunLoopSurface`), or nil.
  func runLoopCall(
    receiver: String?, _ site: CallSite, _ args: CallArguments, _ env: Env, nameHint: String?
  ) throws -> Value? {
    guard let entry = RunLoopSurface.entry(receiver: receiver, name: site.base),
      !RunLoopSurface.isViewAnimation(entry.kind)
    else {
      return nil
    }
    if runningGeneration >= limits.maxCallDepth {
      let name = receiver.map { $0 + "." + site.base } ?? site.base
      throw error(.reschedulesForever(name, limits.maxCallDepth), site.nameRange, env)
    }
    switch entry.kind {
    case .dispatch, .dispatchAfter:
      guard let closure = closureArgument(args) else { return nil }
      var delay = 0.0
      if entry.kind == .dispatchAfter {
        let index = args.labels.firstIndex { $0 == "deadline" || $0 == "wallDeadline" } ?? 0
        guard index < args.count, let seconds = args.values[index].number else { return nil }
        delay = seconds
      }
      schedule(.block(closure, role: .execute, argument: nil), after: delay, repeating: nil)
      return .void
    case .timer:
      guard let interval = args.values.first?.number else { return nil }
      let repeats = labelled("repeats", args).flatMap(\.truthValue) ?? false
      let timer = makeObject(
        className: receiver ?? "Timer", name: nameHint ?? "timer")
      let call: ScheduledCall
      if let closure = closureArgument(args) {
        call = .block(closure, role: .block, argument: timer.value)
      } else if let target = labelled("target", args),
        case .selector(let selector)? = labelled("selector", args)
      {
        call = .message(
          target: target, selector: selector, argument: timer.value,
          origin: CallOrigin(unit: env.unit, range: site.range))
      } else {
        return nil
      }
      let id = schedule(call, after: interval, repeating: repeats ? interval : nil)
      timerWork[ObjectIdentifier(timer)] = id
      return timer.value
    case .springAnimation, .withoutAnimation, .viewTransition, .viewsTransition:
      return nil
    }
  }

  /// `dispatch_get_main_queue()`, `dispatch_time(…)`, `DispatchTime.now()` and `.now()`.
  func clockFunction(_ name: String, _ args: CallArguments) -> Value? {
    switch (name, args.count) {
    case ("dispatch_get_main_queue", 0): return .type("DispatchQueue.main")
    case ("dispatch_time", 2):
      guard let base = args.values[0].number, let nanoseconds = args.values[1].number else {
        return nil
      }
      return .double(base + nanoseconds / 1e9)
    case ("now", 0): return .double(0)
    // Core Animation's time: the virtual clock's seconds (rule CT.30).
    case ("CACurrentMediaTime", 0): return .double(world.clockSeconds)
    case ("seconds", 1): return args.values[0].number.map(Value.double)
    case ("milliseconds", 1): return args.values[0].number.map { .double($0 / 1e3) }
    case ("microseconds", 1): return args.values[0].number.map { .double($0 / 1e6) }
    case ("nanoseconds", 1): return args.values[0].number.map { .double($0 / 1e9) }
    default: return nil
    }
  }

  /// A timer's methods (`invalidate`, `fire`, `isValid`), and the delayed messages of
  /// `NSObject` (`performSelector:withObject:afterDelay:`, cancelling them, and
  /// `performSelectorOnMainThread:withObject:waitUntilDone:`).
  func runLoopMessage(
    _ receiver: Value, _ site: CallSite, _ args: CallArguments, _ env: Env, slot: Int
  ) throws -> Value? {
    if case .object(let instance) = receiver,
      instance.className == "Timer"
        || instance.className == "NSTimer"
    {
      let id = timerWork[ObjectIdentifier(instance)]
      switch args.count == 0 ? site.base : site.key {
      case "invalidate":
        if let id {
          world.cancelScheduled(id)
          scheduledCalls[id] = nil
          scheduledGenerations[id] = nil
        }
        return .void
      case "isValid": return .bool(id.map(world.isScheduled) ?? false)
      case "fire":
        if let id { try runScheduled(id, in: world) }
        return .void
      default: break
      }
    }
    let key = site.key
    if RunLoopSurface.performAfterDelay.contains(key), args.count == 3,
      case .selector(let selector) = args.values[0], let delay = args.values[2].number
    {
      schedule(
        .message(
          target: receiver, selector: selector, argument: args.values[1],
          origin: CallOrigin(unit: env.unit, range: site.range)),
        after: delay, repeating: nil)
      return .void
    }
    // Sent on the main thread (rule W.7): waiting, the message runs at once; not waiting, the
    // main run loop runs it on a later turn, as a delay of 0 does.
    if RunLoopSurface.performOnMainThread.contains(key), args.count == 3,
      case .selector(let selector) = args.values[0], let wait = args.values[2].truthValue
    {
      if wait {
        return try perform(selector, on: receiver, [args.values[1]], site, env, slot: slot)
      }
      schedule(
        .message(
          target: receiver, selector: selector, argument: args.values[1],
          origin: CallOrigin(unit: env.unit, range: site.range)),
        after: 0, repeating: nil)
      return .void
    }
    if RunLoopSurface.cancelPerform.contains(key), let target = args.values.first {
      let selector: String? =
        args.count > 1
        ? {
          if case .selector(let name) = args.values[1] { return name }
          return nil
        }() : nil
      for (id, call) in scheduledCalls {
        guard case .message(let other, let name, _, _) = call, sameObject(other, target),
          selector == nil || selector == name
        else { continue }
        world.cancelScheduled(id)
        scheduledCalls[id] = nil
      }
      return .void
    }
    return nil
  }

  @discardableResult
  func schedule(_ call: ScheduledCall, after delay: Double, repeating: Double?) -> Int {
    nextScheduledID += 1
    scheduledCalls[nextScheduledID] = call
    scheduledGenerations[nextScheduledID] = runningGeneration + 1
    world.schedule(nextScheduledID, after: delay, repeating: repeating)
    return nextScheduledID
  }

  func closureArgument(_ args: CallArguments) -> Closure? {
    for value in args.values.reversed() {
      if case .closure(let closure) = value { return closure }
    }
    return nil
  }

  func labelled(_ label: String, _ args: CallArguments) -> Value? {
    args.labels.firstIndex(of: label).map { args.values[$0] }
  }

  private func sameObject(_ a: Value, _ b: Value) -> Bool {
    guard let left = a.instance, let right = b.instance else { return false }
    return left === right
  }

  // MARK: - Running

  /// Runs scheduled work now that it is due: a block under its own log line, or a message as
  /// a call line. A runaway (a block that schedules itself forever) stops the run loop.
  public func runScheduled(_ id: Int, in world: World) throws {
    guard let call = scheduledCalls[id] else { return }
    let generation = scheduledGenerations[id] ?? 1
    if !world.isScheduled(id) {
      scheduledCalls[id] = nil
      scheduledGenerations[id] = nil
    }
    let savedGeneration = runningGeneration
    runningGeneration = generation
    defer { runningGeneration = savedGeneration }
    syncOwnership()
    do {
      try contained(in: .runLoop, nil) {
        switch call {
        case .block(let closure, let role, let argument):
          let env = Env(scope: closure.scope, context: closure.context, unit: closure.unit)
          try world.runningBlock(role) {
            _ = try invoke(closure, argument.map { [$0] } ?? [], SourceRange.at(0), env)
          }
        case .message(let target, let selector, let argument, let origin):
          let env = topLevelEnv(origin.unit)
          let slot = world.reserveLine()
          defer { closeCallLine(slot) }
          let site = CallSite(unary: selector, dialect: .objc, range: origin.range)
          noteDisplayLinkFrame(argument)
          _ = try perform(selector, on: target, argument.map { [$0] } ?? [], site, env, slot: slot)
        }
      }
    } catch {
      // A limit ran out: nothing scheduled survives the runaway.
      for pending in scheduledCalls.keys { world.cancelScheduled(pending) }
      scheduledCalls.removeAll()
      scheduledGenerations.removeAll()
      throw error
    }
    syncOwnership()
  }
}
