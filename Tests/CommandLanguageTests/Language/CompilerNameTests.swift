import TestSupport
import Testing

/// What the compilers predefine in a function's body (`#function`, `__func__`, `_cmd`), C's
/// character constants, and the names swiftc gives types in its messages.
@Suite struct CompilerNameTests {
  @Test func swiftFunctionNamesTheEnclosingFunctionAsSwiftcSpellsIt() {
    LanguageCase(
      "",
      """
      class Pane: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          print(#function)
        }
        init() {
          super.init(nibName: nil, bundle: nil)
          let report = { print(#function) }
          report()
        }
        required init?(coder: NSCoder) { fatalError() }
        func move(to x: Int, _ animated: Bool) { print(#function) }
      }
      let p = Pane()
      p.loadViewIfNeeded()
      p.move(to: 1, true)
      print(#function)
      """,
      """
      Pane()
        init()
      p.loadViewIfNeeded()
        p.loadView()
        p.viewDidLoad()
          viewDidLoad()
      p.move(to: 1, true)
        move(to:_:)
      main
      """
    ).expectCleanRun()
  }

  @Test func clangPredefinesTheMethodsNameAndSelector() {
    LanguageCase(
      "",
      """
      @interface Pane : UIViewController
      @end
      @implementation Pane
      - (void)viewDidLoad {
        [super viewDidLoad];
        NSLog(@"%s %s", __func__, __PRETTY_FUNCTION__);
        NSLog(@"%@", NSStringFromSelector(_cmd));
      }
      + (void)make:(int)n {
        NSLog(@"%s", __FUNCTION__);
      }
      @end
      Pane *p = [[Pane alloc] init];
      [p loadViewIfNeeded];
      [Pane make:1];
      """,
      """
      p.loadViewIfNeeded()
        p.loadView()
        p.viewDidLoad()
          -[Pane viewDidLoad] -[Pane viewDidLoad]
          viewDidLoad
      Pane.make(1)
        +[Pane make:]
      """
    ).expectCleanRun()
  }

  @Test func objectiveCCharacterConstantsAreInts() {
    LanguageCase(
      "",
      """
      char c = 'i';
      NSLog(@"%c %d %d %d %d", c, c, '\\n', '\\0', '\\x41');
      """,
      "i 105 10 0 65"
    ).expectCleanRun()
  }

  @Test func swiftStillRefusesSingleQuotes() {
    let run = ScriptRun("print('a')")
    #expect(run.hadError)
    #expect(run.output.contains("single-quoted string literal found, use '\"'"), "\(run.output)")
  }

  @Test(arguments: [
    (
      "let kids = [UIViewController(), UIViewController()]\nkids.addChil(kids[0])",
      "value of type '[UIViewController]' has no member 'addChil'"
    ),
    ("let d = [\"a\": 1]\nd.foo()", "value of type '[String: Int]' has no member 'foo'"),
    ("let n = [1, 2]\nprint(n.bar)", "value of type '[Int]' has no member 'bar'"),
  ])
  func collectionsAreNamedAsSwiftcNamesThem(_ script: String, _ message: String) {
    let run = ScriptRun(script)
    #expect(run.hadError)
    #expect(run.output.contains(message), "\(run.output)")
    // UIKit's methods are no suggestion for an array.
    #expect(!run.output.contains("did you mean"), "\(run.output)")
  }
}
