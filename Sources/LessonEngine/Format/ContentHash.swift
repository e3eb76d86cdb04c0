/// The hash a translation records of the English it was made from (FNV-1a, 64 bits, as 12 hex
/// digits). Whitespace runs between words count as one space and whitespace at either end of a
/// part not at all, so reflowing prose or an editor's trailing spaces do not make it stale.
public enum ContentHash {
  public static func of(_ parts: [String]) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    func mix(_ byte: UInt8) { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
    for part in parts {
      var started = false
      var pendingSpace = false
      for byte in part.utf8 {
        if byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D {
          pendingSpace = started
          continue
        }
        if pendingSpace { mix(0x20) }
        pendingSpace = false
        started = true
        mix(byte)
      }
      mix(0x1F)
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
