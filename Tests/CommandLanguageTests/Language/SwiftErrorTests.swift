import TestSupport
import Testing

/// Swift's errors: types that conform to `Error`, `throw`, `throws` and `rethrows`,
/// `do`/`catch` with patterns, `try?` and `try!`, an error that leaves the top-level code, and
/// swiftc's checks of where errors may go.
struct SwiftErrorTests {
  typealias Case = LanguageCase

  static let cases: [Case] = [
    Case(
      "catch clauses are tried in order: a case pattern, a case with a where, a cast, the rest as error; defer runs as the error leaves",
      #"""
      enum LoadError: Error { case missing, badCode(Int) }
      struct Timeout: Error { let seconds: Int }
      struct Loader {
        func load(_ n: Int) throws -> String {
          defer { print("cleanup", n) }
          if n == 0 { throw LoadError.missing }
          if n < 0 { throw Timeout(seconds: -n) }
          if n > 9 { throw LoadError.badCode(n) }
          return "page\(n)"
        }
      }
      let loader = Loader()
      for n in [1, 0, 12, 3, -4, 10] {
        do {
          let page = try loader.load(n)
          print("loaded", page)
        } catch LoadError.missing {
          print("missing")
        } catch LoadError.badCode(let code) where code > 10 {
          print("bad code", code)
        } catch let timeout as Timeout {
          print("timeout", timeout.seconds)
        } catch {
          print("other", error)
        }
      }
      """#,
      """
      cleanup 1
      loaded page1
      cleanup 0
      missing
      cleanup 12
      bad code 12
      cleanup 3
      loaded page3
      cleanup -4
      timeout 4
      cleanup 10
      other badCode(10)
      """),
    Case(
      "try? is nil when the call throws and the value as an optional when it does not; rethrows passes a closure's error on",
      #"""
      enum Code: Int, Error { case low = 5, high = 7 }
      func check(_ n: Int) throws -> Int {
        if n > 5 { throw Code.high }
        return n
      }
      func apply(_ values: [Int], _ transform: (Int) throws -> Int) rethrows -> [Int] {
        var out: [Int] = []
        for v in values { out.append(try transform(v)) }
        return out
      }
      print(try? check(2), try? check(9))
      print(apply([1, 2]) { $0 * 10 })
      do {
        _ = try apply([1, 8]) { try check($0) }
      } catch is Code {
        print("a code")
      }
      """#,
      """
      Optional(2) nil
      [10, 20]
      a code
      """),
    Case(
      "localizedDescription: Foundation's sentence from the module-qualified type and the code (an Int raw value, else the case's number with payload cases first; 1 for a structure or class), or a LocalizedError's errorDescription",
      #"""
      enum Code: Int, Error { case low = 5, high = 7 }
      enum Mixed: Error { case plain, other, carrying(String) }
      struct Plain: Error {}
      final class Failure: Error {}
      enum Friendly: LocalizedError {
        case offline
        var errorDescription: String? { "You are offline." }
      }
      print(Code.high.localizedDescription)
      print(Mixed.plain.localizedDescription)
      print(Mixed.carrying("x").localizedDescription)
      print(Plain().localizedDescription)
      do { throw Failure() } catch let f as Failure { print(f.localizedDescription) }
      do { throw Friendly.offline } catch { print(error.localizedDescription) }
      """#,
      """
      The operation couldn’t be completed. (main.Code error 7.)
      The operation couldn’t be completed. (main.Mixed error 1.)
      The operation couldn’t be completed. (main.Mixed error 0.)
      The operation couldn’t be completed. (main.Plain error 1.)
      The operation couldn’t be completed. (main.Failure error 1.)
      You are offline.
      """),
    Case(
      "throwing initializers of a structure and a class, an error thrown on from a catch, a throwing closure given to forEach, and a clause of several patterns",
      #"""
      enum E: Error { case a, b, c }
      struct Parser {
        let text: String
        init(_ text: String) throws {
          if text.isEmpty { throw E.a }
          self.text = text
        }
        func word(_ i: Int) throws -> String {
          guard i < 3 else { throw E.b }
          return text + String(i)
        }
      }
      final class Page: UIViewController {
        let name: String
        init(name: String) throws {
          if name.isEmpty { throw E.c }
          self.name = name
          super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError() }
      }
      struct Pipeline {
        func run(_ i: Int) throws -> String {
          do {
            return try Parser("p").word(i)
          } catch {
            print("passing on", error)
            throw error
          }
        }
      }
      do {
        let p = try Parser("x")
        try [1, 2, 5].forEach { print(try p.word($0)) }
      } catch {
        print("caught", error)
      }
      print(try Page(name: "intro").name)
      for name in ["", "x"] {
        do {
          _ = try Parser(name)
          _ = try Page(name: "")
        } catch E.a, E.c {
          print("a or c")
        }
      }
      do { _ = try Pipeline().run(7) } catch { print("outer", error) }
      """#,
      """
      x1
      x2
      caught b
      intro
      a or c
      a or c
      passing on b
      outer b
      """),
  ]

  @Test("errors thrown and caught", arguments: cases)
  func thrownAndCaught(_ test: Case) { test.expectCleanRun() }

  /// `try!` on an error stops the program with the runtime's message, which names the error as
  /// `String(reflecting:)` does (qualified by the module, `main`).
  @Test func aForcedTryThatThrowsIsAFatalError() {
    let run = ScriptRun(
      """
      enum E: Error { case worse(code: Int) }
      struct S { func f() throws -> Int { throw E.worse(code: 3) } }
      let x = try! S().f()
      """)
    #expect(run.hadError)
    #expect(
      run.output.contains(
        "Fatal error: 'try!' expression unexpectedly raised an error: main.E.worse(code: 3)"),
      "\(run.output)")
  }

  /// An error the top-level code does not catch ends the program: the statement after it does
  /// not run in the real program; here the statement stops with the runtime's message.
  @Test func anErrorLeavingTheTopLevelIsAFatalError() {
    let run = ScriptRun(
      """
      struct Timeout: Error { let seconds: Int }
      throw Timeout(seconds: 2)
      """)
    #expect(run.hadError)
    #expect(
      run.output.contains("Fatal error: Error raised at top level: main.Timeout(seconds: 2)"),
      "\(run.output)")
  }

  /// swiftc's errors and warning, in its words: a throwing call without `try`, a `try` whose
  /// error would leave a function not declared `throws`, and a `try` around a call that
  /// does not throw.
  @Test func swiftcChecksWhereAnErrorMayGo() {
    let unmarked = ScriptRun(
      """
      enum E: Error { case bad }
      struct S { func f() throws -> Int { throw E.bad } }
      let y = S().f()
      """)
    #expect(unmarked.hadError)
    #expect(
      unmarked.output.contains("call can throw but is not marked with 'try'"),
      "\(unmarked.output)")
    let notAnError = ScriptRun(
      """
      protocol AppError: Error {}
      enum Net: AppError { case down }
      enum Plain { case x }
      do { throw Net.down } catch { print("caught", error) }
      do { throw Plain.x } catch { print("never") }
      """)
    #expect(
      notAnError.output
        == trimmedBlock(
          """
          caught down
          error: 5:12: thrown expression type 'Plain' does not conform to 'Error'
          do { throw Plain.x } catch { print("never") }
                     ^~~~~~~
          """), "\(notAnError.output)")
    let unmarkedInit = ScriptRun(
      """
      enum E: Error { case bad }
      final class Page: UIViewController {
        init(name: String) throws {
          super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError() }
      }
      let page = Page(name: "a")
      """)
    #expect(
      unmarkedInit.output.contains("call can throw but is not marked with 'try'"),
      "\(unmarkedInit.output)")
    let unhandled = ScriptRun(
      """
      enum E: Error { case bad }
      struct S {
        func f() throws -> Int { throw E.bad }
        func g() -> Int { return try f() }
      }
      print(S().g())
      """)
    #expect(unhandled.hadError)
    #expect(
      unhandled.output.contains(
        "error is not handled because the enclosing function is not declared 'throws'"),
      "\(unhandled.output)")
    let needless = ScriptRun(
      """
      struct S { func f() -> Int { 4 } }
      let s = S()
      print(try s.f())
      """)
    #expect(!needless.hadError, "\(needless.output)")
    #expect(
      needless.output.contains("no calls to throwing functions occur within 'try' expression"),
      "\(needless.output)")
    #expect(needless.output.hasSuffix("4"), "\(needless.output)")
  }

  /// `try` marks its expression and changes nothing else: an object made under it is named
  /// by its variable, a type hint reaches the value, and swiftc's unused-result warning points
  /// at the call, not at the `try`.
  @Test func tryKeepsWhatItMarks() {
    let run = ScriptRun(
      """
      final class Page: UIViewController {
        init(index: Int) throws { super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { fatalError() }
      }
      struct Maker { func make() throws -> Int { 3 } }
      let maker = Maker()
      let page = try Page(index: 1)
      addChild(page)
      try maker.make()
      let width: CGFloat = try maker.make() == 3 ? 2 : 1
      print(width)
      """)
    #expect(
      run.output
        == trimmedBlock(
          """
          container.addChild(page)
            page.willMove(toParent: container)
          warning: 9:5: result of call to 'make()' is unused
          try maker.make()
              ^~~~~~~~~~~~
          = 3
          2.0
          """), "\(run.output)")
  }
}
