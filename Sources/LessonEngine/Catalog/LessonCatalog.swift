import Simulation

/// The lessons and exercises, English and translated, as the tool runs them.
public struct LessonCatalog: Sendable {
  /// The lessons in teaching order (ids fixed by the course).
  public static let lessonOrder = [
    "why-containers", "child-vs-subview", "system-containers", "add-child", "remove-child",
    "transition", "animator", "appearance-forwarding", "rotation", "practical-advice",
    "tab-switcher",
    "second-tap",
  ]

  /// The exercises in the order they are listed.
  public static let exerciseOrder = [
    "display-child", "hide-child", "cycle-children", "manual-appearance", "tab-bar-switcher",
    "fix-wrong-view", "predict-transition", "predict-pop", "show-page", "animator-swap",
  ]

  /// English documents by kind and id.
  private var english: [String: LessonDocument] = [:]
  /// Translations by language, then kind and id.
  private var translations: [Language: [String: LessonDocument]] = [:]

  private static func key(_ id: String, _ kind: LessonDocument.Kind) -> String {
    kind.rawValue + "/" + id
  }

  /// The English document of a lesson or exercise.
  public func english(_ id: String, kind: LessonDocument.Kind = .lesson) -> LessonDocument? {
    english[LessonCatalog.key(id, kind)]
  }
  /// Problems found while reading, by file.
  public private(set) var problems: [String: [FormatProblem]] = [:]

  /// Reads files given as (relative path, text): `en/ID.md`, `zh-Hans/ID.md`,
  /// `en/exercises/ID.md`, `zh-Hans/exercises/ID.md`. A file elsewhere, one whose directive
  /// disagrees with its path, or one that repeats an id is a problem and is not read.
  ///
  /// `added` files (a teacher's `--lessons DIR`) come on top: one at the same place as a
  /// built-in file replaces it (`notes` says so); problems name them as `addedPrefix` + path.
  public init(
    files: [(path: String, text: String)], added: [(path: String, text: String)] = [],
    addedPrefix: String = "", addedNames: [String: String] = [:]
  ) {
    let replaced = Set(added.map(\.path))
    for (path, _) in files where replaced.contains(path) {
      replacements.append((addedNames[path] ?? addedPrefix + path, path))
    }
    let all =
      files.filter { !replaced.contains($0.path) }.map { ($0.path, $0.text, $0.path) }
      + added.map { ($0.path, $0.text, addedNames[$0.path] ?? addedPrefix + $0.path) }
    var pathOfKey: [String: String] = [:]
    for (path, text, shown) in all where path.hasSuffix(".md") && !path.hasSuffix("README.md") {
      if case .success(let place) = LessonPath.parse(path) {
        let key = LessonCatalog.key(place.id, place.kind)
        pathsOfID[key, default: []].append(shown)
      }
      let (document, found) = LessonParser.parse(text)
      if !found.isEmpty { problems[shown] = found }
      guard let document else { continue }
      let place: LessonPath
      switch LessonPath.parse(path) {
      case .success(let parsed): place = parsed
      case .failure(let problem):
        problems[shown, default: []].append(problem)
        continue
      }
      if let problem = place.disagreement(with: document) {
        problems[shown, default: []].append(problem)
        continue
      }
      let key = LessonCatalog.key(document.id, document.kind)
      let slot = place.language.rawValue + "/" + key
      if let earlier = pathOfKey[slot] {
        problems[shown, default: []].append(
          FormatProblem(
            line: document.line, "id '\(document.id)' is already used by \(earlier)",
            "id '\(document.id)' 已被 \(earlier) 使用"))
        continue
      }
      pathOfKey[slot] = shown
      if place.language == .english {
        english[key] = document
      } else {
        translations[place.language, default: [:]][key] = document
      }
    }
    // A lesson and an exercise are opened by id (`:lesson`, `:exercise`, progress, grading):
    // one id for both would leave learners and teachers guessing which is meant.
    for (key, document) in english where document.kind == .exercise {
      let lessonKey = LessonCatalog.key(document.id, .lesson)
      guard english[lessonKey] != nil, let path = pathOfKey["en/" + key] else { continue }
      problems[path, default: []].append(
        FormatProblem(
          line: document.line,
          "id '\(document.id)' is also a lesson's (\(pathOfKey["en/" + lessonKey] ?? "")); give the exercise an id of its own",
          "id '\(document.id)' 也是一节课程的 id（\(pathOfKey["en/" + lessonKey] ?? "")）：请给练习另起一个 id"
        ))
    }
  }

  /// The files of one id — its lesson or exercise, in every language — out of `files`: all that
  /// `check` and `grade` need, so that they do not read the whole course for one exercise.
  public static func files(
    _ files: [(path: String, text: String)], about id: String
  ) -> [(path: String, text: String)] {
    files.filter { file in
      guard case .success(let place) = LessonPath.parse(file.path) else { return false }
      return place.id == id
    }
  }

  /// Added files that replaced built-in ones: the added file as named, the built-in's path.
  public private(set) var replacements: [(added: String, builtIn: String)] = []

  /// Files that replaced built-in ones, in words for the teacher (in `reader`'s language).
  public func notes(in reader: Language = .english) -> [String] {
    replacements.map {
      reader.pick(
        "\($0.added) replaces the built-in \($0.builtIn)", "\($0.added) 替换了内置的 \($0.builtIn)")
    }
  }
  /// The files (as problems name them) of each kind and id, in every language.
  private var pathsOfID: [String: [String]] = [:]

  /// The problems of a lesson's or exercise's own files (English and translations): such a
  /// document must not be used, since it may not say what its author meant.
  public func problems(of id: String, kind: LessonDocument.Kind) -> [(path: String, FormatProblem)]
  {
    (pathsOfID[LessonCatalog.key(id, kind)] ?? []).sorted().flatMap { path in
      (problems[path] ?? []).map { (path, $0) }
    }
  }

  /// Where a lesson file found outside `Lessons/` belongs: the end of its path when that is
  /// `LANGUAGE/ID.md` or `LANGUAGE/exercises/ID.md`, else the place its directive names (a
  /// translation, with its `source:` hash, goes under `zh-Hans/`).
  public static func place(ofFile path: String, text: String) -> String {
    let parts = path.split(separator: "/").map(String.init)
    for count in [3, 2] where parts.count >= count {
      let tail = parts.suffix(count).joined(separator: "/")
      if case .success = LessonPath.parse(tail) { return tail }
    }
    let (document, _) = LessonParser.parse(text)
    let name = parts.last ?? path
    let id = document?.id ?? String(name.hasSuffix(".md") ? name.dropLast(3) : Substring(name))
    let folder = document?.sourceHash == nil ? Language.english : Language.chinese
    return folder.rawValue + (document?.kind == .exercise ? "/exercises/" : "/") + id + ".md"
  }

  /// `lesson/ID` or `exercise/ID` for a lesson file's relative path, as `DevCheck` takes them.
  public static func key(ofFile path: String) -> String? {
    guard case .success(let place) = LessonPath.parse(path) else { return nil }
    return key(place.id, place.kind)
  }

  /// A translation as written (not laid over the English), if there is one.
  func translatedDocument(
    _ id: String, _ language: Language, kind: LessonDocument.Kind = .exercise
  ) -> LessonDocument? {
    translations[language]?[LessonCatalog.key(id, kind)]
  }

  /// The files of a lesson or exercise, as problems name them.
  public func paths(of id: String, kind: LessonDocument.Kind) -> [String] {
    (pathsOfID[LessonCatalog.key(id, kind)] ?? []).sorted()
  }

  /// The lessons present, in teaching order (unknown ids after, sorted).
  public var lessonIDs: [String] {
    let present = english.values.filter { $0.kind == .lesson }.map(\.id)
    return LessonCatalog.lessonOrder.filter(present.contains)
      + present.filter { !LessonCatalog.lessonOrder.contains($0) }.sorted()
  }

  /// The exercises present, in listing order.
  public var exerciseIDs: [String] {
    let present = english.values.filter { $0.kind == .exercise }.map(\.id)
    return LessonCatalog.exerciseOrder.filter(present.contains)
      + present.filter { !LessonCatalog.exerciseOrder.contains($0) }.sorted()
  }

  /// A document in a language: the English structure (code, checks) with the translated prose,
  /// titles, hints and quiz text laid over it; English wherever a translation is missing.
  public func document(
    _ id: String, language: Language, kind: LessonDocument.Kind = .lesson
  ) -> LessonDocument? {
    let key = LessonCatalog.key(id, kind)
    guard var document = english[key] else { return nil }
    guard language != .english, let translation = translations[language]?[key] else {
      return document
    }
    if translation.title != translation.id { document.title = translation.title }
    if !translation.intro.isEmpty { document.intro = translation.intro }
    for index in document.steps.indices {
      guard let step = translation.steps.first(where: { $0.id == document.steps[index].id }) else {
        continue
      }
      if step.title != step.id { document.steps[index].title = step.title }
      if !step.prose.isEmpty { document.steps[index].prose = step.prose }
      if !step.hints.isEmpty { document.steps[index].hints = step.hints }
    }
    for index in document.questions.indices {
      guard
        let question = translation.questions.first(where: { $0.id == document.questions[index].id }
        ),
        question.choices.count == document.questions[index].choices.count
      else { continue }
      document.questions[index].text = question.text
      for choice in question.choices.indices {
        document.questions[index].choices[choice].text = question.choices[choice].text
        document.questions[index].choices[choice].justification =
          question.choices[choice].justification
      }
    }
    if !translation.exerciseHints.isEmpty { document.exerciseHints = translation.exerciseHints }
    if let scenarios = translation.exercise?.scenarios {
      for scenario in scenarios {
        guard let index = document.exercise?.scenarios.firstIndex(where: { $0.id == scenario.id })
        else { continue }
        if scenario.title != scenario.id {
          document.exercise?.scenarios[index].title = scenario.title
        }
        document.exercise?.scenarios[index].translate(with: scenario)
      }
    }
    return document
  }

  /// What is wrong with the translations: missing files and steps, stale hashes, in words for
  /// the teacher (in `reader`'s language).
  public func translationProblems(_ language: Language, in reader: Language = .english)
    -> [String]
  {
    let name = language.rawValue
    var found: [String] = []
    for key in english.keys.sorted() {
      guard let original = english[key] else { continue }
      let id = original.id
      guard let translation = translations[language]?[key] else {
        found.append(Self.noTranslation(id, language, in: reader))
        continue
      }
      func stale(_ what: String, _ chinese: String, _ source: String?, _ hash: String) -> String {
        reader.pick(
          "\(id): \(what) is stale in \(name) (source \(source ?? "missing"), English is \(hash))",
          "\(id)：\(name) 的\(chinese)已过时（source 为 \(source ?? "空")，英文版为 \(hash)）")
      }
      let introHash = ContentHash.intro(of: original)
      if translation.sourceHash != introHash {
        let source = translation.sourceHash
        found.append(
          reader.pick(
            "\(id): the \(name) introduction is stale (source \(source ?? "missing"), English is \(introHash))",
            "\(id)：\(name) 的引言已过时（source 为 \(source ?? "空")，英文版为 \(introHash)）"))
      }
      for step in original.steps {
        guard let translated = translation.steps.first(where: { $0.id == step.id }) else {
          found.append(
            reader.pick(
              "\(id): step '\(step.id)' is missing in \(name)", "\(id)：\(name) 缺少步骤 '\(step.id)'"))
          continue
        }
        let hash = ContentHash.of(step)
        if translated.sourceHash != hash {
          found.append(stale("step '\(step.id)'", "步骤 '\(step.id)'", translated.sourceHash, hash))
        }
      }
      for extra in translation.steps where !original.steps.contains(where: { $0.id == extra.id }) {
        found.append(
          reader.pick(
            "\(id): \(name) has a step '\(extra.id)' that English lacks",
            "\(id)：\(name) 有英文版没有的步骤 '\(extra.id)'"))
      }
      for question in original.questions {
        guard let translated = translation.questions.first(where: { $0.id == question.id }) else {
          found.append(
            reader.pick(
              "\(id): question '\(question.id)' is missing in \(name)",
              "\(id)：\(name) 缺少题目 '\(question.id)'"))
          continue
        }
        if translated.choices.count != question.choices.count {
          found.append(
            reader.pick(
              "\(id): question '\(question.id)' has \(translated.choices.count) choices in \(name), \(question.choices.count) in English",
              "\(id)：题目 '\(question.id)' 在 \(name) 中有 \(translated.choices.count) 个选项，英文版有 \(question.choices.count) 个"
            ))
        }
        let hash = ContentHash.of(question)
        if translated.sourceHash != hash {
          found.append(
            stale("question '\(question.id)'", "题目 '\(question.id)'", translated.sourceHash, hash))
        }
      }
    }
    for key in (translations[language] ?? [:]).keys.sorted() where english[key] == nil {
      let id = key.split(separator: "/").last.map(String.init) ?? ""
      found.append(
        reader.pick(
          "\(id): the \(name) translation has no English original", "\(id)：\(name) 译文没有英文原文"))
    }
    return found
  }

  /// The problem of a lesson or exercise that has no translation into `language`.
  public static func noTranslation(_ id: String, _ language: Language, in reader: Language)
    -> String
  {
    reader.pick("\(id): no \(language.rawValue) translation", "\(id)：没有 \(language.rawValue) 译文")
  }
}
