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
