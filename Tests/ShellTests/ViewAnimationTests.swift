import Shell
import Simulation
import TestSupport
import Testing

/// `UIView.animate` in all its forms, `transition(with:…)` and `performWithoutAnimation` run on
/// the virtual clock (issue 11, item 3).
struct ViewAnimationTests {
  @Test("a delay moves the completion: it comes after delay + duration")
  func aDelayIsHonoured() {
    let run = ScriptRun(
      """
      let v = UIView()
      UIView.animate(withDuration: 0.5, delay: 1, options: [], animations: { v.alpha = 0 }, completion: { _ in print("done") })
      """)
    #expect(run.output.hasSuffix("[t=1.5] completion(true)\n[t=1.5]   done"), "\(run.output)")
  }

  @Test("the spring form, in both languages, ends after its delay and duration")
  func theSpringFormRunsOnTheClock() {
    let swift = ScriptRun(
      """
      let v = UIView()
      UIView.animate(withDuration: 0.5, delay: 0.25, usingSpringWithDamping: 0.6, initialSpringVelocity: 0, options: [], animations: {
        v.alpha = 0
      }) { _ in print("spring done") }
      """)
    #expect(!swift.hadError, "\(swift.output)")
    #expect(swift.output.hasSuffix("[t=0.75] completion(true)\n[t=0.75]   spring done"))
    let objc = ScriptRun(
      """
      UIView *w = [[UIView alloc] init];
      [UIView animateWithDuration:0.5 delay:0 usingSpringWithDamping:0.5 initialSpringVelocity:1 options:0 animations:^{ w.alpha = 0; } completion:^(BOOL finished){ NSLog(@"done %d", finished); }];
      """)
    #expect(!objc.hadError, "\(objc.output)")
    #expect(objc.output.hasSuffix("[t=0.5] completion(true)\n[t=0.5]   done 1"), "\(objc.output)")
  }

  @Test("a spring overshoots mid-way and settles on the model value")
  func aSpringOvershoots() {
    let run = ScriptRun(
      """
      :clock manual
      let v = UIView()
      container.view.addSubview(v)
      v.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
      UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0, options: [], animations: {
        v.frame = CGRect(x: 100, y: 0, width: 10, height: 10)
      })
      :tick 0.15
      """)
    let world = run.session.world
    let view = world.views.first { $0.name == "v" }
    #expect(view != nil)
    if let view {
      #expect(world.presentationFrame(of: view.id).origin.x > 100)
      #expect(view.frame.origin.x == 100)
    }
  }

  @Test("transition(with:) runs its block now and its completion after the duration")
  func transitionWithAView() {
    let run = ScriptRun(
      """
      let v = UIView()
      UIView.transition(with: v, duration: 0.3, options: .transitionCrossDissolve, animations: { v.alpha = 1 }, completion: { _ in print("crossfade done") })
      """)
    #expect(!run.hadError, "\(run.output)")
    #expect(
      run.output.hasPrefix(
        "UIView.transition(with: v, duration: 0.3, options: [.transitionCrossDissolve], animations: { … }, completion: { _ in … })\n  animations()"
      ), "\(run.output)")
    #expect(run.output.hasSuffix("[t=0.3] completion(true)\n[t=0.3]   crossfade done"))
  }

  @Test(
    "performWithoutAnimation runs its block at once; transition(from:to:) for views says unsupported"
  )
  func withoutAnimationAndUnsupportedViewsTransition() {
    let run = ScriptRun(
      """
      let v = UIView()
      UIView.performWithoutAnimation {
        v.alpha = 0.5
      }
      UIView.transition(from: v, to: UIView(), duration: 0.3, options: [], completion: nil)
      print("goes on")
      """)
    #expect(run.hadError)
    #expect(
      run.output
        == """
        UIView.performWithoutAnimation({ … })
          animations()
            v.alpha = 0.5
        unsupported: 5:8: containrepl does not simulate 'transition(from:to:duration:options:completion:)' yet
        UIView.transition(from: v, to: UIView(), duration: 0.3, options: [], completion: nil)
               ^~~~~~~~~~
        goes on
        """, "\(run.output)")
  }
}

/// A runaway's log is capped: a line repeated one after another is printed a few times, then
/// counted (issue 11, noticed with endless rescheduling).
struct RepeatedLineCapTests {
  @Test func endlessReschedulingPrintsAFewLinesThenACount() {
    let run = ScriptRun(
      "func again() { DispatchQueue.main.async { again() } }\nagain()\nprint(\"still here\")")
    let lines = run.output.split(separator: "\n")
    #expect(lines.filter { $0 == "[end of turn] execute()" }.count == 8, "\(run.output)")
    #expect(lines.contains("… the line above came 248 more times (not printed)"))
    #expect(run.output.hasSuffix("still here"))
  }

  @Test func printedOutputIsNeverCapped() {
    let run = ScriptRun("for _ in 0..<20 { print(\"same\") }")
    #expect(run.output.split(separator: "\n").count == 20)
  }
}
