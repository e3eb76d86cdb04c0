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
      let value = try boundProperty(property.name, of: receiver, range, env)
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

  /// A view's layer, one per view, which knows its view's number (for its timing, rule CT.30).
  func layer(of instance: Instance, view: ViewID) -> Value {
    if case .strong(let layer)? = instance.storage.slots[SurfaceSlot.layer] { return layer }
    let object = makeObject(className: "CALayer", name: "layer")
    object.storage.slots[Self.layerViewSlot] = .strong(.int(view.index))
    let layer = Value.object(object)
    instance.storage.slots[SurfaceSlot.layer] = .strong(layer)
    return layer
  }
}

/// A constraint's object, held weakly so that the constraint's value can be found again.
struct WeakInstance {
  weak var instance: Instance?

  init(_ instance: Instance) { self.instance = instance }
}
