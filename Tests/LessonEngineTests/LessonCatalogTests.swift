import LessonEngine
import Testing

/// The catalog: English and translated documents keyed by kind and id, in course order.
@Suite struct LessonCatalogTests {
  static func lesson(_ id: String) -> String { "@Tutorial(id: \(id))\n# \(id)\n@Step(id: s)\n" }
  static func exercise(_ id: String) -> String {
    "@Exercise(id: \(id))\n# \(id)\n@Scenario(id: a)\n"
  }

  @Test func aLessonAndAnExerciseMayNotShareAnId() throws {
    let catalog = LessonCatalog(files: [
      ("en/shared.md", "@Tutorial(id: shared)\n# The lesson"),
      ("en/exercises/shared.md", "\n@Exercise(id: shared)\n# The exercise"),
    ])
    // (The exercise is also incomplete — no scenario, no solution — which is reported too.)
    #expect(catalog.problems.keys.sorted() == ["en/exercises/shared.md"])
    #expect(
      catalog.problems["en/exercises/shared.md"]?.filter { $0.message.contains("lesson") } == [
        FormatProblem(
          line: 2,
          "id 'shared' is also a lesson's (en/shared.md); give the exercise an id of its own")
      ])
    #expect(catalog.english("shared")?.title == "The lesson")
    #expect(catalog.english("missing") == nil)
    #expect(catalog.document("missing", language: .chinese) == nil)
  }

  @Test func aRepeatedIdIsAProblemAndTheFirstFileStays() {
    let catalog = LessonCatalog(files: [
      ("en/a.md", "@Tutorial(id: a)\n# First"),
      ("en/a.md", "@Tutorial(id: a)\n# Second"),
      ("zh-Hans/a.md", "@Tutorial(id: a, source: 0)\n# 第一"),
      ("zh-Hans/a.md", "@Tutorial(id: a, source: 0)\n# 第二"),
    ])
    #expect(
      catalog.problems == [
        "en/a.md": [FormatProblem(line: 1, "id 'a' is already used by en/a.md")],
        "zh-Hans/a.md": [FormatProblem(line: 1, "id 'a' is already used by zh-Hans/a.md")],
      ])
    #expect(catalog.english("a")?.title == "First")
    #expect(catalog.document("a", language: .chinese)?.title == "第一")
  }

  struct PathCase: CustomTestStringConvertible, Sendable {
    let path: String
    let text: String
    let problem: String
    var testDescription: String { path }
  }

  @Test(arguments: [
    PathCase(
      path: "add-child.md", text: "@Tutorial(id: add-child)",
      problem:
        "a lesson file belongs at LANGUAGE/ID.md or LANGUAGE/exercises/ID.md (LANGUAGE: en or zh-Hans), not add-child.md"
    ),
    PathCase(
      path: "zh/add-child.md", text: "@Tutorial(id: add-child)",
      problem:
        "a lesson file belongs at LANGUAGE/ID.md or LANGUAGE/exercises/ID.md (LANGUAGE: en or zh-Hans), not zh/add-child.md"
    ),
    PathCase(
      path: "en/drafts/add-child.md", text: "@Tutorial(id: add-child)",
      problem:
        "a lesson file belongs at LANGUAGE/ID.md or LANGUAGE/exercises/ID.md (LANGUAGE: en or zh-Hans), not en/drafts/add-child.md"
    ),
    PathCase(
      path: "en/add-child.md", text: "@Tutorial(id: remove-child)",
      problem: "the id 'remove-child' differs from the file name 'add-child.md'"),
    PathCase(
      path: "en/exercises/add-child.md", text: "@Tutorial(id: add-child)",
      problem: "@Tutorial is a lesson: it belongs outside exercises/"),
    PathCase(
      path: "zh-Hans/hide-child.md", text: "@Exercise(id: hide-child, source: 1)",
      problem: "@Exercise is an exercise: it belongs in exercises/"),
    PathCase(
      path: "en/add-child.md", text: "@Tutorial(id: add-child, source: 0f510b9d3bd7)",
      problem: "an English file records no source hash; is this a translation in the wrong folder?"),
  ])
  func aFileMustSitWhereItsDirectiveSays(_ testCase: PathCase) {
    let catalog = LessonCatalog(files: [(testCase.path, testCase.text)])
    #expect(catalog.problems == [testCase.path: [FormatProblem(line: 1, testCase.problem)]])
    #expect(catalog.lessonIDs.isEmpty && catalog.exerciseIDs.isEmpty)
    #expect(catalog.translationProblems(.chinese).isEmpty)
  }

  @Test func aTranslationWithoutItsOriginalIsReported() {
    let catalog = LessonCatalog(files: [
      ("en/kept.md", Self.lesson("kept")),
      ("zh-Hans/kept.md", Self.lesson("kept")),
      ("zh-Hans/orphan.md", Self.lesson("orphan")),
      ("zh-Hans/exercises/lost.md", Self.exercise("lost")),
    ])
    let problems = catalog.translationProblems(.chinese)
    #expect(problems.contains("orphan: the zh-Hans translation has no English original"))
    #expect(problems.contains("lost: the zh-Hans translation has no English original"))
    #expect(!problems.contains { $0.hasPrefix("kept: the zh-Hans translation has no") })
    #expect(catalog.lessonIDs == ["kept"])
  }

  @Test func idsFollowTheCourseOrderThenSortedUnknownOnes() {
    let catalog = LessonCatalog(files: [
      ("en/zeta.md", Self.lesson("zeta")), ("en/add-child.md", Self.lesson("add-child")),
      ("en/alpha.md", Self.lesson("alpha")),
      ("en/why-containers.md", Self.lesson("why-containers")),
      ("en/exercises/my-own.md", Self.exercise("my-own")),
      ("en/exercises/hide-child.md", Self.exercise("hide-child")),
      ("en/exercises/display-child.md", Self.exercise("display-child")),
      ("zh-Hans/only-chinese.md", Self.lesson("only-chinese")),
    ])
    #expect(catalog.lessonIDs == ["why-containers", "add-child", "alpha", "zeta"])
    #expect(catalog.exerciseIDs == ["display-child", "hide-child", "my-own"])
  }

  @Test func builtinCatalogHasEveryLessonAndExerciseInOrder() {
    let catalog = LessonCatalog(files: BuiltinLessons.files)
    #expect(catalog.lessonIDs == LessonCatalog.lessonOrder)
    #expect(catalog.exerciseIDs == LessonCatalog.exerciseOrder)
    #expect(catalog.problems.isEmpty, "\(catalog.problems)")
    #expect(catalog.translationProblems(.chinese) == [])
    #expect(catalog.english("tab-switcher")?.kind == .lesson)
    #expect(catalog.english("tab-bar-switcher", kind: .exercise)?.kind == .exercise)
    #expect(catalog.english("tab-switcher", kind: .exercise) == nil)
  }

  @Test func problemsAreKeptByFileAndOtherFilesAreSkipped() {
    let catalog = LessonCatalog(files: [
      ("en/good.md", Self.lesson("good")),
      ("en/broken.md", "@Tutorial(id: broken)\n@Step(id: s)\n@Bogus"),
      ("zh-Hans/broken.md", "@Tutorial(id: broken)\n```swift\n"),
      ("README.md", "@Bogus"),
      ("en/notes.txt", "@Bogus"),
    ])
    #expect(
      catalog.problems == [
        "en/broken.md": [FormatProblem(line: 3, "unknown directive @Bogus")],
        "zh-Hans/broken.md": [FormatProblem(line: 2, "code block is not closed with ```")],
      ])
    // A file with problems still counts when it parsed as far as its id.
    #expect(catalog.lessonIDs == ["broken", "good"])
  }
}

/// Translations: laid over the English structure, English where missing, stale ones found.
@Suite struct TranslationTests {
  static let english = """
    @Tutorial(id: shared, time: 5)
    # English title
    English intro.
    @Step(id: one)
    ## Step one
    Do this.
    ```swift
    let a = UIViewController()
    ```
    @Check(state) a.parent == nil
    @Hint English hint.
    @Step(id: two)
    ## Step two
    Read.
    @Assessments
    @Question(id: q) Why?
    @Choice(correct) Yes
    @Justification Because.
    @Choice No
    @Justification Not so.
    """

  /// A Chinese translation recording the hashes of `englishText` (stale when it differs).
  static func chinese(
    of englishText: String = english, steps: [String] = ["one", "two"], choices: Int = 2
  )
    -> String
  {
    let original = LessonParser.parse(englishText).0 ?? LessonDocument(kind: .lesson, id: "?")
    let hash = { (id: String) in original.steps.first { $0.id == id }.map(ContentHash.of) ?? "none"
    }
    var text = "@Tutorial(id: shared, source: \(ContentHash.intro(of: original)))\n# 中文标题\n中文介绍。\n"
    for id in steps {
      text += "@Step(id: \(id), source: \(hash(id)))\n## 第\(id)步\n中文说明。\n@Hint 中文提示。\n"
    }
    text +=
      "@Assessments\n@Question(id: q, source: \(original.questions.first.map(ContentHash.of) ?? "")) 为什么？\n"
    for index in 0..<choices {
      text += "@Choice\(index == 0 ? "(correct)" : "") 选项\(index)\n@Justification 理由\(index)\n"
    }
    return text
  }

  static func catalog(english: String = english, chinese: String? = chinese()) -> LessonCatalog {
    LessonCatalog(
      files: [("en/shared.md", english)] + (chinese.map { [("zh-Hans/shared.md", $0)] } ?? []))
  }

  @Test func upToDateTranslationHasNoProblems() {
    let catalog = Self.catalog()
    #expect(catalog.problems.isEmpty, "\(catalog.problems)")
    #expect(catalog.translationProblems(.chinese) == [])
  }

  @Test func editedEnglishStepMakesItsTranslationStale() throws {
    let edited = Self.english.replacing("Do this.", with: "Do that.")
    let catalog = Self.catalog(english: edited, chinese: Self.chinese())
    let step = try #require(catalog.english("shared")?.steps.first)
    let old = try #require(LessonParser.parse(Self.english).0?.steps.first)
    #expect(
      catalog.translationProblems(.chinese) == [
        "shared: step 'one' is stale in zh-Hans (source \(ContentHash.of(old)), English is \(ContentHash.of(step)))"
      ])
  }

  @Test func editedEnglishIntroductionAndQuestionAreStale() throws {
    let edited = Self.english.replacing("English intro.", with: "New intro.").replacing(
      "Not so.", with: "No.")
    let problems = Self.catalog(english: edited, chinese: Self.chinese()).translationProblems(
      .chinese)
    #expect(problems.count == 2)
    #expect(problems.first?.hasPrefix("shared: the zh-Hans introduction is stale (source ") == true)
    #expect(problems.last?.hasPrefix("shared: question 'q' is stale in zh-Hans (source ") == true)
  }

  @Test func missingAndExtraPiecesAreReported() throws {
    let chinese = Self.chinese(steps: ["one", "three"], choices: 1)
      .replacing("@Tutorial(id: shared, source: ", with: "@Tutorial(id: shared, old: ")
    let problems = Self.catalog(chinese: chinese).translationProblems(.chinese)
    let intro = ContentHash.intro(of: try #require(LessonParser.parse(Self.english).0))
    #expect(problems.count == 4, "\(problems)")
    #expect(
      problems.first
        == "shared: the zh-Hans introduction is stale (source missing, English is \(intro))")
    #expect(problems.contains("shared: step 'two' is missing in zh-Hans"))
    #expect(problems.contains("shared: zh-Hans has a step 'three' that English lacks"))
    #expect(problems.contains("shared: question 'q' has 1 choices in zh-Hans, 2 in English"))
  }

  @Test func missingTranslationFileIsReportedAndFallsBackToEnglish() {
    let catalog = Self.catalog(chinese: nil)
    #expect(catalog.translationProblems(.chinese) == ["shared: no zh-Hans translation"])
    #expect(catalog.document("shared", language: .chinese) == catalog.english("shared"))
  }

  @Test func translationIsLaidOverTheEnglishStructure() throws {
    let catalog = Self.catalog()
    let english = try #require(catalog.english("shared"))
    let document = try #require(catalog.document("shared", language: .chinese))
    #expect(catalog.document("shared", language: .english) == english)
    #expect(document.title == "中文标题")
    #expect(document.intro == "中文介绍。")
    #expect(document.minutes == 5)
    #expect(document.steps.map(\.title) == ["第one步", "第two步"])
    #expect(document.steps.map(\.prose) == ["中文说明。", "中文说明。"])
    #expect(document.steps.map(\.hints) == [["中文提示。"], ["中文提示。"]])
    // Code and checks always come from the English file.
    #expect(document.steps.map(\.code) == english.steps.map(\.code))
    #expect(document.steps.map(\.checks) == english.steps.map(\.checks))
    #expect(document.questions.first?.text == "为什么？")
    #expect(document.questions.first?.choices.map(\.text) == ["选项0", "选项1"])
    #expect(document.questions.first?.choices.map(\.justification) == ["理由0", "理由1"])
    #expect(document.questions.first?.choices.map(\.isCorrect) == [true, false])
  }

  @Test func partialTranslationKeepsEnglishWhereItIsMissing() throws {
    let chinese = Self.chinese(steps: ["one"], choices: 1)
    let catalog = Self.catalog(chinese: chinese)
    let english = try #require(catalog.english("shared"))
    let document = try #require(catalog.document("shared", language: .chinese))
    #expect(document.steps.map(\.title) == ["第one步", "Step two"])
    #expect(document.steps[1] == english.steps[1])
    // A question whose choices do not line up stays English as a whole.
    #expect(document.questions == english.questions)
  }

  @Test func exerciseTranslationCoversHintsAndScenarioTitles() throws {
    let english =
      "@Exercise(id: e)\n# Task\nDo it.\n@Hint One.\n@Scenario(id: a, title: on screen)\n@Scenario(id: b, title: off screen)"
    let hash = ContentHash.intro(of: try #require(LessonParser.parse(english).0))
    let chinese =
      "@Exercise(id: e, source: \(hash))\n# 任务\n@Hint 一。\n@Scenario(id: b, title: 不在屏幕上)"
    let catalog = LessonCatalog(files: [
      ("en/exercises/e.md", english), ("zh-Hans/exercises/e.md", chinese),
    ])
    #expect(catalog.translationProblems(.chinese) == [])
    let document = try #require(catalog.document("e", language: .chinese, kind: .exercise))
    #expect(document.title == "任务")
    #expect(document.intro == "Do it.")
    #expect(document.exerciseHints == ["一。"])
    #expect(document.exercise?.scenarios.map(\.title) == ["on screen", "不在屏幕上"])
    #expect(catalog.document("e", language: .chinese) == nil)
  }
}
