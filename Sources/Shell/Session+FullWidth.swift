import CommandLanguage
import Rendering

extension Session {
  /// `text` with each meta command line typed with a Chinese input method read as ASCII
  /// (`：next`, `:answer １`, full-width spaces), and the line as typed and as read when one
  /// was. A file name after `:load`, `:save` or `:export` stays as typed.
  func readingFullWidthMeta(_ text: String) -> (text: String, typed: String, read: String)? {
    // A script's whole text is looked at: its contiguous bytes are searched, at a
    // twentieth of the cost of stepping through the UTF-8 view (750 instructions a statement of
    // the dance, measured with callgrind).
    let nonASCII: (UInt8) -> Bool = { $0 >= 0x80 }
    guard
      text.utf8.withContiguousStorageIfAvailable({ $0.contains(where: nonASCII) })
        ?? text.utf8.contains(where: nonASCII)
    else { return nil }
    var changed: (typed: String, read: String)?
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      let body = line.drop { $0 == " " || $0 == "\t" || $0 == "\u{3000}" }
      guard body.first == ":" || body.first == "：", var read = FullWidthInput.ascii(String(line))
      else { return String(line) }
      // The command's own name and spaces, but not a file name, are read as ASCII.
      let command = read.drop { $0 == " " || $0 == "\t" }.dropFirst().prefix { $0 != " " }
      if ["load", "save", "export"].contains(String(command)) {
        let typedWords = line.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
        let readWords = read.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
        read = readWords.first.map(String.init) ?? read
        if typedWords.count > 1 { read += " " + typedWords[1] }
        if read == String(line) { return String(line) }
      }
      if changed == nil { changed = (String(line.drop { $0 == " " }), read) }
      return read
    }
    guard let changed else { return nil }
    return (lines.joined(separator: "\n"), changed.typed, changed.read)
  }

  /// The note that full-width characters were read as ASCII, the first time only.
  func fullWidthNote(typed: String, read: String) -> [OutputLine] {
    guard !explainedFullWidth else { return [] }
    explainedFullWidth = true
    return [noteLine(.readAsASCII(typed, String(read.drop { $0 == " " || $0 == "\t" })))]
  }
}
