import TestSupport
import Testing

/// How values show and when code runs: optionals print as Swift prints them, unused
/// results, top-level `defer`, repeating timers on the clock, `if` and `switch` as expressions.
///
/// Each expected log was checked against what swiftc and the Swift runtime do.
struct EverydayValuesTests {
  static let cases: [RuleCase] = [
    RuleCase(
      "an optional prints as Optional(…), nil as nil; interpolating one gets swiftc's warning",
      #"""
      var x: Int? = 3
      print(x, x!, x ?? 0)
      let name: String? = "a"
      print(name)
      let counts = ["a": 1]
      print(counts["a"], counts["b"], Int("4"), Int("x"))
      let items = [5, 6]
      let index = items.firstIndex(of: 6)
      print(index, items.first, items.first!)
      class Host: UIViewController {
        weak var buddy: UIViewController?
        func find() -> Int? { 7 }
      }
      let h = Host()
      h.buddy = h
      print(h.buddy === h, h.find(), h.parent)
      if let x { print(x) }
      print("x is \(x)")
      x = nil
      print(x)
      """#,
      """
      Optional(3) 3 3
      Optional("a")
      Optional(1) nil Optional(4) nil
      Optional(1) Optional(5) 5
      true Optional(7) nil
      3
      warning: 18:15: string interpolation produces a debug description for an optional value; did you mean to make this explicit?
      print("x is \\(x)")
                    ^
      note: use 'String(describing:)' to silence this warning
      note: provide a default value to avoid this warning
      x is Optional(3)
      nil
      """),
    RuleCase(
      "Optional(x), Optional.map and flatMap answer optionals, 'as Any' keeps one wrapped; a whole number returned as a Double is one",
      #"""
      let n: Int? = 4
      print(n as Any, n.map { $0 * 2 } as Any)
      let doubled = n.map { $0 * 2 }
      let big = n.flatMap { $0 > 9 ? $0 : nil }
      print(doubled, big, [1, 2].map { $0 * 2 })
      let made = Optional(1)
      print(made, Optional("x") as Any)
      func width() -> CGFloat { 42 }
      func height() -> Double { return 1 }
      print(width(), height())
      """#,
      """
      Optional(4) Optional(8)
      Optional(8) nil [2, 4]
      Optional(1) Optional("x")
      42.0 1.0
      """),
    RuleCase(
      "an array or dictionary holding nil holds optionals: its other values print wrapped",
      #"""
      let scores: [Int?] = [1, nil, 3]
      print(scores)
      let lookup: [String: Int?] = ["a": nil]
      print(lookup, [1, 2], ["k": 1])
      """#,
      """
      [Optional(1), nil, Optional(3)]
      ["a": nil] [1, 2] ["k": 1]
      """),
    RuleCase(
      "a script shows no result of a @discardableResult call, and warns of other unused results",
      #"""
      @discardableResult func make() -> Int { 1 }
      func count() -> Int { 2 }
      func log() { }
      make()
      count()
      log()
      class Host: UIViewController {
        func go() { count() }
      }
      let host = Host()
      host.go()
      """#,
      """
      warning: 5:1: result of call to 'count()' is unused
      count()
      ^~~~~~~
      = 2
      host.go()
      warning: 8:15: result of call to 'count()' is unused
        func go() { count() }
                    ^~~~~~~
      """),
    RuleCase(
      "a top-level defer runs when the script ends, the last one first",
      #"""
      defer { print("deferred 1") }
      defer { print("deferred 2") }
      print("start")
      do {
        defer { print("end of do") }
        print("in do")
      }
      print("end")
      """#,
      """
      start
      in do
      end of do
      end
      deferred 2
      deferred 1
      """),
    RuleCase(
      "a repeating timer fires under :clock auto until it is invalidated",
      #"""
      var n = 0
      Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { timer in
        n += 1
        print("tick", n)
        if n == 3 { timer.invalidate() }
      }
      print("after", n)
      """#,
      """
      [t=0.5] block()
      [t=0.5]   tick 1
      [t=1] block()
      [t=1]   tick 2
      [t=1.5] block()
      [t=1.5]   tick 3
      after 3
      """),
    RuleCase(
      "if and switch are expressions (Swift 5.9): as a value, and alone in a body that returns one",
      #"""
      let n = 3
      let size = if n > 5 { "big" } else if n > 2 { "middle" } else { "small" }
      let word: String = switch n {
      case 1: "one"
      case 2, 3: "few"
      default: "many"
      }
      func sign(_ x: Int) -> String {
        if x < 0 { "-" } else { "+" }
      }
      var count = 0
      count = if n == 3 { 10 } else { 20 }
      print(size, word, sign(-1), count)
      let a = if n > 2 { "big" }
      let b = if n > 2 { print("x"); 1 } else { 2 }
      let c = switch n { case 1: "one" }
      """#,
      """
      middle few - 10
      error: 14:9: 'if' must have an unconditional 'else' to be used as expression
      let a = if n > 2 { "big" }
              ^~
      error: 15:20: non-expression branch of 'if' expression may only end with a 'throw'
      let b = if n > 2 { print("x"); 1 } else { 2 }
                         ^~~~~~~~~~
      error: 16:9: switch must be exhaustive; add a 'default' clause
      let c = switch n { case 1: "one" }
              ^~~~~~~~~~~~~~~~~~~~~~~~~~
      """, error: true),
  ]

  @Test(arguments: cases + [weakCaptureOfAValue])
  func script(_ rule: RuleCase) { RuleConformance.check(rule) }

  static let weakCaptureOfAValue = RuleCase(
    "[weak x] or [unowned x] of a value gets swiftc's words",
    """
    struct Layout { var inset = 8 }
    let layout = Layout()
    let f: () -> Int = { [unowned layout] in layout.inset }
    """,
    """
    error: 3:23: 'unowned' may only be applied to class and class-bound protocol types, not 'Layout'
    let f: () -> Int = { [unowned layout] in layout.inset }
                          ^~~~~~~~~~~~~~
    """, error: true)

  @Test("a repeating timer never invalidated stops at the bound and says so")
  func endlessRepeatingTimerStops() {
    let run = ScriptRun(
      """
      var n = 0
      let timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in n += 1 }
      print(n, timer.isValid)
      :tick 2
      print(n)
      timer.invalidate()
      print(timer.isValid)
      """)
    #expect(!run.hadError, "\(run.output)")
    #expect(run.output.contains("note: the clock stopped after 50 firings of a repeating timer"))
    #expect(run.output.components(separatedBy: "note: the clock stopped").count == 2)
    #expect(run.output.contains("50 true"), "\(run.output)")
    #expect(run.output.contains("\n[t=52] block()\n52\n"), "\(run.output)")
    #expect(run.output.hasSuffix("false"), "\(run.output)")
  }
}
