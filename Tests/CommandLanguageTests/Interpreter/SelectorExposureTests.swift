import TestSupport
import Testing

/// `#selector` names only methods Swift exposes to Objective-C, as swiftc checks.
struct SelectorExposureTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let script: String
    var testDescription: String { name }
  }

  @Test(
    "a Swift method without @objc is swiftc's error",
    arguments: [
      Case(
        name: "an instance method of the user's class",
        script: """
          class Host: UIViewController { func ping() {} }
          let s = #selector(Host.ping)
          """),
      Case(
        name: "a method of the container typed at the prompt",
        script: "func reload(_ sender: Any) {}\nlet s = #selector(reload(_:))"),
      Case(
        name: "a method whose class only says @objc itself",
        script: """
          @objc class Relay: NSObject { func relay() {} }
          let s = #selector(Relay.relay)
          """),
    ])
  func notExposed(_ test: Case) {
    let run = ScriptRun(test.script + "\nprint(\"after\")")
    #expect(run.hadError)
    #expect(
      run.output.contains("argument of '#selector' refers to instance method"), "\(run.output)")
    #expect(run.output.contains("that is not exposed to Objective-C; add '@objc'"))
    #expect(run.output.hasSuffix("after"), "the session goes on")
  }

  @Test(
    "methods Swift exposes are accepted",
    arguments: [
      Case(
        name: "@objc", script: "class A: NSObject { @objc func f() {} }\nlet s = #selector(A.f)"),
      Case(
        name: "@IBAction",
        script: """
          class B: UIViewController { @IBAction func tapped(_ sender: UIButton) {} }
          let s = #selector(B.tapped(_:))
          """),
      Case(
        name: "an override of UIKit's method",
        script: """
          class C: UIViewController { override func viewDidLoad() { super.viewDidLoad() } }
          let s = #selector(C.viewDidLoad)
          """),
      Case(
        name: "@objcMembers",
        script: "@objcMembers class D: NSObject { func f() {} }\nlet s = #selector(D.f)"),
      Case(
        name: "@objc extension",
        script: """
          class E: UIViewController {}
          @objc extension E { func f() {} }
          let s = #selector(E.f)
          """),
      Case(
        name: "the witness of the user's @objc protocol",
        script: """
          @objc protocol Pinging { func ping() }
          class F: NSObject, Pinging { func ping() {} }
          let s = #selector(F.ping)
          """),
      Case(
        name: "a method of a class adopting UIKit's protocol",
        script: """
          class G: UIViewController, UIScrollViewDelegate {
            func scrollViewDidScroll(_ scrollView: UIScrollView) {}
          }
          let s = #selector(G.scrollViewDidScroll(_:))
          """),
      Case(
        name: "an Objective-C method",
        script: """
          @interface H : NSObject
          - (void)ping;
          @end
          @implementation H
          - (void)ping {}
          @end
          SEL s = @selector(ping);
          """),
    ])
  func exposed(_ test: Case) {
    let run = ScriptRun(test.script)
    #expect(!run.hadError, "\(run.output)")
  }
}
