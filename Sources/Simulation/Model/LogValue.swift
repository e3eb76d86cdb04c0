/// A value as a log line shows it: objects by name, everything else by its literal.
///
/// Only the cases whose payload is wider than two words are boxed: an `indirect` enum as a
/// whole allocates a box for every value logged, `.controller(id)` included. The cases that
/// nest values need no box of their own, as their arrays already keep the values on the heap.
public enum LogValue: Hashable, Sendable {
  case controller(ControllerID)
  case view(ViewID)
  case bool(Bool)
  case integer(Int)
  case number(Double)
  case string(String)
  indirect case rect(Rect)
  case size(Size)
  case point(Point)
  /// Animation options by their Swift member names (`transitionCrossDissolve`); empty is `[]`/`0`.
  case options([String])
  case orientation(Orientation)
  /// A closure or block; `parameters` lists the parameter names it declares (nil: none written).
  case block(parameters: [String]?)
  /// The transition coordinator passed to `viewWillTransition(to:with:)`.
  case coordinator
  case array([LogValue])
  case nilValue
  /// A type used as a receiver (`UIView` in `UIView.animate(…)`).
  case typeName(String)
  /// The user's own object or value that has no UIKit meaning, shown as written.
  case text(String)
  /// A member of a UIKit enumeration (`.lightContent`; `UIStatusBarStyleLightContent` in
  /// Objective-C).
  indirect case enumMember(type: String, member: String)
  /// A layout constraint.
  case constraint(ConstraintID)
  /// A tuple, with its labels.
  case tuple([LogValue], labels: [String?])
  /// A dictionary's entries, in order.
  case dictionary([LogValue], [LogValue])
}
