import Glibc
import Grading
import LessonEngine
import Shell

/// A class's submissions on disk, read as untrusted input: `lstat` before anything else, no
/// symbolic link followed by an open, no pipe, socket or device ever opened (a pipe would block
/// forever), every read bounded by a size checked before reading and a capped read.
final class PlatformSubmissionFiles: SubmissionFileSystem, Sendable {
  func kind(of path: String) -> FileNodeKind {
    var status = stat()
    guard lstat(path, &status) == 0 else {
      return errno == ENOENT || errno == ENOTDIR
        ? .missing : .inaccessible(String(cString: strerror(errno)))
    }
    switch status.st_mode & S_IFMT {
    case S_IFREG: return .regular(size: Int(status.st_size))
    case S_IFDIR: return .directory
    case S_IFLNK: return .symbolicLink
    case S_IFIFO: return .fifo
    case S_IFSOCK: return .socket
    case S_IFCHR: return .characterDevice
    case S_IFBLK: return .blockDevice
    default: return .unknown
    }
  }

  func entries(of directory: String) -> [String]? {
    guard let handle = opendir(directory) else { return nil }
    defer { closedir(handle) }
    var names: [String] = []
    while let entry = readdir(handle) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
      if names.count > 100_000 { break }
    }
    return names
  }

  func read(_ path: String, limit: Int) -> Result<[UInt8], FileAccessError> {
    // O_NOFOLLOW: a link swapped in after the lstat is refused; O_NONBLOCK: a pipe swapped in
    // does not block the open; fstat then says what was really opened.
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
    guard descriptor >= 0 else {
      return .failure(
        FileAccessError(
          errno == ELOOP ? "a symbolic link: not followed" : String(cString: strerror(errno))))
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      return .failure(FileAccessError("not a regular file: not read"))
    }
    guard Int(status.st_size) <= limit else {
      return .failure(FileAccessError("larger than \(limit >> 20) MiB: not read"))
    }
    var bytes: [UInt8] = []
    // A chunk the file's size and one byte more (to see its end in one read), 4 to 64 KiB:
    // zeroing 64 KiB for every answer of a class cost more than reading it.
    var chunk = [UInt8](
      repeating: 0, count: max(4_096, min(65_535, Int(clamping: status.st_size)) + 1))
    while bytes.count <= limit {
      let wanted = min(chunk.count, limit + 1 - bytes.count)
      let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, wanted) }
      if count < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        return .failure(FileAccessError(String(cString: strerror(errno))))
      }
      if count == 0 { break }
      bytes += chunk[0..<count]
    }
    guard bytes.count <= limit else {
      return .failure(FileAccessError("larger than \(limit >> 20) MiB: not read"))
    }
    return .success(bytes)
  }

  func resolve(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}

/// Writes students' feedback files into the teacher's folder, and nowhere else: the names come
/// already made safe (`ClassReport.feedbackFileNames`) and are checked again here. A new name
/// is created in place; a file already there is rewritten in place only when it is a regular
/// file with no other name. Anything else under the name (a symbolic link, a hard link to a
/// file elsewhere, a pipe) is replaced by a file written beside it and renamed over it, so it
/// is never written through.
///
/// A new file and a rewrite take no inode and no rename: on ext4, each temporary file and
/// rename of a class cost more than grading its answer did.
struct FeedbackFolder {
  let path: String
  private let descriptor: Int32

  /// Opens (creating it if needed) a folder the user can write into; nil with the reason.
  static func open(_ path: String) -> Result<FeedbackFolder, FileAccessError> {
    guard PlatformFiles.makeDirectories(path) else {
      return .failure(FileAccessError(String(cString: strerror(errno))))
    }
    let descriptor = Glibc.open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else {
      return .failure(FileAccessError(String(cString: strerror(errno))))
    }
    guard access(path, W_OK | X_OK) == 0 else {
      let reason = String(cString: strerror(errno))
      Glibc.close(descriptor)
      return .failure(FileAccessError(reason))
    }
    return .success(FeedbackFolder(path: path, descriptor: descriptor))
  }

  /// Writes one file; false when it could not be.
  func write(_ name: String, _ text: String) -> Bool {
    // On bytes: `/`, `.` and the control characters are single bytes no other character has.
    guard let first = name.utf8.first, first != UInt8(ascii: "."),
      !name.utf8.contains(where: { $0 == UInt8(ascii: "/") || $0 < 0x20 || $0 == 0x7F })
    else { return false }
    let created = openat(
      descriptor, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
    if created >= 0 { return Self.fill(created, text) }
    guard errno == EEXIST else { return false }
    if let existing = rewritable(name) { return Self.fill(existing, text) }
    return replace(name, text)
  }

  /// The file already under `name`, opened for writing and emptied, when it is a regular file
  /// with that one name; nil for anything else. Only what `lstat` calls a regular file is
  /// opened, following no link and waiting on no pipe swapped in since; nothing is emptied
  /// before `fstat` has said what was opened.
  private func rewritable(_ name: String) -> Int32? {
    var status = stat()
    guard fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0,
      status.st_mode & S_IFMT == S_IFREG, status.st_nlink == 1
    else { return nil }
    let file = openat(descriptor, name, O_WRONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
    guard file >= 0 else { return nil }
    guard fstat(file, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_nlink == 1,
      ftruncate(file, 0) == 0
    else {
      Glibc.close(file)
      return nil
    }
    return file
  }

  /// Writes the file beside `name` and renames it over whatever is there.
  private func replace(_ name: String, _ text: String) -> Bool {
    let temporary = ".\(name).tmp-\(getpid())"
    let file = openat(
      descriptor, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
    guard file >= 0 else { return false }
    if Self.fill(file, text), renameat(descriptor, temporary, descriptor, name) == 0 {
      return true
    }
    unlinkat(descriptor, temporary, 0)
    return false
  }

  /// Writes all of `text` to `file` and closes it; false when either failed.
  private static func fill(_ file: Int32, _ text: String) -> Bool {
    var text = text
    let ok = text.withUTF8 { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = Glibc.write(file, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
        if written < 0, errno == EINTR { continue }
        if written <= 0 { return false }
        offset += written
      }
      return true
    }
    return Glibc.close(file) == 0 && ok
  }

  func close() { Glibc.close(descriptor) }
}

/// The feedback zip's file (`grade --feedback-zip FILE`): checked before grading, so that a
/// path that cannot be written stops the command before any work.
enum FeedbackZipFile {
  /// Why `path` cannot take the zip (a folder, a folder that does not exist or cannot be
  /// written into); nil when it can.
  static func problem(_ path: String) -> String? {
    var status = stat()
    if stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
      return String(cString: strerror(EISDIR))
    }
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
    guard access(folder, W_OK | X_OK) == 0 else { return String(cString: strerror(errno)) }
    return nil
  }

  /// Now, local time, as the zip's files are dated.
  static func now() -> ZipArchive.Time {
    var now = time(nil)
    var parts = tm()
    localtime_r(&now, &parts)
    return ZipArchive.Time(
      year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday),
      hour: Int(parts.tm_hour), minute: Int(parts.tm_min), second: Int(parts.tm_sec))
  }
}
