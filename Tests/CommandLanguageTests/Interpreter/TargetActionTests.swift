import TestSupport
import Testing

/// Target-action and gesture recognizers: `addTarget`, `sendActions(for:)`, recognizers added
/// to views, and a finger from `:tap` and `:pan`, in both languages. What the shell says of a
/// finger that nothing answers is tested with the shell (`GestureNoteTests`).
struct TargetActionTests {
  static let drawer = """
    class Drawer: UIViewController {
      let menu = UIViewController()
      let button = UIButton(type: .system)
      override func viewDidLoad() {
        super.viewDidLoad()
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(dragged(_:))))
        button.addTarget(self, action: #selector(pressed), for: .touchDown)
        button.addTarget(self, action: #selector(toggle), for: .touchUpInside)
        view.addSubview(button)
      }
      @objc func pressed() { print("down") }
      @objc func toggle() {
        addChild(menu)
        view.addSubview(menu.view)
        menu.didMove(toParent: self)
      }
      @objc func dragged(_ pan: UIPanGestureRecognizer) {
        print(pan.state == .ended ? "ended" : "moving", pan.translation(in: view).x, pan.view === view)
      }
    }
    let drawer = Drawer()
    drawer.loadViewIfNeeded()
    """

  @Test("sendActions(for:) runs the actions of those events only, as the user's methods")
  func sendActionsRunsTheMatchingActions() {
    let run = ScriptRun(Self.drawer + "\ndrawer.button.sendActions(for: .touchUpInside)")
    #expect(!run.hadError, "\(run.output)")
    let tail = run.output.split(separator: "\n").drop { !$0.hasPrefix("drawer.toggle()") }
    #expect(
      Array(tail) == [
        "drawer.toggle()", "  drawer.addChild(menu)", "    menu.willMove(toParent: drawer)",
        "  drawer.view.addSubview(menu.view)", "    menu.loadView()", "    menu.viewDidLoad()",
        "  menu.didMove(toParent: drawer)",
      ], "\(run.output)")
    #expect(!run.output.contains("down"))
  }

  @Test(":tap on a control sends touch-down, then touch-up-inside")
  func tapOnAControl() {
    let run = ScriptRun(Self.drawer + "\n:tap drawer.button")
    #expect(!run.hadError, "\(run.output)")
    let lines = run.output.split(separator: "\n").map(String.init)
    let down = lines.firstIndex(of: "  down")
    let toggle = lines.firstIndex(of: "drawer.toggle()")
    #expect(down != nil && toggle != nil && down! < toggle!, "\(run.output)")
  }

  @Test(":pan runs the pan's action at began, changed and ended, with the translation")
  func panReportsItsStates() {
    let run = ScriptRun(Self.drawer + "\n:pan drawer.view 120 0")
    #expect(!run.hadError, "\(run.output)")
    let printed = run.output.split(separator: "\n").filter {
      $0.hasPrefix("  ") && !$0.hasPrefix("   ")
    }
    .map { $0.trimmingCharacters(in: .whitespaces) }
    .filter { $0.hasPrefix("moving") || $0.hasPrefix("ended") }
    #expect(
      printed == ["moving 0.0 true", "moving 120.0 true", "ended 120.0 true"], "\(run.output)")
  }

  @Test("a handler that resets the translation reads the movement since, and the finger's speed")
  func translationResetsAndVelocity() {
    let run = ScriptRun(
      """
      class Sheet: UIViewController {
        var offset: CGFloat = 0
        override func viewDidLoad() {
          super.viewDidLoad()
          view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(moved(_:))))
        }
        @objc func moved(_ pan: UIPanGestureRecognizer) {
          offset += pan.translation(in: view).y
          pan.setTranslation(.zero, in: view)
          print(offset, pan.velocity(in: view).y)
        }
      }
      let sheet = Sheet()
      sheet.loadViewIfNeeded()
      :pan sheet.view 0 -300
      """)
    #expect(!run.hadError, "\(run.output)")
    // Began with no movement, changed after the whole of it, ended with none since the reset;
    // 300 points in half a second is 600 points a second, upwards.
    let printed = run.output.split(separator: "\n").map { $0.drop { $0 == " " } }
      .filter { $0.first?.isNumber == true || $0.first == "-" }
    #expect(printed == ["0.0 0.0", "-300.0 -600.0", "-300.0 -600.0"], "\(run.output)")
  }

  @Test("a warning in a handler that :pan runs points into the handler, not at the :pan line")
  func handlerWarningsPointIntoTheHandler() {
    let run = ScriptRun(
      """
      class Sheet: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(moved(_:))))
        }
        @objc func moved(_ pan: UIPanGestureRecognizer) {
          _ = UIApplication.shared.keyWindow
        }
      }
      let sheet = Sheet()
      window.rootViewController = sheet
      :pan sheet.view 40
      """)
    #expect(!run.hadError, "\(run.output)")
    let warnings = run.lines.map(\.text).filter { $0.hasPrefix("warning:") }
    #expect(warnings == ["warning: 7:30: 'keyWindow' was deprecated in iOS 13.0"], "\(run.output)")
  }

  @Test("Objective-C: a tap recognizer made with initWithTarget:action: answers :tap")
  func objectiveCTapRecognizer() {
    let run = ScriptRun(
      """
      @interface Card : UIViewController
      @end
      @implementation Card
      - (void)viewDidLoad {
        [super viewDidLoad];
        UITapGestureRecognizer *tap = [[UITapGestureRecognizer alloc] initWithTarget:self action:@selector(tapped:)];
        [self.view addGestureRecognizer:tap];
      }
      - (void)tapped:(UITapGestureRecognizer *)tap {
        NSLog(@"tapped %d", tap.view == self.view);
      }
      @end
      Card *card = [[Card alloc] init];
      [card loadViewIfNeeded];
      :tap card.view
      """)
    #expect(!run.hadError, "\(run.output)")
    #expect(run.output.hasSuffix("card.tapped(tapGestureRecognizer)\n  tapped 1"), "\(run.output)")
  }
}
