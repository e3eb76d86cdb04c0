extension RuleCatalog {
  static let appearanceRules: [Rule] = [
    entry(
      "5.1", .documented, ["S7"],
      "By default (shouldAutomaticallyForwardAppearanceMethods is true) UIKit forwards the four appearance callbacks to children.",
      "默认情况下（shouldAutomaticallyForwardAppearanceMethods 为 true），UIKit 会把四个出现与消失回调转发给子控制器。"),
    entry(
      "5.2", .documented, ["S7"],
      "A container that returns false gets no forwarding for its children, neither when it appears nor when a child's view moves; it must call begin/endAppearanceTransition itself.",
      "返回 false 的容器，它的子控制器不再得到自动转发，无论是容器出现还是子视图移动；容器必须自己调用 begin/endAppearanceTransition。"),
    entry(
      "5.2a", .binary, ["S44", "S7"],
      "A window move reaches every controller whose view moves, parents first; a controller hears it itself unless it or an ancestor is inside an explicit begin/end, its parent is in the middle of its own appearance callback, or its parent does not forward (5.2). So under a container that does not forward, that container's own children hear nothing, but their children do: with :forward off on container, a tab bar controller child showing a, replacing the window's root sends a viewWillDisappear and viewDidDisappear, just as removing a's view would, while the tab bar controller itself hears nothing.",
      "窗口移动会到达视图随之移动的每个控制器，先父后子；一个控制器自己收到这次移动，除非它或某个祖先正处在显式的 begin/end 之间、它的父控制器正在执行自己的出现与消失回调，或者它的父控制器不转发（见 5.2）。所以在不转发的容器下面，这个容器自己的子控制器什么也收不到，但它们的子控制器会收到：container 设了 :forward off、它的子控制器是一个正显示 a 的标签栏控制器时，替换窗口的根视图控制器会让 a 收到 viewWillDisappear 和 viewDidDisappear，和移除 a 的视图时一样，而标签栏控制器自己什么也收不到。",
      basis: (
        "UIKit 26.1 calls viewWillMoveToWindow: and viewDidMoveToWindow:shouldAppearOrDisappear: on the controller of each view that moves; they skip a controller whose parent is setting its appear state or for which _didSelfOrAncestorBeginAppearanceTransition holds, and otherwise send __viewWillAppear: or its siblings, which do nothing for a controller already on its way. Whether that helper or the view's own walk is what leaves the children of a non-forwarding container out was not read: a device log of the scenario above would settle it.",
        "UIKit 26.1 会对每个随之移动的视图的控制器调用 viewWillMoveToWindow: 和 viewDidMoveToWindow:shouldAppearOrDisappear:；如果父控制器正在设置自己的出现状态，或者 _didSelfOrAncestorBeginAppearanceTransition 成立，就跳过这个控制器，否则调用 __viewWillAppear: 或其同类方法，而它们对已经在途中的控制器什么也不做。不转发的容器的子控制器被排除在外，究竟是由这个辅助方法还是由视图自身的遍历造成的，没有读到：在真机上运行上面的场景得到日志即可确认。"
      )),
    entry(
      "5.3", .documented, ["S7", "S11"],
      "Turning appearance forwarding off changes neither the container's own callbacks, nor willMove/didMove, nor rotation forwarding.",
      "关闭出现与消失回调的转发，不影响容器自己的回调，也不影响 willMove/didMove 和旋转转发。"),
    entry(
      "5.4", .documented, ["S5", "S11"],
      "Containers drive children with begin/endAppearanceTransition, which also reach the child's own children.",
      "容器用 begin/endAppearanceTransition 驱动子控制器，这两个调用也会传到子控制器自己的子控制器。"),
    entry(
      "5.5", .logged, ["S21"],
      "Calling an appearance method directly makes recent iOS log a '[ViewController] Calling -viewWillAppear: directly…' message.",
      "直接调用出现与消失方法，较新的 iOS 会打印 '[ViewController] Calling -viewWillAppear: directly…' 的提示。"),
    entry(
      "5.6", .logged, ["S19"],
      "beginAppearanceTransition and endAppearanceTransition call the callbacks synchronously and do not check for a window.",
      "beginAppearanceTransition 和 endAppearanceTransition 同步调用回调，并且不检查视图是否在窗口里。"),
    entry(
      "5.7", .binary, ["S44", "S14", "S15"],
      "Appearance follows a state machine (disappeared, appearing, appeared, disappearing); explicit begins and ends count levels (R.4), and each step sends at most one callback, or the Unbalanced warning.",
      "出现状态是一个状态机（disappeared、appearing、appeared、disappearing）；显式的 begin 和 end 会计数（见 R.4），每一步至多发一个回调，或者打印 “不配对”警告（'Unbalanced calls…'）。",
      basis: (
        "UIKit 26.1 keeps the state in two bits of its flags (_appearState: 0 disappeared, 1 appearing, 2 appeared, 3 disappearing) and prints it by those names in _printHierarchy; beginAppearanceTransition:animated: and _endAppearanceTransition: count _explicitAppearanceTransitionLevel.",
        "UIKit 26.1 把这个状态存在标志位的两位里（_appearState：0 disappeared、1 appearing、2 appeared、3 disappearing），_printHierarchy 也按这些名字打印它；beginAppearanceTransition:animated: 和 _endAppearanceTransition: 对 _explicitAppearanceTransitionLevel 计数。"
      )),
    entry(
      "5.8", .logged, ["S14", "S15"],
      "Reversing a transition in progress (begin(false), begin(true), end) is legal and silent.",
      "中途反转一次转场（begin(false)、begin(true)、end）是合法的，不会有警告。"),
    entry(
      "5.9", .binary, ["S44", "S16"],
      "begin(true) on an appeared controller with no begin open sends viewWillAppear again; the following end sends viewDidAppear, and no warning is logged.",
      "对已经出现、且没有未结束的 begin 的控制器调用 begin(true)，会再发一次 viewWillAppear；随后的 end 发 viewDidAppear，不打印警告。",
      basis: (
        "Corrected: this rule first said the begin sends nothing and the end warns. UIKit 26.1's -[UIViewController beginAppearanceTransition:animated:] starts a new level and calls _setViewAppearState: towards appearing, whose __viewWillAppear: skips only a controller already appearing; -_endAppearanceTransition: warns only when the level was 0 (R.4).",
        "已更正：这条规则原先说 begin 不发回调、end 会打印警告。UIKit 26.1 的 -[UIViewController beginAppearanceTransition:animated:] 开始新的一层计数，并调用 _setViewAppearState: 走向 appearing，其中的 __viewWillAppear: 只跳过已经处在 appearing 的控制器；-_endAppearanceTransition: 只在计数原本为 0 时才警告（见 R.4）。"
      ), supersededBy: "R.4"),
    entry(
      "5.10", .binary, ["S44"],
      "Two begins in the same direction send the will-callback once; of the two ends, the first only counts down and the second sends the did-callback; no warning is logged.",
      "同方向连续 begin 两次，will 回调只发一次；两次 end 中，第一次只减计数，第二次才发 did 回调；不打印警告。",
      basis: (
        "Corrected: this rule first gave the second end a warning. UIKit 26.1's -[UIViewController beginAppearanceTransition:animated:] only increments _explicitAppearanceTransitionLevel for a begin in the direction already open, and -_endAppearanceTransition: only decrements it above 1, sends the did-callback on reaching 0, and warns only when it was already 0 (R.4).",
        "已更正：这条规则原先让第二次 end 打印警告。UIKit 26.1 的 -[UIViewController beginAppearanceTransition:animated:] 对与已打开方向相同的 begin 只把 _explicitAppearanceTransitionLevel 加一；-_endAppearanceTransition: 在计数大于 1 时只减一，减到 0 时发 did 回调，只有计数原本就是 0 时才警告（见 R.4）。"
      ), supersededBy: "R.4"),
    entry(
      "5.11", .binary, ["S44", "S16", "S25"],
      "end without a begin sends no callback and logs the Unbalanced warning.",
      "没有 begin 就调用 end，不发回调，只打印 “不配对”警告（'Unbalanced calls…'）。",
      basis: (
        "_endAppearanceTransition: logs the Unbalanced message when the level was 0 and goes on to __viewDidAppear: or __viewDidDisappear:, which do nothing for a controller already in that state.",
        "_endAppearanceTransition: 在计数原本为 0 时打印 “不配对”信息（'Unbalanced calls…'），然后照样调用 __viewDidAppear: 或 __viewDidDisappear:，而这两个方法对已经处在该状态的控制器什么也不做。"
      )),
    entry(
      "5.12a", .binary, ["S44", "S43"],
      "Automatic forwarding skips no child whose view is inside the container's view and never prints the Unbalanced warning: the container first puts each such child in its own previous state, then sends it the same step, whatever state the child was left in. So a child left disappeared on screen (an explicit begin(false)/end, or on iOS 7 a view added before addChild) still hears the container's viewWillDisappear and viewDidDisappear, and a child left appeared hears viewWillAppear and viewDidAppear again. Only explicit begin/end calls skip a controller already in that state (R.4).",
      "自动转发不会跳过任何视图位于容器视图之内的子控制器，也从不打印 “不配对”警告（'Unbalanced calls…'）：容器先把这样的子控制器置为容器自己之前的状态，再把同一步发给它，不管子控制器原来处在什么状态。所以在屏幕上却被留在 disappeared 的子控制器（显式 begin(false)/end 之后，或在 iOS 7 上先加视图再 addChild），仍会收到容器的 viewWillDisappear 和 viewDidDisappear；被留在 appeared 的子控制器会再收到一次 viewWillAppear 和 viewDidAppear。只有显式的 begin/end 才会跳过已处在该状态的控制器（见 R.4）。",
      basis: (
        "UIKit 26.1's _setViewAppearState:isAnimating: sends the callback, then enumerates childViewControllers with a block that, for each child whose view isDescendantOfView: the parent's, sets the child's state to the parent's previous one and calls _setViewAppearState:isAnimating: on it, which has no already-there check; the checks live only in __viewWillAppear: and its three siblings. An iOS 8 trace shows the same path for viewDidAppear.",
        "UIKit 26.1 的 _setViewAppearState:isAnimating: 先发回调，再用一个块遍历 childViewControllers：对视图 isDescendantOfView: 父视图的每个子控制器，先把它的状态设为父控制器之前的状态，再对它调用 _setViewAppearState:isAnimating:，后者没有“已经处在该状态”的检查；这类检查只在 __viewWillAppear: 及其三个同类方法里。一份 iOS 8 的调用栈显示 viewDidAppear 走的是同一条路径。"
      )),
    entry(
      "5.12b", .binary, ["S44"],
      "Forwarded appearance runs parent first, then the children in children order, for all four callbacks.",
      "转发的出现与消失回调先到父控制器，再按 children 的顺序到各个子控制器，四个回调都是如此。",
      basis: (
        "In _setViewAppearState:isAnimating: the controller's own callback runs before the enumeration of childViewControllers, which goes in array order.",
        "在 _setViewAppearState:isAnimating: 里，控制器自己的回调先于对 childViewControllers 的遍历执行，遍历按数组顺序进行。"
      )),
    entry(
      "5.12c", .binary, ["S44"],
      "A controller that leaves the hierarchy (removed, popped, replaced, or its view taken out of its parent's) while a forwarded appearance transition is under way keeps its half-finished state: each forwarded step reaches only the children whose views are inside the parent's view at that moment, so no later did-callback reaches it.",
      "在转发的出现或消失过程中离开层级（被移除、被弹出、被替换，或者视图被移出父视图）的控制器，会停在未完成的状态：每一步转发只到达此刻视图位于父视图之内的子控制器，所以之后不会有 did 回调到达它。",
      basis: (
        "The forwarding block of _setViewAppearState:isAnimating: tests isDescendantOfView: for each child at each step.",
        "_setViewAppearState:isAnimating: 的转发块在每一步都对每个子控制器检查 isDescendantOfView:。"
      )),
    entry(
      "5.13", .documented, ["S10"],
      "viewIsAppearing(_:) runs after viewWillAppear, once the view is in the hierarchy, before viewDidAppear; containrepl sends it in the first layout pass after viewWillAppear, before the controller's own layout callbacks, or just before viewDidAppear when no layout pass comes between.",
      "viewIsAppearing(_:) 在 viewWillAppear 之后、视图进入层级后、viewDidAppear 之前调用；containrepl 在 viewWillAppear 之后的第一次布局中、在该控制器自己的布局回调之前发送它，中间没有布局时就放在 viewDidAppear 紧前面。"
    ),
    entry(
      "6.1", .documented, ["S11"],
      "Legacy rotation (iOS 7 and before): willRotate(to:duration:) before the animation, willAnimateRotation(to:duration:) inside it after the bounds change, didRotate(from:) after it.",
      "旧的旋转回调（iOS 7 及以前）：动画前 willRotate(to:duration:)，动画中、bounds 改变后 willAnimateRotation(to:duration:)，动画后 didRotate(from:)。"
    ),
    entry(
      "6.3", .documented, ["S11"],
      "iOS 6–7: shouldAutomaticallyForwardRotationMethods (default true) controls rotation forwarding alone.",
      "iOS 6–7：shouldAutomaticallyForwardRotationMethods（默认 true）单独控制旋转回调的转发。"),
    entry(
      "6.4", .documented, ["S11"],
      "iOS 8 deprecated the legacy rotation methods; size changes arrive through viewWillTransition(to:with:).",
      "iOS 8 废弃了旧的旋转方法；尺寸变化改由 viewWillTransition(to:with:) 通知。"),
    entry(
      "6.5", .documented, ["S36"],
      "viewWillTransition(to:with:) goes to the root controller; the base implementation forwards it to children, so an override that skips super stops the forwarding.",
      "viewWillTransition(to:with:) 先到根视图控制器；父类实现负责转发给子控制器，所以不调用 super 的重写会让转发中断。"),
    entry(
      "6.6", .loggedBinary, ["S44", "S31"],
      "Legacy rotation callbacks are forwarded parent first, then children.",
      "旧的旋转回调先到父控制器，再转发给子控制器。",
      basis: (
        "Confirmed by R.7: the parent's callback comes first, then _enumerateVisibleChildControllers:… visits the children.",
        "由 R.7 确认：先执行父控制器的回调，再由 _enumerateVisibleChildControllers:… 访问子控制器。"
      )),
    entry(
      "6.7", .loggedBinary, ["S44", "S31"],
      "Automatic rotation forwarding reaches only children whose views are inside the parent's view.",
      "自动旋转转发只到达视图位于父控制器视图之内的子控制器。",
      basis: (
        "_enumerateVisibleChildControllers:includePresentedChildren:usingBlock: visits only children whose views are descendants of the parent's view and not hidden (R.7).",
        "_enumerateVisibleChildControllers:includePresentedChildren:usingBlock: 只访问视图是父视图后代且没有隐藏的子控制器（见 R.7）。"
      )),
    entry(
      "6.8", .containrepl, [],
      "containrepl shows the legacy callbacks in iOS 7 mode (:ios 7) and viewWillTransition(to:with:) from iOS 8 on.",
      "containrepl 在 iOS 7 模式（:ios 7）下显示旧的旋转回调，iOS 8 及以后显示 viewWillTransition(to:with:)。"),
    entry(
      "7a.5", .inferred, ["S36"],
      "viewWillTransition(to:with:) reaches every child whose parent forwards it, on screen or not; rotating to the current orientation sends nothing.",
      "viewWillTransition(to:with:) 会到达父控制器转发到的每个子控制器，不管是否在屏幕上；旋转到当前方向什么也不发。",
      basis: (
        "Inferred from Apple's description of the forwarding. UIKit 26.1 takes the children it forwards to from -_childViewControllersToSendViewWillTransitionToSize (UINavigationController's override starts from UIViewController's list and only takes out what a nested navigation controller forwards itself); UIViewController's own list, in a part of the binary not read, decides the question. A device log of a rotation with one child on screen and one off screen would settle it.",
        "根据苹果对转发的描述推断。UIKit 26.1 从 -_childViewControllersToSendViewWillTransitionToSize 得到要转发的子控制器（UINavigationController 的重写以 UIViewController 的列表为起点，只去掉嵌套导航控制器自己会转发的那些）；UIViewController 自己的列表在没有读到的那部分二进制里，它决定这个问题。在真机上旋转、一个子控制器在屏幕上一个不在，得到日志即可确认。"
      )),
  ]
}
