import Simulation
import UIKitSurface

/// A view's layer's timing and display links on the virtual clock (rule CT.30): what a
/// container's own interactive transition uses to hold its animations (`speed = 0`), to show
/// them at a point (`timeOffset`), and to run them on by itself, frame by frame.
extension Interpreter {
  /// The slot of a layer that holds its view's number.
  static let layerViewSlot = "$layerView"
  /// The slots of a display link: its target, its selector, and its last frame's time.
  static let displayLinkTargetSlot = "$displayLinkTarget"
  static let displayLinkSelectorSlot = "$displayLinkSelector"

  /// One frame of the display, in seconds: containrepl's screen refreshes 60 times a second.
  static let frameSeconds = 1.0 / 60

  /// The view whose layer a value is.
  func layerView(_ value: Value) -> ViewID? {
    guard case .object(let instance) = value, instance.className == "CALayer",
      case .strong(.int(let index))? = instance.storage.slots[Self.layerViewSlot]
    else { return nil }
    return ViewID(index)
  }

  /// A layer row marked `sim`: `convertTime(_:from:)` from the clock's time (a nil layer) or
  /// from another view's layer.
  func performLayerSurface(
    _ operation: SurfaceOperation, on receiver: Value, _ values: [Value], _ range: SourceRange,
    _ env: Env, member: SurfaceMember
  ) throws -> Value? {
    guard operation == .layerConvertTime, let view = layerView(receiver),
      let time = values.first?.number
    else { return nil }
    var clockTime = time
    if values.count > 1, let other = layerView(values[1]) {
      // The other layer's time back to the clock's, then into this one's.
      let rate = world.localTime(of: other, at: 1) - world.localTime(of: other, at: 0)
      guard rate != 0 else {
        throw error(
          .notSimulated(member.displayName(objc: dialect(of: env) == .objc)), range, env)
      }
      clockTime = (time - world.localTime(of: other, at: 0)) / rate
    }
    return .double(world.localTime(of: view, at: clockTime))
  }

  /// A display link row marked `sim`: made with its target and selector, added to the run loop
  /// (its selector then runs every frame), removed or invalidated.
  func performDisplayLinkSurface(
    _ operation: SurfaceOperation, on receiver: Value, _ values: [Value],
    _ member: SurfaceMember, _ range: SourceRange, _ env: Env
  ) throws -> Value? {
    switch operation {
    case .displayLink:
      let link = Value.object(makeObject(className: "CADisplayLink", name: "displayLink"))
      guard let instance = link.instance else { return link }
      if values.count >= 2, case .selector(let selector) = values[1] {
        instance.storage.slots[Self.displayLinkTargetSlot] = .strong(values[0])
        instance.storage.slots[Self.displayLinkSelectorSlot] = .strong(.selector(selector))
      }
      instance.storage.slots["uikit.CADisplayLink.duration"] = .strong(.double(Self.frameSeconds))
      return link
    case .displayLinkAdd:
      guard let instance = receiver.instance, timerWork[ObjectIdentifier(instance)] == nil,
        case .strong(let target)? = instance.storage.slots[Self.displayLinkTargetSlot],
        case .strong(.selector(let selector))? = instance.storage.slots[
          Self.displayLinkSelectorSlot]
      else { return .void }
      let id = schedule(
        .message(
          target: target, selector: selector, argument: receiver,
          origin: CallOrigin(unit: env.unit, range: range)),
        after: Self.frameSeconds, repeating: Self.frameSeconds)
      timerWork[ObjectIdentifier(instance)] = id
      return .void
    case .displayLinkInvalidate:
      guard let instance = receiver.instance,
        let id = timerWork.removeValue(forKey: ObjectIdentifier(instance))
      else { return .void }
      world.cancelScheduled(id)
      scheduledCalls[id] = nil
      scheduledGenerations[id] = nil
      if member.name == "invalidate" {
        // Invalidated, the link lets its target go and never runs again.
        instance.storage.slots[Self.displayLinkTargetSlot] = nil
        instance.storage.slots[Self.displayLinkSelectorSlot] = nil
      }
      return .void
    default:
      return nil
    }
  }

  /// A display link's frame is about to run: its `timestamp` is now.
  func noteDisplayLinkFrame(_ argument: Value?) {
    guard let instance = argument?.instance, instance.className == "CADisplayLink" else { return }
    instance.storage.slots["uikit.CADisplayLink.timestamp"] = .strong(.double(world.clockSeconds))
  }
}
