import Rendering
import Simulation
import Testing

/// A callback's line, written from the table of callback texts, reads as the same call written
/// piece by piece from its spelling: for every callback name, in both syntaxes.
@Suite struct CallbackLineTextTests {
  /// One callback of every name, in `CallbackName.allCases` order.
  static let callbacks: [Callback] = [
    .loadView, .viewDidLoad, .viewWillAppear(animated: true), .viewIsAppearing(animated: false),
    .viewDidAppear(animated: true), .viewWillDisappear(animated: false),
    .viewDidDisappear(animated: true), .viewWillLayoutSubviews, .viewDidLayoutSubviews,
    .willMove(toParent: LogLineFormatterTests.container), .didMove(toParent: nil),
    .willRotate(to: .landscapeLeft, duration: 0.3),
    .willAnimateRotation(to: .portrait, duration: 0.5), .didRotate(from: .portrait),
    .viewWillTransition(to: Size(width: 480, height: 320)), .viewSafeAreaInsetsDidChange,
    .preferredContentSizeDidChange(forChild: LogLineFormatterTests.b),
  ]

  @Test func everyNameHasOneExample() {
    #expect(Self.callbacks.map(\.name) == CallbackName.allCases)
  }

  @Test(arguments: callbacks)
  func lineIsTheCallSpelledOut(_ callback: Callback) throws {
    let world = try LogLineFormatterTests.logWorld()
    let a = LogLineFormatterTests.a
    for syntax in LogSyntax.allCases {
      let formatter = LogLineFormatter(world: world, syntax: syntax, language: .english)
      let spelled = formatter.call("a", callback.name.spelling, callback.arguments)
      #expect(formatter.line(event(.callback(a, callback))) == spelled)
    }
  }
}
