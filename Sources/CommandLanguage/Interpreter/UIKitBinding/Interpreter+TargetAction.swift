import Simulation
import UIKitSurface

/// One target and action a control or a gesture recognizer keeps (UIKit holds the target
/// weakly), with the control events it answers (none for a recognizer).
struct TargetAction {
  let target: WeakInstance?
  let action: String
  let events: [String]
}

extension Interpreter {
  /// Performs a row marked `sim`; nil when its operation is not one the interpreter knows.
  func performSurface(
    _ member: SurfaceMember, _ operation: String, on receiver: Value, _ args: CallArguments,
    _ range: SourceRange, _ env: Env
  ) throws -> Value? {
    guard let operation = SurfaceOperation(rawValue: operation) else { return nil }
    let values =
      zip(args.values, member.parameters).map { conform($0, to: $1.type) }
      + args.values.dropFirst(member.parameters.count)
    switch operation {
    case .addTarget:
      let object =
        member.kind == .initializer
        ? makeInertObject(classNameForInit(receiver, member)) : receiver
      guard let instance = object.instance else { return object }
      let events = values.count > 2 ? eventNames(values[2]) : []
      if values.count >= 2, case .selector(let action) = values[1] {
        addTargetAction(
          TargetAction(
            target: values[0].instance.map(WeakInstance.init), action: action, events: events),
          to: instance)
      }
      return member.kind == .initializer ? object : .void
    case .removeTarget:
      guard let instance = receiver.instance else { return .void }
      let target = values.first?.instance
      let action: String? = values.count > 1 ? values[1].selectorName : nil
      var actions = targetActions[ObjectIdentifier(instance)]?.actions ?? []
      actions.removeAll { entry in
        (target == nil || entry.target?.instance === target)
          && (action == nil || entry.action == action)
      }
      targetActions[ObjectIdentifier(instance)]?.actions = actions
      return .void
    case .sendActions:
      guard let instance = receiver.instance, let events = values.first.map(eventNames) else {
        return .void
      }
      try fireActions(of: instance, events: events, sender: receiver, range, env)
      return .void
    case .addGestureRecognizer, .removeGestureRecognizer:
      guard let view = receiver.instance, let recognizer = values.first?.instance else {
        return .void
      }
      let key = "uikit.UIView.gestureRecognizers"
      var list: [Value] = []
      if case .strong(.array(let items))? = view.storage.slots[key] { list = items }
      list.removeAll { $0.instance === recognizer }
      if operation == .addGestureRecognizer {
        list.append(values[0])
        recognizer.storage.slots["uikit.UIGestureRecognizer.view"] = .weak(
          WeakReference(view))
      } else {
        recognizer.storage.slots["uikit.UIGestureRecognizer.view"] = nil
      }
      view.storage.slots[key] = .strong(.array(list))
      return .void
    case .translation:
      // Where the finger is, from where `setTranslation(_:in:)` last said it was.
      let finger = point(in: receiver, Self.panFingerSlot)
      let offset = point(in: receiver, Self.panOffsetSlot)
      return .point(Point(x: finger.x + offset.x, y: finger.y + offset.y))
    case .velocity, .location:
      return .point(point(in: receiver, "uikit.gesture." + operation.rawValue))
    case .setTranslation:
      guard case .point(let wanted)? = values.first else { return .void }
      let finger = point(in: receiver, Self.panFingerSlot)
      receiver.instance?.storage.slots[Self.panOffsetSlot] = .strong(
        .point(Point(x: wanted.x - finger.x, y: wanted.y - finger.y)))
      return .void
    case .stored, .core, .override, .exception, .foundation, .boxing, .device:
      return nil
    case .refused:
      throw refusal(member, range, env)
    case .unmodelled:
      throw error(
        .notSimulated(member.displayName(objc: dialect(of: env) == .objc)), range, env)
    case .initConstraint where member.isObjCClassMember:
      // `[NSLayoutConstraint constraintWithItem:…]`; Swift's initialiser is made by `instantiate`.
      let id = try makeItemConstraint(args.values, Array(args.ranges), env)
      return constraintValue(id)
    case .clockNow:
      return clockFunction("now", .none(.swift))
    case .scrollRectToVisible:
      return try scrollRectToVisible(receiver, values)
    case .contextViewController, .contextView, .contextInitialFrame, .contextFinalFrame,
      .completeTransition, .percentStart, .percentUpdate, .percentFinish, .percentCancel,
      .percentPause:
      return try performTransitionSurface(operation, on: receiver, values, range, env)
    case .transitionCoordinator:
      return transitionCoordinatorValue(of: receiver)
    case .coordinatorAlongside, .coordinatorNotify:
      return try performCoordinatorSurface(operation, on: receiver, values)
    case .presentationController:
      // UIKit's own versions of the transition methods do nothing (a `super` call).
      return .void
    case .layerConvertTime:
      return try performLayerSurface(operation, on: receiver, values, range, env, member: member)
    case .displayLink, .displayLinkAdd, .displayLinkInvalidate:
      return try performDisplayLinkSurface(operation, on: receiver, values, member, range, env)
    default:
      // A signature call (`addChild(_:)`, a callback) is bound and run by `performUIKit`.
      return nil
    }
  }

  /// `.zero` read before its parameter was known (as a rectangle) is the parameter's zero.
  func conform(_ value: Value, to type: SurfaceTypeExpression) -> Value {
    guard case .rect(let rect) = value, rect == .zero else { return value }
    switch type.name {
    case "CGPoint": return .point(.zero)
    case "CGSize": return .size(.zero)
    case "UIEdgeInsets": return UIKitSurface.insets(.zero)
    default: return value
    }
  }

  /// How long `:pan` takes to move its finger, in seconds (for the velocity it reports).
  static let panDuration = 0.5
  static let panFingerSlot = "uikit.gesture.finger"
  static let panOffsetSlot = "uikit.gesture.offset"

  /// A point kept on an object by the gestures; zero when none is.
  private func point(in receiver: Value, _ slot: String) -> Point {
    if case .strong(.point(let point))? = receiver.instance?.storage.slots[slot] { return point }
    return Point(x: 0, y: 0)
  }

  /// The `unsupported:` of a member that would reach the machine.
  func refusal(_ member: SurfaceMember, _ range: SourceRange, _ env: Env) -> Error {
    error(.reachesMachine(member.displayName(objc: dialect(of: env) == .objc)), range, env)
  }

  private func classNameForInit(_ receiver: Value, _ member: SurfaceMember) -> String {
    switch receiver {
    case .type(let name), .allocated(let name): return classes.resolveAlias(name)
    default: return member.owner
    }
  }

  private func addTargetAction(_ entry: TargetAction, to instance: Instance) {
    let key = ObjectIdentifier(instance)
    // An identifier can be reused once its object is gone: a stale table starts again.
    if targetActions[key]?.owner.instance !== instance {
      targetActions[key] = (WeakInstance(instance), [])
    }
    let duplicate = targetActions[key]?.actions.contains {
      $0.target?.instance === entry.target?.instance && $0.action == entry.action
        && $0.events == entry.events
    }
    if duplicate != true { targetActions[key]?.actions.append(entry) }
  }

  /// The control events an argument names (`.touchUpInside`, `[.valueChanged]`).
  private func eventNames(_ value: Value) -> [String] {
    switch value {
    case .options(let names, _): return names
    case .enumCase(let value): return [value.caseName]
    case .array(let items): return items.flatMap(eventNames)
    default: return []
    }
  }

  /// Runs the actions of `instance` for `events` (all of a recognizer's when `events` is nil),
  /// each as the user's own method, with the sender when it takes one.
  func fireActions(
    of instance: Instance, events: [String]?, sender: Value, _ range: SourceRange, _ env: Env
  ) throws {
    guard let table = targetActions[ObjectIdentifier(instance)], table.owner.instance === instance
    else { return }
    for entry in table.actions {
      if let events, !entry.events.contains(where: events.contains) { continue }
      // A nil target goes up the responder chain; here it reaches no one.
      guard let target = entry.target?.instance?.value else { continue }
      let site = CallSite(unary: entry.action, dialect: .objc, range: range)
      let line = world.reserveLine()
      defer { closeCallLine(line) }
      _ = try perform(entry.action, on: target, [sender], site, env, slot: line)
    }
  }

  /// Fires the recognizers of a view as a finger would (`:tap`, `:pan`): a tap's actions once in
  /// the recognized state; a pan's at began, changed and ended with the translation so far; a
  /// control's `touchDown` then `touchUpInside` actions for a tap. Returns how many recognizers
  /// or controls answered. Rules G.1 and G.2 (and L.6e for a scroll view) say what it models.
  @discardableResult
  func fireGesture(
    _ kind: GestureKind, on view: Value, translation: Point, _ range: SourceRange, _ env: Env
  ) throws -> Int {
    guard let instance = view.instance else { return 0 }
    // Hit-testing passes over the view, or one around it, so the finger reaches nothing of it
    // (rule G.3).
    if let id = view.viewID, let blocker = world.touchBlocker(of: id) {
      gestureBlocker = blocker
      return 0
    }
    var answered = 0
    var recognizers: [Value] = []
    if case .strong(.array(let items))? = instance.storage.slots["uikit.UIView.gestureRecognizers"]
    {
      recognizers = items
    }
    for recognizer in recognizers {
      guard let object = recognizer.instance,
        classes.chain(object.className).contains(kind.recognizerClass)
      else { continue }
      if case .strong(.bool(false))? = object.storage.slots["uikit.UIGestureRecognizer.isEnabled"] {
        continue
      }
      answered += 1
      // A pan: the finger moves the whole distance over `Self.panDuration`, at a steady speed
      // (an approximation: a real finger speeds up and slows down).
      let zero = Point(x: 0, y: 0)
      let speed = Point(
        x: translation.x / Self.panDuration, y: translation.y / Self.panDuration)
      let steps: [(String, Point, Point)] =
        kind == .tap
        ? [("ended", zero, zero)]
        : [("began", zero, zero), ("changed", translation, speed), ("ended", translation, speed)]
      object.storage.slots[Self.panOffsetSlot] = .strong(.point(zero))
      for (state, finger, velocity) in steps {
        object.storage.slots["uikit.UIGestureRecognizer.state"] = .strong(
          .enumCase(EnumValue(typeName: "UIGestureRecognizer.State", caseName: state)))
        object.storage.slots[Self.panFingerSlot] = .strong(.point(finger))
        object.storage.slots["uikit.gesture.velocity"] = .strong(.point(velocity))
        try fireActions(of: object, events: nil, sender: recognizer, range, env)
        // Each touch event is a run-loop turn of its own: what the handler deferred (a push
        // or pop it started on .began) starts before the next one arrives (rule CT.2).
        if state != "ended" { world.finishTurn() }
      }
      object.storage.slots["uikit.UIGestureRecognizer.state"] = .strong(
        .enumCase(EnumValue(typeName: "UIGestureRecognizer.State", caseName: "possible")))
    }
    if kind == .tap, classes.chain(instance.className).contains("UIControl") {
      answered += 1
      // A finger down and up inside: the control sends its touch-down actions, then its
      // touch-up-inside ones.
      try fireActions(of: instance, events: ["touchDown"], sender: view, range, env)
      try fireActions(of: instance, events: ["touchUpInside"], sender: view, range, env)
    }
    if kind == .pan {
      answered += try dragScrollView(view, by: translation)
      answered += try swipePageViewController(view, by: translation)
    }
    return answered
  }
}

/// What a meta command does with a finger.
public enum GestureKind: String, Sendable {
  case tap, pan

  var recognizerClass: String {
    self == .tap ? "UITapGestureRecognizer" : "UIPanGestureRecognizer"
  }
}

extension Value {
  /// The selector a value names (`#selector(close)`), if it is one.
  var selectorName: String? {
    if case .selector(let name) = self { return name }
    return nil
  }
}

extension Interpreter {
  /// `:tap VIEW`, `:pan VIEW DX [DY]`: evaluates the view (an expression statement) and fires
  /// its recognizers and actions in the sandbox, as a top-level input. Returns how many answered,
  /// or nil when the statement failed or is not a view (the error is logged).
  public func fireGesture(
    _ kind: GestureKind, on statement: Stmt, in unit: SourceUnit, dx: Double, dy: Double
  ) -> Int? {
    gestureBlocker = nil
    guard case .expression(let expr) = statement.kind else { return nil }
    let env = topLevelEnv(unit)
    topLevelStatement = (statement, unit)
    defer { syncOwnership() }
    do {
      let view = try eval(expr, env)
      guard view.viewID != nil else {
        throw error(.typeMismatch(view.typeName(in: world), "UIView"), expr.range, env)
      }
      return try fireGesture(kind, on: view, translation: Point(x: dx, y: dy), expr.range, env)
    } catch {
      fail(error)
      return nil
    }
  }
}
