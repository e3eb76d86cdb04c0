import Simulation

/// A log line with the lines logged beneath it: what UIKit did because of a call, or what the
/// user's code did inside a callback or a block.
final class EventNode {
  /// The event's place in the whole run (inputs in order), which orders callbacks.
  let sequence: Int
  let event: Event
  private(set) var children: [EventNode] = []
  private(set) weak var parent: EventNode?

  init(sequence: Int, event: Event) {
    self.sequence = sequence
    self.event = event
  }

  /// Builds the trees of one input's events from their depths: a line is beneath the nearest
  /// line before it that is one level shallower.
  static func forest(_ events: [Event], firstSequence: Int) -> [EventNode] {
    var roots: [EventNode] = []
    var open: [EventNode] = []
    for (offset, event) in events.enumerated() {
      let node = EventNode(sequence: firstSequence + offset, event: event)
      while let last = open.last, last.event.depth >= event.depth { open.removeLast() }
      if let parent = open.last {
        node.parent = parent
        parent.children.append(node)
      } else {
        roots.append(node)
      }
      open.append(node)
    }
    return roots
  }

  /// The node and everything beneath it, in log order.
  var subtree: [EventNode] {
    var nodes = [self]
    for child in children { nodes += child.subtree }
    return nodes
  }

  /// The callback this line is, with its controller.
  var callback: (controller: ControllerID, callback: Callback)? {
    if case .callback(let controller, let callback) = event.kind { return (controller, callback) }
    return nil
  }

  /// Whether the line is UIKit running one of the user's blocks.
  var isBlock: Bool {
    if case .block = event.kind { return true }
    return false
  }
}
