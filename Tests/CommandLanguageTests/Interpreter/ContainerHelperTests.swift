import TestSupport
import Testing

/// The sandbox container's helpers are methods, as in Apple's listings.
struct ContainerHelperTests {
  @Test("called as methods in Swift, with or without self, and in Objective-C")
  func helpersAreMethods() {
    let run = ScriptRun(
      """
      print(frameForContentController(), self.newViewStartFrame(), container.oldViewEndFrame())
      CGRect r = [self frameForContentController];
      NSLog(@"%@ %@", NSStringFromCGRect(r), NSStringFromCGRect(self.newViewStartFrame));
      """)
    #expect(!run.hadError, "\(run.output)")
    #expect(
      run.output
        == """
        (0.0, 0.0, 320.0, 480.0) (320.0, 0.0, 320.0, 480.0) (-320.0, 0.0, 320.0, 480.0)
        {{0, 0}, {320, 480}} {{320, 0}, {320, 480}}
        """)
  }
}
