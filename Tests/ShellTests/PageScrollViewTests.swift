import Shell
import Simulation
import TestSupport
import Testing

/// The scroll style's private scroll view (rules PV.10 and PV.11): it is in the page view
/// controller's view, is a `UIScrollView`, holds the pages' views in its middle wrapper, has a
/// content three pages long scrolled to the middle one, and keeps a delegate the user sets.
/// The window is 320 × 480 points, so the page view controller's view is too.
struct PageScrollViewTests {
  typealias Cases = RuleConformancePageViewControllerTests

  /// The `= value` lines of a run.
  private func values(_ run: ScriptRun) -> [String] {
    run.lines.filter { $0.style == .value }.map(\.text)
  }

  @Test func theScrollStyleKeepsItsPagesInAPrivateScrollView() {
    let run = ScriptRun(
      Cases.shown(.scroll) + """

        let scroll = pvc.view.subviews[0]
        pvc.view.subviews.count
        scroll.isKind(of: UIScrollView.self)
        scroll is UIScrollView
        pvc.view.clipsToBounds
        scroll.frame
        scroll.subviews.count
        a.view.superview === scroll.subviews[1]
        a.view.superview?.superview === scroll
        a.view.frame
        scroll.subviews[2].frame
        """)
    #expect(!run.hadError, "\(run.output)")
    #expect(
      values(run) == [
        "= 1", "= true", "= true", "= true", "= CGRect(x: 0, y: 0, width: 320, height: 480)", "= 3",
        "= true",
        "= true", "= CGRect(x: 0, y: 0, width: 320, height: 480)",
        "= CGRect(x: 640, y: 0, width: 320, height: 480)",
      ], "\(run.output)")
    let world = run.session.world
    let scroll = world.views.first { $0.className == World.pageScrollViewClass }
    #expect(scroll?.kind == .scroll)
    #expect(scroll?.contentSize == Size(width: 960, height: 480))
    #expect(scroll?.boundsOrigin == Point(x: 320, y: 0))
    #expect(scroll?.isPagingEnabled == true)
    #expect(world.checkInvariants().isEmpty, "\(world.checkInvariants())")
  }

  @Test func aVerticalScrollRunsItsContentDownward() {
    let run = ScriptRun(
      """
      let pvc = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .vertical)
      let scroll = pvc.view.subviews[0] as! UIScrollView
      scroll.contentSize
      scroll.contentOffset
      scroll.subviews[2].frame
      """)
    #expect(!run.hadError, "\(run.output)")
    #expect(
      values(run) == [
        "= CGSize(width: 320, height: 1440)", "= CGPoint(x: 0, y: 480)",
        "= CGRect(x: 0, y: 960, width: 320, height: 480)",
      ],
      "\(run.output)")
  }

  @Test func aCurlHasNoScrollView() {
    let run = ScriptRun(
      Cases.shown(.pageCurl) + """

        pvc.view.subviews.count
        a.view.superview === pvc.view
        """)
    #expect(!run.hadError, "\(run.output)")
    #expect(values(run) == ["= 1", "= true"], "\(run.output)")
    #expect(!run.session.world.views.contains { $0.className == World.pageScrollViewClass })
  }

  /// A set, animated or not, and a completed swipe each end with the new page alone in the
  /// middle wrapper and the old page's view gone (PV.3, PV.10).
  @Test func aTurnEndsWithTheNewPageInTheMiddleWrapper() {
    for turn in [
      "pvc.setViewControllers([b], direction: .forward, animated: false)",
      "pvc.setViewControllers([b], direction: .forward, animated: true)\n:wait",
      ":pan pvc.view -200\n:wait",
    ] {
      let run = ScriptRun(
        Cases.shown(.scroll) + """

          let scroll = pvc.view.subviews[0]
          \(turn)
          b.view.superview === scroll.subviews[1]
          scroll.subviews[1].subviews.count
          a.view.superview == nil
          (scroll as! UIScrollView).contentOffset
          """)
      #expect(!run.hadError, "\(run.output)")
      #expect(
        values(run).suffix(4) == ["= true", "= 1", "= true", "= CGPoint(x: 320, y: 0)"],
        "\(turn)\n\(run.output)")
      #expect(run.session.world.checkInvariants().isEmpty, "\(turn)")
    }
  }

  /// While an animated turn runs, the new page waits beside the shown one: after it going
  /// forward, before it going backward (PV.11).
  @Test func theIncomingPageWaitsInTheNeighbouringWrapper() {
    for (direction, slot) in [("forward", 2), ("reverse", 0)] {
      let run = ScriptRun(
        Cases.shown(.scroll) + """

          let scroll = pvc.view.subviews[0]
          :clock manual
          pvc.setViewControllers([b], direction: .\(direction), animated: true)
          b.view.superview === scroll.subviews[\(slot)]
          a.view.superview === scroll.subviews[1]
          """)
      #expect(!run.hadError, "\(run.output)")
      #expect(values(run).suffix(2) == ["= true", "= true"], "\(direction)\n\(run.output)")
    }
  }

  @Test func theScrollViewFollowsTheViewsSize() {
    let run = ScriptRun(
      Cases.shown(.scroll) + """

        pvc.view.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
        let scroll = pvc.view.subviews[0] as! UIScrollView
        scroll.frame
        scroll.contentSize
        scroll.contentOffset
        scroll.subviews[1].frame
        a.view.frame
        """)
    #expect(!run.hadError, "\(run.output)")
    #expect(
      values(run).suffix(5) == [
        "= CGRect(x: 0, y: 0, width: 200, height: 300)", "= CGSize(width: 600, height: 300)",
        "= CGPoint(x: 200, y: 0)",
        "= CGRect(x: 200, y: 0, width: 200, height: 300)",
        "= CGRect(x: 0, y: 0, width: 200, height: 300)",
      ], "\(run.output)")
  }

  /// The page view controller never takes UIScrollView's delegate: one the user sets stays
  /// and hears the scroll (PV.10).
  @Test func aDelegateTheUserSetsIsKept() {
    let run = ScriptRun(
      Cases.shown(.scroll) + """

        class Watcher: NSObject, UIScrollViewDelegate {
          func scrollViewDidScroll(_ scrollView: UIScrollView) { print("scrolled", scrollView.contentOffset.x) }
        }
        let watcher = Watcher()
        let scroll = pvc.view.subviews[0] as! UIScrollView
        scroll.delegate = watcher
        pvc.setViewControllers([b], direction: .forward, animated: false)
        scroll.delegate === watcher
        pvc.view.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
        """)
    #expect(!run.hadError, "\(run.output)")
    #expect(values(run).contains("= true"), "\(run.output)")
    #expect(run.output.contains("scrolled 200.0"), "\(run.output)")
  }
}
