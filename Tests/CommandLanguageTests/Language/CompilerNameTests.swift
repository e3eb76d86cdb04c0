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

  @Test func swiftFunctionInAccessorsAndDefaultArgumentsAsSwiftcGivesIt() {
    // An accessor's #function is its property's name; a parameter's default #function is the
    // caller's name, filled in where the call is.
    LanguageCase(
      "",
      """
      class Pane: UIViewController {
        var width: Int { print(#function); return 1 }
        var height = 0 {
          willSet { print(#function, newValue) }
          didSet { print(#function, oldValue) }
        }
        var depth: Int {
          get { #function.count }
          set { print(#function, newValue) }
        }
        func layOut(at x: Int) {
          note()
          let later = { self.note() }
          later()
        }
        func note(from caller: String = #function) { print("from", caller) }
      }
      let p = Pane()
      _ = p.width
      p.height = 2
      print(p.depth)
      p.depth = 3
      p.layOut(at: 1)
      p.note()
      """,
      """
      p.width()
        width
      p.height = 2
        height 2
        height 0
      5
      p.depth = 3
        depth 3
      p.layOut(at: 1)
        p.note(from: "layOut(at:)")
          from layOut(at:)
        p.note(from: "layOut(at:)")
          from layOut(at:)
      p.note(from: "main")
        from main
      """
    ).expectCleanRun()
  }

  @Test func swiftFunctionInAStoredPropertysInitialValueIsTheTypesName() {
    // swiftc names an initial value's code after the type that declares it (an extension's
    // after the type it extends).
    LanguageCase(
      "",
      """
      class Pane: UIViewController {
        let tag = #function
        lazy var label = #function
        func name() -> String { #function }
      }
      extension Pane { static let made = #function }
      let p = Pane()
      print(p.tag, p.label, p.name(), Pane.made)
      """,
      "Pane Pane name() Pane"
    ).expectCleanRun()
  }

  @Test func clangNamesABlocksCodeAfterItsMethod() {
    // clang's mangling of a block in a method: the method's name with its length before it,
    // then `_block_invoke`, numbered from 2 for a block inside a block.
    LanguageCase(
      "",
      """
      @interface Tray : UIViewController
      @end
      @implementation Tray
      - (void)viewDidLoad {
        [super viewDidLoad];
        void (^outer)(void) = ^{
          NSLog(@"%s", __func__);
          void (^inner)(void) = ^{ NSLog(@"%s", __PRETTY_FUNCTION__); };
          inner();
        };
        outer();
      }
      @end
      @implementation Tray (Taps)
      - (void)tap:(id)sender {
        void (^report)(void) = ^{ NSLog(@"%s", __FUNCTION__); };
        report();
      }
      @end
      Tray *p = [Tray new];
      [p view];
      [p tap:nil];
      """,
      """
      p.loadView()
      p.viewDidLoad()
        __19-[Tray viewDidLoad]_block_invoke
        __19-[Tray viewDidLoad]_block_invoke_2
      p.tap(nil)
        __18-[Tray(Taps) tap:]_block_invoke
      """
    ).expectCleanRun()
  }

  @Test func clangNamesACFunctionAndItsBlocksByItsPlainName() {
    // A C function's __func__ is its name; its blocks are mangled after that name with no
    // length before it.
    LanguageCase(
      "",
      """
      static void Report(void) {
        NSLog(@"%s %s", __func__, __FUNCTION__);
        void (^outer)(void) = ^{
          NSLog(@"%s", __func__);
          void (^inner)(void) = ^{ NSLog(@"%s", __func__); };
          inner();
        };
        outer();
      }
      Report();
      """,
      """
      Report Report
      __Report_block_invoke
      __Report_block_invoke_2
      """
    ).expectCleanRun()
  }

  @Test func aCFunctionsPrettyFunctionIsNotSimulated() {
    // clang writes a C function's prototype there (`void Report(void)`), which is not read.
    let run = ScriptRun(
      """
      static void Report(void) {
        NSLog(@"%s", __PRETTY_FUNCTION__);
      }
      Report();
      NSLog(@"goes on");
      """)
    #expect(
      run.output.hasPrefix(
        "unsupported: 2:16: containrepl does not simulate '__PRETTY_FUNCTION__' yet"),
      "\(run.output)")
    #expect(run.output.hasSuffix("goes on"))
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
