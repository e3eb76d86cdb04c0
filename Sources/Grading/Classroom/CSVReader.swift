/// Why a CSV file could not be read: the record (1-based) and what was wrong there.
public struct CSVReadError: Error, Equatable, Sendable {
  public var record: Int
  public var reason: String
}

/// Reads CSV as RFC 4180 defines it, strictly: fields split by `,`, records by CRLF (a lone LF
/// is accepted too, as spreadsheets write it), a quoted field may hold commas, line breaks and
/// doubled quotes, and a quote anywhere else is an error rather than a guess. A UTF-8
/// byte-order mark at the start is dropped; a final line end does not make an empty record.
public enum CSVReader {
  /// Every record of the text, each a list of fields.
  public static func records(_ text: String) throws(CSVReadError) -> [[String]] {
    var scalars = Substring(text).unicodeScalars[...]
    if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
    var records: [[String]] = []
    var record: [String] = []
    var field = String.UnicodeScalarView()
    var quoted = false
    var closed = false
    var index = scalars.startIndex
    func endField() {
      record.append(String(field))
      field = String.UnicodeScalarView()
      quoted = false
      closed = false
    }
    while index < scalars.endIndex {
      let scalar = scalars[index]
      index = scalars.index(after: index)
      if quoted && !closed {
        if scalar == "\"" {
          if index < scalars.endIndex, scalars[index] == "\"" {
            field.append("\"")
            index = scalars.index(after: index)
          } else {
            closed = true
          }
        } else {
          field.append(scalar)
        }
        continue
      }
      switch scalar {
      case ",":
        endField()
      case "\r", "\n":
        if scalar == "\r" {
          guard index < scalars.endIndex, scalars[index] == "\n" else {
            throw CSVReadError(record: records.count + 1, reason: "a carriage return alone")
          }
          index = scalars.index(after: index)
        }
        endField()
        records.append(record)
        record = []
      case "\"":
        guard field.isEmpty, !closed else {
          throw CSVReadError(
            record: records.count + 1, reason: "a quote inside a field that is not quoted")
        }
        quoted = true
      default:
        guard !closed else {
          throw CSVReadError(
            record: records.count + 1, reason: "text after the closing quote of a field")
        }
        field.append(scalar)
      }
    }
    if quoted && !closed {
      throw CSVReadError(record: records.count + 1, reason: "a quoted field that never ends")
    }
    if !record.isEmpty || !field.isEmpty || quoted {
      endField()
      records.append(record)
    }
    return records
  }
}
