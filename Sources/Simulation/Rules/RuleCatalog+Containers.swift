extension RuleCatalog {
  static let containerRules: [Rule] = [
    entry(
      "7.1", .logged, ["S17", "S14", "S37", "S38"],
      "push: B.willMove(toParent: nav) inside the call; later B loads, A.viewWillDisappear, B.viewWillAppear, the animation, A.viewDidDisappear, B.viewDidAppear, B.didMove(toParent: nav).",
      "push：调用内部先有 B.willMove(toParent: nav)；随后 B 加载视图、A.viewWillDisappear、B.viewWillAppear、动画、A.viewDidDisappear、B.viewDidAppear、B.didMove(toParent: nav)。"
    ),
    entry(
      "7.2", .loggedBinary, ["S17", "S44"],
      "The appearance part of a push starts in the navigation controller's next layout pass, not inside pushViewController.",
      "push 的出现与消失部分在导航控制器下一次布局时才开始，而不是在 pushViewController 内部。",
      basis: (
        "Confirmed by R.7: a push or pop runs in the navigation controller's layout pass at the end of the turn.",
        "由 R.7 确认：push 或 pop 在本轮结束时导航控制器的布局过程中进行。"
      )),
    entry(
      "7.3", .logged, ["S14"],
      "A push without animation has the same order, with animated false and no wait.",
      "不带动画的 push 顺序相同，只是 animated 为 false，也不用等动画。"),
    entry(
      "7.4", .logged, ["S17", "S14", "S37"],
      "pop: B.willMove(toParent: nil), B.viewWillDisappear, A.viewWillAppear, the animation, B.viewDidDisappear, A.viewDidAppear, B.didMove(toParent: nil).",
      "pop：B.willMove(toParent: nil)、B.viewWillDisappear、A.viewWillAppear、动画、B.viewDidDisappear、A.viewDidAppear、B.didMove(toParent: nil)。"
    ),
    entry(
      "7.6", .logged, ["S22"],
      "Pushing a controller whose view is still inside another controller's view raises the '…requested parent is:<nav>' inconsistency.",
      "push 一个视图仍在别的控制器视图里的控制器，会抛出 '…requested parent is:<nav>' 的层级不一致异常。"),
    entry(
      "7.7", .binary, ["S27", "S44"],
      "A tab bar controller's tabs are children from the moment viewControllers is set; switching tabs sends no willMove/didMove.",
      "标签栏控制器的各个标签从设置 viewControllers 起就是子控制器；切换标签不发 willMove/didMove。",
      basis: (
        "Read in UIKit 26.1: -[UITabBarController _setViewControllers:animated:] makes the tabs children as the list is set (7a.3), and -_setSelectedViewController:performUpdates: changes the tab through -transitionFromViewController:toViewController: with no containment call. Only a tab kept in the More list (beyond what the bar holds, five on an iPhone; containrepl does not model the More tab) is handed to the More navigation controller when it is selected.",
        "读自 UIKit 26.1：-[UITabBarController _setViewControllers:animated:] 在设置列表时就把各标签加为子控制器（见 7a.3），而 -_setSelectedViewController:performUpdates: 通过 -transitionFromViewController:toViewController: 切换标签，其中没有任何父子关系调用。只有放在“更多”列表里的标签（超出标签栏容量的部分，iPhone 上是五个；containrepl 不模拟“更多”标签）被选中时才会交给“更多”导航控制器。"
      )),
    entry(
      "7.8", .logged, ["S18"],
      "Switching tabs from O to N: N.viewDidLoad (first time), N.viewWillAppear, O.viewWillDisappear, O.viewDidDisappear, N.viewDidAppear: the new tab's will comes first.",
      "从 O 切到 N：N.viewDidLoad（第一次）、N.viewWillAppear、O.viewWillDisappear、O.viewDidDisappear、N.viewDidAppear：新标签的 will 回调在前。"
    ),
    entry(
      "7.9", .documented, ["S39"],
      "tabBarController(_:didSelect:) is sent only for taps, never for a programmatic selectedIndex change.",
      "tabBarController(_:didSelect:) 只在用户点击时调用，代码设置 selectedIndex 时不会调用。"),
    entry(
      "7.10", .inferredLow, [],
      "Split view controller (approximate): its columns are children; showDetailViewController replaces the secondary one with removal and add callbacks.",
      "分栏视图控制器（近似）：各栏都是子控制器；showDetailViewController 用移除和加入的回调替换次栏。",
      basis: (
        "Split views are modelled only roughly, and UISplitViewController's code in UIKit 26.1 was not read: all that was seen is that UIViewController's own child adding and removing tell the enclosing split view controller (_viewControllerChildViewControllersDidChange:). A device log of showDetailViewController on an iPhone and an iPad, with willMove/didMove and appearance overrides on both columns, would settle it.",
        "分栏视图只是粗略模拟，UIKit 26.1 中 UISplitViewController 的代码也没有读到：只看到 UIViewController 自己加入和移除子控制器时会通知外层的分栏视图控制器（_viewControllerChildViewControllersDidChange:）。在 iPhone 和 iPad 真机上调用 showDetailViewController，并在两栏上重写 willMove/didMove 和出现与消失回调，得到日志即可确认。"
      )),
    entry(
      "7.11", .logged, ["S14", "S18"],
      "Whether the new controller's will-appear or the old one's will-disappear comes first depends on the container: navigation old first, tab bar new first.",
      "新控制器的 viewWillAppear 和旧控制器的 viewWillDisappear 谁先谁后取决于容器：导航控制器旧的在前，标签栏控制器新的在前。"),
    entry(
      "7.12", .binary, ["S44", "S18"],
      "A tab switch drives both controllers through beginAppearanceTransition/endAppearanceTransition in this order: the new one begins appearing, the old one begins disappearing, the old one ends, the new one ends; on iOS 26 the two ends wait for the end of the turn, after the layout pass. So the levels and checks of R.4 apply: a tab left disappeared on screen by hand hears viewWillDisappear and viewDidDisappear again when it is switched away from, and one left appeared hears viewWillAppear and viewDidAppear again when it is selected.",
      "切换标签时，两个控制器都经由 beginAppearanceTransition/endAppearanceTransition 驱动，顺序是：新的开始出现，旧的开始消失，旧的结束，新的结束；在 iOS 26 上，这两次结束要等到本轮结束、布局之后。所以 R.4 的计数和检查都适用：被手动留在 disappeared、却还在屏幕上的标签，被切走时会再收到 viewWillDisappear 和 viewDidDisappear；被留在 appeared 的标签被选中时会再收到 viewWillAppear 和 viewDidAppear。",
      basis: (
        "Read in UIKit 26.1's -[UITabBarController transitionFromViewController:toViewController:transition:shouldSetSelected:]: when the tab bar controller is appearing or appeared, it sends the new controller beginAppearanceTransition(true) and then the old one beginAppearanceTransition(false), swaps the views, then ends the old one and then the new one (the new one only once the tab bar controller has appeared) from after-appearance blocks, which wait for the end of the Core Animation commit when transitions are deferred; the order is the one a published tab switch log shows (7.8). containrepl defers both ends so from iOS 26 and runs them inside the switch before it: a device log of an older iOS with a print right after setting selectedIndex would show whether its did-callbacks wait too.",
        "读自 UIKit 26.1 的 -[UITabBarController transitionFromViewController:toViewController:transition:shouldSetSelected:]：标签栏控制器处于 appearing 或 appeared 时，先对新控制器调用 beginAppearanceTransition(true)，再对旧控制器调用 beginAppearanceTransition(false)，然后交换视图，再通过 after-appearance 块先结束旧的、再结束新的（新的要等标签栏控制器已经出现过）；转场被推迟时，这些块要等 Core Animation 提交结束才执行。这个顺序与一份公开的切换标签日志一致（见 7.8）。containrepl 从 iOS 26 起把这两次 end 推迟到本轮结束，更早的版本则在切换之内做完：在较早 iOS 的真机上设置 selectedIndex 之后立即打印一行，看 did 回调是否也等到本轮结束才到，即可确认。"
      )),
    entry(
      "7a.1", .loggedBinary, ["S17", "S44"],
      "UINavigationController(rootViewController: a) sends a.willMove(toParent: nav) in the initializer and a.didMove(toParent: nav) after a first appears.",
      "UINavigationController(rootViewController: a) 在初始化时发 a.willMove(toParent: nav)，等 a 第一次出现后再发 a.didMove(toParent: nav)。",
      basis: (
        "Read in UIKit 26.1: -[UINavigationController initWithRootViewController:] initializes the navigation controller and then calls pushViewController:animated: with NO, so the root controller hears willMove(toParent: nav) inside the initializer, as a push sends it inside the call (7.1, logged); the didMove after its first viewDidAppear is R.7's.",
        "读自 UIKit 26.1：-[UINavigationController initWithRootViewController:] 先初始化导航控制器，再以 NO 调用 pushViewController:animated:，所以根控制器在初始化器里就收到 willMove(toParent: nav)，就像 push 在调用内部发出它一样（见 7.1，有日志）；第一次 viewDidAppear 之后的 didMove 见 R.7。"
      )),
    entry(
      "7a.2", .binary, ["S44"],
      "When a navigation or tab bar controller appears, its visible child's view is loaded and put in place as part of the container's viewWillAppear, so the child hears the container's forwarding (R.2).",
      "导航或标签栏控制器出现时，作为容器 viewWillAppear 的一部分，加载可见子控制器的视图并放到位，因此子控制器收到的是容器的转发（见 R.2）。",
      basis: (
        "Read with R.2: a child put in place while its container is setting its appear state hears nothing at the add and gets the container's forwarding.",
        "与 R.2 一起读出：容器正在设置自己的出现状态时放入的子控制器，在加入那一刻什么也收不到，随后得到容器的转发。"
      )),
    entry(
      "7a.3", .binary, ["S44"],
      "Setting tab.viewControllers walks the new list position by position: a controller that is not yet a child joins at once, willMove(toParent: tab) then didMove(toParent: tab), in list order; the one whose place it takes leaves without any callback, unless it comes again further on in the list; a controller that takes another's place skips addChild's hierarchy check (1.8). Old tabs past the end of the new list leave with willMove(toParent: nil) and didMove(toParent: nil). Only then is a tab selected: the one that was selected, at its new place, else the same index, else the first; a selected tab that left goes off screen through the tab switch (7.12). An empty list selects nothing: the last tab shown keeps its view on screen, with no callback, until a later list's selection switches away from it. With more tabs than the bar holds UIKit keeps the rest in its More list, not as children; containrepl makes them all children.",
      "设置 tab.viewControllers 时，UIKit 按位置逐个处理新列表：还不是子控制器的立即加入，先 willMove(toParent: tab) 再 didMove(toParent: tab)，按列表顺序；被它占了位置的旧控制器离开时不收到任何回调，除非它在列表后面又出现；占了别人位置的控制器不经过 addChild 的层级检查（见 1.8）。新列表末尾之后的旧标签离开时收到 willMove(toParent: nil) 和 didMove(toParent: nil)。然后才选中一个标签：原来选中的那个（在它的新位置），否则同一个下标，否则第一个；离开的选中标签经由切换标签（见 7.12）离开屏幕。空列表不选中任何标签：最后显示的那个标签的视图留在屏幕上，没有任何回调，直到之后某个列表的选中把它切走。标签多于标签栏容量时，UIKit 把多出的放在“更多”列表里，不作为子控制器；containrepl 则全部作为子控制器。",
      basis: (
        "Read in UIKit 26.1's -[UITabBarController _setViewControllers:animated:]: past the old count a controller joins through addChildViewController: and didMoveToParentViewController:; at a place it takes over, the old controller is dropped with -[UIViewController _removeChildViewController:], which only clears its parent, and the new one gets willMoveToParentViewController:, _addChildViewController: and didMoveToParentViewController:; old ones left over get willMoveToParentViewController:nil, _removeChildViewController: and didMoveToParentViewController:nil; -[UIViewController _addChildViewController:] only sets the parent (its one check refuses a window's root), so the replacing controller gets no hierarchy check. The selection is made afterwards with setSelectedIndex:; an empty list skips it, so the selected controller and its view stay as they were.",
        "读自 UIKit 26.1 的 -[UITabBarController _setViewControllers:animated:]：超出旧数量的控制器经由 addChildViewController: 和 didMoveToParentViewController: 加入；在它接替的位置上，旧控制器被 -[UIViewController _removeChildViewController:] 去掉，这个方法只清除它的父控制器，新控制器则收到 willMoveToParentViewController:、_addChildViewController: 和 didMoveToParentViewController:；剩下的旧控制器收到 willMoveToParentViewController:nil、_removeChildViewController: 和 didMoveToParentViewController:nil；-[UIViewController _addChildViewController:] 只设置父控制器（它唯一的检查是拒绝窗口的根视图控制器），所以接替的控制器不经过层级检查。之后才用 setSelectedIndex: 选中标签；空列表跳过这一步，所以选中的控制器和它的视图都保持原样。"
      )),
    entry(
      "7a.4", .loggedBinary, ["S86", "S44", "S88", "S89"],
      "Replacing window.rootViewController: on iOS 26 UIKit first dismisses what the old root presents, unanimated and entirely inside the assignment (the presented controller's viewWillDisappear, the old root's viewWillAppear as its view comes back, then the old root's viewDidAppear and the presented one's viewDidDisappear, as a dismissal ends, P.1); earlier versions leave it presented, its view in the window. Then the old root's view leaves the window (viewWillDisappear now), then the new root loads and its view enters (viewWillAppear now); at the end of the turn, after the layout pass, the old root's viewDidDisappear, then the new root's viewDidAppear, each forwarded to its children (R.1).",
      "替换 window.rootViewController：在 iOS 26 上，UIKit 先不带动画地 dismiss 旧根呈现的控制器，整个过程都在这次赋值之内（被呈现的控制器收到 viewWillDisappear，旧根的视图放回时旧根收到 viewWillAppear，然后像 dismiss 结束时那样，旧根收到 viewDidAppear，被呈现的控制器收到 viewDidDisappear，见 P.1）；更早的版本让它保持被呈现，视图留在窗口里。接着旧根视图控制器的视图离开窗口（立即 viewWillDisappear），然后加载新的根视图控制器，它的视图进入窗口（立即 viewWillAppear）；本轮结束、布局之后，先是旧的 viewDidDisappear，再是新的 viewDidAppear，各自转发给子控制器（见 R.1）。",
      basis: (
        "Read in UIKit 26.1's -[UIWindow setRootViewController:]: it first calls -_removeAllViewControllersFromWindowHierarchyFromDealloc:NO, which in apps built with a recent SDK sends the old root dismissViewControllerAnimated:NO inside +[UIViewController _performWithoutDeferringTransitions:], so the dismissal starts at once, and -[UIViewControllerBuiltinTransitionViewAnimator animateTransition:] completes a transition with no animation inside the call when transitions are not deferred; only then does it take the old root's view out of the window with removeFromSuperview. It then stores the new root and, the window being visible, calls addRootViewControllerViewIfPossible, which loads the new root's view and adds it; a published device trace shows that add inside the call. -[UIViewController viewWillMoveToWindow:] sends each will-callback at once and -viewDidMoveToWindow:shouldAppearOrDisappear: queues each did-callback with _addAfterCACommitBlockForViewController:, so they come in the order the views moved (R.1). Published reports of 2014 and 2018 (iOS 8 to 11) show the presented view left in the window after the assignment; from which version UIKit dismisses is not known, and containrepl does it from :ios 26 on: a device log of the assignment over a presentation on iOS 13 to 18 would settle it.",
        "读自 UIKit 26.1 的 -[UIWindow setRootViewController:]：它先调用 -_removeAllViewControllersFromWindowHierarchyFromDealloc:NO；在用较新 SDK 构建的 App 里，后者在 +[UIViewController _performWithoutDeferringTransitions:] 之内给旧根发送 dismissViewControllerAnimated:NO，所以 dismiss 立即开始，而转场不被推迟时，-[UIViewControllerBuiltinTransitionViewAnimator animateTransition:] 会在调用之内完成没有动画的转场；这之后它才用 removeFromSuperview 把旧根的视图移出窗口。然后保存新根，窗口可见时调用 addRootViewControllerViewIfPossible，加载新根的视图并加入窗口；一份公开的设备调用栈显示了这次加入发生在调用内部。-[UIViewController viewWillMoveToWindow:] 立即发出 will 回调，-viewDidMoveToWindow:shouldAppearOrDisappear: 用 _addAfterCACommitBlockForViewController: 把 did 回调排队，所以它们的顺序就是视图移动的顺序（见 R.1）。2014 年和 2018 年的公开报告（iOS 8 到 11）显示，赋值之后被呈现的视图仍留在窗口里；从哪个版本起 UIKit 会先 dismiss 尚不清楚，containrepl 从 :ios 26 起这样做：在 iOS 13 到 18 的真机上，在有呈现时做这次赋值并得到日志，即可确认。"
      )),
    entry(
      "7a.6", .inferred, [],
      "Push and pop on a navigation controller that is not on screen change the stack without appearance callbacks.",
      "对不在屏幕上的导航控制器 push 和 pop，只改变栈，不发出现与消失回调。",
      basis: (
        "Inferred from where the transition runs: a device trace (CT.2) and UIKit 26.1's -[_UIViewControllerTransitionConductor startDeferredTransitionIfNeeded] start it from the navigation controller's layout pass, which a navigation controller out of the window does not get; and that method, when the navigation controller is neither appearing nor appeared, changes the views at once without an animator, where containrepl waits until it is on screen and appearing. UIKit also has -pushViewController:transition:forceImmediate:, not read, which may start a transition at once. A device log of pushViewController(_:animated:) on a navigation controller that is not in a window, with appearance overrides on both controllers, would settle it.",
        "根据转场在哪里进行推断：一份设备调用栈（见 CT.2）和 UIKit 26.1 的 -[_UIViewControllerTransitionConductor startDeferredTransitionIfNeeded] 都表明它从导航控制器的布局阶段开始，而不在窗口中的导航控制器没有布局阶段；而当导航控制器既不在 appearing 也不在 appeared 状态时，这个方法会不经动画器立即切换视图，containrepl 则等到它在屏幕上并开始出现时才进行。UIKit 还有 -pushViewController:transition:forceImmediate:（没有读到）可能立即开始转场。在真机上对不在窗口中的导航控制器调用 pushViewController(_:animated:)，并重写两个控制器的出现与消失回调，得到日志即可确认。"
      )),
    entry(
      "8.7", .logged, ["S71"],
      "Pushing a controller already in the stack, or a navigation controller, raises NSInvalidArgumentException.",
      "push 已经在栈里的控制器，或者 push 一个导航控制器，会抛出 NSInvalidArgumentException。",
      basis: (
        "Published app code and crash reports quote both NSInvalidArgumentException reasons.",
        "公开的 App 代码和崩溃报告引用了这两个 NSInvalidArgumentException 的原因。"
      )),
    entry(
      "8.8", .logged, ["S71"],
      "Starting a push while another navigation transition animates logs 'nested push animation can result in corrupted navigation bar'.",
      "上一个导航转场动画还没结束就再 push，会打印 'nested push animation can result in corrupted navigation bar'。",
      basis: (
        "A published iOS 7.1.2 log shows the message after a push made while another was animating.",
        "一份公开的 iOS 7.1.2 日志显示，在上一个 push 动画未结束时再 push 会打印这条信息。"
      )),
  ]

  static let supportRules: [Rule] = [
    entry(
      "7a.8", .containrepl, [],
      "An object is named after the first variable it is bound to, from the moment it is created.",
      "对象以它第一次绑定的变量命名，从创建那一刻起就用这个名字。"),
    entry(
      "9.1", .documented, [],
      "The view loads once, lazily: loadView() then viewDidLoad(); isViewLoaded reads the state without loading.",
      "视图只懒加载一次：先 loadView() 后 viewDidLoad()；读 isViewLoaded 不会触发加载。"),
    entry(
      "9.2", .documented, [],
      "The default loadView() makes a plain UIView as big as the window; an override must set view itself.",
      "默认的 loadView() 创建一个和窗口一样大的普通 UIView；重写时必须自己给 view 赋值。"),
    entry(
      "9.3", .logged, ["S17", "S19"],
      "viewWillLayoutSubviews/viewDidLayoutSubviews run in the layout pass after a view enters the window or changes size (deferred, parent before child).",
      "viewWillLayoutSubviews/viewDidLayoutSubviews 在视图进入窗口或尺寸改变后的布局阶段运行（推迟执行，父在子前）。"),
    entry(
      "C.1", .containrepl, [],
      "containrepl limits controller and view nesting so that no input can exhaust it; UIKit has no such limit.",
      "containrepl 限制控制器和视图的嵌套深度，保证任何输入都不会把它拖垮；UIKit 没有这个限制。"),
    entry(
      "C.2", .containrepl, [],
      "A view cannot be added inside itself or its own subviews; containrepl refuses it (UIKit would corrupt or stop).",
      "视图不能加到它自己或它的子视图里面；containrepl 拒绝这样做（UIKit 会出错或中止）。"),
    entry(
      "C.3", .containrepl, [],
      "containrepl refuses to make a child controller the window's root view controller.",
      "containrepl 不允许把子控制器设为窗口的根视图控制器。"),
    entry(
      "C.4", .containrepl, [],
      "A loadView override must assign view; containrepl stops the statement when it does not.",
      "重写的 loadView 必须给 view 赋值；没有赋值时 containrepl 会中止这条语句。"),
    entry(
      "C.5", .containrepl, [],
      "An error or exception inside code UIKit calls (an override such as viewDidLoad, a getter UIKit asks, an animations or completion block) ends that code only: containrepl logs where it stopped, and UIKit's operation around it (a root switch, a transition, a push) goes on and leaves the hierarchy consistent. A real app would crash on an uncaught exception; containrepl keeps going so that the rest of the log still shows what UIKit does. Execution limits and Ctrl-C still stop the whole input.",
      "UIKit 调用的代码（重写的 viewDidLoad 等方法、UIKit 读取的 getter、animations 或 `completion` 块）里出现错误或异常时，只结束这段代码：containrepl 记下它停在哪里，外面的 UIKit 操作（切换根视图控制器、转场、push）照常完成，层级保持一致。真实的 App 遇到未捕获的异常会崩溃；containrepl 继续运行，好让日志的其余部分仍然展示 UIKit 做了什么。执行上限和 Ctrl-C 仍然会中止整次输入。"
    ),
    entry(
      "C.6", .containrepl, [],
      "containrepl refuses to make a presented controller a child or the window's root until it is dismissed.",
      "在被 dismiss 之前，containrepl 不允许把被 present 的控制器设为子控制器或窗口的根视图控制器。"),
  ]
}
