import TestSupport
import Testing

/// A constant Swift imports as a type's `static let` has its C name in Objective-C, and Swift 4's
/// spelling of a notification's name is swiftc's rename warning with the constant's value.
struct ConstantSpellingTests {
  @Test func objectiveCReadsAClassConstantByItsCName() {
    let run = ScriptRun(
      """
      NSLog(@"%@", UIApplicationDidEnterBackgroundNotification);
      NSLog(@"%d", [UIKeyboardWillShowNotification isEqualToString:@"UIKeyboardWillShowNotification"]);
      """)
    #expect(!run.hadError, "\(run.output)")
    // A notification's name is exactly its constant's name, so reading it needs no note.
    #expect(run.output == "UIApplicationDidEnterBackgroundNotification\n1", "\(run.output)")
  }

  @Test func aStringConstantOtherThanANotificationsNameKeepsItsNote() {
    // UIKit declares these keys without their values, which need not be their names.
    let run = ScriptRun("let key = UIResponder.keyboardFrameEndUserInfoKey\nprint(key)")
    #expect(!run.hadError, "\(run.output)")
    #expect(run.output.contains("is not simulated"), "\(run.output)")
  }

  @Test func swiftFourNotificationNamesAreRenamedAndKeepTheirValue() {
    let run = ScriptRun(
      """
      let old = NSNotification.Name.UIKeyboardWillShow
      let implicit: NSNotification.Name = .UIApplicationDidEnterBackground
      print(old == UIResponder.keyboardWillShowNotification)
      print(implicit == UIApplication.didEnterBackgroundNotification)
      """)
    #expect(!run.hadError, "\(run.output)")
    #expect(
      run.output.contains(
        "1:31: 'UIKeyboardWillShow' has been renamed to 'UIResponder.keyboardWillShowNotification'"
      ), "\(run.output)")
    #expect(
      run.output.contains(
        "2:37: 'UIApplicationDidEnterBackground' has been renamed to 'UIApplication.didEnterBackgroundNotification'"
      ), "\(run.output)")
    #expect(run.output.hasSuffix("true\ntrue"), "\(run.output)")
  }

  @Test func aNameNoNotificationHasIsStillUnknown() {
    let run = ScriptRun("let n = NSNotification.Name.UIKeyboardWillExplode")
    #expect(run.hadError)
    #expect(run.output.contains("has no member 'UIKeyboardWillExplode'"), "\(run.output)")
  }
}
