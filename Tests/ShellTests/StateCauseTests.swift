import Grading
import LessonEngine
import Shell
import Simulation
import Testing

/// A failed state check says what the code did that led there: the calls
/// that make or end the relationship it reads, or the assignments to the property, from the
/// run's own log — in `containrepl check`, the sandbox's `:check` and `grade`'s letters alike,
/// which all read `TestResult.happened`.
struct StateCauseTests {
  /// What a failed check of `id` says for `answer`: the check's line of the student's letter.
  static func said(
    _ id: String, _ answer: String, _ check: String, _ language: Language = .english
  ) throws -> [String] {
    let document = try #require(ExerciseCorpusTests.document(id, language))
    let result = ClassGrader(document: document, language: language).check(answer)
    return result.tests.filter { !$0.passed && $0.name.hasSuffix(check) }.map(\.happened)
  }

  static func corpus(_ id: String, _ name: String) throws -> String {
    try #require(
      ExerciseCorpusTests.committed.first { $0.exercise == id && $0.name == name }?.answer)
  }

  static let intoABox = """
    func displayContentController(_ content: UIViewController) {
      addChild(content)
      let box = UIView(frame: frameForContentController())
      view.addSubview(box)
      content.view.frame = frameForContentController()
      box.addSubview(content.view)
      content.didMove(toParent: self)
    }
    """

  @Test func aViewAddedToAnotherViewIsToldWhereItWent() throws {
    #expect(
      try Self.said("display-child", Self.intoABox, "content's view is in the container's view")
        == [
          "content.view.superview is box: your code calls box.addSubview(content.view), never container.view.addSubview(content.view)",
          "content.view.superview is box: your code calls box.addSubview(content.view), never shown.view.addSubview(content.view)",
        ])
    // The order check names the call with the same argument, not the box's own addSubview.
    #expect(
      try Self.said("display-child", Self.intoABox, "addChild(_:) comes before the view is added")
        == ["your code calls box.addSubview(content.view) instead"])
    #expect(
      try Self.said(
        "display-child", Self.intoABox, "content 的视图在容器的视图中", .chinese
      ).first
        == "content.view.superview 是 box：你的代码调用了 box.addSubview(content.view)，从未调用 container.view.addSubview(content.view)"
    )
  }

  @Test func aCallNeverMadeIsNamed() throws {
    let onlyView = try Self.corpus("display-child", "only-addsubview.swift.txt")
    #expect(
      try Self.said("display-child", onlyView, "content is a child of the container") == [
        "content.parent is nil: your code never calls container.addChild(content)",
        "content.parent is nil: your code never calls shown.addChild(content)",
      ])
    let viewStays = try Self.corpus("hide-child", "view-stays.m.txt")
    #expect(
      try Self.said("hide-child", viewStays, "content's view left the container's view").first
        == "content.view.superview is container.view: your code never calls content.view.removeFromSuperview()"
    )
  }

  @Test func childrenNameWhatWasAddedAndRemoved() throws {
    let noGuard = try Self.corpus("tab-bar-switcher", "no-same-tab-check.swift.txt")
    #expect(
      try Self.said(
        "tab-bar-switcher", noGuard, "switching back left the first tab as the only child")
        == [
          "container.children is []: your code calls container.addChild(first), then first.removeFromParent()"
        ])
  }

  @Test func assignmentsAreListedWithTheValueNeverSet() throws {
    let staysOff = try Self.corpus("tab-bar-switcher", "interaction-stays-off.m.txt")
    #expect(
      try Self.said(
        "tab-bar-switcher", staysOff, "user interaction is back on after the transition")
        == [
          "container.view.isUserInteractionEnabled is false: your code sets container.view.isUserInteractionEnabled = false, never to true"
        ])
    // Nothing in the step touched it: the answer's own method did, in the scenario's start.
    #expect(
      try Self.said("tab-bar-switcher", staysOff, "user interaction is on") == [
        "container.view.isUserInteractionEnabled is false: before this step, your code sets container.view.isUserInteractionEnabled = false, then container.view.isUserInteractionEnabled = false, never to true"
      ])
    let hardcoded = try Self.corpus("display-child", "hardcoded-frame.m.txt")
    #expect(
      try Self.said("display-child", hardcoded, "the view fills frameForContentController") == [
        "content.view.frame is CGRect(x: 0, y: 64, width: 320, height: 416): your code sets content.view.frame = CGRect(x: 0, y: 64, width: 320, height: 416), never to CGRect(x: 0, y: 88, width: 320, height: 392)"
      ])
    let noFrame = """
      func displayContentController(_ content: UIViewController) {
        addChild(content)
        view.addSubview(content.view)
        content.didMove(toParent: self)
      }
      """
    #expect(
      try Self.said("display-child", noFrame, "the view fills frameForContentController").first?
        .hasSuffix(": your code never sets content.view.frame") == true)
  }

  @Test func aPropertyUIKitAsksTheSubclassSaysWhetherItIsOverridden() throws {
    let forwarding = try Self.corpus("manual-appearance", "forwarding-on.swift.txt")
    #expect(
      try Self.said("manual-appearance", forwarding, "automatic appearance forwarding is off") == [
        "container.shouldAutomaticallyForwardAppearanceMethods is true: your code does not override shouldAutomaticallyForwardAppearanceMethods, and UIKit's answer is true"
      ])
    let returnsTrue = """
      override var shouldAutomaticallyForwardAppearanceMethods: Bool { true }
      """ + "\n" + forwarding
    #expect(
      try Self.said("manual-appearance", returnsTrue, "automatic appearance forwarding is off") == [
        "container.shouldAutomaticallyForwardAppearanceMethods is true: your override of shouldAutomaticallyForwardAppearanceMethods returns true"
      ])
  }
}
