/// How a run of characters in prose is shown: as written, strong (Markdown `**bold**`), or
/// as code (a backtick span, never broken across lines).
public enum TextTag: UInt8, Hashable, Sendable {
  case plain
  case strong
  case code
}

/// A styled run inside one line of text, counted in characters (grapheme clusters).
public struct TextSpan: Hashable, Sendable {
  public var start: Int
  public var count: Int
  public var tag: TextTag

  public init(start: Int, count: Int, tag: TextTag) {
    self.start = start
    self.count = count
    self.tag = tag
  }
}

/// Text with a tag for each character: what the wrapper lays out.
public struct StyledText: Sendable {
  public var characters: [Character] = []
  public var tags: [TextTag] = []

  public init() {}

  /// Plain text in which backtick spans are code (the backticks kept).
  public init(plain text: String) {
    characters = Array(text)
    tags = Array(repeating: .plain, count: characters.count)
    var index = 0
    while index < characters.count {
      if characters[index] == "`",
        let end = characters[(index + 1)...].firstIndex(of: "`")
      {
        for position in index...end { tags[position] = .code }
        index = end + 1
      } else {
        index += 1
      }
    }
  }

  public mutating func append(_ text: String, _ tag: TextTag) {
    for character in text {
      characters.append(character)
      tags.append(tag)
    }
  }

  public var isEmpty: Bool { characters.isEmpty }
}

/// One laid-out line: its text and the styled runs in it.
public struct StyledLine: Hashable, Sendable {
  public var text: String
  public var spans: [TextSpan]

  public init(_ text: String, spans: [TextSpan] = []) {
    self.text = text
    self.spans = spans
  }

  /// The line's characters with their tags, after `prefix` plain characters.
  init(prefix: String, characters: ArraySlice<Character>, tags: ArraySlice<TextTag>) {
    var text = prefix
    var spans: [TextSpan] = []
    var offset = prefix.count
    for (character, tag) in zip(characters, tags) {
      text.append(character)
      if tag != .plain {
        if let last = spans.last, last.tag == tag, last.start + last.count == offset {
          spans[spans.count - 1].count += 1
        } else {
          spans.append(TextSpan(start: offset, count: 1, tag: tag))
        }
      }
      offset += 1
    }
    self.text = text
    self.spans = spans
  }
}
