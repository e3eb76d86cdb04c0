import Rendering

/// The frames of `:play` as terminal writes that redraw in place: every frame takes the same
/// number of lines (the tallest frame's, short ones padded with blank lines) and no line is
/// wider than the terminal, so moving the cursor up by that count always lands on the first
/// line and nothing of an earlier frame is left on screen.
public struct FrameDrawing: Sendable {
  public let frames: [[OutputLine]]
  public let columns: Int

  public init(frames: [[OutputLine]], columns: Int) {
    self.frames = frames
    self.columns = columns
  }

  /// One write per frame: back to the top of the previous frame (none for the first), then each
  /// line cleared and drawn.
  public func texts(_ style: (OutputLine) -> String = { $0.text }) -> [String] {
    let shown = frames.filter { !$0.isEmpty }
    let height = shown.map(\.count).max() ?? 0
    var texts: [String] = []
    for (index, frame) in shown.enumerated() {
      var text = index > 0 ? "\u{1B}[\(height)A" : ""
      for row in 0..<height {
        text += "\u{1B}[2K"
        if row < frame.count {
          var line = frame[row]
          // A line that wrapped would take two rows and throw the count off.
          if DisplayWidth.of(line.text) >= columns {
            line.text = DisplayWidth.truncate(line.text, to: max(1, columns - 1))
          }
          text += style(line)
        }
        text += "\r\n"
      }
      texts.append(text)
    }
    return texts
  }
}
