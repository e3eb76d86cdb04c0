extension RuleCatalog {
  static let containmentRules: [Rule] = [
    entry(
      "0.1", .loggedBinary, ["S41", "S43", "S44"],
      "UIKit work is synchronous; or deferred to the end of the run-loop turn (the layout pass, with the navigation transitions it starts, then the did-callbacks of views that entered or left a window, R.1); or left to the next turn (zero-duration animation ends); or runs after an animation. In containrepl each top-level input is one turn, and the log marks work done at its end.",
      "UIKit 的工作分几类：同步完成的；推迟到本轮 RunLoop 结束时的（先是布局以及布局中开始的导航转场，然后是视图进出窗口所对应的 did 回调，见 R.1）；留到下一轮的（时长为 0 的动画的结束）；以及动画结束后才做的。在 containrepl 里，每个顶层输入就是一轮，日志会标出在这一轮结束时做的工作。",
      basis: (
        "The did-callbacks of window moves are queued with _addAfterCACommitBlockForViewController: (R.1), and +[UIViewController _scheduleTransition:] runs deferred transitions after the Core Animation commit; device traces show both paths.",
        "随窗口移动而来的 did 回调经 _addAfterCACommitBlockForViewController: 排队（见 R.1），+[UIViewController _scheduleTransition:] 在 Core Animation 提交之后执行被推迟的转场；真机调用栈显示了这两条路径。"
      )),
    entry(
      "0.2", .binary, ["S44", "S14", "S15"],
      "Every view controller has an appearance state: disappeared, appearing, appeared or disappearing. UIKit keeps it internally; the callbacks and the Unbalanced warning make it visible.",
      "每个视图控制器都有一个出现状态：disappeared、appearing、appeared 或 disappearing。UIKit 在内部维护它，回调和 “不配对”警告（'Unbalanced calls…'）让它可以被观察到。",
      basis: (
        "UIKit 26.1 stores _appearState in its view-controller flags, and _printHierarchy shows it as disappeared, appearing, appeared or disappearing.",
        "UIKit 26.1 把 _appearState 存在视图控制器的标志位里，_printHierarchy 把它显示为 disappeared、appearing、appeared 或 disappearing。"
      )),
    entry(
      "0.3", .documented, ["S9", "S33"],
      "Appearance callbacks follow a view entering or leaving a window-rooted hierarchy, not just any hierarchy.",
      "出现与消失回调跟随视图进入或离开以窗口为根的层级，而不是任意层级。"),
    entry(
      "1.1", .documented, ["S1"],
      "addChild(c) appends c to the parent's children and sets c.parent.",
      "addChild(c) 把 c 加入父控制器的 children，并设置 c.parent。"),
    entry(
      "1.2", .documented, ["S2", "S11"],
      "addChild(c) calls c.willMove(toParent:) itself; by then c is already in children and c.parent is set (R.6).",
      "addChild(c) 会自动调用 c.willMove(toParent:)；调用时 c 已经在 children 里，c.parent 也已经设好（见 R.6）。"),
    entry(
      "1.3", .documented, ["S3", "S11"],
      "addChild(c) never calls didMove(toParent:); the container must call it when the transition is over.",
      "addChild(c) 从不调用 didMove(toParent:)；转场结束后必须由容器自己调用。"),
    entry(
      "1.4", .documented, ["S1", "S17"],
      "addChild(c) neither loads c's view nor puts it in any hierarchy.",
      "addChild(c) 既不加载 c 的视图，也不把它放进任何视图层级。"),
    entry(
      "1.5", .binary, ["S44", "S13"],
      "addChild(c) alone sends no appearance callback: the view must enter the window.",
      "单独调用 addChild(c) 不会触发出现与消失回调：视图必须进入窗口才行。",
      basis: (
        "_addChildViewController:performHierarchyCheck:notifyWillMove: checks the hierarchy, removes an old parent, appends the child and sends willMoveToParentViewController:; it touches no view and no appearance state.",
        "_addChildViewController:performHierarchyCheck:notifyWillMove: 检查层级、移除旧的父控制器、追加子控制器并发送 willMoveToParentViewController:；它不碰任何视图，也不碰出现状态。"
      )),
    entry(
      "1.6", .documented, ["S1", "S11"],
      "A child that already has another parent is first removed from it, as removeFromParent() would (didMove(toParent: nil), no willMove(toParent: nil)).",
      "如果子控制器已经有别的父控制器，会先像 removeFromParent() 那样把它移除（调用 didMove(toParent: nil)，不调用 willMove(toParent: nil)）。",
      supersededBy: "R.6"),
    entry(
      "1.7", .binary, ["S44", "S11"],
      "When reparenting, the removal's didMove(toParent: nil) comes before the new willMove(toParent:).",
      "重新指定父控制器时，先有移除产生的 didMove(toParent: nil)，再有新的 willMove(toParent:)。",
      basis: (
        "Read in UIKit 26.1's -[UIViewController _addChildViewController:performHierarchyCheck:notifyWillMove:]: a child that has a parent is sent willMoveToParentViewController:nil and removeFromParentViewController (whose -removeChildViewController:notifyDidMove: sends didMoveToParentViewController:nil) before it is added and sent willMoveToParentViewController: with the new parent.",
        "读自 UIKit 26.1 的 -[UIViewController _addChildViewController:performHierarchyCheck:notifyWillMove:]：已有父控制器的子控制器先收到 willMoveToParentViewController:nil 和 removeFromParentViewController（其中的 -removeChildViewController:notifyDidMove: 发出 didMoveToParentViewController:nil），然后才被加入，并收到带新父控制器的 willMoveToParentViewController:。"
      ), supersededBy: "R.6"),
    entry(
      "1.8", .documented, ["S8", "S22"],
      "addChild checks the view hierarchy for a child with no parent whose view is in a window: if that view sits inside another controller's view, UIKit raises UIViewControllerHierarchyInconsistency (…but requested parent is…). A child that has a parent skips the check (R.6), and so does a controller that takes another's place in tab.viewControllers (7a.3).",
      "对没有父控制器、且视图在窗口中的子控制器，addChild 会检查视图层级：如果它的视图位于另一个控制器的视图里，UIKit 抛出 UIViewControllerHierarchyInconsistency（'…but requested parent is…'）。已有父控制器的子控制器跳过这项检查（见 R.6），在 tab.viewControllers 里占了别人位置的控制器也跳过（见 7a.3）。"
    ),
    entry(
      "1.9", .binary, ["S44", "S34"],
      "Adding the same child twice does not duplicate it in children: the second addChild first removes it (willMove(toParent: nil), didMove(toParent: nil)), appends it at the end, and sends willMove(toParent:) again.",
      "同一个子控制器加两次不会在 children 里出现两次：第二次 addChild 先把它移除（willMove(toParent: nil)、didMove(toParent: nil)），再把它追加到末尾，并再发一次 willMove(toParent:)。",
      basis: (
        "Corrected: this rule first said only willMove was sent again. UIKit 26.1's -[UIViewController _addChildViewController:performHierarchyCheck:notifyWillMove:] removes any child that has a parent, the same one included, before it adds it with -_addChildViewController: and appends it to _childViewControllers (R.6).",
        "已更正：这条规则原先只说会再发一次 willMove。UIKit 26.1 的 -[UIViewController _addChildViewController:performHierarchyCheck:notifyWillMove:] 会先移除任何已有父控制器的子控制器（父控制器就是自己也一样），再用 -_addChildViewController: 加入并追加到 _childViewControllers（见 R.6）。"
      ), supersededBy: "R.6"),
    entry(
      "1.10", .inferredLow, ["S44"],
      "Adding a controller as its own child: no UIKit log is known; containrepl refuses it with its own error.",
      "把控制器加为它自己的子控制器：没有已知的 UIKit 日志；containrepl 用自己的错误拒绝它。",
      basis: (
        "In UIKit 26.1 the work behind addChildViewController:, -[UIViewController _addChildViewController:performHierarchyCheck:notifyWillMove:], checks only a child whose view sits inside another controller's view (1.8) and a child that is already presented, and the -_addChildViewController: it calls refuses only a window's root whose view is in a window (UIViewControllerHierarchyInconsistency, 'adding a root view controller … as a child of view controller:…'); so the window's root added to itself raises that, and nothing refuses any other receiver itself, so UIKit would probably make the controller its own parent without a word, and a later walk up the parents would not end. The public -addChildViewController: itself was not read. Running addChild(self) once on a device and reading the console would settle it.",
        "在 UIKit 26.1 中，addChildViewController: 背后的 -[UIViewController _addChildViewController:performHierarchyCheck:notifyWillMove:] 只检查视图已在别的控制器视图里的子控制器（见 1.8）和已经被呈现的子控制器，它调用的 -_addChildViewController: 只拒绝视图在窗口中的窗口根视图控制器（UIViewControllerHierarchyInconsistency，'adding a root view controller … as a child of view controller:…'）；所以把窗口的根视图控制器加为它自己的子控制器会抛出这个异常，而对其他接收者本身没有任何检查，所以 UIKit 很可能一声不响地让控制器成为自己的父控制器，之后沿父控制器向上的查找就不会结束。公开的 -addChildViewController: 本身没有读到。在真机上运行一次 addChild(self) 并查看控制台即可确认。"
      )),
    entry(
      "2.1", .documented, ["S17", "S19"],
      "Reading c.view while it is not loaded calls loadView() and then viewDidLoad(), synchronously, before the expression goes on.",
      "视图还没加载时读取 c.view，会同步调用 loadView() 再调用 viewDidLoad()，然后表达式才继续求值。"),
    entry(
      "2.2", .logged, ["S28", "S35"],
      "When a child's view is added to an appeared container that forwards automatically, the child gets viewWillAppear and viewDidAppear inside addSubview, before didMove(toParent:).",
      "把子控制器的视图加到已经出现、并且自动转发的容器上时，子控制器在 addSubview 内部就收到 viewWillAppear 和 viewDidAppear，早于 didMove(toParent:)。",
      supersededBy: "R.1"),
    entry(
      "2.3", .binary, ["S44"],
      "Appearance caused by a plain addSubview or removeFromSuperview is not animated (animated is false).",
      "由普通的 addSubview 或 removeFromSuperview 引起的出现与消失，animated 参数为 false。",
      basis: (
        "viewWillMoveToWindow: and viewDidMoveToWindow:shouldAppearOrDisappear: pass an animated flag that only UIKit's presentation code sets, so a plain addSubview or removeFromSuperview gives false.",
        "viewWillMoveToWindow: 和 viewDidMoveToWindow:shouldAppearOrDisappear: 传下去的 animated 标志只有 UIKit 的 present 代码会设置，所以普通的 addSubview 或 removeFromSuperview 得到的是 false。"
      )),
    entry(
      "2.4", .loggedBinary, ["S41", "S43", "S44"],
      "A child's first layout callbacks come in the layout pass at the end of the turn, before its viewDidAppear, which waits until that pass is over (R.1).",
      "子控制器在本轮结束时的布局中收到第一次的布局回调，早于它的 viewDidAppear；viewDidAppear 要等这次布局结束才调用（见 R.1）。",
      basis: (
        "Corrected: this rule first put the layout after viewDidAppear, when appearing was thought to be synchronous. UIKit 26.1's -[UIViewController viewDidMoveToWindow:shouldAppearOrDisappear:] queues viewDidAppear with _addAfterCACommitBlockForViewController:, and device traces show it run from _runAfterCACommitDeferredBlocks, after the Core Animation commit whose layout pass lays the new view out.",
        "已更正：这条规则原先认为出现是同步的，把布局放在 viewDidAppear 之后。UIKit 26.1 的 -[UIViewController viewDidMoveToWindow:shouldAppearOrDisappear:] 用 _addAfterCACommitBlockForViewController: 把 viewDidAppear 排队，真机调用栈显示它在 _runAfterCACommitDeferredBlocks 中执行，即在为新视图布局的那次 Core Animation 提交之后。"
      ), supersededBy: "R.1"),
    entry(
      "2.5", .logged, ["S19", "S20"],
      "If the container is not on screen yet, adding the child's view sends nothing; when the container appears, the child appears after it, parent first, with the container's animated flag; the did-callbacks come at the end of that turn (R.1).",
      "如果容器还没上屏，加入子视图时什么回调也没有；等容器出现时，子控制器紧随其后出现（先父后子），animated 与容器相同；did 回调要到那一轮结束时才调用（见 R.1）。"),
    entry(
      "2.6", .binary, ["S44", "S20"],
      "If the container is appearing (its viewWillAppear has returned, its viewDidAppear has not come), the child gets viewWillAppear at once and viewDidAppear when the container's viewDidAppear is forwarded; its own did-step, queued later, then finds it appeared and sends nothing.",
      "如果容器正在出现（它的 viewWillAppear 已经返回，viewDidAppear 还没来），子控制器立即收到 viewWillAppear，等容器的 viewDidAppear 转发下来时再收到 viewDidAppear；它自己稍后排队的 did 这一步发现它已经出现，什么也不发。",
      basis: (
        "Read in UIKit 26.1: -[UIViewController viewWillMoveToWindow:] sends __viewWillAppear: at once unless the parent is inside its own _setViewAppearState:isAnimating: (R.2); the container's did-step, queued when its own view entered the window, runs first, and the forwarding block of _setViewAppearState:isAnimating: sends the child viewDidAppear (5.12a); the child's own __viewDidAppear: then does nothing for a controller already appeared.",
        "读自 UIKit 26.1：-[UIViewController viewWillMoveToWindow:] 立即调用 __viewWillAppear:，除非父控制器正处在自己的 _setViewAppearState:isAnimating: 之中（见 R.2）；容器的 did 这一步在它自己的视图进入窗口时就已排队，先执行，_setViewAppearState:isAnimating: 的转发块给子控制器发 viewDidAppear（见 5.12a）；随后子控制器自己的 __viewDidAppear: 对已经出现的控制器什么也不做。"
      ), supersededBy: "R.2"),
    entry(
      "2.8", .logged, ["S13", "S32"],
      "A controller with no parent gets no appearance callbacks when its view is put inside another controller's view: the problem containment solves.",
      "没有父控制器的视图控制器，把它的视图放进别的控制器的视图里时，收不到任何出现与消失回调：这正是子控制器机制要解决的问题。", supersededBy: "R.5"),
    entry(
      "2.9", .documented, ["S8"],
      "Putting a parentless controller's view into the hierarchy raises no exception.",
      "把没有父控制器的视图控制器的视图放进层级不会抛异常。"),
    entry(
      "2.10", .binary, ["S44", "S13"],
      "A view added before addChild: from iOS 8 the controller appeared on its own as its view entered the window, so it is an appeared child (R.5). A child left disappeared on screen (iOS 7) does not miss the container's next disappearance: forwarding first gives it the container's previous state (5.12a).",
      "先加视图再 addChild：从 iOS 8 起，视图进入窗口时控制器已经自己出现了，所以它是一个已经出现的子控制器（见 R.5）。在屏幕上却停在 disappeared 的子控制器（iOS 7）也不会错过容器的下一次消失：转发会先把它置为容器之前的状态（见 5.12a）。",
      basis: (
        "Corrected: this rule first said the child misses the next disappearance. In UIKit 26.1, -[UIViewController viewWillMoveToWindow:] has no parent check (R.5), and the forwarding block of _setViewAppearState:isAnimating: sets each child whose view is inside the parent's to the parent's previous state before sending it the step, with no already-there check (5.12a). What iOS 7 did is not read: a device log on iOS 7 would settle it.",
        "已更正：这条规则原先说子控制器会错过下一次消失。在 UIKit 26.1 中，-[UIViewController viewWillMoveToWindow:] 不检查父控制器（见 R.5），而 _setViewAppearState:isAnimating: 的转发块在把这一步发给视图位于父视图之内的每个子控制器之前，先把它置为父控制器之前的状态，没有“已经处在该状态”的检查（见 5.12a）。iOS 7 的行为没有读到：在 iOS 7 真机上得到日志即可确认。"
      ), supersededBy: "R.5"),
    entry(
      "2.11", .documented, ["S8", "S23", "S24"],
      "Adding a child's view under another controller's view raises UIViewControllerHierarchyInconsistency (…but actual parent is…).",
      "把子控制器的视图加到另一个控制器的视图下，UIKit 抛出 UIViewControllerHierarchyInconsistency（'…but actual parent is…'）。"
    ),
    entry(
      "2.12", .binary, ["S44", "S3"],
      "Forgetting didMove(toParent:) only means the child's didMove override never runs; UIKit prints nothing.",
      "忘了调用 didMove(toParent:)，唯一确定的后果是子控制器的 didMove 重写不会执行；UIKit 什么也不打印。",
      basis: (
        "UIKit's own didMoveToParentViewController: only updates flags (and, on iOS 26, notes a move made while appearing, R.open); nothing in UIKit logs a missing call.",
        "UIKit 自己的 didMoveToParentViewController: 只更新标志位（在 iOS 26 上还会记下出现过程中发生的移动，见 R.open）；UIKit 里没有任何代码会为缺少的调用打印信息。"
      )),
    entry(
      "3.1", .documented, ["S11", "S12"],
      "The documented removal: willMove(toParent: nil), then view.removeFromSuperview(), then removeFromParent().",
      "文档给出的移除顺序：willMove(toParent: nil)，然后 view.removeFromSuperview()，最后 removeFromParent()。"),
    entry(
      "3.2", .binary, ["S44"],
      "willMove(toParent: nil) is an ordinary call: it changes nothing and sends nothing else.",
      "willMove(toParent: nil) 只是普通的方法调用：不改变任何状态，也不触发别的回调。",
      basis: (
        "UIKit's willMoveToParentViewController: sets a flag and marks the view's content insets for update; it sends nothing.",
        "UIKit 的 willMoveToParentViewController: 只设置一个标志位，并把视图的内容 inset 标记为待更新；它不发任何回调。"
      )),
    entry(
      "3.3", .logged, ["S28"],
      "Removing an appeared child's view from the window sends viewWillDisappear(false) and viewDidDisappear(false) inside removeFromSuperview.",
      "把已出现的子控制器的视图移出窗口，会在 removeFromSuperview 内部发送 viewWillDisappear(false) 和 viewDidDisappear(false)。",
      supersededBy: "R.1"),
    entry(
      "3.4", .documented, ["S2", "S3", "S11"],
      "removeFromParent() takes the child out of children, clears its parent, then calls didMove(toParent: nil); it never calls willMove(toParent: nil).",
      "removeFromParent() 把子控制器移出 children、清空 parent，然后调用 didMove(toParent: nil)；它从不调用 willMove(toParent: nil)。"
    ),
    entry(
      "3.5", .loggedBinary, ["S44", "S11"],
      "removeFromParent() does not touch views: a view still on screen stays there, with no callbacks.",
      "removeFromParent() 不碰视图：还在屏幕上的视图会留在原处，也没有回调。",
      basis: (
        "removeChildViewController:notifyDidMove: removes the child from the array, clears its parent and sends didMoveToParentViewController:nil; it never touches a view (confirmed in R.7).",
        "removeChildViewController:notifyDidMove: 把子控制器移出数组、清空它的 parent 并发送 didMoveToParentViewController:nil；它从不碰视图（R.7 已确认）。"
      )),
    entry(
      "3.6", .binary, ["S44"],
      "removeFromParent() on a controller without a parent does nothing, not even didMove(toParent: nil).",
      "对没有父控制器的控制器调用 removeFromParent() 什么也不做，连 didMove(toParent: nil) 也没有。",
      basis: (
        "_removeChildViewController: does nothing unless the child's parent is the receiver, and R.7 confirms removeFromParent does nothing without a parent.",
        "_removeChildViewController: 只在子控制器的 parent 就是接收者时才做事，R.7 也确认了没有父控制器时 removeFromParent 什么也不做。"
      )),
    entry(
      "3.7", .documented, ["S17"],
      "isMovingToParent / isMovingFromParent are true inside the appearance callbacks of a controller being added to / removed from its parent.",
      "被加入或移出父控制器时，在它的出现与消失回调里，isMovingToParent / isMovingFromParent 为 true。"),
  ]
}
