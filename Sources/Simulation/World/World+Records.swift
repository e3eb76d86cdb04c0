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

  /// What `shouldAutomaticallyForwardAppearanceMethods` returns when no override answers.
  public func forwardsAppearanceByDefault(_ controller: ControllerID) -> Bool {
    controllers[controller.index].forwardsAppearance
  }
}
