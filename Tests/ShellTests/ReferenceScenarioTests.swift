import Shell
import TestSupport
import Testing

/// Twenty reference scenarios of UIKit containment (R1–R20), typed as a learner would, with the
/// log each must print under the revised rules R.1–R.7 (the user's calls at the left, UIKit's
/// beneath). Typed line by line, each statement is its own run-loop turn, so the did-callbacks
/// deferred to the end of a turn (R.1) print after the statement that caused them; the "in one
/// turn" variants run the same calls from one method, as an app does.
struct ReferenceScenarioTests {
  /// R1's code, the starting point of several scenarios.
  static let r1 = """
    let a = UIViewController()
    let b = UIViewController()
    container.addChild(a)
    container.view.addSubview(a.view)
    a.didMove(toParent: container)
    """

  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let setup: String
    let script: String
    let expected: String
    let isError: Bool
    var testDescription: String { name }

    init(
      _ name: String, setup: String = "", _ script: String, _ expected: String, error: Bool = false
    ) {
      self.name = name
      self.setup = setup
      self.script = script
      self.expected = expected
      self.isError = error
    }
  }

  static let cases: [Case] = [
    Case(
      "R1 canonical add", r1,
      """
      container.addChild(a)
        a.willMove(toParent: container)
      container.view.addSubview(a.view)
        a.loadView()
        a.viewDidLoad()
        a.viewWillAppear(false)
      [end of turn] a.viewDidAppear(false)
      a.didMove(toParent: container)
      """),
    Case(
      "R1 in one turn: viewDidAppear after didMove",
      """
      func displayContentController(_ content: UIViewController) {
        addChild(content)
        view.addSubview(content.view)
        content.didMove(toParent: self)
      }
      let a = UIViewController()
      container.displayContentController(a)
      """,
      """
      container.displayContentController(a)
        container.addChild(a)
          a.willMove(toParent: container)
        container.view.addSubview(a.view)
          a.loadView()
          a.viewDidLoad()
          a.viewWillAppear(false)
        a.didMove(toParent: container)
      [end of turn] a.viewDidAppear(false)
      """),
    Case(
      "R2 add in viewDidLoad before the container is shown",
      """
      class LoadingContainer: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let a = UIViewController()
          addChild(a)
          view.addSubview(a.view)
          a.didMove(toParent: self)
        }
      }
      let c = LoadingContainer()
      window.rootViewController = c
      """,
      """
      window.rootViewController = c
        container.viewWillDisappear(false)
        c.loadView()
        c.viewDidLoad()
          c.addChild(a)
            a.willMove(toParent: c)
          c.view.addSubview(a.view)
            a.loadView()
            a.viewDidLoad()
          a.didMove(toParent: c)
        c.viewWillAppear(false)
        a.viewWillAppear(false)
      [end of turn] container.viewDidDisappear(false)
      [end of turn] c.viewDidAppear(false)
      [end of turn] a.viewDidAppear(false)
      """),
    Case(
      "R3 add while the container is appearing",
      """
      let a = UIViewController()
      a.loadViewIfNeeded()
      class AppearingContainer: UIViewController {
        override func viewWillAppear(_ animated: Bool) {
          super.viewWillAppear(animated)
          addChild(a)
          view.addSubview(a.view)
          a.didMove(toParent: self)
        }
      }
      let c = AppearingContainer()
      window.rootViewController = c
      """,
      """
      a.loadViewIfNeeded()
        a.loadView()
        a.viewDidLoad()
      window.rootViewController = c
        container.viewWillDisappear(false)
        c.loadView()
        c.viewDidLoad()
        c.viewWillAppear(false)
          c.addChild(a)
            a.willMove(toParent: c)
          c.view.addSubview(a.view)
          a.didMove(toParent: c)
        a.viewWillAppear(false)
      [end of turn] container.viewDidDisappear(false)
      [end of turn] c.viewDidAppear(false)
      [end of turn] a.viewDidAppear(false)
      """),
    Case(
      "R4 canonical removal", setup: r1,
      """
      a.willMove(toParent: nil)
      a.view.removeFromSuperview()
      a.removeFromParent()
      """,
      """
      a.willMove(toParent: nil)
      a.view.removeFromSuperview()
        a.viewWillDisappear(false)
      [end of turn] a.viewDidDisappear(false)
      a.removeFromParent()
        a.didMove(toParent: nil)
      """),
    Case(
      "R4 in one turn: viewDidDisappear after didMove(nil)", setup: r1,
      """
      func hideContentController(_ content: UIViewController) {
        content.willMove(toParent: nil)
        content.view.removeFromSuperview()
        content.removeFromParent()
      }
      container.hideContentController(a)
      """,
      """
      container.hideContentController(a)
        a.willMove(toParent: nil)
        a.view.removeFromSuperview()
          a.viewWillDisappear(false)
        a.removeFromParent()
          a.didMove(toParent: nil)
      [end of turn] a.viewDidDisappear(false)
      """),
    Case(
      "R5 forgetting didMove",
      """
      let a = UIViewController()
      container.addChild(a)
      container.view.addSubview(a.view)
      """,
      """
      container.addChild(a)
        a.willMove(toParent: container)
      container.view.addSubview(a.view)
        a.loadView()
        a.viewDidLoad()
        a.viewWillAppear(false)
      [end of turn] a.viewDidAppear(false)
      """),
    Case(
      "R6 view added before addChild",
      """
      let a = UIViewController()
      container.view.addSubview(a.view)
      container.addChild(a)
      a.didMove(toParent: container)
      """,
      """
      container.view.addSubview(a.view)
        a.loadView()
        a.viewDidLoad()
        a.viewWillAppear(false)
      [end of turn] a.viewDidAppear(false)
      container.addChild(a)
        a.willMove(toParent: container)
      a.didMove(toParent: container)
      """),
    Case(
      "R6 on iOS 7: a parentless view's controller hears nothing",
      """
      :ios 7
      let a = UIViewController()
      container.view.addSubview(a.view)
      container.addChild(a)
      a.didMove(toParent: container)
      """,
      """
      container.view.addSubview(a.view)
        a.loadView()
        a.viewDidLoad()
      container.addChild(a)
        a.willMove(toParent: container)
      a.didMove(toParent: container)
      """),
    Case(
      "R7 removal without willMove(nil)", setup: r1,
      """
      a.view.removeFromSuperview()
      a.removeFromParent()
      """,
      """
      a.view.removeFromSuperview()
        a.viewWillDisappear(false)
      [end of turn] a.viewDidDisappear(false)
      a.removeFromParent()
        a.didMove(toParent: nil)
      """),
    Case(
      "R8 removeFromParent with the view still on screen", setup: r1,
      """
      a.willMove(toParent: nil)
      a.removeFromParent()
      """,
      """
      a.willMove(toParent: nil)
      a.removeFromParent()
        a.didMove(toParent: nil)
      """),
    Case(
      "R9 removing a child never added",
      """
      let a = UIViewController()
      a.willMove(toParent: nil)
      a.removeFromParent()
      """,
      """
      a.willMove(toParent: nil)
      a.removeFromParent()
      """),
    Case(
      "R10 animated sibling transition", setup: r1,
      """
      a.willMove(toParent: nil)
      container.addChild(b)
      container.transition(from: a, to: b, duration: 0.3, options: [.transitionCrossDissolve],
                           animations: nil,
                           completion: { _ in
                               a.removeFromParent()
                               b.didMove(toParent: container)
                           })
      """,
      """
      a.willMove(toParent: nil)
      container.addChild(b)
        b.willMove(toParent: container)
      container.transition(from: a, to: b, duration: 0.3, options: [.transitionCrossDissolve], animations: nil, completion: { _ in … })
        b.loadView()
        b.viewDidLoad()
        a.viewWillDisappear(true)
        b.viewWillAppear(true)
      [t=0.3] b.viewDidAppear(true)
      [t=0.3] a.viewDidDisappear(true)
      [t=0.3] completion(true)
      [t=0.3]   a.removeFromParent()
      [t=0.3]     a.didMove(toParent: nil)
      [t=0.3]   b.didMove(toParent: container)
      """),
    Case(
      "R11 zero-duration transition", setup: r1,
      """
      a.willMove(toParent: nil)
      container.addChild(b)
      container.transition(from: a, to: b, duration: 0, options: [], animations: nil,
                           completion: { _ in
                               a.removeFromParent()
                               b.didMove(toParent: container)
                           })
      """,
      """
      a.willMove(toParent: nil)
      container.addChild(b)
        b.willMove(toParent: container)
      container.transition(from: a, to: b, duration: 0, options: [], animations: nil, completion: { _ in … })
        b.loadView()
        b.viewDidLoad()
        a.viewWillDisappear(false)
        b.viewWillAppear(false)
      [end of turn] b.viewDidAppear(false)
      [end of turn] a.viewDidDisappear(false)
      [end of turn] completion(true)
      [end of turn]   a.removeFromParent()
      [end of turn]     a.didMove(toParent: nil)
      [end of turn]   b.didMove(toParent: container)
      """),
    Case(
      "R12 transition between non-siblings",
      setup: r1 + "\nlet other = UIViewController()\nother.addChild(b)",
      """
      container.transition(from: a, to: b, duration: 0.3, options: [], animations: nil, completion: nil)
      """,
      """
      container.transition(from: a, to: b, duration: 0.3, options: [], animations: nil, completion: nil)
        error: NSInvalidArgumentException: Children view controllers <UIViewController: a> and <UIViewController: b> must have a common parent view controller when calling -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]
      """, error: true),
    Case(
      "R12 with forwarding off: legacy containment, checked before the common parent",
      setup: r1 + "\nlet other = UIViewController()\nother.addChild(b)\n:forward off",
      """
      container.transition(from: a, to: b, duration: 0.3, options: [], animations: nil, completion: nil)
      """,
      """
      container.transition(from: a, to: b, duration: 0.3, options: [], animations: nil, completion: nil)
        error: NSInvalidArgumentException: Parent view controller is using legacy containment in call to -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]
      """, error: true),
    Case(
      "R13 transition to a child already shown", setup: r1,
      """
      container.addChild(b)
      container.view.addSubview(b.view)
      b.didMove(toParent: container)
      container.transition(from: a, to: b, duration: 0.3, options: [], animations: nil,
                           completion: { _ in a.willMove(toParent: nil); a.removeFromParent() })
      """,
      """
      container.addChild(b)
        b.willMove(toParent: container)
      container.view.addSubview(b.view)
        b.loadView()
        b.viewDidLoad()
        b.viewWillAppear(false)
      [end of turn] b.viewDidAppear(false)
      b.didMove(toParent: container)
      container.transition(from: a, to: b, duration: 0.3, options: [], animations: nil, completion: { _ in … })
        a.viewWillDisappear(true)
        b.viewWillAppear(true)
      [t=0.3] b.viewDidAppear(true)
      [t=0.3] a.viewDidDisappear(true)
      [t=0.3] completion(true)
      [t=0.3]   a.willMove(toParent: nil)
      [t=0.3]   a.removeFromParent()
      [t=0.3]     a.didMove(toParent: nil)
      """),
    Case(
      "R13 in one turn: b still appearing when the transition begins, so its end is unbalanced",
      setup: r1,
      """
      func showAndSwap(_ next: UIViewController) {
        addChild(next)
        view.addSubview(next.view)
        next.didMove(toParent: self)
        transition(from: a, to: next, duration: 0.3, options: [], animations: nil,
                   completion: { _ in a.willMove(toParent: nil); a.removeFromParent() })
      }
      container.showAndSwap(b)
      """,
      """
      container.showAndSwap(b)
        container.addChild(b)
          b.willMove(toParent: container)
        container.view.addSubview(b.view)
          b.loadView()
          b.viewDidLoad()
          b.viewWillAppear(false)
        b.didMove(toParent: container)
        container.transition(from: a, to: b, duration: 0.3, options: [], animations: nil, completion: { _ in … })
          a.viewWillDisappear(true)
      [end of turn] b.viewDidAppear(false)
      [t=0.3] warning: Unbalanced calls to begin/end appearance transitions for <UIViewController: b>.
      [t=0.3] a.viewDidDisappear(true)
      [t=0.3] completion(true)
      [t=0.3]   a.willMove(toParent: nil)
      [t=0.3]   a.removeFromParent()
      [t=0.3]     a.didMove(toParent: nil)
      """),
    Case(
      "R14 forwarding off, no manual calls",
      """
      :forward off
      let a = UIViewController()
      container.addChild(a)
      container.view.addSubview(a.view)
      a.didMove(toParent: container)
      """,
      """
      container.addChild(a)
        a.willMove(toParent: container)
      container.view.addSubview(a.view)
        a.loadView()
        a.viewDidLoad()
      a.didMove(toParent: container)
      """),
    Case(
      "R15 forwarding off, correct manual calls",
      """
      :forward off
      let a = UIViewController()
      container.addChild(a)
      container.view.addSubview(a.view)
      a.beginAppearanceTransition(true, animated: false)
      a.endAppearanceTransition()
      a.didMove(toParent: container)
      """,
      """
      container.addChild(a)
        a.willMove(toParent: container)
      container.view.addSubview(a.view)
        a.loadView()
        a.viewDidLoad()
      a.beginAppearanceTransition(true, animated: false)
        a.viewWillAppear(false)
      a.endAppearanceTransition()
        a.viewDidAppear(false)
      a.didMove(toParent: container)
      """),
  ]

  static let manual = """
    :forward off
    let a = UIViewController()
    container.addChild(a)
    container.view.addSubview(a.view)
    a.beginAppearanceTransition(true, animated: false)
    a.endAppearanceTransition()
    a.didMove(toParent: container)
    """

  static let stateMachineCases: [Case] = [
    Case(
      "R16 end without begin", setup: manual, "a.endAppearanceTransition()",
      """
      a.endAppearanceTransition()
        warning: Unbalanced calls to begin/end appearance transitions for <UIViewController: a>.
      """),
    Case(
      "R17 begin twice, end twice", setup: manual,
      """
      a.beginAppearanceTransition(false, animated: true)
      a.beginAppearanceTransition(false, animated: true)
      a.endAppearanceTransition()
      a.endAppearanceTransition()
      """,
      """
      a.beginAppearanceTransition(false, animated: true)
        a.viewWillDisappear(true)
      a.beginAppearanceTransition(false, animated: true)
      a.endAppearanceTransition()
      a.endAppearanceTransition()
        a.viewDidDisappear(true)
      """),
    Case(
      "R18 cancelling a disappearance", setup: manual,
      """
      a.beginAppearanceTransition(false, animated: true)
      a.beginAppearanceTransition(true, animated: false)
      a.endAppearanceTransition()
      """,
      """
      a.beginAppearanceTransition(false, animated: true)
        a.viewWillDisappear(true)
      a.beginAppearanceTransition(true, animated: false)
        a.viewWillAppear(false)
      a.endAppearanceTransition()
        a.viewDidAppear(false)
      """),
    Case(
      "R19 begin(true) on an appeared controller", setup: manual,
      """
      a.beginAppearanceTransition(true, animated: false)
      a.endAppearanceTransition()
      """,
      """
      a.beginAppearanceTransition(true, animated: false)
        a.viewWillAppear(false)
      a.endAppearanceTransition()
        a.viewDidAppear(false)
      """),
    Case(
      "R20 reparenting while the view is inside the old parent",
      setup: r1 + """

        let other = UIViewController()
        container.addChild(other)
        container.view.addSubview(other.view)
        other.didMove(toParent: container)
        """, "other.addChild(a)",
      """
      other.addChild(a)
        a.willMove(toParent: nil)
        a.didMove(toParent: nil)
        a.willMove(toParent: other)
      """),
    Case(
      "R20 with no parent: the hierarchy check still runs",
      setup: """
        let a = UIViewController()
        container.view.addSubview(a.view)
        let other = UIViewController()
        container.addChild(other)
        container.view.addSubview(other.view)
        other.didMove(toParent: container)
        """, "other.addChild(a)",
      """
      other.addChild(a)
        error: UIViewControllerHierarchyInconsistency: child view controller:<UIViewController: a> should have parent view controller:<ContainerViewController: container> but requested parent is:<UIViewController: other>
      """, error: true),
  ]

  @Test(arguments: cases + stateMachineCases)
  func scenario(_ scenario: Case) {
    let setupRun = ScriptRun(scenario.setup + "\n:log clear\n" + scenario.script)
    let setupOutput = ScriptRun(scenario.setup).output
    var output = setupRun.output
    if !setupOutput.isEmpty, output.hasPrefix(setupOutput) {
      output = String(output.dropFirst(setupOutput.count))
      while output.hasPrefix("\n") { output.removeFirst() }
    }
    #expect(output == trimmedBlock(scenario.expected))
    #expect(setupRun.hadError == scenario.isError)
    #expect(setupRun.violations.isEmpty, "\(setupRun.violations)")
  }
}
