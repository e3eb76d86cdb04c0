/// The hash a translation records of the English it was made from (FNV-1a, 64 bits, as 12 hex
/// digits). Whitespace runs count as one space, so reflowing prose does not make it stale.
public enum ContentHash {
  public static func of(_ parts: [String]) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    var lastWasSpace = true
    for part in parts {
      for byte in part.utf8 {
        let isSpace = byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
        if isSpace {
          if lastWasSpace { continue }
          lastWasSpace = true
          hash = (hash ^ 0x20) &* 0x0000_0100_0000_01B3
        } else {
          lastWasSpace = false
          hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
      }
      hash = (hash ^ 0x1F) &* 0x0000_0100_0000_01B3
      lastWasSpace = true
    }
    let hex = String(hash, radix: 16)
    return String((String(repeating: "0", count: max(0, 16 - hex.count)) + hex).prefix(12))
  }

  /// The hash of an English step: title, prose, code, checks and hints.
  public static func of(_ step: Step) -> String {
    of([step.title, step.prose] + step.code.map(\.text) + step.checks.map { "\($0)" } + step.hints)
  }

  /// The hash of an English question: text, choices and justifications.
  public static func of(_ question: Question) -> String {
    of(
      [question.text] + question.choices.flatMap { [$0.text, "\($0.isCorrect)", $0.justification] })
  }

  /// The hash of a document's title and introduction (for an exercise: its task, hints and
  /// scenario titles too).
  public static func intro(of document: LessonDocument) -> String {
    of(
      [document.title, document.intro] + document.exerciseHints
        + (document.exercise?.scenarios.map(\.title) ?? []))
  }
}
