import TestSupport
import Testing

@testable import Simulation

/// `PendingViews` answers as a set of views would, whatever the order of adding and removing.
struct PendingViewsTests {
  @Test func answersAsASetWould() {
    var pending = PendingViews()
    var expected = Set<ViewID>()
    var generator = SeededGenerator(seed: 7)
    for _ in 0..<2_000 {
      let view = ViewID(Int.random(in: 0..<40, using: &generator))
      if Bool.random(using: &generator) {
        let inserted = pending.insert(view)
        #expect(inserted == expected.insert(view).inserted)
      } else {
        pending.remove(view)
        expected.remove(view)
      }
      #expect(pending.count == expected.count)
      #expect(pending.isEmpty == expected.isEmpty)
      #expect(Set(pending) == expected)
      for probe in 0..<40 {
        #expect(pending.contains(ViewID(probe)) == expected.contains(ViewID(probe)))
      }
    }
  }

  @Test func removingFromTheMiddleKeepsTheOthers() {
    var pending = PendingViews()
    for index in [5, 1, 9, 3] { pending.insert(ViewID(index)) }
    pending.remove(ViewID(1))
    pending.remove(ViewID(7))
    #expect(Set(pending) == [ViewID(5), ViewID(9), ViewID(3)])
    #expect(!pending.contains(ViewID(1)))
    let insertedAgain = pending.insert(ViewID(1))
    let insertedTwice = pending.insert(ViewID(9))
    #expect(insertedAgain)
    #expect(!insertedTwice)
    #expect(pending.count == 4)
  }
}
