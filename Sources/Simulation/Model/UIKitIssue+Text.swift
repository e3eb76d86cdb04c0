extension UIKitIssue {
  /// The message text: UIKit's own wording for UIKit's issues (never translated), containrepl's
  /// wording in `language` for its own limits. `describe` gives `<ClassName: name>`.
  public func text(
    describe: (ControllerID) -> String, language: Language,
    constraint: (ConstraintID) -> String = { "<NSLayoutConstraint: \($0)>" }
  ) -> String {
    switch self {
    case .inconsistentRequestedParent(let child, let shouldBe, let requested):
      return "child view controller:\(describe(child)) should have parent view controller:"
        + "\(describe(shouldBe)) but requested parent is:\(describe(requested))"
    case .inconsistentActualParent(let child, let shouldBe, let actual):
      return "child view controller:\(describe(child)) should have parent view controller:"
        + "\(describe(shouldBe)) but actual parent is:\(describe(actual))"
    case .transitionNeedsCommonParent(let from, let to):
      return "Children view controllers \(describe(from)) and \(describe(to)) must have a common "
        + "parent view controller when calling -[UIViewController transitionFromViewController:"
        + "toViewController:duration:options:animations:completion:]"
    case .transitionWithManualForwarding:
      return "Parent view controller is using legacy containment in call to -[UIViewController "
        + "transitionFromViewController:toViewController:duration:options:animations:completion:]"
    case .unbalancedAppearance(let controller):
      return "Unbalanced calls to begin/end appearance transitions for \(describe(controller))."
    case .directAppearanceCall(let name, let controller):
      return "[ViewController] Calling -\(name.spelling.selector) directly on a view controller "
        + "is not supported, and may result in out-of-order callbacks and other inconsistent "
        + "behavior. Use the -beginAppearanceTransition:animated: and -endAppearanceTransition "
        + "APIs on UIViewController to manually drive appearance callbacks instead. Make a "
        + "symbolic breakpoint at UIViewControllerAlertForAppearanceCallbackMisuse to catch this "
        + "in the debugger. View controller: \(describe(controller))"
    case .pushSameInstance(let controller):
      return "Pushing the same view controller instance more than once is not supported "
        + "(\(describe(controller)))"
    case .pushNavigationController:
      return "Pushing a navigation controller is not supported"
    case .nestedPush:
      return "nested push animation can result in corrupted navigation bar"
    case .addChildToItself(let controller):
      return language.pick(
        "\(describe(controller)) cannot be added as a child of itself (containrepl refuses it; "
          + "no UIKit log of this case is known)",
        "\(describe(controller)) 不能成为它自己的子控制器（containrepl 拒绝这样做；没有已知的 UIKit 日志）")
    case .containmentCycle(let child, let parent):
      return language.pick(
        "adding \(describe(child)) to \(describe(parent)) would make a controller its own "
          + "ancestor (containrepl refuses it)",
        "把 \(describe(child)) 加到 \(describe(parent)) 会让控制器成为自己的祖先（containrepl 拒绝这样做）")
    case .viewCycle:
      return language.pick(
        "a view cannot be added inside itself or one of its own subviews",
        "视图不能加到它自己或它的子视图里面")
    case .nestingLimit(let limit):
      return language.pick(
        "nesting deeper than \(limit) levels is beyond containrepl's limit",
        "嵌套超过 \(limit) 层，超出了 containrepl 的限制")
    case .rootHasParent(let controller):
      return language.pick(
        "\(describe(controller)) is a child controller; remove it from its parent before making "
          + "it the window's root (containrepl refuses it)",
        "\(describe(controller)) 是子控制器；先把它从父控制器移除，才能设为窗口的根视图控制器（containrepl 拒绝这样做）")
    case .rootBecomesChild(let controller):
      return language.pick(
        "\(describe(controller)) is the window's root view controller; it cannot also become a "
          + "child (containrepl refuses it)",
        "\(describe(controller)) 是窗口的根视图控制器，不能同时成为子控制器（containrepl 拒绝这样做）")
    case .loadViewSetNoView(let controller):
      return language.pick(
        "the loadView override of \(describe(controller)) did not assign view",
        "\(describe(controller)) 重写的 loadView 没有给 view 赋值")
    case .indexOutOfRange(let index, let count):
      return language.pick(
        "index \(index) is out of range (there are \(count))",
        "下标 \(index) 越界（一共只有 \(count) 个）")
    case .presentWhileTransitioning(let presented, let on):
      return "Warning: Attempt to present \(describe(presented)) on \(describe(on)) while a "
        + "presentation is in progress!"
    case .dismissWhileTransitioning(let controller):
      return "Warning: Attempt to dismiss from view controller \(describe(controller)) while a "
        + "presentation or dismiss is in progress!"
    case .presentedBecomesChild(let controller):
      return language.pick(
        "\(describe(controller)) is presented; dismiss it before making it a child or the root "
          + "(containrepl refuses it)",
        "\(describe(controller)) 正被 present；先 dismiss，才能让它成为子控制器或根视图控制器（containrepl 拒绝这样做）")
    case .pageCountMismatch(let provided, let required, let spine?):
      return "The number of provided view controllers (\(provided)) doesn't match the number "
        + "required (\(required)) for the requested spine location (\(spine))"
    case .pageCountMismatch(let provided, let required, nil):
      return "The number of view controllers provided (\(provided)) doesn't match the number "
        + "required (\(required)) for the requested transition"
    case .presentActiveController(let controller):
      return "Application tried to present modally an active controller \(describe(controller))."
    case .presentFromOffscreen(let presented, let on, let modern):
      return modern
        ? "Attempt to present \(describe(presented)) on \(describe(on)) (from \(describe(on))) "
          + "whose view is not in the window hierarchy."
        : "Warning: Attempt to present \(describe(presented)) on \(describe(on)) whose view is "
          + "not in the window hierarchy!"
    case .presentFromDetached(let controller):
      return "Presenting view controllers on detached view controllers is discouraged "
        + "\(describe(controller))."
    case .alreadyPresenting(let presented, let on, let current, let modern):
      return modern
        ? "Attempt to present \(describe(presented)) on \(describe(on)) (from \(describe(on))) "
          + "which is already presenting \(describe(current))."
        : "Warning: Attempt to present \(describe(presented)) on \(describe(on)) which is "
          + "already presenting \(describe(current))"
    case .constraintWithoutCommonAncestor(let id):
      return "Unable to activate constraint with anchors in \(constraint(id)) because they have no "
        + "common ancestor. Does the constraint or its anchors reference items in different view "
        + "hierarchies? That's illegal."
    case .constraintOutsideHolder(let id, let view):
      return "Unable to install constraint on view.  Does the constraint reference something from "
        + "outside the subtree of the view?  That's illegal. constraint:\(constraint(id)) "
        + "view:\(view)"
    case .constraintPriorityChangedWhileActive(let passed, let existing):
      return "Mutating a priority from required to not on an installed constraint (or vice-versa) "
        + "is not supported. You passed priority \(LayoutNumber.text(passed)) and the existing "
        + "priority was \(LayoutNumber.text(existing))."
    case .unsatisfiableConstraints(let broken, let autoresizing):
      var list = ""
      if !autoresizing.isEmpty {
        let entries = (autoresizing + [constraint(broken)]).map { "\"\($0)\"" }
        list =
          "(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't "
          + "understand, refer to the documentation for the UIView property "
          + "translatesAutoresizingMaskIntoConstraints) ( " + entries.joined(separator: ", ")
          + " ) "
      }
      return "[LayoutConstraints] Unable to simultaneously satisfy constraints. Probably at least "
        + "one of the constraints in the following list is one you don't want. " + list
        + "Will attempt to recover by breaking constraint \(constraint(broken))"
    case .removeWindowView:
      return language.pick(
        "the window itself cannot be added to or removed from another view",
        "窗口本身不能加到别的视图里，也不能被移除")
    }
  }
}
