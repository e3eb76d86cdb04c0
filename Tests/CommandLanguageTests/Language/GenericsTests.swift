import TestSupport
import Testing

/// Swift generics as containers write them, `where` clauses, and `#available` against the
/// session's `:ios N`.
struct GenericsTests {
  typealias Case = LanguageCase

  static let cases: [Case] = [
    Case(
      "a generic method constrained to UIViewController adds any child",
      """
      class Child: UIViewController {}
      class Container: UIViewController {
        func add<T: UIViewController>(_ child: T) {
          addChild(child)
          child.didMove(toParent: self)
        }
        func count<C: Collection>(_ items: C) -> Int where C.Element: UIViewController {
          return items.count
        }
      }
      let c = Container()
      c.add(Child())
      print(c.children.count, c.count([Child(), Child()]))
      """,
      """
      c.add(child)
        c.addChild(child)
          child.willMove(toParent: c)
        child.didMove(toParent: c)
      1 2
      """),
    Case(
      "T bound from T.Type filters by the type the call names",
      """
      class Child: UIViewController {}
      class Other: UIViewController {}
      func only<T: UIViewController>(_ type: T.Type, in list: [UIViewController]) -> [T] {
        list.compactMap { $0 as? T }
      }
      func has<T>(_ type: T.Type, _ value: Any) -> Bool { value is T }
      let list: [UIViewController] = [Other(), Child(), Child()]
      print(only(Child.self, in: list).count, only(Other.self, in: list).count)
      print(has(Child.self, Other()), has(Other.self, Other()))
      """,
      "2 1\nfalse true"),
    Case(
      "a generic structure and a generic function over tuples",
      """
      struct Stack<Element> {
        var items: [Element] = []
        mutating func push(_ item: Element) { items.append(item) }
        func peek() -> Element? { items.last }
      }
      var s = Stack<Int>()
      s.push(3)
      s.push(4)
      print(s.peek() ?? 0, s.items)
      func swapped<A, B>(_ pair: (A, B)) -> (B, A) { (pair.1, pair.0) }
      print(swapped((1, "a")))
      """,
      "4 [3, 4]\n(\"a\", 1)"),
    Case(
      "#available and #unavailable follow :ios (17 by default)",
      """
      if #available(iOS 13.0, *) { print("13") } else { print("older") }
      if #available(iOS 18, *) { print("18") } else { print("before 18") }
      if #unavailable(iOS 18) { print("unavailable 18") }
      """,
      "13\nbefore 18\nunavailable 18"),
    Case(
      "@available in Objective-C follows :ios too",
      """
      if (@available(iOS 13.0, *)) {
        NSLog(@"13");
      }
      if (@available(iOS 99, *)) {
        NSLog(@"99");
      } else {
        NSLog(@"not 99");
      }
      """,
      "13\nnot 99"),
  ]

  @Test(arguments: cases)
  func runsAsSwiftcBuildsIt(_ test: Case) {
    test.expectCleanRun()
  }
}
