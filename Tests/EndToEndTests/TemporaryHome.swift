import Glibc

/// A private home for one test: `HOME` and `XDG_STATE_HOME` point inside it; removed at the end.
final class TemporaryHome {
  let path: String

  init() throws {
    var template = Array("/tmp/containrepl-e2e-XXXXXX".utf8CString)
    guard let created = mkdtemp(&template) else {
      throw PseudoTerminalError(description: "mkdtemp failed")
    }
    path = String(cString: created)
  }

  deinit { Self.remove(path) }

  var stateDirectory: String { path + "/state" }
  var historyDirectory: String { stateDirectory + "/containrepl" }
  var historyPath: String { historyDirectory + "/history" }

  /// The environment of a session living here, in a UTF-8 locale unless `locale` says otherwise.
  func environment(_ locale: [String: String] = ["LANG": "C.UTF-8"]) -> [String: String] {
    // A crash prints its backtrace and ends, instead of waiting for a key on the terminal.
    [
      "HOME": path, "XDG_STATE_HOME": stateDirectory, "TERM": "xterm",
      "SWIFT_BACKTRACE": "interactive=no",
    ].merging(locale) { $1 }
  }

  /// The history file's bytes, or nil if it does not exist.
  func historyBytes() -> [UInt8]? {
    contents(of: historyPath)
  }

  /// A file's bytes, or nil if it does not exist.
  func contents(of path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count <= 0 { return bytes }
      bytes += chunk[0..<count]
    }
  }

  /// The history file's lines (entries still escaped, header included).
  func historyLines() -> [String] {
    guard let bytes = historyBytes() else { return [] }
    return String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
  }

  /// Writes `bytes` as the history file, creating its directories.
  func writeHistory(_ bytes: [UInt8]) {
    mkdir(stateDirectory, 0o700)
    mkdir(historyDirectory, 0o700)
    let descriptor = open(historyPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return }
    _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    close(descriptor)
  }

  func exists(_ relativePath: String) -> Bool {
    access(path + "/" + relativePath, F_OK) == 0
  }

  private static func remove(_ path: String) {
    guard let directory = opendir(path) else {
      unlink(path)
      return
    }
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name == "." || name == ".." { continue }
      let child = path + "/" + name
      if entry.pointee.d_type == UInt8(DT_DIR) { remove(child) } else { unlink(child) }
    }
    closedir(directory)
    rmdir(path)
  }
}
