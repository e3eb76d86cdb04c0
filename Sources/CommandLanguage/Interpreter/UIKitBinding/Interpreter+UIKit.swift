import Simulation

extension Interpreter {
  // MARK: - Performing UIKit calls

  /// Logs the call line and runs the UIKit method.
  func performUIKit(
    _ match: UIKitMatch, on receiver: Value, _ site: CallSite, _ args: CallArguments,
    _ env: Env, slot: Int
  ) throws -> Value {
    let signature = match.signature
    try checkCoreAvailability(selector: signature.objcSelector, of: receiver, site.nameRange, env)
    if let nilArgument = nilObjectArgument(match, args) {
      // Objective-C passes nil where Swift would not compile; what UIKit does with it is not
      // simulated, so the call says so and changes nothing.
      var note = Diagnostic(
        .note,
        .runtime(
          .nilArgumentIgnored(
            "-[" + receiver.typeName(in: world) + " " + signature.objcSelector + "]")),
        at: args.ranges[nilArgument])
      note.isBrief = true
      log(note, env.unit)
      return signature.operation.isQuery ? .nilValue : .void
    }
    let values = try arguments(for: match, site, args, env)
    defer {
      syncOwnership()
      retainUntilIdle(receiver, values)
    }
    if let name = signature.callback, case .controller(let id, _) = receiver {
      let callback = try makeCallback(name, signature, args, site, env, values: values)
      world.fillLine(slot, .callback(id, callback), rule: directCallRule(callback, on: id))
      try raisingHere(site, env) { try world.invokeDirectly(callback, on: id) }
      return .void
    }
    // A query changes nothing: it is not an event of the log.
    if signature.operation.isQuery {
      return try perform(signature, on: receiver, values, site, env, slot: slot)
    }
    world.fillLine(
      slot,
      .call(
        receiver: receiver.logValue(in: world), method: signature.spelling,
        arguments: values.map { $0.logValue(in: world) }, family: signature.operation.family),
      rule: signature.rule)
    return try raisingHere(site, env) {
      try perform(signature, on: receiver, values, site, env, slot: slot)
    }
  }

  /// The argument an Objective-C call passes nil for a view or a controller, if any.
  private func nilObjectArgument(_ match: UIKitMatch, _ args: CallArguments) -> Int? {
    guard args.dialect == .objc, let binding = match.binding else { return nil }
    for (index, parameter) in match.signature.parameters.enumerated() {
      guard let argument = binding[index], args.values[argument].isNil else { continue }
      if parameter.type == .view || parameter.type == .controller { return argument }
    }
    return nil
  }

  /// Runs UIKit code; an exception it raises (which the world logs) stops the caller's code as
  /// an error that knows where in that code it was raised.
  func raisingHere<T>(_ site: CallSite, _ env: Env, _ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch let exception as UIKitException where !exception.stopsInput {
      var failure = RuntimeError(
        diagnostic: Diagnostic(.note, .runtime(.exceptionRaisedHere), at: site.range),
        unit: env.unit)
      failure.isLoggedException = true
      failure.uikitIssue = exception.issue
      throw failure
    }
  }

  /// The rule behind a containment callback the user calls: `willMove(toParent: nil)` changes
  /// nothing (3.2); `didMove(toParent:)` is the container's job (1.3), and from iOS 26, sent
  /// while the child is still appearing, UIKit repeats it when the child finishes (R.open).
  private func directCallRule(_ callback: Callback, on controller: ControllerID) -> RuleID? {
    switch callback {
    case .willMove: return "3.2"
    case .didMove(let parent?):
      // Field by field: a whole record is a dozen retains to copy.
      let appearing = world.controllers[controller.index].appearance == .appearing
      return world.iosVersion >= 26 && appearing
        && world.controllers[controller.index].parent == parent ? "R.open" : "1.3"
    default: return nil
    }
  }

  /// Builds the callback a direct call or a `super` call names.
  func makeCallback(
    _ name: CallbackName, _ signature: UIKitSignature, _ args: CallArguments, _ site: CallSite,
    _ env: Env, values given: [Value]? = nil
  ) throws -> Callback {
    let values = try given ?? arguments(for: signature, site, args, env)
    func flag(_ index: Int) -> Bool {
      if index < values.count, case .bool(let value) = values[index] { return value }
      return false
    }
    func controller(_ index: Int) -> ControllerID? {
      if index < values.count, case .controller(let id, _) = values[index] { return id }
      return nil
    }
    func orientation(_ index: Int) -> Orientation {
      if index < values.count, case .orientation(let value) = values[index] { return value }
      return world.orientation
    }
    func number(_ index: Int) -> Double { index < values.count ? values[index].number ?? 0 : 0 }
    switch name {
    case .loadView: return .loadView
    case .viewDidLoad: return .viewDidLoad
    case .viewWillAppear: return .viewWillAppear(animated: flag(0))
    case .viewIsAppearing: return .viewIsAppearing(animated: flag(0))
    case .viewDidAppear: return .viewDidAppear(animated: flag(0))
    case .viewWillDisappear: return .viewWillDisappear(animated: flag(0))
    case .viewDidDisappear: return .viewDidDisappear(animated: flag(0))
    case .viewWillLayoutSubviews: return .viewWillLayoutSubviews
    case .viewDidLayoutSubviews: return .viewDidLayoutSubviews
    case .willMove: return .willMove(toParent: controller(0))
    case .didMove: return .didMove(toParent: controller(0))
    case .willRotate: return .willRotate(to: orientation(0), duration: number(1))
    case .willAnimateRotation: return .willAnimateRotation(to: orientation(0), duration: number(1))
    case .didRotate: return .didRotate(from: orientation(0))
    case .viewWillTransition:
      if let first = values.first, case .size(let size) = first {
        return .viewWillTransition(to: size)
      }
      return .viewWillTransition(to: world.windowSize)
    case .viewSafeAreaInsetsDidChange: return .viewSafeAreaInsetsDidChange
    case .preferredContentSizeDidChange:
      return .preferredContentSizeDidChange(
        forChild: controller(0) ?? world.rootController ?? ControllerID(0))
    }
  }

  /// Runs a UIKit operation on the world.
  private func perform(
    _ signature: UIKitSignature, on receiver: Value, _ values: [Value], _ site: CallSite,
    _ env: Env, slot: Int
  ) throws -> Value {
    let operation = signature.operation
    /// The argument of the parameter labelled `label` (the forms of `UIView.animate` differ).
    func labelled(_ label: String) -> Int? { signature.labels.firstIndex(of: label) }
    func controller(_ index: Int) -> ControllerID? { values[index].controllerID }
    func view(_ index: Int) -> ViewID? { values[index].viewID }
    func flag(_ index: Int) -> Bool {
      if case .bool(let value) = values[index] { return value }
      return false
    }
    func block(_ index: Int) -> BlockHandle? {
      guard case .closure(let closure) = values[index] else { return nil }
      let handle = register(closure)
      world.noteBlock(handle, onLine: slot)
      return handle
    }
    func options(_ index: Int) -> [String] {
      if case .options(let names, _) = values[index] { return names }
      return []
    }
    let selfID = receiver.controllerID
    let selfView = receiver.viewID
    switch operation {
    case .addChild:
      if let parent = selfID, let child = controller(0) { try world.addChild(child, to: parent) }
    case .removeFromParent:
      if let child = selfID { try world.removeFromParent(child) }
    case .transition:
      if let container = selfID, let from = controller(0), let to = controller(1) {
        try world.transition(
          in: container, from: from, to: to, duration: values[2].number ?? 0,
          options: options(3), animations: block(4), completion: block(5))
      }
    case .beginAppearanceTransition:
      if let id = selfID {
        try world.beginAppearanceTransition(id, appearing: flag(0), animated: flag(1))
      }
    case .endAppearanceTransition:
      if let id = selfID { try world.endAppearanceTransition(id) }
    case .loadViewIfNeeded:
      if let id = selfID { _ = try world.loadedView(of: id) }
    case .pushViewController:
      if let navigation = selfID, let pushed = controller(0) {
        try world.push(pushed, onto: navigation, animated: flag(1))
      }
    case .popViewController:
      if let navigation = selfID {
        return try world.pop(from: navigation, animated: flag(0)).map(value(of:)) ?? .nilValue
      }
    case .popToRootViewController:
      if let navigation = selfID {
        return .array(
          try world.popToRoot(from: navigation, animated: flag(0)).map(value(of:)))
      }
    case .setViewControllers:
      if let id = selfID, case .array(let items) = values[0] {
        try setViewControllers(items, of: id, animated: flag(1), site.nameRange, env)
      }
    case .showDetailViewController:
      if let id = selfID, let shown = controller(0) {
        guard world.kind(of: id) == .split else {
          throw error(.notSimulated(site.written), site.nameRange, env)
        }
        try world.showDetail(shown, in: id)
      }
    case .present:
      if let presenter = selfID, let presented = controller(0) {
        try world.present(presented, from: presenter, animated: flag(1), completion: block(2))
      }
    case .dismiss:
      if let id = selfID { world.dismiss(from: id, animated: flag(0), completion: block(1)) }
    case .popToViewController:
      if let navigation = selfID, let target = controller(0) {
        return .array(
          try world.pop(to: target, in: navigation, animated: flag(1)).map(value(of:)))
      }
    case .setNeedsStatusBarAppearanceUpdate:
      try world.updateStatusBarAppearance()
    case .exchangeSubview, .viewWithTag, .setContentOffset, .addArrangedSubview,
      .insertArrangedSubview, .removeArrangedSubview, .startAnimating, .stopAnimating,
      .activateConstraints, .deactivateConstraints, .addConstraint, .addConstraints,
      .removeConstraint, .removeConstraints:
      return try performViewCall(operation, on: receiver, values, site, env)
    case .addSubview:
      if let superview = selfView, let subview = view(0) {
        try world.addSubview(subview, to: superview)
      }
    case .insertSubviewAt:
      if let superview = selfView, let subview = view(0), case .int(let index) = values[1] {
        try world.insertSubview(subview, into: superview, at: index)
      }
    case .insertSubviewBelow, .insertSubviewAbove:
      if let superview = selfView, let subview = view(0), let sibling = view(1) {
        guard let index = world.view(superview).subviews.index(of: sibling) else {
          throw error(.notASubview, site.nameRange, env)
        }
        try world.insertSubview(
          subview, into: superview, at: operation == .insertSubviewBelow ? index : index + 1)
      }
    case .removeFromSuperview:
      if let id = selfView { try world.removeFromSuperview(id) }
    case .bringSubviewToFront:
      if let superview = selfView, let subview = view(0) {
        world.bringSubviewToFront(subview, in: superview)
      }
    case .sendSubviewToBack:
      if let superview = selfView, let subview = view(0) {
        world.sendSubviewToBack(subview, in: superview)
      }
    case .setNeedsLayout:
      if let id = selfView { world.setNeedsLayout(id) }
    case .layoutIfNeeded:
      if let id = selfView { try world.layoutIfNeeded(id) }
    case .makeKeyAndVisible:
      if let id = selfView { try makeKeyAndVisible(id, receiver.instance, site.nameRange, env) }
    case .isDescendant:
      if let id = selfView, let other = view(0) { return .bool(world.isView(id, inside: other)) }
    case .animate, .animateWithCompletion, .animateWithOptions:
      try world.animate(
        duration: values[0].number ?? 0,
        delay: labelled("delay").flatMap { values[$0].number } ?? 0,
        options: labelled("options").map(options) ?? [],
        animations: labelled("animations").flatMap(block),
        completion: labelled("completion").flatMap(block), rule: signature.rule ?? "UIView.animate")
    case .setPageViewControllers:
      if let id = selfID { try setPages(of: id, values, site, env, completion: block(3)) }
    default:
      // A callback is sent above; every other operation is not a signature call.
      break
    }
    return .void
  }

  /// `viewControllers = […]` / `setViewControllers(_:animated:)` on a tab bar or split view.
  func setViewControllers(
    _ items: [Value], of id: ControllerID, animated: Bool = false, _ range: SourceRange, _ env: Env
  ) throws {
    var list: [ControllerID] = []
    for item in items {
      guard case .controller(let child, _) = item else {
        throw error(.typeMismatch(item.typeName(in: world), "UIViewController"), range, env)
      }
      list.append(child)
    }
    switch world.kind(of: id) {
    case .tabBar, .split:
      try world.setViewControllers(list, of: id)
    case .navigation:
      try world.setNavigationStack(list, of: id, animated: animated)
    case .plain, .page:
      throw error(.noMember(world.className(of: id), "viewControllers"), range, env)
    }
  }
}
