import Simulation

/// The members of UIKit and Foundation that code around containers touches (chosen from real
/// container code) and that containrepl does not simulate: each a Swift name and the
/// Objective-C selector or getter, `+` for a class member.
extension UIKitSurface {
  /// The members of one class.
  static func members(_ owner: String, _ pairs: [(String, String)])
    -> [UIKitUnsimulatedMember]
  {
    pairs.map {
      UIKitUnsimulatedMember(
        owner: owner, swiftName: $0.0, objcName: $0.1, defaulted: defaultedLabels[$0.0] ?? [])
    }
  }

  /// The labels whose parameters have a default value, by Swift name, as Swift imports them:
  /// an option set named `options` defaults to `[]`, a last optional block to `nil`.
  static let defaultedLabels: [String: Set<String>] = [
    "animateKeyframes(withDuration:delay:options:animations:completion:)": [
      "options", "completion",
    ],
    "animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:)": [
      "springDuration", "bounce", "initialSpringVelocity", "delay", "options", "completion",
    ],
    "setViewControllers(_:direction:animated:completion:)": ["completion"],
  ]

  static let unsimulatedViewMembers: [UIKitUnsimulatedMember] =
    members(
      "UIResponder",
      [
        ("becomeFirstResponder()", "becomeFirstResponder"),
        ("resignFirstResponder()", "resignFirstResponder"),
        ("isFirstResponder", "isFirstResponder"), ("next", "nextResponder"),
      ])
    + members(
      "UIView",
      [
        ("addGestureRecognizer(_:)", "addGestureRecognizer:"),
        ("removeGestureRecognizer(_:)", "removeGestureRecognizer:"),
        ("gestureRecognizers", "gestureRecognizers"),
        ("sizeToFit()", "sizeToFit"), ("sizeThatFits(_:)", "sizeThatFits:"),
        ("systemLayoutSizeFitting(_:)", "systemLayoutSizeFittingSize:"),
        (
          "systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)",
          "systemLayoutSizeFittingSize:withHorizontalFittingPriority:verticalFittingPriority:"
        ),
        ("convert(_:to:)", "convertPoint:toView:"), ("convert(_:to:)", "convertRect:toView:"),
        ("convert(_:from:)", "convertPoint:fromView:"),
        ("convert(_:from:)", "convertRect:fromView:"),
        ("hitTest(_:with:)", "hitTest:withEvent:"),
        ("point(inside:with:)", "pointInside:withEvent:"),
        ("setNeedsDisplay()", "setNeedsDisplay"), ("layoutSubviews()", "layoutSubviews"),
        ("setNeedsUpdateConstraints()", "setNeedsUpdateConstraints"),
        ("updateConstraintsIfNeeded()", "updateConstraintsIfNeeded"),
        ("updateConstraints()", "updateConstraints"),
        ("invalidateIntrinsicContentSize()", "invalidateIntrinsicContentSize"),
        ("intrinsicContentSize", "intrinsicContentSize"),
        ("setContentHuggingPriority(_:for:)", "setContentHuggingPriority:forAxis:"),
        (
          "setContentCompressionResistancePriority(_:for:)",
          "setContentCompressionResistancePriority:forAxis:"
        ),
        ("addLayoutGuide(_:)", "addLayoutGuide:"), ("removeLayoutGuide(_:)", "removeLayoutGuide:"),
        ("snapshotView(afterScreenUpdates:)", "snapshotViewAfterScreenUpdates:"),
        ("drawHierarchy(in:afterScreenUpdates:)", "drawViewHierarchyInRect:afterScreenUpdates:"),
        ("endEditing(_:)", "endEditing:"), ("didMoveToSuperview()", "didMoveToSuperview"),
        ("didMoveToWindow()", "didMoveToWindow"),
        ("willMove(toSuperview:)", "willMoveToSuperview:"),
        ("willMove(toWindow:)", "willMoveToWindow:"), ("didAddSubview(_:)", "didAddSubview:"),
        ("willRemoveSubview(_:)", "willRemoveSubview:"),
        ("readableContentGuide", "readableContentGuide"),
        ("directionalLayoutMargins", "directionalLayoutMargins"),
        ("insetsLayoutMarginsFromSafeArea", "insetsLayoutMarginsFromSafeArea"),
        ("preservesSuperviewLayoutMargins", "preservesSuperviewLayoutMargins"),
        ("semanticContentAttribute", "semanticContentAttribute"),
        ("isExclusiveTouch", "exclusiveTouch"), ("isMultipleTouchEnabled", "multipleTouchEnabled"),
        ("accessibilityIdentifier", "accessibilityIdentifier"), ("mask", "maskView"),
        ("overrideUserInterfaceStyle", "overrideUserInterfaceStyle"),
        ("traitCollection", "traitCollection"),
        ("firstBaselineAnchor", "firstBaselineAnchor"),
        ("lastBaselineAnchor", "lastBaselineAnchor"),
        (
          "animateKeyframes(withDuration:delay:options:animations:completion:)",
          "+animateKeyframesWithDuration:delay:options:animations:completion:"
        ),
        (
          "addKeyframe(withRelativeStartTime:relativeDuration:animations:)",
          "+addKeyframeWithRelativeStartTime:relativeDuration:animations:"
        ),
        (
          "animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:)",
          "+animateWithSpringDuration:bounce:initialSpringVelocity:delay:options:animations:completion:"
        ),
        ("setAnimationsEnabled(_:)", "+setAnimationsEnabled:"),
        ("areAnimationsEnabled", "+areAnimationsEnabled"),
        ("inheritedAnimationDuration", "+inheritedAnimationDuration"),
      ])
    + members(
      "UIControl",
      [
        ("addTarget(_:action:for:)", "addTarget:action:forControlEvents:"),
        ("removeTarget(_:action:for:)", "removeTarget:action:forControlEvents:"),
        ("addAction(_:for:)", "addAction:forControlEvents:"),
        ("sendActions(for:)", "sendActionsForControlEvents:"),
        ("isSelected", "selected"), ("isHighlighted", "highlighted"),
        ("contentHorizontalAlignment", "contentHorizontalAlignment"),
      ])
    + members(
      "UIButton",
      [
        ("setTitle(_:for:)", "setTitle:forState:"),
        ("setTitleColor(_:for:)", "setTitleColor:forState:"),
        ("setImage(_:for:)", "setImage:forState:"),
        ("setBackgroundImage(_:for:)", "setBackgroundImage:forState:"),
        ("setAttributedTitle(_:for:)", "setAttributedTitle:forState:"),
        ("title(for:)", "titleForState:"), ("titleLabel", "titleLabel"), ("imageView", "imageView"),
        ("currentTitle", "currentTitle"), ("configuration", "configuration"),
        ("contentEdgeInsets", "contentEdgeInsets"), ("buttonType", "buttonType"),
      ])
    + members(
      "UILabel",
      [
        ("attributedText", "attributedText"),
        ("adjustsFontSizeToFitWidth", "adjustsFontSizeToFitWidth"),
        ("lineBreakMode", "lineBreakMode"), ("minimumScaleFactor", "minimumScaleFactor"),
        ("preferredMaxLayoutWidth", "preferredMaxLayoutWidth"),
      ])
    + members(
      "UIImageView",
      [
        ("startAnimating()", "startAnimating"), ("stopAnimating()", "stopAnimating"),
        ("animationImages", "animationImages"), ("highlightedImage", "highlightedImage"),
      ])
    + members(
      "UIScrollView",
      [
        ("scrollRectToVisible(_:animated:)", "scrollRectToVisible:animated:"),
        ("setZoomScale(_:animated:)", "setZoomScale:animated:"),
        ("zoom(to:animated:)", "zoomToRect:animated:"),
        ("flashScrollIndicators()", "flashScrollIndicators"),
        ("contentInset", "contentInset"), ("adjustedContentInset", "adjustedContentInset"),
        ("contentInsetAdjustmentBehavior", "contentInsetAdjustmentBehavior"),
        ("isDecelerating", "decelerating"), ("isDragging", "dragging"),
        ("isTracking", "tracking"), ("zoomScale", "zoomScale"),
        ("minimumZoomScale", "minimumZoomScale"), ("maximumZoomScale", "maximumZoomScale"),
        ("alwaysBounceVertical", "alwaysBounceVertical"),
        ("alwaysBounceHorizontal", "alwaysBounceHorizontal"), ("scrollsToTop", "scrollsToTop"),
        ("panGestureRecognizer", "panGestureRecognizer"),
        ("keyboardDismissMode", "keyboardDismissMode"),
        ("contentLayoutGuide", "contentLayoutGuide"), ("frameLayoutGuide", "frameLayoutGuide"),
        ("decelerationRate", "decelerationRate"),
      ])
    + members(
      "UIStackView",
      [
        ("setCustomSpacing(_:after:)", "setCustomSpacing:afterView:"),
        ("customSpacing(after:)", "customSpacingAfterView:"),
        ("isLayoutMarginsRelativeArrangement", "layoutMarginsRelativeArrangement"),
        ("isBaselineRelativeArrangement", "baselineRelativeArrangement"),
      ])
    + members(
      "UIWindow",
      [
        ("makeKey()", "makeKeyWindow"), ("windowScene", "windowScene"),
        ("isKeyWindow", "keyWindow"), ("windowLevel", "windowLevel"),
      ])
}
