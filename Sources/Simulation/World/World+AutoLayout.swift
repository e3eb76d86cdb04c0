/// The frames a solve gave the views under constraints, in window coordinates.
struct LayoutSolution {
  var rects: [ViewID: Rect]
  /// The content sizes of scroll views whose content area is under constraints (rule L.6a).
  var contentSizes: [ViewID: Size] = [:]
}

extension World {
  // MARK: - Making and activating constraints (rule L.4)

  /// A new, inactive constraint (`anchor.constraint(equalTo:constant:)`,
  /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`).
  public func makeConstraint(
    _ first: LayoutAnchor, _ relation: LayoutRelation, _ second: LayoutAnchor?,
    multiplier: Double = 1, constant: Double = 0, priority: Double = LayoutConstraint.required
  ) -> ConstraintID {
    let id = ConstraintID(constraints.count)
    constraints.append(
      LayoutConstraint(
        id: id, first: first, relation: relation, second: second, multiplier: multiplier,
        constant: constant, priority: min(max(priority, 1), LayoutConstraint.required)))
    return id
  }

  /// The record of a constraint.
  public func constraint(_ id: ConstraintID) -> LayoutConstraint { constraints[id.index] }

  /// Names a constraint after the variable it is bound to, for messages.
  public func nameConstraint(_ id: ConstraintID, _ name: String) {
    if constraints[id.index].name == nil { constraints[id.index].name = name }
  }

  /// `constraint.isActive = flag` (and `NSLayoutConstraint.activate/deactivate`): activating
  /// needs a common ancestor of the two items' views (rule L.4).
  public func setActive(_ id: ConstraintID, _ flag: Bool) throws {
    let record = constraints[id.index]
    guard record.isActive != flag else { return }
    if flag, let second = record.second,
      commonAncestor(record.first.item.view, second.item.view) == nil
    {
      let issue = UIKitIssue.constraintWithoutCommonAncestor(id)
      emit(.exception(issue), rule: "L.4")
      throw UIKitException(issue)
    }
    let first = record.first.item.view
    constraints[id.index].holder =
      flag ? record.second.flatMap { commonAncestor(first, $0.item.view) } ?? first : nil
    constraints[id.index].isActive = flag
    activeConstraintCount += flag ? 1 : -1
    constraintsDidChange(involving: record)
  }

  /// `view.addConstraint(c)`: the view holds the constraint and it is active; every item must
  /// be the view or inside it, or UIKit raises NSGenericException (rule L.7).
  public func addConstraint(_ id: ConstraintID, to view: ViewID) throws {
    let record = constraints[id.index]
    let items = [record.first.item.view] + (record.second.map { [$0.item.view] } ?? [])
    guard items.allSatisfy({ isView($0, inside: view) }) else {
      let issue = UIKitIssue.constraintOutsideHolder(
        id, view: "<\(views[view.index].className): \(viewName(view))>")
      emit(.exception(issue), rule: "L.7")
      throw UIKitException(issue)
    }
    try setActive(id, true)
    constraints[id.index].holder = view
  }

  /// `view.removeConstraint(c)`: deactivates it when the view holds it; a constraint the view
  /// does not hold is left alone (rule L.7).
  public func removeConstraint(_ id: ConstraintID, from view: ViewID) throws {
    guard constraints[id.index].isActive, constraints[id.index].holder == view else { return }
    try setActive(id, false)
  }

  /// `view.constraints`: the active constraints the view holds (rule L.7).
  public func constraints(heldBy view: ViewID) -> [ConstraintID] {
    constraints.filter { $0.isActive && $0.holder == view }.map(\.id)
  }

  /// `constraint.constant = value`.
  public func setConstant(_ id: ConstraintID, _ value: Double) {
    constraints[id.index].constant = value
    if constraints[id.index].isActive { constraintsDidChange(involving: constraints[id.index]) }
  }

  /// `constraint.priority = value`: a required constraint cannot become optional once active,
  /// nor the other way round (rule L.4).
  public func setPriority(_ id: ConstraintID, _ value: Double) throws {
    let clamped = min(max(value, 1), LayoutConstraint.required)
    let record = constraints[id.index]
    if record.isActive,
      (clamped >= LayoutConstraint.required) != record.isRequired
    {
      let issue = UIKitIssue.constraintPriorityChangedWhileActive(
        passed: clamped, existing: record.priority)
      emit(.exception(issue), rule: "L.4")
      throw UIKitException(issue)
    }
    constraints[id.index].priority = clamped
    if record.isActive { constraintsDidChange(involving: record) }
  }

  /// `view.translatesAutoresizingMaskIntoConstraints = flag`.
  public func setTranslatesAutoresizingMask(_ view: ViewID, _ flag: Bool) {
    views[view.index].translatesAutoresizingMaskIntoConstraints = flag
    if let superview = views[view.index].superview { setNeedsLayout(superview) }
  }

  /// `view.autoresizingMask = mask`.
  public func setAutoresizingMask(_ view: ViewID, _ mask: AutoresizingMask) {
    views[view.index].autoresizingMask = mask
  }

  private func constraintsDidChange(involving record: LayoutConstraint) {
    constraintsChangedSinceSolve = true
    let first = record.first.item.view
    let owner = record.second.flatMap { commonAncestor(first, $0.item.view) } ?? first
    setNeedsLayout(views[owner.index].superview ?? owner)
    setNeedsLayout(owner)
  }

  /// The nearest view both are inside of (either may be the other).
  func commonAncestor(_ a: ViewID, _ b: ViewID) -> ViewID? {
    var ancestors = Set<ViewID>()
    var current: ViewID? = a
    var steps = 0
    while let id = current, steps <= limits.maxNesting + 1 {
      ancestors.insert(id)
      current = views[id.index].superview
      steps += 1
    }
    current = b
    steps = 0
    while let id = current, steps <= limits.maxNesting + 1 {
      if ancestors.contains(id) { return id }
      current = views[id.index].superview
      steps += 1
    }
    return nil
  }

  /// `<NSLayoutConstraint: a.view.width == container.view.width × 0.5 + 20>`, as UIKit's
  /// description reads, with the simulation's names.
  public func describe(constraint id: ConstraintID) -> String {
    let record = constraints[id.index]
    func anchor(_ anchor: LayoutAnchor) -> String {
      let base = viewName(anchor.item.view)
      let item: String
      switch anchor.item {
      case .view: item = base
      case .safeArea: item = base + ".safeAreaLayoutGuide"
      case .margins: item = base + ".layoutMarginsGuide"
      case .content: item = base + ".contentLayoutGuide"
      case .frame: item = base + ".frameLayoutGuide"
      }
      return item + "." + anchor.attribute.rawValue
    }
    var text = anchor(record.first) + " " + record.relation.symbol + " "
    if let second = record.second {
      text += anchor(second)
      if record.multiplier != 1 { text += " * " + LayoutNumber.text(record.multiplier) }
      if record.constant != 0 {
        text += (record.constant < 0 ? " - " : " + ") + LayoutNumber.text(abs(record.constant))
      }
    } else {
      text += LayoutNumber.text(record.constant)
    }
    if !record.isRequired { text += " @" + LayoutNumber.text(record.priority) }
    return "<NSLayoutConstraint: " + (record.name.map { $0 + " " } ?? "") + text + ">"
  }

  // MARK: - Solving (rule L.4)

  /// Solves the active constraints among the views in the window: required equalities in the
  /// order they were activated (one that contradicts those before it is broken, with UIKit's
  /// warning), then required inequalities that the frames violate, then optional constraints
  /// by priority; whatever is still free keeps its current frame.
  func solveConstraints() -> LayoutSolution? {
    constraintsChangedSinceSolve = false
    let active = constraints.filter { $0.isActive && isInWindow($0.first.item.view) }
    guard !active.isEmpty else { return nil }
    var variables: [ViewID: Int] = [:]
    var order: [ViewID] = []
    func unknown(_ view: ViewID) {
      guard !views[view.index].translatesAutoresizingMaskIntoConstraints, view != window,
        variables[view] == nil
      else { return }
      variables[view] = order.count * 4
      order.append(view)
    }
    for record in active {
      unknown(record.first.item.view)
      if let second = record.second { unknown(second.item.view) }
    }
    // A scroll view's content size is an unknown too once a constraint reaches its content
    // area: the constraints decide it (rule L.6a).
    var contentVariables: [ViewID: Int] = [:]
    var scrollViews: [ViewID] = []
    for record in active {
      for anchor in [record.first] + (record.second.map { [$0] } ?? []) {
        guard case .content(let scroll) = resolved(anchor, in: record).item,
          contentVariables[scroll] == nil
        else { continue }
        contentVariables[scroll] = order.count * 4 + scrollViews.count * 2
        scrollViews.append(scroll)
      }
    }
    // With no view to solve for, the constraints are still checked against the frames that
    // views translating their autoresizing masks keep (rule L.8).
    var current = Array(repeating: 0.0, count: order.count * 4 + scrollViews.count * 2)
    for (index, view) in order.enumerated() {
      let rect = modelWindowRect(of: view)
      current[index * 4] = rect.origin.x
      current[index * 4 + 1] = rect.origin.y
      current[index * 4 + 2] = rect.size.width
      current[index * 4 + 3] = rect.size.height
    }
    for scroll in scrollViews {
      let base = contentVariables[scroll] ?? 0
      current[base] = views[scroll.index].contentSize.width
      current[base + 1] = views[scroll.index].contentSize.height
    }
    var system = LinearSystem(variables: current.count)
    func difference(_ record: LayoutConstraint) -> LinearExpression {
      let first = expression(resolved(record.first, in: record), variables, contentVariables)
      guard let second = record.second else {
        return first + LinearExpression(constant: -record.constant)
      }
      return first + (-record.multiplier)
        * expression(resolved(second, in: record), variables, contentVariables)
        + LinearExpression(constant: -record.constant)
    }
    for record in active where record.isRequired && record.relation == .equal {
      if system.add(difference(record)) == .conflicting { breakConstraint(record.id) }
    }
    let inequalities = active.filter { $0.isRequired && $0.relation != .equal }
    // A required inequality the frames violate holds at its bound; one that cannot is broken.
    func enforce(_ system: inout LinearSystem, breaking: Bool) -> Bool {
      var pending = inequalities
      for _ in 0...pending.count {
        let values = system.solution(fallback: current)
        guard
          let violated = pending.firstIndex(where: { !satisfied($0, difference($0), values) })
        else { return true }
        let record = pending.remove(at: violated)
        if system.add(difference(record)) == .conflicting {
          guard breaking else { return false }
          breakConstraint(record.id)
        }
      }
      return true
    }
    _ = enforce(&system, breaking: true)
    // Optional constraints by priority: kept when they fit with the required ones; one that
    // pushes past an inequality leaves the view at that inequality's bound instead.
    let optional = active.filter { !$0.isRequired }.sorted { $0.priority > $1.priority }
    for record in optional {
      var trial = system
      let added = record.relation == .equal ? trial.add(difference(record)) : .redundant
      guard added != .conflicting else { continue }
      if enforce(&trial, breaking: false) {
        system = trial
        continue
      }
      var bounded = system
      let target = trial.solution(fallback: current)
      for inequality in inequalities where !satisfied(inequality, difference(inequality), target) {
        _ = bounded.add(difference(inequality))
      }
      if enforce(&bounded, breaking: false) { system = bounded }
    }
    let values = system.solution(fallback: current)
    var rects: [ViewID: Rect] = [:]
    for (index, view) in order.enumerated() {
      rects[view] = Rect(
        x: values[index * 4], y: values[index * 4 + 1], width: values[index * 4 + 2],
        height: values[index * 4 + 3])
      let determined = (0..<4).allSatisfy { system.isDetermined(index * 4 + $0) }
      if !determined, ambiguityReported.insert(view).inserted {
        emit(.note(.ambiguousLayout(view)), rule: "L.4")
      }
    }
    var contentSizes: [ViewID: Size] = [:]
    for scroll in scrollViews {
      let base = contentVariables[scroll] ?? 0
      contentSizes[scroll] = Size(width: values[base], height: values[base + 1])
    }
    return LayoutSolution(rects: rects, contentSizes: contentSizes)
  }

  /// The item an anchor of `record` really refers to: a scroll view's edges, constrained
  /// against a view inside it, are the edges of its content area; its width, height and
  /// centre stay its frame's (rule L.6a).
  private func resolved(_ anchor: LayoutAnchor, in record: LayoutConstraint) -> LayoutAnchor {
    guard case .view(let scroll) = anchor.item, views[scroll.index].kind == .scroll,
      let second = record.second
    else { return anchor }
    let other = anchor == record.first ? second : record.first
    guard other.item.view != scroll, isView(other.item.view, inside: scroll) else { return anchor }
    switch anchor.attribute {
    case .left, .right, .top, .bottom, .leading, .trailing:
      return LayoutAnchor(item: .content(scroll), attribute: anchor.attribute)
    default:
      return anchor
    }
  }

  private func satisfied(
    _ record: LayoutConstraint, _ difference: LinearExpression, _ values: [Double]
  )
    -> Bool
  {
    let value = difference.value(values)
    switch record.relation {
    case .equal: return abs(value) < 1e-6
    case .lessThanOrEqual: return value <= 1e-6
    case .greaterThanOrEqual: return value >= -1e-6
    }
  }

  private func breakConstraint(_ id: ConstraintID) {
    let autoresizing = autoresizingConstraints(conflictingWith: constraints[id.index])
    emit(
      .warning(.unsatisfiableConstraints(broken: id, autoresizing: autoresizing)),
      rule: autoresizing.isEmpty ? "L.4" : "L.8")
  }

  /// An anchor as a linear expression of the solve's variables (x, y, width, height per view,
  /// window coordinates; left-to-right, so leading is left).
  private func expression(
    _ anchor: LayoutAnchor, _ variables: [ViewID: Int], _ contentVariables: [ViewID: Int]
  ) -> LinearExpression {
    let view = anchor.item.view
    var x: LinearExpression
    var y: LinearExpression
    var width: LinearExpression
    var height: LinearExpression
    if let base = variables[view] {
      x = .variable(base)
      y = .variable(base + 1)
      width = .variable(base + 2)
      height = .variable(base + 3)
    } else {
      let rect = modelWindowRect(of: view)
      x = LinearExpression(constant: rect.origin.x)
      y = LinearExpression(constant: rect.origin.y)
      width = LinearExpression(constant: rect.size.width)
      height = LinearExpression(constant: rect.size.height)
    }
    let insets: EdgeInsets
    switch anchor.item {
    case .view, .frame: insets = .zero
    case .safeArea: insets = safeAreaInsets(of: view)
    case .margins: insets = layoutMargins(of: view)
    case .content:
      // The content area starts at the scroll view's own coordinate origin, which the offset
      // moves away from the frame's top left; its size is the content size.
      insets = .zero
      let offset = views[view.index].boundsOrigin
      x = x + LinearExpression(constant: -offset.x)
      y = y + LinearExpression(constant: -offset.y)
      if let base = contentVariables[view] {
        width = .variable(base)
        height = .variable(base + 1)
      } else {
        width = LinearExpression(constant: views[view.index].contentSize.width)
        height = LinearExpression(constant: views[view.index].contentSize.height)
      }
    }
    x = x + LinearExpression(constant: insets.left)
    y = y + LinearExpression(constant: insets.top)
    width = width + LinearExpression(constant: -insets.left - insets.right)
    height = height + LinearExpression(constant: -insets.top - insets.bottom)
    switch anchor.attribute {
    case .left, .leading: return x
    case .right, .trailing: return x + width
    case .top: return y
    case .bottom: return y + height
    case .width: return width
    case .height: return height
    case .centerX: return x + 0.5 * width
    case .centerY: return y + 0.5 * height
    case .notAnAttribute: return LinearExpression()
    }
  }

  /// Gives the view's subviews that are under constraints their solved frames.
  func apply(_ solution: LayoutSolution, toSubviewsOf view: ViewID) {
    if let size = solution.contentSizes[view] { views[view.index].contentSize = size }
    let content = modelWindowRect(of: view).origin
    let origin = views[view.index].boundsOrigin
    for child in views[view.index].subviews {
      guard let rect = solution.rects[child] else { continue }
      let frame = Rect(
        x: rect.origin.x - content.x + origin.x, y: rect.origin.y - content.y + origin.y,
        width: rect.size.width, height: rect.size.height)
      if frame != views[child.index].frame { setFrame(child, frame) }
    }
  }
}

/// Numbers in constraint descriptions: whole numbers without a fraction.
enum LayoutNumber {
  static func text(_ value: Double) -> String {
    value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
