import Rendering
import Simulation

/// Drives a `World` directly, writing the user's call lines as the language would, so that rules
/// can be tested without the language.
final class SimulationDriver {
  let world: World
  let container: ControllerID
  private var named: [String: ControllerID] = [:]

  init() {
    (world, container) = World.sandbox()
    named["container"] = container
  }

  /// The controller called `name`, created (a `UIViewController`) the first time.
  func vc(_ name: String, kind: ControllerKind = .plain, className: String = "UIViewController")
    -> ControllerID
  {
    if let id = named[name] { return id }
    let id = world.makeController(className: className, kind: kind, name: name)
    named[name] = id
    return id
  }

  /// One user statement: the call line, then what UIKit does, then the end of the turn.
  func call(
    _ receiver: LogValue, _ method: DriverCall, _ arguments: [LogValue],
    _ body: () throws -> Void
  ) {
    world.beginInput()
    let slot = world.reserveLine()
    world.fillLine(
      slot,
      .call(
        receiver: receiver, method: method.spelling, arguments: arguments, family: method.family))
    do { try body() } catch { world.noteInterruption() }
    world.closeLine(slot)
    world.runUntilIdle()
  }

  /// A callback the user calls directly (`a.didMove(toParent: container)`).
  func direct(_ controller: ControllerID, _ callback: Callback) {
    world.beginInput()
    let slot = world.reserveLine()
    world.fillLine(slot, .callback(controller, callback))
    do { try world.invokeDirectly(callback, on: controller) } catch { world.noteInterruption() }
    world.closeLine(slot)
    world.runUntilIdle()
  }

  func viewOf(_ controller: ControllerID) throws -> ViewID { try world.loadedView(of: controller) }

  // MARK: - Statements as a user types them

  func addChild(_ child: String, to parent: String = "container") {
    let c = vc(child)
    let p = vc(parent)
    call(.controller(p), .addChild, [.controller(c)]) { try world.addChild(c, to: p) }
  }

  func addView(of child: String, to parent: String = "container") {
    let c = vc(child)
    let p = vc(parent)
    world.beginInput()
    let slot = world.reserveLine()
    do {
      let superview = try viewOf(p)
      let view = try viewOf(c)
      world.fillLine(
        slot,
        .call(
          receiver: .view(superview), method: DriverCall.addSubview.spelling,
          arguments: [.view(view)], family: nil))
      try world.addSubview(view, to: superview)
    } catch { world.noteInterruption() }
    world.closeLine(slot)
    world.runUntilIdle()
  }

  func removeView(of child: String) {
    let c = vc(child)
    world.beginInput()
    let slot = world.reserveLine()
    do {
      let view = try viewOf(c)
      world.fillLine(
        slot,
        .call(
          receiver: .view(view), method: DriverCall.removeFromSuperview.spelling,
          arguments: [], family: nil))
      try world.removeFromSuperview(view)
    } catch { world.noteInterruption() }
    world.closeLine(slot)
    world.runUntilIdle()
  }

  func didMove(_ child: String, to parent: String?) {
    direct(vc(child), .didMove(toParent: parent.map { vc($0) }))
  }

  func willMove(_ child: String, to parent: String?) {
    direct(vc(child), .willMove(toParent: parent.map { vc($0) }))
  }

  func removeFromParent(_ child: String) {
    let c = vc(child)
    call(.controller(c), .removeFromParent, []) { try world.removeFromParent(c) }
  }

  func begin(_ child: String, _ appearing: Bool, animated: Bool) {
    let c = vc(child)
    call(.controller(c), .beginAppearanceTransition, [.bool(appearing), .bool(animated)]) {
      try world.beginAppearanceTransition(c, appearing: appearing, animated: animated)
    }
  }

  func end(_ child: String) {
    let c = vc(child)
    call(.controller(c), .endAppearanceTransition, []) { try world.endAppearanceTransition(c) }
  }

  /// The log so far (brief: layout and `viewIsAppearing` left out), and forgets it.
  func takeLog(verbose: Bool = false) -> String {
    let formatter = LogLineFormatter(world: world, syntax: .swift, language: .english)
    return world.takeEvents().filter { verbose || !$0.isDetail }.map(formatter.line)
      .joined(separator: "\n")
  }
}

/// The UIKit calls the driver writes as call lines, spelled as the log spells them.
enum DriverCall {
  case addChild, removeFromParent, beginAppearanceTransition, endAppearanceTransition
  case addSubview, removeFromSuperview

  var spelling: MethodSpelling {
    switch self {
    case .addChild: MethodSpelling(swift: "addChild", [nil], objc: ["addChildViewController"])
    case .removeFromParent:
      MethodSpelling(swift: "removeFromParent", [], objc: ["removeFromParentViewController"])
    case .beginAppearanceTransition:
      MethodSpelling(
        swift: "beginAppearanceTransition", [nil, "animated"],
        objc: ["beginAppearanceTransition", "animated"])
    case .endAppearanceTransition:
      MethodSpelling(swift: "endAppearanceTransition", [], objc: ["endAppearanceTransition"])
    case .addSubview: MethodSpelling(swift: "addSubview", [nil], objc: ["addSubview"])
    case .removeFromSuperview:
      MethodSpelling(swift: "removeFromSuperview", [], objc: ["removeFromSuperview"])
    }
  }

  var family: EventFamily? {
    switch self {
    case .addChild, .removeFromParent: .containment
    case .beginAppearanceTransition, .endAppearanceTransition: .appearance
    case .addSubview, .removeFromSuperview: nil
    }
  }
}
