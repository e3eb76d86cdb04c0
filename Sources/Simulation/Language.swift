/// The languages containrepl speaks to its user; UIKit's own texts and code stay in English.
public enum Language: String, CaseIterable, Hashable, Sendable {
  case english = "en"
  case chinese = "zh-Hans"

  /// Parses `en`, `zh`, `zh-Hans`, `zh_CN`, `zh_CN.UTF-8` and similar spellings.
  public init?(code: String) {
    let lowered = code.lowercased()
    if lowered.hasPrefix("zh") {
      self = .chinese
    } else if lowered.hasPrefix("en") || lowered == "c" || lowered == "posix"
      || lowered.hasPrefix("c.")
    {
      self = .english
    } else {
      return nil
    }
  }

  /// Picks the English or the Chinese text.
  @inlinable
  public func pick(_ english: @autoclosure () -> String, _ chinese: @autoclosure () -> String)
    -> String
  {
    self == .english ? english() : chinese()
  }
}
