import LessonEngine

/// The settings a learner keeps from one session to the next (`settings.json` in the state
/// directory): ASCII diagrams and the sandbox's first lines. Nil: never set.
public struct StoredSettings: Equatable, Sendable {
  /// Diagrams in plain ASCII (for terminals that draw box-drawing characters double width).
  public var ascii: Bool?
  /// The sandbox's opening lines in a terminal.
  public var welcome: Bool?

  public init(ascii: Bool? = nil, welcome: Bool? = nil) {
    self.ascii = ascii
    self.welcome = welcome
  }

  /// The settings as JSON text (stable key order; unset settings left out).
  public func json() -> String {
    var pairs: [(String, JSON)] = [("version", .number(1))]
    if let ascii { pairs.append(("ascii", .bool(ascii))) }
    if let welcome { pairs.append(("welcome", .bool(welcome))) }
    return JSON.object(pairs).text(pretty: true) + "\n"
  }

  /// Reads settings JSON; nil when the text is damaged. Unknown keys are ignored.
  public static func parse(_ text: String) -> StoredSettings? {
    guard let root = JSON.parse(text), root["version"]?.number == 1 else { return nil }
    return StoredSettings(ascii: root["ascii"]?.bool, welcome: root["welcome"]?.bool)
  }

  /// The options with these settings laid over them.
  public func applied(to options: SessionOptions) -> SessionOptions {
    var options = options
    if let ascii { options.ascii = options.ascii || ascii }
    if let welcome { options.welcome = welcome }
    return options
  }
}

/// Where settings are kept between sessions.
public protocol SettingsStore: AnyObject {
  /// The saved settings (empty when there are none or the file is damaged).
  func load() -> StoredSettings
  /// Saves settings (atomically).
  func save(_ settings: StoredSettings)
}

/// Settings kept in memory (tests).
public final class MemorySettingsStore: SettingsStore {
  public var settings: StoredSettings

  public init(_ settings: StoredSettings = StoredSettings()) { self.settings = settings }

  public func load() -> StoredSettings { settings }
  public func save(_ settings: StoredSettings) { self.settings = settings }
}
