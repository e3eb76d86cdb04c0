import Simulation
import Testing

/// Auto Layout inside a scroll view (rule L.6a): edges pin to the content, sizes to the frame,
/// the content size follows the constraints, and scrolling moves no frame.
struct ScrollViewLayoutTests {
  /// A 320 × 480 scroll view `pager` filling the container's view, with two pages `page0` and
  /// `page1` inside it, off autoresizing.
  static func pager() throws -> (SurfaceWorld, ViewID, [ViewID]) {
    let scene = SurfaceWorld()
    let world = scene.world
    let scroll = try scene.addView(
      className: "UIScrollView", kind: .scroll, frame: Rect(x: 0, y: 0, width: 320, height: 480),
      name: "pager")
    let pages = (0..<2).map { world.makeView(name: "page\($0)") }
    for page in pages {
      try world.addSubview(page, to: scroll)
      world.setTranslatesAutoresizingMask(page, false)
    }
    scene.settle()
    return (scene, scroll, pages)
  }

  static func anchor(_ item: LayoutItem, _ attribute: LayoutAttribute) -> LayoutAnchor {
    LayoutAnchor(item: item, attribute: attribute)
  }

  /// Constraints that pin the pages side by side: their outer edges to `edges` of the scroll
  /// view, their size to `size` of it.
  static func pinPages(
    _ pages: [ViewID], in world: World, edges: LayoutItem, size: LayoutItem
  ) throws {
    let ids = [
      world.makeConstraint(anchor(.view(pages[0]), .leading), .equal, anchor(edges, .leading)),
      world.makeConstraint(
        anchor(.view(pages[1]), .leading), .equal, anchor(.view(pages[0]), .trailing)),
      world.makeConstraint(anchor(.view(pages[1]), .trailing), .equal, anchor(edges, .trailing)),
    ]
    var all = ids
    for page in pages {
      all += [
        world.makeConstraint(anchor(.view(page), .top), .equal, anchor(edges, .top)),
        world.makeConstraint(anchor(.view(page), .bottom), .equal, anchor(edges, .bottom)),
        world.makeConstraint(anchor(.view(page), .width), .equal, anchor(size, .width)),
        world.makeConstraint(anchor(.view(page), .height), .equal, anchor(size, .height)),
      ]
    }
    for id in all { try world.setActive(id, true) }
  }

  @Test func pagesPinnedToTheScrollViewsEdgesStayPutWhenItScrolls() throws {
    let (scene, scroll, pages) = try Self.pager()
    let world = scene.world
    try Self.pinPages(pages, in: world, edges: .view(scroll), size: .view(scroll))
    #expect(scene.log().isEmpty)
    #expect(world.view(pages[0]).frame == Rect(x: 0, y: 0, width: 320, height: 480))
    #expect(world.view(pages[1]).frame == Rect(x: 320, y: 0, width: 320, height: 480))
    #expect(world.view(scroll).contentSize == Size(width: 640, height: 480))
    try world.setContentOffset(scroll, Point(x: 320, y: 0), animated: false)
    // No "Unable to simultaneously satisfy constraints": the trailing edge is the content's.
    #expect(scene.log().isEmpty)
    #expect(world.view(pages[1]).frame == Rect(x: 320, y: 0, width: 320, height: 480))
    #expect(world.view(scroll).bounds.origin == Point(x: 320, y: 0))
    #expect(world.presentationWindowRect(of: pages[1]).origin.x == 0)
    #expect(scene.violations.isEmpty)
  }

  @Test func theGuidesSeparateTheContentFromTheFrame() throws {
    let (scene, scroll, pages) = try Self.pager()
    let world = scene.world
    try world.setContentOffset(scroll, Point(x: 320, y: 0), animated: false)
    try Self.pinPages(pages, in: world, edges: .content(scroll), size: .frame(scroll))
    scene.settle()
    #expect(world.view(pages[0]).frame == Rect(x: 0, y: 0, width: 320, height: 480))
    #expect(world.view(pages[1]).frame == Rect(x: 320, y: 0, width: 320, height: 480))
    #expect(world.view(scroll).contentSize == Size(width: 640, height: 480))
    #expect(
      world.describe(constraint: ConstraintID(0))
        == "<NSLayoutConstraint: page0.leading == pager.contentLayoutGuide.leading>")
    #expect(
      world.describe(constraint: ConstraintID(5))
        == "<NSLayoutConstraint: page0.width == pager.frameLayoutGuide.width>")
    #expect(scene.violations.isEmpty)
  }

  @Test func aScrollViewsEdgesAgainstAViewOutsideItAreItsFrame() throws {
    let scene = SurfaceWorld()
    let world = scene.world
    let root = try scene.view(of: scene.container)
    let scroll = world.makeView(className: "UIScrollView", kind: .scroll, name: "pager")
    let header = world.makeView(frame: Rect(x: 0, y: 0, width: 320, height: 60), name: "header")
    try world.addSubview(header, to: root)
    try world.addSubview(scroll, to: root)
    world.setTranslatesAutoresizingMask(scroll, false)
    world.setContentSize(scroll, Size(width: 640, height: 420))
    try world.setContentOffset(scroll, Point(x: 320, y: 0), animated: false)
    for id in [
      world.makeConstraint(
        Self.anchor(.view(scroll), .top), .equal, Self.anchor(.view(header), .bottom)),
      world.makeConstraint(
        Self.anchor(.view(scroll), .leading), .equal, Self.anchor(.view(root), .leading)),
      world.makeConstraint(
        Self.anchor(.view(scroll), .trailing), .equal, Self.anchor(.view(root), .trailing)),
      world.makeConstraint(
        Self.anchor(.view(scroll), .bottom), .equal, Self.anchor(.view(root), .bottom)),
    ] {
      try world.setActive(id, true)
    }
    scene.settle()
    #expect(world.view(scroll).frame == Rect(x: 0, y: 60, width: 320, height: 420))
    #expect(world.view(scroll).contentSize == Size(width: 640, height: 420))
    #expect(scene.violations.isEmpty)
  }
}
