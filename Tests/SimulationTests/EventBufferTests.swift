import Simulation
import Testing

/// The world's buffer of a turn's events behaves as the array it replaced, and hands its events
/// over whole: in order, none lost, none left behind.
@Suite struct EventBufferTests {
  /// An event whose line text (a printed string) tells it apart, held on the heap when long.
  static func event(_ number: Int, depth: Int = 0) -> Event {
    Event(
      kind: .output("line \(number) of a text too long to be kept inline"), time: Int64(number),
      isLater: false, depth: depth, rule: RuleID("R.\(number)"))
  }

  static func buffer(_ numbers: Range<Int>) -> EventBuffer {
    var buffer = EventBuffer()
    for number in numbers { buffer.append(event(number)) }
    return buffer
  }

  @Test func appendedEventsAreKeptInOrderAsTheBufferGrows() {
    let buffer = Self.buffer(0..<100)
    #expect(buffer.count == 100)
    #expect(Array(buffer) == (0..<100).map { Self.event($0) })
  }

  @Test func anEventIsRewrittenInPlace() {
    var buffer = Self.buffer(0..<3)
    buffer[1].kind = .pending
    buffer[1].depth = 4
    #expect(buffer[1].kind == .pending)
    #expect(buffer[1].depth == 4)
    #expect(buffer[0] == Self.event(0))
    #expect(buffer[2] == Self.event(2))
  }

  @Test func removingAnEventMovesTheOnesAfterItUp() {
    var buffer = Self.buffer(0..<5)
    #expect(buffer.remove(at: 1) == Self.event(1))
    #expect(Array(buffer) == [0, 2, 3, 4].map { Self.event($0) })
    buffer.remove(at: 3)
    #expect(Array(buffer) == [0, 2, 3].map { Self.event($0) })
    buffer.removeAll(keepingCapacity: true)
    #expect(buffer.isEmpty)
    buffer.append(Self.event(7))
    #expect(Array(buffer) == [Self.event(7)])
  }

  @Test func movingAllAppendsTheEventsInOrderAndEmptiesTheBuffer() {
    var buffer = Self.buffer(3..<40)
    var log = (0..<3).map { Self.event($0) }
    buffer.moveAll(appendingTo: &log)
    #expect(log == (0..<40).map { Self.event($0) })
    #expect(buffer.isEmpty)
    // The emptied buffer is used again, and moving nothing changes nothing.
    buffer.moveAll(appendingTo: &log)
    #expect(log.count == 40)
    buffer.append(Self.event(40))
    buffer.moveAll(appendingTo: &log)
    #expect(log == (0..<41).map { Self.event($0) })
  }

  @Test func aCopyKeepsItsEventsWhenTheOriginalChangesOrMovesThemOut() {
    var buffer = Self.buffer(0..<4)
    let copy = buffer
    buffer[0].depth = 9
    buffer.remove(at: 3)
    var log: [Event] = []
    buffer.moveAll(appendingTo: &log)
    #expect(Array(copy) == (0..<4).map { Self.event($0) })
    #expect(log.map(\.depth) == [9, 0, 0])
    #expect(buffer.isEmpty)
  }
}
