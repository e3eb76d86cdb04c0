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
    // `[.a, .b]` and `.a` alike, as the parameter's type reads them.
    let optionsIndex = args.labels.firstIndex(of: "options")
    var options: [String] = []
    if let optionsIndex,
      case .options(let names, _) = try coerce(
        args.values[optionsIndex], to: .options, args.ranges[optionsIndex], env)
    {
      options = names
    }
    // The animations block is labelled, or the one trailing closure; a completion is labelled,
    // or the trailing closure after a labelled animations block.
    let closures = args.values.indices.filter {
      if case .closure = args.values[$0] { return true }
      return false
    }
    let unlabelled = closures.filter { args.labels[$0] == nil }
    let animationsIndex =
      entry.kind == .viewsTransition
      ? nil : args.labels.firstIndex(of: "animations") ?? unlabelled.first
    // `transition(from:to:…)` has no animations block: its one trailing closure completes.
    let takesAnimations = entry.kind != .viewsTransition
    let completionIndex =
      args.labels.firstIndex(of: "completion")
      ?? (args.labels.contains("animations") || !takesAnimations ? unlabelled.last : nil)
    let animations = animationsIndex.map { args.values[$0] }
    let completion = completionIndex.map { args.values[$0] }
    var logged = args.values.map { $0.logValue(in: world) }
    if let optionsIndex { logged[optionsIndex] = .options(options) }
    // Both spellings, argument by argument: the log writes the call in either language.
    let (swiftBase, firstLabel, firstPiece): (String, String?, String)
    let rule: RuleID
    switch entry.kind {
    case .springAnimation:
      (swiftBase, firstLabel, firstPiece) = ("animate", "withDuration", "animateWithDuration")
      rule = "V.2"
    case .withoutAnimation:
      (swiftBase, firstLabel, firstPiece) = (
        "performWithoutAnimation", nil, "performWithoutAnimation"
      )
      rule = "V.5"
    case .viewsTransition:
      (swiftBase, firstLabel, firstPiece) = ("transition", "from", "transitionFromView")
      rule = "V.4"
    default:
      (swiftBase, firstLabel, firstPiece) = ("transition", "with", "transitionWithView")
      rule = "V.3"
    }
    var swiftLabels: [String?] = []
    var objcPieces: [String] = []
    for index in args.values.indices {
      var label = index == 0 ? nil : args.labels[index]
      if label == nil, index > 0 {
        label = index == completionIndex ? "completion" : "animations"
      }
      // `to:` is `toView:` in Objective-C; the other labels are the same in both.
      if label == "toView" { label = "to" }
      swiftLabels.append(index == 0 ? firstLabel : label)
      objcPieces.append(index == 0 ? firstPiece : label == "to" ? "toView" : label ?? "")
    }
    let spelling = MethodSpelling(swift: swiftBase, swiftLabels, objc: objcPieces)
    func logCall() {
      world.fillLine(
        slot,
        .call(
          receiver: Value.type("UIView").logValue(in: world), method: spelling,
          arguments: logged, family: nil), rule: rule)
    }
    switch entry.kind {
    case .springAnimation:
      guard let duration = args.values.first?.number else { return nil }
      logCall()
      try raisingHere(site, env) {
        try world.animate(
          duration: duration, delay: number("delay") ?? 0,
          springDamping: number("usingSpringWithDamping") ?? 1, options: options,
          animations: block(animations), completion: block(completion), rule: rule)
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
          completion: block(completion), rule: rule)
      }
      return .void
    case .viewsTransition:
      guard args.count >= 3, let from = args.values[0].viewID, let to = args.values[1].viewID,
        let duration = number("duration")
      else { return nil }
      logCall()
      try raisingHere(site, env) {
        try world.transitionViews(
          from: from, to: to, duration: duration, options: options,
          completion: block(completion))
      }
      return .void
    case .dispatch, .dispatchAfter, .timer:
      return nil
    }
  }
}
