import TestSupport
import Testing

/// `NSValue` boxes a rectangle, point, size, insets or transform, and gives back what was put in.
struct ValueBoxingTests {
  typealias Case = LanguageCase

  static let cases: [Case] = [
    Case(
      "Objective-C boxes and unboxes geometry",
      """
      NSValue *frame = [NSValue valueWithCGRect:CGRectMake(1, 2, 3, 4)];
      NSArray *corners = @[[NSValue valueWithCGPoint:CGPointMake(5, 6)]];
      UIEdgeInsets insets = [[NSValue valueWithUIEdgeInsets:UIEdgeInsetsMake(1, 2, 3, 4)] UIEdgeInsetsValue];
      NSLog(@"%@ %@ %.0f", NSStringFromCGRect([frame CGRectValue]),
            NSStringFromCGPoint([corners[0] CGPointValue]), insets.left);
      """,
      "{{1, 2}, {3, 4}} {5, 6} 2"),
    Case(
      "Swift boxes and unboxes geometry",
      """
      let size = NSValue(cgSize: CGSize(width: 7, height: 8))
      let turn = NSValue(cgAffineTransform: CGAffineTransform(scaleX: 2, y: 2))
      print(size.cgSizeValue.width, turn.cgAffineTransformValue.a)
      """,
      "7.0 2.0"),
  ]

  @Test(arguments: cases) func runs(_ item: Case) { item.expectCleanRun() }

  @Test func aBoxReadAsAnotherTypeIsRefused() {
    let run = ScriptRun(
      """
      NSValue *frame = [NSValue valueWithCGRect:CGRectMake(1, 2, 3, 4)];
      CGPoint p = [frame CGPointValue];
      """)
    #expect(run.hadError)
    #expect(run.output.contains("not simulate"), "\(run.output)")
  }
}
