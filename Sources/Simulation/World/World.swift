/// The host the simulation calls back into: the language runs the user's overrides and blocks.
public protocol SimulationHost: AnyObject {
  /// Runs the user's override of `callback` on `controller`; returns false when there is none,
  /// so that UIKit's own behaviour runs.
  func runOverride(of callback: Callback, on controller: ControllerID, in world: World) throws
    -> Bool
  /// The user's override of a property UIKit reads (`childForStatusBarStyle`, …), or nil.
  func answer(to question: UIKitQuestion, on controller: ControllerID, in world: World) throws
    -> QuestionAnswer?
  /// The user's override of a Boolean UIKit property, or nil when it is not overridden.
  func overriddenValue(
    of property: OverridableProperty, on controller: ControllerID, in world: World
  )
    throws -> Bool?
  /// Runs a block the user handed to UIKit, with `finished` for a completion block.
  func runBlock(_ block: BlockHandle, finished: Bool?, in world: World) throws
  /// Runs work the host scheduled on the main run loop (`World.schedule`) now that it is due.
  func runScheduled(_ id: Int, in world: World) throws
  /// Sends the delegate of scroll view `view` a `UIScrollViewDelegate` message, when the
  /// delegate's class implements it; `rule` is the one its log line cites (L.6b–L.6e).
  func tellScrollDelegate(
    _ message: ScrollMessage, of view: ViewID, rule: RuleID, in world: World
  ) throws
  /// Whether the navigation controller's delegate gives an animator for this push or pop, with
  /// the animator's duration and whether an interaction controller drives it (the host keeps
  /// them for `runCustomTransition`); nil when it gives none.
  func wantsCustomTransition(
    navigation: ControllerID, operation: NavigationOperation, from: ControllerID,
    to: ControllerID, in world: World
  ) throws -> CustomTransitionPlan?
  /// The animator's duration, and whether an interaction controller drives it, for a tab
  /// switch the tab bar controller's delegate gives an animator for (the host asks the
  /// delegate and keeps what it gives); nil when it gives none.
  func customTabTransition(
    tab: ControllerID, from: ControllerID, to: ControllerID, in world: World
  ) throws -> CustomTransitionPlan?
  /// Whether the presented controller's transitioning delegate gives an animator for this
  /// animated presentation or dismissal, and an interaction controller (the host keeps them
  /// for `runCustomTransition`); nil when it gives no animator.
  func wantsCustomPresentation(
    presented: ControllerID, presenting: ControllerID, source: ControllerID?, dismissal: Bool,
    in world: World
  ) throws -> CustomTransitionPlan?
  /// A `.custom` presentation starts: the host asks the transitioning delegate for its
  /// presentation controller and keeps it; what it answers, or nil when there is none of the
  /// user's.
  func beginPresentationController(
    presented: ControllerID, presenting: ControllerID, source: ControllerID?,
    container: ViewID, in world: World
  ) throws -> UserPresentationController?
  /// Tells the user's presentation controller of `presented` that its transition begins or
  /// ended (`completed` nil for the beginning).
  func tellPresentationController(
    of presented: ControllerID, dismissal: Bool, completed: Bool?, in world: World) throws
  /// The container view of the user's presentation controllers (the window) lays out its
  /// subviews: the host tells each presentation controller it keeps, before the subviews take
  /// their frames (`did` false) and after (`did` true).
  func presentationContainerLayout(did: Bool, in world: World) throws
  /// Runs the animator (or the interaction controller) of custom transition `id`.
  func runCustomTransition(_ id: Int, in world: World) throws
  /// Called when an error (not a UIKit exception, which the world logs itself) stopped deferred
  /// work; the host logs it (usually as a `.hostNote` event).
  func report(_ error: any Error, in world: World)
}

/// The UIKit properties a user's class may override.
public enum OverridableProperty: String, Hashable, Sendable {
  case shouldAutomaticallyForwardAppearanceMethods
  case shouldAutomaticallyForwardRotationMethods
}

/// Bounds that keep every operation finite whatever the input.
public struct SimulationLimits: Hashable, Sendable {
  /// Deepest controller or view nesting allowed.
  public var maxNesting: Int
  /// Most deferred tasks and animation completions run for one input.
  public var maxDeferredSteps: Int
  /// Deepest chain of "because of" (callbacks inside callbacks) before the world refuses.
  public var maxCausalDepth: Int

  public static let standard = SimulationLimits(
    maxNesting: 128, maxDeferredSteps: 20_000, maxCausalDepth: 1_000)

  public init(maxNesting: Int, maxDeferredSteps: Int, maxCausalDepth: Int) {
    self.maxNesting = maxNesting
    self.maxDeferredSteps = maxDeferredSteps
    self.maxCausalDepth = maxCausalDepth
  }
}

/// The simulated UIKit world: a window, view controllers, views, a virtual clock and the log.
///
/// Everything is deterministic and free of I/O. Operations that UIKit performs emit `Event`s at
/// the current causal `depth`; the caller (the language) writes the line for the user's own call
/// and raises the depth around it (see `reserveLine()`).
public final class World {
  public internal(set) var controllers: [ControllerRecord] = []
  public internal(set) var views: [ViewRecord] = []
  /// The window, always `views[0]`.
  public let window = ViewID(0)
  public internal(set) var rootController: ControllerID?
  public internal(set) var orientation: Orientation = .portrait
  /// The status bar as the last `setNeedsStatusBarAppearanceUpdate()` left it (rule B.1).
  public internal(set) var statusBarStyle = "default"
  public internal(set) var statusBarHidden = false
  /// The simulated iOS version (`:ios N`); it selects the rotation callbacks and whether a
  /// controller without a parent hears its view enter the window (rule R.5).
  public var iosVersion = 17 {
    didSet {
      // Controllers shown without a parent keep the state the old version gave them.
      guard (oldValue <= 7) != (iosVersion <= 7) else { return }
      for record in controllers
      where record.parent == nil && record.id != rootController
        && record.presentingController == nil
      {
        if let view = record.view, isInWindow(view) { appearanceMisused = true }
      }
    }
  }
  public let limits: SimulationLimits
  public weak var host: (any SimulationHost)?
  /// False while the host has said it overrides nothing (no user methods): UIKit's callbacks
  /// and properties then skip asking it, each ask a weak load and a call that answers no.
  public var hostMayOverride: Bool {
    get { state.hostMayOverride }
    set { state.hostMayOverride = newValue }
  }

  /// What every event reads, stored in one internal value: the compiler proves exclusive access
  /// to an internal stored property that is only read and assigned, where a public one is
  /// checked at run time on every access.
  var state = WorldState()
  /// Events of the current input not yet taken by `takeEvents()`, changed only through
  /// `changeEvents` (for the same reason).
  var pendingEvents: [Event] = []

  /// Virtual time in microseconds.
  public internal(set) var now: Int64 {
    get { state.now }
    set { state.now = newValue }
  }
  /// Events of the current input not yet taken by `takeEvents()`.
  public var events: [Event] { pendingEvents }
  /// The causal depth new events get.
  public var depth: Int {
    get { state.depth }
    set { state.depth = newValue }
  }
  /// True while deferred work or animation ends run.
  public internal(set) var isLater: Bool {
    get { state.isLater }
    set { state.isLater = newValue }
  }
  /// Set when an error unwound through an operation; appearance invariants then no longer hold.
  public internal(set) var wasInterrupted = false
  /// While true nothing is logged (the sandbox's silent set-up).
  public var isMuted: Bool {
    get { state.isMuted }
    set { state.isMuted = newValue }
  }
  /// Reserved call lines not yet in `events`, outermost first (see `reserveLine()`), changed
  /// only through `changeUnplacedLines`.
  var unplacedLines: [UnplacedLine] = []
  /// Set once the user has done something after which appearance states may legitimately
  /// disagree with the hierarchy (explicit begin/end, a view added before `addChild`, …); the
  /// strict appearance invariant is checked only while it is false.
  public internal(set) var appearanceMisused = false

  var deferred: [DeferredTask] = []
  /// Controllers whose `loadView` is running (see `isLoadingView`).
  var loadingViews: Set<ControllerID> = []
  /// Did halves of window moves, run after the layout pass at the end of the turn (rule R.1).
  var afterCommit: [AppearanceDid] = []
  /// The virtual time of the input being run, while its turn is open: deferred work at that
  /// time is marked as the end of the turn; nil while the clock is driven by hand.
  var turnTime: Int64?
  var animations: [Animation] = []
  /// The layers whose timing the script set (rule CT.30), by their view.
  var layerTimings: [ViewID: LayerTiming] = [:]
  /// Scroll views moving by themselves, frame by frame (rules L.6c, L.6e).
  var scrollMotions: [ScrollMotion] = []
  /// The scroll view a finger is dragging right now, inside `drag(_:by:over:)` (rule L.6f).
  var activeDrag: ActiveDrag?
  /// Blocks, timers and delayed messages waiting on the main run loop.
  var scheduled: [ScheduledWork] = []
  var animationContext: Int?
  var nextAnimationID = 1
  /// Transitions an animator object drives through UIKit's context (rules CT.*).
  public internal(set) var customTransitions: [CustomTransitionRecord] = []
  var nextCustomTransitionID = 1
  /// The transition coordinators of the transitions running now (rules CT.10–CT.13).
  public internal(set) var coordinators: [CoordinatorRecord] = []
  var nextCoordinatorID = 1
  /// Controllers whose relationships, view placement or appearance changed since the host last
  /// asked (`takeTouchedControllers()`): what per-input checks look at, instead of every one.
  var touchedControllers = TouchedControllers()
  /// How many presentations are linked, and whether the presentation code itself is moving views.
  var activePresentations = 0
  var presentationMovesViews = false
  /// Views that need layout (rule L.2), laid out parents first at the end of the turn.
  var viewsNeedingLayout = PendingViews()
  /// Every constraint ever made, active or not (rule L.4).
  public internal(set) var constraints: [LayoutConstraint] = []
  /// How many constraints are active: layout solves nothing while there are none.
  var activeConstraintCount = 0
  /// A constraint changed since the last solve.
  var constraintsChangedSinceSolve = false
  /// Views whose ambiguous layout has been noted already.
  var ambiguityReported: Set<ViewID> = []
  var usedNames: [String: Int] = [:]
  /// Whether `ownershipChanges` is kept (see `recordOwnershipChanges()`).
  var tracksOwnership = false
  var ownershipChanges: [OwnershipChange] = []
  /// Where `freshName` resumes its search for each base name.
  var nextSuffix: [String: Int] = [:]
  /// By controller number, how the log names its root view (`a.view`), once it has (see
  /// `viewName(_:)`): a controller's name never changes.
  var rootViewNames: [String?] = []

  /// The window's size in the current orientation.
  public var windowSize: Size { World.windowSize(in: orientation) }

  /// The sandbox's window, portrait: 320 × 480 points.
  public static let portraitWindowSize = Size(width: 320, height: 480)

  /// The window's size in an orientation.
  public static func windowSize(in orientation: Orientation) -> Size {
    let portrait = portraitWindowSize
    return orientation.isLandscape
      ? Size(width: portrait.height, height: portrait.width) : portrait
  }

  public init(limits: SimulationLimits = .standard) {
    self.limits = limits
    var window = ViewRecord(
      id: ViewID(0), className: "UIWindow", kind: .window,
      frame: Rect(x: 0, y: 0, width: 320, height: 480), isWindow: true)
    window.name = "window"
    views.append(window)
    usedNames["window"] = 1
  }

  // MARK: - Records

  /// The record of a controller.
  public func controller(_ id: ControllerID) -> ControllerRecord { controllers[id.index] }

  /// The record of a view.
  public func view(_ id: ViewID) -> ViewRecord { views[id.index] }

  /// A name not yet used, derived from `base` (`viewController`, `viewController2`, …).
  public func freshName(_ base: String) -> String {
    guard usedNames[base] != nil else { return base }
    // Resume where the last search for this base ended once its answer has been taken (every
    // number below it is taken too): a loop making thousands of controllers must not rescan
    // every name it made before.
    let resumed = nextSuffix[base].flatMap { usedNames[base + String($0)] != nil ? $0 : nil }
    var number = resumed ?? (usedNames[base] ?? 1) + 1
    while usedNames[base + String(number)] != nil { number += 1 }
    nextSuffix[base] = number
    return base + String(number)
  }

  func claim(_ name: String) {
    usedNames[name, default: 0] += 1
  }

  // MARK: - Creation

  /// Creates a view controller (its view is not loaded, rule 9.1).
  @discardableResult
  public func makeController(className: String, kind: ControllerKind = .plain, name: String)
    -> ControllerID
  {
    let id = ControllerID(controllers.count)
    controllers.append(ControllerRecord(id: id, name: name, className: className, kind: kind))
    claim(name)
    return id
  }

  /// Creates a view with no superview; `kind` is the UIKit class it behaves as.
  @discardableResult
  public func makeView(
    className: String = "UIView", kind: ViewKind = .plain, frame: Rect = .zero, name: String?
  ) -> ViewID {
    let id = ViewID(views.count)
    var record = ViewRecord(id: id, className: className, kind: kind, frame: frame)
    record.name = name
    views.append(record)
    if let name { claim(name) }
    return id
  }

  /// Gives an unnamed view a name (the first variable it is bound to).
  public func nameView(_ id: ViewID, _ name: String) {
    guard views[id.index].name == nil, views[id.index].owner == nil else { return }
    views[id.index].name = name
    claim(name)
  }

  // MARK: - Events

  /// Appends an event at the current depth; `blocks` names the block a `.block` line runs.
  public func emit(_ kind: consuming EventKind, rule: RuleID? = nil, blocks: [BlockHandle] = []) {
    guard !isMuted else { return }
    if !unplacedLines.isEmpty { placeReservedLines() }
    let state = self.state
    let event = Event(
      kind: kind, time: state.now, isLater: state.isLater,
      isEndOfTurn: state.isLater && turnTime == state.now, depth: state.depth, rule: rule,
      isUserCall: false, blocks: blocks)
    changeEvents { $0.append(event) }
  }

  /// Reserves the log line of a call whose receiver and arguments are about to be evaluated,
  /// and raises the depth so that what the evaluation causes is indented beneath it.
  ///
  /// The line takes its place in `events` (as `.pending`) only when something is logged after
  /// it; until then it is kept aside, and a line written before that is appended once, whole,
  /// instead of appended empty and then rewritten (see `World+Lines.swift`).
  public func reserveLine() -> Int {
    guard !isMuted else {
      depth += 1
      return -1
    }
    let slot = pendingEvents.count + unplacedLines.count
    keepReservedLine(slot)
    depth += 1
    return slot
  }

  /// Writes the reserved line: a call or assignment the user's code made. The kind is consumed,
  /// as in `emit`: it moves into the line instead of being copied there.
  public func fillLine(_ slot: Int, _ kind: consuming EventKind, rule: RuleID? = nil) {
    if slot >= pendingEvents.count, !unplacedLines.isEmpty {
      if isLoneReservedLine(slot) {
        appendReservedLine(consume kind, rule: rule)
        return
      }
      placeReservedLines()
    }
    guard slot >= 0, slot < pendingEvents.count else { return }
    let kind = consume kind
    changeEvents {
      $0[slot].kind = kind
      $0[slot].rule = rule
      $0[slot].isUserCall = true
    }
  }

  /// Notes on a reserved call line that the call handed `block` to UIKit.
  public func noteBlock(_ block: BlockHandle, onLine slot: Int) {
    if slot >= pendingEvents.count, !unplacedLines.isEmpty { placeReservedLines() }
    guard slot >= 0, slot < pendingEvents.count else { return }
    changeEvents { $0[slot].blocks.append(block) }
  }

  /// Ends a reserved line: lowers the depth; removes the line when it stayed unwritten, or when
  /// `dropIfEmpty` is set and nothing was logged beneath it.
  public func closeLine(_ slot: Int, dropIfEmpty: Bool = false) {
    depth = max(0, depth - 1)
    if slot >= pendingEvents.count, !unplacedLines.isEmpty {
      if dropReservedLine(slot) { return }
      placeReservedLines()
    }
    guard slot >= 0, slot < pendingEvents.count else { return }
    let unwritten = pendingEvents[slot].kind == .pending
    guard unwritten || (dropIfEmpty && slot == pendingEvents.count - 1) else { return }
    changeEvents { events in
      events.remove(at: slot)
      if unwritten {
        for index in slot..<events.count { events[index].depth = max(0, events[index].depth - 1) }
      }
    }
  }

  /// Replaces the latest logged line of UIKit's exception `issue` (one the program caught, so
  /// the app did not end) with `kind`; false when the line is no longer pending.
  @discardableResult
  public func replaceException(_ issue: UIKitIssue, with kind: EventKind) -> Bool {
    changeEvents { events in
      guard let index = events.lastIndex(where: { $0.kind == .exception(issue) }) else {
        return false
      }
      events[index].kind = kind
      return true
    }
  }

  /// Hands over the events logged so far and forgets them.
  public func takeEvents() -> [Event] {
    changeEvents { events in
      defer { events.removeAll(keepingCapacity: true) }
      return events
    }
  }

  /// Appends the events logged so far to `log` and forgets them, keeping the buffer for the
  /// next turn.
  public func moveEvents(into log: inout [Event]) {
    changeEvents { events in
      log.append(contentsOf: events)
      events.removeAll(keepingCapacity: true)
    }
  }

  /// Changes `pendingEvents` in a local copy that owns its buffer, moved out and back: the
  /// array's calls (which may reallocate) run outside any access to the property, so every
  /// access to it stays one the compiler checks.
  @inline(__always)
  func changeEvents<Result>(_ change: (inout [Event]) -> Result) -> Result {
    var taken: [Event] = []
    swap(&taken, &pendingEvents)
    defer { swap(&taken, &pendingEvents) }
    return change(&taken)
  }

  // MARK: - Callbacks

  /// The controllers touched since the last call, forgotten as they are handed over.
  public func takeTouchedControllers() -> Set<ControllerID> { touchedControllers.take() }

  /// UIKit calls `callback` on `controller`: the line is logged, then the user's override runs,
  /// or UIKit's own behaviour when there is none.
  func invoke(_ callback: Callback, on controller: ControllerID, rule: RuleID) throws {
    touchedControllers.insert(controller)
    if depth > limits.maxCausalDepth {
      emit(.exception(.nestingLimit(limit: limits.maxCausalDepth)), rule: "C.1")
      throw UIKitException(.nestingLimit(limit: limits.maxCausalDepth))
    }
    emit(.callback(controller, callback), rule: rule)
    depth += 1
    defer { depth -= 1 }
    do {
      try runBody(of: callback, on: controller)
    } catch {
      // The operation that sent the callback stops half-way: appearance states may be left
      // between a begin and an end, so the strict invariants no longer apply.
      noteInterruption()
      throw error
    }
  }

  /// The user called a callback method themselves; the caller has logged the line.
  public func invokeDirectly(_ callback: Callback, on controller: ControllerID) throws {
    touchedControllers.insert(controller)
    if callback.name.isAppearanceCallback, iosVersion >= 15 {
      emit(.warning(.directAppearanceCall(callback.name, controller)), rule: "5.5")
    }
    try runBody(of: callback, on: controller)
  }

  private func runBody(of callback: Callback, on controller: ControllerID) throws {
    if case .didMove(let parent?) = callback, parent == controllers[controller.index].parent {
      controllers[controller.index].awaitingDidMove = false
    }
    // Without a host to ask, only UIKit's own behaviour runs, and for an appearance callback it
    // does nothing: the counts of running appearance callbacks below would go up and back down
    // with nothing to read them in between.
    guard hostMayOverride, let host else { return try performDefault(callback, on: controller) }
    let name = callback.name
    let isAppearance = name.family == .appearance
    let isWillAppear = name == .viewWillAppear
    if isAppearance { controllers[controller.index].appearanceCallbackDepth += 1 }
    if isWillAppear { controllers[controller.index].willAppearDepth += 1 }
    defer {
      if isAppearance { controllers[controller.index].appearanceCallbackDepth -= 1 }
      if isWillAppear { controllers[controller.index].willAppearDepth -= 1 }
    }
    if try host.runOverride(of: callback, on: controller, in: self) { return }
    try performDefault(callback, on: controller)
  }

  /// UIKit's own implementation of a callback: what `super` does.
  public func performDefault(_ callback: Callback, on controller: ControllerID) throws {
    switch callback {
    case .loadView:
      if controllers[controller.index].view == nil {
        installDefaultView(for: controller)
        try installPageScrollView(in: controller)
      }
    case .willMove(let parent):
      if parent == nil { controllers[controller.index].movingFromParent = true }
    case .didMove(let parent):
      if parent == nil {
        controllers[controller.index].movingFromParent = false
      } else {
        controllers[controller.index].movingToParent = false
      }
      // iOS 26.1's didMove(toParent:) notes that it ran while the move's appearance is still
      // under way; the did-callback then sends didMove again (rule R.open).
      let state = controllers[controller.index].appearance
      controllers[controller.index].needsDidMoveCleanup =
        iosVersion >= 26 && state == (parent == nil ? .disappearing : .appearing)
    case .viewWillTransition(let size):
      for child in controllers[controller.index].children {
        try invoke(.viewWillTransition(to: size), on: child, rule: "6.5")
      }
    default:
      break
    }
  }

  /// Marks the world as interrupted (an error unwound through an operation).
  public func noteInterruption() { wasInterrupted = true }
}
