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
    StateFiles.directory().map { HistoryFile(directory: $0) }
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
    guard StateFiles.makeDirectories(directory) else { return false }
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

  /// Runs `body` holding the history lock (see `StateFiles.withLock`).
  private func withLock(_ body: () -> Bool) -> Bool {
    StateFiles.withLock(lockPath, body)
  }

  static func readAll(_ path: String) -> [UInt8]? { StateFiles.readAll(path) }

  /// Replaces the file atomically. No `fsync`: it costs about 10 ms per input here (ext4),
  /// which would stall a pasted script; the rename alone keeps readers from half a file.
  static func writeAtomically(_ bytes: [UInt8], to path: String) -> Bool {
    StateFiles.writeAtomically(bytes, to: path, sync: false)
  }
}
