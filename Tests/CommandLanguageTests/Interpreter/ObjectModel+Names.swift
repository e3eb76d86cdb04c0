import TestSupport
import Testing

/// A call reaches a user method only by its exact Swift name or selector.
///
/// Each expected log was checked against the rules and the languages' own semantics.
struct ObjectModelNamesTests {
  static let cases: [RuleCase] = [
    RuleCase(
      "1 an extension's add(_:) and remove() leave addChild(_:) and removeFromParent() to UIKit",
      #"""
      extension UIViewController {
        func add(_ child: UIViewController) {
          addChild(child)
          view.addSubview(child.view)
          child.didMove(toParent: self)
        }
        func remove() {
          willMove(toParent: nil)
          view.removeFromSuperview()
          removeFromParent()
        }
      }
      let a = UIViewController()
      container.add(a)
      a.remove()
      """#,
      #"""
      container.add(a)
        container.addChild(a)
          a.willMove(toParent: container)
        container.view.addSubview(a.view)
          a.loadView()
          a.viewDidLoad()
          a.viewWillAppear(false)
        a.didMove(toParent: container)
      [end of turn] a.viewDidAppear(false)
      a.remove()
        a.willMove(toParent: nil)
        a.view.removeFromSuperview()
          a.viewWillDisappear(false)
        a.removeFromParent()
          a.didMove(toParent: nil)
      [end of turn] a.viewDidDisappear(false)
      """#),
    RuleCase(
      "1 add(child:) and add(childViewController:) are different methods, and neither is addChild(_:)",
      #"""
      extension UIViewController {
        func add(child: UIViewController) { print("add(child:)") }
        func add(childViewController: UIViewController) { print("add(childViewController:)") }
      }
      let a = UIViewController()
      container.add(child: a)
      container.add(childViewController: a)
      container.addChild(a)
      """#,
      #"""
      container.add(child: a)
        add(child:)
      container.add(childViewController: a)
        add(childViewController:)
      container.addChild(a)
        a.willMove(toParent: container)
      """#),
    RuleCase(
      "1 removeFromParentController() is not removeFromParent()",
      #"""
      extension UIViewController {
        func removeFromParentController() { print("mine") }
      }
      let a = UIViewController()
      container.addChild(a)
      a.removeFromParent()
      a.removeFromParentController()
      """#,
      #"""
      container.addChild(a)
        a.willMove(toParent: container)
      a.removeFromParent()
        a.didMove(toParent: nil)
      a.removeFromParentController()
        mine
      """#),
    RuleCase(
      "1 a Swift method is called from Objective-C by the selector Swift gives it",
      #"""
      func cycle(from old: UIViewController, to new: UIViewController) { print("cycle(from:to:)") }
      func add(child: UIViewController) { print("add(child:)") }
      let a = UIViewController()
      [self cycleFrom:a to:a];
      [self addWithChild:a];
      [self addChild:a];
      """#,
      #"""
      container.cycle(from: a, to: a)
        cycle(from:to:)
      container.add(child: a)
        add(child:)
      error: 6:7: no visible @interface for 'ContainerViewController' declares the selector 'addChild:'
      [self addChild:a];
            ^~~~~~~~~
      note: did you mean 'addChildViewController:'?
      """#, error: true),
    RuleCase(
      "1 an Objective-C method is called from Swift by the name Swift imports it as",
      #"""
      - (void)cycleFromViewController:(UIViewController *)oldVC toViewController:(UIViewController *)newVC {
        NSLog(@"cycle");
      }
      - (void)loadViewControllerAtIndex:(NSInteger)index { NSLog(@"load %ld", (long)index); }
      let a = UIViewController()
      container.cycle(from: a, to: a)
      container.loadViewController(at: 2)
      container.cycleFromViewController(a, toViewController: a)
      """#,
      #"""
      container.cycle(from: a, to: a)
        cycle
      container.loadViewController(at: 2)
        load 2
      error: 8:11: 'cycleFromViewController(_:toViewController:)' does not match the arguments of 'cycle(from:to:)' ('cycleFromViewController:toViewController:')
      container.cycleFromViewController(a, toViewController: a)
                ^~~~~~~~~~~~~~~~~~~~~~~
      """#, error: true),
    RuleCase(
      "1 overrides are the methods whose full name is UIKit's",
      #"""
      class Child: UIViewController {
        override func viewWillAppear(_ animated: Bool) {
          super.viewWillAppear(animated)
          print("override")
        }
        func viewWillAppear(animated: Bool) { print("not an override") }
      }
      let c = Child()
      container.addChild(c)
      container.view.addSubview(c.view)
      c.didMove(toParent: container)
      """#,
      #"""
      container.addChild(c)
        c.willMove(toParent: container)
      container.view.addSubview(c.view)
        c.loadView()
        c.viewDidLoad()
        c.viewWillAppear(false)
          override
      [end of turn] c.viewDidAppear(false)
      c.didMove(toParent: container)
      """#),
    RuleCase(
      "1 a method named like UIKit's in an extension of UIKit's class is refused, as Swift refuses it",
      #"""
      extension UIViewController {
        func addChild(_ vc: UIViewController) { print("never") }
        func fine() { print("fine") }
      }
      container.fine()
      """#,
      #"""
      error: 2:8: invalid redeclaration of 'addChild(_:)': 'UIViewController' already has it (give yours another name)
        func addChild(_ vc: UIViewController) { print("never") }
             ^~~~~~~~
      container.fine()
        fine
      """#, error: true),
  ]

  @Test(arguments: cases)
  func script(_ rule: RuleCase) { RuleConformance.check(rule) }
}
