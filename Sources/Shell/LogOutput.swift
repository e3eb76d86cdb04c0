import Rendering

/// The bytes a script's output becomes, for a front end that only writes them (`run`): the
/// session writes each turn's log lines here itself, as they are rendered, rather than making
/// a string and an `OutputLine` of each and an array of them per turn. What a turn prints
/// besides its log, the front end appends after them, in order.
public final class LogOutput {
  /// The output not yet written, UTF-8 with a line feed after each line; the front end writes
  /// and empties it when it likes.
  public var bytes: [UInt8] = []
  /// Whether lines are coloured with ANSI escapes, as the front end's styler colours them.
  public let styled: Bool
  /// The buffer each log line is rendered in, kept from line to line.
  var line = LineBuilder()

  public init(styled: Bool) {
    self.styled = styled
  }

  /// Appends a line given by its UTF-8 bytes, in the style's colour when styled.
  func append(_ text: UnsafeBufferPointer<UInt8>, style: LineStyle) {
    guard styled, let code = style.ansiCode else {
      bytes.append(contentsOf: text)
      bytes.append(UInt8(ascii: "\n"))
      return
    }
    bytes.append(0x1B)
    bytes.append(UInt8(ascii: "["))
    bytes.append(contentsOf: code.utf8)
    bytes.append(UInt8(ascii: "m"))
    bytes.append(contentsOf: text)
    bytes.append(contentsOf: [0x1B, UInt8(ascii: "["), UInt8(ascii: "0"), UInt8(ascii: "m")])
    bytes.append(UInt8(ascii: "\n"))
  }

  /// Appends a line of the session's own (a diagnostic, a note): one without styled spans,
  /// which only rendered prose has.
  func append(_ line: OutputLine) {
    var text = line.text
    text.withUTF8 { append($0, style: line.style) }
  }
}
