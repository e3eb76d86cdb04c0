extension World {
  // MARK: - Single fields of a record

  // `controller(_:)` hands back a copy of the whole record, a dozen retains and releases; a
  // caller in another module that needs one field reads it here instead.

  /// A controller's class name.
  public func className(of controller: ControllerID) -> String {
    controllers[controller.index].className
  }

  /// The name the log uses for a controller.
  public func name(of controller: ControllerID) -> String { controllers[controller.index].name }

  /// The kind of container a controller is.
  public func kind(of controller: ControllerID) -> ControllerKind {
    controllers[controller.index].kind
  }

  /// A controller's parent.
  public func parent(of controller: ControllerID) -> ControllerID? {
    controllers[controller.index].parent
  }

  /// Whether the controller forwards appearance automatically when no override of the user's
  /// answers (rules 5.1, PV.5).
  public func forwardsAppearanceByDefault(_ controller: ControllerID) -> Bool {
    let record = controllers[controller.index]
    return record.forwardsAppearance && (record.overridesForwarding || record.pageState == nil)
  }

  /// The name the log uses for a controller; unlike `controller(_:).name` it copies no record
  /// (a record holds arrays and strings, each retained and released by a copy).
  public func controllerName(_ id: ControllerID) -> String { controllers[id.index].name }

  /// UIKit's description of a controller, as exception texts use it: `<ClassName: name>`.
  public func describe(_ id: ControllerID) -> String {
    "<\(controllers[id.index].className): \(controllers[id.index].name)>"
  }

  /// How the log names a view: `a.view` for a controller's root view, else its variable.
  public func viewName(_ id: ViewID) -> String {
    // Fields read in place: a copy of the record would retain and release all it holds.
    if let owner = views[id.index].owner { return rootViewName(of: owner) }
    return views[id.index].name ?? "view\(id.index)"
  }

  /// `a.view`, joined once per controller: the log names a root view on nearly every line
  /// about views, and joining two strings each time cost more than writing the line.
  private func rootViewName(of controller: ControllerID) -> String {
    let index = controller.index
    if index < rootViewNames.count, let name = rootViewNames[index] { return name }
    let name = controllers[index].name + ".view"
    if index >= rootViewNames.count {
      rootViewNames.append(contentsOf: repeatElement(nil, count: index + 1 - rootViewNames.count))
    }
    rootViewNames[index] = name
    return name
  }
}
