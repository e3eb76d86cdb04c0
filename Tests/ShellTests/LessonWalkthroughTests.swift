import LessonEngine
import Shell
import Simulation
import TestSupport
import Testing

/// What a learner met walking the course fresh, each as the input that met it: answers of
/// their own that must pass, mistakes that must fail with words that help, and the screens
/// around a prediction.
struct LessonWalkthroughTests {
  typealias Learner = LearnerReplayTests.Learner

  /// A learner at the start of `step` of a lesson, every step before it taken with the
  /// reference code.
  static func learner(at step: String, of id: String, _ language: Language = .english) throws
    -> Learner
  {
    let learner = Learner(language)
    let document = try #require(LearnerReplayTests.catalog.document(id, language: language))
    learner.type(":lesson \(id)")
    for earlier in document.steps {
      if earlier.id == step { return learner }
      if earlier.kind == .predict {
        let callbacks = LearnerReplayTests.loggedCallbacks(of: earlier, in: document)
        #expect(learner.typeUntilDone(callbacks + [":check"]), "\(id)/\(earlier.id)")
      } else if let code = earlier.code(.swift) {
        #expect(learner.typeUntilDone([code, ":check"]), "\(id)/\(earlier.id)")
      } else {
        #expect(learner.typeUntilDone([":next"]), "\(id)/\(earlier.id)")
      }
    }
    Issue.record("\(id) has no step \(step)")
    return learner
  }

  static func said(_ lines: [String]) -> String { lines.joined(separator: "\n") }

  /// The Swift reference code of a step of a lesson.
  static func reference(_ step: String, of id: String) throws -> String {
    let document = try #require(LearnerReplayTests.catalog.document(id, language: .english))
    return try #require(document.steps.first { $0.id == step }?.code(.swift))
  }

  @Test func aPredictionMayLeaveTheViewsLoadingOut() throws {
    let learner = try Self.learner(at: "show", of: "why-containers")
    let appearance = [
      "tab.willMove(toParent: container)", "tab.viewWillAppear(false)",
      "nav.viewWillAppear(false)", "inbox.viewWillAppear(false)",
      "tab.didMove(toParent: container)", "tab.viewDidAppear(false)", "nav.viewDidAppear(false)",
      "inbox.viewDidAppear(false)", "inbox.didMove(toParent: nav)",
    ]
    // The child's appearance before its parent's is still wrong, loads or not.
    let swapped = [appearance[0], appearance[1], appearance[3], ":check"]
    #expect(!learner.typeUntilDone(swapped))
    #expect(Self.said(learner.transcript.suffix(2)).contains("inbox.viewWillAppear(false)"))
    learner.type(":retry")
    #expect(learner.typeUntilDone(appearance + [":check"]))
  }

  @Test func aPredictionWithTheLoadsInThemMustPlaceThemRight() {
    let prediction = StepPrediction(expectedLog: [
      "tab.loadView()", "tab.viewDidLoad()", "tab.viewWillAppear(false)",
    ])
    #expect(prediction.compare(["tab.viewWillAppear(false)"], language: .english).divergence == nil)
    #expect(
      prediction.compare(["tab.viewWillAppear(false)", "tab.loadView()"], language: .english)
        .divergence != nil)
    #expect(
      prediction.compare(
        ["tab.loadView()", "tab.viewDidLoad()", "tab.viewWillAppear(false)"], language: .english
      ).divergence == nil)
    // A log of loads only must be predicted with its loads.
    let loadsOnly = StepPrediction(expectedLog: ["ticker.loadView()", "ticker.viewDidLoad()"])
    #expect(loadsOnly.compare([], language: .english).divergence != nil)
  }

  @Test func codeTypedInAPredictStepIsSaidNotToRun() throws {
    for language in Language.allCases {
      let learner = try Self.learner(at: "add-view", of: "add-child", language)
      let lines = learner.type("container.view.addSubview(content.view)")
      let text = Self.said(lines)
      #expect(text.contains(language.pick("is no callback", "不是回调")), "\(text)")
      #expect(!text.contains("viewWillAppear(false)\n"), "nothing ran: \(text)")
      #expect(
        !learner.session.world.controllers.contains {
          $0.appearance == .appeared && $0.name == "content"
        })
      // A second such line gets a short answer, not the explanation again.
      let again = Self.said(learner.type("content.view.frame = container.view.bounds"))
      #expect(again.contains(language.pick("no callback either", "也不是回调")), "\(again)")
      #expect(!again.contains(language.pick("nothing you type here runs", "都不会运行")))
      // The lines are not kept: the right callbacks alone are the prediction.
      #expect(
        learner.typeUntilDone([
          "content.viewWillAppear(false)", "content.viewDidAppear(false)", ":check",
        ]))
    }
  }

  @Test func anEmptyPredictionIsSaidToBeEmpty() throws {
    let learner = try Self.learner(at: "add-view", of: "add-child")
    let text = Self.said(learner.type(":check"))
    #expect(text.contains("no callback in your prediction yet"), "\(text)")
    #expect(!text.contains("right so far"))
  }

  @Test func theGoalOfAPredictStepKeepsTheLogBack() throws {
    for language in Language.allCases {
      let learner = try Self.learner(at: "show", of: "why-containers", language)
      let text = Self.said(learner.type(":goal"))
      #expect(!text.contains("inbox.viewWillAppear(false)"), "\(text)")
      #expect(text.contains(":check"))
    }
  }

  @Test func aGoalListsOutcomesAndLeavesTheLogToGoal() throws {
    let learner = Learner(.english)
    let lines = learner.type(":lesson transition")
    let text = Self.said(lines)
    #expect(text.contains("Goal:"))
    #expect(!text.contains("in the log, in order"), "\(text)")
    #expect(text.contains("the log shows the callbacks in UIKit's order"))
    // The log is still there for whoever asks.
    #expect(Self.said(learner.type(":goal")).contains("newChild.willMove(toParent: container)"))
  }

  @Test func switchingLanguageInALessonSwitchesTheLesson() throws {
    let learner = try Self.learner(at: "show", of: "why-containers")
    learner.type(":lang zh")
    let hint = Self.said(learner.type(":hint"))
    #expect(hint.contains("标签栏控制器"), "\(hint)")
    let back = Self.said(learner.type(":retry"))
    #expect(back.contains("让根容器把它显示出来"), "\(back)")
    learner.type(":lang en")
    #expect(Self.said(learner.type(":retry")).contains("Let the root show it"))
  }

  @Test func aWarningIsQuotedOnceThenRecalled() throws {
    let learner = try Self.learner(at: "tab-bar", of: "why-containers")
    learner.type("nav.viewWillAppear(false)")
    let first = Self.said(learner.transcript.suffix(4))
    #expect(first.contains("UIKit printed"), "\(first)")
    // The quote is the warning's first sentence, not its advice again.
    #expect(
      !first.contains(
        "UIKit printed\n`warning: [ViewController] Calling -viewWillAppear: directly on a view controller is not supported, and may result in out-of-order callbacks and other inconsistent behavior. Use"
      ))
    let second = Self.said(learner.type("let settings = UIViewController()"))
    #expect(!second.contains("Calling -viewWillAppear"), "\(second)")
    #expect(second.contains("still stands"), "\(second)")
    learner.type(":retry")
    #expect(
      learner.typeUntilDone([
        "let settings = UIViewController()", "let tab = UITabBarController()",
        "tab.viewControllers = [nav, settings]",
      ]))
  }

  @Test func theTwoPreparationsOfATransitionComeInEitherOrder() throws {
    let learner = try Self.learner(at: "prepare", of: "transition")
    #expect(
      learner.typeUntilDone(["container.addChild(newChild)", "oldChild.willMove(toParent: nil)"]))
  }

  @Test func aCompletionMayTellTheNewChildFirst() throws {
    let learner = try Self.learner(at: "cycle-method", of: "transition")
    let method = """
      func cycle(from oldVC: UIViewController, to newVC: UIViewController) {
        addChild(newVC)
        oldVC.willMove(toParent: nil)
        newVC.view.frame = newViewStartFrame()
        transition(from: oldVC, to: newVC, duration: 0.25, options: [], animations: {
          newVC.view.frame = self.view.bounds
          oldVC.view.frame = self.oldViewEndFrame()
        }) { _ in
          newVC.didMove(toParent: self)
          oldVC.removeFromParent()
        }
      }
      """
    #expect(
      learner.typeUntilDone([
        ":clock auto", method, "let third = UIViewController()", "cycle(from: newChild, to: third)",
      ]), "\(learner.transcript.suffix(12).joined(separator: "\n"))")
  }

  @Test func aWillMoveAfterTheTransitionStillFails() throws {
    let learner = try Self.learner(at: "cycle-method", of: "transition")
    let method = """
      func cycle(from oldVC: UIViewController, to newVC: UIViewController) {
        addChild(newVC)
        newVC.view.frame = newViewStartFrame()
        transition(from: oldVC, to: newVC, duration: 0.25, options: [], animations: {
          newVC.view.frame = self.view.bounds
          oldVC.view.frame = self.oldViewEndFrame()
        }) { _ in
          oldVC.willMove(toParent: nil)
          oldVC.removeFromParent()
          newVC.didMove(toParent: self)
        }
      }
      """
    #expect(
      !learner.typeUntilDone([
        ":clock auto", method, "let third = UIViewController()", "cycle(from: newChild, to: third)",
        ":check",
      ]))
  }

  @Test func forwardingOverridesMustCallSuper() throws {
    let learner = try Self.learner(at: "forward-disappear", of: "appearance-forwarding")
    let withoutSuper = [
      "override func viewWillDisappear(_ animated: Bool) {\n  child.beginAppearanceTransition(false, animated: animated)\n}",
      "override func viewDidDisappear(_ animated: Bool) {\n  child.endAppearanceTransition()\n}",
      "let other = UIViewController()", "window.rootViewController = other",
    ]
    #expect(!learner.typeUntilDone(withoutSuper))
    let text = Self.said(learner.transcript.suffix(4))
    #expect(text.contains("without calling"), "\(text)")
    #expect(text.contains(":retry"), "\(text)")
    learner.type(":retry")
    let withSuper = [
      "override func viewWillDisappear(_ animated: Bool) {\n  super.viewWillDisappear(animated)\n  child.beginAppearanceTransition(false, animated: animated)\n}",
      "override func viewDidDisappear(_ animated: Bool) {\n  child.endAppearanceTransition()\n  super.viewDidDisappear(animated)\n}",
      "let other = UIViewController()", "view.window?.rootViewController = other",
    ]
    #expect(
      learner.typeUntilDone(withSuper), "\(learner.transcript.suffix(8).joined(separator: "\n"))")
  }

  @Test func anObjectiveCClassExtensionIsNoStatementAhead() throws {
    let learner = try Self.learner(at: "silent-add", of: "appearance-forwarding")
    let inputs = [
      "@interface ContainerViewController ()\n@property (nonatomic, strong) UIViewController *child;\n@end",
      "self.child = [[UIViewController alloc] init];",
      "[self addChildViewController:self.child];",
      "self.child.view.frame = self.view.bounds;",
      "[self.view addSubview:self.child.view];",
    ]
    for input in inputs {
      let text = Self.said(learner.type(input))
      #expect(!text.contains("not yet"), "feedback before the step's last line: \(text)")
    }
    #expect(learner.typeUntilDone(["[self.child didMoveToParentViewController:self];"]))
  }

  @Test func aLineThatNeverCameIsNotBlamedOnAnEarlierAttempt() throws {
    let learner = try Self.learner(at: "hide-method", of: "remove-child")
    learner.type(
      "func hideContentController(_ child: UIViewController) {\n  child.view.removeFromSuperview()\n  child.removeFromParent()\n}"
    )
    let text = Self.said(learner.type("hideContentController(content)"))
    #expect(text.contains("content.willMove(toParent: nil) never came"), "\(text)")
    #expect(!text.contains("earlier attempt"), "\(text)")
  }

  @Test func aRetryDoesNotRepeatTheTutorsAdvice() throws {
    let learner = try Self.learner(at: "rotate", of: "child-vs-subview")
    learner.type(":retry")
    let text = Self.said(learner.type(":rotate landscapeLeft"))
    #expect(!text.contains("banner.view is on screen"), "\(text)")
  }

  @Test func anIOSVersionMayBeWrittenWithItsMinor() throws {
    let learner = try Self.learner(at: "legacy-rotate", of: "rotation")
    #expect(learner.typeUntilDone([":ios 7.0", ":rotate landscapeLeft"]))
    let session = Session()
    #expect(session.handle(":ios 17.4").map(\.text).joined().contains("17"))
    #expect(session.options.iosVersion == 17)
    #expect(session.handle(":ios 7.x").contains { $0.text.contains("usage") })
  }

  @Test func aCommandThatMovesTheSandboxWaitsInAPredictStep() throws {
    let learner = try Self.learner(at: "size-transition", of: "rotation")
    let text = Self.said(learner.type(":ios 26") + learner.type(":rotate portrait"))
    #expect(text.contains(":rotate is not run"), "\(text)")
    #expect(!text.contains("viewWillTransition"), "nothing rotated: \(text)")
    #expect(learner.session.options.iosVersion == 7)
    // Looking around still works, and the prediction then runs the step's own code.
    #expect(Self.said(learner.type(":tree")).contains("content"))
    #expect(
      learner.typeUntilDone([
        "container.viewWillTransition(to: CGSize(width: 320, height: 480), with: coordinator)",
        "content.viewWillTransition(to: CGSize(width: 320, height: 480), with: coordinator)",
        ":check",
      ]))
    #expect(learner.session.world.iosVersion == 17)
  }
  @Test func theRunningFlagMayBeATopLevelVariable() throws {
    let learner = try Self.learner(at: "guard", of: "second-tap")
    let method = """
      func loadViewController(at index: Int) {
        guard !isTransitioning else { return }
        let next = pages[index]
        let current = children[0]
        guard current !== next else { return }
        addChild(next)
        current.willMove(toParent: nil)
        next.view.frame = offscreenFrame(toRight: index == 1)
        let currentEnd = offscreenFrame(toRight: index != 1)
        isTransitioning = true
        transition(from: current, to: next, duration: 0.25, options: [], animations: {
          next.view.frame = self.view.bounds
          current.view.frame = currentEnd
        }) { _ in
          next.didMove(toParent: self)
          current.removeFromParent()
          isTransitioning = false
        }
      }
      """
    #expect(
      learner.typeUntilDone([
        ":clock manual", "var isTransitioning = false", method, "loadViewController(at: 1)",
      ]),
      "\(learner.transcript.suffix(10).joined(separator: "\n"))")
  }

  @Test func theSwitcherMayAdoptBeforeItAnnouncesTheLeaving() throws {
    let learner = try Self.learner(at: "load-first", of: "tab-switcher")
    let method = """
      func loadViewController(at index: Int) {
        let next = pages[index]
        guard !children.contains(next) else { return }
        guard let current = children.last else {
          addChild(next)
          next.view.frame = view.bounds
          view.addSubview(next.view)
          next.didMove(toParent: self)
          return
        }
        view.isUserInteractionEnabled = false
        addChild(next)
        current.willMove(toParent: nil)
        next.view.frame = index == 1 ? newViewStartFrame() : oldViewEndFrame()
        let currentEnd = index == 1 ? oldViewEndFrame() : newViewStartFrame()
        transition(from: current, to: next, duration: 0.25, options: [.curveEaseInOut], animations: {
          current.view.frame = currentEnd
          next.view.frame = self.view.bounds
        }) { _ in
          next.didMove(toParent: self)
          current.removeFromParent()
          self.view.isUserInteractionEnabled = true
        }
      }
      """
    #expect(learner.typeUntilDone([method, "loadViewController(at: 0)"]))
    #expect(learner.typeUntilDone([":clock manual", "loadViewController(at: 1)"]))
    #expect(learner.typeUntilDone([":wait"]))
  }

  @Test func theFirstTapNeedsNoTickThatAPredictionWouldHoldBack() throws {
    let learner = try Self.learner(at: "first-tap", of: "second-tap")
    let document = try #require(
      LearnerReplayTests.catalog.document("second-tap", language: .english))
    let step = try #require(document.steps.first { $0.id == "first-tap" })
    #expect(!(step.code(.swift) ?? "").contains(":tick"))
    #expect(learner.typeUntilDone([":clock manual", "loadViewController(at: 0)"]))
  }

  @Test func aLessonStartedInAScriptSaysHowToTakeIt() {
    let session = Session()
    var lines: [String] = []
    _ = session.runScript(":lesson why-containers\n:tree\n", fileName: nil) {
      lines += $0.map(\.text)
    }
    let text = Self.said(lines)
    #expect(text.contains("containrepl lesson why-containers"), "\(text)")
    #expect(!text.contains("Step 1 of"))
  }

  @Test func aWillMoveTypedBeforeAddChildComesTwiceAndFails() throws {
    let learner = try Self.learner(at: "adopt", of: "add-child")
    #expect(
      !learner.typeUntilDone([
        "content.willMove(toParent: container)", "container.addChild(content)", ":check",
      ]))
    let said = Self.said(learner.transcript.suffix(12))
    #expect(said.contains("came 2 times"), "\(said)")
    // Why, in the learner's terms: their own call, on top of UIKit's.
    #expect(said.contains("UIKit sends it"), "\(said)")
    #expect(!said.contains("earlier attempt"), "\(said)")
    learner.type(":retry")
    #expect(learner.typeUntilDone(["[self addChildViewController:content];"]))
    // The same mistake inside the method of the last step.
    let last = try Self.learner(at: "as-method", of: "add-child")
    let method = """
      func displayContentController(_ child: UIViewController) {
        child.willMove(toParent: self)
        addChild(child)
        child.view.frame = frameForContentController()
        view.addSubview(child.view)
        child.didMove(toParent: self)
      }
      """
    #expect(
      !last.typeUntilDone([
        method, "let second = UIViewController()", "displayContentController(second)", ":check",
      ]))
  }

  @Test func addingTheViewWhenOnlyItsFrameIsAskedForFails() throws {
    let learner = try Self.learner(at: "size-view", of: "add-child")
    #expect(!learner.typeUntilDone(["container.view.addSubview(content.view)", ":check"]))
    #expect(Self.said(learner.transcript.suffix(10)).contains("content.view.superview"))
    learner.type(":retry")
    // The learner's own rectangle for the area below the container's 88-point bar.
    #expect(
      learner.typeUntilDone(["content.view.frame = CGRect(x: 0, y: 88, width: 320, height: 392)"]))
  }

  /// A loaded view fills the screen, as the container's view does: a frame never set must not
  /// pass for the one the container chose, in either language.
  @Test(arguments: Language.allCases)
  func aViewOnlyLoadedHasNotBeenGivenItsFrame(_ language: Language) throws {
    let learner = try Self.learner(at: "size-view", of: "add-child", language)
    #expect(
      !learner.typeUntilDone(["content.view.backgroundColor = .white", ":check"]))
    let said = Self.said(learner.transcript.suffix(10))
    #expect(said.contains("content.view.frame"), "\(said)")
    // The whole of the container's view is not the area below its bar either.
    #expect(!learner.typeUntilDone(["content.view.frame = container.view.bounds", ":check"]))
    #expect(learner.typeUntilDone(["content.view.frame = frameForContentController()"]))
  }

  @Test func aManualAppearanceMayBeAnimated() throws {
    let learner = try Self.learner(at: "begin", of: "appearance-forwarding")
    #expect(learner.typeUntilDone(["child.beginAppearanceTransition(true, animated: true)"]))
    #expect(learner.typeUntilDone(["child.viewDidAppear(true)", ":check"]))
    #expect(
      learner.typeUntilDone([
        "child.endAppearanceTransition()", "child.beginAppearanceTransition(true, animated: true)",
        "child.endAppearanceTransition()",
      ]))
  }

  /// A method written wrong in an earlier step shows only later: `:retry` replays it as the
  /// learner wrote it, so it says which of their methods came back and how to mend one
  /// (define it again before it is called, here or a step back), and that way works.
  @Test(arguments: Language.allCases)
  func retryTellsHowToMendAMethodOfAnEarlierStep(_ language: Language) throws {
    let learner = try Self.learner(at: "load-first", of: "tab-switcher", language)
    // The lesson's own method (its call left out), and the same without interaction back on.
    let code = try Self.reference("load-first", of: "tab-switcher")
    let mended = try #require(code.components(separatedBy: "\nloadViewController(at: 0)").first)
    let forgetful = mended.replacing("\n    self.view.isUserInteractionEnabled = true", with: "")
    #expect(forgetful != mended)
    #expect(learner.typeUntilDone([forgetful, "loadViewController(at: 0)"]))
    #expect(learner.typeUntilDone([":clock manual", "loadViewController(at: 1)"]))
    // Interaction never comes back on: the finish step cannot pass, and retrying replays it.
    #expect(!learner.typeUntilDone([":tick 0.25", ":check"]))
    let retried = Self.said(learner.type(":retry"))
    let named = language.pick(
      "`loadViewController(at:)` (step 2)", "第 2 步的 `loadViewController(at:)`")
    #expect(retried.contains(named), "\(retried)")
    #expect(retried.contains(":back"), "\(retried)")
    #expect(!learner.typeUntilDone([":tick 0.25", ":check"]))
    // Mended a step back: defined again before the call that slides.
    learner.type(":back")
    #expect(learner.typeUntilDone([mended, ":clock manual", "loadViewController(at: 1)"]))
    #expect(learner.typeUntilDone([":tick 0.25"]), "\(Self.said(learner.transcript.suffix(20)))")
    // The reference code of the earlier steps is no method of the learner's: nothing to mend.
    let reference = try Self.learner(at: "finish", of: "tab-switcher", language)
    let plain = Self.said(reference.type(":retry"))
    #expect(!plain.contains("loadViewController(at:)"), "\(plain)")
  }

  /// A step that asks for a child left appearing is not undercut by the tutor calling it
  /// stuck, and a container begun by mistake is said to be left open once, by the step.
  @Test(arguments: Language.allCases)
  func anOpenAppearanceIsSaidOnceAndOnlyWhereItIsWrong(_ language: Language) throws {
    let learner = try Self.learner(at: "begin", of: "appearance-forwarding", language)
    learner.type("container.beginAppearanceTransition(true, animated: false)")
    learner.type("child.beginAppearanceTransition(true, animated: false)")
    learner.type(":check")
    learner.type(":tree")
    let said = Self.said(learner.transcript.suffix(40))
    let containerOpen = language.pick("container is still appearing", "container 仍处于 appearing 状态")
    #expect(said.contains(containerOpen), "\(said)")
    #expect(!said.contains(language.pick("is stuck", "停在")), "\(said)")
    learner.type(":retry")
    #expect(learner.typeUntilDone(["child.beginAppearanceTransition(true, animated: false)"]))
  }

  /// A page that comes in from the wrong side fails the step even though the clock ran the
  /// slide to its end: the slide is read from the frames the log shows before and inside the
  /// animations block.
  @Test(arguments: Language.allCases)
  func aPageSlidingInFromTheWrongSideFails(_ language: Language) throws {
    let learner = try Self.learner(at: "switcher", of: "second-tap", language)
    let code = try Self.reference("switcher", of: "second-tap")
    let start = "next.view.frame = offscreenFrame(toRight: index == 1)"
    #expect(code.contains(start))
    let fromTheLeft = code.replacing(
      start, with: "next.view.frame = offscreenFrame(toRight: index != 1)")
    #expect(!learner.typeUntilDone([fromTheLeft, ":check"]))
    let said = Self.said(learner.transcript.suffix(20))
    #expect(
      said.contains(
        language.pick(
          "second.view slides right (x -320 → 0), but it should slide left",
          "second.view 向右滑动（x -320 → 0），但应当向左滑动")), "\(said)")
    learner.type(":retry")
    #expect(learner.typeUntilDone([code]))
  }

  /// "An earlier attempt" is blamed only when the log from a later input on would pass: a
  /// call typed twice is, a method defined in one input and called wrong in the next is not.
  @Test func anEarlierAttemptIsBlamedOnlyWhenTheLaterLogWouldPass() throws {
    // willMove(toParent: nil) again, where the step wants only removeFromParent().
    let twice = try Self.learner(at: "leave-parent", of: "remove-child")
    #expect(
      !twice.typeUntilDone([
        "content.willMove(toParent: nil)", "content.removeFromParent()", ":check",
      ]))
    #expect(Self.said(twice.transcript.suffix(12)).contains("earlier attempt"))
    let defined = try Self.learner(at: "hide-method", of: "remove-child")
    let method = """
      func hideContentController(_ child: UIViewController) {
        child.willMove(toParent: nil)
        child.removeFromParent()
        child.view.removeFromSuperview()
      }
      """
    #expect(!defined.typeUntilDone([method, "hideContentController(content)", ":check"]))
    let said = Self.said(defined.transcript.suffix(14))
    #expect(said.contains("came before"), "\(said)")
    #expect(!said.contains("earlier attempt"), "\(said)")
  }

  /// A learner who knows only the column-style split view of iOS 14 is told before typing that
  /// the sandbox simulates the classic one, and their call is said to have no effect.
  @Test(arguments: Language.allCases)
  func theSplitStepSaysWhichSplitViewItSimulates(_ language: Language) throws {
    let learner = try Self.learner(at: "split", of: "system-containers", language)
    let screen = Self.said(learner.transcript.suffix(25))
    #expect(screen.contains("setViewController(_:for:)"), "\(screen)")
    let modern = [
      "let sidebar = UIViewController()", "let editor = UIViewController()",
      "let split = UISplitViewController(style: .doubleColumn)",
      "split.setViewController(sidebar, for: .primary)",
      "split.setViewController(editor, for: .secondary)",
    ]
    #expect(!learner.typeUntilDone(modern))
    #expect(
      Self.said(learner.transcript.suffix(10)).contains(language.pick("not simulated", "不模拟")))
    #expect(learner.typeUntilDone(["split.viewControllers = [sidebar, editor]"]))
  }

  /// `:check` says a missing line once, though an order check and a count check both miss it.
  @Test(arguments: Language.allCases)
  func aMissingLineIsSaidOnceByCheck(_ language: Language) throws {
    let learner = try Self.learner(at: "forward-legacy", of: "rotation", language)
    learner.type(
      "override func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) { super.willRotate(to: toInterfaceOrientation, duration: duration); content.willRotate(to: toInterfaceOrientation, duration: duration) }"
    )
    learner.type(":rotate landscapeLeft")
    let checked = learner.type(":check")
    let missing = checked.filter {
      $0.hasPrefix("✗") && $0.contains("content.willAnimateRotation(to: .landscapeLeft")
    }
    #expect(missing.count == 1, "\(Self.said(checked))")
  }

  /// The step's "not yet" is said once: looking around (`:tree`, `:views`, `:screen`, `:clock`,
  /// `:rules`) changes nothing and does not say it again; an input that runs something does.
  @Test(arguments: Language.allCases)
  func lookingAroundDoesNotRepeatTheNotYet(_ language: Language) throws {
    let learner = try Self.learner(at: "adopt", of: "add-child", language)
    let notYet = language.pick("not yet: ", "还没有完成：")
    let first = Self.said(learner.type("container.view.addSubview(content.view)"))
    #expect(first.contains(notYet), "\(first)")
    for look in [":tree", ":views", ":screen", ":clock", ":rules 1.1", ":goal", ":log"] {
      let text = Self.said(learner.type(look))
      #expect(!text.contains(notYet), "\(look): \(text)")
    }
    let again = Self.said(learner.type("content.view.removeFromSuperview()"))
    #expect(again.contains(notYet), "\(again)")
    #expect(learner.typeUntilDone(["container.addChild(content)"]) == false)
    #expect(learner.typeUntilDone([":retry", "container.addChild(content)"]))
  }

  /// A swap through the animator whose context has no `whenDone` would never end its
  /// containment calls: the step is not done until the context knows what to do at the end.
  @Test func aContextWithoutItsEndIsNotDone() throws {
    let learner = try Self.learner(at: "start", of: "animator")
    let inputs = [
      ":clock manual", "oldChild.willMove(toParent: nil)", "container.addChild(newChild)",
      "let context = SwapContext(in: container.view, from: oldChild, to: newChild)",
      "let duration = slide.transitionDuration(using: context)",
      "slide.animateTransition(using: context)",
    ]
    #expect(!learner.typeUntilDone(inputs))
    let said = Self.said(learner.type(":check"))
    #expect(said.contains("✗") && said.contains("context.whenDone"), "\(said)")
    #expect(
      learner.typeUntilDone([
        "context.whenDone = { didComplete in oldChild.view.removeFromSuperview(); oldChild.removeFromParent(); newChild.didMove(toParent: container) }"
      ]))
  }
}
