import Foundation
import Testing

/// Compares text with a golden file in `__Snapshots__` next to the calling test file; records
/// it instead when `CONTAINREPL_RECORD=1` (never set in CI), so a new golden file is written
/// only on purpose and then reviewed.
public func expectSnapshot(
  _ text: String, named name: String, filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")
  let file = directory.appendingPathComponent(name)
  if ProcessInfo.processInfo.environment["CONTAINREPL_RECORD"] == "1" {
    try? FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? (text + "\n").write(to: file, atomically: true, encoding: .utf8)
    return
  }
  guard let data = FileManager.default.contents(atPath: file.path),
    let expected = String(data: data, encoding: .utf8)
  else {
    Issue.record(
      "missing snapshot \(name); record it with CONTAINREPL_RECORD=1",
      sourceLocation: sourceLocation)
    return
  }
  #expect(text + "\n" == expected, "snapshot \(name)", sourceLocation: sourceLocation)
}

/// The repository's root folder, found from a test file's path.
public func repositoryRoot(filePath: String = #filePath) -> URL {
  var url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
  while url.path != "/" {
    if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
      return url
    }
    url.deleteLastPathComponent()
  }
  return url
}

/// The text of a file under the repository root.
public func repositoryFile(_ relativePath: String, filePath: String = #filePath) -> String? {
  let url = repositoryRoot(filePath: filePath).appendingPathComponent(relativePath)
  guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
  return String(data: data, encoding: .utf8)
}
