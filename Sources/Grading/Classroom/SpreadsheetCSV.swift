import LessonEngine
import Rendering

/// CSV as RFC 4180 writes it (CRLF line ends; a field with a comma, a quote, a line break or
/// spaces at its ends is quoted, quotes doubled), made safe to open in a spreadsheet: control
/// characters are escaped, and a field that starts with `=`, `+`, `-`, `@`, a tab, a carriage
/// return or a NUL gets a `'` in front, as OWASP recommends against CSV injection (ASVS 1.2.10).
public struct SpreadsheetCSV {
  private var text = ""
  /// Whether the file starts with a byte-order mark (Excel then reads it as UTF-8).
  public let byteOrderMark: Bool

  public init(byteOrderMark: Bool = false) {
    self.byteOrderMark = byteOrderMark
  }

  /// Adds a record.
  public mutating func append(_ fields: [String]) {
    text += SpreadsheetCSV.record(fields)
  }

  /// Adds a record of fields that came from the platform's own file and go back to it: quoted
  /// as RFC 4180 asks, never neutralised, so that the platform reads back what it wrote.
  public mutating func appendVerbatim(_ fields: [String]) {
    text +=
      fields.map { field in
        field.contains(where: {
          $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n"
        })
          || field.hasPrefix(" ") || field.hasSuffix(" ")
          ? "\"" + field.replacing("\"", with: "\"\"") + "\"" : field
      }.joined(separator: ",") + "\r\n"
  }

  /// Adds records made by `record`, in order.
  public mutating func append(records: [String]) {
    for record in records { text += record }
  }

  /// A record as a line of the file, its line end included.
  public static func record(_ fields: [String]) -> String {
    fields.map(SpreadsheetCSV.field).joined(separator: ",") + "\r\n"
  }

  /// The whole file.
  public var contents: String { (byteOrderMark ? "\u{FEFF}" : "") + text }

  /// One field, neutralised and quoted as needed.
  public static func field(_ raw: String) -> String {
    quickField(raw) ?? characterField(raw)
  }

  /// `characterField` decided on the UTF-8 bytes; nil when a byte it looks at (a space, `,`,
  /// `"`, `=`, `+`, `-`, `@`) touches a non-ASCII one and so may be part of a larger character.
  static func quickField(_ raw: String) -> String? {
    enum Shape {
      case plain, quoted, unsure
    }
    var cleaned = UTF8Text.escapingControls(raw)
    let start = raw.utf8.first
    var neutralise = start == 0x09 || start == 0x0D || start == 0x00
    let shape = cleaned.withUTF8 { bytes -> Shape in
      var offset = 0
      while offset < bytes.count, bytes[offset] == UInt8(ascii: " ") {
        guard UTF8Text.standsAlone(bytes, offset, offset + 1) else { return .unsure }
        offset += 1
      }
      if offset < bytes.count, "=+-@".utf8.contains(bytes[offset]) {
        guard UTF8Text.standsAlone(bytes, offset, offset + 1) else { return .unsure }
        neutralise = true
      }
      var quoted = false
      for offset in bytes.indices
      where bytes[offset] == UInt8(ascii: ",") || bytes[offset] == UInt8(ascii: "\"") {
        guard UTF8Text.standsAlone(bytes, offset, offset + 1) else { return .unsure }
        quoted = true
      }
      // A space at either end; the `'` put in front hides one at the start (a leading space
      // was seen to stand alone above).
      if let last = bytes.indices.last, bytes[last] == UInt8(ascii: " ") {
        guard UTF8Text.standsAlone(bytes, last, last + 1) else { return .unsure }
        quoted = true
      }
      if !neutralise, bytes.first == UInt8(ascii: " ") { quoted = true }
      return quoted ? .quoted : .plain
    }
    // Escaped text has no line break: only `,` and `"` ask for quotes inside it.
    if neutralise { cleaned = "'" + cleaned }
    switch shape {
    case .unsure: return nil
    case .plain: return cleaned
    case .quoted: return "\"" + cleaned.replacing(ascii: UInt8(ascii: "\""), with: "\"\"") + "\""
    }
  }

  /// One field, character by character.
  static func characterField(_ raw: String) -> String {
    var cleaned = ValueFormatter.escapeControls(raw)
    let start = raw.unicodeScalars.first
    let firstVisible = cleaned.drop { $0 == " " }.first
    if start == "\t" || start == "\r" || start == "\0"
      || firstVisible.map({ "=+-@".contains($0) }) == true
    {
      cleaned = "'" + cleaned
    }
    let needsQuotes =
      cleaned.contains { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }
      || cleaned.hasPrefix(" ") || cleaned.hasSuffix(" ")
    return needsQuotes ? "\"" + cleaned.replacing("\"", with: "\"\"") + "\"" : cleaned
  }
}

extension ClassReport {
  /// `containrepl grade --format csv`: a record per student (the teacher's view).
  public func csv(byteOrderMark: Bool = false) -> String {
    csv(records: rows.indices.map(csvRecord), byteOrderMark: byteOrderMark)
  }

  /// `csv(byteOrderMark:)` from each row's `csvRecord`, which a class makes on all its cores.
  public func csv(records: [String], byteOrderMark: Bool = false) -> String {
    var file = SpreadsheetCSV(byteOrderMark: byteOrderMark)
    file.append([
      "student", "status", "score", "max_score", "percent", "feedback", "files", "id", "identifier",
    ])
    file.append(records: records)
    return file.contents
  }

  /// One student's record of `csv(byteOrderMark:)`, its line end included.
  public func csvRecord(_ index: Int) -> String {
    let row = rows[index]
    let result = row.result
    return SpreadsheetCSV.record([
      names[index], result.status.rawValue, String(result.score), String(result.maxScore),
      percentText(result.percent), teacher.summaryLine(result), row.files.joined(separator: "; "),
      row.identity.platformID ?? "", row.identity.rosterIdentifier ?? "",
    ])
  }
}
