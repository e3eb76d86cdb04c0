import Simulation

extension UIKitSurface {
  /// `UIEdgeInsets` and `CGAffineTransform` as the language holds them (structures).
  static func insets(_ insets: EdgeInsets) -> Value {
    .structure(
      StructValue(
        typeName: "UIEdgeInsets",
        fields: [
          "top": .double(insets.top), "left": .double(insets.left),
          "bottom": .double(insets.bottom), "right": .double(insets.right),
        ], order: ["top", "left", "bottom", "right"]))
  }

  static func transform(_ t: Transform) -> Value {
    .structure(
      StructValue(
        typeName: "CGAffineTransform",
        fields: [
          "a": .double(t.a), "b": .double(t.b), "c": .double(t.c), "d": .double(t.d),
          "tx": .double(t.tx), "ty": .double(t.ty),
        ], order: ["a", "b", "c", "d", "tx", "ty"]))
  }
}
