/// An object UIKit can keep alive on behalf of another.
public enum OwnedObject: Hashable, Sendable {
  case controller(ControllerID)
  case view(ViewID)
}

/// A strong reference UIKit took or dropped: a parent to its child, a controller to its root
/// view, a view to its subview, the window to its root view controller, a presenter to the
/// controller it presents.
public struct OwnershipChange: Hashable, Sendable {
  public let owner: OwnedObject
  public let object: OwnedObject
  /// True when the reference was taken, false when it was dropped.
  public let isRetained: Bool
}

extension World {
  /// Starts recording ownership changes, for a host whose objects live as long as something
  /// holds them (the language's `weak` references). Nothing else changes.
  public func recordOwnershipChanges() {
    tracksOwnership = true
  }

  /// Hands over the ownership changes recorded since the last call.
  public func takeOwnershipChanges() -> [OwnershipChange] {
    changeOwnershipChanges { changes in
      defer { changes.removeAll(keepingCapacity: true) }
      return changes
    }
  }

  /// Hands the ownership changes recorded since the last call to `body`, in order, and forgets
  /// them: unlike `takeOwnershipChanges()`, the buffer is kept for the next changes instead of
  /// being given away. Changes `body` itself causes are handed over too.
  public func drainOwnershipChanges(_ body: (OwnershipChange) -> Void) {
    // Most inputs change no ownership; emptying an empty buffer still costs a call.
    guard !ownershipChanges.isEmpty else { return }
    var index = 0
    while index < ownershipChanges.count {
      body(ownershipChanges[index])
      index += 1
    }
    // Usually one or two changes: taken off the end one by one, they cost less than a call that
    // empties any array.
    changeOwnershipChanges { changes in
      if changes.count <= 4 {
        while !changes.isEmpty { changes.removeLast() }
      } else {
        changes.removeAll(keepingCapacity: true)
      }
    }
  }

  /// Whether ownership changes are waiting to be taken.
  public var hasOwnershipChanges: Bool { !ownershipChanges.isEmpty }

  func noteOwnership(_ owner: OwnedObject, _ object: OwnedObject, retained: Bool) {
    guard tracksOwnership else { return }
    let change = OwnershipChange(owner: owner, object: object, isRetained: retained)
    changeOwnershipChanges { $0.append(change) }
  }

  /// Changes `ownershipChanges` as `changeEvents` changes the events, for the same reason: the
  /// interpreter asks after every statement whether there are any.
  @inline(__always)
  func changeOwnershipChanges<Result>(_ change: (inout [OwnershipChange]) -> Result) -> Result {
    var taken: [OwnershipChange] = []
    swap(&taken, &ownershipChanges)
    defer { swap(&taken, &ownershipChanges) }
    return change(&taken)
  }
}
