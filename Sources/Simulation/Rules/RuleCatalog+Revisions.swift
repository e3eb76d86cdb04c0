extension RuleCatalog {
  /// The revisions of 2026-12-01 (rules R.1–R.7): each supersedes the older rules that name it.
  /// They rest on published device and simulator stack traces and on the control flow of
  /// UIKit's iOS 26.1 code, read for facts only.
  static let revisionRules: [Rule] = [
    entry(
      "R.1", .loggedBinary, ["S41", "S42", "S43", "S44"],
      "When a controller's root view enters a window, UIKit calls viewWillAppear(false) at once, inside the call that moved it; viewDidAppear(false) waits for the end of the run-loop turn, after that turn's layout pass (or for the end of the animation whose block made the move). Leaving a window is the mirror image. So in an app, addChild, addSubview and didMove in one method log viewWillAppear inside addSubview, then didMove, then viewDidAppear. A controller skips these window-move callbacks while it or an ancestor is inside an explicit begin/endAppearanceTransition, and while its parent is inside its own viewWillAppear (R.2); the ancestor's later did-step is still forwarded to such a child (5.12a), so it hears viewDidAppear without a viewWillAppear.",
      "控制器的根视图进入窗口时，UIKit 在移动它的那次调用里立即调用 viewWillAppear(false)；viewDidAppear(false) 要等到本轮 RunLoop 结束、这一轮的布局之后才调用（如果移动发生在 animations 块里，就等到那个动画结束）。离开窗口时正好对称。所以在 App 里，一个方法中依次调用 addChild、addSubview、didMove，日志是：addSubview 里的 viewWillAppear，然后 didMove，最后才是 viewDidAppear。控制器自己或某个祖先正处在显式的 begin/endAppearanceTransition 之间时，或者它的父控制器正在执行自己的 viewWillAppear 时（见 R.2），不会收到这些随窗口移动而来的回调；祖先之后的 did 这一步仍会转发给这样的子控制器（见 5.12a），所以它会收到 viewDidAppear，却没有收到过 viewWillAppear。",
      basis: (
        "Device traces show viewDidAppear reached from _executeAfterAppearanceBlock after the Core Animation commit: on iOS 7 (Apple's TN2347), in 2018–2024 logs through viewDidMoveToWindow:shouldAppearOrDisappear:, and viewDidDisappear by the same path in a 2023 crash log; UIKit's iOS 26.1 code agrees.",
        "真机调用栈显示 viewDidAppear 是在 Core Animation 提交之后经 _executeAfterAppearanceBlock 调用的：iOS 7 上见苹果的 TN2347，2018–2024 年的日志经 viewDidMoveToWindow:shouldAppearOrDisappear:，2023 年一份崩溃日志里 viewDidDisappear 也走同一条路径；UIKit 在 iOS 26.1 中的代码与此一致。"
      )),
    entry(
      "R.2", .binary, ["S44"],
      "A child view added while its container is inside its own viewWillAppear hears nothing at the add; when the container's viewWillAppear returns, the container's forwarding reaches it (parent first, then children in order, only children whose views are inside the parent's view). A system container puts its visible child in place the same way, from its own viewWillAppear.",
      "容器正在执行自己的 viewWillAppear 时加入的子视图，在加入那一刻什么回调也收不到；等容器的 viewWillAppear 返回，容器的转发才到达它（先父后子，按 children 的顺序，只转发给视图在父视图之内的子控制器）。系统容器在自己的 viewWillAppear 里放入可见的子控制器，也是这样。"
    ),
    entry(
      "R.3", .binary, ["S44", "S31"],
      "transition(from:to:…) first checks that the receiver forwards appearance automatically (otherwise NSInvalidArgumentException, legacy containment), then the common parent. It loads from.view and to.view, calls from.beginAppearanceTransition(false) and to.beginAppearanceTransition(true) — even when the receiver is off screen — adds to.view to from.view's superview, runs your animations, and removes from.view at once for a built-in style such as .transitionCrossDissolve. When the animation ends: to.viewDidAppear, from.view removed, from.viewDidDisappear, and only then your completion. animated is duration > 0; with duration 0 the end half runs at the start of the next run-loop turn.",
      "transition(from:to:…) 先检查接收者是否自动转发出现与消失回调（否则抛出 NSInvalidArgumentException，原因里写着 'legacy containment'），再检查两者是否同一个父控制器。然后加载 from.view 和 to.view，调用 from.beginAppearanceTransition(false) 和 to.beginAppearanceTransition(true)——即使接收者不在屏幕上也照样调用——把 to.view 加到 from.view 的父视图上，执行你的 animations；如果 options 里有 .transitionCrossDissolve 这类内置转场样式，from.view 会立即移除。动画结束时依次是：to.viewDidAppear、移除 from.view、from.viewDidDisappear，最后才执行你的 completion 块。animated 等于 duration > 0；duration 为 0 时，后半部分在下一轮 RunLoop 开始时执行。",
      basis: (
        "Read from UIKit's iOS 26.1 code; animated = duration > 0 also appears in a 2016 reverse-engineering of the simulator's UIKit. Two old reimplementations put the completion first: they are superseded.",
        "从 UIKit 在 iOS 26.1 中的代码读出；animated = duration > 0 在 2016 年对模拟器 UIKit 的一次逆向分析中也能看到。两个早年的重新实现把 completion 放在前面，已被取代。"
      )),
    entry(
      "R.4", .binary, ["S44", "S14", "S15"],
      "beginAppearanceTransition counts levels: a begin in the direction already open only counts; one in the other direction starts again at level 1 and sends its will-callback unless the controller is already on its way there — so an appeared controller hears viewWillAppear again. endAppearanceTransition counts down: at level 0 it logs 'Unbalanced calls to begin/end appearance transitions' and carries on; above 1 it only counts; reaching 0 sends the did-callback unless the controller is already there. A did-callback that arrives another way (R.1) settles the controller and closes the open begins, which is how R13's warning arises: to is still appearing when the transition's begin reaches it.",
      "beginAppearanceTransition 会计数：与已打开的方向相同的 begin 只加一；方向相反的 begin 把计数重置为 1，并发出 will 回调，除非控制器已经处在那个过程中——所以已经出现的控制器会再收到一次 viewWillAppear。endAppearanceTransition 递减计数：计数为 0 时打印 'Unbalanced calls to begin/end appearance transitions' 并继续执行；大于 1 时只减一；减到 0 时发出 did 回调，除非控制器已经处在那个状态。经别的途径（R.1）到达的 did 回调也会让控制器落定，并关闭仍打开的 begin——R13 的警告就是这样来的：转场的 begin 到达时，to 还处在出现过程中。"
    ),
    entry(
      "R.5", .binary, ["S44", "S42"],
      "From iOS 8 on, a controller with no parent whose root view enters a window hears viewWillAppear (at once) and viewDidAppear (at the end of the turn), and the disappear pair when it leaves: this path has no parent check. What it misses is what containment gives: the container's forwarding of its own transitions, size and trait forwarding, parent, status-bar delegation, and an owner that keeps it alive. A later addChild sends only willMove; it is then an appeared child. Up to iOS 7 such a controller heard nothing.",
      "从 iOS 8 起，没有父控制器的控制器，其根视图进入窗口时也会收到 viewWillAppear（立即）和 viewDidAppear（本轮结束时），离开时收到对应的消失回调：这条路径不检查父控制器。它缺少的是父子关系带来的东西：容器自身转场时的转发、尺寸与 trait 的转发、parent、状态栏的委托，以及一个持有它、让它不被释放的对象。之后再 addChild，只会收到 willMove，它就成了一个已经出现的子控制器。iOS 7 及以前，这样的控制器什么也收不到。",
      basis: (
        "Read from UIKit's iOS 26.1 code; a 2019 article with call stacks (iOS 12) shows a parentless controller's view added from the container's viewDidAppear getting viewWillAppear at once and viewDidAppear from _executeAfterAppearanceBlock. objc.io (2013) describes the iOS 7 behaviour.",
        "从 UIKit 在 iOS 26.1 中的代码读出；2019 年一篇附调用栈的文章（iOS 12）显示，在容器的 viewDidAppear 里加入无父控制器的视图，会立即收到 viewWillAppear，并经 _executeAfterAppearanceBlock 收到 viewDidAppear。objc.io（2013）描述的是 iOS 7 的行为。"
      )),
    entry(
      "R.6", .binary, ["S44", "S1"],
      "addChild(c) when c has any parent — even this one — first sends c.willMove(toParent: nil) and removes it (c.didMove(toParent: nil)); then it appends c to children (so re-adding moves it to the end), sets parent, and only then sends c.willMove(toParent:), inside which c.parent is already set. The hierarchy-consistency check runs only for a c with no parent whose view is in a window.",
      "对已有父控制器的 c 调用 addChild(c)——即使父控制器就是这一个——会先发 c.willMove(toParent: nil) 并把它移除（c.didMove(toParent: nil)）；然后把 c 追加到 children 末尾（所以重复添加会把它移到最后），设置 parent，之后才发 c.willMove(toParent:)，因此在 willMove 里 c.parent 已经有值。视图层级一致性检查只对没有父控制器、且视图在窗口中的 c 进行。"
    ),
    entry(
      "R.7", .loggedBinary, ["S17", "S44"],
      "Confirmed: legacy rotation goes parent first, then only visible children whose views are inside the parent's view; size transitions reach a child only if its size changes; a navigation push or pop runs in the navigation controller's layout pass at the end of the turn, also unanimated, and didMove(toParent:) follows the pushed controller's own viewDidAppear; removeFromParent never touches views.",
      "已确认：旧的旋转回调先父后子，只转发给可见、且视图在父视图之内的子控制器；尺寸变化只发给尺寸确实改变的子控制器；导航控制器的 push 或 pop 在本轮结束时导航控制器的布局过程中进行，不带动画也是如此，didMove(toParent:) 在被推入控制器自己的 viewDidAppear 之后调用；removeFromParent 从不改动视图。"
    ),
    entry(
      "R.open", .binary, ["S44"],
      "Settled from UIKit 26.1's code: its own didMove(toParent:) notes when it runs while the child is still appearing (or, for didMove(toParent: nil), still disappearing), and the child's did-callback then calls didMove(toParent:) a second time, with the child's current parent, right after viewDidAppear (or viewDidDisappear). So with :ios 26 the canonical add logs didMove once in your code and again after viewDidAppear at the end of the turn. containrepl does this from :ios 26 on only; whether earlier versions do it is not known, and a device log of the canonical add on an older iOS would settle it.",
      "已由 UIKit 26.1 的代码确认：它自己的 didMove(toParent:) 会记下调用时子控制器仍处在出现过程中（对 didMove(toParent: nil) 而言是仍处在消失过程中），随后子控制器的 did 回调会在 viewDidAppear（或 viewDidDisappear）之后立即再调用一次 didMove(toParent:)，参数是子控制器当前的父控制器。所以在 :ios 26 下，标准的加入流程会记录两次 didMove：一次在你的代码里，一次在本轮结束时的 viewDidAppear 之后。containrepl 只从 :ios 26 起这样做；更早的版本是否如此尚不清楚，在较旧的 iOS 真机上运行标准加入流程得到日志即可确认。",
      basis: (
        "UIKit 26.1's didMoveToParentViewController: sets a needs-did-move-cleanup flag when the state is appearing (parent given) or disappearing (nil), and _setViewAppearState:isAnimating: calls didMoveToParentViewController: with parentViewController after reaching appeared or disappeared when that flag is set.",
        "UIKit 26.1 的 didMoveToParentViewController: 在状态为 appearing（传入父控制器时）或 disappearing（传入 nil 时）时设置一个需要清理 didMove 的标志，_setViewAppearState:isAnimating: 在到达 appeared 或 disappeared 后若发现该标志，就以 parentViewController 为参数调用 didMoveToParentViewController:。"
      )),
  ]
}
