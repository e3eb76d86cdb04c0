extension RuleCatalog {
  /// `UIPageViewController`: its pages, their containment and appearance, swipes.
  static let pageViewControllerRules: [Rule] = [
    entry(
      "PV.1", .binary, ["S91", "S44"],
      "setViewControllers(_:direction:animated:completion:) takes one page in the scroll style. A page curl takes two when its spine is in the middle and one otherwise, except that an animated turn from a page already shown takes two when isDoubleSided is true (the front and its back). Any other number raises NSInvalidArgumentException: 'The number of view controllers provided (N) doesn't match the number required (M) for the requested transition', or, for the spine's count, 'The number of provided view controllers (N) doesn't match the number required (M) for the requested spine location (…)'. A curl's spine starts at the leading edge; a spine in the middle makes the pages double-sided.",
      "setViewControllers(_:direction:animated:completion:) 在滚动样式下只接受一个页面。翻页（.pageCurl）样式下书脊在中间时要两个，其他情况一个；但从已显示的页面开始的带动画翻页，isDoubleSided 为 true 时要两个（正面和它的背面）。数量不对会抛出 NSInvalidArgumentException，消息说提供的视图控制器数量与这次转场所需的数量不符，按书脊计数时则说与所请求的书脊位置所需的数量不符（消息原文见 :why 的英文版）。翻页样式的书脊默认在起始边；书脊在中间时页面是双面的。",
      basis: (
        "UIKit's code counts the pages as described and raises with these two messages; the spine's name in the second is the constant's name as containrepl writes it.",
        "UIKit 的代码按上面的方式计数，并用这两条消息抛出异常；第二条里书脊的名字是 containrepl 按常量名写出的。"
      )),
    entry(
      "PV.2", .loggedBinary, ["S44", "S19", "S91"],
      "A page curl set without animation (and the first set of a curl, even animated) happens inside the call: each page that leaves hears willMove(toParent: nil), viewWillDisappear, its view leaves, viewDidDisappear, didMove(toParent: nil); then each new page joins (willMove(toParent: pvc)), hears viewWillAppear, its view enters, viewDidAppear, then didMove(toParent: pvc); then the completion block runs with true. The page view controller drives these with begin/endAppearanceTransition whether or not it is itself on screen, so a page set in viewDidLoad appears at once.",
      "不带动画的翻页设置（以及翻页样式的第一次设置，即使带动画）在调用内部完成：每个离开的页面依次收到 willMove(toParent: nil)、viewWillDisappear，视图移走，viewDidDisappear，didMove(toParent: nil)；然后每个新页面加入（willMove(toParent: pvc)），收到 viewWillAppear，视图放入，viewDidAppear，再 didMove(toParent: pvc)；最后 completion 块以 true 运行。页面视图控制器用 begin/endAppearanceTransition 驱动这些回调，不管它自己在不在屏幕上，所以在 viewDidLoad 里设置的页面会立即出现。"
    ),
    entry(
      "PV.3", .binary, ["S44", "S14"],
      "The scroll style: the old page hears willMove(toParent: nil), the new page joins at once (willMove and didMove(toParent: pvc)); only while the page view controller is itself appearing or on screen, the new page then hears viewWillAppear and the old one viewWillDisappear, and after the scroll (0.35 s when animated) the new one viewDidAppear and the old one viewDidDisappear. Then the old page is let go: willMove(toParent: nil) again, its view leaves, didMove(toParent: nil); then the completion block runs. An animated set of the page already shown does nothing, not even the completion block. containrepl puts the pages' views straight in the page view controller's view, where UIKit has a private scroll view.",
      "滚动样式：旧页面收到 willMove(toParent: nil)，新页面立即加入（willMove 和 didMove(toParent: pvc)）；只有在页面视图控制器自己正在出现或已在屏幕上时，新页面才收到 viewWillAppear、旧页面收到 viewWillDisappear，滚动结束后（带动画时 0.35 秒）新页面收到 viewDidAppear、旧页面收到 viewDidDisappear。然后释放旧页面：再次 willMove(toParent: nil)，视图移走，didMove(toParent: nil)；之后运行 completion 块。带动画地设置已经显示的页面什么都不做，连 completion 块也不运行。containrepl 把页面的视图直接放进页面视图控制器的视图里，UIKit 则放在一个私有的滚动视图里。",
      basis: (
        "UIKit's code for the order of the calls; that the old page is let go before the completion block and the delegate hear the end (UIKit's scroll view lets it go when it next lays out), and the duration, are containrepl's choice.",
        "调用顺序来自 UIKit 的代码；旧页面在 completion 块和代理得知结束之前释放（UIKit 的滚动视图在下一次布局时才释放它），以及动画时长，是 containrepl 的选择。"
      )),
    entry(
      "PV.4", .loggedBinary, ["S44", "S14"],
      "An animated page curl: the new page hears viewWillAppear and, turning forward, joins (willMove, its view at the back, didMove(toParent: pvc)); the old page hears viewWillDisappear. When the curl ends (0.35 s): the old page hears willMove(toParent: nil), its view leaves, viewDidDisappear, didMove(toParent: nil); a page turned backward joins now; the new page hears viewDidAppear; then the completion block runs. So the old page's did-callback comes before the new one's, unlike the scroll style.",
      "带动画的翻页：新页面收到 viewWillAppear，向前翻时随即加入（willMove，视图放在最底层，didMove(toParent: pvc)）；旧页面收到 viewWillDisappear。翻页结束时（0.35 秒）：旧页面收到 willMove(toParent: nil)，视图移走，viewDidDisappear，didMove(toParent: nil)；向后翻的页面此时才加入；新页面收到 viewDidAppear；然后运行 completion 块。所以旧页面的 did 回调在新页面之前，和滚动样式相反。",
      basis: (
        "The order is UIKit's code and a published log of a curl; the duration is containrepl's choice.",
        "顺序来自 UIKit 的代码和一份公开的翻页日志；时长是 containrepl 的选择。"
      )),
    entry(
      "PV.5", .binary, ["S44"],
      "A page view controller does not forward appearance automatically, although reading its shouldAutomaticallyForwardAppearanceMethods gives true (UIPageViewController inherits it unchanged): its own viewWillAppear, viewDidAppear, viewWillDisappear and viewDidDisappear begin and end its pages' appearance, and only where that is possible. A page begins appearing only from disappeared or disappearing and begins disappearing only from appeared or appearing, so a curl's page that already appeared in viewDidLoad hears nothing more when its page view controller appears. A subclass that overrides shouldAutomaticallyForwardAppearanceMethods decides instead: returning true, the pages get the automatic forwarding and not these calls.",
      "页面视图控制器不自动转发出现与消失回调，尽管读取它的 shouldAutomaticallyForwardAppearanceMethods 得到 true（UIPageViewController 原样继承了这个属性）：它自己的 viewWillAppear、viewDidAppear、viewWillDisappear 和 viewDidDisappear 会开始和结束它的页面的出现过程，但只在可以时才这样做。页面只能从已消失或正在消失开始出现，只能从已出现或正在出现开始消失；所以翻页样式在 viewDidLoad 里已经出现过的页面，在页面视图控制器出现时不会再收到任何回调。重写了 shouldAutomaticallyForwardAppearanceMethods 的子类则由重写决定：返回 true 时，页面得到自动转发，而不是这些调用。",
      basis: (
        "Read in UIKit 26.1: UIPageViewController implements neither shouldAutomaticallyForwardAppearanceMethods nor the older automaticallyForwardAppearanceAndRotationMethodsToChildViewControllers; its -_sendChildViewWill:appear:animated: (called from its four appearance methods), -_child:beginAppearanceTransition:animated: and -_childEndAppearanceTransition: act only when -[UIViewController _forwardAppearanceMethods] is false, and that method asks shouldAutomaticallyForwardAppearanceMethods only of a class that overrides it, the older method otherwise. Published curl logs (PV.2, PV.4) show the pages driven this way. containrepl still drives the pages of a turn (setViewControllers, a swipe) itself when an override returns true.",
        "读自 UIKit 26.1：UIPageViewController 既没有实现 shouldAutomaticallyForwardAppearanceMethods，也没有实现更早的 automaticallyForwardAppearanceAndRotationMethodsToChildViewControllers；它的 -_sendChildViewWill:appear:animated:（由它的四个出现与消失方法调用）、-_child:beginAppearanceTransition:animated: 和 -_childEndAppearanceTransition: 只在 -[UIViewController _forwardAppearanceMethods] 为 false 时才起作用，而这个方法只对重写了 shouldAutomaticallyForwardAppearanceMethods 的类询问它，否则询问更早的那个方法。公开的翻页日志（见 PV.2、PV.4）显示页面正是这样被驱动的。重写返回 true 时，containrepl 在翻页（setViewControllers、滑动）中仍然自己驱动页面。"
      )),
    entry(
      "PV.6", .binary, ["S44", "S90"],
      "A swipe (:pan on the page view controller's view) turns forward when the finger moves toward the leading edge (left, or up when vertical) and backward otherwise. UIKit asks the data source for pageViewController(_:viewControllerAfter:) or (_:viewControllerBefore:) with the page shown; without a data source that implements both, or when it returns nil, nothing happens. The delegate's pageViewController(_:willTransitionTo:) comes next, before any appearance callback; then the turn begins as in PV.3 or PV.4 (the scroll style takes the new page as a child at once).",
      "滑动（在页面视图控制器的视图上 :pan）时，手指朝起始边移动（向左，竖直方向时向上）就向前翻，否则向后翻。UIKit 用当前页面向数据源询问 pageViewController(_:viewControllerAfter:) 或 (_:viewControllerBefore:)；没有同时实现这两个方法的数据源、或者它返回 nil 时，什么都不发生。接着是代理的 pageViewController(_:willTransitionTo:)，在所有出现与消失回调之前；然后翻页像 PV.3 或 PV.4 那样开始（滚动样式立即把新页面加为子控制器）。"
    ),
    entry(
      "PV.7", .loggedBinary, ["S14", "S44"],
      "A swipe that completes ends like the animated set of its style: scroll — new viewDidAppear, old viewDidDisappear; curl — old viewDidDisappear (with its removal), new viewDidAppear. Then (in the scroll style, once the old page is let go as in PV.3) the delegate hears pageViewController(_:didFinishAnimating: true, previousViewControllers: [old], transitionCompleted: true), and viewControllers is the new page.",
      "完成的滑动像同一样式的带动画设置那样结束：滚动——新页面 viewDidAppear，旧页面 viewDidDisappear；翻页——旧页面 viewDidDisappear（连同它的移除），新页面 viewDidAppear。然后（滚动样式下，在旧页面像 PV.3 那样释放之后）代理收到 pageViewController(_:didFinishAnimating: true, previousViewControllers: [old], transitionCompleted: true)，viewControllers 变成新页面。"
    ),
    entry(
      "PV.8", .loggedBinary, ["S14", "S44"],
      "A swipe given up goes back: scroll — old viewWillAppear, old viewDidAppear, new viewWillDisappear, new viewDidDisappear; curl — new viewWillDisappear, old viewWillAppear, then the new page's removal and viewDidDisappear, old viewDidAppear. The new page never heard viewDidAppear. The delegate hears didFinishAnimating with transitionCompleted false and previousViewControllers [old]; viewControllers stays the old page.",
      "放弃的滑动会退回：滚动——旧页面 viewWillAppear、旧页面 viewDidAppear、新页面 viewWillDisappear、新页面 viewDidDisappear；翻页——新页面 viewWillDisappear、旧页面 viewWillAppear，然后移除新页面并发 viewDidDisappear，旧页面 viewDidAppear。新页面从没收到 viewDidAppear。代理收到 transitionCompleted 为 false、previousViewControllers 为 [old] 的 didFinishAnimating；viewControllers 仍是旧页面。"
    ),
    entry(
      "PV.9", .binary, ["S44"],
      "containrepl's swipe: the finger moves for 0.5 s, then the page settles in 0.35 s. The turn completes when the finger ends faster than 300 points a second toward the turn, or past half the page; otherwise it is given up. The durations are containrepl's; a curl given up turns its begins round when the page has fallen back, where UIKit does it as the finger lifts.",
      "containrepl 的滑动：手指移动 0.5 秒，然后页面用 0.35 秒停稳。手指结束时朝翻页方向的速度超过每秒 300 点、或者越过半个页面时，翻页完成；否则放弃。两个时长是 containrepl 的选择；放弃的翻页要等页面落回之后才把 begin 调用反过来，UIKit 则在手指抬起时就这样做。",
      basis: (
        "UIKit's code decides a curl by a speed above 300 points a second, else by where the finger is; the scroll style's decision belongs to a private scroll view, and both durations are containrepl's.",
        "UIKit 的代码对翻页按每秒 300 点以上的速度判断，否则看手指的位置；滚动样式的判断属于一个私有滚动视图，两个时长都是 containrepl 的选择。"
      )),
    entry(
      "PV.10", .binary, ["S189", "S190", "S191", "S44"],
      "The scroll style keeps its pages in a scroll view: when a scroll-style page view controller loads its view, the view clips to its bounds and gets one subview, a _UIQueuingScrollView (a private UIScrollView subclass, so isKind(of: UIScrollView.self) is true and a library that looks through view.subviews finds it). Its frame is the view's bounds, isPagingEnabled is true, and it holds three plain UIView wrappers side by side along the navigation axis, each one page in size; contentSize is three pages long and contentOffset is the middle page: (width, 0), or (0, height) when vertical. The page shown sits in the middle wrapper, filling it, with flexibleWidth and flexibleHeight added to its autoresizing mask; when the view changes size, the scroll view, its wrappers, contentSize and contentOffset follow. The page view controller talks to the scroll view through a private delegate of its own and leaves UIScrollView's delegate alone, so a delegate the user sets stays. A page curl has no scroll view: its pages' views are the view's own subviews.",
      "滚动样式把页面放在一个滚动视图里：滚动样式的页面视图控制器加载视图时，视图会裁剪到自己的 bounds（clipsToBounds），并得到一个子视图 _UIQueuingScrollView。它是 UIScrollView 的私有子类，所以 isKind(of: UIScrollView.self) 为 true，在 view.subviews 里查找滚动视图的库也能找到它。它的 frame 等于视图的 bounds，isPagingEnabled 为 true；里面沿翻页方向并排放着三个普通的 UIView 包装视图，每个一页大小。contentSize 是三页长，contentOffset 指向中间那一页：(width, 0)，竖直方向时为 (0, height)。当前显示的页面在中间的包装视图里，填满它，自动调整掩码（autoresizingMask）加上 flexibleWidth 和 flexibleHeight；视图尺寸变化时，滚动视图、包装视图、contentSize 和 contentOffset 一起跟着变。页面视图控制器通过自己的私有代理和滚动视图通信，不动 UIScrollView 的 delegate，所以用户设置的 delegate 会保留。翻页（.pageCurl）样式没有滚动视图：页面的视图直接是视图的子视图。",
      basis: (
        "Read in public decompilations of UIKit: the page view controller's content view makes the scroll view only for the scroll style and sets only its private delegate and data source (S44); _UIQueuingScrollView makes the three wrappers and sets contentSize, contentOffset and the wrappers' frames from its bounds (S189); the content view's scrollView property has that class in the runtime headers of iOS 15 and 16 (S190); Pageboy finds the scroll view among view.subviews and sets its delegate (S191).",
        "读自 UIKit 的公开反编译代码：页面视图控制器的内容视图只在滚动样式下创建这个滚动视图，并且只设置它的私有代理和数据源（S44）；_UIQueuingScrollView 创建三个包装视图，并根据自己的 bounds 设置 contentSize、contentOffset 和包装视图的 frame（S189）；iOS 15 和 16 的运行时头文件里，内容视图的 scrollView 属性就是这个类（S190）；Pageboy 在 view.subviews 里找到这个滚动视图并设置它的 delegate（S191）。"
      )),
    entry(
      "PV.11", .inferred, ["S189", "S44"],
      "containrepl's approximations of the scroll view of PV.10: during a turn the new page's view waits in the wrapper after the middle one (before it, turning backward) and moves to the middle wrapper when the turn ends, while contentOffset stays on the middle page throughout (UIKit scrolls it toward the neighbour and re-centres it when the turn ends, telling the delegate scrollViewDidScroll on the way); the scroll view follows a new size at once, where UIKit does it in the view's next layout; the content insets UIKit sets to stop the scroll at the first and last page, the page control and the inter-page spacing are not modelled.",
      "containrepl 对 PV.10 中滚动视图的近似：翻页期间，新页面的视图先放在中间包装视图后面的那个（向后翻时是前面那个），翻页结束时才移到中间的包装视图，而 contentOffset 始终停在中间那一页（UIKit 会把它滚向相邻的页，翻页结束时再回到中间，并在这个过程中通知代理 scrollViewDidScroll）；视图尺寸变化时滚动视图立即跟着变，UIKit 则在视图下一次布局时才这样做；UIKit 为了在第一页和最后一页停住滚动而设置的 contentInset、页面指示器（page control）和页间距都没有模拟。",
      basis: (
        "Inferred from the same decompiled code (S189): the order of the moves is simplified so that the log keeps one line per user-visible change.",
        "根据同一份反编译代码（S189）推断：移动的顺序做了简化，让日志里每个用户可见的变化只有一行。"
      )),
  ]
}
