import Shell
import Simulation
import TestSupport
import Testing

/// `addConstraint(_:)` and its relatives: the view holds the constraints, which are active
/// (rule L.7).
struct ConstraintHoldingTests {
  @Test("addConstraint activates and the view holds it; the solve uses it")
  func addingActivates() {
    let run = ScriptRun(
      """
      let v = UIView()
      v.translatesAutoresizingMaskIntoConstraints = false
      container.view.addSubview(v)
      let w = v.widthAnchor.constraint(equalToConstant: 100)
      let h = v.heightAnchor.constraint(equalToConstant: 50)
      let l = v.leadingAnchor.constraint(equalTo: container.view.leadingAnchor, constant: 10)
      let t = v.topAnchor.constraint(equalTo: container.view.topAnchor, constant: 20)
      v.addConstraint(w)
      v.addConstraints([h])
      container.view.addConstraints([l, t])
      print(v.constraints.count, container.view.constraints.count, w.isActive)
      container.view.layoutIfNeeded()
      print(v.frame)
      """)
    #expect(!run.hadError, "\(run.output)")
    #expect(run.output.contains("\n2 2 true\n"), "\(run.output)")
    #expect(run.output.hasSuffix("(10.0, 20.0, 100.0, 50.0)"), "\(run.output)")
    #expect(run.output.contains("container.view.addConstraints([l, t])"))
  }

  @Test("activating makes the nearest common ancestor hold a constraint")
  func activationChoosesTheHolder() {
    let run = ScriptRun(
      """
      let v = UIView()
      container.view.addSubview(v)
      let w = v.widthAnchor.constraint(equalToConstant: 100)
      let l = v.leadingAnchor.constraint(equalTo: container.view.leadingAnchor)
      NSLayoutConstraint.activate([w, l])
      print(v.constraints.count, container.view.constraints.count)
      """)
    #expect(run.output.hasSuffix("1 1"), "\(run.output)")
  }

  @Test("removeConstraint deactivates what the view holds and leaves the rest alone")
  func removingDeactivatesOnlyHeldConstraints() {
    let run = ScriptRun(
      """
      let v = UIView()
      container.view.addSubview(v)
      let w = v.widthAnchor.constraint(equalToConstant: 100)
      v.addConstraint(w)
      container.view.removeConstraint(w)
      print(w.isActive)
      v.removeConstraints(v.constraints)
      print(w.isActive, v.constraints.count)
      """)
    #expect(!run.hadError, "\(run.output)")
    #expect(run.output.hasSuffix("true\nv.removeConstraints([w])\nfalse 0"), "\(run.output)")
  }

  @Test("a constraint reaching outside the receiver raises NSGenericException")
  func outsideTheSubtreeRaises() {
    let run = ScriptRun(
      """
      let v = UIView()
      container.view.addSubview(v)
      let l = v.leadingAnchor.constraint(equalTo: container.view.leadingAnchor)
      v.addConstraint(l)
      print(l.isActive)
      """)
    #expect(run.hadError)
    #expect(
      run.output.contains(
        "error: NSGenericException: Unable to install constraint on view.  Does the constraint reference something from outside the subtree of the view?  That's illegal. constraint:<NSLayoutConstraint: l v.leading == container.view.leading> view:<UIView: v>"
      ), "\(run.output)")
    #expect(run.output.hasSuffix("false"), "\(run.output)")
  }

  @Test("the Objective-C spellings")
  func objectiveC() {
    let run = ScriptRun(
      """
      UIView *v = [[UIView alloc] init];
      [self.view addSubview:v];
      NSLayoutConstraint *w = [v.widthAnchor constraintEqualToConstant:100];
      [v addConstraint:w];
      [v addConstraints:@[[v.heightAnchor constraintEqualToConstant:40]]];
      NSLog(@"%d %d", (int)v.constraints.count, w.active);
      [v removeConstraint:w];
      [v removeConstraints:@[]];
      NSLog(@"%d", w.active);
      """)
    #expect(!run.hadError, "\(run.output)")
    #expect(run.output.contains("\n2 1\n"), "\(run.output)")
    #expect(run.output.hasSuffix("\n0"), "\(run.output)")
  }
}

/// Constraints on a view that still translates its autoresizing mask (rule L.8).
struct AutoresizingConflictTests {
  @Test("a constraint contradicting an autoresizing frame is broken, the mask's constraints listed")
  func conflictListsTheAutoresizingConstraints() {
    let run = ScriptRun(
      """
      let v = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
      v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      container.view.addSubview(v)
      let w = v.widthAnchor.constraint(equalToConstant: 100)
      w.isActive = true
      container.view.layoutIfNeeded()
      print(v.frame.width)
      """)
    let warning =
      "[end of turn] warning: [LayoutConstraints] Unable to simultaneously satisfy constraints. Probably at least one of the constraints in the following list is one you don't want. (Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) ( \"<NSAutoresizingMaskLayoutConstraint: h=-&- v=-&- v.width == 50>\", \"<NSLayoutConstraint: w v.width == 100>\" ) Will attempt to recover by breaking constraint <NSLayoutConstraint: w v.width == 100>"
    #expect(run.output.contains(warning), "\(run.output)")
    #expect(run.output.hasSuffix("50.0"), "\(run.output)")
    #expect(run.session.history.compactMap(\.rule).map(\.rawValue).contains("L.8"))
  }

  @Test("the same constraint is quiet once the view stops translating its mask")
  func noConflictWithoutTranslation() {
    let run = ScriptRun(
      """
      let v = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
      v.translatesAutoresizingMaskIntoConstraints = false
      container.view.addSubview(v)
      v.widthAnchor.constraint(equalToConstant: 100).isActive = true
      v.heightAnchor.constraint(equalToConstant: 50).isActive = true
      v.leadingAnchor.constraint(equalTo: container.view.leadingAnchor).isActive = true
      v.topAnchor.constraint(equalTo: container.view.topAnchor).isActive = true
      container.view.layoutIfNeeded()
      print(v.frame.width)
      """)
    #expect(!run.output.contains("Unable to simultaneously"), "\(run.output)")
    #expect(run.output.hasSuffix("100.0"), "\(run.output)")
  }

  @Test("a constraint an autoresizing frame already satisfies says nothing")
  func satisfiedConstraintIsQuiet() {
    let run = ScriptRun(
      """
      let v = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
      container.view.addSubview(v)
      v.widthAnchor.constraint(equalToConstant: 50).isActive = true
      container.view.layoutIfNeeded()
      """)
    #expect(!run.hadError)
    #expect(!run.output.contains("warning"), "\(run.output)")
  }
}
