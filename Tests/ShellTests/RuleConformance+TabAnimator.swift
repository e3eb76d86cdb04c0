import Shell
import TestSupport
import Testing

/// Rules CT.14 and CT.15: the tab bar controller's delegate gives an animator (and an
/// interaction controller) for a tab switch; UIKit's context drives it after the commit.
struct RuleConformanceTabAnimatorTests {
  /// `tabs` (`first` selected, `second` a `BadgedViewController`) shown in `container`; its
  /// delegate `handler` gives a sliding animator and, once set, `handler.interactor`.
  static let tabs = CustomTransitionTests.example(
    "tab-animator.swift", upTo: "tabs.selectedIndex = 1")

  /// A delegate that says when it is asked and gives no animator.
  static let asker = """
    class Asker: NSObject, UITabBarControllerDelegate {
      func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        print("asked")
        return nil
      }
    }
    let first = UIViewController()
    let second = UIViewController()
    let tabs = UITabBarController()
    tabs.viewControllers = [first, second]
    let asker = Asker()
    tabs.delegate = asker
    """

  static let cases: [RuleCase] = [
    RuleCase(
      "CT.14 + CT.15 + CT.11 + CT.12 a switch the delegate's animator drives: will-callbacks after the commit, the animator adds the new view, completeTransition takes the old one out",
      setup: tabs,
      """
      tabs.selectedIndex = 1
      tabs.view.subviews.count
      first.view.superview == nil
      """,
      """
      tabs.selectedIndex = 1
      [end of turn] second.loadView()
      [end of turn] second.viewDidLoad()
      [end of turn]   second.view.addSubview(badge)
      [end of turn] second.viewWillAppear(true)
      [end of turn] first.viewWillDisappear(true)
      [end of turn] animator.animateTransition(using: transitionContext)
      [end of turn]   tabs.view.addSubview(second.view)
      [end of turn]   second.view.frame = CGRect(x: 0, y: 480, width: 320, height: 480)
      [end of turn]   UIView.animate(withDuration: 0.3, animations: { … }, completion: { _ in … })
      [end of turn]     animations()
      [end of turn]       second.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
      [end of turn] animations()
      [end of turn]   badge.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
      [t=0.3] completion(true)
      [t=0.3]   transitionContext.completeTransition(true)
      [t=0.3]     first.viewDidDisappear(true)
      [t=0.3]     second.viewDidAppear(true)
      [t=0.3]     completion()
      [t=0.3]       switch over, cancelled: false
      [t=0.3]     animator.animationEnded(true)
      [t=0.3]       animation ended: true
      = 1
      = true
      """),
    RuleCase(
      "CT.14 the delegate is not asked while the tab bar controller is off screen",
      setup: asker,
      "tabs.selectedIndex = 1",
      "tabs.selectedIndex = 1"),
    RuleCase(
      "CT.14 on screen the delegate is asked inside the call; nil leaves the switch to UIKit (7.12)",
      setup: asker + "\n" + """
        container.addChild(tabs)
        container.view.addSubview(tabs.view)
        tabs.didMove(toParent: container)
        """,
      "tabs.selectedIndex = 1",
      """
      tabs.selectedIndex = 1
        asker.tabBarController(tabs, animationControllerForTransitionFrom: first, to: second)
          asked
        second.loadView()
        second.viewDidLoad()
        second.viewWillAppear(false)
        first.viewWillDisappear(false)
        first.viewDidDisappear(false)
        second.viewDidAppear(false)
      """),
    RuleCase(
      "CT.15 + CT.8 + CT.12 a cancelled interactive switch undoes the appearance steps and selects the old tab again",
      setup: tabs + "\ntabs.selectedIndex = 1",
      """
      handler.interactor = UIPercentDrivenInteractiveTransition()
      tabs.selectedIndex = 0
      handler.interactor!.update(0.5)
      handler.interactor!.cancel()
      tabs.selectedIndex
      """,
      """
      tabs.selectedIndex = 0
      [end of turn] first.viewWillAppear(true)
      [end of turn] second.viewWillDisappear(true)
      [end of turn] interactor.startInteractiveTransition(transitionContext)
      [end of turn]   animator.animateTransition(using: transitionContext)
      [end of turn]     tabs.view.addSubview(first.view)
      [end of turn]     first.view.frame = CGRect(x: 0, y: 480, width: 320, height: 480)
      [end of turn]     UIView.animate(withDuration: 0.3, animations: { … }, completion: { _ in … })
      [end of turn]       animations()
      [end of turn]         first.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
      interactor.update(0.5)
      interactor.cancel()
      [t=0.45] completion(true)
      [t=0.45]   transitionContext.completeTransition(false)
      [t=0.45]     first.viewWillDisappear(true)
      [t=0.45]     first.viewDidDisappear(true)
      [t=0.45]     second.viewWillAppear(true)
      [t=0.45]       animations()
      [t=0.45]         badge.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
      [t=0.45]     second.viewDidAppear(true)
      [t=0.45]     completion()
      [t=0.45]       switch over, cancelled: true
      [t=0.45]     animator.animationEnded(false)
      [t=0.45]       animation ended: false
      = 1
      """),
    RuleCase(
      "CT.15 a selection back to the shown tab in the same turn replaces the switch that had not started: nothing happens",
      setup: tabs + "\nfunc there() {\n  tabs.selectedIndex = 1\n  tabs.selectedIndex = 0\n}",
      """
      there()
      tabs.selectedIndex
      """,
      """
      container.there()
        tabs.selectedIndex = 1
        tabs.selectedIndex = 0
      = 0
      """),
    RuleCase(
      "CT.15 a selection while the animator's switch runs ends it at once, as completed, and starts the next; the first animator's completeTransition then does nothing",
      setup: tabs + "\ntabs.selectedIndex = 1\n:clock manual",
      """
      tabs.selectedIndex = 0
      :tick 0.1
      tabs.selectedIndex = 1
      :wait
      """,
      """
      tabs.selectedIndex = 0
      [t=0.3] first.viewWillAppear(true)
      [t=0.3] second.viewWillDisappear(true)
      [t=0.3] animator.animateTransition(using: transitionContext)
      [t=0.3]   tabs.view.addSubview(first.view)
      [t=0.3]   first.view.frame = CGRect(x: 0, y: 480, width: 320, height: 480)
      [t=0.3]   UIView.animate(withDuration: 0.3, animations: { … }, completion: { _ in … })
      [t=0.3]     animations()
      [t=0.3]       first.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
      tabs.selectedIndex = 1
        second.viewDidDisappear(true)
        first.viewDidAppear(true)
      [t=0.4] second.viewWillAppear(true)
      [t=0.4] first.viewWillDisappear(true)
      [t=0.4] animator.animateTransition(using: transitionContext)
      [t=0.4]   tabs.view.addSubview(second.view)
      [t=0.4]   second.view.frame = CGRect(x: 0, y: 480, width: 320, height: 480)
      [t=0.4]   UIView.animate(withDuration: 0.3, animations: { … }, completion: { _ in … })
      [t=0.4]     animations()
      [t=0.4]       second.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
      [t=0.4] animations()
      [t=0.4]   badge.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
      [t=0.6] completion(true)
      [t=0.7] completion(true)
      [t=0.7]   transitionContext.completeTransition(true)
      [t=0.7]     first.viewDidDisappear(true)
      [t=0.7]     second.viewDidAppear(true)
      [t=0.7]     completion()
      [t=0.7]       switch over, cancelled: false
      [t=0.7]     animator.animationEnded(true)
      [t=0.7]       animation ended: true
      """),
    RuleCase(
      "CT.15 + CT.10 with an interaction controller the switch is interactive from its will-callbacks on; finish() at 0 % runs the whole 0.3 s",
      setup: tabs + "\n" + """
        class Peek: UIViewController {
          override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            print(transitionCoordinator!.isInteractive, transitionCoordinator!.initiallyInteractive)
          }
        }
        let third = Peek()
        tabs.viewControllers = [first, second, third]
        handler.interactor = UIPercentDrivenInteractiveTransition()
        """,
      """
      tabs.selectedIndex = 2
      handler.interactor!.finish()
      """,
      """
      tabs.selectedIndex = 2
      [end of turn] third.loadView()
      [end of turn] third.viewDidLoad()
      [end of turn] third.viewWillAppear(true)
      [end of turn]   true true
      [end of turn] first.viewWillDisappear(true)
      [end of turn] interactor.startInteractiveTransition(transitionContext)
      [end of turn]   animator.animateTransition(using: transitionContext)
      [end of turn]     tabs.view.addSubview(third.view)
      [end of turn]     third.view.frame = CGRect(x: 0, y: 480, width: 320, height: 480)
      [end of turn]     UIView.animate(withDuration: 0.3, animations: { … }, completion: { _ in … })
      [end of turn]       animations()
      [end of turn]         third.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
      interactor.finish()
      [t=0.3] completion(true)
      [t=0.3]   transitionContext.completeTransition(true)
      [t=0.3]     first.viewDidDisappear(true)
      [t=0.3]     third.viewDidAppear(true)
      [t=0.3]     animator.animationEnded(true)
      [t=0.3]       animation ended: true
      """),
  ]

  @Test(arguments: cases)
  func script(_ rule: RuleCase) { RuleConformance.check(rule) }
}
