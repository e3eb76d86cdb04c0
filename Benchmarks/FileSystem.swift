import Glibc

/// The few file and environment operations the benchmark needs, on plain libc.
enum FileSystem {
  /// Makes a new private directory under /tmp.
  static func makeTemporaryDirectory(_ prefix: String) throws -> String {
    var template = Array("/tmp/\(prefix)-XXXXXX".utf8CString)
    guard let created = mkdtemp(&template) else { throw BenchError("mkdtemp failed") }
    return String(cString: created)
  }

  static func makeDirectory(_ path: String) throws {
    guard mkdir(path, 0o700) == 0 || errno == EEXIST else {
      throw BenchError("cannot create \(path)")
    }
  }

  static func write(_ text: String, to path: String) throws {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw BenchError("cannot write \(path)") }
    defer { close(descriptor) }
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeMutableBytes {
        Glibc.write(descriptor, $0.baseAddress, $0.count)
      }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { throw BenchError("cannot write \(path)") }
      offset += written
    }
  }

  /// A file's text (invalid UTF-8 repaired), or nil if it cannot be read.
  static func read(_ path: String) -> String? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      if count <= 0 { break }
      bytes += chunk[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  static func isDirectory(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  /// A file's size in KiB (0 if it cannot be read).
  static func sizeKiB(_ path: String) -> Int {
    var info = stat()
    return stat(path, &info) == 0 ? Int(info.st_size) / 1024 : 0
  }

  static func isExecutable(_ path: String) -> Bool {
    access(path, X_OK) == 0 && !isDirectory(path)
  }

  /// The names in a directory (without `.` and `..`), sorted.
  static func list(_ path: String) -> [String] {
    guard let directory = opendir(path) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != ".", name != ".." { names.append(name) }
    }
    return names.sorted()
  }

  /// Removes a file or a directory tree.
  static func remove(_ path: String) {
    guard isDirectory(path) else {
      unlink(path)
      return
    }
    for name in list(path) { remove(path + "/" + name) }
    rmdir(path)
  }

  /// An absolute path: `name` itself if it contains a slash, else the first match on PATH that
  /// is a compiled program. Scripts are passed over and listed in `skipped`: a version
  /// manager's shim (pyenv's `python3` is a bash script) would time bash, not the program.
  static func resolve(_ name: String, skipped: inout [String]) -> String? {
    if name.contains("/") { return isExecutable(name) ? absolute(name) : nil }
    let search = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
    for directory in search.split(separator: ":") where isExecutable("\(directory)/\(name)") {
      let path = "\(directory)/\(name)"
      if isScript(path) {
        skipped.append(path)
        continue
      }
      return path
    }
    return nil
  }

  static func resolve(_ name: String) -> String? {
    var skipped: [String] = []
    return resolve(name, skipped: &skipped)
  }

  /// Whether a file starts with `#!`.
  static func isScript(_ path: String) -> Bool {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    var magic: [UInt8] = [0, 0]
    let count = magic.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, 2) }
    return count == 2 && magic == [UInt8(ascii: "#"), UInt8(ascii: "!")]
  }

  static func absolute(_ path: String) -> String {
    guard !path.hasPrefix("/"), let cwd = getcwd(nil, 0) else { return path }
    defer { free(cwd) }
    return String(cString: cwd) + "/" + path
  }

  /// CPU seconds the whole machine has spent busy since boot (all cores, from /proc/stat).
  static func machineBusySeconds() -> Double? {
    guard let line = read("/proc/stat")?.split(separator: "\n").first, line.hasPrefix("cpu ")
    else { return nil }
    let fields = line.split(separator: " ").dropFirst().compactMap { Double($0) }
    guard fields.count >= 8 else { return nil }
    // user nice system idle iowait irq softirq steal: all but idle and iowait are busy.
    let busy = fields[0] + fields[1] + fields[2] + fields[5] + fields[6] + fields[7]
    return busy / Double(sysconf(Int32(_SC_CLK_TCK)))
  }

  /// CPU seconds used by this process and its waited-for children.
  static func ownCPUSeconds() -> Double {
    var total = 0.0
    for who in [RUSAGE_SELF.rawValue, RUSAGE_CHILDREN.rawValue] {
      var usage = rusage()
      guard getrusage(who, &usage) == 0 else { continue }
      for time in [usage.ru_utime, usage.ru_stime] {
        total += Double(time.tv_sec) + Double(time.tv_usec) / 1e6
      }
    }
    return total
  }

  /// This process's environment, as `NAME=value` strings.
  static func environment() -> [String] {
    guard let text = read("/proc/self/environ") else { return ["PATH=/usr/bin:/bin"] }
    return text.split(separator: "\0").map(String.init)
  }
}
