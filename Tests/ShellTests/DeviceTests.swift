import Shell
import Simulation
import TestSupport
import Testing

/// The sandbox's device: its screen is its window (rule W.1), its application one object whose
/// key window is the sandbox's (W.3), and a window made in code shows its root only when made
/// key and visible, in the sandbox window's place (W.2).
struct DeviceTests {
  @Test func theScreenIsTheWindowTurnedWithTheInterface() {
    let run = ScriptRun(
      """
      print(UIScreen.main.bounds, UIScreen.main.scale, UIScreen.main.nativeBounds)
      print(UIScreen.main === UIScreen.main)
      :rotate landscapeLeft
      print(UIScreen.main.bounds.size)
      :ios 7
      print(UIScreen.main.bounds.size)
      """)
    #expect(!run.hadError)
    #expect(!run.output.contains("note:"), "the screen's members are simulated: \(run.output)")
    let printed = run.lines.map(\.text).filter { $0.hasPrefix("(") || $0 == "true" }
    #expect(
      printed == [
        "(0.0, 0.0, 320.0, 480.0) 2.0 (0.0, 0.0, 640.0, 960.0)", "true", "(480.0, 320.0)",
        // Before iOS 8 the screen's bounds do not turn with the interface.
        "(320.0, 480.0)",
      ], "\(run.output)")
  }

  @Test func theApplicationIsOneObjectWhoseKeyWindowIsTheSandboxWindow() {
    let run = ScriptRun(
      """
      let app = UIApplication.shared
      print(app === UIApplication.shared, app.keyWindow === window, app.windows.count, window.isKeyWindow)
      """)
    #expect(!run.hadError)
    #expect(run.lines.last?.text == "true true 1 true", "\(run.output)")
    #expect(!run.output.contains("not simulated"), "\(run.output)")
  }

  /// The callbacks of the script's lines, in order, as the log names them.
  private func callbacks(_ run: ScriptRun) -> [String] {
    run.lines.map(\.text).filter { $0.hasPrefix("  ") || $0.hasPrefix("[end of turn]") }
      .map {
        $0.replacingOccurrences(of: "[end of turn] ", with: "").trimmingCharacters(in: .whitespaces)
      }
  }

  @Test(arguments: [
    """
    let w = UIWindow(frame: UIScreen.main.bounds)
    let vc = UIViewController()
    w.rootViewController = vc
    print(vc.isViewLoaded, w.rootViewController === vc, w.isKeyWindow)
    w.makeKeyAndVisible()
    print(vc.isViewLoaded, w.rootViewController === vc, w.isKeyWindow, window.rootViewController === vc)
    w.makeKeyAndVisible()
    """,
    """
    UIWindow *w = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
    UIViewController *vc = [[UIViewController alloc] init];
    w.rootViewController = vc;
    NSLog(@"%d %d %d", vc.isViewLoaded, w.rootViewController == vc, w.isKeyWindow);
    [w makeKeyAndVisible];
    NSLog(@"%d %d %d %d", vc.isViewLoaded, w.rootViewController == vc, w.isKeyWindow, window.rootViewController == vc);
    [w makeKeyAndVisible];
    """,
  ])
  func aWindowMadeInCodeShowsItsRootWhenMadeKeyAndVisible(script: String) {
    let run = ScriptRun(script)
    #expect(!run.hadError, "\(run.output)")
    #expect(run.violations == [])
    let objc = script.contains("[w ")
    let printed = run.lines.map(\.text).filter {
      $0.split(separator: " ").allSatisfy { ["0", "1", "true", "false"].contains($0) }
    }
    #expect(
      printed == (objc ? ["0 1 0", "1 1 1 1"] : ["false true false", "true true true true"]),
      "\(run.output)")
    // Nothing loads when the root is set; the window made visible replaces the sandbox's root.
    #expect(
      callbacks(run) == [
        "container.viewWillDisappear(false)", "vc.loadView()", "vc.viewDidLoad()",
        "vc.viewWillAppear(false)", "container.viewDidDisappear(false)", "vc.viewDidAppear(false)",
      ], "\(run.output)")
    // Said once, at the first makeKeyAndVisible; the second changes nothing.
    let notes = run.lines.map(\.text).filter { $0.contains("containrepl shows one window") }
    #expect(notes.count == 1, "\(run.output)")
    #expect(run.session.world.rootController.map { run.session.world.controller($0).name } == "vc")
  }

  @Test func aNewRootOfAShownWindowReplacesTheSandboxRoot() {
    let run = ScriptRun(
      """
      let w = UIWindow()
      w.makeKeyAndVisible()
      let a = UIViewController()
      w.rootViewController = a
      print(window.rootViewController === a)
      """)
    #expect(!run.hadError, "\(run.output)")
    #expect(run.lines.last?.text == "true", "\(run.output)")
    #expect(run.violations == [])
  }
}
