import Shell
import TestSupport
import Testing

/// §6 and 7a.5 of the rule catalogue: legacy rotation forwarding (`:ios 7`) and iOS 8+ size
/// transitions. The rotation animation lasts 0.3 s in containrepl (a simulation parameter; the
/// rules fix only the order).
struct RuleConformanceRotationTests {
  /// `a` is a visible child; `b` is a child whose view is not in the hierarchy (not loaded).
  static let visibleAndHidden = """
    let a = UIViewController()
    let b = UIViewController()
    container.addChild(a)
    container.view.addSubview(a.view)
    a.didMove(toParent: container)
    container.addChild(b)
    """

  /// `box` is a visible child of `container`, `a` a visible child of `box`.
  static func nested(_ boxClass: String) -> String {
    boxClass + """

      let box = Box()
      let a = UIViewController()
      container.addChild(box)
      container.view.addSubview(box.view)
      box.didMove(toParent: container)
      box.addChild(a)
      box.view.addSubview(a.view)
      a.didMove(toParent: box)
      """
  }

  static let noRotationForwarding = """
    class Box: UIViewController {
      override var shouldAutomaticallyForwardRotationMethods: Bool { false }
    }
    """

  static let plainBox = "class Box: UIViewController {}"

  static let wide = "CGSize(width: 480, height: 320)"

  static let cases: [RuleCase] = [
    RuleCase(
      "6.1/6.6/6.7 iOS 7: three callbacks, parent first, only children whose views are inside",
      setup: visibleAndHidden + "\n:ios 7",
      ":rotate landscapeLeft",
      """
      container.willRotate(to: .landscapeLeft, duration: 0.3)
      a.willRotate(to: .landscapeLeft, duration: 0.3)
      container.willAnimateRotation(to: .landscapeLeft, duration: 0.3)
      a.willAnimateRotation(to: .landscapeLeft, duration: 0.3)
      [t=0.3] container.didRotate(from: .portrait)
      [t=0.3] a.didRotate(from: .portrait)
      """),
    RuleCase(
      "6.6 iOS 7 nested: depth first, parent before child at every level",
      setup: nested(plainBox) + "\n:ios 7",
      ":rotate landscapeRight",
      """
      container.willRotate(to: .landscapeRight, duration: 0.3)
      box.willRotate(to: .landscapeRight, duration: 0.3)
      a.willRotate(to: .landscapeRight, duration: 0.3)
      container.willAnimateRotation(to: .landscapeRight, duration: 0.3)
      box.willAnimateRotation(to: .landscapeRight, duration: 0.3)
      a.willAnimateRotation(to: .landscapeRight, duration: 0.3)
      [t=0.3] container.didRotate(from: .portrait)
      [t=0.3] box.didRotate(from: .portrait)
      [t=0.3] a.didRotate(from: .portrait)
      """),
    RuleCase(
      "6.3 iOS 7: shouldAutomaticallyForwardRotationMethods false stops forwarding below that container",
      setup: nested(noRotationForwarding) + "\n:ios 7",
      ":rotate landscapeRight",
      """
      container.willRotate(to: .landscapeRight, duration: 0.3)
      box.willRotate(to: .landscapeRight, duration: 0.3)
      container.willAnimateRotation(to: .landscapeRight, duration: 0.3)
      box.willAnimateRotation(to: .landscapeRight, duration: 0.3)
      [t=0.3] container.didRotate(from: .portrait)
      [t=0.3] box.didRotate(from: .portrait)
      """),
    RuleCase(
      "5.3 + 6.3 iOS 7: appearance forwarding off does not stop rotation forwarding",
      setup: RuleConformance.manual + "\n:ios 7",
      ":rotate landscapeLeft",
      """
      container.willRotate(to: .landscapeLeft, duration: 0.3)
      a.willRotate(to: .landscapeLeft, duration: 0.3)
      container.willAnimateRotation(to: .landscapeLeft, duration: 0.3)
      a.willAnimateRotation(to: .landscapeLeft, duration: 0.3)
      [t=0.3] container.didRotate(from: .portrait)
      [t=0.3] a.didRotate(from: .portrait)
      """),
    RuleCase(
      "7a.5 iOS 7: rotating to the orientation in effect sends nothing",
      setup: visibleAndHidden + "\n:ios 7",
      ":rotate portrait",
      ""),
    RuleCase(
      "6.5/7a.5 iOS 17: viewWillTransition reaches every child, even one whose view is not loaded",
      setup: visibleAndHidden,
      """
      :rotate landscapeLeft
      b.isViewLoaded
      """,
      """
      container.viewWillTransition(to: \(wide), with: coordinator)
        a.viewWillTransition(to: \(wide), with: coordinator)
        b.viewWillTransition(to: \(wide), with: coordinator)
      = false
      """),
    RuleCase(
      "7a.5 iOS 17: shouldAutomaticallyForwardRotationMethods has no effect",
      setup: nested(noRotationForwarding),
      ":rotate landscapeLeft",
      """
      container.viewWillTransition(to: \(wide), with: coordinator)
        box.viewWillTransition(to: \(wide), with: coordinator)
          a.viewWillTransition(to: \(wide), with: coordinator)
      """),
    RuleCase(
      "6.5 iOS 17: an override that skips super stops the forwarding to its children",
      setup: nested(
        """
        class Box: UIViewController {
          override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
            print("no super")
          }
        }
        """),
      ":rotate landscapeLeft",
      """
      container.viewWillTransition(to: \(wide), with: coordinator)
        box.viewWillTransition(to: \(wide), with: coordinator)
          no super
      """),
    RuleCase(
      "6.5 iOS 17: an override that calls super forwards at the point of the super call",
      setup: nested(
        """
        class Box: UIViewController {
          override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
            print("before super")
            super.viewWillTransition(to: size, with: coordinator)
            print("after super")
          }
        }
        """),
      ":rotate landscapeLeft",
      """
      container.viewWillTransition(to: \(wide), with: coordinator)
        box.viewWillTransition(to: \(wide), with: coordinator)
          before super
          a.viewWillTransition(to: \(wide), with: coordinator)
          after super
      """),
    RuleCase(
      "5.3 + 7a.5 iOS 17: appearance forwarding off does not stop size forwarding",
      setup: RuleConformance.manual,
      ":rotate landscapeLeft",
      """
      container.viewWillTransition(to: \(wide), with: coordinator)
        a.viewWillTransition(to: \(wide), with: coordinator)
      """),
    RuleCase(
      "7a.5 iOS 17: the same orientation again sends nothing; back to portrait sends the tall size",
      setup: visibleAndHidden + "\n:rotate landscapeLeft",
      """
      :rotate landscapeLeft
      :rotate portrait
      """,
      """
      container.viewWillTransition(to: CGSize(width: 320, height: 480), with: coordinator)
        a.viewWillTransition(to: CGSize(width: 320, height: 480), with: coordinator)
        b.viewWillTransition(to: CGSize(width: 320, height: 480), with: coordinator)
      """),
    RuleCase(
      "6.7 + R.5 iOS 7: a parentless controller whose view is inside gets no rotation callbacks",
      setup: "let p = UIViewController()\ncontainer.view.addSubview(p.view)\n:ios 7",
      ":rotate landscapeLeft",
      """
      container.willRotate(to: .landscapeLeft, duration: 0.3)
      container.willAnimateRotation(to: .landscapeLeft, duration: 0.3)
      [t=0.3] container.didRotate(from: .portrait)
      """),
    RuleCase(
      "6.5 iOS 17: a parentless controller whose view is inside is not a child and gets nothing",
      setup: "let p = UIViewController()\ncontainer.view.addSubview(p.view)",
      ":rotate landscapeLeft",
      """
      container.viewWillTransition(to: \(wide), with: coordinator)
      """),
    RuleCase(
      "6.7 iOS 7 navigation: only the top child's view is inside, so only it is rotated",
      setup:
        "let a = UIViewController()\nlet b = UIViewController()\nlet nav = UINavigationController(rootViewController: a)\nwindow.rootViewController = nav\nnav.pushViewController(b, animated: false)\n:ios 7",
      ":rotate landscapeLeft",
      """
      nav.willRotate(to: .landscapeLeft, duration: 0.3)
      b.willRotate(to: .landscapeLeft, duration: 0.3)
      nav.willAnimateRotation(to: .landscapeLeft, duration: 0.3)
      b.willAnimateRotation(to: .landscapeLeft, duration: 0.3)
      [t=0.3] nav.didRotate(from: .portrait)
      [t=0.3] b.didRotate(from: .portrait)
      """),
    RuleCase(
      "7a.5 iOS 17 navigation: every child gets the size transition, also the covered one",
      setup:
        "let a = UIViewController()\nlet b = UIViewController()\nlet nav = UINavigationController(rootViewController: a)\nwindow.rootViewController = nav\nnav.pushViewController(b, animated: false)",
      ":rotate landscapeLeft",
      """
      nav.viewWillTransition(to: \(wide), with: coordinator)
        a.viewWillTransition(to: \(wide), with: coordinator)
        b.viewWillTransition(to: \(wide), with: coordinator)
      """),
  ]

  @Test(arguments: cases)
  func rotation(_ rule: RuleCase) {
    RuleConformance.check(rule)
  }

  /// 6.1: in iOS 7 mode the layout callbacks come between `willRotate` and
  /// `willAnimateRotation` (verbose log; whose layout runs is not fixed by the rule).
  @Test func legacyRotationLayoutBetweenFirstTwoCallbacks() {
    let (run, tail) = RuleConformance.run(
      setup: ":log verbose\n" + Self.visibleAndHidden + "\n:ios 7",
      script: ":rotate landscapeLeft")
    let lines = tail.split(separator: "\n").map(String.init)
    let lastWillRotate = lines.lastIndex {
      $0.hasSuffix("willRotate(to: .landscapeLeft, duration: 0.3)")
    }
    let firstWillAnimate = lines.firstIndex { $0.contains("willAnimateRotation(") }
    let layouts = lines.indices.filter { lines[$0].contains("LayoutSubviews()") }
    #expect(!layouts.isEmpty, "\(tail)")
    #expect(lastWillRotate != nil && firstWillAnimate != nil, "\(tail)")
    if let lastWillRotate, let firstWillAnimate {
      #expect(layouts.allSatisfy { $0 > lastWillRotate && $0 < firstWillAnimate }, "\(tail)")
    }
    #expect(run.violations.isEmpty, "\(run.violations)")
  }
}
