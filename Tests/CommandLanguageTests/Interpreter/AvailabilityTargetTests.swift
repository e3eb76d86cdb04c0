import TestSupport
import Testing

/// Availability follows the iOS version the sandbox simulates (`:ios`): a member newer than it
/// is the compiler's error in Swift and clang's warning in Objective-C, simulated or not.
struct AvailabilityTargetTests {
  @Test("a simulated member newer than :ios gets the same diagnostics as a declared one")
  func simulatedMembersFollowTheTargetToo() {
    let swift = ScriptRun(
      """
      :ios 10
      let v = UIView()
      print(v.safeAreaInsets)
      print("goes on")
      """)
    #expect(swift.hadError)
    #expect(
      swift.output.hasPrefix("error: 3:9: 'safeAreaInsets' is only available in iOS 11.0 or newer"),
      "\(swift.output)")
    #expect(swift.output.hasSuffix("goes on"))
    let objc = ScriptRun(
      """
      :ios 8
      UIViewController *c = [UIViewController new];
      [c loadViewIfNeeded];
      """)
    #expect(!objc.hadError, "\(objc.output)")
    #expect(
      objc.output.contains(
        "warning: 3:4: 'loadViewIfNeeded' is only available on iOS 9.0 or newer"),
      "\(objc.output)")
    // On the SDK's own version nothing is said.
    #expect(ScriptRun("let v = UIView()\nprint(v.safeAreaInsets.top)").output == "0.0")
  }

  @Test("a member newer than :ios is the compiler's error in Swift, clang's warning in Objective-C")
  func availabilityFollowsTheTarget() {
    let swift = ScriptRun(
      """
      :ios 13
      let b = UIButton()
      b.isPointerInteractionEnabled = true
      """)
    #expect(swift.hadError)
    #expect(
      swift.output.hasPrefix(
        "error: 3:3: 'isPointerInteractionEnabled' is only available in iOS 13.4 or newer"),
      "\(swift.output)")
    let objc = ScriptRun(
      """
      :ios 13
      UIButton *b = [[UIButton alloc] init];
      b.pointerInteractionEnabled = YES;
      """)
    #expect(!objc.hadError, "\(objc.output)")
    #expect(
      objc.output.hasPrefix(
        "warning: 3:3: 'pointerInteractionEnabled' is only available on iOS 13.4 or newer"),
      "\(objc.output)")
  }
}
