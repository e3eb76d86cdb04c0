import TestSupport
import Testing

/// Loading a nib or a storyboard is not simulated: each nib or storyboard a run names is
/// noted once, in Swift and Objective-C, and the run goes on with the objects made without
/// the file (outlets nil). A nil nib name is the plain path: no note.
struct NibLoadingNoteTests {
  static let nibNote = "is not simulated: no views are made from it, and its outlets stay nil"

  @Test func swiftNamesOfNibsAndStoryboardsAreNotedOnceEach() {
    let run = ScriptRun(
      """
      class Alert: UIViewController {
        @IBOutlet weak var titleLabel: UILabel!
        init() { super.init(nibName: "Alert", bundle: nil) }
        required init?(coder: NSCoder) { super.init(coder: coder) }
      }
      let alert = Alert()
      print(alert.titleLabel == nil)
      let again = Alert()
      let sheet = UIViewController(nibName: "Sheet", bundle: nil)
      let plain = UIViewController(nibName: nil, bundle: nil)
      let views = Bundle.main.loadNibNamed("Cell", owner: nil, options: nil)
      let board = UIStoryboard(name: "Main", bundle: nil)
      let scene = board.instantiateViewController(withIdentifier: "Alert")
      print(type(of: scene))
      """)
    #expect(!run.hadError, "\(run.output)")
    #expect(run.violations.isEmpty, "\(run.violations)")
    let output = run.output
    // Once per nib, at its first load: `super.init(nibName:)` and the plain initialiser.
    #expect(output.components(separatedBy: "loading the nib 'Alert' " + Self.nibNote).count == 2)
    #expect(output.contains("note: 3:18: loading the nib 'Alert' "), "\(output)")
    #expect(output.contains("note: 9:13: loading the nib 'Sheet' "), "\(output)")
    #expect(output.contains("loading the nib 'Cell' " + Self.nibNote), "\(output)")
    #expect(
      output.contains(
        "note: 12:13: loading the storyboard 'Main' is not simulated: no view controllers or views are made from it"
      ), "\(output)")
    #expect(
      output.contains(
        "note: 13:19: loading the view controller 'Alert' from a storyboard is not simulated"),
      "\(output)")
    // Outlets stay nil, and the storyboard's scene is a plain view controller.
    #expect(output.contains("\ntrue\n"), "\(output)")
    #expect(output.hasSuffix("\nUIViewController"), "\(output)")
    // The loaders are not listed as "accepted, no effect": the note says what is not loaded.
    #expect(!output.contains("loadNibNamed(_:owner:options:)' is not simulated"), "\(output)")
    #expect(!output.contains("UIStoryboard"), "\(output)")
  }

  @Test func objectiveCNamesOfNibsAndStoryboardsAreNoted() {
    let run = ScriptRun(
      """
      @interface Alert : UIViewController
      @property (nonatomic, weak) IBOutlet UILabel *titleLabel;
      @end
      @implementation Alert
      - (instancetype)init {
        return [super initWithNibName:@"Alert" bundle:nil];
      }
      @end
      Alert *alert = [Alert new];
      NSLog(@"%d", alert.titleLabel == nil);
      UIViewController *sheet = [[UIViewController alloc] initWithNibName:@"Sheet" bundle:nil];
      UIViewController *plain = [[UIViewController alloc] initWithNibName:nil bundle:nil];
      NSArray *views = [[NSBundle mainBundle] loadNibNamed:@"Cell" owner:nil options:nil];
      UIStoryboard *board = [UIStoryboard storyboardWithName:@"Main" bundle:nil];
      UIViewController *first = [board instantiateInitialViewController];
      """)
    #expect(!run.hadError, "\(run.output)")
    #expect(run.violations.isEmpty, "\(run.violations)")
    let output = run.output
    #expect(output.contains("note: 6:17: loading the nib 'Alert' " + Self.nibNote), "\(output)")
    #expect(output.contains("\n1\n"), "\(output)")
    #expect(output.contains("note: 11:53: loading the nib 'Sheet' "), "\(output)")
    #expect(output.contains("loading the nib 'Cell' " + Self.nibNote), "\(output)")
    #expect(output.contains("loading the storyboard 'Main' is not simulated"), "\(output)")
    #expect(
      output.contains("loading a storyboard's initial view controller is not simulated"),
      "\(output)")
    #expect(output.components(separatedBy: "note:").count == 7, "\(output)")
  }

  @Test func aNilNibNameIsThePlainPath() {
    let run = ScriptRun(
      """
      let plain = UIViewController(nibName: nil, bundle: nil)
      class Card: UIViewController {
        init() { super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { super.init(coder: coder) }
      }
      let card = Card()
      """)
    #expect(!run.hadError, "\(run.output)")
    #expect(!run.output.contains("note:"), "\(run.output)")
  }
}
