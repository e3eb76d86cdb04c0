import Foundation
import Grading
import LessonEngine
import Shell
import Simulation
import TestSupport
import Testing

/// A whole class of the corpus graded at once, and the reports it writes.
extension ExerciseCorpusTests {
  // MARK: - A class

  @Test func aClassOfSeveralHundredGradesIntoOneRowEach() throws {
    let id = "hide-child"
    let document = try #require(Self.document(id))
    let corpus = Self.committed.filter { $0.exercise == id }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("containrepl-class-\(UInt32.random(in: 0...UInt32.max))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }

    // Each good and wrong answer handed in by 25 students, each hostile one by one student.
    var paths: [String] = []
    var kinds: [CorpusAnswer.Kind] = []
    for answer in corpus {
      for _ in 0..<(answer.kind == .hostile ? 1 : 25) {
        // Students name their files as they like: the real extension, without the corpus's .txt.
        let name =
          "student\(paths.count + 1)-" + answer.name.replacingOccurrences(of: ".txt", with: "")
        let path = folder.appendingPathComponent(name).path
        try Data(answer.bytes).write(to: URL(fileURLWithPath: path))
        paths.append(path)
        kinds.append(answer.kind)
      }
    }
    let expectedPass = kinds.filter { $0 == .good }.count
    #expect(paths.count >= 300)

    let submissions = paths.map(Self.submission)
    let rows = ClassGrader(document: document, language: .english).grade(submissions)
    #expect(rows.count == paths.count)
    #expect(rows.flatMap(\.files) == paths, "one row per file, in order")
    for (row, kind) in zip(rows, kinds) {
      let file = row.files.joined()
      #expect((row.result.status == .pass) == (kind == .good), "\(file): \(row.result.status)")
      if kind == .wrong { #expect(row.result.score < row.result.maxScore, "\(file)") }
    }

    let report = ClassReport(exercise: id, rows: rows, language: .english)
    let table = report.table()
    #expect(table.count >= rows.count + 2)
    #expect(table.contains("\(id): \(expectedPass) of \(rows.count) passed"))
    #expect(table.contains("misconceptions (known mistakes, failed checks):"))
    for line in table {
      #expect(!Self.hasControlCharacter(line, allowingNewlines: false), "\(line.debugDescription)")
    }

    let csv = report.csv().split(separator: "\r\n", omittingEmptySubsequences: false).dropLast()
    #expect(csv.count == rows.count + 1)
    #expect(csv.first == "student,status,score,max_score,percent,feedback,files,id,identifier")
    #expect(csv.dropFirst().filter { $0.contains(",pass,") }.count == expectedPass)
    for line in csv {
      #expect(
        !Self.hasControlCharacter(String(line), allowingNewlines: false), "\(line.debugDescription)"
      )
    }

    let jsonText = report.json().text(pretty: true)
    #expect(!Self.hasControlCharacter(jsonText, allowingNewlines: true))
    let json = try #require(JSON.parse(jsonText), "the class JSON does not parse")
    #expect(json["exercise"]?.string == id)
    #expect(json["students"]?.array?.count == rows.count)
    #expect(json["summary"]?["count"]?.number == Double(rows.count))
    #expect(json["summary"]?["passed"]?.number == Double(expectedPass))
    let failing = rows.filter { $0.result.status == .fail }.count
    let errors = json["summary"]?["errors"]?.array ?? []
    let refused = errors.compactMap { $0["students"]?.array?.count }.reduce(0, +)
    #expect(failing + refused == rows.count - expectedPass, "every refused answer has its kind")
    let misconceptions = json["summary"]?["misconceptions"]?.array ?? []
    #expect(
      (misconceptions.first?["students"]?.array?.count ?? 0) >= 25,
      "the commonest misconception is counted")
  }

  /// Reads a file as `containrepl grade` does: UTF-8 text without NUL bytes, at most 1 MiB.
  static func submission(_ path: String) -> Submission {
    guard let data = FileManager.default.contents(atPath: path) else {
      return Submission(file: path, text: .failure(SubmissionProblem("no such file")))
    }
    if data.count > 1 << 20 {
      return Submission(file: path, text: .failure(SubmissionProblem("larger than 1 MiB: refused")))
    }
    guard let text = String(data: data, encoding: .utf8) else {
      return Submission(file: path, text: .failure(SubmissionProblem("not valid UTF-8 text")))
    }
    if text.unicodeScalars.contains(where: { $0.value == 0 }) {
      return Submission(
        file: path, text: .failure(SubmissionProblem("binary file (NUL bytes): not an answer")))
    }
    return Submission(file: path, text: .success(text))
  }

  // MARK: - Reports

  @Test func reportsEscapeControlCharacters() throws {
    let hostile = "a\u{1B}[2Jb\u{0}c\u{7F}d\u{85}e\u{9B}31mf\u{7}g\rh\ti\nj\u{2028}k"
    let test = TestResult(
      name: "check " + hostile, scenario: "s", passed: false, message: "because " + hostile,
      points: 0,
      maxPoints: 1, isHidden: false)
    let failed = ExerciseResult(
      exercise: "hide-child", status: .fail, message: "because " + hostile, tests: [test])
    let refused = ExerciseResult(
      exercise: "hide-child", status: .error, message: "refused " + hostile, tests: [])
    let rows = [
      ClassRow(file: "students/\u{1B}]0;title\u{7}=cmd|x.swift", result: failed),
      ClassRow(file: "students/ok \"quoted\", name.m", result: refused),
    ]
    for showHidden in [false, true] {
      let report = ExerciseReport(language: .english, showHidden: showHidden)
      let classReport = ClassReport(
        exercise: "hide-child", rows: rows, language: .english, showHidden: showHidden)
      for json in [report.json(failed), report.json(refused), classReport.json()] {
        for pretty in [false, true] {
          let text = json.text(pretty: pretty)
          #expect(
            !Self.hasControlCharacter(text, allowingNewlines: pretty), "\(text.debugDescription)")
          #expect(!text.contains("\u{2028}"), "U+2028 breaks JavaScript string literals")
          let parsed = try #require(JSON.parse(text), "not valid JSON: \(text)")
          #expect(parsed == json, "the JSON does not read back as written")
        }
      }
      let graded = classReport.json()
      #expect(
        graded["students"]?.array?.first?["files"]?.array?.first?.string?.hasSuffix("=cmd|x.swift")
          == true)
      #expect(failed.message.hasPrefix("because a") && failed.message.hasSuffix("k"))
      let csv = classReport.csv().split(separator: "\r\n").map(String.init)
      let lines =
        report.text(failed) + report.text(refused) + csv + classReport.table()
        + [classReport.feedback(0)]
      for line in lines {
        #expect(
          !Self.hasControlCharacter(line, allowingNewlines: line.hasSuffix("\n")),
          "\(line.debugDescription)")
      }
      #expect(csv.count == 3)
      #expect(csv[2].hasPrefix("\"ok \"\"quoted\"\", name\",error,"))
    }
  }

  // MARK: - The exercises' own fixtures

  @Test(arguments: ExerciseCorpusTests.exerciseIDs)
  func solutionsScoreFullMarksAndWrongAnswersLess(_ id: String) throws {
    for language in Language.allCases {
      let document = try #require(Self.document(id, language), "exercise \(id) is missing")
      let part = try #require(document.exercise, "\(id) is not an exercise")
      let grader = ClassGrader(document: document, language: language)
      let solutions = part.solution.filter { $0.language != .text }
      #expect(!solutions.isEmpty, "\(id): no @Solution")
      if !part.isPrediction {
        #expect(solutions.contains { $0.language == .swift }, "\(id): no Swift @Solution")
        if let gap = Self.knownFixtureGaps[id] {
          withKnownIssue(Comment(rawValue: gap)) {
            #expect(solutions.contains { $0.language == .objc }, "\(id): no Objective-C @Solution")
          }
        } else {
          #expect(solutions.contains { $0.language == .objc }, "\(id): no Objective-C @Solution")
        }
      }
      for solution in solutions {
        let result = grader.check(solution.text)
        #expect(
          result.status == .pass && result.score == result.maxScore,
          "\(id) (\(language)) solution at line \(solution.line): \(result.score)/\(result.maxScore) \(result.firstDivergence ?? "")"
        )
      }
      #expect(part.wrongAnswers.count >= 2, "\(id): fewer than two @WrongAnswer")
      for wrong in part.wrongAnswers {
        let result = grader.check(wrong.text)
        #expect(
          result.status != .pass && result.score < result.maxScore,
          "\(id) (\(language)) wrong answer at line \(wrong.line) scores \(result.score)/\(result.maxScore)"
        )
      }
    }
  }

  @Test(arguments: ExerciseCorpusTests.exerciseIDs)
  func translationIsCurrent(_ id: String) {
    let problems = Self.catalog.translationProblems(.chinese).filter { $0.hasPrefix(id + ":") }
    #expect(problems.isEmpty, "\(problems)")
    #expect(
      Self.catalog.problems.filter { $0.key.hasSuffix("/\(id).md") }.isEmpty,
      "\(Self.catalog.problems.filter { $0.key.hasSuffix("/\(id).md") })")
  }
}
