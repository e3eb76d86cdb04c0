/// Identifies a layout constraint in the world.
public struct ConstraintID: Hashable, Sendable, CustomStringConvertible {
  public let index: Int
  public init(_ index: Int) { self.index = index }
  public var description: String { "constraint#\(index)" }
}

/// `NSLayoutConstraint.Attribute`, the ones the simulation solves.
public enum LayoutAttribute: String, CaseIterable, Hashable, Sendable {
  case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
  case notAnAttribute

  /// Whether it lies on the horizontal axis.
  public var isHorizontal: Bool {
    switch self {
    case .left, .right, .leading, .trailing, .width, .centerX: return true
    default: return false
    }
  }

  /// Whether it is a size rather than a position.
  public var isDimension: Bool { self == .width || self == .height }
}

/// `NSLayoutConstraint.Relation`.
public enum LayoutRelation: String, Hashable, Sendable {
  case lessThanOrEqual, equal, greaterThanOrEqual

  /// How a constraint's description writes it.
  public var symbol: String {
    switch self {
    case .lessThanOrEqual: return "<="
    case .equal: return "=="
    case .greaterThanOrEqual: return ">="
    }
  }
}

/// What a constraint's side refers to: a view, or one of its layout guides.
public enum LayoutItem: Hashable, Sendable {
  case view(ViewID)
  /// `view.safeAreaLayoutGuide`.
  case safeArea(ViewID)
  /// `view.layoutMarginsGuide`.
  case margins(ViewID)
  /// A scroll view's `contentLayoutGuide`: the content area, `contentSize` big, at the bounds'
  /// coordinate origin (rule L.6a).
  case content(ViewID)
  /// A scroll view's `frameLayoutGuide`: its frame, whatever the offset (rule L.6a).
  case frame(ViewID)

  /// The view the item belongs to.
  public var view: ViewID {
    switch self {
    case .view(let id), .safeArea(let id), .margins(let id), .content(let id), .frame(let id):
      return id
    }
  }
}

/// One side of a constraint: an item's attribute.
public struct LayoutAnchor: Hashable, Sendable {
  public var item: LayoutItem
  public var attribute: LayoutAttribute

  public init(item: LayoutItem, attribute: LayoutAttribute) {
    self.item = item
    self.attribute = attribute
  }
}

/// `NSLayoutConstraint`: `first = multiplier × second + constant`, or an inequality.
public struct LayoutConstraint: Hashable, Sendable {
  public let id: ConstraintID
  public let first: LayoutAnchor
  public let relation: LayoutRelation
  /// Nil for a constant size (`widthAnchor.constraint(equalToConstant:)`).
  public let second: LayoutAnchor?
  public let multiplier: Double
  public internal(set) var constant: Double
  /// 1000 is required; anything lower is optional.
  public internal(set) var priority: Double
  public internal(set) var isActive = false
  /// The view that holds it while it is active: the one `addConstraint(_:)` was sent to, or
  /// the nearest common ancestor of its items when activated (rule L.7).
  public internal(set) var holder: ViewID?
  /// The variable it was bound to, for messages.
  public internal(set) var name: String?

  public static let required = 1000.0

  init(
    id: ConstraintID, first: LayoutAnchor, relation: LayoutRelation, second: LayoutAnchor?,
    multiplier: Double, constant: Double, priority: Double
  ) {
    self.id = id
    self.first = first
    self.relation = relation
    self.second = second
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
  }

  public var isRequired: Bool { priority >= LayoutConstraint.required }
}
