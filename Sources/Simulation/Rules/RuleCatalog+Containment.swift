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
      "1.7", .inferredLow, ["S11"],
      "When reparenting, the removal's didMove(toParent: nil) comes before the new willMove(toParent:).",
      "重新指定父控制器时，先有移除产生的 didMove(toParent: nil)，再有新的 willMove(toParent:)。", supersededBy: "R.6"),
    entry(
      "1.8", .documented, ["S8", "S22"],
      "addChild checks the view hierarchy for a child with no parent whose view is in a window: if that view sits inside another controller's view, UIKit raises UIViewControllerHierarchyInconsistency (…but requested parent is…). A child that has a parent skips the check (R.6), and so does a controller that takes another's place in tab.viewControllers (7a.3).",
      "对没有父控制器、且视图在窗口中的子控制器，addChild 会检查视图层级：如果它的视图位于另一个控制器的视图里，UIKit 抛出 UIViewControllerHierarchyInconsistency（'…but requested parent is…'）。已有父控制器的子控制器跳过这项检查（见 R.6），在 tab.viewControllers 里占了别人位置的控制器也跳过（见 7a.3）。"
    ),
    entry(
      "1.9", .inferredLow, ["S34"],
      "Adding the same child twice does not duplicate it in children, but sends willMove(toParent:) again.",
      "同一个子控制器加两次不会在 children 里出现两次，但会再收到一次 willMove(toParent:)。", supersededBy: "R.6"),
    entry(
      "1.10", .inferredLow, ["S44"],
      "Adding a controller as its own child: no UIKit log is known; containrepl refuses it with its own error.",
      "把控制器加为它自己的子控制器：没有已知的 UIKit 日志；containrepl 用自己的错误拒绝它。",
      basis: (
        "In UIKit 26.1 the work behind addChildViewController:, -[UIViewController _addChildViewController:performHierarchyCheck:notifyWillMove:], checks only a child whose view sits inside another controller's view (1.8) and a child that is already presented; nothing there refuses the receiver itself, so UIKit would probably make the controller its own parent without a word, and a later walk up the parents would not end. The public -addChildViewController: itself was not read. Running addChild(self) once on a device and reading the console would settle it.",
        "在 UIKit 26.1 中，addChildViewController: 背后的 -[UIViewController _addChildViewController:performHierarchyCheck:notifyWillMove:] 只检查视图已在别的控制器视图里的子控制器（见 1.8）和已经被呈现的子控制器；那里没有任何检查拒绝接收者本身，所以 UIKit 很可能一声不响地让控制器成为自己的父控制器，之后沿父控制器向上的查找就不会结束。公开的 -addChildViewController: 本身没有读到。在真机上运行一次 addChild(self) 并查看控制台即可确认。"
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
      "2.4", .inferred, ["S19"],
      "A child's first layout callbacks come in the next layout pass, after viewDidAppear in the synchronous case.",
      "子控制器第一次的布局回调在下一次布局时才来；同步出现的情况下，排在 viewDidAppear 之后。", supersededBy: "R.1"),
    entry(
      "2.5", .logged, ["S19", "S20"],
      "If the container is not on screen yet, adding the child's view sends nothing; when the container appears, the child appears after it, parent first, with the container's animated flag; the did-callbacks come at the end of that turn (R.1).",
      "如果容器还没上屏，加入子视图时什么回调也没有；等容器出现时，子控制器紧随其后出现（先父后子），animated 与容器相同；did 回调要到那一轮结束时才调用（见 R.1）。"),
    entry(
      "2.6", .inferred, ["S20"],
      "If the container is appearing, the child gets viewWillAppear at once and viewDidAppear when the container's viewDidAppear is forwarded.",
      "如果容器正在出现，子控制器立即收到 viewWillAppear，等容器的 viewDidAppear 转发下来时再收到 viewDidAppear。",
      supersededBy: "R.2"),
    entry(
      "2.8", .logged, ["S13", "S32"],
      "A controller with no parent gets no appearance callbacks when its view is put inside another controller's view: the problem containment solves.",
      "没有父控制器的视图控制器，把它的视图放进别的控制器的视图里时，收不到任何出现与消失回调：这正是子控制器机制要解决的问题。", supersededBy: "R.5"),
    entry(
      "2.9", .documented, ["S8"],
      "Putting a parentless controller's view into the hierarchy raises no exception.",
      "把没有父控制器的视图控制器的视图放进层级不会抛异常。"),
    entry(
      "2.10", .inferredLow, ["S13"],
      "A view added before addChild leaves the child disappeared while on screen: it misses the next disappearance and appears normally after that.",
      "先加视图再 addChild，子控制器虽然在屏幕上，状态却是 disappeared：下一次容器消失时它收不到回调，之后再出现时才恢复正常。", supersededBy: "R.5"),
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
