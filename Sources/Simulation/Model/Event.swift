/// What a log line records.
public enum EventKind: Hashable, Sendable {
  /// A call the user's code makes: a UIKit method, or a method the user defined.
  case call(receiver: LogValue, method: MethodSpelling, arguments: [LogValue], family: EventFamily?)
  /// An assignment to a UIKit property (`a.view.frame = …`).
  case propertySet(receiver: LogValue, property: PropertySpelling, value: LogValue)
  /// UIKit calling a view controller method (whether or not the user overrode it).
  case callback(ControllerID, Callback)
  /// UIKit reading a property a subclass may override, with the answer it got (rule B.1).
  case question(ControllerID, UIKitQuestion, answer: LogValue)
  /// UIKit running a block the user handed it (`completion(true)`, `animations()`).
  case block(BlockRole, finished: Bool?)
  /// A UIKit console message.
  case warning(UIKitIssue)
  /// A UIKit exception (or one of containrepl's own limits): the statement stops.
  case exception(UIKitIssue)
  /// Text the user's code printed (`print`, `NSLog`).
  case output(String)
  /// The value of an expression typed alone (`= container`).
  case value(LogValue)
  /// Something the host (the language) reports, kept by the host under this number.
  case hostNote(Int)
  /// Something containrepl itself points out about the simulated UIKit (not UIKit's text).
  case note(SimulationNote)
  /// A slot reserved for a call line whose arguments are still being evaluated.
  case pending
}

/// The role of a block UIKit runs.
public enum BlockRole: String, Hashable, Sendable {
  case animations, completion
  /// A block the main queue runs (`DispatchQueue.main.async(execute:)`, `dispatch_after`).
  case execute
  /// A timer's block (`Timer.scheduledTimer(withTimeInterval:repeats:block:)`).
  case block
}

/// One line of the log: what happened, when, how deep in the causal chain, and by which rule.
public struct Event: Hashable, Sendable {
  public var kind: EventKind
  /// Virtual time in microseconds.
  public var time: Int64
  /// True when the event happened after the synchronous part of its input (deferred work or an
  /// animation's end); the log writes its time in front.
  public var isLater: Bool
  /// True when the event is work deferred to the end of the input's own run-loop turn, at the
  /// same virtual time (rule R.1): the log marks it as the end of the turn, not with a time.
  public var isEndOfTurn: Bool
  /// Causal depth: 0 for what the user's input did, +1 for each level of "because of".
  public var depth: Int
  /// The rule that produced it, if UIKit behaviour produced it.
  public var rule: RuleID?
  /// True when the user's code made this call or assignment itself (the language wrote the
  /// line), false when UIKit did: it tells a callback the user called apart from UIKit's.
  public var isUserCall: Bool
  /// For a call, the blocks it handed to UIKit, in argument order; for a `.block` line, the block
  /// UIKit ran. An XCTest export puts each block's calls back into the closure that made them.
  public var blocks: [BlockHandle]

  public init(
    kind: EventKind, time: Int64, isLater: Bool, isEndOfTurn: Bool = false, depth: Int,
    rule: RuleID?, isUserCall: Bool = false, blocks: [BlockHandle] = []
  ) {
    self.kind = kind
    self.time = time
    self.isLater = isLater
    self.isEndOfTurn = isEndOfTurn
    self.depth = depth
    self.rule = rule
    self.isUserCall = isUserCall
    self.blocks = blocks
  }

  /// The family of the event, for colour.
  public var family: EventFamily? {
    switch kind {
    case .callback(_, let callback): return callback.name.family
    case .call(_, _, _, let family): return family
    default: return nil
    }
  }

  /// Whether `:log brief` leaves the event out.
  public var isDetail: Bool {
    if case .callback(_, let callback) = kind { return callback.name.isDetail }
    return false
  }
}
