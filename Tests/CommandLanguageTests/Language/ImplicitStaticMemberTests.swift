import TestSupport
import Testing

/// An implicit member whose expected type is a class of the SDK is found among the class's
/// static properties of its own type, as Swift finds it: `link.add(to: .main, forMode:
/// .common)` is `RunLoop.main`, `let screen: UIScreen = .main` is `UIScreen.main`.
struct ImplicitStaticMemberTests {
  @Test func aParameterTypedWithAnSDKClassTakesTheClassesStaticMember() {
    let run = ScriptRun(
      """
      class Ticker: NSObject {
        var count = 0
        @objc func tick(_ link: CADisplayLink) {
          count += 1
          if count == 3 {
            link.invalidate()
            print("three")
          }
        }
      }
      let ticker = Ticker()
      let link = CADisplayLink(target: ticker, selector: #selector(Ticker.tick(_:)))
      link.add(to: .main, forMode: .common)
      func later(on queue: DispatchQueue) { queue.async { print("queued") } }
      later(on: .main)
      """)
    #expect(!run.hadError, "\(run.output)")
    #expect(run.violations.isEmpty, "\(run.violations)")
    // Added to the main run loop, the display link fires on the clock until invalidated.
    #expect(run.output.contains("  three\n"), "\(run.output)")
    #expect(run.output.hasSuffix("  queued"), "\(run.output)")
  }

  @Test func aDeclaredSDKClassTypeTakesTheSameObjectAsTheTypeNamedInFull() {
    let run = ScriptRun(
      """
      let screen: UIScreen = .main
      print(screen === UIScreen.main)
      let center: NotificationCenter = .default
      print(center === NotificationCenter.default)
      let app: UIApplication = .shared
      print(app === UIApplication.shared)
      let queue: DispatchQueue = .main
      """)
    #expect(run.output == "true\ntrue\ntrue", "\(run.output)")
    #expect(!run.hadError)
  }

  /// `.current` where a run loop is expected is `RunLoop.current` (declared only: noted), not
  /// the case of another type that has one.
  @Test func theExpectedClassWinsOverAnotherTypesCase() {
    let run = ScriptRun("let loop: RunLoop = .current")
    #expect(!run.hadError, "\(run.output)")
    #expect(run.output.contains("'RunLoop.current' is not simulated"), "\(run.output)")
  }

  @Test func aNameTheClassDoesNotHaveIsStillAnError() {
    let run = ScriptRun("let loop: RunLoop = .mainLoop")
    #expect(run.hadError)
    #expect(run.output.contains("error: 1:21:"), "\(run.output)")
  }
}
