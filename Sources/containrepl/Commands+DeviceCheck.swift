import LessonEngine
import Rendering
import Shell
import Simulation

extension Commands {
  /// `containrepl export --xctest SCRIPT… [-o FILE.swift]`: an XCTest that replays the scripts on
  /// real UIKit. Exit 0 when it was written, 2 when the input cannot be exported.
  func export(_ paths: [String]) -> Int32 {
    let l = language
    guard options.xctest else {
      writeError(
        "error: "
          + l.pick(
            "say what to export: --xctest (an XCTest for an iOS app's test target)",
            "请指明导出什么：--xctest（给 iOS 应用测试目标用的 XCTest）") + "\n")
      return 2
    }
    var scripts: [(name: String, text: String)] = []
    for path in paths {
      guard let text = readText(path) else { return 2 }
      scripts.append((path == "-" ? "stdin" : path, text))
    }
    let run = RecordedRun.scripts(
      scripts, options: SessionOptions(language: language), files: ReadOnlyFiles())
    guard run.unsupportedCommands.isEmpty else {
      writeError(
        "error: "
          + l.pick(
            "a device cannot follow \(run.unsupportedCommands.joined(separator: ", ")): take it out of the script",
            "设备无法照做 \(run.unsupportedCommands.joined(separator: "、"))：请把它从脚本中去掉")
          + "\n")
      return 2
    }
    let className = RecordedRun.className(fromFileName: options.outputPath ?? paths.first ?? "")
    let text = run.xctest(
      className: options.outputPath == nil && !className.hasSuffix("Tests")
        ? className + "Tests" : className)
    if run.hadError {
      writeError(
        l.pick(
          "note: the script reported errors; the test replays what ran",
          "note: 脚本报告了错误；测试只重放实际运行了的部分") + "\n")
    }
    guard let output = options.outputPath, output != "-" else {
      Platform.write(text)
      return 0
    }
    if case .failure(let error) = PlatformFiles().writeText(output, text) {
      writeError("error: \(output): \(SystemMessage.text(error.message, language))\n")
      return 1
    }
    write([
      l.pick("wrote the XCTest \(className) to \(output)", "已把 XCTest \(className) 写入 \(output)")
    ])
    return 0
  }

  /// `containrepl diff-log SCRIPT DEVICE_LOG`: exit 0 when the device agrees, 1 when it
  /// differs, 2 when an input cannot be used.
  func diffLog(_ script: String, _ log: String) -> Int32 {
    guard let scriptText = readText(script), let deviceLog = readText(log) else { return 2 }
    let run = RecordedRun.scripts(
      [(script == "-" ? "stdin" : script, scriptText)], options: SessionOptions(language: language),
      files: ReadOnlyFiles())
    let comparison = run.compare(deviceLog: deviceLog)
    let lines = comparison.lines(language)
    if comparison.exitStatus == 2 {
      writeError(lines.map { $0.text + "\n" }.joined())
    } else {
      write(lines)
    }
    return comparison.exitStatus
  }

  /// A text file, or nil after saying on standard error why it cannot be read.
  private func readText(_ path: String) -> String? {
    let l = language
    let reason: String
    switch Platform.readFile(path, limit: 16 << 20) {
    case .text(let text): return text
    case .notFound: reason = l.pick("no such file", "文件不存在")
    case .tooLarge(let limit): reason = l.pick("larger than \(limit) bytes", "超过 \(limit) 字节")
    case .notUTF8(let offset):
      reason = l.pick("not valid UTF-8 (byte \(offset))", "不是有效的 UTF-8（偏移 \(offset) 处的字节）")
    case .failed(let message): reason = SystemMessage.text(message, language)
    }
    writeError("error: \(path): " + reason + "\n")
    return nil
  }
}

/// Files a script may read while it is run for an export (`:load`), but not write: exporting or
/// comparing a script does not repeat its `:save` and `:export`.
final class ReadOnlyFiles: FileAccess {
  func readText(_ path: String) -> Result<String, FileAccessError> {
    PlatformFiles().readText(path)
  }

  func writeText(_ path: String, _ text: String) -> Result<Void, FileAccessError> {
    .failure(FileAccessError("not written while the script is exported or compared"))
  }
}
