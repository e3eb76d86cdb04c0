extension RuleCatalog {
  static let transitionRules: [Rule] = [
    entry(
      "4.1", .logged, ["S11", "S16"],
      "transition(from:to:…) requires both controllers to be children of the receiver, or it raises NSInvalidArgumentException and changes nothing.",
      "transition(from:to:…) 要求两个控制器都是接收者的子控制器，否则抛出 NSInvalidArgumentException，什么也不改变。"),
    entry(
      "4.3", .documented, ["S11", "S16"],
      "transition(from:to:…) adds to.view to from.view's superview and leaves its frame as it is.",
      "transition(from:to:…) 把 to.view 加到 from.view 的父视图上，不改它的 frame。"),
    entry(
      "4.4", .documented, ["S4", "S11"],
      "transition(from:to:…) removes from.view from its superview when the transition completes.",
      "transition(from:to:…) 在转场结束时把 from.view 从父视图移除。"),
    entry(
      "4.5", .documented, ["S12", "S16"],
      "transition(from:to:…) calls no addChild, removeFromParent, willMove or didMove: the container does that around it.",
      "transition(from:to:…) 不调用 addChild、removeFromParent、willMove 或 didMove：这些由容器在它前后自己调用。"),
    entry(
      "4.5a", .binary, ["S44"],
      "If to.view is not loaded, the transition loads it before any appearance callback.",
      "如果 to.view 还没加载，转场会在任何出现与消失回调之前先加载它。",
      basis: (
        "transitionFromViewController:toViewController:… reads from.view, then to.view, before it hands both to +[UIView _transitionFromView:toView:…], which makes the begin calls.",
        "transitionFromViewController:toViewController:… 先读取 from.view，再读取 to.view，然后才把两者交给 +[UIView _transitionFromView:toView:…]，由后者调用 begin。"
      )),
    entry(
      "4.6", .binary, ["S44", "S31"],
      "Order: from.viewWillDisappear, to.viewWillAppear, the animation; when it ends, to.viewDidAppear, from.view removed, from.viewDidDisappear, and your completion block last.",
      "顺序：from.viewWillDisappear、to.viewWillAppear、动画；动画结束时依次是 to.viewDidAppear、移除 from.view、from.viewDidDisappear，最后才是你的 completion 块。",
      basis: (
        "Corrected: this rule followed two old reimplementations that run the completion before the did-callbacks. UIKit 26.1's -transitionFromViewController:toViewController:duration:options:animations:completion: ends both appearance transitions in the completion it gives +[UIView _transitionFromView:toView:…] and calls your block after them (R.3).",
        "已更正：这条规则原先依据两个早年的重新实现，它们在 did 回调之前执行 completion。UIKit 26.1 的 -transitionFromViewController:toViewController:duration:options:animations:completion: 在交给 +[UIView _transitionFromView:toView:…] 的完成块里结束两个出现与消失过程，然后才调用你的块（见 R.3）。"
      ), supersededBy: "R.3"),
    entry(
      "4.7", .binary, ["S44", "S31"],
      "The appearance callbacks of a transition get animated = (duration > 0).",
      "转场中的出现与消失回调，animated 等于 duration > 0。",
      basis: (
        "Read with R.3 from UIKit 26.1's transition code; a 2016 reverse-engineering of the simulator's UIKit agrees.",
        "与 R.3 一起从 UIKit 26.1 的转场代码读出；2016 年对模拟器 UIKit 的一次逆向分析与此一致。"
      )),
    entry(
      "4.8", .binary, ["S44", "S4"],
      "With duration 0 nothing animates; the end half of the transition (did-callbacks, then the completion with finished = true) runs at the start of the next run-loop turn, which a manual clock holds until time moves (R.3).",
      "duration 为 0 时没有动画；转场的后半部分（did 回调，然后以 finished = true 调用 completion 块）在下一轮 RunLoop 开始时执行；手动时钟下要等时间向前走才执行（见 R.3）。",
      basis: (
        "Read with R.3: with no duration UIKit finishes the transition when the run loop next turns, not inside the call.",
        "与 R.3 一起读出：没有时长时，UIKit 在 RunLoop 下一轮才完成转场，而不是在调用内部。"
      )),
    entry(
      "4.9", .documented, ["S64"],
      "finished is false only when the animation is interrupted (a view leaves the window, or another animation takes over the frame).",
      "只有动画被打断时 finished 才是 false（视图离开窗口，或另一个动画接管了 frame）。",
      basis: (
        "Apple documents finished as whether the animations actually finished before the completion handler was called; which events count as an interruption in containrepl is its reading.",
        "苹果的文档说明 finished 表示 completion 被调用前动画是否真的完成；containrepl 里哪些事件算作打断，是它自己的理解。"
      )),
    entry(
      "4.10", .documented, ["S4", "S11"],
      "options take UIView.AnimationOptions; they change how the swap looks, not the callback order.",
      "options 取 UIView.AnimationOptions；它们只影响切换的视觉效果，不改变回调顺序。"),
    entry(
      "4.11", .logged, ["S16"],
      "If to is still appearing when the transition begins (its view added in the same turn), it gets no second viewWillAppear, its deferred viewDidAppear settles it, and the transition's end logs the Unbalanced warning for it (R.4). If it had already appeared, it hears viewWillAppear and viewDidAppear again and no warning is logged.",
      "如果转场开始时 to 仍处在出现过程中（它的视图在同一轮里刚加入），它不会再收到 viewWillAppear，推迟的 viewDidAppear 让它落定，转场结束时就会为它打印 “不配对”警告（'Unbalanced calls…'）（见 R.4）。如果它早已出现，则会再收到一次 viewWillAppear 和 viewDidAppear，不打印警告。"
    ),
    entry(
      "4.12", .binary, ["S44", "S11"],
      "transition(from:to:…) raises NSInvalidArgumentException when the receiver forwards appearance itself (shouldAutomaticallyForwardAppearanceMethods is false), as the UIKit header says; the check comes before the common-parent check.",
      "接收者自己转发出现与消失回调（shouldAutomaticallyForwardAppearanceMethods 为 false）时，transition(from:to:…) 会抛 NSInvalidArgumentException，与 UIKit 头文件的说法一致；这项检查在“是否同一个父控制器”的检查之前。",
      basis: (
        "Read with R.3 in UIKit 26.1's -transitionFromViewController:toViewController:duration:options:animations:completion:, which raises with a reason naming legacy containment before anything else.",
        "与 R.3 一起读自 UIKit 26.1 的 -transitionFromViewController:toViewController:duration:options:animations:completion:，它在做任何事之前先抛出原因里写着 legacy containment 的异常。"
      ), supersededBy: "R.3"),
    entry(
      "4.13", .binary, ["S44"],
      "If the receiver is not on screen, the views are still swapped and the completion runs, and the two children still hear their appearance callbacks: the transition calls begin/endAppearanceTransition whatever the window.",
      "如果接收者不在屏幕上，视图照样交换，completion 照样执行，两个子控制器也照样收到出现与消失回调：转场不管窗口，照样调用 begin/endAppearanceTransition。",
      basis: (
        "Corrected: this rule first said no appearance callbacks are sent. UIKit 26.1's transition sends from.beginAppearanceTransition(false) and to.beginAppearanceTransition(true) through +[UIView _transitionFromView:toView:…] with no window check, and begin/end do not check for a window (5.6, R.3).",
        "已更正：这条规则原先说不发出现与消失回调。UIKit 26.1 的转场经由 +[UIView _transitionFromView:toView:…] 调用 from.beginAppearanceTransition(false) 和 to.beginAppearanceTransition(true)，不检查窗口，而 begin/end 本身也不检查窗口（见 5.6、R.3）。"
      ), supersededBy: "R.3"),
    entry(
      "4.13a", .binary, ["S44"],
      "If the receiver is still appearing (in the window, its viewDidAppear not yet sent), the two children get their appearance callbacks as if it had appeared; to may finish appearing before its parent does.",
      "如果接收者正在出现（已在窗口中，但还没收到 viewDidAppear），两个子控制器照常收到出现与消失回调，就像接收者已经出现一样；to 可能比它的父控制器先完成出现。",
      basis: (
        "Read with R.3: UIKit 26.1's transition calls begin/endAppearanceTransition on the two children without looking at the receiver's appear state, and ends them when its own animation ends, which can come before the receiver's deferred viewDidAppear.",
        "与 R.3 一起读出：UIKit 26.1 的转场对两个子控制器调用 begin/endAppearanceTransition，不看接收者的出现状态，并在自己的动画结束时结束它们，这可能早于接收者被推迟的 viewDidAppear。"
      ), supersededBy: "R.3"),
    entry(
      "7a.7", .binary, ["S44"],
      "An unloaded from.view loads before to.view; an exception inside the completion ends that block only (the did-callbacks came before it, R.3).",
      "没加载的 from.view 先于 to.view 加载；completion 块里抛出的异常只结束这个块（did 回调在它之前已经发出，见 R.3）。",
      basis: (
        "transitionFromViewController:toViewController:… reads from.view before to.view; that an exception in your completion ends only that block is containrepl's rule C.5.",
        "transitionFromViewController:toViewController:… 先读 from.view 再读 to.view；completion 块里的异常只结束这个块，是 containrepl 的规则 C.5。"
      )),
    entry(
      "9.2a", .containrepl, [],
      "Expressions evaluate left to right, receiver before arguments; in x.view.frame = e, x.view (which may load the view) comes before e.",
      "表达式从左到右求值，先接收者后参数；在 x.view.frame = e 中，x.view（可能触发视图加载）先于 e 求值。",
      basis: (
        "A fact of the Swift and Objective-C compilers, checked with Swift 6.3, not a behaviour of UIKit.",
        "这是 Swift 和 Objective-C 编译器的事实，已用 Swift 6.3 验证，不是 UIKit 的行为。"
      )),
    entry(
      "UIView.animate", .documented, ["S64"],
      "UIView.animate(withDuration:animations:completion:) changes the model values at once and calls completion(true) when the duration has elapsed.",
      "UIView.animate(withDuration:animations:completion:) 立刻改变模型值，时长过后以 completion(true) 回调。",
      basis: (
        "Apple documents the block form: the changes are committed at once and the completion reports whether the animations finished; V.1 is the same method with a delay.",
        "苹果的文档说明了这种基于块的形式：改变立即提交，completion 报告动画是否完成；V.1 是同一个方法带 delay 的形式。"
      )),
    entry(
      "V.1", .documented, ["S64"],
      "UIView.animate(withDuration:delay:options:animations:completion:) runs its animations block in the call, so the model values change at once; what is drawn waits for the delay, then moves over the duration with the options' curve, and the completion runs with true after delay + duration. A duration of 0 or less makes the changes without animation.",
      "UIView.animate(withDuration:delay:options:animations:completion:) 在调用中就执行 animations 块，所以模型值立即改变；屏幕上的变化先等待 delay，再按选项的曲线在 duration 内完成，completion 在 delay + duration 之后以 true 执行。duration 为 0 或负数时不做动画，直接改变。"
    ),
    entry(
      "V.2", .documented, ["S65"],
      "The spring form of UIView.animate runs like the delay form (V.1), and what is drawn follows a damped spring that settles at the end of the duration, overshooting when usingSpringWithDamping is below 1. containrepl keeps the initial spring velocity in the log line but does not let it change the curve.",
      "UIView.animate 的弹簧形式和带 delay 的形式（V.1）一样执行，屏幕上的变化按阻尼弹簧运动，在 duration 结束时静止；usingSpringWithDamping 小于 1 时会越过终点再回来。containrepl 在日志中保留 initialSpringVelocity，但不让它影响曲线。",
      basis: (
        "Apple documents the parameters and the spring timing curve; the curve containrepl draws is its own damped spring fitted to the duration, and the initial velocity is ignored.",
        "苹果的文档说明了参数和弹簧时间曲线；containrepl 画出的曲线是它自己按 duration 拟合的阻尼弹簧，并忽略初始速度。"
      )),
    entry(
      "V.3", .documented, ["S66"],
      "UIView.transition(with:duration:options:animations:completion:) runs its animations block in the call, the changes made to the container view inside it taking effect at once; the options' transition style (.transitionCrossDissolve, the flips and curls) changes only how the swap is drawn, and the completion runs with true after the duration.",
      "UIView.transition(with:duration:options:animations:completion:) 在调用中就执行 animations 块，块里对容器视图的改变立即生效；选项里的转场样式（.transitionCrossDissolve、翻转、卷页）只影响切换的画面，completion 在 duration 之后以 true 执行。"
    ),
    entry(
      "V.4", .documented, ["S67", "S68"],
      "UIView.transition(from:to:duration:options:completion:) puts toView in fromView's superview where fromView was and removes fromView, at once; with .showHideTransitionViews both views stay and fromView is hidden while toView is shown. The completion runs with true after the duration.",
      "UIView.transition(from:to:duration:options:completion:) 立即把 toView 放进 fromView 的父视图、放在 fromView 原来的位置，并移除 fromView；带 .showHideTransitionViews 时两个视图都保留，fromView 被隐藏，toView 被显示。completion 在 duration 之后以 true 执行。",
      basis: (
        "Apple documents the removal, the addition to fromView's superview and the show/hide option; that toView takes fromView's index is containrepl's reading.",
        "苹果的文档说明了移除、加入 fromView 的父视图以及显示/隐藏选项；toView 占用 fromView 原来的下标是 containrepl 的理解。"
      )),
    entry(
      "V.5", .documented, ["S69"],
      "UIView.performWithoutAnimation(_:) runs its block at once with animations disabled: changes made inside it take effect without animation, even within another animation's block.",
      "UIView.performWithoutAnimation(_:) 立即执行它的块并禁用动画：块里做的改变不带动画地生效，即使处在另一个动画的块里。"
    ),
  ]
}
