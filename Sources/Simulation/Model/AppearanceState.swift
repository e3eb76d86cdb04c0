/// A view controller's appearance state (rule 0.2): where it is between disappeared and appeared.
public enum AppearanceState: String, CaseIterable, Hashable, Sendable {
  case disappeared
  case appearing
  case appeared
  case disappearing

  /// Whether the controller is between a begin and an end.
  public var isTransitioning: Bool { self == .appearing || self == .disappearing }
}
