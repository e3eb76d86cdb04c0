import Simulation

/// The unsimulated members of controllers, layers, constraints and Foundation's classes (see
/// `UIKitSurface+Unsimulated.swift`).
extension UIKitSurface {
  static let unsimulatedControllerMembers: [UIKitUnsimulatedMember] =
    members(
      "UIViewController",
      [
        ("show(_:sender:)", "showViewController:sender:"),
        ("setEditing(_:animated:)", "setEditing:animated:"),
        ("performSegue(withIdentifier:sender:)", "performSegueWithIdentifier:sender:"),
        ("prepare(for:sender:)", "prepareForSegue:sender:"),
        (
          "setOverrideTraitCollection(_:forChild:)",
          "setOverrideTraitCollection:forChildViewController:"
        ),
        ("overrideTraitCollection(forChild:)", "overrideTraitCollectionForChildViewController:"),
        (
          "systemLayoutFittingSizeDidChange(forChildContentContainer:)",
          "systemLayoutFittingSizeDidChangeForChildContentContainer:"
        ),
        (
          "size(forChildContentContainer:withParentContainerSize:)",
          "sizeForChildContentContainer:withParentContainerSize:"
        ),
        ("traitCollectionDidChange(_:)", "traitCollectionDidChange:"),
        ("willTransition(to:with:)", "willTransitionToTraitCollection:withTransitionCoordinator:"),
        ("didReceiveMemoryWarning()", "didReceiveMemoryWarning"),
        ("updateViewConstraints()", "updateViewConstraints"),
        (
          "setNeedsUpdateOfHomeIndicatorAutoHidden()", "setNeedsUpdateOfHomeIndicatorAutoHidden"
        ),
        (
          "setNeedsUpdateOfSupportedInterfaceOrientations()",
          "setNeedsUpdateOfSupportedInterfaceOrientations"
        ),
        ("setToolbarItems(_:animated:)", "setToolbarItems:animated:"),
        ("targetViewController(forAction:sender:)", "targetViewControllerForAction:sender:"),
        ("navigationItem", "navigationItem"), ("tabBarItem", "tabBarItem"),
        ("toolbarItems", "toolbarItems"), ("hidesBottomBarWhenPushed", "hidesBottomBarWhenPushed"),
        ("edgesForExtendedLayout", "edgesForExtendedLayout"),
        ("extendedLayoutIncludesOpaqueBars", "extendedLayoutIncludesOpaqueBars"),
        ("isModalInPresentation", "modalInPresentation"),
        ("transitioningDelegate", "transitioningDelegate"),
        (
          "modalPresentationCapturesStatusBarAppearance",
          "modalPresentationCapturesStatusBarAppearance"
        ),
        ("transitionCoordinator", "transitionCoordinator"), ("storyboard", "storyboard"),
        ("isEditing", "editing"), ("presentationController", "presentationController"),
        ("popoverPresentationController", "popoverPresentationController"),
        ("supportedInterfaceOrientations", "supportedInterfaceOrientations"),
        ("prefersHomeIndicatorAutoHidden", "prefersHomeIndicatorAutoHidden"),
        ("overrideUserInterfaceStyle", "overrideUserInterfaceStyle"),
        ("preferredStatusBarUpdateAnimation", "preferredStatusBarUpdateAnimation"),
      ])
    + members(
      "UINavigationController",
      [
        ("setNavigationBarHidden(_:animated:)", "setNavigationBarHidden:animated:"),
        ("setToolbarHidden(_:animated:)", "setToolbarHidden:animated:"),
        ("navigationBar", "navigationBar"), ("isNavigationBarHidden", "navigationBarHidden"),
        ("interactivePopGestureRecognizer", "interactivePopGestureRecognizer"),
        ("delegate", "delegate"), ("toolbar", "toolbar"), ("isToolbarHidden", "toolbarHidden"),
        ("hidesBarsOnSwipe", "hidesBarsOnSwipe"),
      ])
    + members(
      "UITabBarController",
      [
        ("tabBar", "tabBar"), ("delegate", "delegate"),
        ("moreNavigationController", "moreNavigationController"),
        ("customizableViewControllers", "customizableViewControllers"),
      ])
    + members(
      "UISplitViewController",
      [
        ("preferredDisplayMode", "preferredDisplayMode"), ("displayMode", "displayMode"),
        ("isCollapsed", "collapsed"),
      ])
    + members(
      "UIPageViewController",
      [
        (
          "init(transitionStyle:navigationOrientation:options:)",
          "initWithTransitionStyle:navigationOrientation:options:"
        ),
        (
          "setViewControllers(_:direction:animated:completion:)",
          "setViewControllers:direction:animated:completion:"
        ),
        ("viewControllers", "viewControllers"), ("dataSource", "dataSource"),
        ("delegate", "delegate"), ("transitionStyle", "transitionStyle"),
        ("navigationOrientation", "navigationOrientation"), ("spineLocation", "spineLocation"),
        ("isDoubleSided", "doubleSided"), ("gestureRecognizers", "gestureRecognizers"),
      ])

  static let unsimulatedOtherMembers: [UIKitUnsimulatedMember] =
    members(
      "CALayer",
      [
        ("addSublayer(_:)", "addSublayer:"), ("removeFromSuperlayer()", "removeFromSuperlayer"),
        ("insertSublayer(_:at:)", "insertSublayer:atIndex:"),
        ("insertSublayer(_:below:)", "insertSublayer:below:"),
        ("insertSublayer(_:above:)", "insertSublayer:above:"),
        ("add(_:forKey:)", "addAnimation:forKey:"),
        ("removeAllAnimations()", "removeAllAnimations"),
        ("removeAnimation(forKey:)", "removeAnimationForKey:"),
        ("setNeedsDisplay()", "setNeedsDisplay"), ("setAffineTransform(_:)", "setAffineTransform:"),
        ("shadowPath", "shadowPath"), ("zPosition", "zPosition"), ("anchorPoint", "anchorPoint"),
        ("position", "position"), ("transform", "transform"), ("sublayers", "sublayers"),
        ("superlayer", "superlayer"), ("mask", "mask"), ("maskedCorners", "maskedCorners"),
        ("cornerCurve", "cornerCurve"), ("shouldRasterize", "shouldRasterize"),
        ("rasterizationScale", "rasterizationScale"), ("contents", "contents"),
        ("frame", "frame"), ("bounds", "bounds"), ("backgroundColor", "backgroundColor"),
      ])
    + members(
      "NSLayoutConstraint",
      [
        ("firstItem", "firstItem"), ("secondItem", "secondItem"),
        ("firstAttribute", "firstAttribute"), ("secondAttribute", "secondAttribute"),
        ("relation", "relation"), ("firstAnchor", "firstAnchor"), ("secondAnchor", "secondAnchor"),
        (
          "constraints(withVisualFormat:options:metrics:views:)",
          "+constraintsWithVisualFormat:options:metrics:views:"
        ),
      ])
    + members(
      "NSLayoutAnchor",
      [
        (
          "constraint(equalToSystemSpacingAfter:multiplier:)",
          "constraintEqualToSystemSpacingAfterAnchor:multiplier:"
        ),
        ("anchorWithOffset(to:)", "anchorWithOffsetToAnchor:"),
      ])
    + members(
      "UILayoutGuide",
      [
        ("layoutFrame", "layoutFrame"), ("owningView", "owningView"),
        ("identifier", "identifier"),
      ])
    + members(
      "UITraitCollection",
      [
        ("displayScale", "displayScale"),
        ("preferredContentSizeCategory", "preferredContentSizeCategory"),
        ("layoutDirection", "layoutDirection"),
        (
          "hasDifferentColorAppearance(comparedTo:)",
          "hasDifferentColorAppearanceComparedToTraitCollection:"
        ),
      ])
    + members(
      "NotificationCenter",
      [("post(_:)", "postNotification:")])
    + members(
      "UserDefaults",
      [
        ("register(defaults:)", "registerDefaults:"), ("url(forKey:)", "URLForKey:"),
        ("data(forKey:)", "dataForKey:"), ("stringArray(forKey:)", "stringArrayForKey:"),
        ("dictionaryRepresentation()", "dictionaryRepresentation"),
      ])
}
