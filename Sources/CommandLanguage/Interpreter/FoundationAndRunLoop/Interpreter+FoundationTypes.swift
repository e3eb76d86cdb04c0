/// Foundation's types that containers' code names but neither containrepl nor the surface's
/// rows model: each is valid code, so it is refused as containrepl's limit (`unsupported:`),
/// never as the user's mistake (`cannot find 'Date' in scope`). A class the rows declare
/// (`NSProcessInfo`, `NSData`) is refused member by member, by its rows' `sim refused`.
enum FoundationTypes {
  /// Types whose values come from outside the sandbox: the clock, files, the app's bundle, the
  /// user's settings, the device. Refused like the `sim refused` rows of UIKit's surface.
  static let machine: Set<String> = [
    "Date", "NSDate", "FileManager", "NSFileManager", "Bundle", "NSBundle", "UserDefaults",
    "NSUserDefaults", "URLSession", "NSURLSession", "Timer.now",
    "Calendar", "NSCalendar", "TimeZone", "NSTimeZone", "Locale", "NSLocale", "UUID", "NSUUID",
    "CFAbsoluteTimeGetCurrent",
  ]

  /// Value types that would be harmless but are not modelled yet.
  static let unmodelled: Set<String> = [
    "URL", "Data", "URLRequest", "NSURLRequest", "JSONDecoder",
    "JSONEncoder", "NSJSONSerialization", "JSONSerialization", "NSAttributedString",
    "NSMutableAttributedString", "AttributedString", "NSNumberFormatter", "NumberFormatter",
    "DateFormatter", "NSDateFormatter", "NSRegularExpression", "NSPredicate", "NSSortDescriptor",
    "NSCache", "NSUndoManager", "UndoManager",
    // Swift concurrency's task (`Task { @MainActor in … }`): the sandbox has no tasks.
    "Task",
  ]

  /// Why `written` (the type's name, or a call of it as written: `Date()`, `URL(string:)`)
  /// does not run; nil when `name` is none of these types.
  static func refusal(_ name: String, written: String) -> RuntimeMessage? {
    if machine.contains(name) { return .reachesMachine(written) }
    if unmodelled.contains(name) { return .notSimulated(written) }
    return nil
  }
}
