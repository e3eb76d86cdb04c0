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
      "L.3", .inferred, ["S48", "S44"],
      "A stack view lays out its arranged subviews along its axis in its layout pass, with its spacing and alignment; containrepl's views have no intrinsic size, so .fill shares the length equally and .fillProportionally by the current lengths.",
      "UIStackView 在布局时沿自己的轴排列 arrangedSubviews，按 spacing 和 alignment 摆放；containrepl 里的视图没有固有尺寸，所以 .fill 平均分配长度，.fillProportionally 按当前长度的比例分配。",
      basis: (
        "Apple documents the distributions. In UIKit 26.1, -[_UIOrderedLayoutArrangement _setUpDimensionConstraintForItem:referenceItem:atIndex:] relates the arranged views' lengths only for .fillEqually and .fillProportionally, so with .fill views of no intrinsic size are left ambiguous along the axis; and -_wantsProportionalDistribution turns .fillProportionally into equal lengths (\"UISV-fill-equally\") when the views' proportional fill lengths add up to no more than the spacing, which for such views they probably do (-[UIView _proportionalFillLengthForOrderedArrangement:relevantParentAxis:] was not read). A device run of a stack view of plain views with each distribution, printing their frames, would settle both.",
        "苹果的文档说明了各种分布方式。在 UIKit 26.1 中，-[_UIOrderedLayoutArrangement _setUpDimensionConstraintForItem:referenceItem:atIndex:] 只在 .fillEqually 和 .fillProportionally 时关联各视图的长度，所以 .fill 时没有固有尺寸的视图沿轴方向是不确定的；而当各视图按比例分配的长度加起来不超过间距时，-_wantsProportionalDistribution 会把 .fillProportionally 变成等长（\"UISV-fill-equally\"），对这样的视图很可能就是如此（没有读到 -[UIView _proportionalFillLengthForOrderedArrangement:relevantParentAxis:]）。在真机上用普通视图组成的 UIStackView 分别试每种分布方式并打印各视图的 frame，即可确认这两点。"
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
      "containrepl 的窗口没有状态栏、主屏幕指示条或各种栏，所以安全区域的 inset 只来自 additionalSafeAreaInsets，内部的视图按所在位置继承；inset 变化后，控制器在下一次布局中收到 viewSafeAreaInsetsDidChange。布局边距是 8 点，控制器根视图的左右边距是 16 点。"
    ),
    entry(
      "L.6", .documented, ["S45", "S72"],
      "bringSubviewToFront and sendSubviewToBack do nothing for a view that is not a subview. A scroll view's contentOffset is its bounds origin: changing it moves the content on screen (animated, over 0.3 s: rule L.6c) while the subviews' frames stay where they are. A transform changes what is drawn, not the frame UIKit lays out.",
      "对不是子视图的视图调用 bringSubviewToFront 和 sendSubviewToBack 什么也不做。UIScrollView 的 contentOffset 就是它 bounds 的原点：改变它会让内容在屏幕上移动（带动画时用 0.3 秒，见 L.6c），而子视图的 frame 保持不变。transform 改变的是绘制出来的样子，而不是布局用的 frame。",
      basis: (
        "Apple documents contentOffset as the offset of the content view's origin and the bounds origin as the view's own coordinate origin; the 0.3 s of an animated change is read in UIKit 26.1 (rule L.6c).",
        "苹果的文档说明 contentOffset 是内容原点的偏移，bounds 的原点是视图自身坐标系的原点；带动画改变时的 0.3 秒读自 UIKit 26.1（见 L.6c）。"
      )),
    entry(
      "L.6a", .documented, ["S49", "S73"],
      "Auto Layout in a scroll view: a constraint between an edge of the scroll view and a view inside it pins to the content area (the contentLayoutGuide), whose origin is the scroll view's coordinate origin and whose size is contentSize; a width, height or centre of the scroll view, and any edge against a view outside it, is its frame (the frameLayoutGuide). So constraints decide contentSize, and changing contentOffset moves no subview's frame, only the bounds origin.",
      "在 UIScrollView 中使用 Auto Layout：UIScrollView 的边与它内部的视图之间的约束，约束的是内容区域（contentLayoutGuide），它的原点就是 UIScrollView 自身坐标系的原点，大小就是 contentSize；UIScrollView 的宽、高、中心，以及它的边与外部视图之间的约束，约束的是它的 frame（frameLayoutGuide）。所以 contentSize 由约束决定，改变 contentOffset 不会移动任何子视图的 frame，只改变 bounds 的原点。",
      basis: (
        "Apple's Auto Layout Guide (Working with Scroll Views) says constraints between the scroll view's edges or margins and its content attach to the content area, and those of its height, width or centres to its frame; the UIScrollView reference describes the two layout guides.",
        "苹果的《Auto Layout Guide》中讲 UIScrollView 的一节说明：UIScrollView 的边或边距与其内容之间的约束连接到内容区域，它的高、宽或中心的约束连接到它的 frame；UIScrollView 的参考文档描述了这两个布局指南。"
      )),
    entry(
      "L.6b", .documented, ["S74", "S44"],
      "Scrolling in code without animation (setting contentOffset, or setContentOffset(_:animated: false)) sends the scroll view's delegate scrollViewDidScroll(_:) once, inside the call; setting the offset it already has sends nothing. The offset is rounded to the screen's pixels (containrepl: a 2× screen, half points).",
      "在代码里不带动画地滚动（设置 contentOffset，或调用 setContentOffset(_:animated: false)），UIScrollView 的 delegate 会在这次调用之内收到一次 scrollViewDidScroll(_:)；把 contentOffset 设为它已有的值什么也不发。偏移会按屏幕像素取整（containrepl 按 2 倍屏，即半个点）。",
      basis: (
        "Apple's Scroll View Programming Guide describes the single message; UIKit 26.1's -[UIScrollView setContentOffset:] rounds the offset with _roundedProposedContentOffset: and calls setBounds: and _notifyDidScroll only when the rounded offset differs from the bounds origin.",
        "苹果的《Scroll View Programming Guide》说明了这一次回调；UIKit 26.1 的 -[UIScrollView setContentOffset:] 先用 _roundedProposedContentOffset: 取整，只有取整后的偏移与 bounds 原点不同，才调用 setBounds: 和 _notifyDidScroll。"
      )),
    entry(
      "L.6c", .documented, ["S75", "S44"],
      "setContentOffset(_:animated: true), and scrollRectToVisible(_:animated: true) when it scrolls, move contentOffset frame by frame over 0.3 s: each frame sets contentOffset, so the delegate hears scrollViewDidScroll(_:) every frame and contentOffset reads the value shown; after the last frame the delegate hears scrollViewDidEndScrollingAnimation(_:). Asking for the offset the scroll view already has starts nothing. Scrolling again, animated or not, or dragging, stops the running scroll without that message. containrepl draws 60 frames a second on an ease-in-out curve.",
      "setContentOffset(_:animated: true)，以及需要滚动时的 scrollRectToVisible(_:animated: true)，会在 0.3 秒内逐帧移动 contentOffset：每一帧都设置一次 contentOffset，所以 delegate 每帧都收到 scrollViewDidScroll(_:)，读取 contentOffset 得到的是当前显示的值；最后一帧之后，delegate 收到 scrollViewDidEndScrollingAnimation(_:)。要求滚到它已有的偏移什么也不启动。再次滚动（带不带动画都一样）或拖动，会停下正在进行的滚动，不发那条结束消息。containrepl 每秒画 60 帧，用缓入缓出曲线。",
      basis: (
        "Apple documents scrollViewDidEndScrollingAnimation(_:) as sent at the end of setContentOffset(_:animated:) and scrollRectToVisible(_:animated:) only when animated; UIKit 26.1's -[UIScrollView initWithFrame:] sets the 0.3 s _contentOffsetAnimationDuration. The frame rate, the curve, nothing sent for an offset it already has, and no end message for a stopped scroll are containrepl's inferences: a device log of two animated scrolls in a row, printing each delegate message, would settle the last two.",
        "苹果的文档说明 scrollViewDidEndScrollingAnimation(_:) 只在带动画的 setContentOffset(_:animated:) 和 scrollRectToVisible(_:animated:) 结束时发送；UIKit 26.1 的 -[UIScrollView initWithFrame:] 把 _contentOffsetAnimationDuration 设为 0.3 秒。帧率、曲线、滚到已有偏移时什么也不发、被停下的滚动不发结束消息，这些是 containrepl 的推断：在真机上连续做两次带动画的滚动并打印每条 delegate 消息，即可确认后两点。"
      )),
    entry(
      "L.6d", .binary, ["S44", "S76"],
      "scrollRectToVisible(_:animated:) cuts the rectangle to the content (0, 0, contentSize); when nothing is left, or the visible bounds already contain it, nothing happens. Otherwise it scrolls by the least move that shows it: on each axis to the rectangle's start when it begins before the visible part, to its end when it ends at or past the visible end. While an animated scroll runs, it only changes where that scroll is going.",
      "scrollRectToVisible(_:animated:) 先把矩形裁到内容范围 (0, 0, contentSize) 之内；裁完什么也不剩，或者可见的 bounds 已经包含它，就什么也不做。否则以最小的移动让它显示出来：在每个方向上，矩形在可见部分之前开始就滚到它的起点，在可见部分的末端或之后结束就滚到它的终点。如果带动画的滚动正在进行，它只改变那次滚动的目标。",
      basis: (
        "Read in UIKit 26.1's -[UIScrollView scrollRectToVisible:animated:] (CGRectIntersection with the content, CGRectContainsRect with the bounds, the running animation's target) and -[UIScrollView _contentOffsetForScrollingToRect:]; Apple documents the method.",
        "读自 UIKit 26.1 的 -[UIScrollView scrollRectToVisible:animated:]（与内容求 CGRectIntersection、与 bounds 做 CGRectContainsRect、改正在进行的动画的目标）和 -[UIScrollView _contentOffsetForScrollingToRect:]；苹果的文档说明了这个方法。"
      )),
    entry(
      "L.6e", .binary, ["S44", "S77"],
      "Dragging a scroll view (the shell's :pan on it): the delegate hears scrollViewWillBeginDragging(_:), scrollViewDidScroll(_:) as the content follows the finger (stopping at the content's edges in containrepl), then as the finger lifts scrollViewWillEndDragging(_:withVelocity:targetContentOffset:) with the velocity in points per millisecond, against the finger, and scrollViewDidEndDragging(_:willDecelerate:). When the content will not rest where the finger left it, scrollViewWillBeginDecelerating(_:) follows, then scrollViewDidScroll(_:) every frame while it slows, then scrollViewDidEndDecelerating(_:). It rests velocity × 0.998 / (1 − 0.998) further on, within the content; with isPagingEnabled, on the next page in the direction of a velocity faster than 0.3 points per millisecond, otherwise on the nearest page, pulled there by a damped spring. A scroll view whose content fits does not drag; one that leaves the window stops decelerating without a message, and so, in containrepl, does one scrolled in code.",
      "拖动 UIScrollView（在沙盒里对它用 :pan）：delegate 先收到 scrollViewWillBeginDragging(_:)，内容跟着手指移动时收到 scrollViewDidScroll(_:)（containrepl 在内容边缘停住），手指抬起时收到 scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)，速度以点每毫秒计、方向与手指相反，然后是 scrollViewDidEndDragging(_:willDecelerate:)。如果内容不会停在手指离开的位置，接着收到 scrollViewWillBeginDecelerating(_:)，减速过程中每帧收到 scrollViewDidScroll(_:)，最后收到 scrollViewDidEndDecelerating(_:)。它停在再往前 速度 × 0.998 / (1 − 0.998) 的地方，不超出内容；isPagingEnabled 时，速度超过每毫秒 0.3 点就停在速度方向的下一页，否则停在最近的一页，由一个有阻尼的弹簧拉过去。内容放得下的 UIScrollView 拖不动；离开窗口的 UIScrollView 停止减速，不发任何消息；在 containrepl 里，在代码中滚动它也是这样。",
      basis: (
        "Read in UIKit 26.1: -[UIScrollView _updatePanGesture] sends _scrollViewWillBeginDragging when the pan begins and keeps an axis that cannot scroll at zero velocity; -[UIScrollView _startTimer:] sends scrollViewWillBeginDecelerating:; the 0.998 rate is the decelerationFactor -[UIScrollView initWithFrame:] sets and -[UIScrollView _getStandardDecelerationOffset:…] applies every millisecond; the page and the 0.3 threshold are -[UIScrollView _prepareToPageWithHorizontalVelocity:…], the spring -[UIScrollView _getPagingDecelerationOffset:forTimeInterval:]; -[UIScrollView _didMoveFromWindow:toWindow:] stops scrolling without notifying. Apple documents the delegate messages. Approximate in containrepl: the finger moves in one step, the content stops at its edges instead of bouncing, scrolling in code ends a deceleration silently (a device log of setContentOffset during a deceleration would settle it), and the method with targetContentOffset is not called (containrepl has no pointers; a note says so).",
        "读自 UIKit 26.1：-[UIScrollView _updatePanGesture] 在拖动开始时调用 _scrollViewWillBeginDragging，并让不能滚动的方向速度为零；-[UIScrollView _startTimer:] 发送 scrollViewWillBeginDecelerating:；0.998 是 -[UIScrollView initWithFrame:] 设置、-[UIScrollView _getStandardDecelerationOffset:…] 每毫秒使用的 decelerationFactor；页的选择和 0.3 的阈值来自 -[UIScrollView _prepareToPageWithHorizontalVelocity:…]，弹簧来自 -[UIScrollView _getPagingDecelerationOffset:forTimeInterval:]；-[UIScrollView _didMoveFromWindow:toWindow:] 停止滚动而不通知。苹果的文档说明了这些 delegate 消息。containrepl 中近似的部分：手指一步移到位，内容在边缘停住而不回弹，在代码中滚动会悄无声息地结束减速（在真机上减速时调用 setContentOffset 得到日志即可确认），带 targetContentOffset 的方法不会被调用（containrepl 没有指针，会有一条提示说明）。"
      )),
    entry(
      "L.6f", .inferred, ["S87"],
      "A scroll view's isTracking, isDragging and isDecelerating follow the finger. During a drag (:pan) isTracking and isDragging are true from scrollViewWillBeginDragging(_:) on, through the scrollViewDidScroll(_:) the finger causes; as the finger lifts isTracking turns false, while isDragging stays true through scrollViewDidEndDragging(_:willDecelerate:). isDecelerating is true while the content slows down on its own, in the scrollViewDidScroll(_:) of every frame but the last. Scrolling in code leaves all three false.",
      "UIScrollView 的 isTracking、isDragging 和 isDecelerating 随手指变化。拖动时（:pan），从 scrollViewWillBeginDragging(_:) 起，包括手指引起的 scrollViewDidScroll(_:)，isTracking 和 isDragging 都为 true；手指抬起时 isTracking 变为 false，而 isDragging 一直为 true，直到 scrollViewDidEndDragging(_:willDecelerate:) 之后。内容自己减速的过程中 isDecelerating 为 true，除最后一帧外每一帧的 scrollViewDidScroll(_:) 里都是如此。在代码中滚动时三者都是 false。",
      basis: (
        "Apple documents what each property means: the user has touched the content, has begun scrolling it, and the content is still moving after the finger lifted. At which delegate message each one changes is inferred; a device log printing the three in every UIScrollViewDelegate method during a drag that decelerates would settle it.",
        "苹果的文档说明了每个属性的含义：用户已经触摸内容、已经开始滚动内容、手指抬起后内容仍在移动。每个属性在哪一条 delegate 消息处改变是推断的；在真机上拖动到会减速，并在每个 UIScrollViewDelegate 方法里打印这三个属性，得到日志即可确认。"
      )),
    entry(
      "G.1", .documented, ["S78"],
      ":tap on a control is a finger down and up inside it: the control sends the actions of .touchDown, then those of .touchUpInside. :tap on a view with tap gesture recognizers runs each enabled one's actions once, in the recognized (ended) state.",
      "对控件 :tap，相当于手指在它里面按下再抬起：控件先发送 .touchDown 的动作，再发送 .touchUpInside 的动作。对带有轻点手势识别器的视图 :tap，每个启用的识别器在已识别（ended）状态下执行一次动作。",
      basis: (
        "Apple documents the control events of a touch (down, then up inside) and a tap as a discrete gesture; that :tap is such a touch is containrepl's finger.",
        "苹果的文档说明了一次触摸的控件事件（先按下，再在内部抬起），以及轻点是离散手势；:tap 就是这样一次触摸，这是 containrepl 模拟的手指。"
      )),
    entry(
      "G.3", .documented, ["S92", "S93", "S94"],
      "A touch reaches a view only through UIKit's hit-testing, which passes over a view whose isUserInteractionEnabled is false, that is hidden, or whose alpha is below 0.01, and over every view inside it. UILabel and UIImageView start with isUserInteractionEnabled false, so :tap or :pan on a label or an image view reaches none of its gesture recognizers until it is set to true.",
      "触摸只能经由 UIKit 的命中测试到达视图；命中测试会跳过 isUserInteractionEnabled 为 false、隐藏、或 alpha 小于 0.01 的视图，以及它里面的所有视图。UILabel 和 UIImageView 的 isUserInteractionEnabled 初始为 false，所以在设为 true 之前，对 UILabel 或 UIImageView 做 :tap 或 :pan，都到达不了它的任何手势识别器。",
      basis: (
        "Apple documents that hitTest(_:with:) ignores such views and the two classes' initial isUserInteractionEnabled. containrepl's finger touches only the view named: where UIKit would hand the touch to a view behind it or to a superview's recognizers, here it reaches nothing.",
        "苹果的文档说明了 hitTest(_:with:) 会忽略这样的视图，也说明了这两个类的 isUserInteractionEnabled 初始值。containrepl 的手指只触摸所指定的视图：UIKit 会把触摸交给它后面的视图或父视图的识别器时，这里什么也收不到。"
      )),
    entry(
      "G.2", .documented, ["S79"],
      ":pan VIEW DX DY moves a finger by (DX, DY) over half a second at a steady speed: each enabled pan gesture recognizer's actions run in the began state (translation zero), then changed and ended with translation (DX, DY), and velocity(in:) is the distance over half a second in points per second. On a scroll view the same finger drags the content (rule L.6e).",
      ":pan VIEW DX DY 让手指以匀速在半秒内移动 (DX, DY)：每个启用的拖动手势识别器先在 began 状态（translation 为零）执行动作，再在 changed 和 ended 状态下执行，translation 为 (DX, DY)；velocity(in:) 是距离除以半秒，单位是点每秒。对 UIScrollView，同一根手指会拖动它的内容（见 L.6e）。",
      basis: (
        "Apple documents the pan's states (began once the finger has moved enough, changed while it moves, ended when it lifts) and velocity(in:) in points per second; a real finger speeds up and slows down, so the steady half-second move and the one changed step are containrepl's approximation of a finger.",
        "苹果的文档说明了拖动手势的状态（手指移动足够远时 began，移动时 changed，抬起时 ended）以及以点每秒计的 velocity(in:)；真实的手指会加速和减速，所以半秒匀速移动、只有一次 changed，是 containrepl 对手指的近似。"
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
      "translatesAutoresizingMaskIntoConstraints 为 true 的视图，通过 UIKit 按它的 autoresizingMask 生成的约束（NSAutoresizingMaskLayoutConstraint）保持自己的 frame。作用在这个视图上、与它的 frame 矛盾的必需约束，会在布局时被打破，并打印 'Unable to simultaneously satisfy constraints' 信息，列出这些由 autoresizingMask 生成的约束（h=--& v=--& 描述 mask）和被打破的那条约束。",
      basis: (
        "Published device logs show the message listing NSAutoresizingMaskLayoutConstraint entries; containrepl lists those of the views the broken constraint names, for the axes it touches, not every constraint in the conflict.",
        "公开的设备日志显示该信息会列出 NSAutoresizingMaskLayoutConstraint；containrepl 只列出被打破的约束涉及的视图在相关方向上的 由 autoresizingMask 生成的约束，而不是冲突中的全部约束。"
      )),
    entry(
      "P.1", .loggedBinary, ["S52", "S53", "S33", "S128", "S44"],
      "present(_:animated:completion:) full screen: the presenter hears viewWillDisappear, the presented controller loads and hears viewWillAppear; when the transition ends UIKit takes the presenter's view out of the window, then the presented one hears viewDidAppear and the presenter viewDidDisappear (in both the presenter's view.window is already nil), then the completion runs. dismiss reverses it, the presenter's view back in place; dismissing a controller that presents others takes them too, the top one animating. The presenter's children follow it by forwarding.",
      "全屏方式的 present(_:animated:completion:)：发起 present 的控制器收到 viewWillDisappear，被 present 的控制器加载视图并收到 viewWillAppear；转场结束时，UIKit 先把 发起 present 的控制器的视图移出窗口，然后被 present 的控制器收到 viewDidAppear，发起 present 的控制器收到 viewDidDisappear（在这两个回调里，发起 present 的控制器的 view.window 已经是 nil），然后执行 completion 块。dismiss 正好相反，并把 发起 present 的控制器的视图放回原处；dismiss 一个又 present 了别的控制器的控制器时，它们一起离开，只有最上面的那个有动画。发起 present 的控制器的子控制器通过转发跟着它一起变化。",
      basis: (
        "Apple documents that full-screen presentation removes the presenter's views after the transition; a published iOS 13+ log shows the order of the four callbacks when presenting; the dismissal order is the mirror image (inferred). The presenter's view leaves before both did-callbacks, as with a presentation controller of your own that removes it (CT.23): a presentation that covers the presenter answers true to shouldRemovePresentersView, and, read in UIKit 26.1, the first block -[UIPresentationController transitionDidFinish:] runs calls _presentationTransitionDidEnd: and then removes the presenting controller's view, before the block that ends the appearance transitions.",
        "苹果的文档说明全屏 present 在转场结束后移除 发起 present 的控制器的视图；一份公开的 iOS 13+ 日志给出了 present 时四个回调的顺序；dismiss 的顺序是镜像（推断）。发起 present 的控制器的视图在两个 did 回调之前离开，和你自己的、会移除它的呈现控制器一样（见 CT.23）：盖住发起者的呈现对 shouldRemovePresentersView 回答 true；读自 UIKit 26.1：-[UIPresentationController transitionDidFinish:] 最先运行的块调用 _presentationTransitionDidEnd:，然后移除发起 present 的控制器的视图，这发生在结束出现与消失过程的块之前。"
      )),
    entry(
      "P.2", .logged, ["S53", "S54"],
      "On an iPhone-width screen from iOS 13, .automatic, .pageSheet and .formSheet present a card over the presenter: the presenter's view stays and it hears no appearance callbacks, on presenting or on dismissing. Before iOS 13 those styles adapt to full screen. .overFullScreen and .overCurrentContext also leave the presenter without callbacks.",
      "在 iPhone 宽度的屏幕上，从 iOS 13 起，.automatic、.pageSheet 和 .formSheet 以卡片形式覆盖在 发起 present 的控制器上：它的视图保留，present 和 dismiss 时都收不到出现与消失回调。iOS 13 以前，这些样式会适配成全屏。.overFullScreen 和 .overCurrentContext 同样不会给 发起 present 的控制器发回调。"
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
    entry(
      "I.1", .documented, ["S120", "S121", "S122"],
      "UIView's designated initialiser is init(frame:) and UIViewController's is init(nibName:bundle:). A plain init (or new, or T() in Swift) sends the designated initialiser to the object itself, with a zero frame or with nil and nil, so a subclass that overrides the designated initialiser runs its override whichever way it is made.",
      "UIView 的指定初始化方法是 init(frame:)，UIViewController 的是 init(nibName:bundle:)。普通的 init（以及 new，或 Swift 里的 T()）会向对象自己发送指定初始化方法，传入零 frame，或两个 nil；所以子类重写了指定初始化方法，无论用哪种方式创建，重写的方法都会执行。",
      basis: (
        "Apple documents both designated initialisers, and Objective-C's convention that every other initialiser of a class reaches the designated one through a message to self; Big Nerd Ranch's iOS Programming shows init arriving at an override of initWithNibName:bundle: with nil for both arguments.",
        "苹果的文档说明了这两个指定初始化方法，也说明了 Objective-C 的约定：一个类的其他初始化方法都通过发给 self 的消息到达指定初始化方法；Big Nerd Ranch 的《iOS Programming》演示了 init 到达重写的 initWithNibName:bundle:，两个参数都是 nil。"
      )),
    entry(
      "W.1", .documented, ["S130", "S131"],
      "UIScreen.main is one object. Its bounds are the screen in points, turned with the interface from iOS 8 (always portrait before), and its nativeBounds are its pixels, portrait. containrepl's screen is its window: 320 × 480 points, at a scale of 2.",
      "UIScreen.main 始终是同一个对象。它的 bounds 是以点为单位的屏幕，从 iOS 8 起随界面方向旋转（之前总是竖屏）；nativeBounds 是竖屏时的像素。containrepl 的屏幕就是它的窗口：320 × 480 点，scale 为 2。"
    ),
    entry(
      "W.2", .logged, ["S132", "S133"],
      "A window made in code shows nothing until it is made visible: setting its rootViewController keeps the controller without loading its view, and makeKeyAndVisible() loads the root's view and puts it in the window, which sends viewWillAppear and viewDidAppear. containrepl shows one window, so a window of your own made key and visible puts its root in the sandbox's window, as assigning window.rootViewController does (7a.4); keyWindow and a view's window stay the sandbox's window.",
      "用代码创建的窗口在变为可见之前什么也不显示：设置它的 rootViewController 只会保存这个控制器，不加载它的视图；makeKeyAndVisible() 才加载根视图控制器的视图并把它放进窗口，这时发出 viewWillAppear 和 viewDidAppear。containrepl 只显示一个窗口，所以你自己的窗口调用 makeKeyAndVisible() 后，它的根视图控制器会放进沙盒的窗口，就像给 window.rootViewController 赋值那样（见 7a.4）；keyWindow 和视图的 window 仍是沙盒的窗口。",
      basis: (
        "Published device stack traces (2015–2019) show a root view controller's viewDidLoad called from -[UIWindow makeKeyAndVisible] → -[UIWindow _setHidden:forced:] → -[UIWindow addRootViewControllerViewIfPossible], in apps that set the root before that call, so the setter had not loaded the view; on a window already visible, -[UIWindow setRootViewController:] itself calls addRootViewControllerViewIfPossible.",
        "公开的设备调用栈（2015–2019）显示，根视图控制器的 viewDidLoad 是从 -[UIWindow makeKeyAndVisible] → -[UIWindow _setHidden:forced:] → -[UIWindow addRootViewControllerViewIfPossible] 调用的，而这些 App 在此之前已经设置了根视图控制器，可见 setter 没有加载视图；对已经可见的窗口，-[UIWindow setRootViewController:] 自己就会调用 addRootViewControllerViewIfPossible。"
      )),
    entry(
      "W.3", .documented, ["S134", "S135"],
      "UIApplication.shared is one object. Its keyWindow (deprecated in iOS 13) is the window most recently made key: in containrepl the sandbox's window, which is also the one window in windows. Its statusBarOrientation (deprecated in iOS 13) is the interface's orientation.",
      "UIApplication.shared 始终是同一个对象。它的 keyWindow（iOS 13 起弃用）是最近成为主窗口的窗口：在 containrepl 里就是沙盒的窗口，它也是 windows 里唯一的窗口。它的 statusBarOrientation（iOS 13 起弃用）就是界面的方向。"
    ),
    entry(
      "W.4", .logged, ["S160", "S161", "S162"],
      "Typed constants the SDK declares without a value have their device values: UIWindow.Level's normal is 0, statusBar 1000 and alert 2000; UIFont.Weight's run from ultraLight -0.8 through thin -0.6, light -0.4, regular 0, medium 0.23, semibold 0.3, bold 0.4 and heavy 0.56 to black 0.62, each a single-precision number widened to CGFloat (bold's rawValue is 0.4000000059604645).",
      "SDK 声明时没有给出值的类型化常量，取设备上的值：UIWindow.Level 的 normal 是 0，statusBar 是 1000，alert 是 2000；UIFont.Weight 从 ultraLight -0.8 起，依次是 thin -0.6、light -0.4、regular 0、medium 0.23、semibold 0.3、bold 0.4、heavy 0.56，直到 black 0.62，每个都是单精度数再转成 CGFloat（bold 的 rawValue 是 0.4000000059604645）。",
      basis: (
        "A 2012 device log prints the three window levels as 0, 1000 and 2000. A printout of the nine named weights gives them as single-precision values (0.23000000417232513 for medium), the Core Text values UIKit's and AppKit's weights share; Apple's documentation gives ultraLight as about -0.8 and black as about 0.62.",
        "2012 年的一份设备日志把三个窗口层级打印为 0、1000 和 2000。一份打印输出给出九个具名字重的值，都是单精度数（medium 是 0.23000000417232513），这是 UIKit 与 AppKit 的字重共用的 Core Text 数值。苹果的文档说 ultraLight 约为 -0.8，black 约为 0.62。"
      )),
    entry(
      "W.5", .logged, ["S173", "S174", "S175", "S176"],
      "kCFCoreFoundationVersionNumber and NSFoundationVersionNumber are the running system's framework versions; containrepl gives those of the .0 release of the simulated iOS version (:ios). Core Foundation's are 675 on iOS 5, 793 on 6, 847.2 on 7, 1140.1 on 8, 1240.1 on 9, 1348 on 10, 1443 on 11, 1556 on 12, 1665.15 on 13, 1751.108 on 14, 1854 on 15 and 1946.102 on 16; Foundation's are 881 on iOS 5, 992 on 6, 1047.2 on 7, 1140.11 on 8 and 1240.1 on 9. No source gives the later ones: Foundation's from iOS 10 takes Core Foundation's number, Core Foundation's on iOS 17 is 2000 and from iOS 18 3000, and a run that reads one of these approximate numbers says so once. The per-release constants the SDK defines (kCFCoreFoundationVersionNumber_iOS_6_1 is 793, NSFoundationVersionNumber_iOS_6_1 993) have their header values, in Objective-C and in Swift.",
      "kCFCoreFoundationVersionNumber 和 NSFoundationVersionNumber 是正在运行的系统的框架版本号；containrepl 给出所模拟的 iOS 版本（:ios）的 .0 版本的值。Core Foundation 的版本号在 iOS 5 上是 675，6 上是 793，7 上是 847.2，8 上是 1140.1，9 上是 1240.1，10 上是 1348，11 上是 1443，12 上是 1556，13 上是 1665.15，14 上是 1751.108，15 上是 1854，16 上是 1946.102；Foundation 的版本号在 iOS 5 上是 881，6 上是 992，7 上是 1047.2，8 上是 1140.11，9 上是 1240.1。更晚的版本号没有来源：从 iOS 10 起 Foundation 的版本号取 Core Foundation 的值，Core Foundation 的版本号在 iOS 17 上取 2000，从 iOS 18 起取 3000；运行中读到这些近似值时，会说明一次。SDK 为每个版本定义的常量（kCFCoreFoundationVersionNumber_iOS_6_1 是 793，NSFoundationVersionNumber_iOS_6_1 是 993）取头文件中的值，Objective-C 和 Swift 都一样。",
      basis: (
        "The iOS 17.0 SDK's CFBase.h and NSObjCRuntime.h define the per-release constants up to iOS 9 (the _x_Max ones 1199 and 1299). Theos's version.h lists Core Foundation's numbers of later releases up to 16.4 (1971). A 2014 article prints both numbers on iOS 6.1.3, 7.1.2 and 8.0.2 devices (993 and 793, 1047.25 and 847.27, 1140.11 and 1140.1), each at or a little above its release's header constant. In 9.0 both numbers are 1240.1, whence the inference for Foundation's later numbers; the values for iOS 17 and later are the lower bounds tweak code checks, not measured numbers.",
        "iOS 17.0 SDK 的 CFBase.h 和 NSObjCRuntime.h 定义了到 iOS 9 为止每个版本的常量（_x_Max 的是 1199 和 1299）。Theos 的 version.h 列出了之后各版本直到 16.4（1971）的 Core Foundation 版本号。2014 年的一篇文章打印了 iOS 6.1.3、7.1.2 和 8.0.2 设备上的这两个值（993 和 793、1047.25 和 847.27、1140.11 和 1140.1），每个都等于或略高于该版本在头文件中的常量。在 9.0 上两个值都是 1240.1，由此推断 Foundation 之后的版本号；iOS 17 及之后的值是插件代码检查时用的下限，不是实测的数值。"
      )),
    entry(
      "W.6", .documented, ["S177", "S178", "S179"],
      "The sandbox's device is a phone: UIDevice.current is one object, and its userInterfaceIdiom, like UI_USER_INTERFACE_IDIOM() (deprecated in iOS 13), is .phone. arc4random() returns a number from 0 to 2^32 - 1 and arc4random_uniform(n) one below n (0 when n is below 2); containrepl draws them from a fixed pseudo-random sequence, so that a run repeats.",
      "沙盒的设备是一部手机：UIDevice.current 始终是同一个对象，它的 userInterfaceIdiom 与 UI_USER_INTERFACE_IDIOM()（iOS 13 起弃用）一样，都是 .phone。arc4random() 返回 0 到 2^32 - 1 之间的数，arc4random_uniform(n) 返回小于 n 的数（n 小于 2 时为 0）；containrepl 从一个固定的伪随机序列中取这些数，所以每次运行结果相同。",
      basis: (
        "Apple's arc4random(3) manual page gives the two functions' ranges. Apple documents userInterfaceIdiom; the SDK's UIDevice.h defines UI_USER_INTERFACE_IDIOM() as an inline function that returns it (or .phone before iOS 3.2), deprecated in iOS 13.0.",
        "苹果的 arc4random(3) 手册页给出了这两个函数的取值范围。苹果的文档说明了 userInterfaceIdiom；SDK 的 UIDevice.h 把 UI_USER_INTERFACE_IDIOM() 定义为返回它的内联函数（iOS 3.2 之前返回 .phone），iOS 13.0 起弃用。"
      )),
    entry(
      "W.7", .documented, ["S182", "S183"],
      "containrepl runs all your code on the main thread, as UIKit's callbacks and the main queue's blocks run in an app: Thread.isMainThread (+[NSThread isMainThread]) is true, Thread.main and Thread.current are one object whose isMainThread is true, and a Thread you make is another thread, which never starts (start() and detaching a thread are not run). performSelectorOnMainThread:withObject:waitUntilDone: sent with YES runs the method at once; with NO the main run loop runs it on a later turn.",
      "containrepl 在主线程上运行你的全部代码，就像 App 里 UIKit 的回调和主队列上的块那样：Thread.isMainThread（+[NSThread isMainThread]）为 true，Thread.main 和 Thread.current 是同一个对象，它的 isMainThread 为 true；你自己创建的 Thread 是另一个线程，它永远不会启动（start() 和分离线程都不会运行）。以 YES 发送 performSelectorOnMainThread:withObject:waitUntilDone: 会立即执行该方法；以 NO 发送时，由主线程的 RunLoop 在之后的某一轮执行它。"
    ),
    entry(
      "W.8", .documented, ["S194", "S195"],
      "A C function or Objective-C method declared with ... (void Log(NSString *format, ...), - (void)log:(NSString *)format, ...) takes any number of arguments after its named ones. In its body va_start(list, last) makes the va_list list hold them, each va_arg(list, type) reads the next, va_copy(copy, list) copies the list where it stands and va_end(list) ends it; NSLogv, vprintf and -initWithFormat:arguments: format with the arguments the list still holds. va_start in a function or block without ... is clang's error \"'va_start' used in function with fixed args\", and va_start naming another than the last named parameter its warning \"second parameter of 'va_start' not last named argument\". Reading past the last argument is undefined in C and is not simulated.",
      "用 ... 声明的 C 函数或 Objective-C 方法（void Log(NSString *format, ...)、- (void)log:(NSString *)format, ...）在具名参数之后可以接受任意多个实参。在函数体中，va_start(list, last) 让 va_list 类型的 list 持有这些实参，每次 va_arg(list, type) 读取下一个，va_copy(copy, list) 复制 list 当前的位置，va_end(list) 结束它；NSLogv、vprintf() 和 -initWithFormat:arguments: 用 list 中尚未读取的实参进行格式化。在没有 ... 的函数或块中使用 va_start 是编译错误；va_start 指名的不是最后一个具名参数时，编译器给出 -Wvarargs 警告。读取超过最后一个实参在 C 中是未定义行为，containrepl 不模拟它。"
    ),
  ]
}
