// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "containrepl",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "containrepl", targets: ["containrepl"])
  ],
  targets: [
    .target(name: "Simulation", linkerSettings: [.linkedLibrary("m")]),
    .target(name: "CommandLanguage", dependencies: ["Simulation"]),
    .target(name: "Rendering", dependencies: ["CommandLanguage", "Simulation"]),
    .target(name: "LessonEngine", dependencies: ["Rendering"]),
    .target(name: "Shell", dependencies: ["LessonEngine"]),
    .systemLibrary(
      name: "CEditLine", pkgConfig: "libedit", providers: [.apt(["libedit-dev"])]),
    .executableTarget(name: "containrepl", dependencies: ["Shell", "CEditLine"]),
    .target(name: "TestSupport", dependencies: ["Shell"], path: "Tests/TestSupport"),
    .testTarget(name: "SimulationTests", dependencies: ["Simulation", "TestSupport"]),
    .testTarget(name: "CommandLanguageTests", dependencies: ["CommandLanguage", "TestSupport"]),
    .testTarget(name: "RenderingTests", dependencies: ["Rendering", "TestSupport"]),
    .testTarget(name: "LessonEngineTests", dependencies: ["LessonEngine", "TestSupport"]),
    .testTarget(
      name: "ShellTests", dependencies: ["Shell", "TestSupport"],
      exclude: ["Answers", "Transcripts", "__Snapshots__"]),
    .systemLibrary(name: "CPty", path: "Tests/CPty"),
    .testTarget(name: "EndToEndTests", dependencies: ["TestSupport", "CPty"]),
  ]
)
