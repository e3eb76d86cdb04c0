extension World {
  // MARK: - Forwarding to children

  /// Whether the controller forwards appearance callbacks to its children automatically
  /// (UIKit's `_forwardAppearanceMethods`): a class that overrides
  /// `shouldAutomaticallyForwardAppearanceMethods` is asked it; one that does not answers with
  /// the older `automaticallyForwardAppearanceAndRotationMethodsToChildViewControllers`, which
  /// is false for a page view controller, so that it drives its pages itself (rule PV.5).
  public func forwardsAppearance(_ controller: ControllerID) throws -> Bool {
    if hostMayOverride, let host,
      let value = try host.overriddenValue(
        of: .shouldAutomaticallyForwardAppearanceMethods, on: controller, in: self)
    {
      if value != controllers[controller.index].forwardsAppearance { appearanceMisused = true }
      return value
    }
    return forwardsAppearanceByDefault(controller)
  }

  /// What `shouldAutomaticallyForwardAppearanceMethods` answers when read: the override's
  /// value, else UIKit's own, true for every class (a page view controller inherits it
  /// unchanged; rule PV.5).
  public func shouldAutomaticallyForwardAppearanceMethods(_ controller: ControllerID) throws
    -> Bool
  {
    if hostMayOverride, let host,
      let value = try host.overriddenValue(
        of: .shouldAutomaticallyForwardAppearanceMethods, on: controller, in: self)
    {
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
    if value != forwardsAppearanceByDefault(controller) { appearanceMisused = true }
    controllers[controller.index].forwardsAppearance = value
    controllers[controller.index].overridesForwarding = true
  }

  /// Sets what `shouldAutomaticallyForwardRotationMethods` returns when no override answers.
  public func setForwardsRotation(_ controller: ControllerID, _ value: Bool) {
    controllers[controller.index].forwardsRotation = value
  }
}
