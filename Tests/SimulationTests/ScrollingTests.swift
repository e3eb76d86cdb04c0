import Simulation
import Testing

/// A scroll view moving by itself and under a finger (rules L.6b–L.6e): what its delegate hears,
/// frame by frame, with the world's invariants checked after every operation.
struct ScrollingTests {
  /// A 320 × 480 scroll view `pager` over three pages of content, in the container's view.
  static func pager(paging: Bool = false) throws -> (SurfaceWorld, ViewID) {
    let scene = SurfaceWorld()
    let scroll = try scene.addView(
      className: "UIScrollView", kind: .scroll, frame: Rect(x: 0, y: 0, width: 320, height: 480),
      name: "pager")
    scene.world.setContentSize(scroll, Size(width: 960, height: 480))
    scene.world.setPagingEnabled(scroll, paging)
    scene.settle()
    return (scene, scroll)
  }

  /// A pager scrolling to `x`, animated, `elapsed` microseconds into the scroll.
  static func animating(to x: Double, elapsed: Int64) throws -> (SurfaceWorld, ViewID) {
    let (scene, scroll) = try pager()
    try scene.world.setContentOffset(scroll, Point(x: x, y: 0), animated: true)
    scene.world.advance(by: elapsed)
    return (scene, scroll)
  }

  /// The messages' selectors, in order.
  static func selectors(_ scene: SurfaceWorld) -> [String] {
    scene.scrollMessages.map(\.message.selector)
  }

  /// Runs the clock out, checking the invariants at every wake-up.
  static func runOut(_ scene: SurfaceWorld) {
    scene.world.finishTurn()
    #expect(scene.violations.isEmpty, "\(scene.violations)")
    var steps = 0
    while let next = scene.world.nextWakeUp(includingRepeating: false), steps < 2_000 {
      steps += 1
      scene.world.advance(by: max(0, next - scene.world.now))
      #expect(scene.violations.isEmpty, "\(scene.violations)")
    }
    #expect(scene.world.isIdle)
  }

  // MARK: - In code (L.6b, L.6c)

  @Test func aScrollWithoutAnimationTellsTheDelegateOnceAndNothingForTheSameOffset() throws {
    let (scene, scroll) = try Self.pager()
    try scene.world.setContentOffset(scroll, Point(x: 320.2, y: 0), animated: false)
    // Rounded to the pixels of a 2× screen.
    #expect(scene.world.view(scroll).boundsOrigin == Point(x: 320, y: 0))
    try scene.world.setContentOffset(scroll, Point(x: 320, y: 0), animated: false)
    #expect(Self.selectors(scene) == ["scrollViewDidScroll:"])
    #expect(scene.violations.isEmpty)
  }

  @Test func anAnimatedScrollSendsAScrollEveryFrameThenItsEnd() throws {
    let (scene, scroll) = try Self.pager()
    let world = scene.world
    let start = world.now
    try world.setContentOffset(scroll, Point(x: 640, y: 0), animated: true)
    // Nothing moves inside the call: the first frame comes at the next display refresh.
    #expect(scene.scrollMessages.isEmpty)
    #expect(world.view(scroll).boundsOrigin == .zero)
    #expect(world.isScrollAnimating(scroll))
    #expect(scene.violations.isEmpty)
    Self.runOut(scene)
    let messages = scene.scrollMessages
    // 0.3 s at 60 frames a second: 18 frames, then the end.
    #expect(messages.count == 19)
    #expect(messages.dropLast().allSatisfy { $0.message == .didScroll })
    #expect(messages.last?.message == .didEndScrollingAnimation)
    let offsets = messages.dropLast().map(\.offset.x)
    #expect(offsets == offsets.sorted() && Set(offsets).count == offsets.count)
    #expect(offsets.last == 640)
    #expect(messages[8].offset.x == 320 && messages[8].time == start + 150_000)
    #expect(messages.last?.time == start + 300_000)
    #expect(messages.allSatisfy { ($0.offset.x * 2).rounded() == $0.offset.x * 2 })
    #expect(!world.isScrollAnimating(scroll))
  }

  @Test func anAnimatedScrollToTheOffsetItHasStartsNothing() throws {
    let (scene, scroll) = try Self.pager()
    try scene.world.setContentOffset(scroll, .zero, animated: true)
    #expect(scene.world.isIdle)
    Self.runOut(scene)
    #expect(scene.scrollMessages.isEmpty)
  }

  @Test(arguments: [false, true])
  func scrollingAgainStopsARunningScrollWithoutItsEnd(animatedAgain: Bool) throws {
    let (scene, scroll) = try Self.animating(to: 640, elapsed: 100_000)
    let world = scene.world
    let heard = scene.scrollMessages.count
    #expect(heard == 6)
    try world.setContentOffset(scroll, Point(x: 0, y: 0), animated: animatedAgain)
    #expect(scene.violations.isEmpty)
    Self.runOut(scene)
    let after = scene.scrollMessages.dropFirst(heard)
    #expect(world.view(scroll).boundsOrigin == .zero)
    let ends = scene.scrollMessages.filter { $0.message == .didEndScrollingAnimation }
    #expect(ends.count == (animatedAgain ? 1 : 0))
    #expect(after.first?.message == .didScroll)
  }

  // MARK: - scrollRectToVisible (L.6d)

  @Test func scrollRectToVisibleMovesTheLeastAndOnlyWhenNeeded() throws {
    let (scene, scroll) = try Self.pager()
    let world = scene.world
    // Already visible, or outside the content: nothing.
    try world.scrollRectToVisible(
      scroll, Rect(x: 10, y: 10, width: 100, height: 100), animated: false)
    try world.scrollRectToVisible(
      scroll, Rect(x: 1000, y: 0, width: 50, height: 50), animated: false)
    #expect(scene.scrollMessages.isEmpty)
    // Ending past the visible part: scrolled just far enough to show its end.
    try world.scrollRectToVisible(
      scroll, Rect(x: 500, y: 0, width: 100, height: 100), animated: false)
    #expect(world.view(scroll).boundsOrigin == Point(x: 280, y: 0))
    // Starting before it: scrolled back to its start.
    try world.scrollRectToVisible(
      scroll, Rect(x: 100, y: 0, width: 50, height: 50), animated: false)
    #expect(world.view(scroll).boundsOrigin == Point(x: 100, y: 0))
    // Cut to the content first: a rectangle running past its end shows the content's end.
    try world.scrollRectToVisible(
      scroll, Rect(x: 900, y: 0, width: 400, height: 40), animated: false)
    #expect(world.view(scroll).boundsOrigin == Point(x: 640, y: 0))
    #expect(Self.selectors(scene) == Array(repeating: "scrollViewDidScroll:", count: 3))
    #expect(scene.violations.isEmpty)
  }

  @Test func scrollRectToVisibleDuringAnAnimatedScrollChangesItsTarget() throws {
    let (scene, scroll) = try Self.animating(to: 320, elapsed: 50_000)
    let world = scene.world
    try world.scrollRectToVisible(
      scroll, Rect(x: 900, y: 0, width: 60, height: 60), animated: false)
    #expect(world.isScrollAnimating(scroll))
    Self.runOut(scene)
    #expect(world.view(scroll).boundsOrigin == Point(x: 640, y: 0))
    #expect(scene.scrollMessages.filter { $0.message == .didEndScrollingAnimation }.count == 1)
    #expect(scene.scrollMessages.last?.message == .didEndScrollingAnimation)
  }

  // MARK: - Dragging (L.6e)

  @Test func aDragThatCoastsTellsTheWholeStory() throws {
    let (scene, scroll) = try Self.pager()
    let world = scene.world
    // The finger moves 100 points left in half a second: the content follows to x = 100 with
    // a velocity of 0.2 points a millisecond, and coasts 0.2 × 499 = 99.8 points further.
    #expect(try world.drag(scroll, by: Point(x: -100, y: 0), over: 0.5))
    #expect(
      Self.selectors(scene) == [
        "scrollViewWillBeginDragging:", "scrollViewDidScroll:",
        "scrollViewWillEndDragging:withVelocity:targetContentOffset:",
        "scrollViewDidEndDragging:willDecelerate:", "scrollViewWillBeginDecelerating:",
      ])
    #expect(scene.scrollMessages[1].offset == Point(x: 100, y: 0))
    #expect(
      scene.scrollMessages[2].message
        == .willEndDragging(velocity: Point(x: 0.2, y: 0), target: Point(x: 200, y: 0)))
    #expect(scene.scrollMessages[3].message == .didEndDragging(willDecelerate: true))
    #expect(world.isDecelerating(scroll))
    #expect(scene.violations.isEmpty)
    Self.runOut(scene)
    let coasting = scene.scrollMessages.dropFirst(5)
    #expect(coasting.last?.message == .didEndDecelerating)
    let offsets = coasting.dropLast().map(\.offset.x)
    #expect(offsets.count > 10 && offsets == offsets.sorted() && offsets.last == 200)
    #expect(!world.isDecelerating(scroll))
  }

  @Test func aDragStopsAtTheContentsEdges() throws {
    let (scene, scroll) = try Self.pager()
    #expect(try scene.world.drag(scroll, by: Point(x: 50, y: 0), over: 0.5))
    // Pulled right from the start: nothing to move, no velocity, no deceleration.
    #expect(
      scene.scrollMessages.map(\.message) == [
        .willBeginDragging, .willEndDragging(velocity: Point(x: -0.1, y: 0), target: .zero),
        .didEndDragging(willDecelerate: false),
      ])
    #expect(scene.world.isIdle)
  }

  struct PageCase: Sendable, CustomTestStringConvertible {
    let dx: Double
    let target: Double
    var testDescription: String { "drag \(dx) rests on \(target)" }
  }

  /// Faster than 0.3 points a millisecond goes on to the next page; slower goes back to the
  /// nearest.
  @Test(arguments: [
    PageCase(dx: -200, target: 320), PageCase(dx: -100, target: 0),
    PageCase(dx: -200 + 60, target: 0), PageCase(dx: -250, target: 320),
  ])
  func aPagingDragRestsOnAPage(_ page: PageCase) throws {
    let (scene, scroll) = try Self.pager(paging: true)
    #expect(try scene.world.drag(scroll, by: Point(x: page.dx, y: 0), over: 0.5))
    guard case .willEndDragging(_, let target)? = scene.scrollMessages.dropFirst(2).first?.message
    else {
      Issue.record("no willEndDragging")
      return
    }
    #expect(target == Point(x: page.target, y: 0))
    Self.runOut(scene)
    #expect(scene.world.view(scroll).boundsOrigin == Point(x: page.target, y: 0))
    #expect(scene.scrollMessages.last?.message == .didEndDecelerating)
  }

  @Test func aPagingDragFromAPageBoundaryWithoutMovingStaysPut() throws {
    let (scene, scroll) = try Self.pager(paging: true)
    #expect(try scene.world.drag(scroll, by: .zero, over: 0.5))
    #expect(
      scene.scrollMessages.map(\.message) == [
        .willBeginDragging, .willEndDragging(velocity: .zero, target: .zero),
        .didEndDragging(willDecelerate: false),
      ])
  }

  @Test func contentThatFitsDoesNotDrag() throws {
    let (scene, scroll) = try Self.pager()
    scene.world.setContentSize(scroll, Size(width: 320, height: 480))
    #expect(try !scene.world.drag(scroll, by: Point(x: -100, y: 0), over: 0.5))
    #expect(scene.scrollMessages.isEmpty)
  }

  @Test func aScrollViewLeavingTheWindowStopsDeceleratingSilently() throws {
    let (scene, scroll) = try Self.pager()
    let world = scene.world
    try world.drag(scroll, by: Point(x: -100, y: 0), over: 0.5)
    world.advance(by: 50_000)
    let heard = scene.scrollMessages.count
    try world.removeFromSuperview(scroll)
    #expect(!world.isDecelerating(scroll))
    Self.runOut(scene)
    #expect(scene.scrollMessages.count == heard)
    #expect(scene.violations.isEmpty)
  }

  @Test func aFingerStopsAnAnimatedScroll() throws {
    let (scene, scroll) = try Self.animating(to: 640, elapsed: 100_000)
    let world = scene.world
    try world.drag(scroll, by: .zero, over: 0.5)
    #expect(!world.isScrollAnimating(scroll))
    Self.runOut(scene)
    #expect(!scene.scrollMessages.contains { $0.message == .didEndScrollingAnimation })
  }

  /// A delegate that scrolls again from its own scrollViewDidScroll, as paging code does: the
  /// nested scroll is told at once and the running one stops.
  @Test func aDelegateThatScrollsFromItsDidScrollStopsTheAnimation() throws {
    let (scene, scroll) = try Self.pager()
    let world = scene.world
    var jumped = false
    scene.onScrollMessage = { message, view in
      guard message == .didScroll, !jumped, world.view(view).boundsOrigin.x > 100 else { return }
      jumped = true
      try world.setContentOffset(view, Point(x: 960 - 320, y: 0), animated: false)
    }
    try world.setContentOffset(scroll, Point(x: 320, y: 0), animated: true)
    Self.runOut(scene)
    #expect(world.view(scroll).boundsOrigin == Point(x: 640, y: 0))
    #expect(!scene.scrollMessages.contains { $0.message == .didEndScrollingAnimation })
    #expect(scene.violations.isEmpty)
  }
}
