import Simulation

extension Interpreter {
  /// Runs the UIKit methods of views, stack and scroll views and constraints that the surface
  /// table added.
  func performViewCall(
    _ operation: SurfaceOperation, on receiver: Value, _ values: [Value], _ site: CallSite,
    _ env: Env
  ) throws -> Value {
    func integer(_ index: Int) -> Int {
      if case .int(let number) = values[index] { return number }
      return 0
    }
    func flag(_ index: Int) -> Bool {
      if case .bool(let value) = values[index] { return value }
      return false
    }
    let selfView = receiver.viewID
    switch operation {
    case .exchangeSubview:
      if let id = selfView { world.exchangeSubviews(integer(0), integer(1), in: id) }
    case .viewWithTag:
      if let id = selfView {
        return world.view(withTag: integer(0), in: id).map(value(of:)) ?? .nilValue
      }
    case .setContentOffset:
      if let id = selfView, case .point(let point) = values[0] {
        try scroll(id, to: point, animated: flag(1), site.range, env)
      }
    case .addArrangedSubview:
      if let id = selfView, let view = values[0].viewID {
        try world.addArrangedSubview(view, to: id)
      }
    case .insertArrangedSubview:
      if let id = selfView, let view = values[0].viewID {
        try world.insertArrangedSubview(view, at: integer(1), in: id)
      }
    case .removeArrangedSubview:
      if let id = selfView, let view = values[0].viewID {
        world.removeArrangedSubview(view, from: id)
      }
    case .startAnimating, .stopAnimating:
      if let property = surfaceProperty("isAnimating", of: receiver) {
        receiver.instance?.storage.slots[property.row.slotKey] = .strong(
          .bool(operation == .startAnimating))
      }
    case .activateConstraints, .deactivateConstraints:
      guard case .array(let items) = values[0] else { return .void }
      for item in items {
        if let id = constraintID(item) {
          try world.setActive(id, operation == .activateConstraints)
        }
      }
    case .addConstraint, .addConstraints, .removeConstraint, .removeConstraints:
      guard let id = selfView else { return .void }
      let items: [Value]
      if case .array(let list) = values[0] { items = list } else { items = [values[0]] }
      for item in items {
        guard let constraint = constraintID(item) else { continue }
        if operation == .addConstraint || operation == .addConstraints {
          try world.addConstraint(constraint, to: id)
        } else {
          try world.removeConstraint(constraint, from: id)
        }
      }
    default:
      break
    }
    return .void
  }

  /// `anchor.constraint(equalTo: other, constant: 8)` and its Objective-C spelling: a new,
  /// inactive constraint; nil when the call is not an anchor's.
  func anchorCall(_ receiver: Value, _ site: CallSite, _ args: CallArguments, _ env: Env) throws
    -> Value?
  {
    guard case .object(let instance) = receiver,
      UIKitSurface.anchorClasses.contains(instance.className),
      let first = layoutAnchor(receiver)
    else { return nil }
    let labels = args.labels.map { $0 ?? "_" }
    let method = UIKitSurface.anchorMethods.first { method in
      guard !method.isDimensionOnly || first.attribute.isDimension else { return false }
      if site.dialect == .objc { return method.selector == site.written }
      return site.base == "constraint" && labels == method.swiftLabels
    }
    guard let method else { return nil }
    var index = 0
    var second: LayoutAnchor?
    if method.toAnchor {
      guard let anchor = layoutAnchor(args.values[0]) else {
        throw error(
          .typeMismatch(args.values[0].typeName(in: world), instance.className), args.ranges[0],
          env)
      }
      guard anchor.attribute.isDimension == first.attribute.isDimension,
        first.attribute.isDimension || anchor.attribute.isHorizontal == first.attribute.isHorizontal
      else {
        throw error(
          .typeMismatch(args.values[0].typeName(in: world), instance.className), args.ranges[0],
          env)
      }
      second = anchor
      index = 1
    }
    var multiplier = 1.0
    if method.hasMultiplier {
      multiplier = try number(args.values[index], args.ranges[index], env)
      index += 1
    }
    var constant = 0.0
    if method.hasConstant {
      constant = try number(args.values[index], args.ranges[index], env)
    }
    let id = world.makeConstraint(
      first, method.relation, second, multiplier: multiplier, constant: constant)
    return constraintValue(id)
  }

  /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)` and
  /// `+constraintWithItem:…`: the constraint those seven arguments describe.
  func makeItemConstraint(_ values: [Value], _ ranges: [SourceRange], _ env: Env) throws
    -> ConstraintID
  {
    func attribute(_ index: Int) throws -> LayoutAttribute {
      if case .enumCase(let member) = values[index],
        let attribute = LayoutAttribute(rawValue: member.caseName)
      {
        return attribute
      }
      throw error(
        .typeMismatch(values[index].typeName(in: world), "NSLayoutConstraint.Attribute"),
        ranges[index], env)
    }
    guard let firstItem = layoutItem(values[0]) else {
      throw error(.typeMismatch(values[0].typeName(in: world), "Any"), ranges[0], env)
    }
    let relationName: String
    if case .enumCase(let member) = values[2] {
      relationName = member.caseName
    } else {
      relationName = ""
    }
    let relation: LayoutRelation
    switch relationName {
    case "lessThanOrEqual": relation = .lessThanOrEqual
    case "greaterThanOrEqual": relation = .greaterThanOrEqual
    default: relation = .equal
    }
    let first = LayoutAnchor(item: firstItem, attribute: try attribute(1))
    let secondAttribute = try attribute(4)
    var second: LayoutAnchor?
    if let item = layoutItem(values[3]), secondAttribute != .notAnAttribute {
      second = LayoutAnchor(item: item, attribute: secondAttribute)
    }
    return world.makeConstraint(
      first, relation, second, multiplier: try number(values[5], ranges[5], env),
      constant: try number(values[6], ranges[6], env))
  }

  private func number(_ value: Value, _ range: SourceRange, _ env: Env) throws -> Double {
    guard let number = value.number else {
      throw error(.typeMismatch(value.typeName(in: world), "CGFloat"), range, env)
    }
    return number
  }
}
