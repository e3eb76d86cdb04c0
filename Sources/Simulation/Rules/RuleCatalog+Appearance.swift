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
      "5.3", .documented, ["S7", "S11"],
      "Turning appearance forwarding off changes neither the container's own callbacks, nor willMove/didMove, nor rotation forwarding.",
      "关闭出现回调的转发，不影响容器自己的回调，也不影响 willMove/didMove 和旋转转发。"),
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
      "5.7", .inferred, ["S14", "S15", "S30"],
      "Appearance follows a state machine (disappeared, appearing, appeared, disappearing); explicit begins and ends count levels (R.4), and each step sends at most one callback, or the Unbalanced warning.",
      "出现状态是一个状态机（disappeared、appearing、appeared、disappearing）；显式的 begin 和 end 会计数（见 R.4），每一步至多发一个回调，或者打印 Unbalanced 警告。"
    ),
    entry(
      "5.8", .logged, ["S14", "S15"],
      "Reversing a transition in progress (begin(false), begin(true), end) is legal and silent.",
      "中途反转一次转场（begin(false)、begin(true)、end）是合法的，不会有警告。"),
    entry(
      "5.9", .inferred, ["S16"],
      "begin(true) on an appeared controller sends nothing; the following end logs the Unbalanced warning.",
      "对已经出现的控制器调用 begin(true) 不发回调；随后的 end 会打印 Unbalanced 警告。", supersededBy: "R.4"),
    entry(
      "5.10", .inferred, [],
      "Two begins in the same direction send the will-callback once; two ends give one did-callback and one Unbalanced warning.",
      "同方向连续 begin 两次，will 回调只发一次；两次 end 则得到一个 did 回调和一个 Unbalanced 警告。", supersededBy: "R.4"),
    entry(
      "5.11", .inferred, ["S16", "S25"],
      "end without a begin sends no callback and logs the Unbalanced warning.",
      "没有 begin 就调用 end，不发回调，只打印 Unbalanced 警告。"),
    entry(
      "5.12a", .inferred, [],
      "Automatic forwarding never prints the Unbalanced warning: a child for which the step means nothing is skipped.",
      "自动转发从不打印 Unbalanced 警告：对某个子控制器没有意义的那一步会被直接跳过。"),
    entry(
      "5.12b", .inferred, [],
      "Forwarded appearance runs parent first, then the children in children order, for all four callbacks.",
      "转发的出现与消失回调先到父控制器，再按 children 的顺序到各个子控制器，四个回调都是如此。"),
    entry(
      "5.12c", .inferred, [],
      "A controller that leaves the hierarchy (removed, popped, replaced) while a forwarded appearance transition is under way keeps its half-finished state: forwarding goes to current children only, so no did-callback reaches it.",
      "在转发的出现或消失过程中离开层级（被移除、被弹出、被替换）的控制器，会停在未完成的状态：转发只发给当前的子控制器，所以不会有 did 回调到达它。"),
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
      "6.6", .inferred, ["S31"],
      "Legacy rotation callbacks are forwarded parent first, then children.",
      "旧的旋转回调先到父控制器，再转发给子控制器。"),
    entry(
      "6.7", .inferredLow, ["S31"],
      "Automatic rotation forwarding reaches only children whose views are inside the parent's view.",
      "自动旋转转发只到达视图位于父控制器视图之内的子控制器。"),
    entry(
      "6.8", .inferred, [],
      "containrepl shows the legacy callbacks in iOS 7 mode (:ios 7) and viewWillTransition(to:with:) from iOS 8 on.",
      "containrepl 在 iOS 7 模式（:ios 7）下显示旧的旋转回调，iOS 8 及以后显示 viewWillTransition(to:with:)。"),
    entry(
      "7a.5", .inferred, ["S36"],
      "viewWillTransition(to:with:) reaches every child whose parent forwards it, on screen or not; rotating to the current orientation sends nothing.",
      "viewWillTransition(to:with:) 会到达父控制器转发到的每个子控制器，不管是否在屏幕上；旋转到当前方向什么也不发。"),
  ]
}
