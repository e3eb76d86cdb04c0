import Shell
import Simulation
import TestSupport
import Testing

/// A container's own interactive transition driven by its layer's timing and a display link
/// (rule CT.30), as `Examples/interactive-container.*` builds it: the animator's animations
/// held by `speed = 0`, shown at a point by `timeOffset`, run on to finish, stepped back frame
/// by frame to cancel.
struct LayerTimingTests {
  /// The example's classes, its container and `swap`, before its last calls.
  static func container(objc: Bool) -> String {
    CustomTransitionTests.example(
      "interactive-container." + (objc ? "m" : "swift"),
      upTo: "// Dragged 40 % of the way, then let go: the rest runs on by itself.")
  }

  /// The swap from `first` to `second`, its interaction named `forward`.
  static func forward(objc: Bool) -> String {
    objc
      ? "SwapInteraction *forward = [self swapFrom:first to:second];\n"
      : "let forward = swap(from: first, to: second)\n"
  }

  static func call(_ swift: String, _ objc: String, objc isObjC: Bool) -> String {
    (isObjC ? objc : swift) + "\n"
  }

  /// Where a controller's view is drawn now.
  static func shown(_ run: ScriptRun, _ name: String) -> Double? {
    let world = run.session.world
    return world.controllers.first { $0.name == name }.flatMap(\.view).map {
      world.presentationFrame(of: $0).origin.x
    }
  }

  @Test(
    "speed 0 holds the slide where timeOffset puts it, however long the clock runs",
    arguments: [false, true])
  func aStoppedLayerHoldsItsAnimations(objc: Bool) {
    let run = ScriptRun(
      Self.container(objc: objc) + Self.forward(objc: objc)
        + Self.call("forward.update(0.4)", "[forward update:0.4];", objc: objc) + ":tick 1\n")
    #expect(!run.hadError, "\(run.output)")
    #expect(run.violations.isEmpty, "\(run.violations)")
    // 0.4 of 0.5 s is timeOffset 0.2; on a linear curve both views are 40 % of the way.
    #expect(run.output.hasSuffix("\n  layer.timeOffset = 0.2"), "\(run.output)")
    #expect(Self.shown(run, "first") == -128)
    #expect(Self.shown(run, "second") == 192)
    #expect(!run.output.contains("completion("))
    #expect(run.session.world.isAnimating)
  }

  @Test(
    "finish resumes the layer from where it stood: the rest takes the rest of the time",
    arguments: [false, true])
  func finishingRunsTheRestOnTheClock(objc: Bool) {
    let start =
      Self.container(objc: objc) + Self.forward(objc: objc)
      + Self.call("forward.update(0.4)", "[forward update:0.4];", objc: objc)
      // By hand, so that the clock stops mid-way instead of running the slide to its end.
      + ":clock manual\n:tick 1\n"
      + Self.call("forward.finish()", "[forward finish];", objc: objc) + ":tick 0.2\n"
    let midway = ScriptRun(start)
    #expect(!midway.hadError, "\(midway.output)")
    // Resumed at t = 1 from local time 0.2: at t = 1.2 the local time is 0.4, 80 % of the way.
    #expect(abs((Self.shown(midway, "first") ?? 0) + 256) < 1e-9)
    #expect(abs((Self.shown(midway, "second") ?? 0) - 64) < 1e-9)
    #expect(!midway.output.contains("completion("))
    let run = ScriptRun(start + ":tick 0.2\n:timeline\n")
    #expect(run.violations.isEmpty, "\(run.violations)")
    // beginTime = 1 − 0.2: the local time reaches the end, 0.5, at t = 1.3.
    #expect(run.output.contains("  layer.beginTime = 0.8\n"), "\(run.output)")
    #expect(
      run.output.contains(
        "[t=1.3] completion(true)\n[t=1.3]   context.completeTransition(true)\n"),
      "\(run.output)")
    #expect(Self.shown(run, "second") == 0)
    // The timeline's span runs from the start to where the layer's time ended it.
    #expect(run.output.contains("UIView.animate, 0 → 1.3 s"), "\(run.output)")
    let world = run.session.world
    #expect(
      world.controllers.first { $0.name == "container" }?.children.map {
        world.controllers[$0.index].name
      } == ["second"])
  }

  @Test(
    "cancel steps the layer's time back with a display link, one step a frame",
    arguments: [false, true])
  func cancellingStepsBackFrameByFrame(objc: Bool) throws {
    let script = try #require(
      repositoryFile("Examples/interactive-container." + (objc ? "m" : "swift")))
    let run = ScriptRun(script)
    #expect(!run.hadError, "\(run.output)")
    #expect(run.violations.isEmpty, "\(run.violations)")
    // The forward swap ends at t = 0.3 and `:tick 0.4` leaves the clock at 0.7: the cancel's
    // display link runs a frame (1/60 s, 16666 µs) later and every frame after (`:clock auto`
    // runs it), taking 5 frames of time off each time, until the time would pass the start;
    // then it invalidates itself and sets speed 1, on which the animation's time is past its
    // end: it completes at once, and the cancelled context undoes the swap.
    let frames = [
      ("0.716666", "0.166667"), ("0.733332", "0.083333"), ("0.749998", "0"),
    ]
    var expected = "interaction.update(0.5)\n  layer.timeOffset = 0.25\n"
    for (time, offset) in frames {
      expected += "[t=\(time)] interaction.stepBack(displayLink)\n"
      expected += "[t=\(time)]   layer.timeOffset = \(offset)\n"
    }
    expected += """
      [t=0.766664] interaction.stepBack(displayLink)
      [t=0.766664]   layer.timeOffset = 0
      [t=0.766664]   layer.speed = 1
      [t=0.766664] completion(true)
      [t=0.766664]   context.completeTransition(false)

      """
    #expect(run.output.contains(expected), "\(run.output)")
    #expect(run.output.components(separatedBy: "stepBack(displayLink)").count == 5)
    #expect(run.output.hasSuffix(objc ? "\n1 0 1" : "\n1 0.0 true"), "\(run.output)")
    #expect(!run.session.world.isAnimating)
    #expect(run.session.world.hasScheduledWork == false)
  }

  @Test("a display link runs each frame with its time; the clock and a layer's time read back")
  func displayLinkAndLayerTimesReadBack() {
    let run = ScriptRun(
      """
      class Counter: NSObject {
        var frames: [Double] = []
        @objc func step(_ link: CADisplayLink) {
          frames.append(link.timestamp)
          if frames.count == 3 { link.invalidate() }
        }
      }
      let counter = Counter()
      let link = CADisplayLink(target: counter, selector: #selector(Counter.step(_:)))
      print(link.duration == 1.0 / 60)
      link.add(to: RunLoop.main, forMode: .common)
      :tick 0.1
      print(counter.frames.count, counter.frames.last ?? 0)
      print(CACurrentMediaTime())
      let layer = container.view.layer
      layer.speed = 2
      layer.beginTime = 0.05
      layer.timeOffset = 1
      print(layer.convertTime(CACurrentMediaTime(), from: nil))
      print(layer.speed, layer.beginTime, layer.timeOffset)
      let box = UIView()
      container.view.addSubview(box)
      print(box.layer.convertTime(5, from: layer))
      """)
    #expect(!run.hadError, "\(run.output)")
    #expect(run.violations.isEmpty, "\(run.violations)")
    let printed = run.output.split(separator: "\n").filter {
      !$0.contains("(") && !$0.hasPrefix("layer.")
    }
    // `:clock auto` runs the link in the turn that adds it: three frames, 16666 µs apart, then
    // it is invalidated and the clock rests at 0.049998; `:tick 0.1` moves it to 0.149998, where
    // the layer's time is (0.149998 − 0.05) × 2 + 1. A subview's layer, with no timing of its
    // own, runs on its superlayer's time: the same time converts to itself.
    #expect(
      printed == ["true", "3 0.049998", "0.149998", "1.199996", "2.0 0.05 1.0", "5.0"],
      "\(run.output)")
  }

  @Test("a layer's timing keeps absurd values within bounds, and its animations still end")
  func absurdTimingsAreBounded() {
    let run = ScriptRun(
      """
      let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      container.view.addSubview(box)
      box.layer.speed = 1e300
      box.layer.timeOffset = -1e300
      UIView.animate(withDuration: 1, animations: { box.frame = CGRect(x: 100, y: 0, width: 10, height: 10) }, completion: { finished in print("ended", finished) })
      print(box.layer.speed, box.layer.timeOffset)
      """)
    #expect(!run.hadError, "\(run.output)")
    #expect(run.violations.isEmpty, "\(run.violations)")
    #expect(run.output.contains("1000000.0 -1000000.0"), "\(run.output)")
    #expect(run.output.contains("ended true"), "\(run.output)")
    #expect(!run.session.world.isAnimating)
  }
}
