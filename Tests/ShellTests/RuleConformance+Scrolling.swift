import Shell
import TestSupport
import Testing

/// Scroll views moving by themselves and under the shell's finger (rules L.6c–L.6e, G.2) and
/// the deferred end of a tab switch on iOS 26 (rule 7.12), through scripts in both languages:
/// each expected log was derived from the rule its name cites.
struct RuleConformanceScrollingTests {
  static let watcher = #"""
    class PageWatcher: NSObject, UIScrollViewDelegate {
      var frames = 0
      func scrollViewDidScroll(_ scrollView: UIScrollView) {
        frames += 1
        if frames == 9 { print("halfway", scrollView.contentOffset.x) }
      }
      func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        print("ended after", frames, "frames at", scrollView.contentOffset.x)
      }
    }
    """#

  static let cases: [RuleCase] = [
    RuleCase(
      "L.6c an animated scroll moves contentOffset frame by frame, 60 a second over 0.3 s, then ends; the same offset again starts nothing",
      watcher + "\n"
        + #"""
        let watcher = PageWatcher()
        let pager = UIScrollView(frame: container.view.bounds)
        pager.contentSize = CGSize(width: 960, height: 480)
        pager.delegate = watcher
        container.view.addSubview(pager)
        func go() {
          pager.setContentOffset(CGPoint(x: 640, y: 0), animated: true)
          print("still at", pager.contentOffset.x)
        }
        go()
        pager.setContentOffset(CGPoint(x: 640, y: 0), animated: true)
        """#,
      #"""
      pager.contentSize = CGSize(width: 960, height: 480)
      container.view.addSubview(pager)
      container.go()
        pager.setContentOffset(CGPoint(x: 640, y: 0), animated: true)
        still at 0.0
      [t=0.15] watcher.scrollViewDidScroll(pager)
      [t=0.15]   halfway 320.0
      [t=0.3] watcher.scrollViewDidEndScrollingAnimation(pager)
      [t=0.3]   ended after 18 frames at 640.0
      pager.setContentOffset(CGPoint(x: 640, y: 0), animated: true)
      """#),
    RuleCase(
      "L.6d scrollRectToVisible does nothing for a visible rectangle and scrolls the least to show another, in Objective-C",
      #"""
      @interface Watcher : NSObject <UIScrollViewDelegate>
      @end
      @implementation Watcher
      - (void)scrollViewDidScroll:(UIScrollView *)scrollView {
        if (scrollView.contentOffset.x == 280) { NSLog(@"scrolled to %g", scrollView.contentOffset.x); }
      }
      - (void)scrollViewDidEndScrollingAnimation:(UIScrollView *)scrollView {
        NSLog(@"ended at %g", scrollView.contentOffset.x);
      }
      @end
      Watcher *watcher = [[Watcher alloc] init];
      UIScrollView *pager = [[UIScrollView alloc] initWithFrame:CGRectMake(0, 0, 320, 480)];
      pager.contentSize = CGSizeMake(960, 480);
      pager.delegate = watcher;
      [self.view addSubview:pager];
      [pager scrollRectToVisible:CGRectMake(10, 10, 100, 100) animated:YES];
      [pager scrollRectToVisible:CGRectMake(500, 0, 100, 100) animated:YES];
      """#,
      #"""
      pager.contentSize = CGSizeMake(960, 480)
      [container.view addSubview:pager]
      [t=0.3] [watcher scrollViewDidScroll:pager]
      [t=0.3]   scrolled to 280
      [t=0.3] [watcher scrollViewDidEndScrollingAnimation:pager]
      [t=0.3]   ended at 280
      """#, objc: true),
    RuleCase(
      "L.6e + G.2 :pan drags a paging scroll view: fast enough to the next page, slow back to the nearest",
      #"""
      class PageWatcher: NSObject, UIScrollViewDelegate {
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { print("drag from", scrollView.contentOffset.x) }
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) { print("lifted at", scrollView.contentOffset.x, decelerate) }
        func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { print("coasting") }
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { print("page", Int(scrollView.contentOffset.x / 320)) }
      }
      let watcher = PageWatcher()
      let pager = UIScrollView(frame: container.view.bounds)
      pager.contentSize = CGSize(width: 960, height: 480)
      pager.isPagingEnabled = true
      pager.delegate = watcher
      container.view.addSubview(pager)
      :pan pager -200 0
      :pan pager 40
      """#,
      #"""
      pager.contentSize = CGSize(width: 960, height: 480)
      pager.isPagingEnabled = true
      container.view.addSubview(pager)
      watcher.scrollViewWillBeginDragging(pager)
        drag from 0.0
      watcher.scrollViewDidEndDragging(pager, willDecelerate: true)
        lifted at 200.0 true
      watcher.scrollViewWillBeginDecelerating(pager)
        coasting
      [t=0.333] watcher.scrollViewDidEndDecelerating(pager)
      [t=0.333]   page 1
      watcher.scrollViewWillBeginDragging(pager)
        drag from 320.0
      watcher.scrollViewDidEndDragging(pager, willDecelerate: true)
        lifted at 280.0 true
      watcher.scrollViewWillBeginDecelerating(pager)
        coasting
      [t=0.65] watcher.scrollViewDidEndDecelerating(pager)
      [t=0.65]   page 1
      """#),
    RuleCase(
      "L.6f isTracking, isDragging and isDecelerating follow the finger: down, lifted, coasting, at rest; scrolling in code sets none",
      #"""
      class Watcher: NSObject, UIScrollViewDelegate {
        var frames = 0
        func state(_ s: UIScrollView) -> String { "\(s.isTracking) \(s.isDragging) \(s.isDecelerating)" }
        func scrollViewWillBeginDragging(_ s: UIScrollView) { print("begin", state(s)) }
        func scrollViewDidScroll(_ s: UIScrollView) {
          frames += 1
          if frames <= 3 { print("scroll", state(s)) }
        }
        func scrollViewDidEndDragging(_ s: UIScrollView, willDecelerate decelerate: Bool) { print("lifted", state(s)) }
        func scrollViewWillBeginDecelerating(_ s: UIScrollView) { print("coasting", state(s)) }
        func scrollViewDidEndDecelerating(_ s: UIScrollView) { print("rested", state(s)) }
      }
      let watcher = Watcher()
      let pager = UIScrollView(frame: container.view.bounds)
      pager.contentSize = CGSize(width: 960, height: 480)
      pager.isPagingEnabled = true
      pager.delegate = watcher
      container.view.addSubview(pager)
      pager.contentOffset = CGPoint(x: 10, y: 0)
      :pan pager -190 0
      """#,
      #"""
      pager.contentSize = CGSize(width: 960, height: 480)
      pager.isPagingEnabled = true
      container.view.addSubview(pager)
      pager.contentOffset = CGPoint(x: 10, y: 0)
        watcher.scrollViewDidScroll(pager)
          scroll false false false
      watcher.scrollViewWillBeginDragging(pager)
        begin true true false
      watcher.scrollViewDidScroll(pager)
        scroll true true false
      watcher.scrollViewDidEndDragging(pager, willDecelerate: true)
        lifted false true false
      watcher.scrollViewWillBeginDecelerating(pager)
        coasting false false false
      [t=0.017] watcher.scrollViewDidScroll(pager)
      [t=0.017]   scroll false false true
      [t=0.333] watcher.scrollViewDidEndDecelerating(pager)
      [t=0.333]   rested false false false
      """#),
    RuleCase(
      "7.12 on iOS 26 a tab switch's did-callbacks wait for the end of the turn; before iOS 26 they come inside it",
      setup: #"""
        let tab = UITabBarController()
        let a = UIViewController()
        let b = UIViewController()
        tab.viewControllers = [a, b]
        container.addChild(tab)
        container.view.addSubview(tab.view)
        tab.didMove(toParent: container)
        """#,
      #"""
      :ios 26
      tab.selectedIndex = 1
      :ios 17
      tab.selectedIndex = 0
      """#,
      #"""
      tab.selectedIndex = 1
        b.loadView()
        b.viewDidLoad()
        b.viewWillAppear(false)
        a.viewWillDisappear(false)
      [end of turn] a.viewDidDisappear(false)
      [end of turn] b.viewDidAppear(false)
      tab.selectedIndex = 0
        a.viewWillAppear(false)
        b.viewWillDisappear(false)
        b.viewDidDisappear(false)
        a.viewDidAppear(false)
      """#),
  ]

  @Test(arguments: cases)
  func script(_ rule: RuleCase) {
    RuleConformance.check(rule)
  }

  /// `:why` on a delegate message UIKit sends gives the rule that sends it, not "a call your
  /// code made": L.6b for a scroll in code, L.6e for the finger's (rules L.6b, L.6e).
  @Test func whyOnADelegateMessageCitesItsRule() {
    let session = Session(options: SessionOptions())
    _ = session.handle(
      """
      class Watcher: NSObject, UIScrollViewDelegate {
        func scrollViewDidScroll(_ s: UIScrollView) { print(s.contentOffset.y) }
        func scrollViewWillBeginDragging(_ s: UIScrollView) { print("drag") }
      }
      """)
    for line in [
      "let watcher = Watcher()",
      "let list = UIScrollView(frame: container.view.bounds)",
      "list.contentSize = CGSize(width: 320, height: 2000)",
      "list.delegate = watcher",
      "container.view.addSubview(list)",
      "list.contentOffset = CGPoint(x: 0, y: 10)",
      ":pan list 0 -50",
    ] {
      _ = session.handle(line)
    }
    let log = session.handle(":log").map(\.text)
    func number(of text: String, after start: Int = 0) -> String? {
      log.dropFirst(start).first { $0.hasSuffix(text) }?
        .split(separator: " ", omittingEmptySubsequences: true).first.map(String.init)
    }
    let inCode = number(of: "watcher.scrollViewDidScroll(list)")
    let dragStart = log.firstIndex { $0.hasSuffix("watcher.scrollViewWillBeginDragging(list)") }
    let byFinger = dragStart.flatMap { number(of: "watcher.scrollViewDidScroll(list)", after: $0) }
    #expect(inCode != nil && byFinger != nil, "\(log)")
    let whyInCode = session.handle(":why \(inCode ?? "") more").map(\.text).joined(separator: " ")
    let whyByFinger = session.handle(":why \(byFinger ?? "") more").map(\.text)
      .joined(separator: " ")
    #expect(whyInCode.contains("rule L.6b"), "\(whyInCode)")
    #expect(whyByFinger.contains("rule L.6e"), "\(whyByFinger)")
    #expect(!whyInCode.contains("a call your code made"), "\(whyInCode)")
  }

  /// A delegate implementing scrollViewWillEndDragging(_:withVelocity:targetContentOffset:) is
  /// told once that containrepl does not call it (no pointers), and the drag goes on (L.6e).
  @Test func theTargetOffsetMethodIsNotedAndSkipped() {
    let run = ScriptRun(
      #"""
      class Snapper: NSObject, UIScrollViewDelegate {
        func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) { print("never") }
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { print("rested at", scrollView.contentOffset.x) }
      }
      let snapper = Snapper()
      let pager = UIScrollView(frame: container.view.bounds)
      pager.contentSize = CGSize(width: 960, height: 480)
      pager.delegate = snapper
      container.view.addSubview(pager)
      :pan pager -100
      :pan pager -100
      """#)
    let notes = run.output.split(separator: "\n").filter {
      $0.contains("scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)")
    }
    #expect(notes.count == 1)
    #expect(!run.output.contains("never"))
    // 100 points at 0.2 points a millisecond coast 99.8 more: the first drag rests at 200,
    // the second from 300 coasts to 399.8, on the half-point grid 400.
    #expect(run.output.contains("rested at 200.0") && run.output.contains("rested at 400.0"))
  }
}
