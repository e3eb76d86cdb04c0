import Foundation

/// The fuzzer's file system: reading seeds and outputs, writing mutants and reproducers.
enum FileText {
  /// The text of a file, invalid UTF-8 replaced (hostile answers hold some on purpose).
  static func read(_ path: String) -> String? {
    FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
  }

  /// Writes `text` to `path`, creating the folders it needs; false when it cannot.
  @discardableResult
  static func write(_ text: String, to path: String) -> Bool {
    let folder = (path as NSString).deletingLastPathComponent
    if !folder.isEmpty {
      try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }
    return FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
  }

  /// Removes a file if it is there.
  static func remove(_ path: String) {
    try? FileManager.default.removeItem(atPath: path)
  }

  /// Appends a line to a file, creating it with `header` first when it is new or empty.
  static func append(line: String, to path: String, header: String) {
    let old = read(path) ?? ""
    let start = old.isEmpty ? header : old.hasSuffix("\n") ? old : old + "\n"
    write(start + line + "\n", to: path)
  }

  /// The last lines of a file (its last 4 KB at most), for describing how a run ended.
  static func tail(of path: String, lines: Int = 6) -> String {
    guard let handle = FileHandle(forReadingAtPath: path) else { return "" }
    defer { try? handle.close() }
    let size = (try? handle.seekToEnd()) ?? 0
    try? handle.seek(toOffset: size > 4096 ? size - 4096 : 0)
    let data = (try? handle.readToEnd()) ?? Data()
    let text = String(decoding: data, as: UTF8.self)
    return text.split(separator: "\n").suffix(lines).joined(separator: "\n")
  }

  /// The machine's load average over the last minute, and its number of cores: wall times
  /// mean little on a machine that other work keeps busy.
  static func loadAverage() -> String {
    let load = read("/proc/loadavg")?.split(separator: " ").first.map(String.init) ?? "?"
    return "\(load) on \(ProcessInfo.processInfo.activeProcessorCount) cores"
  }

  /// Every file under `path` (itself when it is a file), sorted, hidden ones left out.
  static func files(under path: String) -> [String] {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return [] }
    guard isFolder.boolValue else { return [path] }
    let walker = FileManager.default.enumerator(atPath: path)
    var found: [String] = []
    while let relative = walker?.nextObject() as? String {
      let full = (path as NSString).appendingPathComponent(relative)
      var isSubfolder: ObjCBool = false
      let hidden = relative.split(separator: "/").contains { $0.hasPrefix(".") }
      if !hidden, FileManager.default.fileExists(atPath: full, isDirectory: &isSubfolder),
        !isSubfolder.boolValue
      {
        found.append(full)
      }
    }
    return found.sorted()
  }
}
