import CommandLanguage
import Rendering
import Simulation

/// What a device replays of a recorded run and which log lines it must then print, worked out
/// from the events alone: every script — loops, helpers, Objective-C — comes down to the UIKit
/// calls it made, turn by turn, and to what its code did inside UIKit's callbacks and blocks.
///
/// A line is *compared* when it is a call, an assignment, a callback of the brief log or a
/// block. A subtree is *left out* — neither replayed nor compared — when a device cannot repeat
/// it: a call that raised an exception (it would end the test), a value the export cannot write
/// in Swift, or a callback whose cause the log does not record.
struct ReplayPlan {
  /// One recorded input with its log lines as trees.
  struct Input {
    let recorded: RecordedInput
    let roots: [EventNode]
    /// The compared lines of this input, in log order.
    var expected: [ExpectedLine] = []
  }

  /// A compared line: its text as the device must print it, and the event behind it.
  struct ExpectedLine {
    let text: String
    let event: Event
  }

  /// A subtree left out, and why.
  struct Omission {
    let line: String
    let reason: OmissionReason
  }

  /// Why a subtree is left out of the replay.
  enum OmissionReason: Equatable {
    case raises(String)
    case notWritable
    case unknownCause
    case layoutReaction
    /// A call on a UIKit object that only the script's own objects hold.
    case heldByScriptObject
  }

  /// What the user's code did at one occurrence of a callback, around UIKit's own part (`super`).
  struct Reaction {
    let sequence: Int
    var before: [EventNode] = []
    var callsSuper = true
    var after: [EventNode] = []

    var isPlain: Bool { before.isEmpty && after.isEmpty && callsSuper }
  }

  let world: World
  let expressions: SwiftExpressions
  private(set) var inputs: [Input] = []
  private(set) var omissions: [Omission] = []
  /// The occurrences of each callback of each controller, in order, with the user's reactions.
  private(set) var reactions: [ReactionKey: [Reaction]] = [:]
  /// The `.block` line of each block UIKit ran.
  private(set) var blockLines: [BlockHandle: EventNode] = [:]
  /// Lines left out with everything beneath them, by sequence.
  private var leftOut: Set<Int> = []
  /// Callbacks UIKit made because the user's code read `view` (a lazy load): the replay reads it.
  private(set) var viewReads: Set<Int> = []
  /// Views a `view = …` assignment installs: the test makes them before they are installed.
  private(set) var installedViews: Set<ViewID> = []
  private let formatter: LogLineFormatter

  /// A controller and one of its callbacks.
  struct ReactionKey: Hashable {
    let controller: ControllerID
    let callback: CallbackName
  }

  init(world: World, recorded: [RecordedInput]) {
    self.world = world
    self.expressions = SwiftExpressions(world: world)
    formatter = LogLineFormatter(world: world, syntax: .swift, language: .english)
    var sequence = 0
    for input in recorded {
      inputs.append(
        Input(recorded: input, roots: EventNode.forest(input.events, firstSequence: sequence)))
      sequence += input.events.count
    }
    var calls: [BlockHandle: EventNode] = [:]
    for input in inputs {
      for node in input.roots.flatMap(\.subtree) {
        if node.isBlock, let handle = node.event.blocks.first { blockLines[handle] = node }
        if case .call = node.event.kind {
          for handle in node.event.blocks { calls[handle] = node }
        }
      }
    }
    for input in inputs {
      let direct: Bool
      switch input.recorded.kind {
      case .turn: direct = true
      default: direct = false
      }
      for root in input.roots {
        classify(root, direct && !root.event.isLater ? .statement : .consequence)
      }
    }
    // A block runs only when the call that handed it over is replayed.
    for (handle, block) in blockLines where !isKept(block) || !(calls[handle].map(isKept) ?? false)
    {
      leftOut.insert(block.sequence)
    }
    for index in inputs.indices {
      inputs[index].expected = inputs[index].roots.flatMap(\.subtree).filter(isCompared).map {
        ExpectedLine(text: formatter.line($0.event), event: $0.event)
      }
    }
    collectReactions()
  }

  /// A line's text without time or indentation, in Swift.
  func formatterBody(_ event: Event) -> String { formatter.body(event) }

  /// Every compared line, in order.
  var expected: [ExpectedLine] { inputs.flatMap(\.expected) }

  /// Whether a line is replayed: neither it nor a line above it is left out.
  func isKept(_ node: EventNode) -> Bool {
    var current: EventNode? = node
    while let next = current {
      if leftOut.contains(next.sequence) { return false }
      current = next.parent
    }
    return true
  }

  /// Whether the device prints this line.
  func isCompared(_ node: EventNode) -> Bool {
    guard isKept(node) else { return false }
    switch node.event.kind {
    case .call, .propertySet, .block: return true
    case .callback(_, let callback): return !callback.name.isDetail
    default: return false
    }
  }

  /// Whether a call line is one of UIKit's methods (rather than one the user defined).
  static func isUIKitCall(_ event: Event) -> Bool {
    guard case .call(_, let method, _, _) = event.kind else { return false }
    return Interpreter.isUIKitCall(method)
  }

  // MARK: - Classifying

  /// Where a line stands: the user's code itself (a statement, or the body of a method or a
  /// block), the code of an override (where UIKit's own part may log callbacks too), or what
  /// UIKit did because of a call.
  private enum Level {
    case statement, override, consequence
  }

  /// Decides what of a subtree is replayed.
  private mutating func classify(_ node: EventNode, _ level: Level) {
    let event = node.event
    let raises = node.children.first { child in
      if case .exception = child.event.kind { return true }
      return false
    }
    switch event.kind {
    case .call, .propertySet:
      if let raises { return leave(node, .raises(formatter.body(raises.event))) }
      if case .call(.text, _, _, _) = event.kind, event.rule != nil {
        // A UIKit object the script's code holds (UIKit's transition context, a
        // UIPercentDrivenInteractiveTransition): the test has no variable for it, and an empty
        // line in its place would print what the device did not do.
        return leave(node, .heldByScriptObject)
      }
      if case .call = event.kind, !Self.isUIKitCall(event), !expressions.isNavigationInit(event) {
        // The user's own method: only a line on the device; what it did is the user's code.
        for child in node.children { classify(child, .statement) }
        return
      }
      guard expressions.canWrite(event),
        !expressions.isNavigationInit(event) || navigationCreated(by: node) != nil
      else { return leave(node, .notWritable) }
      if case .propertySet(.controller, let property, .view(let view)) = event.kind,
        property.swift == "view"
      {
        installedViews.insert(view)
      }
      for child in node.children {
        classify(child, child.event.isUserCall ? .statement : .consequence)
      }
    case .callback(_, let callback):
      if callback.name.isDetail {
        leftOut.insert(node.sequence)
        if node.subtree.contains(where: { $0.event.isUserCall }) {
          omissions.append(Omission(line: formatter.body(event), reason: .layoutReaction))
        }
        return
      }
      if event.isUserCall {
        if let raises { return leave(node, .raises(formatter.body(raises.event))) }
        guard expressions.canCallDirectly(callback) else { return leave(node, .notWritable) }
      } else if level != .consequence {
        if isViewRead(node) {
          viewReads.insert(node.sequence)
        } else if level == .statement {
          return leave(node, .unknownCause)
        }
      }
      for child in node.children { classify(child, .override) }
    case .block:
      for child in node.children { classify(child, .statement) }
    default:
      break
    }
  }

  /// The navigation controller `UINavigationController(rootViewController:)` made: the parent
  /// its root hears of in `willMove(toParent:)`.
  func navigationCreated(by node: EventNode) -> ControllerID? {
    for child in node.children {
      if case .callback(_, .willMove(let parent?)) = child.event.kind { return parent }
    }
    return nil
  }

  /// A `loadView` the user's code caused by reading `view`, or the `viewDidLoad` right after it.
  private func isViewRead(_ node: EventNode) -> Bool {
    guard let (controller, callback) = node.callback else { return false }
    if callback == .loadView { return true }
    guard callback == .viewDidLoad else { return false }
    let siblings = node.parent?.children ?? inputs.flatMap(\.roots)
    guard let index = siblings.firstIndex(where: { $0 === node }), index > 0,
      let previous = siblings[index - 1].callback
    else { return false }
    return previous.callback == .loadView && previous.controller == controller
      && viewReads.contains(siblings[index - 1].sequence)
  }

  private mutating func leave(_ node: EventNode, _ reason: OmissionReason) {
    leftOut.insert(node.sequence)
    omissions.append(Omission(line: formatter.body(node.event), reason: reason))
  }

  // MARK: - Reactions

  /// Every replayed callback, in log order, with what the user's code did inside it.
  private mutating func collectReactions() {
    var parents = Set(world.controllers.filter { $0.kind != .plain }.map(\.id))
    for input in inputs {
      for event in input.recorded.events {
        if case .callback(_, .willMove(let parent?)) = event.kind { parents.insert(parent) }
      }
    }
    for node in inputs.flatMap({ $0.roots.flatMap(\.subtree) }) {
      guard isKept(node), let (controller, callback) = node.callback, !callback.name.isDetail
      else { continue }
      var reaction = Reaction(sequence: node.sequence)
      let own = node.children.filter { isKept($0) && isUserCode($0, inside: node) }
      if callback.name == .viewWillTransition {
        // UIKit's part forwards the size to the children (rule 6.5): where those lines are is
        // where the override called super; without them it did not, or there was no child.
        let bySuper = node.children.firstIndex { child in
          child.callback != nil && !isUserCode(child, inside: node)
        }
        if let superIndex = bySuper {
          let firstSuper = node.children[superIndex].sequence
          reaction.before = own.filter { $0.sequence < firstSuper }
          reaction.after = own.filter { $0.sequence > firstSuper }
        } else {
          // A controller that is nobody's parent has nothing to forward: `super` may run.
          reaction.callsSuper = !parents.contains(controller)
          if reaction.callsSuper { reaction.after = own } else { reaction.before = own }
        }
      } else {
        reaction.after = own
      }
      reactions[ReactionKey(controller: controller, callback: callback.name), default: []]
        .append(reaction)
    }
  }

  /// Whether a line beneath a callback is the override's own code (not UIKit's `super`).
  private func isUserCode(_ child: EventNode, inside callback: EventNode) -> Bool {
    switch child.event.kind {
    case .call, .propertySet: return true
    case .callback: return child.event.isUserCall || viewReads.contains(child.sequence)
    default: return false
    }
  }
}
