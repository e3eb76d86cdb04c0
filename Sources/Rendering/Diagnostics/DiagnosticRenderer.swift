import CommandLanguage
import Simulation

/// Writes a diagnostic the way the Swift compiler does: the message with its position, the
/// source line, and a caret under the place.
///
/// ```text
/// error: 1:11: value of type 'ContainerViewController' has no member 'addChlid'; did you mean 'addChild'?
/// container.addChlid(a)
///           ^~~~~~~~
/// ```
///
/// Notes the diagnostic carries (the method it happened in) follow as `note: …` lines. The
/// first line is never wrapped (editors read it); when it would be wider than `width`, its
/// did-you-mean suggestion becomes the first note instead, so that the terminal does not leave
/// the suggested name alone on a line.
public struct DiagnosticRenderer {
  public let language: Language
  /// A file name to put in front of positions (`script.swift:3:5`), or nil.
  public let fileName: String?
  /// The terminal's width, or nil: the suggestion always stays on the first line.
  public let width: Int?

  public init(language: Language, fileName: String? = nil, width: Int? = nil) {
    self.language = language
    self.fileName = fileName
    self.width = width
  }

  /// The lines for one diagnostic.
  public func lines(_ diagnostic: Diagnostic, in source: SourceText) -> [String] {
    let position = source.position(of: diagnostic.range.start)
    let place = (fileName.map { $0 + ":" } ?? "") + "\(position.line):\(position.column)"
    let head = "\(diagnostic.severity.rawValue): \(place): " + diagnostic.message.text(language)
    var result = [head]
    var notes = diagnostic.notes.map { "note: " + $0.text(language) }
    if let suggestion = diagnostic.suggestion {
      let joined =
        head + language.pick("; did you mean '\(suggestion)'?", "；你是不是想写 '\(suggestion)'？")
      if let width, DisplayWidth.of(joined) > width {
        notes.insert(
          "note: " + language.pick("did you mean '\(suggestion)'?", "你是不是想写 '\(suggestion)'？"),
          at: 0)
      } else {
        result = [joined]
      }
    }
    if let fixIt = diagnostic.fixIt {
      notes.insert("fix-it: " + ValueFormatter.escapeControls(fixIt.text(in: source)), at: 0)
    }
    let line = source.lineText(containing: diagnostic.range.start)
    guard line.utf8.count <= 4_000, !diagnostic.isBrief else { return result + notes }
    let shown = ValueFormatter.escapeControls(line)
    let prefix = ValueFormatter.escapeControls(source.linePrefix(upTo: diagnostic.range.start))
    let width = DisplayWidth.of(prefix)
    let covered = source.slice(diagnostic.range)
    let coveredOnLine = covered.split(separator: "\n", omittingEmptySubsequences: false).first ?? ""
    let length = max(1, DisplayWidth.of(ValueFormatter.escapeControls(String(coveredOnLine))))
    result.append(shown)
    result.append(
      String(repeating: " ", count: width) + "^" + String(repeating: "~", count: length - 1))
    return result + notes
  }
}
