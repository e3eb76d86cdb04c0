import Simulation

/// UIKit's methods as the log spells them, written out as the expectations of these tests.
extension MethodSpelling {
  static let addChild = MethodSpelling(swift: "addChild", [nil], objc: ["addChildViewController"])
  static let removeFromParent = MethodSpelling(
    swift: "removeFromParent", [], objc: ["removeFromParentViewController"])
  static let addSubview = MethodSpelling(swift: "addSubview", [nil], objc: ["addSubview"])
  static let beginAppearanceTransition = MethodSpelling(
    swift: "beginAppearanceTransition", [nil, "animated"],
    objc: ["beginAppearanceTransition", "animated"])
  static let transition = MethodSpelling(
    swift: "transition", ["from", "to", "duration", "options", "animations", "completion"],
    objc: [
      "transitionFromViewController", "toViewController", "duration", "options", "animations",
      "completion",
    ])
  static let animate = MethodSpelling(
    swift: "animate", ["withDuration", "animations"], objc: ["animateWithDuration", "animations"])
  static let animateWithCompletion = MethodSpelling(
    swift: "animate", ["withDuration", "animations", "completion"],
    objc: ["animateWithDuration", "animations", "completion"])
}
