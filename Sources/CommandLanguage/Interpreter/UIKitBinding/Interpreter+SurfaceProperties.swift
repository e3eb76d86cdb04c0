import Simulation

/// The slot keys under which UIKit's helper objects (anchors, guides, constraints, layers)
/// keep what they stand for; `$` keeps them apart from anything the user can name.
enum SurfaceSlot {
  static let view = "$view"
  static let item = "$item"
  static let attribute = "$attribute"
  static let constraint = "$constraint"
  static let layer = "$layer"
}

extension Interpreter {
  /// The UIKit property `name` of the receiver's class, by the surface table.
  func surfaceProperty(_ name: String, of receiver: Value) -> UIKitProperty? {
    guard let className = className(of: receiver) else { return nil }
    if case .controller(let id, _) = receiver {
      let kind = world.kind(of: id)
      guard let property = UIKitSurface.controllerProperty(name, of: kind) else { return nil }
      return property
    }
    return UIKitSurface.property(name, chain: classes.chain(className))
  }

  /// Reads a property its row marks `sim core`, `sim stored` or `sim override`: the world's
  /// value, or the object's stored one, else the row's initial value.
  func readSurfaceProperty(
    _ property: UIKitProperty, of receiver: Value, _ range: SourceRange, _ env: Env
  ) throws -> Value {
    if property.behaviour == .simulated,
      let value = try simulatedProperty(property, of: receiver, range, env)
    {
      return Self.typedNumber(value, as: property.type)
    }
    // Kept per object: a stored property, or a simulated one of an object the world does not
    // model.
    if let storage = receiver.instance?.storage,
      case .strong(let value)? = storage.slots[property.row.slotKey]
    {
      return Self.typedNumber(value, as: property.type)
    }
    return Self.typedNumber(property.initial, as: property.type)
  }

  private func simulatedProperty(
    _ property: UIKitProperty, of receiver: Value, _ range: SourceRange, _ env: Env
  ) throws -> Value? {
    switch receiver {
    case .view(let id, let instance):
      return try viewSurfaceProperty(property.name, of: id, instance)
    case .controller(let id, _):
      return try controllerSurfaceProperty(property.name, of: id, range, env)
    case .object(let instance):
      if let attribute = Self.anchorAttribute(property.name), let item = layoutItem(receiver) {
        return anchor(LayoutAnchor(item: item, attribute: attribute))
      }
      return constraintProperty(property.name, of: instance)
    default:
      return nil
    }
  }

  private func viewSurfaceProperty(_ name: String, of id: ViewID, _ instance: Instance) throws
    -> Value?
  {
    let record = world.view(id)
    switch name {
    case "frame":
      // A transformed view's frame is the box around it, as UIKit reports it.
      return .rect(
        record.transform.isIdentity
          ? record.frame : record.transform.applied(toCentered: record.frame))
    case "bounds": return .rect(record.bounds)
    case "center": return .point(Point(x: record.frame.midX, y: record.frame.midY))
    case "superview": return record.superview.map(value(of:)) ?? .nilValue
    case "subviews": return .array(record.subviews.map(value(of:)))
    case "window": return world.isInWindow(id) ? windowInstance.value : .nilValue
    case "isUserInteractionEnabled": return .bool(record.isUserInteractionEnabled)
    case "isHidden": return .bool(record.isHidden)
    case "alpha": return .double(record.alpha)
    case "tag": return .int(record.tag)
    case "backgroundColor": return record.backgroundColor.map(Value.color) ?? .nilValue
    case "rootViewController" where id == world.window:
      return world.rootController.map(value(of:)) ?? .nilValue
    case "rootViewController": return ownRootViewController(of: instance) ?? .nilValue
    case "clipsToBounds": return .bool(record.clipsToBounds)
    case "transform": return UIKitSurface.transform(record.transform)
    case "autoresizingMask":
      return .options(record.autoresizingMask.memberNames, type: "UIView.AutoresizingMask")
    case "translatesAutoresizingMaskIntoConstraints":
      return .bool(record.translatesAutoresizingMaskIntoConstraints)
    case "contentSize": return .size(record.contentSize)
    case "contentOffset": return .point(record.boundsOrigin)
    case "isPagingEnabled": return .bool(record.isPagingEnabled)
    case "isDragging": return .bool(world.isDragging(id))
    case "isTracking": return .bool(world.isTracking(id))
    case "isDecelerating": return .bool(world.isDecelerating(id))
    case "arrangedSubviews": return .array(record.stack.arranged.map(value(of:)))
    case "axis":
      return .enumCase(
        EnumValue(typeName: "NSLayoutConstraint.Axis", caseName: record.stack.axis.rawValue))
    case "spacing": return .double(record.stack.spacing)
    case "distribution":
      return .enumCase(
        EnumValue(
          typeName: "UIStackView.Distribution", caseName: record.stack.distribution.rawValue))
    case "alignment":
      return .enumCase(
        EnumValue(typeName: "UIStackView.Alignment", caseName: record.stack.alignment.rawValue))
    case "safeAreaInsets": return UIKitSurface.insets(world.safeAreaInsets(of: id))
    case "layoutMargins": return UIKitSurface.insets(world.layoutMargins(of: id))
    case "layer": return layer(of: id, instance)
    case "safeAreaLayoutGuide": return guide(.safeArea(id))
    case "layoutMarginsGuide": return guide(.margins(id))
    case "contentLayoutGuide": return guide(.content(id))
    case "frameLayoutGuide": return guide(.frame(id))
    case "constraints":
      return .array(world.constraints(heldBy: id).map(constraintValue))
    default:
      if let attribute = Self.anchorAttribute(name) {
        return anchor(LayoutAnchor(item: .view(id), attribute: attribute))
      }
      return nil
    }
  }

  private func controllerSurfaceProperty(
    _ name: String, of id: ControllerID, _ range: SourceRange, _ env: Env
  ) throws -> Value? {
    if name == "view" { return try controllerView(id, range, env) }
    let record = world.controller(id)
    switch name {
    case "viewIfLoaded": return record.view.map(value(of:)) ?? .nilValue
    case "isViewLoaded": return .bool(record.isViewLoaded)
    case "parent": return record.parent.map(value(of:)) ?? .nilValue
    case "children": return .array(record.children.map(value(of:)))
    case "navigationController":
      return world.ancestor(of: id, kind: .navigation).map(value(of:)) ?? .nilValue
    case "tabBarController":
      return world.ancestor(of: id, kind: .tabBar).map(value(of:)) ?? .nilValue
    case "splitViewController":
      return world.ancestor(of: id, kind: .split).map(value(of:)) ?? .nilValue
    case "isMovingToParent": return .bool(world.isMovingToParent(id))
    case "isMovingFromParent": return .bool(world.isMovingFromParent(id))
    case "viewControllers" where record.kind == .navigation:
      return .array(record.stack.map(value(of:)))
    case "viewControllers" where record.kind == .page:
      // The pages shown: during a turn its children also hold the arriving and leaving ones.
      return .array((world.pageState(of: id)?.pages ?? Array(record.children)).map(value(of:)))
    case "viewControllers" where record.kind != .plain:
      return .array(record.children.map(value(of:)))
    case "topViewController" where record.kind == .navigation,
      "visibleViewController" where record.kind == .navigation:
      return record.stack.last.map(value(of:)) ?? .nilValue
    case "selectedIndex" where record.kind == .tabBar:
      return .int(record.selectedIndex)
    case "selectedViewController" where record.kind == .tabBar:
      return record.children.element(at: record.selectedIndex).map(value(of:)) ?? .nilValue
    case "shouldAutomaticallyForwardAppearanceMethods":
      return .bool(try world.shouldAutomaticallyForwardAppearanceMethods(id))
    case "shouldAutomaticallyForwardRotationMethods":
      return .bool(try world.forwardsRotation(id))
    case "presentingViewController":
      return record.presentingController.map(value(of:)) ?? .nilValue
    case "presentedViewController":
      return world.presentedController(seenFrom: id).map(value(of:)) ?? .nilValue
    case "modalPresentationStyle":
      return .enumCase(
        EnumValue(
          typeName: "UIModalPresentationStyle", caseName: record.modalPresentationStyle.rawValue))
    case "definesPresentationContext": return .bool(record.definesPresentationContext)
    case "isBeingPresented": return .bool(record.isBeingPresented)
    case "isBeingDismissed": return .bool(record.isBeingDismissed)
    case "preferredContentSize": return .size(record.preferredContentSize)
    case "additionalSafeAreaInsets": return UIKitSurface.insets(record.additionalSafeAreaInsets)
    case "traitCollection":
      let traits = makeObject(className: "UITraitCollection", name: "traitCollection")
      let landscape = world.orientation.isLandscape
      traits.storage.slots["verticalSizeClass"] = .strong(
        .enumCase(
          EnumValue(
            typeName: "UIUserInterfaceSizeClass", caseName: landscape ? "compact" : "regular")))
      return .object(traits)
    case "preferredStatusBarStyle", "prefersStatusBarHidden", "childForStatusBarStyle",
      "childForStatusBarHidden":
      guard let question = UIKitQuestion(rawValue: name) else { return nil }
      // An Objective-C override, spelled its own way (`childViewControllerForStatusBarStyle`),
      // answers a Swift read as it answers UIKit.
      if let answer = try answer(to: question, on: id, in: world) { return answerValue(answer) }
      return answerValue(question.defaultAnswer)
    default: return nil
    }
  }

  /// A controller's `view`, loaded by reading it. The read nearly every containment statement
  /// makes: it reads the fields it needs rather than a copy of the whole record.
  func controllerView(_ id: ControllerID, _ range: SourceRange, _ env: Env) throws -> Value {
    let loaded = world.controllers[id.index].view
    if isInspecting { return loaded.map(value(of:)) ?? .nilValue }
    if loaded == nil, world.isLoadingView(id) {
      throw error(.loadViewReadsView(world.controllers[id.index].className), range, env)
    }
    let view = try world.loadedView(of: id)
    syncOwnership()
    return value(of: view)
  }

  /// A question's answer as the language holds it.
  func answerValue(_ answer: QuestionAnswer) -> Value {
    switch answer {
    case .controller(let id): return id.map(value(of:)) ?? .nilValue
    case .statusBarStyle(let style):
      return .enumCase(EnumValue(typeName: "UIStatusBarStyle", caseName: style))
    case .bool(let flag): return .bool(flag)
    }
  }

  // MARK: - Helper objects

  /// The anchor attribute a property name reads (`leadingAnchor` → `.leading`).
  static func anchorAttribute(_ name: String) -> LayoutAttribute? {
    guard name.hasSuffix("Anchor") else { return nil }
    let attribute = LayoutAttribute(rawValue: String(name.dropLast("Anchor".count)))
    return attribute == .notAnAttribute ? nil : attribute
  }

  /// The object standing for a layout anchor.
  func anchor(_ anchor: LayoutAnchor) -> Value {
    let axis =
      anchor.attribute.isDimension
      ? "NSLayoutDimension"
      : anchor.attribute.isHorizontal ? "NSLayoutXAxisAnchor" : "NSLayoutYAxisAnchor"
    let object = makeObject(className: axis, name: anchor.attribute.rawValue + "Anchor")
    object.storage.slots[SurfaceSlot.item] = .strong(itemValue(anchor.item))
    object.storage.slots[SurfaceSlot.attribute] = .strong(.string(anchor.attribute.rawValue))
    return .object(object)
  }

  /// A layout item as a value: the view, or the guide object.
  private func itemValue(_ item: LayoutItem) -> Value {
    switch item {
    case .view(let id): return value(of: id)
    case .safeArea, .margins, .content, .frame: return guide(item)
    }
  }

  /// The object standing for a layout guide.
  func guide(_ item: LayoutItem) -> Value {
    let name: String
    switch item {
    case .safeArea: name = "safeAreaLayoutGuide"
    case .margins: name = "layoutMarginsGuide"
    case .content: name = "contentLayoutGuide"
    case .frame: name = "frameLayoutGuide"
    case .view: return value(of: item.view)
    }
    let object = makeObject(className: "UILayoutGuide", name: name)
    object.storage.slots[SurfaceSlot.view] = .strong(value(of: item.view))
    object.storage.slots[SurfaceSlot.attribute] = .strong(.string(name))
    return .object(object)
  }

  /// The layout item a value stands for (a view or a guide).
  func layoutItem(_ value: Value) -> LayoutItem? {
    switch value {
    case .view(let id, _): return .view(id)
    case .object(let instance) where instance.className == "UILayoutGuide":
      guard case .strong(let view)? = instance.storage.slots[SurfaceSlot.view],
        let id = view.viewID,
        case .strong(.string(let kind))? =
          instance.storage.slots[SurfaceSlot.attribute]
      else { return nil }
      switch kind {
      case "safeAreaLayoutGuide": return .safeArea(id)
      case "contentLayoutGuide": return .content(id)
      case "frameLayoutGuide": return .frame(id)
      default: return .margins(id)
      }
    default: return nil
    }
  }

  /// The anchor a value stands for.
  func layoutAnchor(_ value: Value) -> LayoutAnchor? {
    guard case .object(let instance) = value,
      case .strong(let item)? = instance.storage.slots[SurfaceSlot.item],
      case .strong(.string(let name))? = instance.storage.slots[SurfaceSlot.attribute],
      let item = layoutItem(item), let attribute = LayoutAttribute(rawValue: name)
    else { return nil }
    return LayoutAnchor(item: item, attribute: attribute)
  }

  /// The object standing for a constraint.
  func constraintValue(_ id: ConstraintID) -> Value {
    if let instance = constraintInstances[id.index]?.instance { return .object(instance) }
    let object = makeObject(
      className: "NSLayoutConstraint", name: world.constraint(id).name ?? "constraint")
    object.storage.slots[SurfaceSlot.constraint] = .strong(.int(id.index))
    constraintInstances[id.index] = WeakInstance(object)
    return .object(object)
  }

  /// The constraint a value stands for.
  func constraintID(_ value: Value) -> ConstraintID? {
    guard case .object(let instance) = value, instance.className == "NSLayoutConstraint",
      case .strong(.int(let index))? = instance.storage.slots[SurfaceSlot.constraint]
    else { return nil }
    return ConstraintID(index)
  }

  private func constraintProperty(_ name: String, of instance: Instance) -> Value? {
    guard let id = constraintID(.object(instance)) else { return nil }
    let record = world.constraint(id)
    switch name {
    case "isActive", "active": return .bool(record.isActive)
    case "constant": return .double(record.constant)
    case "multiplier": return .double(record.multiplier)
    case "priority": return .double(record.priority)
    default: return nil
    }
  }

  /// A view's layer, one per view.
  private func layer(of id: ViewID, _ instance: Instance) -> Value {
    if case .strong(let layer)? = instance.storage.slots[SurfaceSlot.layer] { return layer }
    let layer = Value.object(makeObject(className: "CALayer", name: "layer"))
    instance.storage.slots[SurfaceSlot.layer] = .strong(layer)
    return layer
  }
}

/// A constraint's object, held weakly so that the constraint's value can be found again.
struct WeakInstance {
  weak var instance: Instance?

  init(_ instance: Instance) { self.instance = instance }
}
