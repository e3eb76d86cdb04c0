import Foundation
import ScriptMutation

// containrepl-script-fuzz: mutates whole scripts and runs each mutant through the release
// binary with a time limit (`make fuzz-scripts`; see `FuzzOptions.usage` and Fuzz/README.md).

let options: FuzzOptions
do {
  options = try FuzzOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
  print(error)
  exit(CommandLine.arguments.contains("--help") || CommandLine.arguments.contains("-h") ? 0 : 2)
}

// One group of seeds per path given; a file belongs to the first path that holds it, so a
// folder can be given before the folder around it to be its own group (`Fuzz/corpus/reentrant`).
var taken: Set<String> = []
let groups: [[SeedScript]] = options.seedPaths.map { path in
  FileText.files(under: path).flatMap { file -> [SeedScript] in
    guard !file.hasSuffix("README.md"), taken.insert(file).inserted,
      let text = FileText.read(file)
    else { return [] }
    return SeedScript.seeds(path: file, text: text)
  }
}.filter { !$0.isEmpty }
let seeds = groups.flatMap { $0 }
guard !seeds.isEmpty else {
  print(
    "containrepl-script-fuzz: no seed scripts under \(options.seedPaths.joined(separator: " "))")
  exit(2)
}
let words = options.dictionary.flatMap(FileText.read).map(FuzzDictionary.words(in:)) ?? []
let exercises = Set(seeds.compactMap(\.exercise)).sorted()
let factory = MutantFactory(
  groups: groups, exercises: exercises,
  mutator: ScriptMutator(
    context: MutationContext(
      words: words,
      donors: seeds.map { $0.text.split(separator: "\n").map(String.init) })),
  campaignSeed: options.seed)

if let index = options.show {
  let mutant = factory.mutant(index)
  print("mutant \(index) of seed \(options.seed): \(mutant.origin)")
  print("command: \(mutant.command.shown)")
  print("---")
  print(mutant.text)
  exit(0)
}

guard FileManager.default.isExecutableFile(atPath: options.binary) else {
  print("containrepl-script-fuzz: \(options.binary) is not an executable (run make release)")
  exit(2)
}

// The binary's progress, history and settings go to a scratch home, never the user's.
let home = options.work + "/home"
try? FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
let runner = ChildRun(
  binary: options.binary,
  environment: [
    "HOME=" + home, "XDG_STATE_HOME=" + home + "/state", "LANG=C.UTF-8", "NO_COLOR=1",
    "TERM=dumb", "PATH=/usr/bin:/bin",
  ])
Limits.apply()

print(
  "containrepl-script-fuzz: \(options.count) mutants of \(seeds.count) seeds (seed \(options.seed), "
    + "\(Seconds.text(options.timeout)) limit, \(options.jobs) jobs, \(words.count) words)")
let loadBefore = FileText.loadAverage()
let campaign = Campaign(options: options, factory: factory, runner: runner)
campaign.run { print($0) }
let tally = campaign.tally.withLock { $0 }

let shrinker = FindingShrinker(options: options, runner: runner)
let chosen = shrinker.choose(tally.findings)
if !chosen.isEmpty {
  print("shrinking \(chosen.count) of \(tally.findings.count) findings")
}
let reproducers = shrinker.shrink(chosen)
let saved = reproducers.filter(\.confirmed).map(shrinker.save)

let slowestFiles = tally.slowest.enumerated().map { number, run in
  let path = options.work + "/slowest/" + run.mutant.fileName("\(number + 1)-\(run.mutant.index)")
  FileText.write(run.mutant.text, to: path)
  return path
}
let unshrunk = tally.findings.filter { finding in
  !chosen.contains { $0.mutant.index == finding.mutant.index }
}
let unshrunkFiles = unshrunk.map { finding in
  let path =
    options.work + "/findings/"
    + finding.mutant.fileName(
      "\(finding.kind.label)-\(finding.mutant.index)")
  FileText.write(finding.mutant.text, to: path)
  return "\(path): \(finding.mutant.command.shown), \(finding.happened(limit: options.timeout))"
}

let report = CampaignReport(
  options: options, seeds: seeds.count, tally: tally, seconds: ChildRun.now() - campaign.started,
  saved: saved, unconfirmed: reproducers.filter { !$0.confirmed }.map(\.finding),
  slowestFiles: slowestFiles, unshrunkFiles: unshrunkFiles,
  load: (loadBefore, FileText.loadAverage()))
FileText.write(report.text, to: options.work + "/report.txt")
print(report.text, terminator: "")
print("report: \(options.work)/report.txt")
exit(report.crashes + report.timeouts > 0 ? 1 : 0)
