import Glibc

/// Everything the executable asks of the operating system, in one place.
enum Platform {
  /// Whether a file descriptor is a terminal.
  static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

  /// An environment variable, if set.
  static func environment(_ name: String) -> String? {
    guard let value = getenv(name) else { return nil }
    return String(cString: value)
  }

  /// Writes text to standard output, unbuffered by Swift (the C stream is flushed).
  static func write(_ text: String) {
    var bytes = Array(text.utf8)
    writeAll(1, &bytes)
  }

  /// Writes bytes to standard output.
  static func write(bytes: inout [UInt8]) {
    writeAll(1, &bytes)
  }

  /// Writes text to standard error.
  static func writeError(_ text: String) {
    var bytes = Array(text.utf8)
    writeAll(2, &bytes)
  }

  private static func writeAll(_ descriptor: Int32, _ bytes: inout [UInt8]) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { buffer in
        Glibc.write(descriptor, buffer.baseAddress, buffer.count)
      }
      if written < 0 {
        if errno == EINTR { continue }
        return
      }
      offset += written
    }
  }

  /// The result of reading a file.
  enum ReadResult {
    case text(String)
    case notFound
    case tooLarge(Int)
    case notUTF8(offset: Int)
    case failed(String)
  }

  /// Reads a whole file (at most `limit` bytes) as UTF-8 text; `-` is standard input.
  static func readFile(_ path: String, limit: Int) -> ReadResult {
    let descriptor: Int32 = path == "-" ? 0 : open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      return errno == ENOENT ? .notFound : .failed(String(cString: strerror(errno)))
    }
    defer { if descriptor != 0 { close(descriptor) } }
    var status = stat()
    if fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
      return .failed(String(cString: strerror(EISDIR)))
    }
    // A file is read in one piece of its size (and one more byte, to meet its end); a pipe in
    // pieces that double. Nothing is zeroed first: an empty stdin costs one small allocation.
    var bytes: [UInt8] = []
    var wanted = max(4_096, min(Int(status.st_size) + 1, limit + 1))
    while true {
      var failure: Int32 = 0
      let chunk = [UInt8](unsafeUninitializedCapacity: wanted) { buffer, initialized in
        var count: Int
        repeat {
          count = read(descriptor, buffer.baseAddress, buffer.count)
        } while count < 0 && errno == EINTR
        if count < 0 { failure = errno }
        initialized = max(count, 0)
      }
      if failure != 0 { return .failed(String(cString: strerror(failure))) }
      if chunk.isEmpty { break }
      if bytes.isEmpty { bytes = chunk } else { bytes += chunk }
      if bytes.count > limit { return .tooLarge(limit) }
      wanted = min(wanted * 2, 1 << 20)
    }
    return decode(bytes)
  }

  /// Decodes UTF-8, reporting the offset of the first invalid byte.
  static func decode(_ bytes: [UInt8]) -> ReadResult {
    // Empty standard input, the most common start, skips the validator's first, costly call.
    if bytes.isEmpty { return .text("") }
    if let text = String(validating: bytes, as: UTF8.self) { return .text(text) }
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var offset = 0
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): offset += UTF8.width(scalar)
      case .emptyInput: return .notUTF8(offset: offset)
      case .error: return .notUTF8(offset: offset)
      }
    }
  }

  /// The files under a directory (recursively, at most `limit`), sorted; nil when it is not
  /// a directory.
  static func listFiles(_ directory: String, limit: Int = 100_000) -> [String]? {
    var status = stat()
    guard stat(directory, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR else { return nil }
    var found: [String] = []
    var pending = [directory]
    while let current = pending.popLast(), found.count < limit {
      guard let handle = opendir(current) else { continue }
      defer { closedir(handle) }
      while let entry = readdir(handle) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
          String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        if name == "." || name == ".." || name.hasPrefix(".") { continue }
        let path = current.hasSuffix("/") ? current + name : current + "/" + name
        var entryStatus = stat()
        guard lstat(path, &entryStatus) == 0 else { continue }
        switch entryStatus.st_mode & S_IFMT {
        case S_IFDIR: pending.append(path)
        case S_IFREG: found.append(path)
        default: continue
        }
      }
    }
    return found.sorted()
  }

  /// Whether a path names a directory.
  static func isDirectory(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
  }

  /// The local time now as `YYYY-MM-DD HH:MM:SS` (what Moodle's grading worksheet reads).
  static func localTime() -> String {
    var now = time(nil)
    var parts = tm()
    localtime_r(&now, &parts)
    func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday)) "
      + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))"
  }

  /// The number of processors online.
  static var processorCount: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

  /// Ends the process.
  static func exit(_ status: Int32) -> Never { Glibc.exit(status) }
}
