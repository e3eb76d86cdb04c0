/// Why a file could not be read or written, in words for the user (the REPL's `:save` and
/// `:load`, and a class's submissions read for grading).
public struct FileAccessError: Error, Sendable {
  public let message: String
  public init(_ message: String) { self.message = message }
}
