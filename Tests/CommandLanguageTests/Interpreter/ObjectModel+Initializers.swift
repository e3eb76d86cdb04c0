import TestSupport
import Testing

/// Initialisers in both languages.
///
/// Each expected log was checked against the rules and the languages' own semantics.
struct ObjectModelInitializersTests {
  static let cases: [RuleCase] = [
    RuleCase(
      "4 a designated init sets its properties, calls super.init(nibName:bundle:); viewDidLoad runs when the view loads",
      #"""
      class CardViewController: UIViewController {
        let caption: String
        var taps = 0
        init(caption: String) {
          self.caption = caption
          super.init(nibName: nil, bundle: nil)
          print("init, taps =", taps)
        }
        required init?(coder: NSCoder) { fatalError("not used") }
        override func viewDidLoad() {
          super.viewDidLoad()
          print("viewDidLoad:", caption)
        }
      }
      let card = CardViewController(caption: "hello")
      container.addChild(card)
      container.view.addSubview(card.view)
      card.didMove(toParent: container)
      """#,
      #"""
      CardViewController(caption: "hello")
        init, taps = 0
      container.addChild(card)
        card.willMove(toParent: container)
      container.view.addSubview(card.view)
        card.loadView()
        card.viewDidLoad()
          viewDidLoad: hello
        card.viewWillAppear(false)
      [end of turn] card.viewDidAppear(false)
      card.didMove(toParent: container)
      """#),
    RuleCase(
      "4 a convenience init delegates with self.init; a class with its own init does not inherit init()",
      #"""
      class Badge: UIViewController {
        let count: Int
        init(count: Int) {
          self.count = count
          super.init(nibName: nil, bundle: nil)
        }
        convenience init() { self.init(count: 1) }
        required init?(coder: NSCoder) { fatalError() }
      }
      print(Badge().count, Badge(count: 3).count)
      let wrong = Badge(number: 2)
      """#,
      #"""
      1 3
      error: 11:13: 'Badge' has no initializer that matches 'init(number:)'
      let wrong = Badge(number: 2)
                  ^~~~~
      """#, error: true),
    RuleCase(
      "4 Swift's order: a subclass's properties, its init up to super.init, then the superclass's",
      #"""
      class Base {
        var base = "base"
        init() { print("Base.init") }
      }
      class Derived: Base {
        var derived = "derived"
        override init() {
          print("Derived.init, before super:", derived)
          super.init()
          print("after super:", base)
        }
      }
      let d = Derived()
      """#,
      #"""
      Derived()
        Derived.init, before super: derived
        Base.init
        after super: base
      """#),
    RuleCase(
      "4 default init(), memberwise init of a structure, failable init",
      #"""
      class Plain { var x = 1 }
      struct Point2 { var x: Int; var y: Int = 0 }
      class Maybe {
        init?(ok: Bool) { if !ok { return nil } }
      }
      print(Plain().x, Point2(x: 1), Point2(x: 1, y: 2))
      print(Maybe(ok: false), Maybe(ok: true) == nil)
      """#,
      #"""
      1 Point2(x: 1, y: 0) Point2(x: 1, y: 2)
      nil false
      """#),
    RuleCase(
      "4 Objective-C init with self = [super init…]; [[X alloc] init…] and [X new]",
      #"""
      @interface Panel : UIViewController
      @property (nonatomic, strong) NSString *name;
      - (instancetype)initWithName:(NSString *)name;
      @end
      @implementation Panel
      - (instancetype)initWithName:(NSString *)name {
        self = [super initWithNibName:nil bundle:nil];
        if (self) {
          _name = name;
        }
        return self;
      }
      - (void)viewDidLoad {
        [super viewDidLoad];
        NSLog(@"viewDidLoad: %@", self.name);
      }
      @end
      Panel *left = [[Panel alloc] initWithName:@"left"];
      Panel *plain = [Panel new];
      [left loadViewIfNeeded];
      NSLog(@"%@", plain.name);
      """#,
      #"""
      left.loadViewIfNeeded()
        left.loadView()
        left.viewDidLoad()
          viewDidLoad: left
      (null)
      """#),
    RuleCase(
      "4 Objective-C: if ((self = [super init])), class methods + (instancetype)…",
      #"""
      @interface Counter : NSObject
      @property (nonatomic) NSInteger start;
      + (instancetype)counterFrom:(NSInteger)start;
      @end
      @implementation Counter
      - (instancetype)init {
        if ((self = [super init])) {
          _start = 10;
        }
        return self;
      }
      + (instancetype)counterFrom:(NSInteger)start {
        Counter *counter = [[self alloc] init];
        counter.start = start;
        return counter;
      }
      @end
      NSLog(@"%ld %ld", (long)[Counter new].start, (long)[Counter counterFrom:3].start);
      """#,
      #"""
      10 3
      """#),
    RuleCase(
      "4 an init that returns nil gives nil",
      #"""
      @interface Picky : NSObject
      - (instancetype)initWithValue:(NSInteger)value;
      @end
      @implementation Picky
      - (instancetype)initWithValue:(NSInteger)value {
        if (value < 0) { return nil; }
        return [super init];
      }
      @end
      NSLog(@"%@ %@", [[Picky alloc] initWithValue:-1], [[Picky alloc] initWithValue:1]);
      """#,
      #"""
      (null) <Picky: picky>
      """#),
    RuleCase(
      "4 UIView subclasses: init(frame:) calls super.init(frame:)",
      #"""
      class Card: UIView {
        var radius: Double
        override init(frame: CGRect) {
          radius = 4
          super.init(frame: frame)
        }
        required init?(coder: NSCoder) { fatalError() }
      }
      let card = Card(frame: CGRect(x: 1, y: 2, width: 30, height: 40))
      print(card.radius, card.frame)
      """#,
      #"""
      4.0 (1.0, 2.0, 30.0, 40.0)
      """#),
  ]

  @Test(arguments: cases)
  func script(_ rule: RuleCase) { RuleConformance.check(rule) }
}
