import Foundation
import Grading
import LessonEngine
import Shell
import Simulation
import Testing

/// No way out of the sandbox: an answer, in either language, can never read or write files,
/// read the environment, reach the network, read the clock or start a process. Each API a
/// student might try is named in the answer; grading it must not pass, must say which API it
/// refused ("cannot find … in scope", or the `unsupported:` of a declared member that reaches
/// outside the sandbox), must never show a byte of the file it aimed at, and must leave no file
/// behind.
@Suite struct HostileAnswerTests {
  struct Attempt: CustomTestStringConvertible, Sendable {
    let api: String
    let objc: Bool
    /// The statement, with `SECRET` for the canary file's path and `OUT` for a file to create.
    let statement: String
    var testDescription: String { (objc ? "objc: " : "swift: ") + api }

    static func swift(_ api: String, _ statement: String) -> Attempt {
      Attempt(api: api, objc: false, statement: statement)
    }

    static func objc(_ api: String, _ statement: String) -> Attempt {
      Attempt(api: api, objc: true, statement: statement)
    }
  }

  static let attempts: [Attempt] = [
    .swift("String", "let s = String(contentsOfFile: \"SECRET\")\n  print(s)"),
    .swift("String", "let s = try String(contentsOfFile: \"SECRET\", encoding: .utf8)"),
    .swift("FileManager", "let d = FileManager.default.contents(atPath: \"SECRET\")\n  print(d)"),
    .swift("FileManager", "FileManager.default.createFile(atPath: \"OUT\", contents: nil)"),
    .swift("URL", "let d = Data(contentsOf: URL(fileURLWithPath: \"SECRET\"))"),
    .swift("fopen", "let f = fopen(\"SECRET\", \"r\")"),
    .swift("open", "let f = open(\"SECRET\", 0)"),
    .swift("stdout", "freopen(\"OUT\", \"w\", stdout)"),
    .swift("ProcessInfo", "print(ProcessInfo.processInfo.environment[\"HOME\"])"),
    .swift("getenv", "print(getenv(\"HOME\"))"),
    .swift("NSHomeDirectory", "print(NSHomeDirectory())"),
    .swift("CommandLine", "print(CommandLine.arguments)"),
    .swift("Date", "print(Date())"),
    .swift("CFAbsoluteTimeGetCurrent", "print(CFAbsoluteTimeGetCurrent())"),
    .swift("uptimeNanoseconds", "print(DispatchTime.now().uptimeNanoseconds)"),
    .swift("URLSession", "URLSession.shared.dataTask(with: URL(string: \"http://example.com\"))"),
    .swift("Process", "Process.launchedProcess(launchPath: \"/bin/cat\", arguments: [\"SECRET\"])"),
    .swift("system", "system(\"cat SECRET > OUT\")"),
    .swift("#dsohandle", "print(#dsohandle)"),
    .objc(
      "NSUTF8StringEncoding",
      "NSString *s = [NSString stringWithContentsOfFile:@\"SECRET\" encoding:NSUTF8StringEncoding error:nil];\n  NSLog(@\"%@\", s);"
    ),
    .objc("NSData", "NSData *d = [NSData dataWithContentsOfFile:@\"SECRET\"];"),
    .objc("NSFileManager", "[[NSFileManager defaultManager] contentsAtPath:@\"SECRET\"];"),
    .objc("writeToFile:atomically:", "[@\"x\" writeToFile:@\"OUT\" atomically:YES];"),
    .objc("fopen", "FILE *f = fopen(\"SECRET\", \"r\");"),
    .objc("popen", "FILE *f = popen(\"cat SECRET\", \"r\");"),
    .objc("NSProcessInfo", "NSLog(@\"%@\", [[NSProcessInfo processInfo] environment]);"),
    .objc("getenv", "NSLog(@\"%s\", getenv(\"HOME\"));"),
    .objc("NSDate", "NSLog(@\"%@\", [NSDate date]);"),
    .objc("NSURLSession", "[NSURLSession sharedSession];"),
    .objc("NSTask", "[NSTask launchedTaskWithLaunchPath:@\"/bin/cat\" arguments:@[@\"SECRET\"]];"),
    .objc("system", "system(\"cat SECRET > OUT\");"),
  ]

  /// A folder with a file holding a secret, and a path no answer may create.
  final class Canary {
    let folder: URL
    let secret = "CANARY-\(UInt64.random(in: 0...UInt64.max))"
    var secretPath: String { folder.appendingPathComponent("secret.txt").path }
    var outPath: String { folder.appendingPathComponent("out.txt").path }

    init() throws {
      folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("containrepl-canary-\(UInt32.random(in: 0...UInt32.max))")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(secret.utf8).write(to: URL(fileURLWithPath: secretPath))
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    func answer(_ attempt: Attempt) -> String {
      let statement = attempt.statement.replacing("SECRET", with: secretPath)
        .replacing("OUT", with: outPath)
      return attempt.objc
        ? "- (void)displayContentController:(UIViewController *)content {\n  \(statement)\n  [self addChildViewController:content];\n}"
        : "func displayContentController(_ content: UIViewController) {\n  \(statement)\n  addChild(content)\n}"
    }
  }

  @Test(arguments: attempts)
  func anAnswerCannotReachTheMachine(_ attempt: Attempt) throws {
    let canary = try Canary()
    let answer = canary.answer(attempt)
    let grader = ClassGrader(
      document: FixtureExercises.document("fixture-display"), language: .english)
    let result = grader.check(answer)
    #expect(result.status != .pass, "\(answer)")
    let report = ExerciseReport(language: .english, showHidden: true)
    let everything =
      report.json(result).text() + report.text(result).joined(separator: "\n")
      + result.tests.map(\.output).joined()
    #expect(!everything.contains(canary.secret), "the secret leaked: \(everything)")
    #expect(!FileManager.default.fileExists(atPath: canary.outPath), "a file was written")
    let refused =
      everything.contains("cannot find '\(attempt.api)' in scope")
      || everything.contains("unsupported") || everything.contains("not supported")
      || everything.contains("does not simulate '\(attempt.api)(")
      || everything.contains("expected expression, found keyword '\(attempt.api)'")
      || everything.contains("'\(attempt.api)'")
      || everything.contains("reaches outside the sandbox") && everything.contains(attempt.api)
    #expect(refused, "the refusal does not name \(attempt.api): \(everything)")

    // The same code typed into the REPL, or run as a script, reaches nothing either.
    let session = Session()
    var lines: [String] = []
    session.runScript(
      answer + "\ncontainer.displayContentController(UIViewController())", fileName: nil
    ) { lines += $0.map(\.text) }
    #expect(!lines.joined().contains(canary.secret))
    #expect(!FileManager.default.fileExists(atPath: canary.outPath))
  }

  /// Preprocessor lines are skipped, never followed: `#include` of a secret file reads nothing.
  @Test func anIncludeLineReadsNothing() throws {
    let canary = try Canary()
    let answer =
      "#include \"\(canary.secretPath)\"\n#import \"\(canary.secretPath)\"\n"
      + canary.answer(.objc("none", "NSLog(@\"hi\");"))
    let grader = ClassGrader(
      document: FixtureExercises.document("fixture-display"), language: .english)
    let result = grader.check(answer)
    let text = ExerciseReport(language: .english, showHidden: true).json(result).text()
    #expect(!text.contains(canary.secret))
  }

  /// A meta command is not an answer: `:load` and `:save` in a file are refused, not run.
  @Test(arguments: [":load SECRET", ":save OUT"])
  func metaCommandsInAnAnswerAreNotRun(_ line: String) throws {
    let canary = try Canary()
    let answer =
      line.replacing("SECRET", with: canary.secretPath).replacing("OUT", with: canary.outPath)
      + "\n" + canary.answer(.swift("none", "print(1)"))
    let grader = ClassGrader(
      document: FixtureExercises.document("fixture-display"), language: .english)
    let result = grader.check(answer)
    #expect(result.status == .error)
    #expect(!result.message.contains(canary.secret))
    #expect(!FileManager.default.fileExists(atPath: canary.outPath))
  }
}
