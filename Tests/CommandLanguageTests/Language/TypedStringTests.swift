import TestSupport
import Testing

/// The SDK's string-backed types (`Notification.Name`, `UITransitionContextViewControllerKey`,
/// `CATransitionType`): Swift imports each as a structure around a string and prints it as that
/// structure under its Objective-C name; Objective-C sees a plain `NSString`.
@Suite struct TypedStringTests {
  static let cases: [LanguageCase] = [
    LanguageCase(
      "print shows the Objective-C name and the raw string",
      """
      print(Notification.Name("x"))
      print(UITransitionContextViewControllerKey.from, UITransitionContextViewControllerKey.to)
      let name = NSNotification.Name(rawValue: "y")
      print("\\(name)")
      """,
      "NSNotificationName(_rawValue: x)\n"
        + "UITransitionContextViewControllerKey(_rawValue: UITransitionContextFromViewControllerKey)"
        + " UITransitionContextViewControllerKey(_rawValue: UITransitionContextToViewControllerKey)\n"
        + "NSNotificationName(_rawValue: y)"),
    LanguageCase(
      "rawValue, equality and dictionary keys",
      """
      let n = Notification.Name("x")
      print(n.rawValue, n == Notification.Name(rawValue: "x"), n == Notification.Name("y"))
      let keys: [UITransitionContextViewControllerKey: Int] = [.from: 1, .to: 2]
      print(keys[.from]!, keys[.to]!, keys.count)
      """,
      "x true false\n1 2 2"),
    LanguageCase(
      "a notification's name is the name it was posted with",
      """
      let done = Notification.Name("done")
      NotificationCenter.default.addObserver(forName: done, object: nil, queue: nil) { note in
        print(note.name, note.name == done)
      }
      NotificationCenter.default.post(name: done, object: nil)
      """,
      "= observer\nNotificationCenter.default.post(name: \"done\", object: nil)\n"
        + "  NSNotificationName(_rawValue: done) true"),
    LanguageCase(
      "a class's notification name holds its Objective-C name",
      """
      print(UIResponder.keyboardWillShowNotification.rawValue)
      """,
      "UIKeyboardWillShowNotification"),
  ]

  @Test(arguments: cases) func typedStrings(_ test: LanguageCase) {
    let run = ScriptRun(test.script)
    #expect(run.output.hasSuffix(trimmedBlock(test.expected)), "\(run.output)")
    #expect(!run.hadError)
  }

  @Test func objectiveCStringConstantsAreStrings() {
    LanguageCase(
      "",
      """
      NSString *key = UITransitionContextToViewControllerKey;
      NSLog(@"%@ %@", UITransitionContextFromViewControllerKey, key);
      NSLog(@"%d", [key isEqualToString:@"UITransitionContextToViewControllerKey"]);
      [[NSNotificationCenter defaultCenter] addObserverForName:@"x" object:nil queue:nil
        usingBlock:^(NSNotification *note) { NSLog(@"%@", note.name); }];
      [[NSNotificationCenter defaultCenter] postNotificationName:@"x" object:nil];
      """,
      "UITransitionContextFromViewControllerKey UITransitionContextToViewControllerKey\n1\n"
        + "= observer\nNotificationCenter.default.post(name: \"x\", object: nil)\n  x"
    ).expectCleanRun()
  }
}
