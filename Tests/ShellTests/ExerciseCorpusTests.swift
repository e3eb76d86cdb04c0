import Foundation
import Grading
import LessonEngine
import Shell
import Simulation
import TestSupport
import Testing

/// One answer of the corpus under `Answers/<exercise>/{good,wrong,hostile,invalid}/`, or one generated
/// in code (answers too big to commit). Files end in `.swift.txt`, `.m.txt` or `.txt`: inside a
/// test target SwiftPM would compile a `.swift` file and refuse a `.m` one (mixed languages).
struct CorpusAnswer: CustomTestStringConvertible, Sendable {
  enum Kind: String, CaseIterable, Sendable { case good, wrong, hostile, invalid }

  let exercise: String
  let kind: Kind
  let name: String
  /// The file's bytes as a student would hand them in.
  let bytes: [UInt8]

  var testDescription: String { "\(exercise)/\(kind.rawValue)/\(name)" }

  /// The text the grader gets: UTF-8, or (for the binary fixtures) the bytes decoded with
  /// replacement characters, so the checker sees them instead of the file reader refusing them.
  /// The corpus's own `// expect:` line is metadata and is left out.
  var answer: String {
    let text = String(decoding: bytes, as: UTF8.self)
    guard text.hasPrefix("// expect:") else { return text }
    return String(text.drop(while: { $0 != "\n" }).dropFirst())
  }

  /// What a wrong answer's first divergence, or an invalid answer's messages, must contain (its
  /// `// expect:` line).
  var expectation: String? {
    let text = String(decoding: bytes, as: UTF8.self)
    guard text.hasPrefix("// expect:") else { return nil }
    return String(text.dropFirst("// expect:".count).prefix { $0 != "\n" })
      .trimmingCharacters(in: .whitespaces)
  }
}

/// The answer corpora: good answers (valid in every Swift style from 5.0 to today, and in
/// Objective-C) pass with full marks, wrong ones fail at the divergence their `// expect:` line
/// names, invalid ones (code no current compiler accepts) never pass and say why, hostile ones
/// never pass, never hang, and never put a control character in a message; a class of several hundred grades into one row each; every exercise's own
/// solutions and wrong answers score as `dev check` requires.
struct ExerciseCorpusTests {
  /// The exercises read from `Lessons/` (not the built-in copy).
  static let catalog = LessonCatalog(files: repositoryLessonFiles())

  static let answersFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Answers")

  /// Answers the checker misjudges today, with the reason; each is a known issue until fixed.
  static let knownMisjudgements: [String: String] = [:]

  /// Exercise files that miss something every exercise should have, with the reason.
  static let knownFixtureGaps: [String: String] = [:]

  /// How long a hostile answer may take (debug build, both scenarios, clock run to its limit):
  /// a guard against an answer that escapes the sandbox's limits, not a speed figure, so loose
  /// enough for a machine busy with other builds.
  static let hostileTimeLimit: Duration = .seconds(90)

  /// The exercises found under `Lessons/`, each with a folder of answers.
  static var exerciseIDs: [String] { catalog.exerciseIDs }

  static func document(_ id: String, _ language: Language = .english) -> LessonDocument? {
    catalog.document(id, language: language, kind: .exercise)
  }

  // MARK: - The corpus

  static let committed: [CorpusAnswer] = {
    var answers: [CorpusAnswer] = []
    let files = FileManager.default
    for id in exerciseIDs {
      for kind in CorpusAnswer.Kind.allCases {
        let folder = answersFolder.appendingPathComponent(id).appendingPathComponent(kind.rawValue)
        let names = ((try? files.contentsOfDirectory(atPath: folder.path)) ?? [])
          .filter { !$0.hasPrefix(".") }.sorted()
        for name in names {
          guard let data = files.contents(atPath: folder.appendingPathComponent(name).path) else {
            continue
          }
          answers.append(CorpusAnswer(exercise: id, kind: kind, name: name, bytes: Array(data)))
        }
      }
    }
    return answers
  }()

  /// Hostile answers too big to commit: deep nesting, a 1.5 MB file, a 10,000-line prediction.
  static let generated: [CorpusAnswer] = {
    var answers: [CorpusAnswer] = []
    func add(_ id: String, _ name: String, _ text: String) {
      answers.append(
        CorpusAnswer(exercise: id, kind: .hostile, name: name, bytes: Array(text.utf8)))
    }
    let depth = 5_000
    let signatures: [String: (swift: String, objc: String)] = [
      "display-child": (
        "func displayContentController(_ content: UIViewController)",
        "- (void)displayContentController:(UIViewController *)content"
      ),
      "fix-wrong-view": (
        "func displayContentController(_ content: UIViewController)",
        "- (void)displayContentController:(UIViewController *)content"
      ),
      "hide-child": (
        "func hideContentController(_ content: UIViewController)",
        "- (void)hideContentController:(UIViewController *)content"
      ),
      "cycle-children": (
        "func cycle(from content: UIViewController, to other: UIViewController)",
        "- (void)cycleFromViewController:(UIViewController *)content toViewController:(UIViewController *)other"
      ),
      "tab-bar-switcher": (
        "func loadViewController(at index: Int)",
        "- (void)loadViewControllerAtIndex:(NSInteger)index"
      ),
      "manual-appearance": (
        "override func viewWillAppear(_ animated: Bool)", "- (void)viewWillAppear:(BOOL)animated"
      ),
      "show-page": (
        "func displayPage(_ page: UIViewController & PageContent)",
        "- (void)displayPage:(UIViewController<PageContent> *)page"
      ),
    ]
    for (id, signature) in signatures.sorted(by: { $0.key < $1.key }) {
      add(
        id, "generated-deep-ifs.swift",
        signature.swift + " {\n"
          + String(repeating: "if true { ", count: depth) + "print(1)"
          + String(repeating: " }", count: depth) + "\n}\n")
      add(
        id, "generated-deep-parentheses.swift",
        signature.swift + " {\n  let x = "
          + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
          + "\n}\n")
      add(
        id, "generated-deep-closures.swift",
        signature.swift + " {\n  let f = "
          + String(repeating: "{ ", count: depth) + "1" + String(repeating: " }", count: depth)
          + "\n}\n")
      add(
        id, "generated-deep-brackets.m",
        signature.objc + " {\n    "
          + String(repeating: "[", count: depth) + "self"
          + String(repeating: " view]", count: depth) + ";\n}\n")
      add(
        id, "generated-1.5MB.swift",
        signature.swift + " {\n  print(1)\n}\n"
          + String(repeating: "// " + String(repeating: "padding ", count: 9) + "\n", count: 19_500)
      )
    }
    let callbacks = [
      "a.willMove(toParent: nil)", "b.willMove(toParent: container)", "b.loadView()",
      "b.viewDidLoad()",
      "a.viewWillDisappear(true)", "b.viewWillAppear(true)", "a.didMove(toParent: nil)",
      "b.didMove(toParent: container)", "a.viewDidDisappear(true)", "b.viewDidAppear(true)",
    ]
    add(
      "predict-transition", "generated-10000-lines.txt",
      (0..<10_000).map { callbacks[$0 % callbacks.count] }.joined(separator: "\n") + "\n")
    add(
      "predict-transition", "generated-1.5MB-line.txt",
      "a.viewDidLoad(" + String(repeating: "(", count: 1_500_000) + "\n")
    add(
      "predict-transition", "generated-deep-parentheses.txt",
      String(repeating: "a.viewDidLoad(", count: depth) + String(repeating: ")", count: depth)
        + "\n")
    return answers
  }()

  static let all = committed + generated

  /// The hostile answers of the same name as one of an earlier exercise (the same attack, on
  /// the exercise's own method): the same path again, and most of the corpus's processor time (an
  /// endless loop runs to its step budget, a clock that never settles to its time limit).
  /// `make test` grades each hostile answer in the first exercise that has one of its name,
  /// `make test-slow` in the others (`hostileRepeatIsGradedAsExpected`).
  static let hostileRepeats: [CorpusAnswer] = {
    var seen: Set<String> = []
    return all.filter { $0.kind == .hostile && !seen.insert($0.name).inserted }
  }()

  /// The answers `make test` grades: all but `hostileRepeats`.
  static let usual: [CorpusAnswer] = {
    let repeats = Set(hostileRepeats.map(\.testDescription))
    return all.filter { !repeats.contains($0.testDescription) }
  }()

  // MARK: - Each answer

  @Test func theCorpusIsThere() {
    let folders =
      ((try? FileManager.default.contentsOfDirectory(atPath: Self.answersFolder.path))
      ?? []).filter { !$0.contains(".") }
    #expect(folders.sorted() == Self.exerciseIDs.sorted(), "a folder of answers per exercise")
    for id in Self.exerciseIDs {
      let answers = Self.committed.filter { $0.exercise == id }
      let good = answers.filter { $0.kind == .good }
      let wrong = answers.filter { $0.kind == .wrong }
      let hostile = answers.filter { $0.kind == .hostile }
      let invalid = answers.filter { $0.kind == .invalid }
      #expect(good.count >= 3, "\(id): good answers")
      #expect(wrong.count >= 4, "\(id): wrong answers")
      #expect(hostile.count >= 8, "\(id): hostile answers")
      if Self.document(id)?.exercise?.isPrediction != true {
        #expect(!invalid.isEmpty, "\(id): an answer no current compiler accepts")
        for (kind, list) in [("good", good), ("wrong", wrong)] {
          #expect(
            list.contains { $0.name.hasSuffix(".swift.txt") }, "\(id): a Swift \(kind) answer")
          #expect(
            list.contains { $0.name.hasSuffix(".m.txt") }, "\(id): an Objective-C \(kind) answer")
        }
      }
      for answer in wrong + invalid {
        #expect(
          answer.expectation?.isEmpty == false, "\(answer.testDescription) has no `// expect:` line"
        )
      }
    }
  }

  @Test(arguments: ExerciseCorpusTests.hostileRepeats)
  func hostileRepeatIsGradedAsExpected(_ answer: CorpusAnswer) throws {
    try answerIsGradedAsExpected(answer)
  }

  @Test(arguments: ExerciseCorpusTests.usual)
  func answerIsGradedAsExpected(_ answer: CorpusAnswer) throws {
    let document = try #require(
      Self.document(answer.exercise), "exercise \(answer.exercise) is missing")
    try #require(document.exercise != nil, "\(answer.exercise) is not an exercise")
    let grader = ClassGrader(document: document, language: .english)
    let clock = ContinuousClock()
    var result: ExerciseResult?
    let elapsed = clock.measure { result = grader.check(answer.answer) }
    let graded = try #require(result)
    let summary =
      "\(graded.status) \(graded.score)/\(graded.maxScore): \(graded.firstDivergence ?? "-")"

    func expectations() {
      switch answer.kind {
      case .good:
        #expect(graded.status == .pass, "\(summary)")
        #expect(graded.score == graded.maxScore && graded.maxScore > 0, "\(summary)")
      case .wrong:
        #expect(graded.status == .fail, "\(summary)")
        #expect(graded.score < graded.maxScore, "\(summary)")
        let expected = answer.expectation ?? "(no // expect: line)"
        #expect(
          graded.firstDivergence?.contains(expected) == true,
          "first divergence should contain «\(expected)»; \(summary)")
      case .invalid:
        #expect(graded.status != .pass, "\(summary)")
        let expected = answer.expectation ?? "(no // expect: line)"
        #expect(
          Self.messages(of: graded).contains { $0.contains(expected) },
          "a message should contain «\(expected)»; \(summary) \(graded.message)")
      case .hostile:
        #expect(graded.status != .pass, "\(summary)")
        #expect(elapsed < Self.hostileTimeLimit, "took \(elapsed)")
        // The same answer in Chinese, for its messages (skipped for the slow ones: same engine path).
        if elapsed < .seconds(2), let chinese = Self.document(answer.exercise, .chinese) {
          let result = ClassGrader(document: chinese, language: .chinese).check(answer.answer)
          #expect(result.status != .pass, "in Chinese: \(result.status)")
          for text in Self.messages(of: result) {
            #expect(
              !Self.hasControlCharacter(text, allowingNewlines: false),
              "control character in «\(text.debugDescription)» (Chinese)")
          }
        }
      }
      for text in Self.messages(of: graded) {
        #expect(
          !Self.hasControlCharacter(text, allowingNewlines: false),
          "control character in «\(text.debugDescription)»")
      }
      let report = ExerciseReport(language: .english, showHidden: true)
      for line in report.text(graded) {
        #expect(
          !Self.hasControlCharacter(line, allowingNewlines: false),
          "control character in «\(line.debugDescription)»")
      }
      let json = report.json(graded).text(pretty: true)
      #expect(
        !Self.hasControlCharacter(json, allowingNewlines: true), "control character in the JSON")
      #expect(JSON.parse(json) != nil, "the JSON does not parse")
    }
    if let reason = Self.knownMisjudgements[answer.testDescription] {
      withKnownIssue(Comment(rawValue: reason)) { expectations() }
    } else {
      expectations()
    }
  }

  /// Every message a result carries: the first divergence, the error, each check's name and reason.
  static func messages(of result: ExerciseResult) -> [String] {
    [result.message, result.firstDivergence ?? ""] + result.tests.flatMap { [$0.name, $0.message] }
  }

  /// A C0 or C1 control character or DEL (a newline may be allowed, for multi-line output).
  static func hasControlCharacter(_ text: String, allowingNewlines: Bool) -> Bool {
    text.unicodeScalars.contains { scalar in
      if allowingNewlines && scalar == "\n" { return false }
      return scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
    }
  }
}
