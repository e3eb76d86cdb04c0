extension Progress {
  /// What a damaged progress file still holds: every lesson and exercise entry that is whole
  /// (a file cut short keeps the entries before the cut), with how many entries were given up;
  /// nil when nothing in it is containrepl progress.
  public static func salvage(_ text: String) -> (progress: Progress, lost: Int)? {
    if let progress = parse(text) { return (progress, 0) }
    guard let start = text.firstIndex(of: "{") else { return nil }
    let body = String(text[start...])
    guard let root = JSON.parse(body) ?? repaired(body) else { return nil }
    var progress = Progress()
    var lost = 0
    if case .object(let pairs)? = root["lessons"] {
      for (id, value) in pairs {
        guard let lesson = Lesson(value) else {
          lost += 1
          continue
        }
        progress.lessons[id] = lesson
      }
    }
    if case .object(let pairs)? = root["exercises"] {
      for (storedID, value) in pairs {
        guard value["bestScore"]?.number != nil, value["maxScore"]?.number != nil else {
          lost += 1
          continue
        }
        progress.exercises[renamedExercises[storedID] ?? storedID] = Exercise(value)
      }
    }
    guard !progress.lessons.isEmpty || !progress.exercises.isEmpty else { return nil }
    return (progress, lost)
  }

  /// JSON cut short, closed at the last place a value ended: the longest prefix that parses
  /// once its open objects and arrays are closed.
  static func repaired(_ text: String) -> JSON? {
    let bytes = Array(text.utf8)
    var stack: [UInt8] = []
    var inString = false
    var escaped = false
    var candidates: [(end: Int, closers: [UInt8])] = []
    for (index, byte) in bytes.enumerated() {
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): inString = true
      case UInt8(ascii: "{"): stack.append(UInt8(ascii: "}"))
      case UInt8(ascii: "["): stack.append(UInt8(ascii: "]"))
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        guard !stack.isEmpty else { return nil }
        stack.removeLast()
        candidates.append((index + 1, stack.reversed()))
      default: break
      }
    }
    for candidate in candidates.reversed().prefix(1_000) {
      let closed = Array(bytes[..<candidate.end]) + candidate.closers
      if let json = JSON.parse(String(decoding: closed, as: UTF8.self)) { return json }
    }
    return nil
  }
}
