import Glibc

// containrepl-bench: measures the built binaries as a user runs them (by spawning them), next
// to sqlite3 and python3 in the same run, and prints one table. See `BenchOptions.usage`.

func printOut(_ text: String) {
  var bytes = Array(text.utf8)
  var offset = 0
  while offset < bytes.count {
    let written = bytes[offset...].withUnsafeMutableBytes { write(1, $0.baseAddress, $0.count) }
    if written < 0, errno == EINTR { continue }
    guard written > 0 else { return }
    offset += written
  }
}

let options: BenchOptions
do {
  options = try BenchOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
  printOut("\(error)\n")
  exit(CommandLine.arguments.contains("--help") || CommandLine.arguments.contains("-h") ? 0 : 2)
}

let started = MonotonicClock.now()
let machineBefore = FileSystem.machineBusySeconds()
let bench: Bench
do {
  bench = try Bench(options: options)
} catch {
  printOut("containrepl-bench: \(error)\n")
  exit(1)
}
do {
  try bench.verifyBuilds()
} catch {
  printOut("containrepl-bench: \(error)\n")
  bench.workspace.remove()
  exit(1)
}

bench.section("start-up", "start-up on empty stdin") { try bench.measureStartUp() }
bench.section("memory", "peak memory of an idle session") { try bench.measureIdleMemory() }
bench.section("terminal", "first prompt in a pseudo-terminal") { try bench.measureTerminal() }
bench.section("grade", "grading 1,000 answers") { try bench.measureGrading() }
bench.section("dance", "the full dance, 150,000 statements") { try bench.measureStatements() }
bench.section("typed", "children typed as 10k/40k/160k inputs") { try bench.measureTypedScaling() }
bench.section("tree", ":tree of 10,000 children") { try bench.measureTree() }
bench.section("scaling", "scaling with 1k/10k/100k children") { try bench.measureScaling() }

var uname = utsname()
_ = Glibc.uname(&uname)
let kernel = withUnsafeBytes(of: uname.release) { raw in
  String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
}
printOut(
  "containrepl-bench — \(Figures.cores) cores, Linux \(kernel); sqlite3 \(bench.sqlite3 ?? "missing"), "
    + "python3 \(bench.python3 ?? "missing")\n\n")
bench.table.notes.append(
  "peak memory is VmHWM from /proc/PID/status, read every millisecond while the process runs "
    + "(wait4's ru_maxrss after posix_spawn includes the spawning process's own peak)")
// What else ran meanwhile: the machine's busy CPU time less our own (and our children's).
if let before = machineBefore, let after = FileSystem.machineBusySeconds() {
  let elapsed = MonotonicClock.now() - started
  let others = max(after - before - FileSystem.ownCPUSeconds(), 0) / elapsed
  bench.table.notes.append(
    "other processes kept \(Figures.number(others, decimals: 2)) of the \(Figures.cores) cores "
      + "busy on average during the run")
  if others >= 0.25 {
    bench.table.caveat =
      "CAUTION: other processes kept \(Figures.number(others, decimals: 1)) cores busy; wall "
      + "times suffer, compare the CPU times in the notes"
  }
}
bench.table.notes.append(
  "benchmark took \(Figures.duration(MonotonicClock.now() - started)) (after the builds)")
printOut(bench.table.render())
bench.workspace.remove()
exit(bench.table.hasFailures ? 1 : 0)
