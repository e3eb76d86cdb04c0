extension RuleCatalog {
  /// The UIKit around containment: views and layout (L), presentation (P), the status bar and
  /// content size (B), navigation stack changes (N).
  static let surfaceRules: [Rule] = [
    entry(
      "L.1", .documented, ["S45"],
      "When a view's bounds change size, each subview follows by its autoresizingMask: along each axis the change is shared by the flexible parts (margins, width or height) in proportion to their sizes. A controller's root view, as loadView makes it, is flexible in width and height.",
      "视图的 bounds 尺寸变化时，每个子视图按自己的 autoresizingMask 跟随：在每个方向上，尺寸的变化按比例分给可变的部分（边距、宽或高）。loadView 创建的控制器根视图，宽和高都是可变的。"
    ),
    entry(
      "L.2", .logged, ["S46", "S47", "S19"],
      "A layout pass at the end of the turn lays out every view in the window that needs it, parents first: a view needs layout when it first shows, when its size changes, when a subview is added or removed, after setNeedsLayout() or a constraint change; layoutIfNeeded() does it at once. A controller hears viewWillLayoutSubviews before its root view lays out its subviews and viewDidLayoutSubviews after.",
      "本轮结束时的布局过程会给窗口里每个需要布局的视图布局，先父后子：视图第一次显示、尺寸变化、加入或移除子视图、调用 setNeedsLayout() 或约束变化之后，都需要布局；layoutIfNeeded() 会立即布局。控制器在它的根视图布局子视图之前收到 viewWillLayoutSubviews，之后收到 viewDidLayoutSubviews。"
    ),
    entry(
      "L.3", .inferred, ["S48"],
      "A stack view lays out its arranged subviews along its axis in its layout pass, with its spacing and alignment; containrepl's views have no intrinsic size, so .fill shares the length equally and .fillProportionally by the current lengths.",
      "UIStackView 在布局时沿自己的轴排列 arrangedSubviews，按 spacing 和 alignment 摆放；containrepl 里的视图没有固有尺寸，所以 .fill 平均分配长度，.fillProportionally 按当前长度的比例分配。",
      basis: (
        "Apple documents the distributions; how .fill shares space among views with no intrinsic size is inferred, and a device run of a stack view of plain views, printing their frames, would settle it.",
        "苹果的文档说明了各种分布方式；.fill 如何在没有固有尺寸的视图之间分配空间是推断的，在真机上用普通视图组成的 UIStackView 打印各视图的 frame 即可确认。"
      )),
    entry(
      "L.4", .documented, ["S49", "S50"],
      "Active constraints set the frames of views whose translatesAutoresizingMaskIntoConstraints is false, in the layout pass: required equalities exactly, then required inequalities, then optional constraints by priority; a required constraint that contradicts the others is broken with UIKit's 'Unable to simultaneously satisfy constraints' message; what stays undetermined keeps its frame. Activating a constraint between views with no common ancestor raises NSGenericException.",
      "在布局过程中，激活的约束决定 translatesAutoresizingMaskIntoConstraints 为 false 的视图的 frame：先精确满足必需的等式约束，再满足必需的不等式，然后按优先级满足可选约束；与其他约束矛盾的必需约束会被打破，并打印 UIKit 的 'Unable to simultaneously satisfy constraints' 信息；无法确定的部分保留原来的 frame。在没有共同祖先的视图之间激活约束会抛出 NSGenericException。",
      basis: (
        "Apple's Auto Layout Guide documents the solving, the priorities and the unsatisfiable-layout message; containrepl solves only linear constraints and breaks the constraint that was activated last among those in conflict.",
        "苹果的《Auto Layout Guide》记录了求解方式、优先级和无法满足时的提示；containrepl 只求解线性约束，冲突时打破其中最后激活的那一条。"
      )),
    entry(
      "L.5", .containrepl, ["S51"],
      "containrepl's window has no status bar, home indicator or bars, so safe-area insets come only from additionalSafeAreaInsets, inherited by the views inside by where they lie; a controller hears viewSafeAreaInsetsDidChange in the layout pass after its insets change. Layout margins are 8 points, 16 left and right for a controller's root view.",
      "containrepl 的窗口没有状态栏、Home 指示条或各种栏，所以安全区域的 inset 只来自 additionalSafeAreaInsets，内部的视图按所在位置继承；inset 变化后，控制器在下一次布局中收到 viewSafeAreaInsetsDidChange。布局边距是 8 点，控制器根视图的左右边距是 16 点。"
    ),
    entry(
      "L.6", .documented, ["S45", "S72"],
      "bringSubviewToFront and sendSubviewToBack do nothing for a view that is not a subview. A scroll view's contentOffset is its bounds origin: changing it moves the content on screen (animated, over 0.3 s in containrepl) while the subviews' frames stay where they are. A transform changes what is drawn, not the frame UIKit lays out.",
      "对不是子视图的视图调用 bringSubviewToFront 和 sendSubviewToBack 什么也不做。UIScrollView 的 contentOffset 就是它 bounds 的原点：改变它会让内容在屏幕上移动（带动画时 containrepl 用 0.3 秒），而子视图的 frame 保持不变。transform 改变的是绘制出来的样子，而不是布局用的 frame。",
      basis: (
        "Apple documents contentOffset as the offset of the content view's origin and the bounds origin as the view's own coordinate origin; the 0.3 s of an animated change is containrepl's choice.",
        "苹果的文档说明 contentOffset 是内容原点的偏移，bounds 的原点是视图自身坐标系的原点；带动画改变时的 0.3 秒是 containrepl 的选择。"
      )),
    entry(
      "L.6a", .documented, ["S49", "S73"],
      "Auto Layout in a scroll view: a constraint between an edge of the scroll view and a view inside it pins to the content area (the contentLayoutGuide), whose origin is the scroll view's coordinate origin and whose size is contentSize; a width, height or centre of the scroll view, and any edge against a view outside it, is its frame (the frameLayoutGuide). So constraints decide contentSize, and changing contentOffset moves no subview's frame, only the bounds origin.",
      "在 UIScrollView 中使用 Auto Layout：UIScrollView 的边与它内部的视图之间的约束，约束的是内容区域（contentLayoutGuide），它的原点就是 UIScrollView 自身坐标系的原点，大小就是 contentSize；UIScrollView 的宽、高、中心，以及它的边与外部视图之间的约束，约束的是它的 frame（frameLayoutGuide）。所以 contentSize 由约束决定，改变 contentOffset 不会移动任何子视图的 frame，只改变 bounds 的原点。",
      basis: (
        "Apple's Auto Layout Guide (Working with Scroll Views) says constraints between the scroll view's edges or margins and its content attach to the content area, and those of its height, width or centres to its frame; the UIScrollView reference describes the two layout guides.",
        "苹果的 Auto Layout Guide 中讲 UIScrollView 的一节说明：UIScrollView 的边或边距与其内容之间的约束连接到内容区域，它的高、宽或中心的约束连接到它的 frame；UIScrollView 的参考文档描述了这两个布局指南。"
      )),
    entry(
      "L.6b", .documented, ["S74"],
      "Scrolling in code without animation (setting contentOffset, or setContentOffset(_:animated: false)) sends the scroll view's delegate scrollViewDidScroll(_:) once, inside the call. With animation UIKit sends a series of scrollViewDidScroll(_:) while the animation runs and scrollViewDidEndScrollingAnimation(_:) when it ends; containrepl does not send those yet.",
      "在代码里不带动画地滚动（设置 contentOffset，或调用 setContentOffset(_:animated: false)），UIScrollView 的 delegate 会在这次调用之内收到一次 scrollViewDidScroll(_:)。带动画时，UIKit 会在动画进行中连续发送 scrollViewDidScroll(_:)，动画结束时发送 scrollViewDidEndScrollingAnimation(_:)；containrepl 目前还不发送这些。",
      basis: (
        "Apple's Scroll View Programming Guide describes the single message without animation and the series with it; that setting the offset it already has sends nothing is inferred.",
        "苹果的 Scroll View Programming Guide 说明了不带动画时只有一次回调、带动画时有一连串回调；把 contentOffset 设为它已有的值时什么也不发，这一点是推断。"
      )),
    entry(
      "L.7", .documented, ["S62", "S63", "S49"],
      "addConstraint(_:) and addConstraints(_:) make the view hold the constraints and activate them; every item must be the view or inside it, or UIKit raises NSGenericException 'Unable to install constraint on view'. removeConstraint(_:) and removeConstraints(_:) deactivate the constraints the view holds and leave the others alone. Activating a constraint makes the nearest common ancestor of its items hold it; view.constraints lists what the view holds.",
      "addConstraint(_:) 和 addConstraints(_:) 让视图持有这些约束并激活它们；约束涉及的每个对象都必须是这个视图本身或它内部的视图，否则 UIKit 抛出 NSGenericException 'Unable to install constraint on view'。removeConstraint(_:) 和 removeConstraints(_:) 停用该视图持有的约束，不是它持有的就不理会。激活约束时，由涉及对象最近的共同祖先持有它；view.constraints 列出视图持有的约束。",
      basis: (
        "Apple documents holding, the iOS 8 equivalence with isActive and that removing a constraint the view does not hold has no effect; the exception text is from published device logs.",
        "苹果的文档说明了持有关系、iOS 8 起与 isActive 的等价，以及移除不是该视图持有的约束没有效果；异常文字取自公开的设备日志。"
      )),
    entry(
      "L.8", .logged, ["S70", "S50"],
      "A view whose translatesAutoresizingMaskIntoConstraints is true keeps its frame through constraints UIKit makes from its autoresizing mask (NSAutoresizingMaskLayoutConstraint). A required constraint on that view that contradicts its frame is broken in the layout pass with the 'Unable to simultaneously satisfy constraints' message, which lists the autoresizing constraints (h=--& v=--& describing the mask) with the one it breaks.",
      "translatesAutoresizingMaskIntoConstraints 为 true 的视图，通过 UIKit 按它的 autoresizingMask 生成的约束（NSAutoresizingMaskLayoutConstraint）保持自己的 frame。作用在这个视图上、与它的 frame 矛盾的必需约束，会在布局时被打破，并打印 'Unable to simultaneously satisfy constraints' 信息，列出这些 autoresizing 约束（h=--& v=--& 描述 mask）和被打破的那条约束。",
      basis: (
        "Published device logs show the message listing NSAutoresizingMaskLayoutConstraint entries; containrepl lists those of the views the broken constraint names, for the axes it touches, not every constraint in the conflict.",
        "公开的设备日志显示该信息会列出 NSAutoresizingMaskLayoutConstraint；containrepl 只列出被打破的约束涉及的视图在相关方向上的 autoresizing 约束，而不是冲突中的全部约束。"
      )),
    entry(
      "P.1", .logged, ["S52", "S53", "S33"],
      "present(_:animated:completion:) full screen: the presenter hears viewWillDisappear, the presented controller loads and hears viewWillAppear; when the transition ends the presented one hears viewDidAppear, UIKit takes the presenter's view out of the window, the presenter hears viewDidDisappear, then the completion runs. dismiss reverses it, the presenter's view back in place; dismissing a controller that presents others takes them too, the top one animating. The presenter's children follow it by forwarding.",
      "全屏方式的 present(_:animated:completion:)：presenting 控制器收到 viewWillDisappear，被 present 的控制器加载视图并收到 viewWillAppear；转场结束时，被 present 的控制器收到 viewDidAppear，UIKit 把 presenting 控制器的视图移出窗口，presenting 控制器收到 viewDidDisappear，然后执行 completion 块。dismiss 正好相反，并把 presenting 控制器的视图放回原处；dismiss 一个又 present 了别的控制器的控制器时，它们一起离开，只有最上面的那个有动画。presenting 控制器的子控制器通过转发跟着它一起变化。",
      basis: (
        "Apple documents that full-screen presentation removes the presenter's views after the transition; a published iOS 13+ log shows the order of the four callbacks when presenting; the dismissal order is the mirror image (inferred).",
        "苹果的文档说明全屏 present 在转场结束后移除 presenting 控制器的视图；一份公开的 iOS 13+ 日志给出了 present 时四个回调的顺序；dismiss 的顺序是镜像（推断）。"
      )),
    entry(
      "P.2", .logged, ["S53", "S54"],
      "On an iPhone-width screen from iOS 13, .automatic, .pageSheet and .formSheet present a card over the presenter: the presenter's view stays and it hears no appearance callbacks, on presenting or on dismissing. Before iOS 13 those styles adapt to full screen. .overFullScreen and .overCurrentContext also leave the presenter without callbacks.",
      "在 iPhone 宽度的屏幕上，从 iOS 13 起，.automatic、.pageSheet 和 .formSheet 以卡片形式覆盖在 presenting 控制器上：它的视图保留，present 和 dismiss 时都收不到出现与消失回调。iOS 13 以前，这些样式会适配成全屏。.overFullScreen 和 .overCurrentContext 同样不会给 presenting 控制器发回调。"
    ),
    entry(
      "P.3", .documented, ["S55"],
      "For .currentContext and .overCurrentContext UIKit walks up from the controller that asked to the first one whose definesPresentationContext is true (else the root), presents over that one's view and makes it presentingViewController; other styles present from the top of the asking controller's tree — the root, or the controller presented there.",
      "对于 .currentContext 和 .overCurrentContext，UIKit 从发起 present 的控制器往上找，找到第一个 definesPresentationContext 为 true 的控制器（找不到就用根视图控制器），覆盖在它的视图上，并把它作为 presentingViewController；其他样式从发起者所在控制器树的顶端 present——也就是根视图控制器，或在那里被 present 的控制器。"
    ),
    entry(
      "P.4", .binary, ["S44"],
      "A presentation or dismissal starts in the layout pass at the end of the turn, like a navigation transition: nothing appears inside the present call itself. Animated, it takes 0.35 s.",
      "present 或 dismiss 和导航转场一样，在本轮结束时的布局过程中才开始：present 调用本身里面不会有任何出现与消失回调。带动画时持续 0.35 秒。",
      basis: (
        "+[UIViewController _scheduleTransition:] runs a presentation's transition after the Core Animation commit while transitions are deferred, as they are outside UIKit's own callbacks; 0.35 s is the duration containrepl gives an animated one.",
        "+[UIViewController _scheduleTransition:] 在转场被推迟时（UIKit 自己的回调之外都是如此）于 Core Animation 提交之后执行 present 的转场；0.35 秒是 containrepl 给带动画转场的时长。"
      )),
    entry(
      "P.5", .logged, ["S56"],
      "Presenting over a controller that already presents another does nothing but log 'Attempt to present … which is already presenting …'; presenting or dismissing while a presentation or dismissal is still under way does nothing but log 'Attempt to present … while a presentation is in progress!' or 'Attempt to dismiss from view controller … while a presentation or dismiss is in progress!'.",
      "在已经 present 了别的控制器的控制器上再 present，什么也不会发生，只打印 'Attempt to present … which is already presenting …'；在 present 或 dismiss 尚未完成时再 present 或 dismiss，同样什么也不会发生，只打印 'Attempt to present … while a presentation is in progress!' 或 'Attempt to dismiss from view controller … while a presentation or dismiss is in progress!'。",
      basis: (
        "The 'already presenting' text is from a 2025 report; the two 'in progress' texts are UIKit's long-standing console warnings, their exact wording not re-checked here.",
        "'already presenting' 的文字取自 2025 年的一份报告；两条 'in progress' 是 UIKit 长期存在的控制台警告，确切措辞这里没有再核对。"
      )),
    entry(
      "8.4", .logged, ["S57"],
      "Presenting from a controller whose view is not in the window presents nothing and logs 'Attempt to present … whose view is not in the window hierarchy'.",
      "从视图不在窗口中的控制器 present，什么也不会 present，只打印 'Attempt to present … whose view is not in the window hierarchy'。"
    ),
    entry(
      "8.5", .logged, ["S40"],
      "Presenting a controller that is already a child, already presented, or the root raises NSInvalidArgumentException 'Application tried to present modally an active controller'.",
      "present 一个已经是子控制器、已经被 present、或者是根视图控制器的控制器，会抛出 NSInvalidArgumentException 'Application tried to present modally an active controller'。"
    ),
    entry(
      "8.9", .logged, ["S58"],
      "Presenting from a controller that is on screen but in no controller tree (no parent, not the root, not presented) logs 'Presenting view controllers on detached view controllers is discouraged', and presents anyway.",
      "从在屏幕上、却不在任何控制器树里的控制器（没有父控制器、不是根、也没有被 present）present，会打印 'Presenting view controllers on detached view controllers is discouraged'，但仍然会 present。"
    ),
    entry(
      "B.1", .documented, ["S59"],
      "setNeedsStatusBarAppearanceUpdate() makes UIKit ask the controller that owns the status bar (the root, or a full-screen controller presented over it) for childForStatusBarStyle and follow each non-nil answer, then ask the last one for preferredStatusBarStyle; prefersStatusBarHidden likewise through childForStatusBarHidden. containrepl asks at once and logs every question with its answer.",
      "调用 setNeedsStatusBarAppearanceUpdate() 后，UIKit 询问负责状态栏的控制器（根视图控制器，或全屏 present 在它上面的控制器）的 childForStatusBarStyle，只要答案不为 nil 就继续往下问，最后问那个控制器的 preferredStatusBarStyle；prefersStatusBarHidden 同样经由 childForStatusBarHidden 询问。containrepl 立即询问，并把每个问题和答案都记在日志里。"
    ),
    entry(
      "B.2", .documented, ["S59"],
      "A container that wants a child to decide the status bar overrides childForStatusBarStyle (and childForStatusBarHidden) to return that child; UIKit's own containers do not by default.",
      "想让子控制器决定状态栏的容器，需要重写 childForStatusBarStyle（以及 childForStatusBarHidden），返回那个子控制器；UIKit 自带的容器默认不这样做。"
    ),
    entry(
      "B.3", .documented, ["S60"],
      "Setting a child's preferredContentSize tells its parent at once: preferredContentSizeDidChange(forChildContentContainer:).",
      "设置子控制器的 preferredContentSize，父控制器会立即收到 preferredContentSizeDidChange(forChildContentContainer:)。"
    ),
    entry(
      "N.1", .documented, ["S61"],
      "setViewControllers(_:animated:) replaces the navigation stack: controllers that leave are removed as popped ones are, new ones join as pushed ones do, and one transition shows the new top; popToViewController(_:animated:) pops everything above the given controller.",
      "setViewControllers(_:animated:) 替换整个导航栈：离开的控制器像被 pop 一样移除，新的控制器像被 push 一样加入，然后用一次转场显示新的栈顶；popToViewController(_:animated:) 把指定控制器之上的全部 pop 掉。"
    ),
  ]
}
