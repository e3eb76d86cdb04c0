import Simulation

/// Where a lesson or exercise file sits under `Lessons/`: its language and kind come from the
/// path, and the file's own directive must agree with them.
///
/// ```text
/// en/add-child.md                   English lesson add-child
/// zh-Hans/exercises/hide-child.md   Chinese exercise hide-child
/// ```
struct LessonPath: Equatable {
  var language: Language
  var kind: LessonDocument.Kind
  var id: String

  /// The language, kind and id a path names, or why it names none.
  static func parse(_ path: String) -> Result<LessonPath, FormatProblem> {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    let language = parts.first.flatMap { folder in
      Language.allCases.first { $0.rawValue == folder }
    }
    guard let language, parts.count == 2 || (parts.count == 3 && parts[1] == "exercises"),
      let name = parts.last, name.hasSuffix(".md"), name.count > 3
    else {
      return .failure(
        FormatProblem(
          line: 1,
          "a lesson file belongs at LANGUAGE/ID.md or LANGUAGE/exercises/ID.md (LANGUAGE: "
            + Language.allCases.map(\.rawValue).joined(separator: " or ") + "), not \(path)",
          "课程文件应放在 LANGUAGE/ID.md 或 LANGUAGE/exercises/ID.md（LANGUAGE 为 "
            + Language.allCases.map(\.rawValue).joined(separator: " 或 ") + "），而不是 \(path)"))
    }
    return .success(
      LessonPath(
        language: language, kind: parts.count == 3 ? .exercise : .lesson,
        id: String(name.dropLast(3))))
  }

  /// What the document says that its path contradicts, if anything.
  func disagreement(with document: LessonDocument) -> FormatProblem? {
    if document.kind != kind {
      let directive = document.kind == .lesson ? "@Tutorial" : "@Exercise"
      return FormatProblem(
        line: document.line,
        kind == .exercise
          ? "\(directive) is a lesson: it belongs outside exercises/"
          : "\(directive) is an exercise: it belongs in exercises/",
        kind == .exercise
          ? "\(directive) 是课程：应放在 exercises/ 之外" : "\(directive) 是练习：应放在 exercises/ 里")
    }
    if document.id != id {
      return FormatProblem(
        line: document.line, "the id '\(document.id)' differs from the file name '\(id).md'",
        "id '\(document.id)' 与文件名 '\(id).md' 不一致")
    }
    if language == .english, document.sourceHash != nil {
      return FormatProblem(
        line: document.line,
        "an English file records no source hash; is this a translation in the wrong folder?",
        "英文文件不记录 source 哈希：这是不是放错了文件夹的译文？")
    }
    return nil
  }
}
