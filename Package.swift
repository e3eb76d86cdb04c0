// swift-tools-version:6.0
import PackageDescription

/// Release builds: inline across modules, and skip the run-time exclusivity checks (the
/// simulation is single-threaded; debug builds and tests keep the checks).
let optimized: [SwiftSetting] = [
  .unsafeFlags(["-cross-module-optimization", "-enforce-exclusivity=unchecked"], .when(configuration: .release))
]

let package = Package(
  name: "containrepl",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "containrepl", targets: ["containrepl"])
  ],
  targets: [
    .target(name: "Simulation", swiftSettings: optimized, linkerSettings: [.linkedLibrary("m")]),
    // The bounds of the current thread's stack, which keep interpreted recursion off its end.
    .target(name: "CNativeStack"),
    .target(
      name: "CommandLanguage", dependencies: ["Simulation", "CNativeStack"],
      swiftSettings: optimized),
    .target(name: "Rendering", dependencies: ["CommandLanguage", "Simulation"], swiftSettings: optimized),
    .target(name: "LessonEngine", dependencies: ["Rendering"], swiftSettings: optimized),
    .target(name: "Shell", dependencies: ["LessonEngine"], swiftSettings: optimized),
    .systemLibrary(
      name: "CEditLine", pkgConfig: "libedit", providers: [.apt(["libedit-dev"])]),
    .executableTarget(name: "containrepl", dependencies: ["Shell", "CEditLine"], swiftSettings: optimized),
    // `make bench`: measures the built binaries by spawning them; never imports the app's modules.
    .executableTarget(name: "containrepl-bench", dependencies: ["CPty"], path: "Benchmarks"),
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
