import Glibc

/// The inputs remembered across sessions, in `$XDG_STATE_HOME/containrepl/history`.
///
/// The format is UTF-8 text, one entry a line, after a first line `# containrepl history 1`.
/// A multi-line input is one entry: a backslash is written `\\`, a line feed `\n`, a carriage
/// return `\r`. Reading keeps every valid line; a line that is not UTF-8 or holds an unknown
/// escape, and a last line without its line feed (a truncated write), are skipped and make the
/// file count as damaged.
///
/// Entries are saved one at a time, right after each input is read (`append`), rather than at
/// exit: a session that is killed (SIGKILL, a closed terminal, a crash) then loses nothing, no
/// file work has to happen in a signal handler, and two sessions open at once interleave their
/// inputs in the order they were typed. Each save takes an `flock` on `history.lock`, re-reads
/// what is on disk now (another session may have saved meanwhile), adds the entry, and replaces
/// the file by writing a temporary file and renaming it, so readers never see half a file.
struct HistoryFile {
  /// The most entries kept.
  static let limit = 1_000
  static let header = "# containrepl history 1"

  /// The directory holding the file (created when first needed).
  let directory: String
  var path: String { directory + "/history" }
  var lockPath: String { directory + "/history.lock" }
  /// Where a damaged file is copied before it is rewritten.
  var damagedPath: String { directory + "/history.damaged" }

  /// `$XDG_STATE_HOME/containrepl`, else `$HOME/.local/state/containrepl`; nil without either.
  static func standard() -> HistoryFile? {
    if let state = Platform.environment("XDG_STATE_HOME"), state.hasPrefix("/") {
      return HistoryFile(directory: state + "/containrepl")
    }
    if let home = Platform.environment("HOME"), home.hasPrefix("/") {
      return HistoryFile(directory: home + "/.local/state/containrepl")
    }
    return nil
  }

  /// What loading found.
  struct Contents: Equatable {
    var entries: [String] = []
    var damaged = false
  }

  /// The entries on disk, oldest first; a file that does not exist is empty.
  func load() -> Contents {
    guard let bytes = Self.readAll(path) else { return Contents() }
    return Self.decode(bytes)
  }

  /// Loads, and when the file is damaged keeps a copy as `history.damaged` and rewrites the file
  /// with what could be read. Returns the entries and whether the file was damaged.
  func loadRepairing() -> Contents {
    let contents = load()
    guard contents.damaged else { return contents }
    _ = withLock {
      guard let bytes = Self.readAll(path) else { return false }
      let now = Self.decode(bytes)
      guard now.damaged else { return true }
      _ = Self.writeAtomically(bytes, to: damagedPath)
      return Self.writeAtomically(Self.encode(now.entries), to: path)
    }
    return contents
  }

  /// Adds one entry to the file, merged with what is there now; false if it could not be saved.
  func append(_ entry: String) -> Bool {
    guard !entry.isEmpty else { return true }
    guard Self.makeDirectories(directory) else { return false }
    return withLock {
      var entries = load().entries
      if entries.last == entry { return true }
      entries.append(entry)
      return Self.writeAtomically(Self.encode(entries), to: path)
    }
  }

  // MARK: - Format

  /// The file's bytes for `entries` (the last `limit` of them, no consecutive duplicates).
  static func encode(_ entries: [String]) -> [UInt8] {
    var text = header + "\n"
    for entry in bounded(entries) { text += escape(entry) + "\n" }
    return Array(text.utf8)
  }

  /// The valid entries of a file's bytes, and whether anything had to be skipped.
  static func decode(_ bytes: [UInt8]) -> Contents {
    var contents = Contents()
    var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
    if let last = lines.last {
      if !last.isEmpty { contents.damaged = true }  // no final line feed: cut off mid-write
      lines.removeLast()
    }
    for (number, line) in lines.enumerated() {
      guard !line.isEmpty else { continue }
      guard let text = String(validating: line, as: UTF8.self), let entry = unescape(text)
      else {
        contents.damaged = true
        continue
      }
      if number == 0, text.hasPrefix("# containrepl history") { continue }
      contents.entries.append(entry)
    }
    contents.entries = bounded(contents.entries)
    return contents
  }

  /// The last `limit` entries, without consecutive duplicates.
  static func bounded(_ entries: [String]) -> [String] {
    var result: [String] = []
    for entry in entries where entry != result.last { result.append(entry) }
    return Array(result.suffix(limit))
  }

  static func escape(_ entry: String) -> String {
    var result = ""
    for scalar in entry.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// The entry a line holds; nil for an unknown escape or a control character that `escape`
  /// would never have written.
  static func unescape(_ line: String) -> String? {
    var result = ""
    var escaped = false
    for scalar in line.unicodeScalars {
      if escaped {
        switch scalar {
        case "\\": result += "\\"
        case "n": result += "\n"
        case "r": result += "\r"
        default: return nil
        }
        escaped = false
      } else if scalar == "\\" {
        escaped = true
      } else if scalar == "\r" || scalar.value == 0 {
        return nil
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return escaped ? nil : result
  }

  // MARK: - Files

  /// Runs `body` holding an exclusive `flock` on the lock file; false if the lock was not had
  /// within two seconds (a stuck session must not freeze this one).
  private func withLock(_ body: () -> Bool) -> Bool {
    guard Self.makeDirectories(directory) else { return false }
    let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }  // closing releases the lock
    var attempts = 0
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      guard errno == EWOULDBLOCK || errno == EINTR, attempts < 200 else { return false }
      attempts += 1
      usleep(10_000)
    }
    return body()
  }

  /// A whole file's bytes (at most 32 MiB), or nil when it cannot be opened.
  static func readAll(_ path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while bytes.count < 32 << 20 {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      if count <= 0 { break }
      bytes += chunk[0..<count]
    }
    return bytes
  }

  /// Writes a temporary file next to `path`, flushes it to disk, and renames it over `path`.
  static func writeAtomically(_ bytes: [UInt8], to path: String) -> Bool {
    let temporary = path + ".tmp-\(getpid())"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return false }
    var offset = 0
    var ok = true
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if written < 0, errno == EINTR { continue }
      if written <= 0 {
        ok = false
        break
      }
      offset += written
    }
    ok = ok && fsync(descriptor) == 0
    ok = close(descriptor) == 0 && ok
    if ok, rename(temporary, path) == 0 { return true }
    unlink(temporary)
    return false
  }

  /// `mkdir -p` with private permissions.
  static func makeDirectories(_ path: String) -> Bool {
    var current = ""
    for component in path.split(separator: "/") {
      current += "/" + component
      if mkdir(current, 0o700) != 0, errno != EEXIST { return false }
    }
    return true
  }
}
