import LessonEngine

/// How the session reads and writes files for `:save` and `:load`; the executable provides it,
/// so the engine itself never touches the file system.
public protocol FileAccess: AnyObject {
  /// The text of a file, or a message saying why it could not be read.
  func readText(_ path: String) -> Result<String, FileAccessError>
  /// Writes a file (atomically), or says why it could not.
  func writeText(_ path: String, _ text: String) -> Result<Void, FileAccessError>
}

/// Files kept in memory: for tests, and for front ends without a file system.
public final class MemoryFiles: FileAccess {
  public var files: [String: String]

  public init(_ files: [String: String] = [:]) { self.files = files }

  public func readText(_ path: String) -> Result<String, FileAccessError> {
    files[path].map { .success($0) } ?? .failure(FileAccessError("no such file"))
  }

  public func writeText(_ path: String, _ text: String) -> Result<Void, FileAccessError> {
    files[path] = text
    return .success(())
  }
}
