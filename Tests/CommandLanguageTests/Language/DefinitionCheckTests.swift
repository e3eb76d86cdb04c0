import TestSupport
import Testing

/// A name nothing declares is reported when its method is defined, once, at its use, as the
/// compilers report it; names declared anywhere the compilers would look are not.
struct DefinitionCheckTests {
  @Test func swiftReportsAnUnknownNameWhenTheMethodIsDefined() {
    let run = ScriptRun(
      """
      class Pager: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          print(pageCount)
        }
      }
      print("defined")
      let p = Pager()
      _ = p.view
      print("goes on")
      """)
    #expect(run.hadError)
    #expect(
      run.output.hasPrefix(
        """
        error: 4:11: cannot find 'pageCount' in scope
            print(pageCount)
                  ^~~~~~~~~
        note: in 'viewDidLoad()' of 'Pager'
        defined
        """), "\(run.output)")
    // Reported once: running the method stops it without a second error.
    #expect(run.output.components(separatedBy: "pageCount").count == 3)
    #expect(run.output.hasSuffix("goes on"))
  }

  @Test func clangReportsAnUndeclaredIdentifierWhenTheMethodIsDefined() {
    let run = ScriptRun(
      """
      @interface Box : NSObject
      @property (nonatomic) NSInteger count;
      @end
      @implementation Box
      - (void)go {
        NSInteger local = 2;
        NSLog(@"%ld %ld %ld", (long)local, (long)_count, (long)missing);
      }
      @end
      NSLog(@"defined");
      [[Box new] go];
      NSLog(@"goes on");
      """)
    #expect(run.hadError)
    #expect(
      run.output.hasPrefix(
        """
        error: 7:58: use of undeclared identifier 'missing'
        """), "\(run.output)")
    #expect(run.output.components(separatedBy: "error:").count == 2)
    #expect(run.output.hasSuffix("defined\ngoes on"), "\(run.output)")
  }

  @Test func namesDeclaredWhereTheCompilersLookAreNotReported() {
    LanguageCase(
      "Swift: locals, parameters, closure parameters, patterns, members, globals declared later",
      """
      enum Mode { case open, closed }
      class Base: UIViewController {
        var inherited = 1
        func helper() -> Int { 2 }
      }
      class Drawer: Base {
        var mode = Mode.open
        var width: CGFloat = 10 {
          didSet { print("width", oldValue, width) }
        }
        func run(items: [Int], label text: String) {
          let doubled = items.map { value in value * 2 }
          let sum = items.reduce(0) { total, next in total + next }
          for (index, item) in items.enumerated() where index > 0 { print(item) }
          if let first = items.first, case let (a, b) = (first, 2) { print(a + b) }
          guard let last = items.last else { return }
          switch mode {
          case .open: print("open")
          case .closed: print("closed")
          }
          let handler = { [weak self] in print(self == nil) }
          handler()
          print(doubled, sum, last, text, inherited, helper(), title ?? "-", isViewLoaded)
          print(laterGlobal, Mode.closed, UIView.self == UIView.self)
          #if DEBUG
          print(onlyInDebug)
          #endif
          width = 12
        }
      }
      let laterGlobal = "later"
      Drawer().run(items: [1, 2], label: "t")
      """,
      """
      drawer.run(items: [1, 2], label: "t")
        2
        3
        open
        false
        [2, 4] 3 2 t 1 2 - false
        later closed true
        drawer.width = 12
          width 10.0 12.0
      """
    ).expectCleanRun()
  }

  @Test func anUnknownFunctionIsReportedWhenTheMethodIsDefinedOnce() {
    let swift = ScriptRun(
      """
      class Pager: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          print("loading")
          reloadPages()
        }
      }
      let p = Pager()
      _ = p.view
      print("goes on")
      """)
    #expect(swift.hadError)
    #expect(
      swift.output.hasPrefix(
        """
        error: 5:5: cannot find 'reloadPages' in scope
            reloadPages()
            ^~~~~~~~~~~
        note: in 'viewDidLoad()' of 'Pager'
        """), "\(swift.output)")
    // Running the method stops it at the call without a second error.
    #expect(swift.output.components(separatedBy: "reloadPages").count == 3, "\(swift.output)")
    #expect(swift.output.hasSuffix("loading\ngoes on"), "\(swift.output)")
    let objc = ScriptRun(
      """
      @interface Pager : UIViewController
      @end
      @implementation Pager
      - (void)reload { reloadPages(3); }
      @end
      """)
    #expect(objc.hadError)
    #expect(
      objc.output.hasPrefix("error: 4:18: use of undeclared identifier 'reloadPages'"),
      "\(objc.output)")
  }

  @Test func aMemberNoUIKitPropertysClassHasIsReportedWhenTheMethodIsDefined() {
    let swift = ScriptRun(
      """
      class Card: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          view.backgroundColr = .red
        }
      }
      print("defined")
      """)
    #expect(swift.hadError)
    #expect(
      swift.output
        == """
        error: 4:10: value of type 'UIView' has no member 'backgroundColr'
            view.backgroundColr = .red
                 ^~~~~~~~~~~~~~
        note: did you mean 'backgroundColor'?
        note: in 'viewDidLoad()' of 'Card'
        defined
        """, "\(swift.output)")
    let objc = ScriptRun(
      """
      @interface Card : UIViewController
      @end
      @implementation Card
      - (void)viewDidLoad {
        [super viewDidLoad];
        [self.view layoutIfNeded];
      }
      @end
      """)
    #expect(objc.hadError)
    #expect(
      objc.output.hasPrefix(
        "error: 6:14: no visible @interface for 'UIView' declares the selector 'layoutIfNeded'"),
      "\(objc.output)")
    #expect(objc.output.contains("did you mean 'layoutIfNeeded'?"), "\(objc.output)")
  }

  @Test func membersOfUIKitPropertiesDeclaredWhereTheCompilersLookAreNotReported() {
    LanguageCase(
      "Swift and Objective-C: the SDK's members, an extension's, a local that shadows the property",
      """
      extension UIView {
        func pulse() -> String { "pulse" }
      }
      class Card: UIViewController {
        func show(view: Card) {
          print(self.view.pulse(), self.view.isHidden, navigationController?.viewControllers.count ?? 0)
          print(view.title ?? "untitled")
        }
      }
      let c = Card()
      c.show(view: c)
      """,
      """
      c.show(view: c)
        c.view.pulse()
          c.loadView()
          c.viewDidLoad()
        pulse false 0
        untitled
      """
    ).expectCleanRun()
  }

  @Test func functionsDeclaredWhereTheCompilersLookAreNotReported() {
    LanguageCase(
      "Swift: nested and global functions, closures, methods, the standard library's and C's",
      """
      class Pager: UIViewController {
        var onPage: ((Int) -> Void)?
        func turn(_ step: (Int) -> Int) {
          func local(_ x: Int) -> Int { x + 1 }
          let twice = { (x: Int) in x * 2 }
          print(local(1), twice(2), step(3), helper(), laterFunction(), max(1, 2), abs(-3))
          print(floor(2.5), arc4random_uniform(1), type(of: self) == Pager.self)
          onPage?(4)
        }
        func helper() -> Int { 5 }
      }
      func laterFunction() -> String { "later" }
      let p = Pager()
      p.onPage = { print("page", $0) }
      p.turn { $0 * 10 }
      """,
      """
      p.turn({ … })
        2 4 30 5 later 2 3
        2.0 0 true
        page 4
      """
    ).expectCleanRun()
  }

  @Test func anEnumerationReadsItsRawValueAndCasesBare() {
    LanguageCase(
      "rawValue in an instance method, cases in a static method",
      """
      enum Side: Int {
        case left = 3, right
        func next() -> Int { rawValue + 1 }
        static func all() -> [Side] { [left, right] }
      }
      print(Side.left.next(), Side.right.next(), Side.all().count, Side.all()[1] == .right)
      """,
      "4 5 2 true"
    ).expectCleanRun()
  }

  @Test func objectiveCNamesDeclaredWhereClangLooksAreNotReported() {
    LanguageCase(
      "Objective-C: macros, enumeration constants, instance variables, blocks, messages to id",
      """
      #define kGap 4
      #define SQUARE(x) ((x) * (x))
      typedef NS_ENUM(NSInteger, Side) { SideLeft, SideRight };
      static NSInteger counter = 0;
      @interface Panel : UIViewController {
        NSInteger _taps;
      }
      @property (nonatomic) Side side;
      @end
      @implementation Panel
      - (void)tap:(id)sender {
        __block NSInteger seen = 0;
        void (^bump)(NSInteger) = ^(NSInteger by) { seen += by; };
        bump(kGap);
        _taps += 1;
        counter += SQUARE(2);
        id anything = self;
        NSLog(@"%ld %ld %ld %d %d", (long)seen, (long)_taps, (long)counter, self.side == SideLeft, [anything isViewLoaded]);
      #ifdef DEBUG
        NSLog(@"%d", notInRelease);
      #endif
      }
      @end
      [[Panel new] tap:nil];
      """,
      "panel.tap(nil)\n  4 1 4 1 0"
    ).expectCleanRun()
  }

  @Test func swiftReportsAnUnknownMemberOfSelfWhenTheMethodIsDefined() {
    let run = ScriptRun(
      """
      class Pane: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          self.fooBar = 3
          print("not reached")
        }
      }
      print("defined")
      _ = Pane().view
      print("goes on")
      """)
    #expect(run.hadError)
    #expect(
      run.output.hasPrefix(
        """
        error: 4:10: value of type 'Pane' has no member 'fooBar'
            self.fooBar = 3
                 ^~~~~~
        note: in 'viewDidLoad()' of 'Pane'
        defined
        """), "\(run.output)")
    // Reported once: running the method stops it there without a second error.
    #expect(run.output.components(separatedBy: "fooBar").count == 3)
    #expect(!run.output.contains("not reached"))
    #expect(run.output.hasSuffix("goes on"))
  }

  @Test func objectiveCReportsAnUnknownPropertyOrSelectorOfSelfWhenTheMethodIsDefined() {
    for (line, expected) in [
      (
        "NSLog(@\"%ld\", (long)self.widthy);",
        "6:28: property 'widthy' not found on object of type 'Pane *'"
      ),
      (
        "[self frobnicate];",
        "6:9: no visible @interface for 'Pane' declares the selector 'frobnicate'"
      ),
    ] {
      let run = ScriptRun(
        """
        @interface Pane : UIViewController
        @end
        @implementation Pane
        - (void)viewDidLoad {
          [super viewDidLoad];
          \(line)
          NSLog(@"not reached");
        }
        @end
        NSLog(@"defined");
        [[Pane new] view];
        NSLog(@"goes on");
        """)
      #expect(run.hadError)
      #expect(run.output.hasPrefix("error: \(expected)"), "\(run.output)")
      #expect(run.output.components(separatedBy: "error:").count == 2, "\(run.output)")
      #expect(!run.output.contains("not reached"))
      #expect(run.output.hasSuffix("goes on"))
    }
  }

  @Test func membersOfSelfDeclaredWhereTheCompilersLookAreNotReported() {
    LanguageCase(
      "Swift: a later extension, a superclass, UIKit's rows, a protocol extension",
      """
      protocol Slides {}
      class Base: UIViewController { var inherited = 1 }
      class Menu: Base, Slides {
        override func viewDidLoad() {
          super.viewDidLoad()
          self.later = 2
          print(self.inherited, self.later, self.title ?? "-", self.isViewLoaded, self.step())
          self.view.backgroundColor = .white
        }
      }
      extension Menu {
        var later: Int {
          get { 5 }
          set { print("set later", newValue) }
        }
      }
      extension Slides { func step() -> Int { 7 } }
      _ = Menu().view
      """,
      """
      menu.loadView()
      menu.viewDidLoad()
        menu.later = 2
          set later 2
        1 5 - true 7
        menu.view.backgroundColor = UIColor.white
      """
    ).expectCleanRun()
    LanguageCase(
      "Objective-C: a property, a setter message, a method later in the implementation, UIKit's",
      """
      @interface Rail : UIViewController
      @property (nonatomic) NSInteger width;
      @end
      @implementation Rail
      - (void)viewDidLoad {
        [super viewDidLoad];
        [self setWidth:3];
        self.width += 1;
        NSLog(@"%ld %d %ld", (long)self.width, [self isViewLoaded], (long)[self later]);
      }
      - (NSInteger)later { return 9; }
      @end
      [[Rail new] view];
      """,
      """
      rail.loadView()
      rail.viewDidLoad()
        4 1 9
      """
    ).expectCleanRun()
  }

  /// A category of `Pane` that declares and implements `-later`.
  static let laterCategory = """
    @interface Pane (Later)
    - (void)later;
    @end
    @implementation Pane (Later)
    - (void)later { NSLog(@"later"); }
    @end
    """

  /// Clang reads a file top to bottom and parses a method's body at its implementation's
  /// `@end`: a selector of `self` declared only in a category after that is not visible, and
  /// under ARC is an error, though the runtime would find the category's method.
  @Test func objectiveCDoesNotSeeASelectorDeclaredOnlyInALaterCategory() {
    let category = Self.laterCategory
    let implementation = """
      @implementation Pane
      - (void)viewDidLoad {
        [super viewDidLoad];
        [self later];
        NSLog(@"after");
      }
      @end
      """
    let late = ScriptRun(
      "@interface Pane : UIViewController\n@end\n" + implementation + "\n" + category
        + "\nNSLog(@\"defined\");\n[[Pane new] view];\nNSLog(@\"goes on\");")
    #expect(late.hadError)
    #expect(
      late.output.hasPrefix(
        """
        error: 6:9: no visible @interface for 'Pane' declares the selector 'later'
          [self later];
                ^~~~~
        note: in 'viewDidLoad()' of 'Pane'
        defined
        """), "\(late.output)")
    #expect(!late.output.contains("after"), "\(late.output)")
    #expect(late.output.hasSuffix("goes on"), "\(late.output)")
    // The same category declared before the implementation is seen.
    LanguageCase(
      "a category declared before the implementation",
      "@interface Pane : UIViewController\n@end\n" + category + "\n" + implementation
        + "\n[[Pane new] view];",
      """
      pane.loadView()
      pane.viewDidLoad()
        pane.later()
          later
        after
      """
    ).expectCleanRun()
  }

  /// The same top-to-bottom rule for a message to a variable or a parameter whose static type
  /// is the user's class: clang looks the selector up in that class as far as the file has
  /// declared it, and a category declared later does not count.
  @Test func objectiveCDoesNotSeeALaterCategorysSelectorOnATypedReceiver() {
    let category = Self.laterCategory
    let host = """
      @interface Host : NSObject
      @end
      @implementation Host
      - (void)show:(Pane *)given {
        Pane *local = given;
        [RECEIVER later];
        NSLog(@"after");
      }
      @end
      """
    for receiver in ["local", "given"] {
      let late = ScriptRun(
        "@interface Pane : UIViewController\n@end\n@implementation Pane\n@end\n"
          + host.replacingOccurrences(of: "RECEIVER", with: receiver) + "\n" + category
          + "\nNSLog(@\"defined\");\n[[Host new] show:[Pane new]];\nNSLog(@\"goes on\");")
      #expect(late.hadError)
      let caret = String(repeating: " ", count: receiver.count + 4) + "^~~~~"
      #expect(
        late.output.hasPrefix(
          """
          error: 10:\(receiver.count + 5): no visible @interface for 'Pane' declares the selector 'later'
            [\(receiver) later];
          \(caret)
          note: in 'show(_:)' of 'Host'
          defined
          """), "\(late.output)")
      #expect(!late.output.contains("after"), "\(late.output)")
      #expect(late.output.hasSuffix("goes on"), "\(late.output)")
    }
    // Declared before the method, the category is seen; a receiver of another type (`id`) is
    // not checked.
    LanguageCase(
      "a category declared before the method, and a receiver typed id",
      "@interface Pane : UIViewController\n@end\n@implementation Pane\n@end\n" + category + "\n"
        + host.replacingOccurrences(of: "RECEIVER", with: "local")
        .replacingOccurrences(of: "NSLog(@\"after\");", with: "id any = given;\n[any later];")
        + "\n[[Host new] show:[Pane new]];",
      """
      host.show(pane)
        pane.later()
          later
        pane.later()
          later
      """
    ).expectCleanRun()
  }

  /// A name nothing simulated declares, in a program that imports a framework containrepl does
  /// not simulate, may be that framework's: it is not simulated, in either language, and the
  /// run goes on; without the import it is the compiler's error.
  @Test func aNameFromAnUnsimulatedImportIsNotSimulated() {
    let objc = ScriptRun(
      """
      #import <Accelerate/Accelerate.h>
      NSLog(@"%d", kvImageNoFlags);
      NSLog(@"goes on");
      """)
    #expect(
      objc.output == """
        unsupported: 2:14: use of undeclared identifier 'kvImageNoFlags', or it comes from Accelerate, which the program imports and containrepl does not simulate
        NSLog(@"%d", kvImageNoFlags);
                     ^~~~~~~~~~~~~~
        goes on
        """)
    let swift = ScriptRun(
      """
      import AVFoundation
      let session = AVAudioSession.sharedInstance()
      """)
    #expect(
      swift.output.hasPrefix(
        "unsupported: 2:15: cannot find 'AVAudioSession' in scope, or it comes from AVFoundation,"),
      "\(swift.output)")
    let plain = ScriptRun("NSLog(@\"%d\", kvImageNoFlags);")
    // Without the import, clang's words at the top level as in a method.
    #expect(
      plain.output.hasPrefix("error: 1:14: use of undeclared identifier 'kvImageNoFlags'"),
      "\(plain.output)")
  }
}
