import Shell
import Simulation
import TestSupport
import Testing

/// `containrepl diff-log`: a device's log, as an exported XCTest prints it, compared with
/// containrepl's — agreeing, with two callbacks swapped, cut short, and empty.
struct DeviceLogTests {
  static let script = """
    func cycle(from oldC: UIViewController, to newC: UIViewController) {
      oldC.willMove(toParent: nil)
      addChild(newC)
      transition(from: oldC, to: newC, duration: 0.25, options: [], animations: nil) { _ in
        oldC.removeFromParent()
        newC.didMove(toParent: self)
      }
    }
    let first = UIViewController()
    let second = UIViewController()
    container.addChild(first)
    container.view.addSubview(first.view)
    first.didMove(toParent: container)
    cycle(from: first, to: second)
    """

  static var run: RecordedRun { RecordedRun.scripts([("cycle.swift", script)]) }

  /// What Xcode's console shows around the log the test prints.
  static func console(_ lines: [String]) -> String {
    ([
      "Test Case '-[App.CycleTests testUIKitCallsBackAsContainreplSays]' started.",
      "--- containrepl device log: CycleTests ---", "# iOS 18.2, iPhone",
    ]
      + lines + ["--- end of containrepl device log ---", "Test Case failed (1.2 seconds)."])
      .joined(separator: "\n")
  }

  @Test func theExpectedLogIsWhatRunPrintsWithoutWarnings() {
    #expect(
      Self.run.expectedLog.joined(separator: "\n")
        == trimmedBlock(
          """
          container.addChild(first)
            first.willMove(toParent: container)
          container.view.addSubview(first.view)
            first.loadView()
            first.viewDidLoad()
            first.viewWillAppear(false)
          [end of turn] first.viewDidAppear(false)
          first.didMove(toParent: container)
          container.cycle(from: first, to: second)
            first.willMove(toParent: nil)
            container.addChild(second)
              second.willMove(toParent: container)
            container.transition(from: first, to: second, duration: 0.25, options: [], animations: nil, completion: { _ in … })
              second.loadView()
              second.viewDidLoad()
              first.viewWillDisappear(true)
              second.viewWillAppear(true)
          [t=0.25] second.viewDidAppear(true)
          [t=0.25] first.viewDidDisappear(true)
          [t=0.25] completion(true)
          [t=0.25]   first.removeFromParent()
          [t=0.25]     first.didMove(toParent: nil)
          [t=0.25]   second.didMove(toParent: container)
          """))
  }

  @Test func anAgreeingDeviceExitsZero() {
    let comparison = Self.run.compare(deviceLog: Self.console(Self.run.expectedLog))
    #expect(comparison.outcome == .agree)
    #expect(comparison.exitStatus == 0)
    #expect(
      comparison.lines(.english).map(\.text) == [
        "the device agrees with containrepl: 23 lines, the same"
      ])
    #expect(comparison.lines(.chinese).map(\.text) == ["设备与 containrepl 一致：23 行完全相同"])
  }

  @Test func swappedCallbacksAreTheFirstDifferenceWithTheirRules() {
    var device = Self.run.expectedLog
    device.swapAt(17, 18)
    let comparison = Self.run.compare(deviceLog: Self.console(device))
    #expect(comparison.outcome == .differ(at: 17))
    #expect(comparison.exitStatus == 1)
    let expected = trimmedBlock(
      """
      first difference at line 18 of 23 (the device logged 23):
           containrepl                           │ device
        15     second.viewDidLoad()              │     second.viewDidLoad()
        16     first.viewWillDisappear(true)     │     first.viewWillDisappear(true)
        17     second.viewWillAppear(true)       │     second.viewWillAppear(true)
      > 18 [t=0.25] second.viewDidAppear(true)   │ [t=0.25] first.viewDidDisappear(true)
        19 [t=0.25] first.viewDidDisappear(true) │ [t=0.25] second.viewDidAppear(true)
        20 [t=0.25] completion(true)             │ [t=0.25] completion(true)
        21 [t=0.25]   first.removeFromParent()   │ [t=0.25]   first.removeFromParent()
      rules behind the differing lines:
      containrepl's line 18: rule R.3, BIN (read from the control flow of UIKit's iOS 26.1 code; an inference for other versions)
        \(RuleCatalog.rule("R.3")?.english ?? "")
      the device's line is containrepl's line 19: the same rule
      rule R.3 is containrepl's inference: the device may well be right; 'containrepl rules R.3' shows what it rests on
      """)
    #expect(comparison.lines(.english).map(\.text).joined(separator: "\n") == expected)
  }

  @Test func aShortDeviceLogEndsEarly() {
    let device = Array(Self.run.expectedLog.prefix(19))
    let comparison = Self.run.compare(deviceLog: device.joined(separator: "\n"))
    #expect(comparison.outcome == .differ(at: 19))
    let text = comparison.lines(.english).map(\.text)
    #expect(text.contains("> 20 [t=0.25] completion(true)                      │ (nothing)"))
    #expect(text.contains("the device's log ends here: UIKit made none of the rest"))
  }

  @Test func chineseMarkersAndOtherTestsLogsAreRead() {
    let chinese = Self.run.expectedLog.map {
      $0.hasPrefix("[end of turn]") ? "[本轮结束]" + $0.dropFirst("[end of turn]".count) : $0
    }
    let other = Self.console(["container.addChild(x)", "  x.willMove(toParent: container)"])
    let comparison = Self.run.compare(deviceLog: other + "\n" + Self.console(chinese))
    #expect(comparison.outcome == .agree)
  }

  @Test func aLogWithoutLinesIsBadInput() {
    let comparison = Self.run.compare(deviceLog: "\n# iOS 18.2\n\n")
    #expect(comparison.outcome == .empty)
    #expect(comparison.exitStatus == 2)
    #expect(comparison.lines(.english).first?.text.hasPrefix("error: the device log holds") == true)
  }
}
