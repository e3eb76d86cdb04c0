extension RuleCatalog {
  /// Custom transitions: animator objects, UIKit's transition context, the navigation
  /// controller's delegate and `UIPercentDrivenInteractiveTransition`.
  static let customTransitionRules: [Rule] = [
    entry(
      "CT.1", .documented, ["S81"],
      "For an animated push or pop, the navigation controller asks its delegate's navigationController(_:animationControllerFor:from:to:) for an animator; nil means UIKit's own slide. Then it asks navigationController(_:interactionControllerFor:) for an interaction controller.",
      "动画 push 或 pop 时，导航控制器向代理的 navigationController(_:animationControllerFor:from:to:) 要一个动画器；返回 nil 就用 UIKit 自己的滑动。然后再向 navigationController(_:interactionControllerFor:) 要交互控制器。"
    ),
    entry(
      "CT.2", .loggedBinary, ["S85", "S44", "S80"],
      "With an animator, the transition still starts in the navigation controller's layout pass; the will-callbacks go out as for UIKit's slide (from.viewWillDisappear, to.viewWillAppear) before animateTransition(using:) runs, and to.view is not in the container yet: the animator adds it.",
      "有动画器时，转场仍在导航控制器的布局阶段开始；will 回调和 UIKit 自己的滑动一样先发出（from.viewWillDisappear、to.viewWillAppear），然后才调用 animateTransition(using:)；这时 to.view 还不在容器视图里，由动画器自己加进去。",
      basis: (
        "A device stack trace shows the custom transition starting from the layout pass (__viewWillLayoutSubviews → _startDeferredTransitionIfNeeded: → _startCustomTransition:), and a device trace shows beginAppearanceTransition:animated: called from _startCustomTransition:. Read in UIKit 26.1: -[_UIViewControllerTransitionConductor startDeferredTransitionIfNeeded] tells the navigation controller transitionConductor:willTransitionFromViewController:toViewController:, then -_startCustomTransition: sets to.view's frame without adding it, tells the navigation controller transitionConductor:didStartCustomTransitionWithContext:, and only then hands the animator its request (_UIViewControllerTransitioningRunCustomTransitionWithRequest), so the will-callbacks come first. The order of the two will-callbacks is UIKit's slide's (7.1).",
        "一份设备调用栈显示自定义转场从布局阶段开始（__viewWillLayoutSubviews → _startDeferredTransitionIfNeeded: → _startCustomTransition:），另一份设备调用栈显示 beginAppearanceTransition:animated: 是从 _startCustomTransition: 调用的。读自 UIKit 26.1：-[_UIViewControllerTransitionConductor startDeferredTransitionIfNeeded] 先通知导航控制器 transitionConductor:willTransitionFromViewController:toViewController:，然后 -_startCustomTransition: 设置 to.view 的 frame 但不把它加进去，再通知导航控制器 transitionConductor:didStartCustomTransitionWithContext:，最后才把请求交给动画器（_UIViewControllerTransitioningRunCustomTransitionWithRequest），所以 will 回调在前。两个 will 回调之间的顺序与 UIKit 自己的滑动相同（见 7.1）。"
      )),
    entry(
      "CT.3", .documented, ["S80"],
      "UIKit's context: viewController(forKey:) and view(forKey:) give the controllers and views of both sides; initialFrame(for:) is the container's bounds for the controller going away and .zero for the one coming in; finalFrame(for:) is the container's bounds for the one coming in and .zero for the one going away.",
      "UIKit 的转场上下文：viewController(forKey:) 和 view(forKey:) 给出两边的控制器和视图；initialFrame(for:) 对将离开的控制器是容器视图的 bounds，对将进来的控制器是 .zero；finalFrame(for:) 对将进来的控制器是容器视图的 bounds，对将离开的是 .zero。"
    ),
    entry(
      "CT.4", .documented, ["S83", "S80"],
      "Nothing ends until the animator calls completeTransition(_:): with true the push or pop finishes as UIKit's own does — from.view leaves, from.viewDidDisappear, to.viewDidAppear, then didMove(toParent:) — and a second call does nothing.",
      "在动画器调用 completeTransition(_:) 之前什么都不会结束：传 true 时，push 或 pop 像 UIKit 自己的那样收尾——移除 from.view、from.viewDidDisappear、to.viewDidAppear，然后是 didMove(toParent:)；再调用一次不起作用。"
    ),
    entry(
      "CT.5", .documented, ["S84"],
      "After completeTransition(_:) has finished the transition, UIKit calls the animator's animationEnded(_:) with the same flag.",
      "completeTransition(_:) 完成转场之后，UIKit 用同一个标志调用动画器的 animationEnded(_:)。"
    ),
    entry(
      "CT.6", .binary, ["S44", "S82"],
      "UIPercentDrivenInteractiveTransition's startInteractiveTransition(_:) asks the animator for its duration, runs animateTransition(using:) and holds everything it animates at 0 %; update(_:) moves it to that fraction (clamped to 0…1). isInteractive is true meanwhile.",
      "UIPercentDrivenInteractiveTransition 的 startInteractiveTransition(_:) 先向动画器要时长，再调用 animateTransition(using:)，并把它启动的动画全部停在 0%；update(_:) 把动画移到那个比例（限制在 0…1）。这期间 isInteractive 为 true。",
      basis: (
        "Read from UIKit 26.1: startInteractiveTransition: reads the context's animator and its transitionDuration:, calls animateTransition:, then sets the container layer's speed to 0; update sets its timeOffset to duration × percent.",
        "从 UIKit 26.1 读出：startInteractiveTransition: 取出上下文的动画器和它的 transitionDuration:，调用 animateTransition:，然后把容器视图图层的 speed 设为 0；update 把 timeOffset 设为 时长 × 比例。"
      )),
    entry(
      "CT.7", .binary, ["S44", "S82"],
      "finish() ends the interaction: the held animations run on from where they are to their end, taking (1 − percent) × duration ÷ completionSpeed; their completion blocks then run.",
      "finish() 结束交互：停住的动画从当前位置继续跑到终点，用时 (1 − 比例) × 时长 ÷ completionSpeed；然后运行它们的 completion 块。",
      basis: (
        "Read from UIKit 26.1: the remaining time is computed from the percent and completionSpeed (a speed of 0 or less counts as 1).",
        "从 UIKit 26.1 读出：剩余时间由比例和 completionSpeed 算出（0 或负的速度按 1 计）。"
      )),
    entry(
      "CT.8", .loggedBinary, ["S44", "S14"],
      "cancel() sets transitionWasCancelled and runs the held animations back to their start (percent × duration ÷ completionSpeed); the views end where they began. completeTransition(false) then undoes the appearance steps: to.view leaves, to.viewWillDisappear and to.viewDidDisappear, then from.viewWillAppear and from.viewDidAppear, and the stack is what it was (a cancelled pop: 7.5).",
      "cancel() 把 transitionWasCancelled 设为 true，并让停住的动画倒着跑回起点（用时 比例 × 时长 ÷ completionSpeed）；视图回到开始的位置。之后 completeTransition(false) 撤销出现与消失的步骤：移除 to.view，to.viewWillDisappear 和 to.viewDidDisappear，然后 from.viewWillAppear 和 from.viewDidAppear，栈恢复原样（取消的 pop：见 7.5）。",
      basis: (
        "UIKit 26.1 finishes a cancelled interaction by reversing the tracked animation; the order of the callbacks is the logged order of a cancelled interactive pop.",
        "UIKit 26.1 通过倒放所跟踪的动画来结束被取消的交互；回调顺序就是被取消的交互式 pop 的日志顺序。"
      )),
    entry(
      "CT.9", .binary, ["S44"],
      "UIPercentDrivenInteractiveTransition works only with UIKit's own context: startInteractiveTransition(_:) with a context class of your own raises NSInvalidArgumentException (-[YourContext _animator]: unrecognized selector), so a container with its own context drives its animation itself.",
      "UIPercentDrivenInteractiveTransition 只能配合 UIKit 自己的上下文：把你自己的上下文类传给 startInteractiveTransition(_:) 会抛出 NSInvalidArgumentException（'-[YourContext _animator]: unrecognized selector'），所以自带上下文的容器要自己驱动动画。",
      basis: (
        "Read from UIKit 26.1: startInteractiveTransition: first sends the private message _animator to the context it is given.",
        "从 UIKit 26.1 读出：startInteractiveTransition: 第一步就向传入的上下文发送私有消息 _animator。"
      )),
    entry(
      "CT.10", .documented, ["S123", "S124"],
      "A view controller's transitionCoordinator is the coordinator of the push, pop, presentation or dismissal it takes part in, else its nearest ancestor's: non-nil from the will-callbacks until the transition's completion, nil when no transition is running. It is one object for the whole transition; it answers isAnimated, isInteractive, isCancelled, transitionDuration and percentComplete.",
      "视图控制器的 transitionCoordinator 是它所参与的 push、pop、呈现或收起的协调器，否则是离它最近的祖先的协调器：从 will 回调开始直到转场完成都不为 nil，没有转场在进行时为 nil。整个转场期间它是同一个对象；它回答 isAnimated、isInteractive、isCancelled、transitionDuration 和 percentComplete。",
      basis: (
        "The documentation says the property returns the coordinator of the current transition or nil, and that UIKit looks at the controller's ancestors when the controller itself has none. Which controllers a transition names is inferred: the navigation controller of a push or pop (its children find it as their ancestor), the presented and the presenting controller of a presentation or dismissal.",
        "文档说这个属性返回当前转场的协调器，没有转场时为 nil；控制器自己没有时，UIKit 会查看它的祖先。一个转场关联哪些控制器是推断的：push 或 pop 关联导航控制器（它的子控制器作为后代能找到），呈现或收起关联被呈现和发起呈现的控制器。"
      )),
    entry(
      "CT.11", .inferred, ["S125", "S44"],
      "animate(alongsideTransition:completion:) keeps the animation block until the transition's animation starts and then runs it inside that animation, so what it changes animates with the transition; called when the animation is already running, it runs the block at once. With an animator object, the blocks run after animateTransition(using:), in an animation of the animator's duration. It returns true while a transition runs. The block's argument is the coordinator.",
      "animate(alongsideTransition:completion:) 先保存动画块，等转场的动画开始时在那个动画里运行它，所以块里的改变会随转场一起动画；如果调用时动画已经开始，块会立刻运行。有动画器对象时，这些块在 animateTransition(using:) 之后、在一个时长等于动画器时长的动画里运行。转场进行时它返回 true。块的参数就是协调器。",
      basis: (
        "Documented: the animations run at the same time as the transition's, in the same animation context. Read in UIKit 26.1: UIKit's own animators run the queued blocks (__runAlongsideAnimations) inside their animation block. When the blocks run for an animator object of the user's is inferred.",
        "有文档：这些动画与转场动画同时运行，处在同一个动画上下文中。读自 UIKit 26.1：UIKit 自己的动画器在它们的动画块里运行排队的块（__runAlongsideAnimations）。对于用户自己的动画器对象，这些块何时运行是推断的。"
      )),
    entry(
      "CT.12", .binary, ["S125", "S44"],
      "The completion blocks queued on the coordinator run when the transition ends: after its did-callbacks and didMove(toParent:) (and after a presentation's own completion), before the animator's animationEnded(_:). Their context's isCancelled says whether the transition was cancelled.",
      "协调器上排队的完成块在转场结束时运行：在 did 回调和 didMove(toParent:) 之后（呈现时还在呈现自己的 completion 之后），在动画器的 animationEnded(_:) 之前。它们收到的上下文的 isCancelled 表示转场是否被取消。",
      basis: (
        "Read in UIKit 26.1: -[_UIViewControllerTransitionContext completeTransition:] runs the transition's completion handler (which ends the appearance transitions), then the coordinator's completion blocks (_runAlongsideCompletions), then animationEnded:. Where a presentation's own completion falls is inferred.",
        "读自 UIKit 26.1：-[_UIViewControllerTransitionContext completeTransition:] 先运行转场的完成处理（结束出现与消失的过程），再运行协调器的完成块（_runAlongsideCompletions），最后调用 animationEnded:。呈现自己的 completion 落在哪里是推断的。"
      )),
    entry(
      "CT.13", .documented, ["S126", "S82"],
      "notifyWhenInteractionChanges(_:) keeps a handler that runs when an interactive transition stops being interactive — when the interaction controller calls finish() or cancel() — with isCancelled set; a transition that is never interactive never calls it.",
      "notifyWhenInteractionChanges(_:) 保存一个处理块，交互式转场不再是交互式时——交互控制器调用 finish() 或 cancel() 时——运行它，这时 isCancelled 已经设好；从来不是交互式的转场不会调用它。"
    ),
    entry(
      "CT.14", .binary, ["S127", "S44"],
      "When the selected tab changes (selectedIndex, selectedViewController), the tab bar controller asks its delegate's tabBarController(_:animationControllerForTransitionFrom:to:) for an animator, but only when animations are enabled, the tab bar controller is appearing or on screen and the old tab's view is in the window. With one, it asks tabBarController(_:interactionControllerFor:) and then the animator's transitionDuration(using:), all inside the call. nil means UIKit's own switch (7.12).",
      "选中的标签改变时（selectedIndex、selectedViewController），标签栏控制器向代理的 tabBarController(_:animationControllerForTransitionFrom:to:) 要一个动画器，但只在动画开启、标签栏控制器正在出现或已在屏幕上、并且旧标签的视图在窗口中时才要。有动画器时，它接着问 tabBarController(_:interactionControllerFor:)，再问动画器的 transitionDuration(using:)，这些都在这次调用之内。返回 nil 就用 UIKit 自己的切换（见 7.12）。",
      basis: (
        "Read in UIKit 26.1: -[UITabBarController transitionFromViewController:toViewController:transition:shouldSetSelected:] asks _customAnimatorForFromViewController:toViewController: only when +[UIView areAnimationsEnabled], its own appearance state is appearing or appeared and the old view has a superview and a committed layer; with an animator it asks _customInteractionControllerForAnimator: and the animator's transitionDuration: before the switch starts.",
        "读自 UIKit 26.1：-[UITabBarController transitionFromViewController:toViewController:transition:shouldSetSelected:] 只在 +[UIView areAnimationsEnabled] 为真、自己的出现状态为正在出现或已出现、并且旧视图有父视图且图层已提交时，才调用 _customAnimatorForFromViewController:toViewController:；有动画器时，在切换开始之前先调用 _customInteractionControllerForAnimator:，再取动画器的 transitionDuration:。"
      )),
    entry(
      "CT.15", .inferred, ["S127", "S44", "S83"],
      "A tab switch an animator drives starts after the Core Animation commit (at the end of the turn): new.viewWillAppear, old.viewWillDisappear, then animateTransition(using:) (or the interaction controller's startInteractiveTransition(_:)) with the new tab's view not yet in the container. completeTransition(true) takes the old tab's view out, then old.viewDidDisappear and new.viewDidAppear, the coordinator's completions and animationEnded(_:); completeTransition(false) undoes the appearance steps as for a cancelled pop (CT.8) and the old tab is selected again. An interaction controller makes the switch interactive from its will-callbacks on (isInteractive, initiallyInteractive). A new selection before the switch starts replaces it; one while it runs first ends it as completed.",
      "由动画器驱动的标签切换在 Core Animation 提交之后（本轮结束时）开始：new.viewWillAppear、old.viewWillDisappear，然后是 animateTransition(using:)（或交互控制器的 startInteractiveTransition(_:)），这时新标签的视图还不在容器视图里。completeTransition(true) 移除旧标签的视图，然后是 old.viewDidDisappear 和 new.viewDidAppear、协调器的完成块和 animationEnded(_:)；completeTransition(false) 像取消的 pop 一样撤销出现与消失的步骤（见 CT.8），并重新选中旧标签。有交互控制器时，切换从 will 回调起就是交互式的（isInteractive、initiallyInteractive）。切换开始之前的新选择会取代它；切换进行中的新选择先把它当作已完成立即结束。",
      basis: (
        "Read in UIKit 26.1: with an animator the switch is started by a block run after the Core Animation transaction commits, with a one-to-one context whose container is the tab bar controller's transition view and whose to-view starts outside it; the interaction controller is set on that context (which makes it interactive) before the switch block runs. The order of the two will-callbacks follows UIKit's own switch (7.12); that the old view leaves, that the old tab is selected again on a cancel, and what a selection during the switch does are inferred.",
        "读自 UIKit 26.1：有动画器时，切换由一个在 Core Animation 事务提交之后运行的块开始，使用一对一的转场上下文，容器是标签栏控制器的转场视图，新视图一开始不在其中；交互控制器在切换块运行之前就设到这个上下文上（上下文因此成为交互式的）。两个 will 回调的顺序沿用 UIKit 自己的切换（见 7.12）；完成时移除旧视图、取消时重新选中旧标签，以及切换期间的新选择如何处理，都是推断的。"
      )),
    entry(
      "CT.16", .binary, ["S128", "S44"],
      "With .custom the presentation controller decides whether the presenter's view is removed (shouldRemovePresentersView), and UIPresentationController's answer is false: the presenter's view stays in the window, and the presenter and its children hear no viewWillDisappear or viewDidDisappear on presenting, nor viewWillAppear or viewDidAppear on dismissing. Only the presented controller's callbacks run. (A presentation controller of your own may answer true: CT.23.)",
      "使用 .custom 时，由呈现控制器决定是否移除发起呈现的控制器的视图（shouldRemovePresentersView），而 UIPresentationController 的回答是 false：发起呈现的控制器的视图留在窗口中，它和它的子控制器在呈现时收不到 viewWillDisappear 或 viewDidDisappear，收起时也收不到 viewWillAppear 或 viewDidAppear。只有被呈现的控制器的回调会运行。（你自己的呈现控制器可以回答 true：见 CT.23。）",
      basis: (
        "Documented: shouldRemovePresentersView's default implementation returns false. Read in UIKit 26.1: the presentation's transition sends the presenting controller beginAppearanceTransition only when _shouldCallAppearanceCallbacksFor: says so, which for the presenting controller is !_shouldDisablePresentersAppearanceCallbacks, that is shouldRemovePresentersView.",
        "有文档：shouldRemovePresentersView 的默认实现返回 false。读自 UIKit 26.1：呈现的转场只有在 _shouldCallAppearanceCallbacksFor: 同意时才向发起呈现的控制器发送 beginAppearanceTransition，而对发起呈现的控制器它的答案是 !_shouldDisablePresentersAppearanceCallbacks，也就是 shouldRemovePresentersView。"
      )),
    entry(
      "CT.17", .documented, ["S136", "S128"],
      "An animated present or dismiss asks the presented controller's transitioningDelegate for an animator: animationController(forPresented:presenting:source:) when presenting (source is the controller present was sent to), animationController(forDismissed:) when dismissing. nil, or no delegate, means UIKit's own animation; an unanimated one asks nothing.",
      "动画的呈现或收起会向被呈现的控制器的 transitioningDelegate 要一个动画器：呈现时调用 animationController(forPresented:presenting:source:)（source 是收到 present 消息的控制器），收起时调用 animationController(forDismissed:)。返回 nil 或没有代理，就用 UIKit 自己的动画；不带动画时什么都不问。",
      basis: (
        "The delegate is read as the documented property, that is, through its getter: a subclass that overrides transitioningDelegate (making its delegate when first asked, as side menus do) answers with its own. That UIKit sends the getter rather than reading its storage is inferred from how Objective-C properties are read.",
        "代理按文档里的属性来读，也就是通过它的 getter：重写了 transitioningDelegate 的子类（像侧边菜单那样第一次被问到时才创建代理）会给出自己的代理。UIKit 发送 getter 消息而不是直接读存储，是根据 Objective-C 属性的读取方式推断的。"
      )),
    entry(
      "CT.18", .binary, ["S44", "S80", "S137"],
      "With an animator, the will-callbacks go out as for UIKit's own presentation (the presenter's only when its view is removed, CT.16), then UIKit asks the animator's transitionDuration(using:) and runs animateTransition(using:). The presented view is not in the container yet: the animator adds it, at finalFrame(for:) — the whole screen, or the presentation's frame. The container is the view the presentation happens in (here the window). view(forKey: .from) when presenting, and view(forKey: .to) when dismissing, are nil when the presenter's view stays (.custom).",
      "有动画器时，will 回调和 UIKit 自己的呈现一样先发出（发起呈现的控制器只有在它的视图被移除时才收到，见 CT.16），然后 UIKit 向动画器要 transitionDuration(using:)，再调用 animateTransition(using:)。这时被呈现的视图还不在容器视图里：由动画器把它加进去，放在 finalFrame(for:) 上——整个屏幕，或者呈现所用的 frame。容器视图是呈现所在的视图（这里是窗口）。当发起呈现的控制器的视图留下时（.custom），呈现时的 view(forKey: .from) 和收起时的 view(forKey: .to) 都是 nil。",
      basis: (
        "Read in UIKit 26.1: the presentation's transition begins the appearance transitions, computes the presented view's final frame, asks the animator's transitionDuration: and only then runs animateTransition:. The window as the container and the nil views of a presenter whose view stays are inferred (the documentation says view(forKey:) may be nil).",
        "读自 UIKit 26.1：呈现的转场先开始出现与消失的过程，算出被呈现视图的最终 frame，向动画器要 transitionDuration:，然后才调用 animateTransition:。把窗口当作容器视图，以及视图留下的发起呈现的控制器对应的视图为 nil，都是推断的（文档说 view(forKey:) 可能为 nil）。"
      )),
    entry(
      "CT.19", .inferred, ["S83", "S84", "S44"],
      "Nothing ends until the animator calls completeTransition(_:). With true the presentation or dismissal ends as UIKit's own does — the did-callbacks (a dismissed view leaves the window), then present's or dismiss's completion, the coordinator's completions, then the animator's animationEnded(true). With false it is undone: a presented controller leaves (viewWillDisappear, viewDidDisappear) and is no longer presented; a dismissed one appears again and stays presented. A second call does nothing.",
      "在动画器调用 completeTransition(_:) 之前什么都不会结束。传 true 时，呈现或收起像 UIKit 自己的那样收尾——did 回调（被收起的视图离开窗口），然后是 present 或 dismiss 的 completion、协调器的完成块，最后是动画器的 animationEnded(true)。传 false 时撤销：被呈现的控制器离开（viewWillDisappear、viewDidDisappear），不再被呈现；被收起的控制器重新出现，仍然被呈现。再调用一次不起作用。",
      basis: (
        "Documented: the animator must call completeTransition(_:) at the end of its animations, and UIKit then calls animationEnded(_:). The order inside follows the navigation transition read in UIKit 26.1 (CT.12); what a false flag undoes is inferred.",
        "有文档：动画器必须在动画结束时调用 completeTransition(_:)，之后 UIKit 调用 animationEnded(_:)。其中的顺序沿用读自 UIKit 26.1 的导航转场（见 CT.12）；传 false 时撤销哪些步骤是推断的。"
      )),
    entry(
      "CT.20", .binary, ["S138", "S44", "S187", "S128", "S188"],
      "With .custom, UIKit asks the transitioning delegate's presentationController(forPresented:presenting:source:) when the presentation starts and keeps what it gives for the presentation and its dismissal; its presentedViewController, presentingViewController, containerView (here the window) and presentedView are set. frameOfPresentedViewInContainerView is the presented view's frame (finalFrame(for:) with an animator). presentationTransitionWillBegin (dismissalTransitionWillBegin) runs before the will-callbacks, the presented view already loaded; presentationTransitionDidEnd(_:) (dismissalTransitionDidEnd(_:)) runs before the did-callbacks, and present's or dismiss's completion after them, with false when the transition was undone. Where your class does not override them, UIKit's own versions answer: frameOfPresentedViewInContainerView is the container view's bounds (a zero rectangle before a presentation sets the container view), shouldRemovePresentersView is false, and the four transition methods do nothing.",
      "使用 .custom 时，UIKit 在呈现开始时调用转场代理的 presentationController(forPresented:presenting:source:)，并在这次呈现和之后的收起中一直使用它返回的对象；这个对象的 presentedViewController、presentingViewController、containerView（这里是窗口）和 presentedView 都已设好。frameOfPresentedViewInContainerView 就是被呈现视图的 frame（有动画器时就是 finalFrame(for:)）。presentationTransitionWillBegin（收起时是 dismissalTransitionWillBegin）在 will 回调之前运行，这时被呈现的视图已经加载；presentationTransitionDidEnd(_:)（dismissalTransitionDidEnd(_:)）在 did 回调之前运行，present 或 dismiss 的 completion 在 did 回调之后，转场被撤销时参数是 false。你的类没有重写它们时，由 UIKit 自己的实现回答：frameOfPresentedViewInContainerView 是 containerView 的 bounds（呈现设置 containerView 之前是零矩形），shouldRemovePresentersView 是 false，四个转场方法什么也不做。",
      basis: (
        "Documented: UIKit asks the delegate for the presentation controller of a custom presentation, uses frameOfPresentedViewInContainerView for the presented view, and calls the four transition methods at the start and end of the presentation and dismissal. Read in UIKit 26.1: the block that -[UIPresentationController runTransitionForCurrentStateAnimated:handoffData:] schedules first runs the transition-view block of _initViewHierarchyForPresentationSuperview:inWindow:, which reads the presented controller's view and ends by calling _presentationTransitionWillBegin (or _dismissalTransitionWillBegin), and only then sends beginAppearanceTransition:animated:; -[UIPresentationController transitionDidFinish:] first runs the block that calls _presentationTransitionDidEnd: (or _dismissalTransitionDidEnd:), then takes the presentation's completion from the presenting controller and makes the block that sends endAppearanceTransition (or cancelBeginAppearanceTransition) to the incoming controller, then to the outgoing one. When the presentation controller's class answers YES to +_allowsDeferredTransitions, or the app has not yet reached a checkpoint of its launch, it runs that block at once and then the completion; otherwise it dispatches the block to the main queue and calls the completion first, so the did-callbacks come after the completion. (Whether transitions are deferred, +_shouldDeferTransitions, only decides when the transition's start runs.) The 26.1 code read does not show what UIPresentationController answers to +_allowsDeferredTransitions; decompiled code of an earlier UIKit answers YES for it and NO for the window's root presentation controller. So that the did-callbacks run before the completion is inferred (INF), not read. Documented too: the default frameOfPresentedViewInContainerView is the container view's frame, the default shouldRemovePresentersView is false, and the default presentationTransitionWillBegin, presentationTransitionDidEnd(_:), dismissalTransitionWillBegin and dismissalTransitionDidEnd(_:) do nothing.",
        "有文档：自定义呈现时 UIKit 向代理要呈现控制器，用 frameOfPresentedViewInContainerView 放置被呈现的视图，并在呈现和收起的开始与结束时调用这四个转场方法。读自 UIKit 26.1：-[UIPresentationController runTransitionForCurrentStateAnimated:handoffData:] 所安排的块先运行 _initViewHierarchyForPresentationSuperview:inWindow: 的转场视图块，这个块读取被呈现控制器的视图，最后调用 _presentationTransitionWillBegin（或 _dismissalTransitionWillBegin），之后才发送 beginAppearanceTransition:animated:；-[UIPresentationController transitionDidFinish:] 先运行调用 _presentationTransitionDidEnd:（或 _dismissalTransitionDidEnd:）的块，然后从发起呈现的控制器取出呈现的 completion，并生成一个块，先向进来的控制器、再向离开的控制器发送 endAppearanceTransition（或 cancelBeginAppearanceTransition）。如果呈现控制器的类对 +_allowsDeferredTransitions 回答 YES，或者 App 还没有到达启动过程中的某个检查点，它就立即运行这个块，然后调用 completion；否则它把这个块派发到主队列，先调用 completion，did 回调因此在 completion 之后。（转场是否被推迟，即 +_shouldDeferTransitions，只决定转场的开始何时运行。）读过的 26.1 代码没有显示 UIPresentationController 对 +_allowsDeferredTransitions 的回答；更早的 UIKit 的反编译代码对它回答 YES，对窗口的根呈现控制器回答 NO。所以 did 回调在 completion 之前是推断的（INF），不是读到的。同样有文档：frameOfPresentedViewInContainerView 的默认值是 containerView 的 frame，shouldRemovePresentersView 默认返回 false，presentationTransitionWillBegin、presentationTransitionDidEnd(_:)、dismissalTransitionWillBegin 和 dismissalTransitionDidEnd(_:) 的默认实现什么也不做。"
      )),
    entry(
      "CT.21", .documented, ["S150", "S44", "S14"],
      "With an animator, UIKit asks the transitioning delegate's interactionControllerForPresentation(using:) (interactionControllerForDismissal(using:) when dismissing) for an interaction controller, before the will-callbacks. With one, the presentation or dismissal is interactive from the will-callbacks on (the coordinator's isInteractive), and UIKit hands its context to startInteractiveTransition(_:) instead of calling animateTransition(using:); a UIPercentDrivenInteractiveTransition drives it as it drives a pop (CT.6, CT.7). A cancelled one is undone by completeTransition(false) as in CT.19; for a dismissal, as a cancelled pop (CT.8): the controller that was to come back disappears again first (viewWillDisappear, viewDidDisappear), then the dismissed one appears again (viewWillAppear, viewDidAppear) and stays presented.",
      "有动画器时，UIKit 向转场代理的 interactionControllerForPresentation(using:)（收起时是 interactionControllerForDismissal(using:)）要交互控制器，这发生在 will 回调之前。有交互控制器时，呈现或收起从 will 回调起就是交互式的（协调器的 isInteractive），UIKit 把转场上下文交给 startInteractiveTransition(_:)，而不是调用 animateTransition(using:)；UIPercentDrivenInteractiveTransition 像驱动 pop 一样驱动它（见 CT.6、CT.7）。被取消时由 completeTransition(false) 像 CT.19 那样撤销；收起被取消时和取消的 pop 一样（见 CT.8）：本来要回来的控制器先再次消失（viewWillDisappear、viewDidDisappear），然后被收起的控制器重新出现（viewWillAppear、viewDidAppear），仍然被呈现。",
      basis: (
        "Documented: for an animated presentation or dismissal with an animator, UIKit asks the delegate for an interaction controller, then the animator's transitionDuration:, then calls startInteractiveTransition: when there is an interaction controller, else animateTransition:. Read in UIKit 26.1: the presentation controller's _presentWithAnimationController:inWindow:interactionController:animated:handoffData: and _dismissWithAnimationController:interactionController:animated:handoffData: receive the interaction controller as an argument, so it is known before the transition, and with it its appearance callbacks, starts; -[UIPresentationController transitionDidFinish:] ends a cancelled transition by sending cancelBeginAppearanceTransition first to the controller that was coming in, then to the one going away (each only when _shouldCallAppearanceCallbacksFor: says so), the order of a cancelled pop's callbacks.",
        "有文档：有动画器的动画呈现或收起，UIKit 先向代理要交互控制器，再向动画器要 transitionDuration:，有交互控制器时调用 startInteractiveTransition:，否则调用 animateTransition:。读自 UIKit 26.1：呈现控制器的 _presentWithAnimationController:inWindow:interactionController:animated:handoffData: 和 _dismissWithAnimationController:interactionController:animated:handoffData: 把交互控制器作为参数接收，所以在转场（以及它的出现与消失回调）开始之前它就已经确定；-[UIPresentationController transitionDidFinish:] 结束被取消的转场时，先向本来要进来的控制器发送 cancelBeginAppearanceTransition，再向要离开的控制器发送（各自只在 _shouldCallAppearanceCallbacksFor: 同意时），与取消的 pop 的回调顺序相同。"
      )),
    entry(
      "CT.22", .binary, ["S44", "S127"],
      "For a push or pop an animator drives, UIKit has the interaction controller and the animator's duration before the will-callbacks: in the layout pass it asks the delegate's navigationController(_:animationControllerFor:from:to:), then navigationController(_:interactionControllerFor:), then the animator's transitionDuration(using:), as a tab switch does (CT.14). So from the will-callbacks on, the coordinator's transitionDuration is the animator's answer, and its isInteractive and initiallyInteractive are true when an interaction controller drives the transition.",
      "由动画器驱动的 push 或 pop，UIKit 在 will 回调之前就已经拿到交互控制器和动画器的时长：它在布局阶段先问代理的 navigationController(_:animationControllerFor:from:to:)，再问 navigationController(_:interactionControllerFor:)，然后问动画器的 transitionDuration(using:)，和标签切换一样（见 CT.14）。所以从 will 回调起，协调器的 transitionDuration 就是动画器的回答；有交互控制器驱动时，它的 isInteractive 和 initiallyInteractive 为 true。",
      basis: (
        "Read in UIKit 26.1: -[_UIViewControllerTransitionConductor _startCustomTransition:] first reads its interaction controller and its customNavigationTransitionDuration, sets the context's duration and makes the transition interactive when there is an interaction controller, and only then tells the navigation controller transitionConductor:didStartCustomTransitionWithContext:, where the appearance transitions begin (CT.2); both answers were therefore asked for before. The order of the three questions is inferred from the tab bar controller's (CT.14).",
        "读自 UIKit 26.1：-[_UIViewControllerTransitionConductor _startCustomTransition:] 先取出它的交互控制器和 customNavigationTransitionDuration，设置上下文的时长，有交互控制器时把转场设为交互式，然后才通知导航控制器 transitionConductor:didStartCustomTransitionWithContext:，出现与消失的过程在那里开始（见 CT.2）；所以这两个回答都是在此之前问到的。三个问题的先后顺序是从标签栏控制器的顺序（见 CT.14）推断的。"
      )),
    entry(
      "CT.23", .binary, ["S128", "S44"],
      "A presentation controller of your own whose shouldRemovePresentersView is true makes a .custom presentation treat the presenter as .fullScreen does (P.1): the presenter and its children hear viewWillDisappear before the presented controller's viewWillAppear. When the presentation ends, the presenter's view leaves the window right after presentationTransitionDidEnd(_:), before the presented controller's viewDidAppear and the presenter's viewDidDisappear, so in both the presenter's view.window is already nil. The dismissal puts the view back and sends viewWillAppear and viewDidAppear. With an animator, view(forKey: .from) when presenting and view(forKey: .to) when dismissing are the presenter's view.",
      "你自己的呈现控制器的 shouldRemovePresentersView 为 true 时，.custom 呈现像 .fullScreen 那样对待发起呈现的控制器（见 P.1）：它和它的子控制器先收到 viewWillDisappear，然后被呈现的控制器收到 viewWillAppear。呈现结束时，发起呈现的控制器的视图紧接在 presentationTransitionDidEnd(_:) 之后离开窗口，早于被呈现的控制器的 viewDidAppear 和发起呈现的控制器的 viewDidDisappear，所以在这两个回调里，发起呈现的控制器的 view.window 已经是 nil。收起时视图放回原处，并发出 viewWillAppear 和 viewDidAppear。有动画器时，呈现时的 view(forKey: .from) 和收起时的 view(forKey: .to) 就是发起呈现的控制器的视图。",
      basis: (
        "Documented: shouldRemovePresentersView says whether the presenting controller's view is removed when the presentation animations finish. Read in UIKit 26.1: -[UIPresentationController _shouldGrabPresentersView] is shouldRemovePresentersView (for a presentation that is not nested), and the presentation's transition sends the presenting controller its appearance transitions only when _shouldCallAppearanceCallbacksFor: says so, which for the presenting controller follows shouldRemovePresentersView (CT.16). The block that -[UIPresentationController transitionDidFinish:] runs first, left by _initViewHierarchyForPresentationSuperview:inWindow:, calls _presentationTransitionDidEnd: and then, for a completed presentation whose shouldRemovePresentersView is true, removes the presenting controller's view from its superview; only after that block does transitionDidFinish: run the one that sends endAppearanceTransition to the presented controller and then to the presenting one (CT.20).",
        "有文档：shouldRemovePresentersView 表示呈现动画结束时是否移除发起呈现的控制器的视图。读自 UIKit 26.1：-[UIPresentationController _shouldGrabPresentersView] 就是 shouldRemovePresentersView（对非嵌套的呈现而言）；呈现的转场只有在 _shouldCallAppearanceCallbacksFor: 同意时才向发起呈现的控制器发送出现与消失的过程，而对发起呈现的控制器它的答案取决于 shouldRemovePresentersView（见 CT.16）。-[UIPresentationController transitionDidFinish:] 最先运行的块（由 _initViewHierarchyForPresentationSuperview:inWindow: 留下）调用 _presentationTransitionDidEnd:，然后，如果呈现已完成且 shouldRemovePresentersView 为 true，就把发起呈现的控制器的视图从它的父视图中移除；这个块结束之后，transitionDidFinish: 才运行向被呈现的控制器、再向发起呈现的控制器发送 endAppearanceTransition 的块（见 CT.20）。"
      )),
    entry(
      "CT.24", .binary, ["S138", "S44"],
      "UIPresentationController(presentedViewController:presenting:) keeps its arguments: presentedViewController and presentingViewController read back as given right after the initialiser, before UIKit uses the object. When the presentation starts, UIKit sets them to the presentation's own controllers (CT.20).",
      "UIPresentationController(presentedViewController:presenting:) 会保存它的参数：初始化之后立刻读 presentedViewController 和 presentingViewController，得到的就是传入的控制器，不必等 UIKit 使用这个对象。呈现开始时，UIKit 把它们设为这次呈现自己的控制器（见 CT.20）。",
      basis: (
        "Read in UIKit 26.1: -[UIPresentationController initWithPresentedViewController:presentingViewController:] calls _setPresentingViewController: and _setPresentedViewController: with its arguments; the getter presentedViewController returns what was set. That UIKit sets them again at the start of the presentation is inferred (the documentation says presentingViewController may not be the controller used to initialise the object).",
        "读自 UIKit 26.1：-[UIPresentationController initWithPresentedViewController:presentingViewController:] 用它的参数调用 _setPresentingViewController: 和 _setPresentedViewController:；getter presentedViewController 返回所设的值。呈现开始时 UIKit 再次设置它们是推断的（文档说 presentingViewController 可能不是用来初始化这个对象的那个控制器）。"
      )),
    entry(
      "CT.25", .documented, ["S151", "S152"],
      "A controller's presentedViewController is what it presents, else what its nearest ancestor that presents something presents. dismiss(animated:completion:) dismisses that controller, so a child of the presenting controller can dismiss what its parent presented; a controller that presents nothing and is presented, or sits in a presented controller, asks its presenter to dismiss it (P.1). A controller with neither does nothing.",
      "视图控制器的 presentedViewController 是它呈现的控制器；它没有呈现时，是离它最近的、呈现了控制器的祖先所呈现的控制器。dismiss(animated:completion:) 收起的就是这个控制器，所以发起呈现的控制器的子控制器也能收起父控制器呈现的控制器；自己没有呈现、但被呈现（或者位于被呈现的控制器之中）的控制器，会请它的发起者收起它（见 P.1）。两者都不是的控制器什么也不做。",
      basis: (
        "Documented: presentedViewController is the controller presented by this controller or one of its ancestors, and dismiss(animated:completion:) dismisses the controller presented by the receiver; called on the presented controller itself, UIKit asks the presenting controller to handle it.",
        "有文档：presentedViewController 是由这个控制器或它的某个祖先呈现的控制器；dismiss(animated:completion:) 收起接收者呈现的控制器；在被呈现的控制器自己身上调用时，UIKit 请发起呈现的控制器来处理。"
      )),
    entry(
      "CT.26", .documented, ["S170"],
      "A controller's presentingViewController is the controller that presented it; a controller that was not presented but sits in a presented controller (a child, or a child's child) answers with the controller that presented that ancestor. A controller with no presented ancestor answers nil, and so does a child once its presented ancestor is dismissed.",
      "视图控制器的 presentingViewController 是呈现它的控制器；自己没有被呈现、但位于被呈现的控制器之中（是它的子控制器，或子控制器的子控制器）的控制器，回答的是呈现这个祖先的控制器。没有被呈现的祖先的控制器回答 nil；被呈现的祖先收起之后，子控制器也回答 nil。",
      basis: (
        "Documented: presentingViewController is set on the presented controller to the controller that presented it; if the controller was not presented but one of its ancestors was, it holds the controller that presented that ancestor; otherwise it is nil.",
        "有文档：被呈现的控制器的 presentingViewController 被设为呈现它的控制器；如果这个控制器自己没有被呈现、但它的某个祖先被呈现了，它的值就是呈现那个祖先的控制器；否则是 nil。"
      )),
    entry(
      "CT.27", .binary, ["S171", "S172", "S44"],
      "An interaction controller's wantsInteractiveStart (true by default; UIPercentDrivenInteractiveTransition lets you set it) says whether its transition is interactive from the start. When a UIPercentDrivenInteractiveTransition's is false, UIKit still hands it the context, but the transition is not interactive: the coordinator's isInteractive and initiallyInteractive are false from the will-callbacks on, and startInteractiveTransition(_:) runs animateTransition(using:) without holding its animations, so the transition runs to its end and completes when the animator calls completeTransition(_:). containrepl does not model update(_:), finish() or cancel() on such a transition (they are refused as not simulated), nor an interaction controller of your own that answers false: a note says so, and its transition starts interactive.",
      "交互控制器的 wantsInteractiveStart（默认是 true；UIPercentDrivenInteractiveTransition 允许你设置它）说明它的转场是否一开始就是交互式的。UIPercentDrivenInteractiveTransition 的这个属性为 false 时，UIKit 仍然把转场上下文交给它，但转场不是交互式的：从 will 回调起，协调器的 isInteractive 和 initiallyInteractive 都是 false；startInteractiveTransition(_:) 调用 animateTransition(using:)，但不停住它启动的动画，所以转场一直跑到终点，在动画器调用 completeTransition(_:) 时完成。containrepl 不模拟在这样的转场上调用 update(_:)、finish() 或 cancel()（会被拒绝，报告尚未模拟），也不模拟你自己的交互控制器回答 false 的情况：会输出一条 note: 说明尚未模拟，它的转场仍以交互方式开始。",
      basis: (
        "Documented: when wantsInteractiveStart is true the animations start paused so that you drive them, and you set it to false to start them without interactivity; it is true by default. Read in UIKit 26.1: the context's _setInteractor: sets both initiallyInteractive and currentlyInteractive to the interaction controller's wantsInteractiveStart (true when it does not answer), and UIPercentDrivenInteractiveTransition's startInteractiveTransition: starts the animations it tracks paused only when its wantsInteractiveStart is true. What update(_:), finish() and cancel() do before the transition becomes interactive goes through UIViewPropertyAnimator, which containrepl does not model.",
        "有文档：wantsInteractiveStart 为 true 时动画以暂停状态开始，由你来驱动；想让动画不经交互就开始时把它设为 false；默认是 true。读自 UIKit 26.1：上下文的 _setInteractor: 把 initiallyInteractive 和 currentlyInteractive 都设为交互控制器的 wantsInteractiveStart（它不响应这个消息时为 true）；UIPercentDrivenInteractiveTransition 的 startInteractiveTransition: 只在自己的 wantsInteractiveStart 为 true 时才让它跟踪的动画以暂停状态开始。转场变成交互式之前 update(_:)、finish() 和 cancel() 的效果要经过 UIViewPropertyAnimator，containrepl 不模拟它。"
      )),
    entry(
      "CT.28", .binary, ["S180", "S181", "S44"],
      "UIPercentDrivenInteractiveTransition's pause() (iOS 10) pauses an interruptible transition: it acts only while a transition runs whose animator gave UIKit an interruptible animator through interruptibleAnimator(using:). Otherwise it does nothing: the transition goes on as before. containrepl does not model interruptible animators: an animator that implements interruptibleAnimator(using:) and is driven by a UIPercentDrivenInteractiveTransition gets a note that it is not simulated, and pause() during its transition is refused as not simulated.",
      "UIPercentDrivenInteractiveTransition 的 pause()（iOS 10）暂停一个可中断的转场：只有当正在进行的转场的动画器通过 interruptibleAnimator(using:) 给了 UIKit 一个可中断的动画器时，它才起作用；否则它什么也不做，转场照常进行。containrepl 不模拟可中断的动画器：实现了 interruptibleAnimator(using:) 并由 UIPercentDrivenInteractiveTransition 驱动的动画器会得到一条 note:，说明尚未模拟；在它的转场中调用 pause() 会被拒绝，报告尚未模拟。",
      basis: (
        "Documented: pause() pauses an interruptible transition animation and calls through to the context's pauseInteractiveTransition(); interruptibleAnimator(using:) gives the interruptible animator of a transition. Read in UIKit 26.1: -[UIPercentDrivenInteractiveTransition pauseInteractiveTransition] does anything only when it holds an interruptible animator, which startInteractiveTransition: asks the animator for only when it responds to interruptibleAnimatorForTransition:; the context's pauseInteractiveTransition acts only when the transition is interruptible, running and not already interactive.",
        "有文档：pause() 暂停可中断的转场动画，它转而调用上下文的 pauseInteractiveTransition()；interruptibleAnimator(using:) 提供转场的可中断动画器。读自 UIKit 26.1：-[UIPercentDrivenInteractiveTransition pauseInteractiveTransition] 只有在持有可中断动画器时才做事，而 startInteractiveTransition: 只在动画器响应 interruptibleAnimatorForTransition: 时才向它要这个动画器；上下文的 pauseInteractiveTransition 只在转场可中断、正在进行并且还不是交互式时才起作用。"
      )),
    entry(
      "CT.29", .binary, ["S44", "S80"],
      "UIKit asks the animator of a presentation or dismissal — an animator object of yours (CT.18) or UIKit's own — for its transitionDuration(using:) only after the will-callbacks, so in them the coordinator's transitionDuration is 0; from the animation's start (animateTransition(using:) or startInteractiveTransition(_:) for an animator of yours) it is the animator's answer. A push or pop an animator drives differs: there the duration is known before (CT.22). The interaction controller is known before the will-callbacks in both (CT.21), so isInteractive already holds in them.",
      "呈现或收起的动画器——你自己的动画器对象（见 CT.18）或 UIKit 自己的——UIKit 在 will 回调之后才问它的 transitionDuration(using:)，所以在 will 回调里协调器的 transitionDuration 是 0；从动画开始起（对你自己的动画器，是 animateTransition(using:) 或 startInteractiveTransition(_:) 起），它才是动画器的回答。由动画器驱动的 push 或 pop 不同：那里时长在此之前就已知道（见 CT.22）。两种转场的交互控制器都在 will 回调之前就已确定（见 CT.21），所以 isInteractive 在 will 回调里已经成立。",
      basis: (
        "Read in UIKit 26.1: every presentation and dismissal runs through -[UIPresentationController runTransitionForCurrentStateAnimated:handoffData:], whose scheduled block sends beginAppearanceTransition: to the controllers going away and coming in, then computes the frames, and only then asks the current animator's transitionDuration: and sets the context's duration, before it hands the request to the animator or interaction controller. The context's init leaves its duration at zero. The interaction controller is set on the context in runTransitionForCurrentStateAnimated:handoffData: itself, before the block is scheduled. That the coordinator answers the context's duration is inferred, as in CT.22.",
        "读自 UIKit 26.1：所有呈现和收起都经过 -[UIPresentationController runTransitionForCurrentStateAnimated:handoffData:]，它所安排的块先向要离开和要进来的控制器发送 beginAppearanceTransition:，再计算各个 frame，然后才问当前动画器的 transitionDuration: 并设置上下文的时长，最后把请求交给动画器或交互控制器。上下文的 init 让时长保持为零。交互控制器在 runTransitionForCurrentStateAnimated:handoffData: 本身里、在安排这个块之前就设到上下文上了。协调器回答的就是上下文的时长，这一点是推断的，和 CT.22 一样。"
      )),
    entry(
      "CT.30", .documented, ["S184", "S185", "S186"],
      "A layer's speed, timeOffset and beginTime give it a time of its own: its local time is its superlayer's time minus beginTime, times speed, plus timeOffset (the window's layer runs on the clock; CACurrentMediaTime() is the clock's time, and convertTime(_:from: nil) a layer's local time now). A view animation runs on the local time of the nearest layer at or above its views whose timing was set: at speed 0 it stands still at the point timeOffset names, so setting timeOffset to a share of its duration shows it that far, and it ends, with its completion, only when that time reaches its end. A CADisplayLink added to the run loop with add(to:forMode:) calls its target's selector, with itself as the argument, once every frame (containrepl's screen refreshes 60 times a second: duration is 1/60 s, timestamp the time of the frame), until invalidate() or remove(from:forMode:). :clock auto runs it as it runs a repeating timer (and stops after as many firings), and :tick runs it on.",
      "图层的 speed、timeOffset 和 beginTime 给它一个自己的时间：它的本地时间是父图层的时间减去 beginTime，乘以 speed，再加上 timeOffset（窗口的图层按时钟走；CACurrentMediaTime() 是时钟的时间，convertTime(_:from: nil) 是图层此刻的本地时间）。视图动画按它的视图所在的、设置过时间参数的最近一个图层（视图自己的或上层的）的本地时间运行：speed 为 0 时它停在 timeOffset 所指的位置，所以把 timeOffset 设为时长的几分之几，动画就显示到那里；只有这个时间到达动画的终点时，动画才结束，completion 才运行。用 add(to:forMode:) 加入 RunLoop 的 CADisplayLink 每一帧调用一次目标的 selector，参数是它自己（containrepl 的屏幕每秒刷新 60 次：duration 是 1/60 秒，timestamp 是这一帧的时间），直到 invalidate() 或 remove(from:forMode:)。:clock auto 像运行重复的定时器那样运行它（触发同样多次后停下），:tick 让它继续运行。",
      basis: (
        "Documented: CAMediaTiming's speed maps the parent's time to the receiver's local time (at 2.0 local time runs twice as fast), timeOffset is an additional offset in active local time, and beginTime the receiver's begin time relative to its parent; CACurrentMediaTime() gives the absolute time. Apple's Q&A on pausing the animations of a layer tree pauses a layer with speed 0 and timeOffset set to its local time, and resumes it with speed 1, timeOffset 0 and beginTime set to the time passed since the pause. A CADisplayLink added to a run loop has the system call the selector on its target whenever the screen's contents are about to update; its timestamp is the time of the last frame shown and its duration the time between frames. That a held animation ends when its layer's time reaches its end, and that the first frame comes one frame after add(to:forMode:), are inferred.",
        "有文档：CAMediaTiming 的 speed 把父对象的时间映射为接收者的本地时间（为 2.0 时本地时间走得快一倍），timeOffset 是在活动本地时间上再加的偏移，beginTime 是接收者相对于父对象的开始时间；CACurrentMediaTime() 给出绝对时间。Apple 关于暂停图层树动画的问答用 speed 为 0、timeOffset 设为图层本地时间来暂停图层，用 speed 为 1、timeOffset 为 0、beginTime 设为暂停以来经过的时间来恢复。加入 RunLoop 的 CADisplayLink 在屏幕内容即将更新时由系统调用目标的 selector；它的 timestamp 是上一帧显示的时间，duration 是两帧之间的时间。被停住的动画在图层时间到达终点时结束，以及第一帧在 add(to:forMode:) 之后过一帧才运行，这两点是推断的。"
      )),
  ]
}
