// The libFuzzer entry point: feeds arbitrary bytes to the REPL engine, which must neither crash
// nor hang whatever they are. Built by `Fuzz/build.sh`, run by `Fuzz/run.sh` (`make fuzz`).

import Grading
import LessonEngine
import Shell
import Simulation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether a broken world invariant should count as a crash (`CONTAINREPL_FUZZ_INVARIANTS=1`).
private let trapsOnInvariants: Bool = {
  guard let value = getenv("CONTAINREPL_FUZZ_INVARIANTS") else { return false }
  return String(cString: value) == "1"
}()

/// Stops the run when a world's invariants are broken and the environment asks for it.
private func checkInvariants(_ world: World, _ phase: String) {
  guard trapsOnInvariants else { return }
  let problems = world.checkInvariants()
  if !problems.isEmpty {
    fatalError("invariants broken after \(phase): \(problems.joined(separator: "; "))")
  }
}

/// The built-in exercises, read once; each input is also handed in as an answer to one of them.
private let exercises: [ClassGrader] = {
  let catalog = LessonCatalog(files: BuiltinLessons.files)
  return catalog.exerciseIDs.compactMap { id in
    catalog.document(id, language: .english, kind: .exercise).map {
      ClassGrader(document: $0, language: .english)
    }
  }
}()

/// One fuzz input, run five ways: as one REPL input, line by line (so meta commands and
/// statements alternate, as typed), as a script (one turn per statement), as a lesson or
/// exercise file a teacher wrote (read, then every lesson and exercise in it run as the dev
/// check runs them), and as an answer handed in for an exercise (graded in its sandboxes).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  // Lenient decoding, as the front end reads a line: invalid UTF-8 becomes U+FFFD.
  let text = String(decoding: bytes, as: UTF8.self)

  let whole = Session()
  _ = whole.isIncomplete(text)
  _ = whole.handle(text)
  checkInvariants(whole.world, "the whole input")

  let lines = Session()
  for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
    _ = lines.handle(String(line))
    checkInvariants(lines.world, "a line")
    if lines.wantsToQuit { break }
  }

  let script = Session(options: SessionOptions(syntax: .objc, clock: .manual, iosVersion: 7))
  script.runScript(text, fileName: "fuzz.m") { _ in }
  checkInvariants(script.world, "the script")

  // A teacher's file: a lesson or an exercise, as its own directives say, at the path its id
  // and kind call for (the catalog reads no file from anywhere else).
  let document = LessonParser.parse(text).0
  let folder = document?.kind == .exercise ? "en/exercises/" : "en/"
  let path = folder + (document?.id ?? "fuzz") + ".md"
  _ = DevCheck(catalog: LessonCatalog(files: [(path: path, text: text)])).run()

  // A student's answer, for the exercise the first byte picks.
  if !exercises.isEmpty {
    let grader = exercises[Int(bytes.first ?? 0) % exercises.count]
    _ = grader.check(text)
  }
  return 0
}
