import Foundation
import TestSupport
import Testing

/// Every target of `Package.swift` lists exactly the package modules its sources import.
@Suite struct PackageManifestTests {
  /// One target as the manifest declares it.
  struct Target: CustomTestStringConvertible, Sendable {
    let name: String
    let folder: String
    let dependencies: Set<String>
    var testDescription: String { name }
  }

  static let targets: [Target] = {
    guard let manifest = repositoryFile("Package.swift") else { return [] }
    return manifestTargets(manifest)
  }()

  /// The targets of a manifest: each `.target(`, `.executableTarget(`, `.testTarget(` or
  /// `.systemLibrary(` call, with its name, folder and dependencies.
  static func manifestTargets(_ manifest: String) -> [Target] {
    let kinds = [".target(", ".executableTarget(", ".testTarget(", ".systemLibrary("]
    var found: [Target] = []
    var rest = Substring(manifest)
    while let start = kinds.compactMap({ rest.range(of: $0) }).min(by: {
      $0.lowerBound < $1.lowerBound
    }) {
      let kind = rest[start]
      rest = rest[start.upperBound...]
      let end = kinds.compactMap { rest.range(of: $0)?.lowerBound }.min() ?? rest.endIndex
      let call = rest[..<end]
      guard let name = quoted(after: "name:", in: call) else { continue }
      let folder =
        quoted(after: "path:", in: call)
        ?? (kind == ".testTarget(" ? "Tests/" : "Sources/") + name
      var dependencies: Set<String> = []
      if let list = call.range(of: "dependencies: [") {
        let inside = call[list.upperBound...].prefix { $0 != "]" }
        // A trailing comma after the last dependency leaves an empty piece, which is no name.
        dependencies = Set(
          inside.split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespacesAndNewlines.union(["\""]))
          }.filter { !$0.isEmpty })
      }
      found.append(Target(name: name, folder: folder, dependencies: dependencies))
    }
    return found
  }

  private static func quoted(after label: String, in text: Substring) -> String? {
    guard let label = text.range(of: label) else { return nil }
    let afterLabel = text[label.upperBound...].drop { $0 == " " }
    guard afterLabel.first == "\"" else { return nil }
    return String(afterLabel.dropFirst().prefix { $0 != "\"" })
  }

  /// The package modules the Swift files under `folder` import.
  static func packageImports(_ folder: String, modules: Set<String>) -> Set<String> {
    let root = repositoryRoot().appendingPathComponent(folder)
    var imported: Set<String> = []
    guard let walker = FileManager.default.enumerator(atPath: root.path) else { return imported }
    for case let path as String in walker where path.hasSuffix(".swift") {
      guard let text = repositoryFile(folder + "/" + path) else { continue }
      for line in text.split(separator: "\n") {
        let words = line.split(separator: " ").filter { !$0.hasPrefix("@") }
        if words.count == 2, words[0] == "import", modules.contains(String(words[1])) {
          imported.insert(String(words[1]))
        }
      }
    }
    return imported
  }

  @Test func theManifestIsRead() {
    let names = Self.targets.map(\.name)
    #expect(names.contains("Simulation") && names.contains("ShellTests") && names.count >= 14)
  }

  @Test(arguments: PackageManifestTests.targets)
  func dependenciesAreWhatTheSourcesImport(_ target: Target) {
    let modules = Set(Self.targets.map(\.name))
    let imported = Self.packageImports(target.folder, modules: modules)
    #expect(
      imported.subtracting(target.dependencies).isEmpty,
      "\(target.name) imports \(imported.subtracting(target.dependencies).sorted()) without declaring them"
    )
    #expect(
      target.dependencies.subtracting(imported).isEmpty,
      "\(target.name) declares \(target.dependencies.subtracting(imported).sorted()) but never imports them"
    )
  }

  @Test func aMissingDependencyIsFound() {
    let manifest = """
      .target(name: "A", dependencies: ["B"]),
      .testTarget(name: "ATests", dependencies: ["A", "C",], exclude: ["x"]),
      .systemLibrary(name: "C", path: "Tests/C"),
      """
    let targets = Self.manifestTargets(manifest)
    #expect(targets.map(\.name) == ["A", "ATests", "C"])
    #expect(targets.map(\.folder) == ["Sources/A", "Tests/ATests", "Tests/C"])
    #expect(targets.map(\.dependencies) == [["B"], ["A", "C"], []])
  }
}
