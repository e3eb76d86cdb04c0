import Simulation

extension UIKitSurface {
  /// `UIEdgeInsets` and `CGAffineTransform` as the language holds them (structures).
  static func insets(_ insets: EdgeInsets) -> Value {
    .structure(
      StructValue(
        typeName: "UIEdgeInsets",
        fields: [
          "top": .double(insets.top), "left": .double(insets.left),
          "bottom": .double(insets.bottom), "right": .double(insets.right),
        ], order: ["top", "left", "bottom", "right"]))
  }

  static func transform(_ t: Transform) -> Value {
    .structure(
      StructValue(
        typeName: "CGAffineTransform",
        fields: [
          "a": .double(t.a), "b": .double(t.b), "c": .double(t.c), "d": .double(t.d),
          "tx": .double(t.tx), "ty": .double(t.ty),
        ], order: ["a", "b", "c", "d", "tx", "ty"]))
  }

  private static func p(
    _ owner: String, _ name: String, _ type: String, _ initial: Value, objc: String? = nil,
    readOnly: Bool = false, _ behaviour: PropertyBehaviour = .simulated, overridable: Bool = false
  ) -> UIKitProperty {
    UIKitProperty(
      owner: owner, name: name, objcName: objc ?? name, type: type, initial: initial,
      isReadOnly: readOnly, behaviour: behaviour, isOverridable: overridable)
  }

  private static func style(_ type: String, _ member: String) -> Value {
    .enumCase(EnumValue(typeName: type, caseName: member))
  }

  /// Every property, by declaring class.
  static let properties: [UIKitProperty] =
    controllerProperties + viewProperties + otherProperties + anchorProperties("UIView")
    + anchorProperties("UILayoutGuide")

  /// `leadingAnchor` … `centerYAnchor` of a view or a layout guide.
  private static func anchorProperties(_ owner: String) -> [UIKitProperty] {
    LayoutAttribute.allCases.filter { $0 != .notAnAttribute }.map { attribute in
      let type =
        attribute.isDimension
        ? "NSLayoutDimension"
        : attribute.isHorizontal ? "NSLayoutXAxisAnchor" : "NSLayoutYAxisAnchor"
      return p(owner, attribute.rawValue + "Anchor", type, .nilValue, readOnly: true)
    }
  }

  private static let vc = "UIViewController"

  private static let controllerProperties: [UIKitProperty] = [
    p(vc, "view", "UIView!", .nilValue),
    p(vc, "viewIfLoaded", "UIView?", .nilValue, readOnly: true),
    p(vc, "isViewLoaded", "Bool", .bool(false), readOnly: true),
    p(vc, "parent", "UIViewController?", .nilValue, objc: "parentViewController", readOnly: true),
    p(
      vc, "children", "[UIViewController]", .array([]), objc: "childViewControllers", readOnly: true
    ),
    p(vc, "navigationController", "UINavigationController?", .nilValue, readOnly: true),
    p(vc, "tabBarController", "UITabBarController?", .nilValue, readOnly: true),
    p(vc, "splitViewController", "UISplitViewController?", .nilValue, readOnly: true),
    p(
      vc, "isMovingToParent", "Bool", .bool(false), objc: "isMovingToParentViewController",
      readOnly: true),
    p(
      vc, "isMovingFromParent", "Bool", .bool(false), objc: "isMovingFromParentViewController",
      readOnly: true),
    p(
      vc, "shouldAutomaticallyForwardAppearanceMethods", "Bool", .bool(true), readOnly: true,
      overridable: true),
    p(
      vc, "shouldAutomaticallyForwardRotationMethods", "Bool", .bool(true), readOnly: true,
      overridable: true),
    p(vc, "title", "String?", .nilValue, .stored),
    p(vc, "presentingViewController", "UIViewController?", .nilValue, readOnly: true),
    p(vc, "presentedViewController", "UIViewController?", .nilValue, readOnly: true),
    p(
      vc, "modalPresentationStyle", "UIModalPresentationStyle",
      style("UIModalPresentationStyle", "automatic")),
    p(
      vc, "modalTransitionStyle", "UIModalTransitionStyle",
      style("UIModalTransitionStyle", "coverVertical"), .stored),
    p(vc, "definesPresentationContext", "Bool", .bool(false)),
    p(vc, "isBeingPresented", "Bool", .bool(false), readOnly: true),
    p(vc, "isBeingDismissed", "Bool", .bool(false), readOnly: true),
    p(vc, "preferredContentSize", "CGSize", .size(.zero)),
    p(vc, "additionalSafeAreaInsets", "UIEdgeInsets", insets(.zero)),
    p(vc, "traitCollection", "UITraitCollection", .nilValue, readOnly: true),
    p(
      vc, "preferredStatusBarStyle", "UIStatusBarStyle", style("UIStatusBarStyle", "default"),
      readOnly: true, overridable: true),
    p(vc, "prefersStatusBarHidden", "Bool", .bool(false), readOnly: true, overridable: true),
    p(
      vc, "childForStatusBarStyle", "UIViewController?", .nilValue,
      objc: "childViewControllerForStatusBarStyle", readOnly: true, overridable: true),
    p(
      vc, "childForStatusBarHidden", "UIViewController?", .nilValue,
      objc: "childViewControllerForStatusBarHidden", readOnly: true, overridable: true),
    p(
      "UINavigationController", "viewControllers", "[UIViewController]", .array([])),
    p(
      "UINavigationController", "topViewController", "UIViewController?", .nilValue,
      readOnly: true),
    p(
      "UINavigationController", "visibleViewController", "UIViewController?", .nilValue,
      readOnly: true),
    p("UITabBarController", "viewControllers", "[UIViewController]?", .nilValue),
    p("UITabBarController", "selectedIndex", "Int", .int(0)),
    p("UITabBarController", "selectedViewController", "UIViewController?", .nilValue),
    p("UISplitViewController", "viewControllers", "[UIViewController]", .array([])),
  ]

  private static let viewProperties: [UIKitProperty] = [
    p("UIView", "frame", "CGRect", .rect(.zero)),
    p("UIView", "bounds", "CGRect", .rect(.zero)),
    p("UIView", "center", "CGPoint", .point(.zero)),
    p("UIView", "superview", "UIView?", .nilValue, readOnly: true),
    p("UIView", "subviews", "[UIView]", .array([]), readOnly: true),
    p("UIView", "window", "UIWindow?", .nilValue, readOnly: true),
    p(
      "UIView", "isUserInteractionEnabled", "Bool", .bool(true), objc: "userInteractionEnabled"),
    p("UIView", "isHidden", "Bool", .bool(false), objc: "hidden"),
    p("UIView", "alpha", "CGFloat", .double(1)),
    p("UIView", "tag", "Int", .int(0)),
    p("UIView", "backgroundColor", "UIColor?", .nilValue),
    p("UIView", "clipsToBounds", "Bool", .bool(false)),
    p("UIView", "transform", "CGAffineTransform", transform(.identity)),
    p("UIView", "layer", "CALayer", .nilValue, readOnly: true),
    p(
      "UIView", "autoresizingMask", "UIView.AutoresizingMask", .options([])),
    p("UIView", "translatesAutoresizingMaskIntoConstraints", "Bool", .bool(true)),
    p("UIView", "safeAreaLayoutGuide", "UILayoutGuide", .nilValue, readOnly: true),
    p("UIView", "layoutMarginsGuide", "UILayoutGuide", .nilValue, readOnly: true),
    p("UIView", "safeAreaInsets", "UIEdgeInsets", insets(.zero), readOnly: true),
    p("UIView", "layoutMargins", "UIEdgeInsets", insets(.zero), readOnly: true),
    p("UIView", "constraints", "[NSLayoutConstraint]", .array([]), readOnly: true),
    p(
      "UIView", "contentMode", "UIView.ContentMode", style("UIView.ContentMode", "scaleToFill"),
      .stored),
    p("UIView", "isOpaque", "Bool", .bool(true), objc: "opaque", .stored),
    p("UIView", "tintColor", "UIColor!", .nilValue, .stored),
    p("UIWindow", "rootViewController", "UIViewController?", .nilValue),
    p("UIScrollView", "contentSize", "CGSize", .size(.zero)),
    p("UIScrollView", "contentOffset", "CGPoint", .point(.zero)),
    p("UIScrollView", "isPagingEnabled", "Bool", .bool(false), objc: "pagingEnabled"),
    p("UIScrollView", "contentLayoutGuide", "UILayoutGuide", .nilValue, readOnly: true),
    p("UIScrollView", "frameLayoutGuide", "UILayoutGuide", .nilValue, readOnly: true),
    p("UIScrollView", "isScrollEnabled", "Bool", .bool(true), objc: "scrollEnabled", .stored),
    p("UIScrollView", "bounces", "Bool", .bool(true), .stored),
    p("UIScrollView", "showsHorizontalScrollIndicator", "Bool", .bool(true), .stored),
    p("UIScrollView", "showsVerticalScrollIndicator", "Bool", .bool(true), .stored),
    p("UIScrollView", "delegate", "UIScrollViewDelegate?", .nilValue, .stored),
    p("UIStackView", "arrangedSubviews", "[UIView]", .array([]), readOnly: true),
    p(
      "UIStackView", "axis", "NSLayoutConstraint.Axis",
      style("NSLayoutConstraint.Axis", "horizontal")),
    p("UIStackView", "spacing", "CGFloat", .double(0)),
    p(
      "UIStackView", "distribution", "UIStackView.Distribution",
      style("UIStackView.Distribution", "fill")),
    p(
      "UIStackView", "alignment", "UIStackView.Alignment", style("UIStackView.Alignment", "fill")),
    p("UILabel", "text", "String?", .nilValue, .stored),
    p("UILabel", "textColor", "UIColor!", .nilValue, .stored),
    p("UILabel", "numberOfLines", "Int", .int(1), .stored),
    p("UILabel", "textAlignment", "NSTextAlignment", style("NSTextAlignment", "natural"), .stored),
    p("UILabel", "font", "UIFont!", .nilValue, .noOp),
    p("UIImageView", "image", "UIImage?", .nilValue, .stored),
    p("UIControl", "isEnabled", "Bool", .bool(true), objc: "enabled", .stored),
    p("UIActivityIndicatorView", "isAnimating", "Bool", .bool(false), readOnly: true, .stored),
    p("UIActivityIndicatorView", "hidesWhenStopped", "Bool", .bool(true), .stored),
    p("UIActivityIndicatorView", "color", "UIColor!", .nilValue, .stored),
  ]

  private static let otherProperties: [UIKitProperty] = [
    p("CALayer", "cornerRadius", "CGFloat", .double(0), .stored),
    p("CALayer", "borderWidth", "CGFloat", .double(0), .stored),
    p("CALayer", "borderColor", "CGColor?", .nilValue, .stored),
    p("CALayer", "masksToBounds", "Bool", .bool(false), .stored),
    p("CALayer", "shadowOpacity", "Float", .double(0), .stored),
    p("CALayer", "shadowRadius", "CGFloat", .double(3), .stored),
    p("CALayer", "shadowOffset", "CGSize", .size(Size(width: 0, height: -3)), .stored),
    p("CALayer", "shadowColor", "CGColor?", .nilValue, .stored),
    p("CALayer", "opacity", "Float", .double(1), .noOp),
    p("NSLayoutConstraint", "isActive", "Bool", .bool(false), objc: "active"),
    p("NSLayoutConstraint", "constant", "CGFloat", .double(0)),
    p("NSLayoutConstraint", "multiplier", "CGFloat", .double(1), readOnly: true),
    p("NSLayoutConstraint", "priority", "UILayoutPriority", .double(1000)),
    p("NSLayoutConstraint", "identifier", "String?", .nilValue, .stored),
    p(
      "UITraitCollection", "horizontalSizeClass", "UIUserInterfaceSizeClass",
      style("UIUserInterfaceSizeClass", "compact"), readOnly: true),
    p(
      "UITraitCollection", "verticalSizeClass", "UIUserInterfaceSizeClass",
      style("UIUserInterfaceSizeClass", "regular"), readOnly: true),
    p(
      "UITraitCollection", "userInterfaceStyle", "UIUserInterfaceStyle",
      style("UIUserInterfaceStyle", "light"), readOnly: true),
  ]

  /// UIKit's enumerations and option sets whose members the language writes.
  static let enumerations: [UIKitEnum] = [
    UIKitEnum(
      name: "UIModalPresentationStyle", aliases: [], objcPrefix: "UIModalPresentation",
      members: PresentationStyle.allCases.map(\.rawValue), isOptionSet: false),
    UIKitEnum(
      name: "UIModalTransitionStyle", aliases: [], objcPrefix: "UIModalTransitionStyle",
      members: ["coverVertical", "flipHorizontal", "crossDissolve", "partialCurl"],
      isOptionSet: false),
    UIKitEnum(
      name: "UIStatusBarStyle", aliases: [], objcPrefix: "UIStatusBarStyle",
      members: ["default", "lightContent", "darkContent"], isOptionSet: false),
    UIKitEnum(
      name: "NSLayoutConstraint.Axis", aliases: ["UILayoutConstraintAxis"],
      objcPrefix: "UILayoutConstraintAxis", members: ["horizontal", "vertical"],
      isOptionSet: false),
    UIKitEnum(
      name: "UIStackView.Distribution", aliases: ["UIStackViewDistribution"],
      objcPrefix: "UIStackViewDistribution",
      members: ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"],
      isOptionSet: false),
    UIKitEnum(
      name: "UIStackView.Alignment", aliases: ["UIStackViewAlignment"],
      objcPrefix: "UIStackViewAlignment",
      members: [
        "fill", "leading", "top", "center", "trailing", "bottom", "firstBaseline", "lastBaseline",
      ], isOptionSet: false),
    UIKitEnum(
      name: "UIView.ContentMode", aliases: ["UIViewContentMode"], objcPrefix: "UIViewContentMode",
      members: ["scaleToFill", "scaleAspectFit", "scaleAspectFill", "redraw", "center"],
      isOptionSet: false),
    UIKitEnum(
      name: "NSTextAlignment", aliases: [], objcPrefix: "NSTextAlignment",
      members: ["left", "center", "right", "justified", "natural"], isOptionSet: false),
    UIKitEnum(
      name: "UIView.AutoresizingMask", aliases: ["UIViewAutoresizing"],
      objcPrefix: "UIViewAutoresizing", members: AutoresizingMask.names.map(\.0),
      isOptionSet: true),
    UIKitEnum(
      name: "NSLayoutConstraint.Attribute", aliases: ["NSLayoutAttribute"],
      objcPrefix: "NSLayoutAttribute", members: LayoutAttribute.allCases.map(\.rawValue),
      isOptionSet: false),
    UIKitEnum(
      name: "NSLayoutConstraint.Relation", aliases: ["NSLayoutRelation"],
      objcPrefix: "NSLayoutRelation", members: ["equal", "lessThanOrEqual", "greaterThanOrEqual"],
      isOptionSet: false),
    UIKitEnum(
      name: "UIActivityIndicatorView.Style", aliases: ["UIActivityIndicatorViewStyle"],
      objcPrefix: "UIActivityIndicatorViewStyle",
      members: ["medium", "large", "white", "whiteLarge", "gray"], isOptionSet: false),
    UIKitEnum(
      name: "UIButton.ButtonType", aliases: ["UIButtonType"], objcPrefix: "UIButtonType",
      members: ["custom", "system"], isOptionSet: false),
    UIKitEnum(
      name: "UIUserInterfaceSizeClass", aliases: [], objcPrefix: "UIUserInterfaceSizeClass",
      members: ["unspecified", "compact", "regular"], isOptionSet: false),
    UIKitEnum(
      name: "UIUserInterfaceStyle", aliases: [], objcPrefix: "UIUserInterfaceStyle",
      members: ["unspecified", "light", "dark"], isOptionSet: false),
    UIKitEnum(
      name: "NSKeyValueObservingOptions", aliases: [], objcPrefix: "NSKeyValueObservingOption",
      members: ["new", "old", "initial", "prior"], isOptionSet: true),
    UIKitEnum(
      name: "UIControl.State", aliases: ["UIControlState"], objcPrefix: "UIControlState",
      members: ["normal", "highlighted", "disabled", "selected"], isOptionSet: true),
    UIKitEnum(
      name: "UIPageViewController.NavigationDirection",
      aliases: ["UIPageViewControllerNavigationDirection"],
      objcPrefix: "UIPageViewControllerNavigationDirection", members: ["forward", "reverse"],
      isOptionSet: false),
    UIKitEnum(
      name: "UIPageViewController.TransitionStyle",
      aliases: ["UIPageViewControllerTransitionStyle"],
      objcPrefix: "UIPageViewControllerTransitionStyle", members: ["pageCurl", "scroll"],
      isOptionSet: false),
    UIKitEnum(
      name: "UIControl.Event", aliases: ["UIControlEvents"], objcPrefix: "UIControlEvent",
      members: [
        "touchDown", "touchUpInside", "touchUpOutside", "valueChanged", "primaryActionTriggered",
        "editingChanged", "allEvents",
      ], isOptionSet: true),
  ]
}
