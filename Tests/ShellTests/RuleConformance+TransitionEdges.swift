import Shell
import TestSupport
import Testing

extension RuleConformanceTransitionTests {
  /// Transitions at their edges: other parents, zero durations, exceptions in completions.
  static let moreCases: [RuleCase] = [
    RuleCase(
      "4.1 + 8.2 siblings under another parent: the receiver must be their parent; nothing happens",
      setup: """
        let box = UIViewController()
        let x = UIViewController()
        let y = UIViewController()
        box.addChild(x)
        box.addChild(y)
        """,
      """
      container.transition(from: x, to: y, duration: 0.3, options: [], animations: nil, completion: nil)
      y.isViewLoaded
      """,
      """
      container.transition(from: x, to: y, duration: 0.3, options: [], animations: nil, completion: nil)
        error: NSInvalidArgumentException: Children view controllers <UIViewController: x> and <UIViewController: y> must have a common parent view controller when calling -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]
      = false
      """, error: true),
    RuleCase(
      "4.8 the zero-duration completion is not inside the transition call: it runs after the method returns",
      setup: RuleConformance.r1 + """

        container.addChild(b)
        func cycle() {
          transition(from: a, to: b, duration: 0, options: [], animations: nil, completion: { _ in print("completion ran") })
          print("transition returned")
        }
        """,
      "cycle()",
      """
      container.cycle()
        container.transition(from: a, to: b, duration: 0, options: [], animations: nil, completion: { _ in … })
          b.loadView()
          b.viewDidLoad()
          a.viewWillDisappear(false)
          b.viewWillAppear(false)
        transition returned
      [end of turn] b.viewDidAppear(false)
      [end of turn] a.viewDidDisappear(false)
      [end of turn] completion(true)
      [end of turn]   completion ran
      """),
    RuleCase(
      "7a.7 + R.3 an exception inside the completion ends the block, after the did-callbacks",
      setup: RuleConformance.r1 + "\nlet other = UIViewController()\ncontainer.addChild(b)",
      """
      container.transition(from: a, to: b, duration: 0.3, options: [], animations: nil, completion: { _ in
        container.transition(from: b, to: other, duration: 0, options: [], animations: nil, completion: nil)
        print("not reached")
      })
      a.view.superview
      """,
      """
      container.transition(from: a, to: b, duration: 0.3, options: [], animations: nil, completion: { _ in … })
        b.loadView()
        b.viewDidLoad()
        a.viewWillDisappear(true)
        b.viewWillAppear(true)
      [t=0.3] b.viewDidAppear(true)
      [t=0.3] a.viewDidDisappear(true)
      [t=0.3] completion(true)
      [t=0.3]   container.transition(from: b, to: other, duration: 0, options: [], animations: nil, completion: nil)
      [t=0.3]     error: NSInvalidArgumentException: Children view controllers <UIViewController: b> and <UIViewController: other> must have a common parent view controller when calling -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]
      note: 10:3: the exception above was raised here
        container.transition(from: b, to: other, duration: 0, options: [], animations: nil, completion: nil)
        ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
      note: UIKit ran the completion block: only the block stops, and UIKit goes on
            (rules 7a.7, C.5)
      = nil
      """, error: true),
    RuleCase(
      "R.1 + 4.9 addSubview inside UIView.animate: viewWillAppear(false) at once, viewDidAppear(false) when the animation ends, before the completion",
      setup: "let a = UIViewController()\ncontainer.addChild(a)",
      """
      UIView.animate(withDuration: 0.5, animations: {
        container.view.addSubview(a.view)
        a.view.frame = container.view.bounds.offsetBy(dx: 0, dy: 20)
      }, completion: { finished in
        a.didMove(toParent: container)
      })
      """,
      """
      UIView.animate(withDuration: 0.5, animations: { … }, completion: { finished in … })
        animations()
          container.view.addSubview(a.view)
            a.loadView()
            a.viewDidLoad()
            a.viewWillAppear(false)
          a.view.frame = CGRect(x: 0, y: 20, width: 320, height: 480)
      [t=0.5] a.viewDidAppear(false)
      [t=0.5] completion(true)
      [t=0.5]   a.didMove(toParent: container)
      """),
    RuleCase(
      "3.7 + R.3 guide pattern: isMovingFromParent in from's will-disappear, isMovingToParent in to's will-appear",
      setup: """
        class Child: UIViewController {
          override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            print("moving to parent:", isMovingToParent)
          }
          override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            print("moving from parent:", isMovingFromParent)
          }
        }
        let a = Child()
        let b = Child()
        container.addChild(a)
        container.view.addSubview(a.view)
        a.didMove(toParent: container)
        """,
      """
      a.willMove(toParent: nil)
      container.addChild(b)
      container.transition(from: a, to: b, duration: 0.3, options: [], animations: nil, completion: { _ in
        a.removeFromParent()
        b.didMove(toParent: container)
      })
      """,
      """
      a.willMove(toParent: nil)
      container.addChild(b)
        b.willMove(toParent: container)
      container.transition(from: a, to: b, duration: 0.3, options: [], animations: nil, completion: { _ in … })
        b.loadView()
        b.viewDidLoad()
        a.viewWillDisappear(true)
          moving from parent: true
        b.viewWillAppear(true)
          moving to parent: true
      [t=0.3] b.viewDidAppear(true)
      [t=0.3] a.viewDidDisappear(true)
      [t=0.3] completion(true)
      [t=0.3]   a.removeFromParent()
      [t=0.3]     a.didMove(toParent: nil)
      [t=0.3]   b.didMove(toParent: container)
      """),
    RuleCase(
      "R.5 + R.3 from a child whose view was added before addChild: it appeared on its own, so the transition is an ordinary one",
      setup: """
        let a = UIViewController()
        let b = UIViewController()
        container.view.addSubview(a.view)
        container.addChild(a)
        a.didMove(toParent: container)
        container.addChild(b)
        """,
      "container.transition(from: a, to: b, duration: 0.3, options: [], animations: nil, completion: nil)",
      """
      container.transition(from: a, to: b, duration: 0.3, options: [], animations: nil, completion: nil)
        b.loadView()
        b.viewDidLoad()
        a.viewWillDisappear(true)
        b.viewWillAppear(true)
      [t=0.3] b.viewDidAppear(true)
      [t=0.3] a.viewDidDisappear(true)
      """),
    RuleCase(
      "R.3 + 5.4 + 5.12b transition to a container: its own child follows it, parent first",
      setup: RuleConformance.r1 + """

        let c = UIViewController()
        b.addChild(c)
        b.view.addSubview(c.view)
        c.didMove(toParent: b)
        container.addChild(b)
        """,
      "container.transition(from: a, to: b, duration: 0.3, options: [], animations: nil, completion: nil)",
      """
      container.transition(from: a, to: b, duration: 0.3, options: [], animations: nil, completion: nil)
        a.viewWillDisappear(true)
        b.viewWillAppear(true)
        c.viewWillAppear(true)
      [t=0.3] b.viewDidAppear(true)
      [t=0.3] c.viewDidAppear(true)
      [t=0.3] a.viewDidDisappear(true)
      """),
  ]
}
