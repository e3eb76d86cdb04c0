import Simulation

extension Interpreter {
  /// The view animations of `RunLoopSurface` that are not UIKit signatures: the spring form of
  /// `UIView.animate`, `performWithoutAnimation`, `transition(with:…)`; nil for other calls.
  func viewAnimationCall(
    _ typeName: String, _ site: CallSite, _ args: CallArguments, _ env: Env, slot: Int
  ) throws -> Value? {
    guard classes.isViewClass(typeName),
      let entry = RunLoopSurface.entry(receiver: "UIView", name: site.base, labels: args.labels),
      RunLoopSurface.isViewAnimation(entry.kind)
    else { return nil }
    func number(_ label: String) -> Double? { labelled(label, args)?.number }
    func block(_ value: Value?) -> BlockHandle? {
      guard case .closure(let closure)? = value else { return nil }
      let handle = register(closure)
      world.noteBlock(handle, onLine: slot)
      return handle
    }
    let options: [String]
    if case .options(let names)? = labelled("options", args) {
      options = names
    } else {
      options = []
    }
    // The animations block is labelled, or the one trailing closure; a completion is labelled,
    // or the trailing closure after a labelled animations block.
    let closures = args.values.indices.filter {
      if case .closure = args.values[$0] { return true }
      return false
    }
    let unlabelled = closures.filter { args.labels[$0] == nil }
    let animationsIndex = args.labels.firstIndex(of: "animations") ?? unlabelled.first
    let completionIndex =
      args.labels.firstIndex(of: "completion")
      ?? (args.labels.contains("animations") ? unlabelled.last : nil)
    let animations = animationsIndex.map { args.values[$0] }
    let completion = completionIndex.map { args.values[$0] }
    let logged = args.values.map { $0.logValue(in: world) }
    // Both spellings, argument by argument: the log writes the call in either language.
    let (swiftBase, firstLabel, firstPiece): (String, String?, String)
    switch entry.kind {
    case .springAnimation:
      (swiftBase, firstLabel, firstPiece) = ("animate", "withDuration", "animateWithDuration")
    case .withoutAnimation:
      (swiftBase, firstLabel, firstPiece) = (
        "performWithoutAnimation", nil, "performWithoutAnimation"
      )
    default: (swiftBase, firstLabel, firstPiece) = ("transition", "with", "transitionWithView")
    }
    var swiftLabels: [String?] = []
    var objcPieces: [String] = []
    for index in args.values.indices {
      var label = index == 0 ? nil : args.labels[index]
      if label == nil, index > 0 {
        label = index == completionIndex ? "completion" : "animations"
      }
      swiftLabels.append(index == 0 ? firstLabel : label)
      objcPieces.append(index == 0 ? firstPiece : label ?? "")
    }
    let spelling = MethodSpelling(swift: swiftBase, swiftLabels, objc: objcPieces)
    func logCall() {
      world.fillLine(
        slot,
        .call(
          receiver: Value.type("UIView").logValue(in: world), method: spelling,
          arguments: logged, family: nil), rule: "4.10")
    }
    switch entry.kind {
    case .springAnimation:
      guard let duration = args.values.first?.number else { return nil }
      logCall()
      try raisingHere(site, env) {
        try world.animate(
          duration: duration, delay: number("delay") ?? 0,
          springDamping: number("usingSpringWithDamping") ?? 1, options: options,
          animations: block(animations), completion: block(completion))
      }
      return .void
    case .withoutAnimation:
      guard let handle = block(animations ?? closures.last.map { args.values[$0] }) else {
        return nil
      }
      logCall()
      try raisingHere(site, env) { try world.performWithoutAnimation(handle) }
      return .void
    case .viewTransition:
      guard args.values.first?.viewID != nil, let duration = number("duration") else {
        return nil
      }
      logCall()
      try raisingHere(site, env) {
        try world.animate(
          duration: duration, options: options, animations: block(animations),
          completion: block(completion))
      }
      return .void
    case .viewsTransition:
      throw error(.notSimulated(site.written), site.nameRange, env)
    case .dispatch, .dispatchAfter, .timer:
      return nil
    }
  }
}
