import LessonEngine

/// What a path names, as `lstat` sees it (a symbolic link is never followed to find out).
public enum FileNodeKind: Equatable, Sendable {
  case regular(size: Int)
  case directory
  case symbolicLink
  case fifo, socket, characterDevice, blockDevice
  /// Something else (a door, a whiteout…).
  case unknown
  case missing
  /// It could not be looked at (permission denied…), with the system's words.
  case inaccessible(String)
}

/// How grading reads a class's files. The executable implements it over the file system (no
/// link followed, no special file opened, every read bounded); tests use `MemorySubmissionFiles`.
public protocol SubmissionFileSystem: AnyObject {
  /// What the path is, without following a final symbolic link.
  func kind(of path: String) -> FileNodeKind
  /// The names in a directory (without `.` and `..`), or nil when it cannot be listed.
  func entries(of directory: String) -> [String]?
  /// A regular file's bytes, at most `limit` of them: opened without following a link and
  /// without blocking, refused when it is not a regular file or is larger than `limit`.
  func read(_ path: String, limit: Int) -> Result<[UInt8], FileAccessError>
  /// The path with every symbolic link resolved (absolute), or nil when it leads nowhere.
  func resolve(_ path: String) -> String?
}

/// A class's files in memory, for tests: regular files, folders, links and special files.
public final class MemorySubmissionFiles: SubmissionFileSystem {
  /// One node of the tree.
  public enum Node: Sendable {
    case file([UInt8])
    case directory
    case link(to: String)
    case special(FileNodeKind)
  }

  public private(set) var nodes: [String: Node]
  /// Paths read so far, in order (tests check that a special file or a link was never read).
  public private(set) var reads: [String] = []

  public init(_ nodes: [String: Node]) {
    var all = nodes
    for path in nodes.keys {
      var parts = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
      while !parts.isEmpty {
        let folder = parts.joined(separator: "/")
        if !folder.isEmpty, all[folder] == nil { all[folder] = .directory }
        parts = parts.dropLast()
      }
    }
    self.nodes = all
  }

  public func kind(of path: String) -> FileNodeKind {
    switch nodes[path] {
    case .file(let bytes)?: return .regular(size: bytes.count)
    case .directory?: return .directory
    case .link?: return .symbolicLink
    case .special(let kind)?: return kind
    case nil: return .missing
    }
  }

  public func entries(of directory: String) -> [String]? {
    guard case .directory? = nodes[directory] else { return nil }
    let prefix = directory + "/"
    return nodes.keys.filter { $0.hasPrefix(prefix) && !$0.dropFirst(prefix.count).contains("/") }
      .map { String($0.dropFirst(prefix.count)) }
  }

  public func read(_ path: String, limit: Int) -> Result<[UInt8], FileAccessError> {
    reads.append(path)
    guard case .file(let bytes)? = nodes[path] else {
      return .failure(FileAccessError("not a regular file"))
    }
    guard bytes.count <= limit else { return .failure(FileAccessError("too large")) }
    return .success(bytes)
  }

  public func resolve(_ path: String) -> String? {
    var current = path
    for _ in 0..<16 {
      guard case .link(let target)? = nodes[current] else {
        return nodes[current] == nil ? nil : current
      }
      current = target
    }
    return nil
  }
}
