import Foundation
import Testing

/// Compares text with a golden file in `__Snapshots__` next to the calling test file; records
/// it instead when `CONTAINREPL_RECORD=1` (never set in CI). Recording a file that changed fails
/// the test, so a run in record mode never passes unnoticed: the new file is reviewed, then the
/// tests run again without the variable.
public func expectSnapshot(
  _ text: String, named name: String, filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")
  let file = directory.appendingPathComponent(name)
  let expected = FileManager.default.contents(atPath: file.path).flatMap {
    String(data: $0, encoding: .utf8)
  }
  if ProcessInfo.processInfo.environment["CONTAINREPL_RECORD"] == "1" {
    guard expected != text + "\n" else { return }
    do {
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try (text + "\n").write(to: file, atomically: true, encoding: .utf8)
      Issue.record(
        "recorded snapshot \(name); review it, then run the tests without CONTAINREPL_RECORD",
        sourceLocation: sourceLocation)
    } catch {
      Issue.record("cannot record snapshot \(name): \(error)", sourceLocation: sourceLocation)
    }
    return
  }
  guard let expected else {
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

/// The names of the files in a repository folder that end in `suffix`, without it, sorted:
/// test inputs are found where they are kept, never listed by hand.
public func repositoryFileNames(
  in folder: String, endingIn suffix: String, filePath: String = #filePath
) -> [String] {
  let url = repositoryRoot(filePath: filePath).appendingPathComponent(folder)
  let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
  return names.filter { $0.hasSuffix(suffix) && !$0.hasPrefix(".") }
    .map { String($0.dropLast(suffix.count)) }.sorted()
}
