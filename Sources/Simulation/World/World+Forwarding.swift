extension World {
  // MARK: - Forwarding to children

  /// Whether the controller forwards appearance callbacks to its children automatically.
  public func forwardsAppearance(_ controller: ControllerID) throws -> Bool {
    if hostMayOverride, let host,
      let value = try host.overriddenValue(
        of: .shouldAutomaticallyForwardAppearanceMethods, on: controller, in: self)
    {
      if value != controllers[controller.index].forwardsAppearance { appearanceMisused = true }
      return value
    }
    return controllers[controller.index].forwardsAppearance
  }

  /// Whether the controller forwards the legacy rotation callbacks automatically.
  public func forwardsRotation(_ controller: ControllerID) throws -> Bool {
    if hostMayOverride, let host,
      let value = try host.overriddenValue(
        of: .shouldAutomaticallyForwardRotationMethods, on: controller, in: self)
    {
      return value
    }
    return controllers[controller.index].forwardsRotation
  }

  /// Sets what `shouldAutomaticallyForwardAppearanceMethods` returns when no override answers.
  public func setForwardsAppearance(_ controller: ControllerID, _ value: Bool) {
    if value != controllers[controller.index].forwardsAppearance { appearanceMisused = true }
    controllers[controller.index].forwardsAppearance = value
  }

  /// Sets what `shouldAutomaticallyForwardRotationMethods` returns when no override answers.
  public func setForwardsRotation(_ controller: ControllerID, _ value: Bool) {
    controllers[controller.index].forwardsRotation = value
  }
}
