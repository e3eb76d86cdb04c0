import Shell
import Simulation
import TestSupport
import Testing

/// `UIView.animate` in all its forms, `transition(with:…)` and `performWithoutAnimation` run on
/// the virtual clock.
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

  @Test("performWithoutAnimation runs its block at once (rule V.5)")
  func withoutAnimation() {
    let run = ScriptRun(
      """
      let v = UIView()
      UIView.performWithoutAnimation {
        v.alpha = 0.5
      }
      print("goes on")
      """)
    #expect(!run.hadError)
    #expect(
      run.output
        == """
        UIView.performWithoutAnimation({ … })
          animations()
            v.alpha = 0.5
        goes on
        """, "\(run.output)")
    #expect(run.session.history.compactMap(\.rule).map(\.rawValue).contains("V.5"))
  }

  @Test("transition(from:to:) puts to where from was and removes from; completion after it")
  func viewsTransitionSwapsTheViews() {
    let run = ScriptRun(
      """
      let a = UIView()
      let b = UIView()
      let c = UIView()
      container.view.addSubview(a)
      container.view.addSubview(c)
      UIView.transition(from: a, to: b, duration: 0.3, options: [.transitionCrossDissolve]) { _ in
        print(a.superview == nil, container.view.subviews.first === b)
      }
      """)
    #expect(!run.hadError, "\(run.output)")
    #expect(
      run.output.hasSuffix(
        """
        UIView.transition(from: a, to: b, duration: 0.3, options: [.transitionCrossDissolve], completion: { _ in … })
        [t=0.3] completion(true)
        [t=0.3]   true true
        """), "\(run.output)")
    let rules = run.session.history.compactMap(\.rule).map(\.rawValue)
    #expect(rules.filter { $0 == "V.4" }.count == 2, "\(rules)")
  }

  @Test("with .showHideTransitionViews both views stay: from is hidden, to shown")
  func viewsTransitionShowsAndHides() {
    let run = ScriptRun(
      """
      UIView *a = [[UIView alloc] init];
      UIView *b = [[UIView alloc] init];
      [self.view addSubview:a];
      [self.view addSubview:b];
      b.hidden = YES;
      [UIView transitionFromView:a toView:b duration:0 options:UIViewAnimationOptionShowHideTransitionViews completion:nil];
      NSLog(@"%d %d %d", a.hidden, b.hidden, a.superview == self.view);
      """, options: SessionOptions(syntax: .objc))
    #expect(!run.hadError, "\(run.output)")
    #expect(
      run.output.contains(
        "[UIView transitionFromView:a toView:b duration:0 options:UIViewAnimationOptionShowHideTransitionViews completion:nil]"
      ), "\(run.output)")
    #expect(run.output.hasSuffix("1 0 1"), "\(run.output)")
  }

  @Test("the delay and spring forms and transition(with:) cite their own rules")
  func animationFormsCiteTheirRules() {
    let run = ScriptRun(
      """
      let v = UIView()
      UIView.animate(withDuration: 0.5, delay: 1, options: [], animations: { v.alpha = 0 })
      UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 2, options: [], animations: { v.alpha = 1 })
      UIView.transition(with: v, duration: 0.3, options: .transitionCrossDissolve, animations: { v.alpha = 0.5 })
      UIView.animate(withDuration: 0.5, animations: { v.alpha = 0 })
      """)
    #expect(!run.hadError, "\(run.output)")
    let calls = run.session.history.filter(\.isUserCall).compactMap(\.rule).map(\.rawValue)
    #expect(calls == ["V.1", "V.2", "V.3", "UIView.animate"], "\(calls)")
    #expect(!run.session.history.compactMap(\.rule).map(\.rawValue).contains("4.10"))
    #expect(run.output.contains("initialSpringVelocity: 2"), "\(run.output)")
  }
}

/// A runaway's log is capped: a line repeated one after another is printed a few times, then
/// counted.
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
