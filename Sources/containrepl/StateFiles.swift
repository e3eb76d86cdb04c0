import Glibc
import LessonEngine
import Shell
import Simulation

/// The files containrepl keeps for the learner (`$XDG_STATE_HOME/containrepl`, by default
/// `~/.local/state/containrepl`): written atomically, under a lock, never fatal when damaged.
enum StateFiles {
  /// The state directory, or nil when neither XDG_STATE_HOME nor HOME is set.
  static func directory() -> String? {
    if let state = Platform.environment("XDG_STATE_HOME"), state.hasPrefix("/") {
      return state + "/containrepl"
    }
    guard let home = Platform.environment("HOME"), !home.isEmpty else { return nil }
    return home + "/.local/state/containrepl"
  }

  /// Runs `body` holding an exclusive `flock` on `lockPath`; false if the lock was not had
  /// within two seconds (a stuck session must not freeze this one).
  static func withLock(_ lockPath: String, _ body: () -> Bool) -> Bool {
    let directory = String(
      lockPath.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(
        separator: "/"))
    guard makeDirectories(directory) else { return false }
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

  /// Writes a temporary file next to `path`, flushes it to disk (unless `sync` is false), and
  /// renames it over `path`.
  static func writeAtomically(_ bytes: [UInt8], to path: String, sync: Bool = true) -> Bool {
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
    if sync { ok = ok && fsync(descriptor) == 0 }
    ok = close(descriptor) == 0 && ok
    if ok, rename(temporary, path) == 0 { return true }
    unlink(temporary)
    return false
  }

  /// `mkdir -p` with private permissions.
  static func makeDirectories(_ path: String) -> Bool {
    guard !path.isEmpty else { return true }
    var current = path.hasPrefix("/") ? "" : "."
    for component in path.split(separator: "/") {
      current += "/" + component
      if mkdir(current, 0o700) != 0, errno != EEXIST { return false }
    }
    return true
  }

  /// Moves a damaged file aside (`NAME.damaged-SECONDS`, with `-2`, `-3`… when a file damaged
  /// earlier in the same second is already there) and returns the new path. Called under the
  /// file's lock, so no other session picks the same name meanwhile.
  static func setAside(_ path: String) -> String {
    let stamp = path + ".damaged-\(time(nil))"
    var target = stamp
    var number = 1
    while access(target, F_OK) == 0 {
      number += 1
      target = stamp + "-\(number)"
    }
    rename(path, target)
    return target
  }
}

/// The learner's progress file (`progress.json`).
final class ProgressFile: ProgressStore {
  let path: String
  let language: Language
  private var reportedDamage = false
  private var reportedFailure = false

  init(path: String, language: Language) {
    self.path = path
    self.language = language
  }

  static func standard(language: Language) -> ProgressFile? {
    StateFiles.directory().map { ProgressFile(path: $0 + "/progress.json", language: language) }
  }

  func load() -> Progress {
    guard let bytes = StateFiles.readAll(path) else { return Progress() }
    if let progress = Progress.parse(String(decoding: bytes, as: UTF8.self)) { return progress }
    // Set aside under the lock, and only if it is still damaged: another session may have set
    // it aside, or saved a sound file in its place, since it was read.
    var progress = Progress()
    _ = StateFiles.withLock(path + ".lock") {
      progress = readLocked() ?? Progress()
      return true
    }
    return progress
  }

  /// Saves under the lock, keeping what another session saved meanwhile: lessons and exercises
  /// this one has not touched, and for those both have, the further result of each (`merged`),
  /// except the step this session is on, which is where the learner now is.
  func save(_ progress: Progress) {
    let saved = StateFiles.withLock(path + ".lock") {
      var merged = progress
      if let onDisk = readLocked() {
        merged = onDisk.merged(with: progress)
        for (id, lesson) in progress.lessons {
          merged.lessons[id]?.currentStep = lesson.currentStep
        }
      }
      return StateFiles.writeAtomically(Array(merged.json().utf8), to: path)
    }
    // The session goes on either way; the learner should know this step was not kept.
    if !saved, !reportedFailure {
      reportedFailure = true
      Platform.writeError(
        language.pick(
          "warning: progress could not be saved to \(path) (locked by another session, or not writable)\n",
          "警告：进度无法保存到 \(path)（被另一个会话锁住，或不可写）\n"))
    }
  }

  /// The progress on disk now (the caller holds the lock); nil when there is none, or it was
  /// damaged and has just been set aside and reported.
  private func readLocked() -> Progress? {
    guard let bytes = StateFiles.readAll(path) else { return nil }
    if let progress = Progress.parse(String(decoding: bytes, as: UTF8.self)) { return progress }
    let aside = StateFiles.setAside(path)
    if !reportedDamage {
      reportedDamage = true
      Platform.writeError(
        language.pick(
          "warning: the progress file was damaged; it was set aside as \(aside) and a fresh one started\n",
          "警告：进度文件已损坏，已另存为 \(aside)，并重新开始记录\n"))
    }
    return nil
  }
}

/// Reads and writes the user's files for `:save`, `:load` and `--feedback`.
final class PlatformFiles: FileAccess {
  func readText(_ path: String) -> Result<String, FileAccessError> {
    switch Platform.readFile(path, limit: 16 << 20) {
    case .text(let text): return .success(text)
    case .notFound: return .failure(FileAccessError("no such file"))
    case .tooLarge(let limit): return .failure(FileAccessError("larger than \(limit) bytes"))
    case .notUTF8(let offset): return .failure(FileAccessError("not valid UTF-8 (byte \(offset))"))
    case .failed(let reason): return .failure(FileAccessError(reason))
    }
  }

  func writeText(_ path: String, _ text: String) -> Result<Void, FileAccessError> {
    StateFiles.writeAtomically(Array(text.utf8), to: path)
      ? .success(()) : .failure(FileAccessError(String(cString: strerror(errno))))
  }

  static func makeDirectories(_ path: String) -> Bool { StateFiles.makeDirectories(path) }
}

/// The settings that outlast a session (`settings.json`): written atomically; a damaged file
/// counts as no settings and is replaced by the next save.
final class SettingsFile: SettingsStore {
  let path: String

  init(path: String) { self.path = path }

  static func standard() -> SettingsFile? {
    StateFiles.directory().map { SettingsFile(path: $0 + "/settings.json") }
  }

  func load() -> StoredSettings {
    guard let bytes = StateFiles.readAll(path) else { return StoredSettings() }
    return StoredSettings.parse(String(decoding: bytes, as: UTF8.self)) ?? StoredSettings()
  }

  func save(_ settings: StoredSettings) {
    _ = StateFiles.withLock(path + ".lock") {
      // A setting is cheap to set again: no flush to disk to wait for.
      StateFiles.writeAtomically(Array(settings.json().utf8), to: path, sync: false)
    }
  }
}
