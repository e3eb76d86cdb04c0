import Shell
import Simulation
import TestSupport
import Testing

/// `UIPageViewController` beyond the exact logs of its rule-conformance cases: what its
/// properties read, what the virtual clock does with a turn, that both languages give the same
/// callbacks, and what `:help`, `:timeline` and `:tree` show of it (rules PV.1–PV.9).
struct PageViewControllerTests {
  typealias Cases = RuleConformancePageViewControllerTests

  /// The `= value` lines of a run.
  private func values(_ run: ScriptRun) -> [String] {
    run.lines.filter { $0.style == .value }.map(\.text)
  }

  /// The callback lines alone, as both dialects name them.
  private func callbacks(_ run: ScriptRun) -> [String] {
    run.session.history.compactMap { event -> String? in
      guard case .callback = event.kind else { return nil }
      return run.session.formatter.body(event)
    }
  }

  @Test func theReadOnlyPropertiesReadWhatTheInitialiserChose() {
    let run = ScriptRun(
      """
      let curl = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .vertical)
      curl.transitionStyle
      curl.navigationOrientation
      curl.spineLocation
      curl.isDoubleSided
      let scroll = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
      scroll.transitionStyle
      scroll.spineLocation
      """)
    #expect(!run.hadError, "\(run.output)")
    #expect(
      values(run) == ["= .pageCurl", "= .vertical", "= .min", "= false", "= .scroll", "= .none"])
  }

  /// UIPageViewController inherits shouldAutomaticallyForwardAppearanceMethods unchanged, so
  /// it reads true, yet its pages hear their appearance from its own calls (PV.5); a subclass
  /// that overrides it to true hands them to the automatic forwarding.
  @Test func shouldAutomaticallyForwardAppearanceMethodsReadsTrueButThePagesAreDrivenByHand() {
    let plain = ScriptRun(
      """
      let pvc = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
      pvc.shouldAutomaticallyForwardAppearanceMethods
      let page = UIViewController()
      pvc.setViewControllers([page], direction: .forward, animated: false)
      addChild(pvc)
      view.addSubview(pvc.view)
      pvc.didMove(toParent: self)
      """)
    #expect(!plain.hadError, "\(plain.output)")
    #expect(values(plain).first == "= true", "\(plain.output)")
    #expect(plain.output.contains("page.viewWillAppear(false)"), "\(plain.output)")
    #expect(plain.output.contains("[PV.5]") || plain.session.history.contains { $0.rule == "PV.5" })
    let overriding = ScriptRun(
      """
      class Pages: UIPageViewController {
        override var shouldAutomaticallyForwardAppearanceMethods: Bool { true }
      }
      let pvc = Pages(transitionStyle: .scroll, navigationOrientation: .horizontal)
      let page = UIViewController()
      pvc.setViewControllers([page], direction: .forward, animated: false)
      addChild(pvc)
      view.addSubview(pvc.view)
      pvc.didMove(toParent: self)
      """)
    #expect(!overriding.hadError, "\(overriding.output)")
    #expect(overriding.output.contains("page.viewWillAppear(false)"), "\(overriding.output)")
    #expect(!overriding.session.history.contains { $0.rule == "PV.5" }, "\(overriding.output)")
  }

  @Test func aMiddleSpineShowsTwoPagesSideBySideInBothLanguages() {
    let swift = ScriptRun(
      """
      let a = UIViewController()
      let b = UIViewController()
      let pvc = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: [.spineLocation: 2])
      pvc.spineLocation
      pvc.isDoubleSided
      pvc.setViewControllers([a, b], direction: .forward, animated: false)
      a.view.frame
      b.view.frame
      pvc.viewControllers
      """)
    #expect(!swift.hadError, "\(swift.output)")
    #expect(
      values(swift) == [
        "= .mid", "= true", "= CGRect(x: 0, y: 0, width: 160, height: 480)",
        "= CGRect(x: 160, y: 0, width: 160, height: 480)", "= [a, b]",
      ])
    let objc = ScriptRun(
      """
      UIViewController *a = [[UIViewController alloc] init];
      UIPageViewController *pvc = [[UIPageViewController alloc] initWithTransitionStyle:UIPageViewControllerTransitionStylePageCurl navigationOrientation:UIPageViewControllerNavigationOrientationHorizontal options:@{UIPageViewControllerOptionSpineLocationKey: @(UIPageViewControllerSpineLocationMid)}];
      [pvc setViewControllers:@[a] direction:UIPageViewControllerNavigationDirectionForward animated:NO completion:nil];
      """)
    #expect(objc.hadError)
    #expect(
      objc.output.contains(
        "The number of provided view controllers (1) doesn't match the number required (2) for the requested spine location (UIPageViewControllerSpineLocationMid)"
      ), "\(objc.output)")
  }

  @Test func anAnimatedTurnEndsOnTheVirtualClock() {
    let run = ScriptRun(
      Cases.shown(.pageCurl) + """

        :clock manual
        pvc.setViewControllers([b], direction: .forward, animated: true) { done in print("turned", done) }
        :tick 0.3
        b.parent === pvc
        :tick 0.1
        a.parent == nil
        """)
    #expect(!run.hadError, "\(run.output)")
    let texts = run.lines.map(\.text)
    // 0.3 s in, the new page is already a child and the completion has not run (rule PV.4).
    guard let midTurn = texts.firstIndex(of: "= true"),
      let turned = texts.firstIndex(of: "[t=0.35]   turned true")
    else {
      Issue.record("\(run.output)")
      return
    }
    #expect(midTurn < turned)
    #expect(texts.contains("[t=0.35] completion(true)"), "\(run.output)")
    #expect(values(run) == ["= true", "= true"])
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  @Test(arguments: [(-200.0, true), (-100.0, false)])
  func bothLanguagesGiveTheSameCallbacksForASwipe(_ distance: Double, _ completes: Bool) {
    for scroll in [true, false] {
      let swift = ScriptRun(
        Cases.shown(scroll ? .scroll : .pageCurl) + "\n:pan pvc.view \(distance)\n:wait")
      let objc = ScriptRun(Cases.objcShown(scroll) + "\n:pan pvc.view \(distance)\n:wait")
      #expect(!swift.hadError && !objc.hadError, "\(swift.output)\n\(objc.output)")
      #expect(swift.violations.isEmpty && objc.violations.isEmpty)
      #expect(callbacks(swift) == callbacks(objc))
      #expect(swift.output.contains("completed \(completes)"), "\(swift.output)")
      #expect(objc.output.contains("completed \(completes ? 1 : 0)"), "\(objc.output)")
    }
  }

  @Test func viewControllersFollowTheSwipesBothWays() {
    let run = ScriptRun(
      Cases.shown(.scroll) + """

        :pan pvc.view -300
        :wait
        pvc.viewControllers
        :pan pvc.view -300
        :wait
        pvc.viewControllers
        :pan pvc.view 300
        :wait
        pvc.viewControllers
        pvc.children
        """)
    #expect(!run.hadError, "\(run.output)")
    // Past the last page the data source answers nil: the page stays (rule PV.6).
    #expect(values(run) == ["= [b]", "= [b]", "= [a]", "= [a]"])
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  @Test func aSwipeWithoutADataSourceTurnsNothing() {
    let run = ScriptRun(
      """
      let a = UIViewController()
      let pvc = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
      pvc.setViewControllers([a], direction: .forward, animated: false)
      container.addChild(pvc)
      container.view.addSubview(pvc.view)
      pvc.didMove(toParent: container)
      :wait
      :pan pvc.view -300
      :wait
      pvc.viewControllers
      """)
    #expect(!run.hadError, "\(run.output)")
    #expect(values(run).last == "= [a]")
    let texts = run.lines.map(\.text)
    let start = (texts.lastIndex(of: "pvc.didMove(toParent: container)") ?? 0) + 1
    #expect(texts[start...].filter { $0.contains("(") }.isEmpty, "\(run.output)")
  }

  @Test func helpTimelineAndTreeKnowThePageViewController() {
    let help = ScriptRun(":help UIPageViewController")
    #expect(help.output.contains("setViewControllers(_:direction:animated:completion:)"))
    let run = ScriptRun(
      Cases.shown(.scroll) + """

        :clock manual
        pvc.setViewControllers([b], direction: .forward, animated: true)
        :tick 0.1
        :timeline
        :tree
        """)
    #expect(run.output.contains("transition a → b"), "\(run.output)")
    #expect(run.output.contains("pvc     UIPageViewController"), "\(run.output)")
  }

  @Test func tabOffersThePageViewControllersMembersInEachLanguage() {
    let session = Session()
    _ = session.handle(
      "let pvc = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)"
    )
    let swift = session.complete("pvc.setView")
    #expect(swift.candidates.contains("setViewControllers("), "\(swift.candidates)")
    let property = session.complete("pvc.isDouble")
    #expect(property.candidates.contains("isDoubleSided"), "\(property.candidates)")
    let objc = session.complete("[pvc setView")
    #expect(
      objc.candidates.contains("setViewControllers:direction:animated:completion:"),
      "\(objc.candidates)")
    let type = session.complete("UIPageView")
    #expect(type.candidates.contains("UIPageViewController"), "\(type.candidates)")
  }
}
