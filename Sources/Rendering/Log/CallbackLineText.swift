import Simulation

/// The fixed text of a callback's log line, around its receiver and its one argument, made once
/// for every callback and syntax: nearly every line of the log is a callback, and writing its
/// name, parentheses and label piece by piece from the spelling cost more than the rest of the
/// line.
///
/// The texts are read by an integer index (the callback's position and the syntax), not looked
/// up by name: a key backed by a string would be hashed on every line. All the bytes are kept
/// in one buffer, each text a range of it, so that reading one retains no string. The buffers
/// are made once for the one table there is (`shared`) and never freed: held by pointer, the
/// table is copied from the global without a retain of an array, and read without a release.
/// Nothing changes the buffers once the table is made, hence `@unchecked Sendable`.
struct CallbackLineText: @unchecked Sendable {
  /// Every text's bytes, one after another.
  private let bytes: UnsafeBufferPointer<UInt8>
  /// Where each text starts in `bytes`; the next entry is where it ends.
  private let starts: UnsafeBufferPointer<Int>
  /// How many texts each callback has in each syntax: the text after the receiver when the
  /// callback has one argument (up to the argument), and the whole rest when it has none.
  private static let textsPerEntry = 2

  /// The texts of every callback, in both syntaxes.
  static let shared = CallbackLineText()

  private init() {
    var bytes: [UInt8] = []
    var starts: [Int] = [0]
    for (position, name) in CallbackName.allCases.enumerated() {
      let method = name.spelling
      // The table is read by `ordinal`, and the formatter writes an initializer otherwise.
      precondition(name.ordinal == position && method.swiftBase != "init")
      for syntax in [LogSyntax.swift, .objc] {
        for text in Self.texts(of: method, in: syntax) {
          bytes += Array(text.utf8)
          starts.append(bytes.count)
        }
      }
    }
    self.bytes = UnsafeBufferPointer(Self.keep(bytes))
    self.starts = UnsafeBufferPointer(Self.keep(starts))
  }

  /// A buffer of its own, never freed, with the elements of `array`.
  private static func keep<Element>(_ array: [Element]) -> UnsafeMutableBufferPointer<Element> {
    let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: array.count)
    _ = buffer.initialize(from: array)
    return buffer
  }

  /// The two texts `LogLineFormatter.appendCall` writes around the receiver and the argument,
  /// in the order of `textsPerEntry`'s description.
  private static func texts(of method: MethodSpelling, in syntax: LogSyntax) -> [String] {
    switch syntax {
    case .swift:
      let label = method.swiftLabels.first.flatMap { $0 }.map { $0 + ": " } ?? ""
      return ["." + method.swiftBase + "(" + label, "." + method.swiftBase + "()"]
    case .objc:
      let piece = method.objcPieces.first.map { $0 + ":" } ?? ""
      return [" " + piece, " " + (method.objcPieces.first ?? "") + "]"]
    }
  }

  /// Appends the text after the receiver of the callback's line: up to its argument when
  /// `hasArgument`, else to the end of the line.
  func append(
    _ name: CallbackName, _ syntax: LogSyntax, hasArgument: Bool, to line: inout LineBuilder
  ) {
    let syntaxIndex = syntax == .swift ? 0 : 1
    let text =
      (name.ordinal * 2 + syntaxIndex) * Self.textsPerEntry + (hasArgument ? 0 : 1)
    let start = starts[text]
    let end = starts[text + 1]
    line.append(UnsafeBufferPointer(rebasing: bytes[start..<end]))
  }
}
