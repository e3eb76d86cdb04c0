import Simulation

/// The simulated properties, one entry each: its read and, for a settable row, its write, each
/// calling the World. A property-specific condition (a tab bar's `selectedViewController`, the
/// sandbox window's `rootViewController`) stays inside its entry; a read answering nil leaves the
/// value kept on the object, else the row's initial one.
extension SurfaceBinding {
  static let all: [SurfaceBinding] =
    views + controllers + statusBarQuestions + constraints + anchors + layers

  // MARK: - Layers

  /// A layer's timing (rule CT.30): its animations run on the local time it makes.
  private static let layers: [SurfaceBinding] = [
    .layer(
      "speed", read: { a in .double(a.world.layerTiming(of: a.id).speed) },
      write: { a, value in a.world.setLayerTiming(a.id) { $0.speed = value.number ?? 0 } }),
    .layer(
      "timeOffset", read: { a in .double(a.world.layerTiming(of: a.id).timeOffset) },
      write: { a, value in a.world.setLayerTiming(a.id) { $0.timeOffset = value.number ?? 0 } }),
    .layer(
      "beginTime", read: { a in .double(a.world.layerTiming(of: a.id).beginTime) },
      write: { a, value in a.world.setLayerTiming(a.id) { $0.beginTime = value.number ?? 0 } }),
  ]

  // MARK: - Views

  private static let views: [SurfaceBinding] = [
    .view(
      "frame",
      read: { a in
        // A transformed view's frame is the box around it, as UIKit reports it.
        let record = a.world.view(a.id)
        return .rect(
          record.transform.isIdentity
            ? record.frame : record.transform.applied(toCentered: record.frame))
      },
      write: { a, value in if case .rect(let rect) = value { a.world.setFrame(a.id, rect) } }),
    .view(
      "bounds", read: { a in .rect(a.world.view(a.id).bounds) },
      write: { a, value in
        if case .rect(let rect) = value { a.world.setBoundsSize(a.id, rect.size) }
      }),
    .view(
      "center",
      read: { a in
        let frame = a.world.view(a.id).frame
        return .point(Point(x: frame.midX, y: frame.midY))
      },
      write: { a, value in
        guard case .point(let point) = value else { return }
        let frame = a.world.view(a.id).frame
        a.world.setFrame(
          a.id,
          Rect(
            x: point.x - frame.width / 2, y: point.y - frame.height / 2, width: frame.width,
            height: frame.height))
      }),
    .view(
      "superview",
      read: { a in a.world.view(a.id).superview.map(a.interpreter.value(of:)) ?? .nilValue }),
    .view(
      "subviews", read: { a in .array(a.world.view(a.id).subviews.map(a.interpreter.value(of:))) }),
    .view(
      "window",
      read: { a in a.world.isInWindow(a.id) ? a.interpreter.windowInstance.value : .nilValue }),
    .view(
      "isUserInteractionEnabled", read: { a in .bool(a.world.view(a.id).isUserInteractionEnabled) },
      write: { a, value in a.world.setUserInteractionEnabled(a.id, try a.truth(value)) }),
    .view(
      "isHidden", read: { a in .bool(a.world.view(a.id).isHidden) },
      write: { a, value in a.world.setHidden(a.id, try a.truth(value)) }),
    .view(
      "alpha", read: { a in .double(a.world.view(a.id).alpha) },
      write: { a, value in a.world.setAlpha(a.id, value.number ?? 0) }),
    .view(
      "tag", read: { a in .int(a.world.view(a.id).tag) },
      write: { a, value in if case .int(let tag) = value { a.world.setTag(a.id, tag) } }),
    .view(
      "backgroundColor",
      read: { a in a.world.view(a.id).backgroundColor.map(Value.color) ?? .nilValue },
      write: { a, value in
        switch value {
        case .color(let color): a.world.setBackgroundColor(a.id, color)
        case .nilValue: a.world.setBackgroundColor(a.id, nil)
        default: break
        }
      }),
    .view(
      "rootViewController",
      read: { a in
        // The sandbox's window shows the world's root; a window made in code keeps its own
        // until it is shown (rule W.2).
        a.id == a.world.window
          ? a.world.rootController.map(a.interpreter.value(of:)) ?? .nilValue
          : a.interpreter.ownRootViewController(of: a.instance) ?? .nilValue
      },
      write: { a, value in
        if a.id == a.world.window {
          try a.world.setRootViewController(value.controllerID)
        } else {
          try a.interpreter.setOwnRootViewController(value, of: a.interpreter.instance(of: a.id))
        }
      }),
    .view(
      "clipsToBounds", read: { a in .bool(a.world.view(a.id).clipsToBounds) },
      write: { a, value in a.world.setClipsToBounds(a.id, try a.truth(value)) }),
    .view(
      "transform", read: { a in UIKitSurface.transform(a.world.view(a.id).transform) },
      write: { a, value in
        if let transform = UIKitSurface.transform(of: value) {
          a.world.setTransform(a.id, transform)
        }
      }),
    .view(
      "autoresizingMask",
      read: { a in
        .options(a.world.view(a.id).autoresizingMask.memberNames, type: "UIView.AutoresizingMask")
      },
      write: { a, value in
        a.world.setAutoresizingMask(a.id, AutoresizingMask(names: optionNames(value)) ?? [])
      }),
    .view(
      "translatesAutoresizingMaskIntoConstraints",
      read: { a in .bool(a.world.view(a.id).translatesAutoresizingMaskIntoConstraints) },
      write: { a, value in a.world.setTranslatesAutoresizingMask(a.id, try a.truth(value)) }),
    .view(
      "contentSize", read: { a in .size(a.world.view(a.id).contentSize) },
      write: { a, value in if case .size(let size) = value { a.world.setContentSize(a.id, size) } }),
    .view(
      "contentOffset", read: { a in .point(a.world.view(a.id).boundsOrigin) },
      write: { a, value in
        if case .point(let point) = value {
          try a.interpreter.scroll(a.id, to: point, animated: false, a.range, a.env)
        }
      }),
    .view(
      "isPagingEnabled", read: { a in .bool(a.world.view(a.id).isPagingEnabled) },
      write: { a, value in a.world.setPagingEnabled(a.id, try a.truth(value)) }),
    .view("isDragging", read: { a in .bool(a.world.isDragging(a.id)) }),
    .view("isTracking", read: { a in .bool(a.world.isTracking(a.id)) }),
    .view("isDecelerating", read: { a in .bool(a.world.isDecelerating(a.id)) }),
    .view(
      "arrangedSubviews",
      read: { a in .array(a.world.view(a.id).stack.arranged.map(a.interpreter.value(of:))) }),
    .view(
      "axis",
      read: { a in
        .enumCase(
          EnumValue(
            typeName: "NSLayoutConstraint.Axis", caseName: a.world.view(a.id).stack.axis.rawValue))
      },
      write: { a, value in
        let axis = StackArrangement.Axis(rawValue: caseName(value)) ?? .horizontal
        a.world.setStackArrangement(a.id) { $0.axis = axis }
      }),
    .view(
      "spacing", read: { a in .double(a.world.view(a.id).stack.spacing) },
      write: { a, value in
        let spacing = value.number ?? 0
        a.world.setStackArrangement(a.id) { $0.spacing = spacing }
      }),
    .view(
      "distribution",
      read: { a in
        .enumCase(
          EnumValue(
            typeName: "UIStackView.Distribution",
            caseName: a.world.view(a.id).stack.distribution.rawValue))
      },
      write: { a, value in
        let distribution = StackArrangement.Distribution(rawValue: caseName(value)) ?? .fill
        a.world.setStackArrangement(a.id) { $0.distribution = distribution }
      }),
    .view(
      "alignment",
      read: { a in
        .enumCase(
          EnumValue(
            typeName: "UIStackView.Alignment", caseName: a.world.view(a.id).stack.alignment.rawValue
          ))
      },
      write: { a, value in
        let alignment = StackArrangement.Alignment(rawValue: caseName(value)) ?? .fill
        a.world.setStackArrangement(a.id) { $0.alignment = alignment }
      }),
    .view("safeAreaInsets", read: { a in UIKitSurface.insets(a.world.safeAreaInsets(of: a.id)) }),
    // Settable in UIKit; the world computes the margins (rule L.5) and does not take new ones.
    .view("layoutMargins", read: { a in UIKitSurface.insets(a.world.layoutMargins(of: a.id)) }),
    .view("layer", read: { a in a.interpreter.layer(of: a.instance, view: a.id) }),
    .view("safeAreaLayoutGuide", read: { a in a.interpreter.guide(.safeArea(a.id)) }),
    .view("layoutMarginsGuide", read: { a in a.interpreter.guide(.margins(a.id)) }),
    .view("contentLayoutGuide", read: { a in a.interpreter.guide(.content(a.id)) }),
    .view("frameLayoutGuide", read: { a in a.interpreter.guide(.frame(a.id)) }),
    .view(
      "constraints",
      read: { a in .array(a.world.constraints(heldBy: a.id).map(a.interpreter.constraintValue)) }),
  ]

  // MARK: - Controllers

  private static let controllers: [SurfaceBinding] = [
    .controller(
      "view", read: { a in try a.interpreter.controllerView(a.id, a.range, a.env) },
      write: { a, value in a.world.assignView(value.viewID, to: a.id) }),
    .controller(
      "viewIfLoaded",
      read: { a in a.world.controller(a.id).view.map(a.interpreter.value(of:)) ?? .nilValue }),
    .controller("isViewLoaded", read: { a in .bool(a.world.controller(a.id).isViewLoaded) }),
    .controller(
      "parent",
      read: { a in a.world.controller(a.id).parent.map(a.interpreter.value(of:)) ?? .nilValue }),
    .controller(
      "children",
      read: { a in .array(a.world.controller(a.id).children.map(a.interpreter.value(of:))) }),
    .controller("navigationController", read: { a in a.ancestor(.navigation) }),
    .controller("tabBarController", read: { a in a.ancestor(.tabBar) }),
    .controller("splitViewController", read: { a in a.ancestor(.split) }),
    .controller("isMovingToParent", read: { a in .bool(a.world.isMovingToParent(a.id)) }),
    .controller("isMovingFromParent", read: { a in .bool(a.world.isMovingFromParent(a.id)) }),
    .controller(
      "viewControllers",
      read: { a in
        let record = a.world.controller(a.id)
        switch record.kind {
        case .navigation: return .array(record.stack.map(a.interpreter.value(of:)))
        case .page:
          // The pages shown: during a turn its children also hold the arriving and leaving ones.
          let pages = a.world.pageState(of: a.id)?.pages ?? Array(record.children)
          return .array(pages.map(a.interpreter.value(of:)))
        case .tabBar, .split: return .array(record.children.map(a.interpreter.value(of:)))
        case .plain: return nil
        }
      },
      write: { a, value in
        guard a.world.kind(of: a.id) != .plain, case .array(let items) = value else { return }
        try a.interpreter.setViewControllers(items, of: a.id, a.range, a.env)
      }),
    .controller("topViewController", read: { a in a.topOfStack() }),
    .controller("visibleViewController", read: { a in a.topOfStack() }),
    .controller(
      "selectedIndex",
      read: { a in
        let record = a.world.controller(a.id)
        return record.kind == .tabBar ? .int(record.selectedIndex) : nil
      },
      write: { a, value in
        if a.world.kind(of: a.id) == .tabBar, case .int(let index) = value {
          try a.world.setSelectedIndex(index, of: a.id)
        }
      }),
    .controller(
      "selectedViewController",
      read: { a in
        let record = a.world.controller(a.id)
        guard record.kind == .tabBar else { return nil }
        return record.children.element(at: record.selectedIndex).map(a.interpreter.value(of:))
          ?? .nilValue
      },
      // Only one of the tab bar's children can be selected, refused before the line is logged.
      check: { a, value in _ = try a.tabIndex(of: value) },
      write: { a, value in
        if let index = try a.tabIndex(of: value) { try a.world.setSelectedIndex(index, of: a.id) }
      }),
    .controller(
      "shouldAutomaticallyForwardAppearanceMethods",
      read: { a in .bool(try a.world.shouldAutomaticallyForwardAppearanceMethods(a.id)) }),
    .controller(
      "shouldAutomaticallyForwardRotationMethods",
      read: { a in .bool(try a.world.forwardsRotation(a.id)) }),
    .controller(
      "presentingViewController",
      read: { a in
        // A child of a presented controller answers with its ancestor's presenter (rule CT.26).
        a.world.presentingController(seenFrom: a.id).map(a.interpreter.value(of:)) ?? .nilValue
      }),
    .controller(
      "presentedViewController",
      read: { a in
        // A child answers with what its ancestor presents (rule CT.25).
        a.world.presentedController(seenFrom: a.id).map(a.interpreter.value(of:)) ?? .nilValue
      }),
    .controller(
      "modalPresentationStyle",
      read: { a in
        .enumCase(
          EnumValue(
            typeName: "UIModalPresentationStyle",
            caseName: a.world.controller(a.id).modalPresentationStyle.rawValue))
      },
      write: { a, value in
        a.world.setModalPresentationStyle(
          a.id, PresentationStyle(rawValue: caseName(value)) ?? .automatic)
      }),
    .controller(
      "definesPresentationContext",
      read: { a in .bool(a.world.controller(a.id).definesPresentationContext) },
      write: { a, value in a.world.setDefinesPresentationContext(a.id, try a.truth(value)) }),
    .controller(
      "isBeingPresented", read: { a in .bool(a.world.controller(a.id).isBeingPresented) }),
    .controller(
      "isBeingDismissed", read: { a in .bool(a.world.controller(a.id).isBeingDismissed) }),
    .controller(
      "preferredContentSize", read: { a in .size(a.world.controller(a.id).preferredContentSize) },
      write: { a, value in
        if case .size(let size) = value { try a.world.setPreferredContentSize(a.id, size) }
      }),
    .controller(
      "additionalSafeAreaInsets",
      read: { a in UIKitSurface.insets(a.world.controller(a.id).additionalSafeAreaInsets) },
      write: { a, value in a.world.setAdditionalSafeAreaInsets(a.id, insets(value)) }),
    .controller(
      "traitCollection",
      read: { a in
        // A snapshot: the traits of the moment it is read.
        let traits = a.interpreter.makeObject(
          className: "UITraitCollection", name: "traitCollection")
        let landscape = a.world.orientation.isLandscape
        traits.storage.slots["verticalSizeClass"] = .strong(
          .enumCase(
            EnumValue(
              typeName: "UIUserInterfaceSizeClass", caseName: landscape ? "compact" : "regular")))
        return .object(traits)
      }),
  ]

  /// The status bar's questions: a subclass's override answers, an Objective-C one spelled its
  /// own way (`childViewControllerForStatusBarStyle`) too, else UIKit's default.
  private static let statusBarQuestions: [SurfaceBinding] = UIKitQuestion.allCases.map { question in
    .controller(
      question.rawValue,
      read: { a in
        let answer = try a.interpreter.answer(to: question, on: a.id, in: a.world)
        return a.interpreter.answerValue(answer ?? question.defaultAnswer)
      })
  }

  // MARK: - Constraints and anchors

  private static let anchorAttributes: [LayoutAttribute] = [
    .leading, .trailing, .left, .right, .top, .bottom, .width, .height, .centerX, .centerY,
  ]

  private static let constraints: [SurfaceBinding] = [
    .constraint(
      "isActive", read: { a in .bool(a.world.constraint(a.id).isActive) },
      write: { a, value in try a.world.setActive(a.id, try a.truth(value)) }),
    .constraint(
      "constant", read: { a in .double(a.world.constraint(a.id).constant) },
      write: { a, value in a.world.setConstant(a.id, value.number ?? 0) }),
    .constraint("multiplier", read: { a in .double(a.world.constraint(a.id).multiplier) }),
    .constraint(
      "priority", read: { a in .double(a.world.constraint(a.id).priority) },
      write: { a, value in try a.world.setPriority(a.id, value.number ?? 0) }),
  ]

  /// `leadingAnchor` … `centerYAnchor` of a view and of a layout guide.
  private static let anchors: [SurfaceBinding] = anchorAttributes.flatMap {
    attribute -> [SurfaceBinding] in
    let name = attribute.rawValue + "Anchor"
    return [
      .view(
        name,
        read: { a in a.interpreter.anchor(LayoutAnchor(item: .view(a.id), attribute: attribute)) }),
      .layoutGuide(
        name, read: { a in a.interpreter.anchor(LayoutAnchor(item: a.id, attribute: attribute)) }),
    ]
  }
}

extension SurfaceBinding.Access {
  /// The language's truth of a value, as an `if` takes it.
  func truth(_ value: Value) throws -> Bool { try interpreter.truth(value, range, env) }
}

extension SurfaceBinding.Access<ControllerID> {
  /// The nearest container of `kind` above the controller.
  func ancestor(_ kind: ControllerKind) -> Value {
    world.ancestor(of: id, kind: kind).map(interpreter.value(of:)) ?? .nilValue
  }

  /// A navigation controller's top controller.
  func topOfStack() -> Value? {
    let record = world.controller(id)
    guard record.kind == .navigation else { return nil }
    return record.stack.last.map(interpreter.value(of:)) ?? .nilValue
  }

  /// The index among a tab bar's children of the controller `value`; nil on another container.
  func tabIndex(of value: Value) throws -> Int? {
    let record = world.controller(id)
    guard record.kind == .tabBar else { return nil }
    guard case .controller(let child, _) = value, let index = record.children.index(of: child)
    else { throw interpreter.error(.notAChildOfTabBar, range, env) }
    return index
  }
}

/// An option set's members, from one value or an array of them.
private func optionNames(_ value: Value) -> [String] {
  switch value {
  case .options(let names, _): return names
  case .array(let items): return items.flatMap(optionNames)
  default: return []
  }
}

private func insets(_ value: Value) -> EdgeInsets {
  guard case .structure(let structure) = value else { return .zero }
  func field(_ name: String) -> Double { structure.fields[name]?.number ?? 0 }
  return EdgeInsets(
    top: field("top"), left: field("left"), bottom: field("bottom"), right: field("right"))
}

private func caseName(_ value: Value) -> String {
  if case .enumCase(let member) = value { return member.caseName }
  return ""
}
