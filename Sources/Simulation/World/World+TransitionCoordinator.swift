/// The transition coordinator of one push, pop, presentation or dismissal (rules CT.10–CT.13):
/// which controllers it belongs to, what it answers, and the blocks queued on it.
public struct CoordinatorRecord {
  public let id: Int
  /// The controller whose transition it is: the navigation controller of a push or pop, the
  /// presented controller of a presentation or dismissal.
  public let owner: ControllerID
  /// The controllers whose `transitionCoordinator` it is (their descendants find it too).
  public let controllers: [ControllerID]
  public let isAnimated: Bool
  /// The transition's duration in seconds, once known.
  public internal(set) var duration: Double
  /// The custom transition it follows, when an animator object drives it.
  public let custom: Int?
  /// Whether an interaction controller drives it: from the start for a tab switch (whose
  /// delegate gives it before the will-callbacks), from `startInteractiveTransition(_:)` for a
  /// push or pop (`initiallyInteractive`).
  public internal(set) var initiallyInteractive = false
  /// The interaction controller has called finish() or cancel(): the transition is no longer
  /// interactive (rule CT.13).
  var interactionEnded = false
  public internal(set) var isCancelled = false
  /// The transition's animation has started: blocks queued from now on run at once.
  var animation: Int?
  var started = false
  var alongside: [BlockHandle] = []
  var completions: [BlockHandle] = []
  var interactionHandlers: [BlockHandle] = []

  /// Whether alongside animations are waiting for the transition's animation to start.
  public var hasPendingAlongside: Bool { !started && !alongside.isEmpty }
}

extension World {
  /// The coordinator with this id while its transition runs.
  public func coordinator(_ id: Int) -> CoordinatorRecord? {
    coordinators.first { $0.id == id }
  }

  /// A controller's `transitionCoordinator`: the coordinator of a transition it takes part in,
  /// else its nearest ancestor's; nil when no transition is running (rule CT.10).
  public func transitionCoordinator(of controller: ControllerID) -> Int? {
    guard !coordinators.isEmpty else { return nil }
    var current: ControllerID? = controller
    var steps = 0
    while let id = current, steps <= limits.maxNesting {
      if let found = coordinators.last(where: { $0.controllers.contains(id) }) { return found.id }
      current = controllers[id.index].parent
      steps += 1
    }
    return nil
  }

  /// Whether coordinator `id`'s transition is interactive now, and how far it has gone.
  public func interactiveState(of id: Int) -> (isInteractive: Bool, percent: Double) {
    guard let found = coordinator(id) else { return (false, 0) }
    guard let custom = found.custom, let record = customTransition(custom) else {
      return (found.initiallyInteractive && !found.interactionEnded, 0)
    }
    return (record.isInteractive, record.percentComplete)
  }

  /// A transition starts: its coordinator exists from the will-callbacks on (rule CT.10).
  func beginCoordinator(
    owner: ControllerID, controllers list: [ControllerID], animated: Bool, duration: Double,
    custom: Int? = nil, interactive: Bool = false
  ) {
    endCoordinator(of: owner, cancelled: false)
    let id = nextCoordinatorID
    nextCoordinatorID += 1
    coordinators.append(
      CoordinatorRecord(
        id: id, owner: owner, controllers: list, isAnimated: animated, duration: duration,
        custom: custom, initiallyInteractive: interactive))
  }

  /// `animate(alongsideTransition:completion:)`: the animation block waits for the
  /// transition's animation, or runs now inside it when it has started; the completion waits
  /// for the end (rule CT.11). False when the transition is over.
  public func animateAlongside(
    _ id: Int, animation: BlockHandle?, completion: BlockHandle?
  ) throws -> Bool {
    guard let index = coordinators.firstIndex(where: { $0.id == id }) else { return false }
    if let completion { coordinators[index].completions.append(completion) }
    guard let animation else { return true }
    if coordinators[index].started {
      try runAlongside(animation, in: coordinators[index].animation)
    } else {
      coordinators[index].alongside.append(animation)
    }
    return true
  }

  /// `notifyWhenInteractionChanges(_:)`: the handler runs when an interactive transition
  /// stops being interactive (rule CT.13).
  public func notifyWhenInteractionChanges(_ id: Int, handler: BlockHandle) {
    guard let index = coordinators.firstIndex(where: { $0.id == id }) else { return }
    coordinators[index].interactionHandlers.append(handler)
  }

  /// The transition's animation starts: the queued alongside blocks run inside it (rule CT.11).
  func startAlongsideAnimations(of owner: ControllerID, animation: Int?) {
    guard let index = coordinators.lastIndex(where: { $0.owner == owner }) else { return }
    coordinators[index].started = true
    coordinators[index].animation = animation
    let blocks = coordinators[index].alongside
    coordinators[index].alongside = []
    for block in blocks {
      guarded { try runAlongside(block, in: animation) }
    }
  }

  /// The alongside blocks of a custom transition run in an animation of the animator's
  /// duration, started after its `animateTransition(using:)` (rule CT.11).
  public func startAlongsideAnimations(ofCustom custom: Int, duration: Double) {
    guard let index = coordinators.lastIndex(where: { $0.custom == custom }) else { return }
    coordinators[index].duration = duration
    let animation =
      coordinators[index].alongside.isEmpty
      ? nil
      : startAnimation(
        duration: duration, curve: .easeInOut, kind: .plain(completion: nil, rule: "CT.11"))
    startAlongsideAnimations(of: coordinators[index].owner, animation: animation)
  }

  private func runAlongside(_ block: BlockHandle, in animation: Int?) throws {
    if let animation, animations.contains(where: { $0.id == animation }) {
      try runAnimationsBlock(block, animation: animation, rule: "CT.11")
      return
    }
    emit(.block(.animations, finished: nil), rule: "CT.11", blocks: [block])
    depth += 1
    defer { depth -= 1 }
    try host?.runBlock(block, finished: nil, in: self)
  }

  /// An interactive transition ends its interaction: the handlers run (rule CT.13).
  func interactionChanged(custom: Int, cancelled: Bool) {
    guard let index = coordinators.lastIndex(where: { $0.custom == custom }) else { return }
    coordinators[index].isCancelled = cancelled
    coordinators[index].interactionEnded = true
    let handlers = coordinators[index].interactionHandlers
    coordinators[index].interactionHandlers = []
    for handler in handlers {
      runCompletion(handler, finished: nil, rule: "CT.13")
    }
  }

  /// The transition is over: the completions queued on its coordinator run, and the
  /// controllers' `transitionCoordinator` is nil again (rules CT.10, CT.12).
  func endCoordinator(of owner: ControllerID, cancelled: Bool) {
    guard let index = coordinators.lastIndex(where: { $0.owner == owner }) else { return }
    coordinators[index].isCancelled = cancelled
    let record = coordinators[index]
    // Alongside blocks whose animation never started still run before the completions.
    if !record.started { startAlongsideAnimations(of: owner, animation: nil) }
    for completion in record.completions {
      runCompletion(completion, finished: nil, rule: "CT.12")
    }
    coordinators.removeAll { $0.id == record.id }
  }

  /// A transition that failed to start leaves no coordinator behind.
  func dropCoordinator(of owner: ControllerID, unless started: Bool) {
    if !started { coordinators.removeAll { $0.owner == owner } }
  }

  /// The rule behind a presentation's callbacks: `.custom` leaves the presenter alone because
  /// its presentation controller keeps the presenter's view (rule CT.16), unless the user's
  /// presentation controller removes it (rule CT.23).
  func presentationRule(for record: PresentationRecord) -> RuleID {
    guard controllers[record.presented.index].presentationStyleInEffect == .custom else {
      return "P.1"
    }
    return record.covered == nil ? "CT.16" : "CT.23"
  }

  /// Every coordinator belongs to a transition that is still running.
  func checkCoordinators(_ problems: inout [String]) {
    for record in coordinators {
      let running =
        customTransitions.contains { $0.container == record.owner }
        || animations.contains { animation in
          switch animation.kind {
          case .navigation(let navigation): return navigation.navigation == record.owner
          case .presentation(let presentation): return presentation.presented == record.owner
          default: return false
          }
        }
      if !running {
        problems.append(
          "\(controllers[record.owner.index].name) has a transition coordinator but no transition")
      }
    }
  }
}
