extension SimulationHost {
  /// No override answers: UIKit's own values are used.
  public func answer(to question: UIKitQuestion, on controller: ControllerID, in world: World)
    throws -> QuestionAnswer?
  {
    nil
  }
}

extension World {
  // MARK: - The status bar (rules B.1, B.2)

  /// `setNeedsStatusBarAppearanceUpdate()`: UIKit asks the controller that owns the status bar
  /// — the root, or the full-screen controller presented over it — and follows each
  /// `childForStatusBar…` answer down to the controller whose preference counts; every question
  /// and answer is logged.
  public func updateStatusBarAppearance() throws {
    guard var owner = rootController else { return }
    var steps = 0
    while let presented = controllers[owner.index].presentedController,
      controllers[presented.index].presentationStyleInEffect == .fullScreen,
      steps <= limits.maxNesting
    {
      owner = presented
      steps += 1
    }
    let styleSource = try follow(.childForStatusBarStyle, from: owner)
    if case .statusBarStyle(let style) = try ask(.preferredStatusBarStyle, of: styleSource) {
      statusBarStyle = style
    }
    let hiddenSource = try follow(.childForStatusBarHidden, from: owner)
    if case .bool(let hidden) = try ask(.prefersStatusBarHidden, of: hiddenSource) {
      statusBarHidden = hidden
    }
  }

  /// Follows a `childFor…` question down as long as the answer is a controller.
  private func follow(_ question: UIKitQuestion, from start: ControllerID) throws -> ControllerID {
    var current = start
    var visited: Set<ControllerID> = [start]
    while case .controller(let next?) = try ask(question, of: current),
      visited.insert(next).inserted
    {
      current = next
    }
    return current
  }

  /// Asks one question: the override's answer, or UIKit's default; logged with its answer.
  private func ask(_ question: UIKitQuestion, of controller: ControllerID) throws
    -> QuestionAnswer
  {
    let answer =
      try host?.answer(to: question, on: controller, in: self) ?? question.defaultAnswer
    emit(.question(controller, question, answer: answer.logValue), rule: "B.1")
    return answer
  }

  // MARK: - Content size and safe area (rules B.3, L.5)

  /// `controller.preferredContentSize = size`: the parent hears
  /// `preferredContentSizeDidChange(forChildContentContainer:)` (rule B.3).
  public func setPreferredContentSize(_ controller: ControllerID, _ size: Size) throws {
    guard controllers[controller.index].preferredContentSize != size else { return }
    controllers[controller.index].preferredContentSize = size
    guard let parent = controllers[controller.index].parent else { return }
    try invoke(.preferredContentSizeDidChange(forChild: controller), on: parent, rule: "B.3")
  }

  /// `controller.additionalSafeAreaInsets = insets`: the views inside lay out again, and the
  /// controllers whose safe area changes hear `viewSafeAreaInsetsDidChange` there (rule L.5).
  public func setAdditionalSafeAreaInsets(_ controller: ControllerID, _ insets: EdgeInsets) {
    guard controllers[controller.index].additionalSafeAreaInsets != insets else { return }
    controllers[controller.index].additionalSafeAreaInsets = insets
    guard let view = controllers[controller.index].view else { return }
    for id in subtree(of: view) where views[id.index].owner != nil { setNeedsLayout(id) }
  }

  /// In a layout pass: `viewSafeAreaInsetsDidChange` when the controller's insets changed.
  func noteSafeAreaChange(of controller: ControllerID, view: ViewID) throws {
    let insets = safeAreaInsets(of: view)
    guard insets != controllers[controller.index].lastSafeAreaInsets else { return }
    controllers[controller.index].lastSafeAreaInsets = insets
    try invoke(.viewSafeAreaInsetsDidChange, on: controller, rule: "L.5")
  }

  // MARK: - Navigation stack changes (rules 7.1, 7.4, N.1)

  /// `nav.setViewControllers(list, animated:)`: controllers not in the list leave as popped
  /// ones do; new ones join as pushed ones do; one transition shows the new top (rule N.1).
  public func setNavigationStack(
    _ list: [ControllerID], of navigation: ControllerID, animated: Bool
  )
    throws
  {
    var seen = Set<ControllerID>()
    let unique = list.filter { seen.insert($0).inserted }
    let leaving = controllers[navigation.index].stack.filter { !seen.contains($0) }
    for controller in unique where !controllers[navigation.index].stack.contains(controller) {
      try adoptIntoStack(controller, navigation: navigation, rule: "N.1")
    }
    controllers[navigation.index].stack = unique
    if !leaving.isEmpty {
      try leaveStack(leaving.reversed(), navigation: navigation, animated: animated)
    } else {
      scheduleNavigationTransition(navigation, animated: animated)
    }
  }

  /// `nav.popToViewController(target, animated:)`: pops everything above `target`; nothing
  /// when `target` is not in the stack. Returns the popped controllers.
  @discardableResult
  public func pop(to target: ControllerID, in navigation: ControllerID, animated: Bool) throws
    -> [ControllerID]
  {
    let stack = controllers[navigation.index].stack
    guard let index = stack.firstIndex(of: target), index < stack.count - 1 else { return [] }
    let popped = Array(stack[(index + 1)...])
    controllers[navigation.index].stack = Array(stack[...index])
    try leaveStack(popped.reversed(), navigation: navigation, animated: animated)
    return popped
  }
}
