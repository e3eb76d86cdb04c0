import Foundation
import LessonEngine

/// The lesson and exercise files under the repository's `Lessons/` folder, as the catalog
/// takes them (paths relative to `Lessons/`).
public func repositoryLessonFiles(filePath: String = #filePath) -> [(path: String, text: String)] {
  let root = repositoryRoot(filePath: filePath).appendingPathComponent("Lessons")
  var files: [(path: String, text: String)] = []
  guard let walker = FileManager.default.enumerator(atPath: root.path) else { return files }
  for case let path as String in walker where path.hasSuffix(".md") && !path.hasSuffix("README.md")
  {
    let url = root.appendingPathComponent(path)
    if let data = FileManager.default.contents(atPath: url.path),
      let text = String(data: data, encoding: .utf8)
    {
      files.append((path, text))
    }
  }
  return files.sorted { $0.path < $1.path }
}
