extension RuleCatalog {
  /// The published sources the rules cite, by number.
  public static let sources: [String: RuleSource] = {
    let list: [(String, String, String)] = [
      (
        "S1", "Apple, addChild(_:)",
        "https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)"
      ),
      (
        "S2", "Apple, willMove(toParent:)",
        "https://developer.apple.com/documentation/uikit/uiviewcontroller/willmove(toparent:)"
      ),
      (
        "S3", "Apple, didMove(toParent:)",
        "https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)"
      ),
      (
        "S4", "Apple, transition(from:to:duration:options:animations:completion:)",
        "https://developer.apple.com/documentation/uikit/uiviewcontroller/transition(from:to:duration:options:animations:completion:)"
      ),
      (
        "S5", "Apple, beginAppearanceTransition(_:animated:)",
        "https://developer.apple.com/documentation/uikit/uiviewcontroller/beginappearancetransition(_:animated:)"
      ),
      (
        "S7", "Apple, shouldAutomaticallyForwardAppearanceMethods",
        "https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldautomaticallyforwardappearancemethods"
      ),
      (
        "S8", "Apple, hierarchyInconsistencyException",
        "https://developer.apple.com/documentation/uikit/uiviewcontroller/1621513-hierarchyinconsistencyexception"
      ),
      (
        "S9", "Apple, viewWillAppear(_:)",
        "https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:)"
      ),
      (
        "S10", "Apple, viewIsAppearing(_:)",
        "https://developer.apple.com/documentation/uikit/uiviewcontroller/viewisappearing(_:)"
      ),
      ("S11", "UIKit SDK header UIViewController.h", "https://gist.github.com/peterfriese/1410770"),
      (
        "S12", "Apple, View Controller Programming Guide: Implementing a Container View Controller",
        "https://developer.apple.com/library/archive/featuredarticles/ViewControllerPGforiPhoneOS/ImplementingaContainerViewController.html"
      ),
      (
        "S13", "objc.io issue 1, View Controller Containment",
        "https://www.objc.io/issues/1-view-controllers/containment-view-controller/"
      ),
      (
        "S14", "Ling Wang, The Inconsistent Order of View Transition Events",
        "https://wangling.me/2014/02/the-inconsistent-order-of-view-transition-events.html"
      ),
      (
        "S15", "Douglas Hill, cancelling child appearance transitions",
        "https://douglashill.co/status/1160211814522740737/"
      ),
      (
        "S16", "whackylabs, Simple UIViewController Transitions",
        "https://gist.github.com/chunkyguy/39a8e0c2151e0b13955141544627ec46"
      ),
      (
        "S17", "arm1.ru, UIViewController life-cycle cheat sheet",
        "https://arm1.ru/en/blog/zhiznennyj-tsikl-uiviewcontroller"
      ),
      (
        "S18", "pgzxc, UITabBarController switch log", "https://pgzxc.github.io/posts/efa3afd7.html"
      ),
      ("S19", "Stack Overflow 48653763", "https://stackoverflow.com/questions/48653763"),
      ("S20", "Open Radar 14058168", "https://github.com/lionheart/openradar-mirror/issues/13725"),
      (
        "S21", "LNPopupController #521; pocket-casts-ios #599",
        "https://github.com/LeoNatan/LNPopupController/issues/521"
      ),
      (
        "S22", "Apple Developer Forums thread 52937",
        "https://forums.developer.apple.com/forums/thread/52937"
      ),
      (
        "S23", "iriphon.com, UIViewControllerHierarchyInconsistency",
        "http://www.iriphon.com/2012/03/31/"
      ),
      (
        "S24", "Adrian Schönig, Custom transitions for pushing container view controllers",
        "https://adrian.schoenig.me/blog/2015/08/05/custom-transitions-for-pushing-container-view-controllers/"
      ),
      ("S25", "Stack Overflow 9088465", "http://stackoverflow.com/questions/9088465"),
      (
        "S27", "iPhone Development Wiki, UITabBarController",
        "https://iphonedev.wiki/index.php?title=UITabBarController"
      ),
      ("S28", "Jianshu, appearance-method calling rules", "https://www.jianshu.com/p/ad86ca978747"),
      ("S30", "microsoft/WinObjC UIViewController.mm", "https://github.com/microsoft/WinObjC"),
      (
        "S31", "Two reimplementations of transitionFromViewController (iOS-4 backport, Java port)",
        "public code search"
      ),
      (
        "S32", "ivanchan, UIKit-ViewAppear/Disappear",
        "http://ivanchan.github.io/2016/04/27/UIKit-ViewWillAppear.html"
      ),
      (
        "S33", "regularberry, Why isn't viewWillAppear getting called?",
        "https://regularberry.github.io/2019/02/22/why-isnt-viewwillappear-getting-called.html"
      ),
      (
        "S34", "SlideMenuControllerSwift #230",
        "https://github.com/dekatotoro/SlideMenuControllerSwift/issues/230"
      ),
      ("S35", "PopupDialog #112", "https://github.com/Orderella/PopupDialog/issues/112"),
      (
        "S36", "Apple, viewWillTransition(to:with:)",
        "https://developer.apple.com/documentation/uikit/uicontentcontainer/viewwilltransition(to:with:)"
      ),
      ("S37", "readke.com and CSDN push/pop logs", "http://readke.com/c/0Z41505102021.html"),
      (
        "S38", "flowkey/UIKit-cross-platform UIViewController.swift",
        "https://github.com/flowkey/UIKit-cross-platform"
      ),
      (
        "S39", "Apple, tabBarController(_:didSelect:)",
        "https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:didselect:)"
      ),
      (
        "S41", "Apple, Technical Note TN2347: Basic debugging using logging (iOS 7 stack trace)",
        "https://developer.apple.com/library/archive/technotes/tn2347/_index.html"
      ),
      (
        "S42",
        "xiaobotalk, addChildViewController and addSubview call order (2019, iOS 12 call stacks)",
        "https://www.xiaobotalk.com/2019/05/addsubview/"
      ),
      (
        "S43",
        "Published crash logs and exception traces, 2018–2024 (viewDidMoveToWindow:shouldAppearOrDisappear: → _executeAfterAppearanceBlock → _runAfterCACommitDeferredBlocks)",
        "public code search"
      ),
      (
        "S44", "The control flow of UIKit's iOS 26.1 binary, read for facts only",
        "not published here"
      ),
      (
        "S40", "Codemia, Application tried to present modally an active controller",
        "https://codemia.io/knowledge-hub/path/application_tried_to_present_modally_an_active_controller"
      ),
      (
        "S71",
        "Published app code, logs and crash reports quoting UINavigationController's push messages (an iOS 7.1.2 log among them)",
        "public code search"
      ),
      (
        "S72", "Apple, UIScrollView.contentOffset",
        "https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset"
      ),
      (
        "S73", "Apple, UIScrollView.contentLayoutGuide and frameLayoutGuide",
        "https://developer.apple.com/documentation/uikit/uiscrollview/contentlayoutguide"
      ),
      (
        "S74", "Apple, Scroll View Programming Guide for iOS: Scrolling the Scroll View Content",
        "https://developer.apple.com/library/archive/documentation/WindowsViews/Conceptual/UIScrollView_pg/ScrollingViewContent/ScrollingViewContent.html"
      ),
      (
        "S45", "Apple, UIView.autoresizingMask",
        "https://developer.apple.com/documentation/uikit/uiview/autoresizingmask"
      ),
      (
        "S46", "Apple, UIView.setNeedsLayout() and viewWillLayoutSubviews()",
        "https://developer.apple.com/documentation/uikit/uiview/setneedslayout()"
      ),
      (
        "S47", "CodingTour, when layoutSubviews is called",
        "https://codingtour.com/posts/layoutsubview-%E8%B0%83%E7%94%A8%E6%97%B6%E6%9C%BA"
      ),
      (
        "S48", "Apple, UIStackView",
        "https://developer.apple.com/documentation/uikit/uistackview"
      ),
      (
        "S49", "Apple, Auto Layout Guide",
        "https://developer.apple.com/library/archive/documentation/UserExperience/Conceptual/AutolayoutPG/"
      ),
      (
        "S50", "Apple, Auto Layout Guide: Unsatisfiable Layouts",
        "https://developer.apple.com/library/archive/documentation/UserExperience/Conceptual/AutolayoutPG/ConflictingLayouts.html"
      ),
      (
        "S51", "Apple, additionalSafeAreaInsets",
        "https://developer.apple.com/documentation/uikit/uiviewcontroller/additionalsafeareainsets"
      ),
      (
        "S52", "Apple, UIModalPresentationStyle.fullScreen",
        "https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/fullscreen"
      ),
      (
        "S53", "velog, iOS life cycle in a modal (iOS 13+ log)",
        "https://velog.io/@rudin_/iOS-LifeCycle-in-Modal"
      ),
      (
        "S54", "Geoff Hackworth, View Controller Presentation Changes in iOS 13",
        "https://hacknicity.medium.com/view-controller-presentation-changes-in-ios-13-ac8c901ebc4e"
      ),
      (
        "S55", "Apple, definesPresentationContext",
        "https://developer.apple.com/documentation/uikit/uiviewcontroller/definespresentationcontext"
      ),
      (
        "S56", "AdaptySDK-iOS pull request 116 (already presenting, 2025)",
        "https://github.com/adaptyteam/AdaptySDK-iOS/pull/116"
      ),
      (
        "S57", "react-native-doc-viewer pull request 50 (not in the window hierarchy)",
        "https://github.com/philipphecht/react-native-doc-viewer/pull/50"
      ),
      (
        "S58", "SCPageViewController issue 16 (detached view controllers)",
        "https://github.com/stefanceriu/SCPageViewController/issues/16"
      ),
      (
        "S59", "Apple, childForStatusBarStyle",
        "https://developer.apple.com/documentation/uikit/uiviewcontroller/childforstatusbarstyle"
      ),
      (
        "S60", "Apple, preferredContentSizeDidChange(forChildContentContainer:)",
        "https://developer.apple.com/documentation/uikit/uicontentcontainer/preferredcontentsizedidchange(forchildcontentcontainer:)"
      ),
      (
        "S61", "Apple, setViewControllers(_:animated:)",
        "https://developer.apple.com/documentation/uikit/uinavigationcontroller/setviewcontrollers(_:animated:)"
      ),
      (
        "S62", "Apple, UIView.addConstraint(_:) and removeConstraint(_:)",
        "https://developer.apple.com/documentation/uikit/uiview/addconstraint(_:)"
      ),
      (
        "S63", "Stack Overflow, Unable to install constraint on view (NSGenericException log)",
        "https://stackoverflow.com/questions/18883664/trying-to-add-simple-constraint-but-got-this-error-message"
      ),
      (
        "S70",
        "Stack Overflow, when should translatesAutoresizingMaskIntoConstraints be set to true (log with NSAutoresizingMaskLayoutConstraint)",
        "https://stackoverflow.com/questions/47800210/when-should-translatesautoresizingmaskintoconstraints-be-set-to-true"
      ),
      (
        "S64", "Apple, UIView.animate(withDuration:delay:options:animations:completion:)",
        "https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:)"
      ),
      (
        "S65",
        "Apple, UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)",
        "https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:usingspringwithdamping:initialspringvelocity:options:animations:completion:)"
      ),
      (
        "S66", "Apple, UIView.transition(with:duration:options:animations:completion:)",
        "https://developer.apple.com/documentation/uikit/uiview/transition(with:duration:options:animations:completion:)"
      ),
      (
        "S67", "Apple, UIView.transition(from:to:duration:options:completion:)",
        "https://developer.apple.com/documentation/uikit/uiview/transition(from:to:duration:options:completion:)"
      ),
      (
        "S68", "Apple, UIView.AnimationOptions.showHideTransitionViews",
        "https://developer.apple.com/documentation/uikit/uiview/animationoptions/showhidetransitionviews"
      ),
      (
        "S69", "Apple, UIView.performWithoutAnimation(_:)",
        "https://developer.apple.com/documentation/uikit/uiview/performwithoutanimation(_:)"
      ),
      (
        "S75", "Apple, UIScrollViewDelegate.scrollViewDidEndScrollingAnimation(_:)",
        "https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidendscrollinganimation(_:)"
      ),
      (
        "S76", "Apple, UIScrollView.scrollRectToVisible(_:animated:)",
        "https://developer.apple.com/documentation/uikit/uiscrollview/scrollrecttovisible(_:animated:)"
      ),
      (
        "S77", "Apple, UIScrollViewDelegate (responding to dragging and decelerating)",
        "https://developer.apple.com/documentation/uikit/uiscrollviewdelegate"
      ),
      (
        "S78", "Apple, UIControl.Event",
        "https://developer.apple.com/documentation/uikit/uicontrol/event"
      ),
      (
        "S79", "Apple, UIPanGestureRecognizer and velocity(in:)",
        "https://developer.apple.com/documentation/uikit/uipangesturerecognizer"
      ),
      (
        "S90", "Apple, UIPageViewController",
        "https://developer.apple.com/documentation/uikit/uipageviewcontroller"
      ),
      (
        "S91", "Apple, setViewControllers(_:direction:animated:completion:)",
        "https://developer.apple.com/documentation/uikit/uipageviewcontroller/setviewcontrollers(_:direction:animated:completion:)"
      ),
      (
        "S80", "Apple, UIViewControllerContextTransitioning",
        "https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning"
      ),
      (
        "S81", "Apple, navigationController(_:animationControllerFor:from:to:)",
        "https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:animationcontrollerfor:from:to:)"
      ),
      (
        "S82", "Apple, UIPercentDrivenInteractiveTransition",
        "https://developer.apple.com/documentation/uikit/uipercentdriveninteractivetransition"
      ),
      (
        "S83", "Apple, completeTransition(_:)",
        "https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/completetransition(_:)"
      ),
      (
        "S85",
        "Citrrus/MBContactPicker issue 48, a device stack trace through _startCustomTransition:",
        "https://github.com/Citrrus/MBContactPicker/issues/48"
      ),
      (
        "S86",
        "NightwindDev/Tweak-Tutorial, crash logs: an iOS device backtrace through -[UIWindow setRootViewController:]",
        "https://github.com/NightwindDev/Tweak-Tutorial/blob/a8c9ba71d0a1b12f27f69974147100fdd93128b3/crashlogs.md"
      ),
      (
        "S87", "Apple, UIScrollView.isTracking, isDragging and isDecelerating",
        "https://developer.apple.com/documentation/uikit/uiscrollview/isdragging"
      ),
      (
        "S88",
        "benzado, Leaking views when changing rootViewController inside transitionWithView (Stack Overflow, 2014: the presented view stays in the window)",
        "https://stackoverflow.com/questions/26763020"
      ),
      (
        "S89",
        "Dragos Dobrean, UIWindow, rootViewController, visual artifacts and leaks (2018: the old root's presented view still visible)",
        "http://dobrean.ro/uiwindow-rootviewcontroller-visual-artifacts-and-leaks/"
      ),
      (
        "S92", "Apple, hitTest(_:with:)",
        "https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:)"
      ),
      (
        "S93", "Apple, UILabel isUserInteractionEnabled",
        "https://developer.apple.com/documentation/uikit/uilabel/isuserinteractionenabled"
      ),
      (
        "S94", "Apple, UIImageView isUserInteractionEnabled",
        "https://developer.apple.com/documentation/uikit/uiimageview/isuserinteractionenabled"
      ),
      (
        "S120", "Apple, UIViewController init(nibName:bundle:)",
        "https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)"
      ),
      (
        "S121", "Apple, Cocoa Core Competencies: multiple initializers, the designated initializer",
        "https://developer.apple.com/library/archive/documentation/General/Conceptual/DevPedia-CocoaCore/MultipleInitializers.html"
      ),
      (
        "S122", "Big Nerd Ranch, iOS Programming, UIViewController initializers",
        "https://www.oreilly.com/library/view/ios-programming-the/9780133491876/ch06s04.html"
      ),
      (
        "S123", "Apple, UIViewController.transitionCoordinator",
        "https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator"
      ),
      (
        "S124", "Apple, UIViewControllerTransitionCoordinator",
        "https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator"
      ),
      (
        "S125", "Apple, animate(alongsideTransition:completion:)",
        "https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:)"
      ),
      (
        "S126", "Apple, notifyWhenInteractionChanges(_:)",
        "https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/notifywheninteractionchanges(_:)"
      ),
      (
        "S127", "Apple, tabBarController(_:animationControllerForTransitionFrom:to:)",
        "https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:animationcontrollerfortransitionfrom:to:)"
      ),
      (
        "S128", "Apple, UIPresentationController.shouldRemovePresentersView",
        "https://developer.apple.com/documentation/uikit/uipresentationcontroller/shouldremovepresentersview"
      ),
      (
        "S130", "Apple, UIScreen bounds",
        "https://developer.apple.com/documentation/uikit/uiscreen/bounds"
      ),
      (
        "S131",
        "Apple, UICoordinateSpace (window and screen coordinates follow the interface orientation from iOS 8)",
        "https://developer.apple.com/documentation/uikit/uicoordinatespace"
      ),
      (
        "S132",
        "Published device stack traces of a root view controller's viewDidLoad under -[UIWindow makeKeyAndVisible] and -[UIWindow setRootViewController:] (2015–2019)",
        "public code search"
      ),
      (
        "S133", "Apple, makeKeyAndVisible()",
        "https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible()"
      ),
      (
        "S134", "Apple, UIApplication keyWindow",
        "https://developer.apple.com/documentation/uikit/uiapplication/keywindow"
      ),
      (
        "S135", "Apple, UIApplication statusBarOrientation",
        "https://developer.apple.com/documentation/uikit/uiapplication/statusbarorientation"
      ),
      (
        "S136", "Apple, UIViewControllerTransitioningDelegate",
        "https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate"
      ),
      (
        "S137", "Apple, UIViewControllerContextTransitioning view(forKey:)",
        "https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/view(forkey:)"
      ),
      (
        "S138", "Apple, UIPresentationController",
        "https://developer.apple.com/documentation/uikit/uipresentationcontroller"
      ),
      (
        "S160",
        "A 2012 device log of UIWindowLevelNormal, UIWindowLevelAlert and UIWindowLevelStatusBar (cnblogs, smileEvday)",
        "http://www.cnblogs.com/smileEvday/archive/2012/03/27/2420362.html"
      ),
      (
        "S161",
        "A printout of the nine named font weights' raw values (the Core Text values UIFont.Weight shares with NSFont.Weight)",
        "https://codepudding.com/database/629366.html"
      ),
      (
        "S162", "Apple, UIFontDescriptor.TraitKey weight",
        "https://developer.apple.com/documentation/uikit/uifontdescriptor/traitkey/weight"
      ),
      (
        "S150",
        "Apple, View Controller Programming Guide for iOS: Customizing the Transition Animations",
        "https://developer.apple.com/library/archive/featuredarticles/ViewControllerPGforiPhoneOS/CustomizingtheTransitionAnimations.html"
      ),
      (
        "S151", "Apple, UIViewController presentedViewController",
        "https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller"
      ),
      (
        "S152", "Apple, UIViewController dismiss(animated:completion:)",
        "https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)"
      ),
      (
        "S170", "Apple, UIViewController presentingViewController",
        "https://developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller"
      ),
      (
        "S171", "Apple, UIViewControllerInteractiveTransitioning wantsInteractiveStart",
        "https://developer.apple.com/documentation/uikit/uiviewcontrollerinteractivetransitioning/wantsinteractivestart"
      ),
      (
        "S172", "Apple, UIPercentDrivenInteractiveTransition wantsInteractiveStart",
        "https://developer.apple.com/documentation/uikit/uipercentdriveninteractivetransition/wantsinteractivestart"
      ),
      (
        "S173",
        "Apple, iOS 17.0 SDK, CoreFoundation's CFBase.h (kCFCoreFoundationVersionNumber_iOS_ constants)",
        "https://github.com/itsnebulalol/sdks"
      ),
      (
        "S174",
        "Apple, iOS 17.0 SDK, Foundation's NSObjCRuntime.h (NSFoundationVersionNumber_iOS_ constants)",
        "https://github.com/itsnebulalol/sdks"
      ),
      (
        "S175", "Theos headers, version.h: kCFCoreFoundationVersionNumber of iOS releases to 16.4",
        "https://github.com/theos/headers/blob/master/version.h"
      ),
      (
        "S176",
        "Checking versions: NSFoundationVersionNumber and kCFCoreFoundationVersionNumber printed on iOS 6.1.3, 7.1.2 and 8.0.2 devices (2014)",
        "http://karmeye.com/2014/10/04/version-checking/"
      ),
      (
        "S177", "Apple, Libc arc4random(3) manual page",
        "https://opensource.apple.com/source/Libc/Libc-1244.1.7/gen/FreeBSD/arc4random.3.auto.html"
      ),
      (
        "S178", "Apple, UIDevice userInterfaceIdiom",
        "https://developer.apple.com/documentation/uikit/uidevice/userinterfaceidiom"
      ),
      (
        "S179",
        "Apple, iOS 17.0 SDK, UIKit's UIDevice.h (UI_USER_INTERFACE_IDIOM, deprecated in iOS 13.0)",
        "https://github.com/itsnebulalol/sdks"
      ),
      (
        "S180", "Apple, UIPercentDrivenInteractiveTransition pause()",
        "https://developer.apple.com/documentation/uikit/uipercentdriveninteractivetransition/pause()"
      ),
      (
        "S181", "Apple, UIViewControllerAnimatedTransitioning interruptibleAnimator(using:)",
        "https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning/interruptibleanimator(using:)"
      ),
      (
        "S182", "Apple, Thread isMainThread (the class property and the instance property)",
        "https://developer.apple.com/documentation/foundation/thread/ismainthread-swift.type.property"
      ),
      (
        "S183", "Apple, NSObject performSelector(onMainThread:with:waitUntilDone:)",
        "https://developer.apple.com/documentation/objectivec/nsobject/1414900-performselector"
      ),
      (
        "S184", "Apple, CAMediaTiming (speed, timeOffset, beginTime)",
        "https://developer.apple.com/documentation/quartzcore/camediatiming"
      ),
      (
        "S185", "Apple, CADisplayLink",
        "https://developer.apple.com/documentation/quartzcore/cadisplaylink"
      ),
      (
        "S186", "Apple, Technical Q&A QA1673: How to pause the animation of a layer tree",
        "https://developer.apple.com/library/archive/qa/qa1673/_index.html"
      ),
      (
        "S187", "Apple, UIPresentationController frameOfPresentedViewInContainerView",
        "https://developer.apple.com/documentation/uikit/uipresentationcontroller/frameofpresentedviewincontainerview"
      ),
      (
        "S188", "Apple, UIPresentationController presentationTransitionWillBegin()",
        "https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentationtransitionwillbegin()"
      ),
      (
        "S189",
        "Public decompilation of UIKitCore from iOS 26.1 (23B85): _UIQueuingScrollView, read for facts only",
        "https://github.com/EthanArbuckle/iPhone18-3_26.1_23B85_Restore/blob/main/System/Library/PrivateFrameworks/UIKitCore.framework/UIKitCore/_UIQueuingScrollView.m"
      ),
      (
        "S190",
        "UIKitCore runtime headers (iOS 15.2 and 16.4.1): _UIPageViewControllerContentView.h",
        "https://github.com/akariicafe/Runtime-Headers/blob/main/16.4.1/System/Library/PrivateFrameworks/UIKitCore.framework/UIKitCore/_UIPageViewControllerContentView.h"
      ),
      (
        "S191",
        "UI At Six, Pageboy: UIPageViewController+ScrollView.swift (the scroll view among view.subviews)",
        "https://github.com/uias/Pageboy"
      ),
      (
        "S192", "Apple, UIViewController presentationController",
        "https://developer.apple.com/documentation/uikit/uiviewcontroller/presentationcontroller"
      ),
      (
        "S193", "Apple, UIPresentationController containerViewWillLayoutSubviews()",
        "https://developer.apple.com/documentation/uikit/uipresentationcontroller/containerviewwilllayoutsubviews()"
      ),
      (
        "S194", "cppreference, Variadic functions (va_start, va_arg, va_copy, va_end)",
        "https://en.cppreference.com/w/c/variadic"
      ),
      (
        "S195", "LLVM, clang/test/Sema/varargs.c (clang's diagnostics for va_start)",
        "https://github.com/llvm/llvm-project/blob/main/clang/test/Sema/varargs.c"
      ),
      (
        "S84", "Apple, animationEnded(_:)",
        "https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning/animationended(_:)"
      ),
    ]
    var table: [String: RuleSource] = [:]
    for (id, title, address) in list {
      table[id] = RuleSource(id: id, title: title, address: address)
    }
    return table
  }()
}
