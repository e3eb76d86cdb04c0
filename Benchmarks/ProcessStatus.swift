import Glibc

/// A live child's memory and state, read from `/proc/PID/status` and `/proc/PID/stat`.
///
/// Peak memory is `VmHWM` sampled while the child runs, not `wait4`'s `ru_maxrss`: after
/// `posix_spawn` (a vfork) the kernel folds the high-water mark of the memory the child had
/// before `exec` — the parent's — into `ru_maxrss`, so every child would report at least the
/// benchmark's own peak.
enum ProcessStatus {
  /// The peak resident set size of `pid`'s current program, in KiB; nil once it has exited.
  static func peakKiB(_ pid: pid_t) -> Int? {
    guard let text = read("/proc/\(pid)/status") else { return nil }
    for line in text.split(separator: "\n") where line.hasPrefix("VmHWM:") {
      return Int(line.dropFirst(6).filter { $0.isNumber })
    }
    return nil
  }

  /// Whether `pid` is asleep (state `S`: waiting, here for input).
  static func isSleeping(_ pid: pid_t) -> Bool {
    guard let text = read("/proc/\(pid)/stat"), let close = text.lastIndex(of: ")") else {
      return false
    }
    return text[close...].dropFirst(2).first == "S"
  }

  /// Waits until `pid` has been asleep with an unchanged peak for `quiet` seconds (it is idle),
  /// at most `limit` seconds; returns the peak then.
  static func idlePeakKiB(_ pid: pid_t, quiet: Double = 0.05, limit: Double = 3) -> Int? {
    let start = MonotonicClock.now()
    var last = peakKiB(pid)
    var quietSince = start
    while MonotonicClock.now() - start < limit {
      sleep(milliseconds: 2)
      let now = peakKiB(pid)
      guard now != nil else { return last }
      if now != last || !isSleeping(pid) { quietSince = MonotonicClock.now() }
      last = now
      if MonotonicClock.now() - quietSince >= quiet { break }
    }
    return last
  }

  static func sleep(milliseconds: Int) {
    var time = timespec(tv_sec: 0, tv_nsec: milliseconds * 1_000_000)
    _ = nanosleep(&time, nil)
  }

  /// A small /proc file (one read is enough and keeps the sampling cheap).
  private static func read(_ path: String) -> String? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
    guard count > 0 else { return nil }
    return String(decoding: buffer[0..<count], as: UTF8.self)
  }
}
