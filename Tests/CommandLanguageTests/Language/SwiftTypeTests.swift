import TestSupport
import Testing

/// The Swift that containers from 2017 on are written in: nested types, switches
/// swiftc finds exhaustive, `Optional.map`, constrained protocol extensions.
struct SwiftTypeTests {
  typealias Case = LanguageCase

  static let cases: [Case] = [
    Case(
      "a key path passed where a function is expected is that function; reduce(into:); a pair taken apart by a closure's two parameters; protocol extension defaults",
      #"""
      protocol Pageable: AnyObject {
        var pageIndex: Int { get set }
        func reload()
      }
      extension Pageable {
        func reload() { print("default reload", pageIndex) }
      }
      final class Page: UIViewController, Pageable {
        var pageIndex = 0
        convenience init(index: Int) {
          self.init(nibName: nil, bundle: nil)
          pageIndex = index
        }
      }
      let pages = (0..<3).map { Page(index: $0) }
      pages[2].reload()
      print(pages.filter { $0.pageIndex % 2 == 0 }.map(\.pageIndex), pages.map(\.title))
      let names = ["a", "bb", "cc"]
      let byLength = names.reduce(into: [Int: [String]]()) { $0[$1.count, default: []].append($1) }
      let total = names.reduce(into: 0) { sum, name in sum += name.count }
      print(byLength.keys.sorted(), byLength[2]!, total, names.reduce(0) { $0 + $1.count })
      print(names.enumerated().map { (i, s) in "\(i + 1). \(s)" })
      """#,
      """
      page3.reload()
        default reload 2
      [0, 2] [nil, nil, nil]
      [1, 2] ["bb", "cc"] 5 5
      ["1. a", "2. bb", "3. cc"]
      """),
    Case(
      "everyday container Swift: lazy and computed properties, enums with payloads and where, tuples, defer, weak self",
      #"""
      class Container: UIViewController {
        lazy var child: UIViewController = { let c = UIViewController(); c.title = "lazy"; return c }()
        var ratio: CGFloat {
          get { return _ratio }
          set { _ratio = min(max(newValue, 0), 1) }
        }
        private var _ratio: CGFloat = 0.5
        enum State { case idle, moving(progress: CGFloat), done }
        var state: State = .idle
        func describe() -> String {
          switch state {
          case .idle: return "idle"
          case .moving(let p) where p > 0.5: return "far \(p)"
          case .moving(let p): return "near \(p)"
          case .done: return "done"
          }
        }
        func run() {
          defer { print("deferred") }
          guard let title = child.title, !title.isEmpty else { return }
          ratio = 2
          state = .moving(progress: 0.7)
          let first = describe()
          state = .moving(progress: 0.2)
          print(title, ratio, first, describe())
          let pair = (width: 320.0, height: 480.0)
          let (w, h) = pair
          print(pair.width, w * h, abs(-3), min(3, 1, 2), max(1.5, 2.5))
          DispatchQueue.main.async { [weak self] in
            guard let strongSelf = self else { return }
            print("async", strongSelf.ratio)
          }
          print(NSStringFromSelector(#selector(tick)), String(format: "%.2f %@ %d", 3.14159, "x", 7))
        }
        @objc func tick() {}
      }
      let host = Container()
      host.run()
      """#,
      """
      host.run()
        lazy 1.0 far 0.7 near 0.2
        320.0 153600.0 3 1 2.5
        tick 3.14 x 7
        deferred
      [end of turn] execute()
      [end of turn]   async 1.0
      """),
    Case(
      "X.self is the type itself: it prints as the type, its type is X.Type, and it makes an X",
      """
      class Child: UIViewController {}
      let metatype = Child.self
      print(metatype, type(of: metatype))
      let made = metatype.init()
      print(made is Child, made.isKind(of: Child.self))
      """,
      "Child Child.Type\ntrue true"),
    Case(
      "an enumeration nested in a class is known inside and outside it",
      """
      class Drawer: UIViewController {
        enum State { case open, closed }
        var state: State = .closed
        struct Metrics { var width = 260.0 }
        let metrics = Metrics()
      }
      let d = Drawer()
      print(d.state, d.metrics.width)
      d.state = .open
      print(d.state == .open)
      """,
      "closed 260.0\ntrue"),
    Case(
      "a switch over a tuple of optionals that covers every case needs no default",
      """
      let a: Int? = 1
      let b: Int? = nil
      switch (a, b) {
      case (.some, .some): print("both")
      case (.some, .none): print("first")
      case (.none, .some): print("second")
      case (.none, .none): print("neither")
      }
      """,
      "first"),
    Case(
      "a switch over an enumeration and a Bool covers every pair",
      """
      enum Side { case left, right }
      let side = Side.right
      let open = true
      switch (side, open) {
      case (.left, true), (.left, false): print("left")
      case (.right, false): print("right closed")
      case (.right, true): print("right open")
      }
      """,
      "right open"),
    Case(
      "Optional.map and flatMap: nil stays nil",
      """
      let width: Double? = 3
      let none: Double? = nil
      print(width.map { $0 * 2 } ?? 0, none.map { $0 * 2 } ?? -1.0)
      print(width.flatMap { $0 > 2 ? $0 : nil } ?? 0)
      """,
      "6.0 -1.0\n3.0"),
    Case(
      "a protocol extension constrained to Self gives adopters its default methods",
      """
      protocol Embedding {}
      extension Embedding where Self: UIViewController {
        func childCount() -> Int { children.count }
      }
      final class Host: UIViewController, Embedding {}
      let host = Host()
      print(host.childCount())
      """,
      "0"),
  ]

  @Test(arguments: cases)
  func runsAsSwiftcCompilesIt(_ test: Case) {
    test.expectCleanRun()
  }

  @Test func aSwitchThatMissesACaseIsStillRefused() {
    let run = ScriptRun(
      """
      let a: Int? = 1
      let b: Int? = nil
      switch (a, b) {
      case (.some, .some): print("both")
      case (.none, _): print("no first")
      }
      """)
    #expect(run.output.contains("switch must be exhaustive"))
    #expect(run.hadError)
  }

  @Test func anImportedEnumerationPrintsAsSwiftShowsAValueWithoutCaseNames() {
    // Swift keeps no case names for an enumeration imported from C: print writes the C type's
    // name, interpolation adds the raw value, a collection or optional qualifies the name.
    // The user's enumerations print their case names.
    LanguageCase(
      "",
      """
      enum Side: Int { case left, right }
      let mode = UIView.ContentMode.scaleAspectFit
      print(mode, Side.right)
      print("\\(mode) \\(Side.right)", String(describing: UIView.ContentMode.redraw))
      print([mode], [Side.left])
      let style: UIModalPresentationStyle? = .pageSheet
      print(style as Any, mode.rawValue, type(of: mode))
      debugPrint(mode)
      """,
      """
      UIViewContentMode right
      UIViewContentMode(rawValue: 1) right UIViewContentMode(rawValue: 3)
      [__C.UIViewContentMode] [main.Side.left]
      Optional(__C.UIModalPresentationStyle) 1 UIViewContentMode
      __C.UIViewContentMode
      """
    ).expectCleanRun()
  }

  @Test func aProtocolConstrainedWithClassIsAnAnyObjectProtocolWithSwiftcsWarning() {
    let run = ScriptRun(
      """
      protocol PagerDelegate: class {
        func pagerDidTurn()
      }
      final class Reader: UIViewController, PagerDelegate {
        func pagerDidTurn() { print("turned") }
      }
      final class Pager: UIViewController {
        weak var delegate: PagerDelegate?
      }
      let reader = Reader()
      let pager = Pager()
      pager.delegate = reader
      pager.delegate?.pagerDidTurn()
      """)
    #expect(!run.hadError)
    #expect(
      run.output == """
        warning: 1:25: using 'class' keyword to define a class-constrained protocol is deprecated; use 'AnyObject' instead
        protocol PagerDelegate: class {
                                ^~~~~
        reader.pagerDidTurn()
          turned
        """, "\(run.output)")
  }
}
