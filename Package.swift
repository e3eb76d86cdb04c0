// swift-tools-version:6.0
import PackageDescription

#if canImport(Glibc)
  import Glibc
#endif

/// Settings of the modules the binary is made of. Release builds inline across modules and skip
/// the run-time exclusivity checks.
///
/// Skipping them is safe, also while `grade` checks answers on several threads at once: those
/// checks catch overlapping accesses within one thread (they never saw races between threads),
/// and the debug builds that run every test, the random sequences and the fuzzer keep them on.
/// Threads cannot share mutable state: the package builds in the Swift 6 language mode (data
/// races are compile-time errors), no library target opts out of it (`nonisolated(unsafe)` and
/// `@unchecked Sendable` appear in the executable's signal handling and on three constant tables,
/// UIKit's class table and its properties and the log's callback texts, never changed once
/// made), and each answer is graded in sandboxes of its own (`ClassGrader`), the rows gathered
/// under a `Mutex`.
///
/// Incremental release builds are sound only while every target declares each package module it
/// imports (below): SwiftPM recompiles a target when a module it declares changes, and the
/// compiler leaves a module file untouched when its content did not change. A target that used a
/// lower module's structs through an undeclared import kept code built for their old layout,
/// and crashed. `make install` builds from scratch all the same; every binary for users is
/// smoke-run before it is used (see the Makefile).
///
/// Release builds also reach the metadata of generic types through their accessor functions
/// instead of by mangled name: a name has to be demangled and each conformance it needs looked
/// up in the binary's whole conformance table, about 150,000 instructions the first time, which
/// made a dozen dictionaries and sets a third of the start-up.
let appSettings: [SwiftSetting] = [
  .unsafeFlags(
    [
      "-cross-module-optimization", "-enforce-exclusivity=unchecked",
      "-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors",
    ],
    .when(configuration: .release)),
  .unsafeFlags(
    ["-Xfrontend", "-function-sections"], .when(platforms: [.linux], configuration: .release)),
  // A file uses only the members of modules it imports itself, so no code reaches a module's
  // types without the import (and the declared dependency) that rebuilds it when they change.
  .enableUpcomingFeature("MemberImportVisibility"),
]

/// The symbols the start-up uses, in the order the release link on Linux places them
/// (`scripts/startup-order.txt`, written by `scripts/startup-order.sh` from a trace of a start-up).
///
/// The start-up runs about 1,200 functions, 200 KB of code, which the link had scattered over
/// 5 MB: the kernel maps code 64 KB at a time, so they cost 76 page faults. The 350 pieces of
/// data it touches (metadata caches, type metadata) lay in 38 pages, most faulted twice (read
/// as zeros, then written). Each function gets a section of its own (`-function-sections`; the
/// linker then also drops the ones nothing calls), and the linker puts the sections holding the
/// listed symbols first: 254 page faults became 181, fewer than a static hello-world's 186.
/// Debian's gold ignores ordering files (tried), so this link uses the toolchain's lld. A name
/// it does not find is skipped silently, so a stale list only costs speed, and without the file
/// the link takes no list at all. The build does not know the list: after regenerating it,
/// delete the binary so that it is linked again.
let startupOrder = Context.packageDirectory + "/scripts/startup-order.txt"
#if canImport(Glibc)
  let startupOrderFlags =
    access(startupOrder, R_OK) == 0
    ? [
      "-Xlinker", "--symbol-ordering-file=" + startupOrder, "-Xlinker", "--no-warn-symbol-ordering",
    ] : []
#else
  let startupOrderFlags: [String] = []
#endif

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
    .target(
      name: "Shell", dependencies: ["LessonEngine", "Rendering", "CommandLanguage", "Simulation"],
      swiftSettings: appSettings),
    // libedit's header only (`/usr/include/histedit.h`, from Debian's libedit-dev): the
    // executable links the library itself, below.
    .systemLibrary(name: "CEditLine"),
    // Release builds on Linux link libedit and what it needs (libtinfo, libbsd, libmd; their
    // archives come with libedit-dev) into the binary: loading and binding the four shared
    // libraries was a sixth of the start-up. Debug builds, and macOS, link the shared library.
    //
    // They also export no symbols and are not position-independent. The Swift driver exports
    // every public symbol of an executable, 5,700 of ours: nothing looks them up, but the
    // runtime's crash handler walks them all with `dladdr` as it starts. A position-independent
    // binary has 32,000 addresses to relocate as it loads, and every page holding one is written,
    // a hundred page faults before `main`. Without PIE, the binary's own code and data lose
    // address randomization (the stack, the heap and the C library keep it). That is weighed
    // against start-up: containrepl's unsafe code is small (the stack's bounds in C, one byte
    // buffer for log lines, reads of UTF-8 bytes within their bounds, a script's and the repeat
    // cap's lines also eight at a time as one word where all eight lie within them, the log's
    // formatter reading a turn's events in place in the history, by index within its buffer,
    // and its table of callback texts by range within one buffer made once and never freed, the
    // world building each event field by field in a one-event temporary that is then moved into
    // the world's buffer of a turn's events (`EventBuffer`), read by index within its count and
    // moved out whole into the history), and `grade` runs each answer in a sandbox with budgets.
    //
    // The C++ library the Swift runtime is written against is linked in too: the toolchain's
    // static link asks for `-lstdc++`, and `scripts/static-cxx/libstdc++.so` (a linker script,
    // found first on the library path) turns that into GCC's archive. Loading libstdc++.so.6
    // and binding its 1,700 symbols took three quarters of the start-up's instructions (2.3
    // million in all, 0.63 million without it) and 35 page faults. The binary grows by 85 KB
    // and no longer depends on the system's libstdc++ version.
    .executableTarget(
      name: "containrepl",
      dependencies: ["Shell", "LessonEngine", "Rendering", "Simulation", "CEditLine"],
      swiftSettings: appSettings,
      linkerSettings: [
        .linkedLibrary("edit", .when(platforms: [.linux], configuration: .debug)),
        .linkedLibrary("edit", .when(platforms: [.macOS])),
        .unsafeFlags(
          [
            "-Xlinker", "-l:libedit.a", "-Xlinker", "-l:libtinfo.a", "-Xlinker", "-l:libbsd.a",
            "-Xlinker", "-l:libmd.a", "-Xlinker", "--no-export-dynamic", "-Xclang-linker",
            "-no-pie", "-use-ld=lld", "-L", Context.packageDirectory + "/scripts/static-cxx",
          ] + startupOrderFlags, .when(platforms: [.linux], configuration: .release)),
      ]),
    // `make bench`: measures the built binaries by spawning them; never imports the app's modules.
    .executableTarget(name: "containrepl-bench", dependencies: ["CPty"], path: "Benchmarks"),
    // `make fuzz-scripts`: mutates whole scripts and runs the release binary on each mutant;
    // never imports the app's modules (the mutations are a library so that a test can check them).
    .target(name: "ScriptMutation", path: "Fuzz/ScriptMutation"),
    .executableTarget(
      name: "containrepl-script-fuzz", dependencies: ["ScriptMutation"], path: "Fuzz/ScriptFuzzer"),
    .target(
      name: "TestSupport", dependencies: ["Shell", "LessonEngine", "Simulation"],
      path: "Tests/TestSupport"),
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
      name: "ShellTests",
      dependencies: ["Shell", "LessonEngine", "Rendering", "Simulation", "TestSupport"],
      exclude: ["Answers", "Transcripts", "__Snapshots__", "XCTestStub"]),
    .systemLibrary(name: "CPty", path: "Tests/CPty"),
    .testTarget(name: "EndToEndTests", dependencies: ["CPty"]),
    .testTarget(name: "ScriptMutationTests", dependencies: ["ScriptMutation"]),
    // Checks of the repository as a whole: the manifest, documents, references.
    .testTarget(name: "RepositoryTests", dependencies: ["Rendering", "Simulation", "TestSupport"]),
  ]
)
