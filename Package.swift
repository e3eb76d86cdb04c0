// swift-tools-version:6.0
import PackageDescription

/// Settings of every module of the binary.
///
/// Incremental release builds are sound only while every target declares each package module it
/// imports (below): a target that used a lower module's structs through an undeclared import was
/// not recompiled when their layout changed, and crashed. `make install` builds from scratch all
/// the same; every binary for users is smoke-run before it is used (see the Makefile).
let appSettings: [SwiftSetting] = [
  // A file uses only the members of modules it imports itself, so no code reaches a module's
  // types without the import (and the declared dependency) that rebuilds it when they change.
  .enableUpcomingFeature("MemberImportVisibility")
]

let package = Package(
  name: "containrepl",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "containrepl", targets: ["containrepl"])
  ],
  // Each target lists every module of the package it imports (a test compares the lists with
  // the `import` lines), so nothing builds only because a dependency happens to import it.
  targets: [
    .target(name: "Simulation", swiftSettings: appSettings, linkerSettings: [.linkedLibrary("m")]),
    // The bounds of the current thread's stack, which keep interpreted recursion off its end.
    .target(name: "CNativeStack"),
    // UIKit's public surface, one row per declaration, generated from the iOS SDK
    // (`scripts/uikit-surface/`): what exists, its types and availability, and what is simulated.
    .target(name: "UIKitSurface", swiftSettings: appSettings),
    .target(
      name: "CommandLanguage", dependencies: ["Simulation", "UIKitSurface", "CNativeStack"],
      swiftSettings: appSettings),
    .target(
      name: "Rendering", dependencies: ["CommandLanguage", "Simulation"], swiftSettings: appSettings
    ),
    .target(
      name: "LessonEngine", dependencies: ["Rendering", "CommandLanguage", "Simulation"],
      swiftSettings: appSettings),
    // Class grading: rosters, submissions, grading a class, class reports and gradebooks. Answers
    // run in grading sandboxes of its own (`GradingSandbox`), so it does not need `Shell`.
    .target(
      name: "Grading",
      dependencies: ["LessonEngine", "Rendering", "CommandLanguage", "Simulation"],
      swiftSettings: appSettings),
    .target(
      name: "Shell",
      dependencies: [
        "Grading", "LessonEngine", "Rendering", "CommandLanguage", "Simulation", "UIKitSurface",
      ],
      swiftSettings: appSettings),
    // libedit's header only (`/usr/include/histedit.h`, from Debian's libedit-dev): the
    // executable links the library itself, below.
    .systemLibrary(name: "CEditLine"),
    .executableTarget(
      name: "containrepl",
      dependencies: [
        "Shell", "Grading", "LessonEngine", "Rendering", "CommandLanguage", "Simulation",
        "CEditLine",
      ],
      swiftSettings: appSettings, linkerSettings: [.linkedLibrary("edit")]),
    // `make bench`: measures the built binaries by spawning them; never imports the app's modules.
    .executableTarget(name: "containrepl-bench", dependencies: ["CPty"], path: "Benchmarks"),
    // `make fuzz-scripts`: mutates whole scripts and runs the release binary on each mutant;
    // never imports the app's modules (the mutations are a library so that a test can check them).
    .target(name: "ScriptMutation", path: "Fuzz/ScriptMutation"),
    .executableTarget(
      name: "containrepl-script-fuzz", dependencies: ["ScriptMutation"], path: "Fuzz/ScriptFuzzer"),
    // What tests share; scripts run through the interpreter's runner, without the shell.
    .target(
      name: "TestSupport",
      dependencies: ["LessonEngine", "Rendering", "CommandLanguage", "Simulation"],
      path: "Tests/TestSupport"),
    // Scripts and transcripts run through the shell's session, as the REPL runs them.
    .target(
      name: "ShellTestSupport", dependencies: ["Shell", "Rendering", "Simulation", "TestSupport"],
      path: "Tests/ShellTestSupport"),
    .testTarget(
      name: "SimulationTests", dependencies: ["Simulation", "Rendering", "TestSupport"]),
    .testTarget(
      name: "CommandLanguageTests",
      dependencies: ["CommandLanguage", "Simulation", "UIKitSurface", "TestSupport"]),
    .testTarget(
      name: "RenderingTests", dependencies: ["Rendering", "CommandLanguage", "Simulation"]),
    .testTarget(
      name: "LessonEngineTests",
      dependencies: ["LessonEngine", "CommandLanguage", "Simulation", "TestSupport"]),
    .testTarget(
      name: "GradingTests",
      dependencies: ["Grading", "LessonEngine", "CommandLanguage", "Simulation", "TestSupport"]),
    .testTarget(
      name: "ShellTests",
      dependencies: [
        "Shell", "Grading", "LessonEngine", "Rendering", "Simulation", "CommandLanguage",
        "UIKitSurface", "TestSupport", "ShellTestSupport",
      ],
      exclude: ["Answers", "Transcripts", "__Snapshots__", "XCTestStub"]),
    .systemLibrary(name: "CPty", path: "Tests/CPty"),
    .testTarget(name: "EndToEndTests", dependencies: ["CPty"]),
    .testTarget(name: "ScriptMutationTests", dependencies: ["ScriptMutation"]),
    // Checks of the repository as a whole: the manifest, documents, references.
    .testTarget(name: "RepositoryTests", dependencies: ["Rendering", "Simulation", "TestSupport"]),
  ]
)
