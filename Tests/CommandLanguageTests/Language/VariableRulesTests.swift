import TestSupport
import Testing

/// Where each language lets code change a name: C's parameters are variables, Swift's are
/// constants; a closure an initialiser runs sets properties as any function does.
@Suite struct VariableRulesTests {
  @Test func objectiveCParametersAndBlockParametersAreVariables() {
    LanguageCase(
      "",
      """
      @interface Pane : UIViewController
      @end
      @implementation Pane
      - (void)show:(BOOL)animated {
        if (animated) { animated = NO; }
        void (^twice)(int) = ^(int n) { n = n * 2; NSLog(@"%d", n); };
        twice(4);
        NSLog(@"%d", animated);
      }
      @end
      Pane *p = [[Pane alloc] init];
      [p show:YES];
      """,
      "p.show(true)\n  8\n  0"
    ).expectCleanRun()
  }

  @Test func swiftParametersStayConstants() {
    let run = ScriptRun(
      """
      func show(_ animated: Bool) { animated = false }
      show(true)
      """)
    #expect(run.hadError)
    #expect(run.output.contains("'animated' is a 'let' constant"), "\(run.output)")
  }

  @Test func aClosureAnInitialiserRunsSetsPropertiesWithTheirObservers() {
    LanguageCase(
      "",
      """
      class Holder: UIViewController {
        var child: UIViewController? {
          didSet { print("didSet") }
        }
        init(child: UIViewController) {
          super.init(nibName: nil, bundle: nil)
          self.child = child
          ({ self.child = child })()
        }
        required init?(coder: NSCoder) { fatalError() }
      }
      let h = Holder(child: UIViewController())
      """,
      // Only the closure's assignment runs `didSet`: the initialiser's own does not.
      "Holder(child: viewController)\n  h.child = viewController\n    didSet"
    ).expectCleanRun()
  }
}
