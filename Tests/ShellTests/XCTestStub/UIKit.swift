// The part of UIKit's interface that containrepl's XCTest exports use, declared as the iOS 18
// SDK declares it (closures `@MainActor @Sendable`, controllers and views main-actor classes),
// with empty bodies. Compiled as a module named UIKit so that `swiftc -typecheck` can check an
// export on Linux. Nothing here runs.
@_exported import Foundation

public struct UIInterfaceOrientationMask: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
  public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
  public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
  public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
  public static let all = UIInterfaceOrientationMask(rawValue: 30)
}

public enum UIInterfaceOrientation: Int, Sendable {
  case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight
}

public struct UIEdgeInsets: Sendable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
  public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

@MainActor public protocol UIContentContainer: NSObjectProtocol {}

@MainActor public protocol UIViewControllerTransitionCoordinator: NSObjectProtocol {}

@MainActor open class UIResponder: NSObject {}

@MainActor open class UIColor: NSObject {
  public class var black: UIColor { UIColor() }
  public class var blue: UIColor { UIColor() }
  public class var brown: UIColor { UIColor() }
  public class var clear: UIColor { UIColor() }
  public class var cyan: UIColor { UIColor() }
  public class var darkGray: UIColor { UIColor() }
  public class var gray: UIColor { UIColor() }
  public class var green: UIColor { UIColor() }
  public class var lightGray: UIColor { UIColor() }
  public class var magenta: UIColor { UIColor() }
  public class var orange: UIColor { UIColor() }
  public class var purple: UIColor { UIColor() }
  public class var red: UIColor { UIColor() }
  public class var white: UIColor { UIColor() }
  public class var yellow: UIColor { UIColor() }
}

@MainActor open class UIView: UIResponder {
  public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
  }

  public struct AutoresizingMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  public enum ContentMode: Int, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
  }

  public init(frame: CGRect) {}
  public convenience override init() { self.init(frame: .zero) }
  public required init?(coder: NSCoder) {}

  open var frame: CGRect = .zero
  open var bounds: CGRect = .zero
  open var center: CGPoint = .zero
  open var alpha: CGFloat = 1
  open var tag: Int = 0
  open var backgroundColor: UIColor?
  open var isUserInteractionEnabled = true
  open var isHidden = false
  open var isOpaque = true
  open var clipsToBounds = false
  open var autoresizingMask: AutoresizingMask = []
  open var translatesAutoresizingMaskIntoConstraints = true
  open var contentMode: ContentMode = .scaleToFill
  open var tintColor: UIColor!
  open var layoutMargins: UIEdgeInsets = .zero
  open var superview: UIView? { nil }
  open var subviews: [UIView] { [] }

  open func addSubview(_ view: UIView) {}
  open func insertSubview(_ view: UIView, at index: Int) {}
  open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {}
  open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {}
  open func removeFromSuperview() {}
  open func bringSubviewToFront(_ view: UIView) {}
  open func sendSubviewToBack(_ view: UIView) {}
  open func setNeedsLayout() {}
  open func layoutIfNeeded() {}
  open func viewWithTag(_ tag: Int) -> UIView? { nil }
  open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {}

  open class func animate(
    withDuration duration: TimeInterval, animations: @escaping @MainActor @Sendable () -> Void
  ) {}
  open class func animate(
    withDuration duration: TimeInterval, animations: @escaping @MainActor @Sendable () -> Void,
    completion: (@MainActor @Sendable (Bool) -> Void)? = nil
  ) {}
  open class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
    animations: @escaping @MainActor @Sendable () -> Void,
    completion: (@MainActor @Sendable (Bool) -> Void)? = nil
  ) {}
}

public enum NSTextAlignment: Int, Sendable {
  case left, center, right, justified, natural
}

@MainActor open class UIImage: NSObject {}

@MainActor open class NSLayoutConstraint: NSObject {
  public enum Axis: Int, Sendable { case horizontal, vertical }
}

@MainActor open class UILabel: UIView {
  open var text: String?
  open var textColor: UIColor!
  open var textAlignment: NSTextAlignment = .natural
  open var numberOfLines = 1
}
@MainActor open class UIButton: UIView {}
@MainActor open class UIImageView: UIView {
  open var image: UIImage?
}
@MainActor public protocol UIScrollViewDelegate: NSObjectProtocol {}
@MainActor open class UIScrollView: UIView {
  open var contentSize: CGSize = .zero
  open var contentOffset: CGPoint = .zero
  open var isPagingEnabled = false
  open var bounces = true
  open var isScrollEnabled = true
  open var showsVerticalScrollIndicator = true
  open var showsHorizontalScrollIndicator = true
  open weak var delegate: (any UIScrollViewDelegate)?
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {}
}
@MainActor open class UIStackView: UIView {
  public enum Distribution: Int, Sendable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
  }
  public enum Alignment: Int, Sendable {
    case fill, leading, firstBaseline, center, trailing, lastBaseline
    public static var top: Alignment { .leading }
    public static var bottom: Alignment { .trailing }
  }
  open var axis: NSLayoutConstraint.Axis = .horizontal
  open var distribution: Distribution = .fill
  open var alignment: Alignment = .fill
  open var spacing: CGFloat = 0
  open var arrangedSubviews: [UIView] { [] }
  open func addArrangedSubview(_ view: UIView) {}
  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {}
  open func removeArrangedSubview(_ view: UIView) {}
}
@MainActor open class UIActivityIndicatorView: UIView {
  open var hidesWhenStopped = true
  open var color: UIColor!
  open var isAnimating: Bool { false }
  open func startAnimating() {}
  open func stopAnimating() {}
}

@MainActor open class UIScreen: NSObject {
  open var bounds: CGRect { .zero }
}

@MainActor open class UIScene: UIResponder {}

@MainActor open class UIWindowScene: UIScene {
  open var screen: UIScreen { UIScreen() }

  @available(iOS 16.0, *)
  open class GeometryPreferences: NSObject {
    public class iOS: GeometryPreferences {
      public init(interfaceOrientations: UIInterfaceOrientationMask) {}
    }
  }

  @available(iOS 16.0, *)
  open func requestGeometryUpdate(
    _ geometryPreferences: GeometryPreferences, errorHandler: ((any Error) -> Void)? = nil
  ) {}
}

@MainActor open class UIWindow: UIView {
  public init(windowScene: UIWindowScene) { super.init(frame: .zero) }
  public override init(frame: CGRect) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  open var rootViewController: UIViewController?
  open var windowScene: UIWindowScene?
  open func makeKeyAndVisible() {}
}

@MainActor open class UIApplication: UIResponder {
  public class var shared: UIApplication { UIApplication() }
  open var connectedScenes: Set<UIScene> { [] }
}

@MainActor open class UIDevice: NSObject {
  public class var current: UIDevice { UIDevice() }
  open var systemName: String { "" }
  open var systemVersion: String { "" }
  open var model: String { "" }
}

@MainActor open class UIViewController: UIResponder, UIContentContainer {
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
  public required init?(coder: NSCoder) {}

  open var view: UIView!
  open var parent: UIViewController? { nil }
  open var children: [UIViewController] { [] }
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }
  open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }

  open func loadView() {}
  open func loadViewIfNeeded() {}
  open func viewDidLoad() {}
  open func viewWillAppear(_ animated: Bool) {}
  open func viewDidAppear(_ animated: Bool) {}
  open func viewWillDisappear(_ animated: Bool) {}
  open func viewDidDisappear(_ animated: Bool) {}
  open func willMove(toParent parent: UIViewController?) {}
  open func didMove(toParent parent: UIViewController?) {}
  open func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {}
  open func preferredContentSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {}

  open func addChild(_ childController: UIViewController) {}
  open func removeFromParent() {}
  open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {}
  open func endAppearanceTransition() {}
  open func showDetailViewController(_ vc: UIViewController, sender: Any?) {}
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {}
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
  open func setNeedsStatusBarAppearanceUpdate() {}
  @available(iOS 16.0, *)
  open func setNeedsUpdateOfSupportedInterfaceOrientations() {}
  open func transition(
    from fromViewController: UIViewController, to toViewController: UIViewController,
    duration: TimeInterval, options: UIView.AnimationOptions = [],
    animations: (@MainActor @Sendable () -> Void)?,
    completion: (@MainActor @Sendable (Bool) -> Void)? = nil
  ) {}
}

@MainActor open class UINavigationController: UIViewController {
  public enum Operation: Int, Sendable { case none, push, pop }
  open weak var delegate: (any UINavigationControllerDelegate)?
  public init(rootViewController: UIViewController) { super.init(nibName: nil, bundle: nil) }
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  open var viewControllers: [UIViewController] = []
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? { nil }
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? { nil }
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool)
    -> [UIViewController]?
  { nil }
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {}
}

@MainActor open class UITabBarController: UIViewController {
  open weak var delegate: (any UITabBarControllerDelegate)?
  open var viewControllers: [UIViewController]?
  open var selectedIndex = 0
  open var selectedViewController: UIViewController?
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {}
}

@MainActor open class UISplitViewController: UIViewController {
  open var viewControllers: [UIViewController] = []
}

@MainActor public protocol UIPageViewControllerDataSource: NSObjectProtocol {}
@MainActor public protocol UIPageViewControllerDelegate: NSObjectProtocol {}

@MainActor open class UIPageViewController: UIViewController {
  public enum TransitionStyle: Int, Sendable { case pageCurl, scroll }
  public enum NavigationOrientation: Int, Sendable { case horizontal, vertical }
  public enum NavigationDirection: Int, Sendable { case forward, reverse }
  public enum SpineLocation: Int, Sendable { case none, min, mid, max }
  public struct OptionsKey: Hashable, Sendable {
    public static let spineLocation = OptionsKey()
    public static let interPageSpacing = OptionsKey()
  }
  public init(
    transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
    options: [OptionsKey: Any]? = nil
  ) {
    super.init(nibName: nil, bundle: nil)
  }
  public required init?(coder: NSCoder) { nil }
  open weak var dataSource: (any UIPageViewControllerDataSource)?
  open weak var delegate: (any UIPageViewControllerDelegate)?
  open var isDoubleSided = false
  open var viewControllers: [UIViewController]? { nil }
  open func setViewControllers(
    _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
    completion: ((Bool) -> Void)? = nil
  ) {}
}

// MARK: - Custom transitions
//
// The SDK declares these protocols `@objc` with optional requirements; without the Objective-C
// runtime the optional ones are written as requirements with a default in an extension.

/// CoreGraphics' transform, which UIKit re-exports.
public struct CGAffineTransform: Equatable, Sendable {
  public var a: CGFloat
  public var b: CGFloat
  public var c: CGFloat
  public var d: CGFloat
  public var tx: CGFloat
  public var ty: CGFloat
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }
  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }
  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }
  public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
}

public enum UIModalPresentationStyle: Int, Sendable {
  case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen
  case overCurrentContext, popover
  case none = -1
  case automatic = -2
}

public struct UITransitionContextViewControllerKey: Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let from = UITransitionContextViewControllerKey(
    rawValue: "UITransitionContextFromViewControllerKey")
  public static let to = UITransitionContextViewControllerKey(
    rawValue: "UITransitionContextToViewControllerKey")
}

public struct UITransitionContextViewKey: Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
  public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

@MainActor public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
  var containerView: UIView { get }
  var isAnimated: Bool { get }
  var isInteractive: Bool { get }
  var transitionWasCancelled: Bool { get }
  var presentationStyle: UIModalPresentationStyle { get }
  func updateInteractiveTransition(_ percentComplete: CGFloat)
  func finishInteractiveTransition()
  func cancelInteractiveTransition()
  func pauseInteractiveTransition()
  func completeTransition(_ didComplete: Bool)
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  var targetTransform: CGAffineTransform { get }
  func initialFrame(for vc: UIViewController) -> CGRect
  func finalFrame(for vc: UIViewController) -> CGRect
}

@MainActor public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
  func animationEnded(_ transitionCompleted: Bool)
}
extension UIViewControllerAnimatedTransitioning {
  public func animationEnded(_ transitionCompleted: Bool) {}
}

@MainActor public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
  func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
  var completionSpeed: CGFloat { get }
  var wantsInteractiveStart: Bool { get }
}
extension UIViewControllerInteractiveTransitioning {
  public var completionSpeed: CGFloat { 1 }
  public var wantsInteractiveStart: Bool { true }
}

@MainActor
open class UIPercentDrivenInteractiveTransition: NSObject,
  UIViewControllerInteractiveTransitioning
{
  open var duration: CGFloat { 0 }
  open var percentComplete: CGFloat { 0 }
  open var completionSpeed: CGFloat = 1
  open var wantsInteractiveStart = true
  open func startInteractiveTransition(
    _ transitionContext: any UIViewControllerContextTransitioning
  ) {}
  open func update(_ percentComplete: CGFloat) {}
  open func pause() {}
  open func cancel() {}
  open func finish() {}
}

@MainActor open class UIPresentationController: NSObject {
  public init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) {
    self.presentedViewController = presentedViewController
    self.presentingViewController = presentingViewController ?? presentedViewController
  }
  open private(set) var presentedViewController: UIViewController
  open private(set) var presentingViewController: UIViewController
  open var containerView: UIView? { nil }
  open var presentedView: UIView? { nil }
  open var frameOfPresentedViewInContainerView: CGRect { .zero }
  open var shouldRemovePresentersView: Bool { false }
  open var shouldPresentInFullscreen: Bool { true }
  open func presentationTransitionWillBegin() {}
  open func presentationTransitionDidEnd(_ completed: Bool) {}
  open func dismissalTransitionWillBegin() {}
  open func dismissalTransitionDidEnd(_ completed: Bool) {}
  open func containerViewWillLayoutSubviews() {}
  open func containerViewDidLayoutSubviews() {}
}

@MainActor public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
  func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
  func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?
  func interactionControllerForDismissal(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController?
}
extension UIViewControllerTransitioningDelegate {
  public func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
  public func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
  { nil }
  public func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
  public func interactionControllerForDismissal(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
  public func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? { nil }
}

@MainActor public protocol UINavigationControllerDelegate: NSObjectProtocol {
  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?
}
extension UINavigationControllerDelegate {
  public func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
  public func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
}

@MainActor public protocol UITabBarControllerDelegate: NSObjectProtocol {
  func tabBarController(
    _ tabBarController: UITabBarController,
    animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
  func tabBarController(
    _ tabBarController: UITabBarController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?
}
extension UITabBarControllerDelegate {
  public func tabBarController(
    _ tabBarController: UITabBarController,
    animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
  public func tabBarController(
    _ tabBarController: UITabBarController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
}

// MARK: - Core Animation's timing

/// On Linux there is no Objective-C runtime: the test that typechecks the exports spells
/// `#selector(name)` as `Selector("name")` and drops `@objc`.
public struct Selector: Sendable {
  public init(_ name: String) {}
}

public typealias CFTimeInterval = Double

public func CACurrentMediaTime() -> CFTimeInterval { 0 }

@MainActor open class CALayer: NSObject {
  open var speed: Float = 1
  open var timeOffset: CFTimeInterval = 0
  open var beginTime: CFTimeInterval = 0
  open func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval { t }
  open func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval { t }
}

extension UIView {
  public var layer: CALayer { CALayer() }
}

@MainActor open class CADisplayLink: NSObject {
  public init(target: Any, selector sel: Selector) {}
  open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {}
  open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {}
  open func invalidate() {}
  open var timestamp: CFTimeInterval { 0 }
  open var duration: CFTimeInterval { 0 }
  open var isPaused = false
}
