import Rendering
import Testing

/// A line's bytes are what was appended, whatever the length of each piece: short pieces are
/// copied a word or a byte at a time, long ones in one copy, and the buffer grows past its
/// first size.
@Suite struct LineBuilderTests {
  @Test func piecesOfEveryLengthAreAppendedWhole() {
    let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ".utf8)
    var line = LineBuilder()
    var expected: [UInt8] = []
    for length in 0...40 {
      let piece = Array(alphabet[(length % 7)..<(length % 7 + length)])
      piece.withUnsafeBufferPointer { line.append($0) }
      expected += piece
      #expect(line.withBytes { Array($0) } == expected, "after a piece of \(length) bytes")
    }
    #expect(line.string == String(decoding: expected, as: UTF8.self))
    line.removeAll()
    #expect(line.string.isEmpty)
    let one: [UInt8] = [0xE2]
    one.withUnsafeBufferPointer { line.append($0) }
    #expect(line.withBytes { Array($0) } == [0xE2])
  }
}
