import TestSupport
import Testing

/// Swift's access control as swiftc checks it: a `private` member is for the code of the type
/// that declares it (its extensions too, not its subclasses), a `private(set)` property is read
/// anywhere and written only there.
struct AccessControlTests {
  static let cases: [RuleCase] = [
    RuleCase(
      "private and private(set) members used from outside the type get swiftc's errors",
      """
      class Counter: UIViewController {
        private(set) var count = 0
        private var secret = 7
        fileprivate var shared = 1
        func bump() { count += 1; secret += 1; print(count, secret) }
        private func hidden() -> Int { secret * 2 }
      }
      extension Counter {
        func peek() -> Int { secret + hidden() }
      }
      class Sub: Counter {
        func readCount() { print(count) }
      }
      let c = Counter()
      c.bump()
      print(c.count, c.peek(), c.shared)
      c.shared = 3
      c.count = 5
      c.count += 1
      print(c.secret)
      c.secret = 1
      print(c.hidden())
      Sub().readCount()
      print(c.count, c.shared)
      """,
      """
      c.bump()
        1 8
      1 24 1
      error: 18:3: cannot assign to property: 'count' setter is inaccessible
      c.count = 5
        ^~~~~
      error: 19:3: cannot assign to property: 'count' setter is inaccessible
      c.count += 1
        ^~~~~
      error: 20:9: 'secret' is inaccessible due to 'private' protection level
      print(c.secret)
              ^~~~~~
      error: 21:3: 'secret' is inaccessible due to 'private' protection level
      c.secret = 1
        ^~~~~~
      error: 22:9: 'hidden' is inaccessible due to 'private' protection level
      print(c.hidden())
              ^~~~~~
      sub.readCount()
        0
      1 3
      """, error: true),
    RuleCase(
      "the type's own closures and an @objc private action reached through a selector are inside",
      """
      class Pager: UIViewController {
        private var pages: [Int] = []
        private(set) var index = 0
        @objc private func tapped() { index += 1; print("tapped", index) }
        func wire() -> UIButton {
          let b = UIButton()
          b.addTarget(self, action: #selector(tapped), for: .touchUpInside)
          [1, 2].forEach { self.pages.append($0); self.index += $0 }
          return b
        }
      }
      let p = Pager()
      let button = p.wire()
      button.sendActions(for: .touchUpInside)
      print(p.index)
      """,
      """
      p.tapped()
        tapped 4
      4
      """),
  ]

  @Test(arguments: cases)
  func script(_ rule: RuleCase) { RuleConformance.check(rule) }
}
