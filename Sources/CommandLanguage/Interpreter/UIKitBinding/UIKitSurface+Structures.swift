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

  /// The `CGAffineTransform` a value holds; nil for any other value.
  static func transform(of value: Value) -> Transform? {
    guard case .structure(let structure) = value, structure.typeName == "CGAffineTransform" else {
      return nil
    }
    func field(_ name: String) -> Double { structure.fields[name]?.number ?? 0 }
    return Transform(
      a: field("a"), b: field("b"), c: field("c"), d: field("d"), tx: field("tx"), ty: field("ty"))
  }
}
