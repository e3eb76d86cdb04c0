import Synchronization

/// A call matched to a UIKit method: the signature, and which argument goes to each parameter.
///
/// A match depends only on how the call is written (its name, labels and trailing closures)
/// and on the receiver's kinds, never on the user's classes: a user method that answers the
/// call is looked for before UIKit's, and apart from this. Never changed once made, so every
/// interpreter of the process shares it (`UIKitMatchCache`).
final class UIKitMatch: Sendable {
  let signature: UIKitSignature
  /// The argument index for each parameter (nil: its default); nil when an Objective-C message
  /// names the method but its keywords do not fit, which is reported when it runs.
  let binding: [Int?]?
  /// The older Swift name the call used, if it did not use today's.
  let legacy: (base: String, labels: [String?])?

  init(
    signature: UIKitSignature, binding: [Int?]?, legacy: (base: String, labels: [String?])?
  ) {
    self.signature = signature
    self.binding = binding
    self.legacy = legacy
  }
}

/// How a call is written, as far as matching it to a UIKit method goes.
struct UIKitCallShape: Hashable {
  let dialect: Dialect
  /// The Swift base name, or the Objective-C selector.
  let name: String
  let labels: [String?]
  let count: Int
  /// How many trailing closures end the arguments (0: none).
  let trailingClosures: Int
  let kinds: UInt16

  /// Hashes the name, the count and the kinds only: calls that differ in labels alone are
  /// rare, and equality still tells them apart.
  func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(count)
    hasher.combine(kinds)
  }

  /// Field by field, the numbers first and the strings last. Inlined, so that a shape kept in
  /// `UIKitMatchCache`'s recent slots is compared where it is kept, not copied out of its
  /// object first (a retain and a release of each string and array it holds).
  @inline(__always)
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.count == rhs.count && lhs.kinds == rhs.kinds
      && lhs.trailingClosures == rhs.trailingClosures && lhs.dialect == rhs.dialect
      && lhs.name == rhs.name && lhs.labels == rhs.labels
  }
}

/// The UIKit matches of the call shapes met so far (nil: the shape names no UIKit method),
/// so a call written as one before is matched without looking at the signatures again.
///
/// The table is the process's, shared by every interpreter under a lock, in front of which each
/// interpreter keeps the last shapes it met: a match depends on how the call is written alone,
/// and `grade` runs every answer in fresh sandboxes, which would match the same calls again.
struct UIKitMatchCache {
  private static let matches = Mutex<[UIKitCallShape: UIKitMatch?]>([:])
  /// More shapes than any program writes: past it, the table starts again.
  private static let capacity = 4096
  /// The last shapes met, a slot each by a number worked out without hashing: a loop or a
  /// script repeats a few calls, and comparing one shape costs less than hashing it.
  private var recent = [Recent?](repeating: nil, count: Self.recentSlots)
  private static let recentSlots = 16

  /// A shape met lately and its match.
  private final class Recent {
    let shape: UIKitCallShape
    let match: UIKitMatch?

    init(shape: UIKitCallShape, match: UIKitMatch?) {
      self.shape = shape
      self.match = match
    }
  }

  /// The match kept for a shape; `.none` when the shape is new.
  subscript(shape: UIKitCallShape) -> UIKitMatch?? {
    mutating get {
      let slot = Self.slot(of: shape)
      if let kept = recent[slot], kept.shape == shape { return .some(kept.match) }
      guard let match = Self.matches.withLock({ $0[shape] }) else { return nil }
      recent[slot] = Recent(shape: shape, match: match)
      return .some(match)
    }
  }

  mutating func keep(_ match: UIKitMatch?, for shape: UIKitCallShape) {
    Self.matches.withLock { matches in
      if matches.count >= Self.capacity { matches.removeAll(keepingCapacity: true) }
      matches[shape] = .some(match)
    }
    recent[Self.slot(of: shape)] = Recent(shape: shape, match: match)
  }

  /// A shape's slot among the recent ones: from its name's length and first byte, its
  /// argument count and its receiver's kinds. (The first byte, not the last: a string's
  /// `utf8.last` steps back from its end index, at several times the cost.)
  private static func slot(of shape: UIKitCallShape) -> Int {
    let utf8 = shape.name.utf8
    let first = Int(utf8.first ?? 0)
    return (utf8.count &+ first &* 3 &+ shape.count &+ Int(shape.kinds)) & (recentSlots - 1)
  }
}
