/// A view controller's appearance state (rule 0.2): where it is between disappeared and appeared.
public enum AppearanceState: String, CaseIterable, Hashable, Sendable {
  case disappeared
  case appearing
  case appeared
  case disappearing

  /// Whether the controller is between a begin and an end.
  public var isTransitioning: Bool { self == .appearing || self == .disappearing }
}

/// What one `beginAppearanceTransition`/`endAppearanceTransition` step does (table 5.7).
public struct AppearanceStep: Hashable, Sendable {
  /// The callback sent, if any.
  public enum Sent: Hashable, Sendable {
    case none
    case willAppear
    case didAppear
    case willDisappear
    case didDisappear
    /// The Unbalanced warning (only for explicit calls, rule 5.12a).
    case unbalancedWarning
  }

  public var sent: Sent
  public var next: AppearanceState

  /// The step `beginAppearanceTransition(appearing, …)` takes from `state`.
  public static func begin(appearing: Bool, from state: AppearanceState) -> AppearanceStep {
    switch (appearing, state) {
    case (true, .disappeared), (true, .disappearing):
      return AppearanceStep(sent: .willAppear, next: .appearing)
    case (true, .appearing): return AppearanceStep(sent: .none, next: .appearing)
    case (true, .appeared): return AppearanceStep(sent: .none, next: .appeared)
    case (false, .disappeared): return AppearanceStep(sent: .none, next: .disappeared)
    case (false, .appearing), (false, .appeared):
      return AppearanceStep(sent: .willDisappear, next: .disappearing)
    case (false, .disappearing): return AppearanceStep(sent: .none, next: .disappearing)
    }
  }

  /// The step `endAppearanceTransition()` takes from `state`.
  public static func end(from state: AppearanceState) -> AppearanceStep {
    switch state {
    case .disappeared: return AppearanceStep(sent: .unbalancedWarning, next: .disappeared)
    case .appearing: return AppearanceStep(sent: .didAppear, next: .appeared)
    case .appeared: return AppearanceStep(sent: .unbalancedWarning, next: .appeared)
    case .disappearing: return AppearanceStep(sent: .didDisappear, next: .disappeared)
    }
  }
}
