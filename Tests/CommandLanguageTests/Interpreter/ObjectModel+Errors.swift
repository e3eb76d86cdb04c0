import TestSupport
import Testing

/// Errors stay where they happen (rule C.5).
///
/// Each expected log was checked against the rules and the languages' own semantics.
struct ObjectModelErrorsTests {
  static let cases: [RuleCase] = [
    RuleCase(
      "6 a bad statement in a method is reported with the method; the class and its other methods exist",
      #"""
      class Partly: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          print("before")
          let x = = 3
          print("not reached")
        }
        func works() { print("works") }
        x = 1
      }
      let p = Partly()
      p.works()
      p.loadViewIfNeeded()
      """#,
      #"""
      error: 5:12: expected expression
          let x = = 3
                 ^
      note: in 'viewDidLoad()' of 'Partly'
      error: 9:3: expected 'func', 'var' or 'let' in class body
        x = 1
        ^
      note: in class 'Partly'; its other members are defined
      p.works()
        works
      p.loadViewIfNeeded()
        p.loadView()
        p.viewDidLoad()
          before
      error: 5:12: expected expression
          let x = = 3
                 ^
      note: UIKit called 'viewDidLoad()' of 'Partly': only it stops, and UIKit goes on
            with what it was doing (rule C.5)
      """#, error: true),
    RuleCase(
      "6 an error in an override ends the override; UIKit's root switch completes",
      #"""
      class Broken: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          print("before")
          UIView().undefinedHelper()
          print("not reached")
        }
      }
      let broken = Broken()
      window.rootViewController = broken
      print(window.rootViewController === broken, broken.isViewLoaded)
      :tree
      """#,
      #"""
      window.rootViewController = broken
        container.viewWillDisappear(false)
        broken.loadView()
        broken.viewDidLoad()
          before
      error: 5:14: value of type 'UIView' has no member 'undefinedHelper'
          UIView().undefinedHelper()
                   ^~~~~~~~~~~~~~~
      note: UIKit called 'viewDidLoad()' of 'Broken': only it stops, and UIKit goes on
            with what it was doing (rule C.5)
        broken.viewWillAppear(false)
      [end of turn] container.viewDidDisappear(false)
      [end of turn] broken.viewDidAppear(false)
      true true
      window
      └─ broken     Broken                   appeared     view in window
      not in the window's tree:
      └─ container  ContainerViewController  disappeared  view loaded, off screen
      """#, error: true),
    RuleCase(
      "6 an exception in an override ends the override, where it was raised",
      #"""
      class Greedy: UIViewController {
        override func viewWillAppear(_ animated: Bool) {
          super.viewWillAppear(animated)
          addChild(self)
          print("not reached")
        }
      }
      let greedy = Greedy()
      container.addChild(greedy)
      container.view.addSubview(greedy.view)
      greedy.didMove(toParent: container)
      """#,
      #"""
      container.addChild(greedy)
        greedy.willMove(toParent: container)
      container.view.addSubview(greedy.view)
        greedy.loadView()
        greedy.viewDidLoad()
        greedy.viewWillAppear(false)
          greedy.addChild(greedy)
            error: <Greedy: greedy> cannot be added as a child of itself (containrepl refuses it; no UIKit log of this case is known)
      note: 4:5: the exception above was raised here
          addChild(self)
          ^~~~~~~~~~~~~~
      note: UIKit called 'viewWillAppear(_:)' of 'Greedy': only it stops, and UIKit
            goes on with what it was doing (rule C.5)
      [end of turn] greedy.viewDidAppear(false)
      greedy.didMove(toParent: container)
      """#, error: true),
    RuleCase(
      "6 an error in a setter called from an override ends the override; the push completes",
      #"""
      class Screen: UIViewController {
        var caption = "" {
          didSet { print(undefinedName) }
        }
        override func viewDidLoad() {
          super.viewDidLoad()
          caption = "loaded"
          print("not reached")
        }
      }
      let nav = UINavigationController(rootViewController: UIViewController())
      window.rootViewController = nav
      nav.pushViewController(Screen(), animated: false)
      print(nav.viewControllers.count)
      """#,
      #"""
      UINavigationController(rootViewController: viewController)
        viewController.willMove(toParent: nav)
      window.rootViewController = nav
        container.viewWillDisappear(false)
        nav.loadView()
        nav.viewDidLoad()
        nav.viewWillAppear(false)
        viewController.loadView()
        viewController.viewDidLoad()
        viewController.viewWillAppear(false)
      [end of turn] container.viewDidDisappear(false)
      [end of turn] nav.viewDidAppear(false)
      [end of turn] viewController.viewDidAppear(false)
      [end of turn] viewController.didMove(toParent: nav)
      nav.pushViewController(screen, animated: false)
        screen.willMove(toParent: nav)
      [end of turn] screen.loadView()
      [end of turn] screen.viewDidLoad()
      error: 3:20: cannot find 'undefinedName' in scope
          didSet { print(undefinedName) }
                         ^~~~~~~~~~~~~
      note: in 'caption.didSet' of 'Screen'
      note: UIKit called 'viewDidLoad()' of 'Screen': only it stops, and UIKit goes on
            with what it was doing (rule C.5)
      [end of turn] viewController.viewWillDisappear(false)
      [end of turn] screen.viewWillAppear(false)
      [end of turn] viewController.viewDidDisappear(false)
      [end of turn] screen.viewDidAppear(false)
      [end of turn] screen.didMove(toParent: nav)
      2
      """#, error: true),
    RuleCase(
      "6 an error in a completion block ends the block; the transition is complete",
      #"""
      let a = UIViewController()
      let b = UIViewController()
      container.addChild(a)
      container.view.addSubview(a.view)
      a.didMove(toParent: container)
      container.addChild(b)
      container.transition(from: a, to: b, duration: 0.25, options: [], animations: nil, completion: { _ in
        a.removeFromParent()
        undefinedStep()
        b.didMove(toParent: container)
      })
      print(a.parent, b.view.superview === container.view)
      """#,
      #"""
      container.addChild(a)
        a.willMove(toParent: container)
      container.view.addSubview(a.view)
        a.loadView()
        a.viewDidLoad()
        a.viewWillAppear(false)
      [end of turn] a.viewDidAppear(false)
      a.didMove(toParent: container)
      container.addChild(b)
        b.willMove(toParent: container)
      container.transition(from: a, to: b, duration: 0.25, options: [], animations: nil, completion: { _ in … })
        b.loadView()
        b.viewDidLoad()
        a.viewWillDisappear(true)
        b.viewWillAppear(true)
      [t=0.25] b.viewDidAppear(true)
      [t=0.25] a.viewDidDisappear(true)
      [t=0.25] completion(true)
      [t=0.25]   a.removeFromParent()
      [t=0.25]     a.didMove(toParent: nil)
      error: 9:3: cannot find 'undefinedStep' in scope
        undefinedStep()
        ^~~~~~~~~~~~~
      note: UIKit ran the completion block: only the block stops, and UIKit goes on
            (rules 7a.7, C.5)
      nil true
      """#, error: true),
    RuleCase(
      "6 an error in an override of shouldAutomaticallyForwardAppearanceMethods: UIKit's own value",
      #"""
      class Odd: UIViewController {
        override var shouldAutomaticallyForwardAppearanceMethods: Bool { UIView().missingFlag }
      }
      let odd = Odd()
      container.addChild(odd)
      container.view.addSubview(odd.view)
      odd.didMove(toParent: container)
      """#,
      #"""
      container.addChild(odd)
        odd.willMove(toParent: container)
      container.view.addSubview(odd.view)
        odd.loadView()
        odd.viewDidLoad()
        odd.viewWillAppear(false)
      error: 2:77: value of type 'UIView' has no member 'missingFlag'
        override var shouldAutomaticallyForwardAppearanceMethods: Bool { UIView().missingFlag }
                                                                                  ^~~~~~~~~~~
      note: UIKit called 'shouldAutomaticallyForwardAppearanceMethods' of 'Odd': only
            it stops, and UIKit goes on with what it was doing (rule C.5)
      [end of turn] odd.viewDidAppear(false)
      error: 2:77: value of type 'UIView' has no member 'missingFlag'
        override var shouldAutomaticallyForwardAppearanceMethods: Bool { UIView().missingFlag }
                                                                                  ^~~~~~~~~~~
      note: UIKit called 'shouldAutomaticallyForwardAppearanceMethods' of 'Odd': only
            it stops, and UIKit goes on with what it was doing (rule C.5)
      odd.didMove(toParent: container)
      """#, error: true),
  ]

  @Test(arguments: cases)
  func script(_ rule: RuleCase) { RuleConformance.check(rule) }
}
