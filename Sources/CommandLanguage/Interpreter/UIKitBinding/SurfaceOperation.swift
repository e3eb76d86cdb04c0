import Simulation

/// What a surface row marked `sim` does: the word after `sim` in the row (`sim addChild 1.1`,
/// `sim callback`, `sim core`). One case per word; the rows are the only place a method's
/// spelling, parameters and rule are written, and this enum is the only place its action is
/// named.
enum SurfaceOperation: String, CaseIterable {
  // MARK: Calls the log writes as a line of their own, their arguments checked against the row

  case addChild, removeFromParent, transition, beginAppearanceTransition, endAppearanceTransition
  case loadViewIfNeeded, pushViewController, popViewController, popToRootViewController
  case popToViewController, setViewControllers, showDetailViewController, present, dismiss
  case setNeedsStatusBarAppearanceUpdate
  /// `UIPageViewController.setViewControllers(_:direction:animated:completion:)`.
  case setPageViewControllers
  case addSubview, insertSubviewAt, insertSubviewBelow, insertSubviewAbove, removeFromSuperview
  case bringSubviewToFront, sendSubviewToBack, setNeedsLayout, layoutIfNeeded, makeKeyAndVisible
  case exchangeSubview, setContentOffset
  case addArrangedSubview, insertArrangedSubview, removeArrangedSubview
  case startAnimating, stopAnimating
  case addConstraint, addConstraints, removeConstraint, removeConstraints
  case activateConstraints, deactivateConstraints
  /// The three class methods `UIView.animate(withDuration:…)`, one row each.
  case animate, animateWithCompletion, animateWithOptions
  /// Queries, which change nothing and so are not lines of the log: `viewWithTag(_:)`,
  /// `isDescendant(of:)`.
  case viewWithTag, isDescendant
  /// A callback UIKit sends (`viewDidLoad`, `willMove(toParent:)`): the core calls it, and the
  /// user's override runs; called directly, it is a line of the log too.
  case callback

  // MARK: Initialisers of the classes the simulation models, which make the object itself

  /// Nothing beyond the object (`init(nibName:bundle:)`, `init(coder:)`, `init(style:)`).
  case initPlain
  /// `UIView(frame:)`: the frame is set.
  case initFrame
  /// `UINavigationController(rootViewController:)`: the root joins the stack.
  case initRootViewController
  /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`,
  /// and `+constraintWithItem:…`: a new, inactive constraint.
  case initConstraint
  /// `UIStackView(arrangedSubviews:)`.
  case initArrangedSubviews
  /// `UIPageViewController(transitionStyle:navigationOrientation:options:)`.
  case initPageViewController

  // MARK: Properties

  /// Performed by the containment core before any row is consulted (`addChild(_:)`,
  /// `view.frame`): the row says so, and `SurfaceCoreAgreementTests` keeps the two in step.
  case core
  /// A property the simulation keeps on the object and drives (a recognizer's `state`, `view`
  /// and `isEnabled`, a view's `gestureRecognizers`): read and written as stored, no note.
  case stored
  /// A property UIKit reads from a controller, which a subclass answers by overriding it
  /// (`shouldAutomaticallyForwardAppearanceMethods`, `childForStatusBarStyle`).
  case override

  // MARK: Target-action and gesture recognizers, which drive a container's own code

  /// `addTarget(_:action:for:)`, `addTarget(_:action:)`, `init(target:action:)`.
  case addTarget
  case removeTarget
  /// `sendActions(for:)`: the actions of the events named run now.
  case sendActions
  case addGestureRecognizer
  case removeGestureRecognizer
  /// A pan's `translation(in:)`, `velocity(in:)`, a recognizer's `location(in:)`.
  case translation, velocity, location
  case setTranslation

  // MARK: C functions

  /// A C function of the SDK the interpreter computes itself (`CGRectMake`,
  /// `NSStringFromCGRect`, `CGRectDivide`), in `Interpreter+Builtins.swift`.
  case builtin
  /// A member of `CGRect` or `CGAffineTransform` the interpreter computes (`origin`,
  /// `union(_:)`, `isNull`, `CGRect.null`, `inverted()`, `isIdentity`): the value type's own
  /// fields and initialisers, and the C function its row names (through `RectGeometry` for a
  /// rectangle, `transformMember` for a transform).
  case geometry

  // MARK: Exceptions

  /// `NSException`'s making, raising and reading (`+exceptionWithName:reason:userInfo:`,
  /// `+raise:format:`, `-raise`, `name`, `reason`, `userInfo`), answered by the interpreter
  /// before any row is consulted (`Interpreter+Exceptions.swift`): a raised exception unwinds
  /// to the `@catch` that takes it.
  case exception

  // MARK: The object model

  /// NSObject's runtime questions (`isKindOfClass:`, `respondsToSelector:`, `isEqual:`, `hash`,
  /// `performSelector:`) and key-value coding (`valueForKey:`, `setValue:forKey:` and the
  /// key-path forms), answered by the interpreter for any object (`Interpreter+Introspection`,
  /// `Interpreter+KeyValueCoding`).
  case runtime

  // MARK: The run loop

  /// `DispatchTime.now()`: the virtual clock's present, from which deadlines count.
  case clockNow

  // MARK: The sandbox's device

  /// The screen and the application the sandbox is (rules W.1–W.3): `UIScreen.main` and
  /// `UIApplication.shared`, one object each; the screen's size and scale; the application's key
  /// window and windows; a window's `isKeyWindow`. Read in `Interpreter+Device.swift`.
  case device

  // MARK: Scrolling and transitions

  /// `scrollRectToVisible(_:animated:)` (rule L.6d).
  case scrollRectToVisible
  /// UIKit's transition context: `viewController(forKey:)`, `view(forKey:)`,
  /// `initialFrame(for:)`, `finalFrame(for:)`, `completeTransition(_:)` (rules CT.3–CT.5).
  case contextViewController, contextView, contextInitialFrame, contextFinalFrame
  case completeTransition
  /// `UIPercentDrivenInteractiveTransition`: start, `update(_:)`, `finish()`, `cancel()`,
  /// `pause()` (rules CT.6–CT.9, CT.28).
  case percentStart, percentUpdate, percentFinish, percentCancel, percentPause
  /// `transitionCoordinator`, and the coordinator's `animate(alongsideTransition:completion:)`
  /// and `notifyWhenInteractionChanges(_:)` (rules CT.10–CT.13).
  case transitionCoordinator, coordinatorAlongside, coordinatorNotify
  /// A layer's `convertTime(_:from:)` on its own timing, and `CADisplayLink`'s making, adding to
  /// the run loop, and removing or invalidating (rule CT.30).
  case layerConvertTime, displayLink, displayLinkAdd, displayLinkInvalidate
  /// What UIKit calls and reads on a presentation controller of the user's class during a
  /// `.custom` presentation (rules CT.20, CT.23): the four transition methods, whose own
  /// versions do nothing, `frameOfPresentedViewInContainerView`, the container view's bounds
  /// unless overridden, and `shouldRemovePresentersView`, false unless overridden.
  case presentationController

  // MARK: Foundation's values

  /// A method of a Foundation collection or string the interpreter keeps itself
  /// (`NSMutableArray`, `NSMutableDictionary`, `NSMutableSet`, `NSMutableString`), answered by
  /// the value before any row is consulted (`Interpreter+ValueMethods.swift`); a Swift call
  /// reaches it through the row's selector.
  case foundation
  /// `NSValue`'s boxes of geometry and their reading back (`+valueWithCGRect:`, `CGRectValue`),
  /// answered before any row is consulted (`Interpreter+ValueBoxing.swift`).
  case boxing

  // MARK: What is not run

  /// Reads or writes outside the sandbox (files, the clock): `unsupported:`, never run, so an
  /// answer handed in can reach nothing on the grader's machine.
  case refused
  /// A change the interpreter does not make to an object whose contents it keeps (an
  /// `NSMutableArray`'s `sortUsingSelector:`): `unsupported:`, so that no later read answers as
  /// if it had happened.
  case unmodelled

  /// Whether a call of the row goes through `UIKitSignatures`: its arguments bound to the row's
  /// typed parameters (a wrong type is swiftc's error), and, unless it is a query, its call
  /// written as a line of the log before the world performs it.
  var isSignatureCall: Bool {
    switch self {
    case .addChild, .removeFromParent, .transition, .beginAppearanceTransition,
      .endAppearanceTransition, .loadViewIfNeeded, .pushViewController, .popViewController,
      .popToRootViewController, .popToViewController, .setViewControllers,
      .showDetailViewController, .present, .dismiss, .setNeedsStatusBarAppearanceUpdate,
      .setPageViewControllers, .addSubview, .insertSubviewAt, .insertSubviewBelow,
      .insertSubviewAbove, .removeFromSuperview, .bringSubviewToFront, .sendSubviewToBack,
      .setNeedsLayout, .layoutIfNeeded, .makeKeyAndVisible, .exchangeSubview, .setContentOffset,
      .addArrangedSubview, .insertArrangedSubview, .removeArrangedSubview, .startAnimating,
      .stopAnimating, .addConstraint, .addConstraints, .removeConstraint, .removeConstraints,
      .activateConstraints, .deactivateConstraints, .animate, .animateWithCompletion,
      .animateWithOptions, .viewWithTag, .isDescendant, .callback:
      return true
    default:
      return false
    }
  }

  /// Whether the row is an initialiser that makes the object as the world models it.
  var isInitializer: Bool {
    switch self {
    case .initPlain, .initFrame, .initRootViewController, .initConstraint, .initArrangedSubviews,
      .initPageViewController:
      return true
    default:
      return false
    }
  }

  /// Whether a call changes nothing, so it is not a line of the log.
  var isQuery: Bool { self == .viewWithTag || self == .isDescendant }

  /// The family the log colours the call's line with.
  var family: EventFamily? {
    switch self {
    case .addChild, .removeFromParent, .pushViewController, .popViewController,
      .popToRootViewController, .setViewControllers, .showDetailViewController, .transition,
      .popToViewController, .present, .dismiss, .setPageViewControllers:
      return .containment
    case .beginAppearanceTransition, .endAppearanceTransition: return .appearance
    default: return nil
    }
  }
}
