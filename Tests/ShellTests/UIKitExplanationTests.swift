import CommandLanguage
import Rendering
import Simulation
import Testing

@testable import Shell

/// UIKit's own messages stay in UIKit's English; in Chinese mode each is followed by one
/// Chinese line saying what it means, from one table keyed by the message.
@Suite struct UIKitExplanationTests {
  static let a = ControllerID(1)
  static let b = ControllerID(2)

  /// One of each message the simulation can print. `index(of:)` is an exhaustive switch: a new
  /// message does not compile until it has a sample here.
  static let issues: [UIKitIssue] = [
    .inconsistentRequestedParent(child: a, shouldBe: b, requested: a),
    .inconsistentActualParent(child: a, shouldBe: b, actual: a),
    .transitionNeedsCommonParent(from: a, to: b), .transitionWithManualForwarding(container: a),
    .unbalancedAppearance(a), .directAppearanceCall(.viewWillAppear, a), .pushSameInstance(a),
    .pushNavigationController, .nestedPush, .addChildToItself(a),
    .containmentCycle(child: a, parent: b), .viewCycle(view: ViewID(1), superview: ViewID(2)),
    .nestingLimit(limit: 9), .rootHasParent(a), .rootBecomesChild(a), .loadViewSetNoView(a),
    .indexOutOfRange(index: 3, count: 1), .removeWindowView,
    .presentWhileTransitioning(presented: a, on: b), .dismissWhileTransitioning(from: a),
    .presentedBecomesChild(a), .presentActiveController(a),
    .presentFromOffscreen(presented: a, on: b, modern: true), .presentFromDetached(a),
    .alreadyPresenting(presented: a, on: b, current: b, modern: false),
    .constraintWithoutCommonAncestor(ConstraintID(1)),
    .constraintOutsideHolder(ConstraintID(1), view: "<UIView: v>"),
    .constraintPriorityChangedWhileActive(passed: 999, existing: 1000),
    .unsatisfiableConstraints(broken: ConstraintID(1)),
    .pageCountMismatch(provided: 1, required: 2, spine: nil),
  ]

  static func index(of issue: UIKitIssue) -> Int {
    switch issue {
    case .inconsistentRequestedParent: 0
    case .inconsistentActualParent: 1
    case .transitionNeedsCommonParent: 2
    case .transitionWithManualForwarding: 3
    case .unbalancedAppearance: 4
    case .directAppearanceCall: 5
    case .pushSameInstance: 6
    case .pushNavigationController: 7
    case .nestedPush: 8
    case .addChildToItself: 9
    case .containmentCycle: 10
    case .viewCycle: 11
    case .nestingLimit: 12
    case .rootHasParent: 13
    case .rootBecomesChild: 14
    case .loadViewSetNoView: 15
    case .indexOutOfRange: 16
    case .removeWindowView: 17
    case .presentWhileTransitioning: 18
    case .dismissWhileTransitioning: 19
    case .presentedBecomesChild: 20
    case .presentActiveController: 21
    case .presentFromOffscreen: 22
    case .presentFromDetached: 23
    case .alreadyPresenting: 24
    case .constraintWithoutCommonAncestor: 25
    case .constraintOutsideHolder: 26
    case .constraintPriorityChangedWhileActive: 27
    case .unsatisfiableConstraints: 28
    case .pageCountMismatch: 29
    }
  }

  @Test func everyUIKitMessageIsExplainedInChineseOnly() {
    #expect(Set(Self.issues.map(Self.index)).count == 30)
    for issue in Self.issues {
      #expect(issue.explanation(.english) == nil, "\(issue)")
      let explained = issue.explanation(.chinese)
      if issue.isContainreplLimit {
        // containrepl's own words are already Chinese: nothing to explain.
        #expect(explained == nil, "\(issue)")
        continue
      }
      let text = try? #require(explained, "\(issue) has no explanation")
      guard let text else { continue }
      ChineseMessageTests.expectChinese(text, "\(issue)")
      #expect(text.contains { DisplayWidth.of($0) == 2 }, "\(issue): \(text)")
      #expect(text.hasSuffix("。"), "\(issue): \(text)")
    }
    // One line for each message: no two messages share a text.
    let texts = Self.issues.compactMap { $0.explanation(.chinese) }
    #expect(Set(texts).count == texts.count)
  }

  static let transition = """
    let box = UIViewController()
    let x = UIViewController()
    let y = UIViewController()
    box.addChild(x)
    box.addChild(y)
    container.transition(from: x, to: y, duration: 0.3, options: [], animations: nil, completion: nil)
    """

  @Test func theExceptionIsFollowedByItsMeaningAtThePromptAndInAScript() {
    let session = Session(options: SessionOptions(language: .chinese, columns: 60))
    let lines = session.handle(Self.transition).map(\.text)
    let at = lines.firstIndex { $0.contains("must have a common parent view controller") }
    #expect(at != nil, "\(lines)")
    if let at {
      #expect(lines[at + 1].hasPrefix("  说明：transition(from:to:…) 要求"), "\(lines)")
      for line in lines[(at + 1)...] where line.hasPrefix("  ") {
        #expect(DisplayWidth.of(line) <= 60, "\(line)")
      }
    }
    // A script's log says the same.
    let script = Session(options: SessionOptions(language: .chinese))
    var text = ""
    script.runScript(Self.transition, fileName: "t.swift") { lines in
      for line in lines { text += line.text + "\n" }
    }
    #expect(text.contains("parent view controller when calling"), "\(text)")
    #expect(text.contains("\n  说明：transition(from:to:…) 要求"), "\(text)")
    // English: UIKit's words alone.
    let english = Session().handle(Self.transition).map(\.text)
    #expect(!english.contains { $0.contains("说明") })
  }

  @Test func theDirectCallWarningIsExplained() {
    let session = Session(options: SessionOptions(language: .chinese))
    _ = session.handle("let child = UIViewController()")
    let lines = session.handle("child.viewWillAppear(false)").map(\.text)
    let at = lines.firstIndex { $0.contains("Calling -viewWillAppear: directly") }
    #expect(at.map { lines[$0 + 1].hasPrefix("  说明：出现与消失回调不能直接调用") } == true, "\(lines)")
  }

  /// Every exception and crash the interpreter itself raises, one of each shape (the shapes are
  /// enumerated where the messages are worded), is explained, in Chinese only, each differently.
  @Test func everyExceptionTheInterpreterRaisesIsExplained() {
    let messages: [RuntimeMessage] =
      ObjCException.Shape.allCases.map { .uncaughtException(ObjCException.example($0)) }
      + AssertionKind.allCases.map { .crashed($0, "message") }
    for message in messages {
      #expect(message.explanation(.english) == nil, "\(message)")
      let text = message.explanation(.chinese) ?? ""
      #expect(!text.isEmpty, "\(message) has no explanation")
      ChineseMessageTests.expectChinese(text, "\(message)")
      #expect(text.hasSuffix("。"), "\(text)")
    }
    let texts = messages.compactMap { $0.explanation(.chinese) }
    #expect(Set(texts).count == texts.count)
    // containrepl's own messages are Chinese already.
    #expect(RuntimeMessage.indexOutOfRange(3, 1).explanation(.chinese) == nil)
  }

  /// Code that raises each of them, in Objective-C: the runtime's English line, then its meaning.
  @Test func theInterpretersExceptionsAreFollowedByTheirMeaning() {
    let cases: [(code: String, english: String, explained: String)] = [
      (
        "[v performSelector:@selector(bar)];",
        "'-[UIView bar]: unrecognized selector sent to instance 0x", "'UIView' 的实例收到了消息 'bar'"
      ),
      (
        "[list addObject:nil];", "'*** -[__NSArrayM insertObject:atIndex:]: object cannot be nil'",
        "NSArray 和 NSMutableArray 不能存放 nil"
      ),
      (
        "[list insertObject:@1 atIndex:4];",
        "'NSRangeException', reason: '*** -[__NSArrayM insertObject:atIndex:]: index 4 beyond bounds for empty array'",
        "下标 4 超出了数组的范围（数组是空的"
      ),
      (
        "[list addObject:@1]; [list replaceObjectAtIndex:2 withObject:@2];",
        "'*** -[__NSArrayM replaceObjectAtIndex:withObject:]: index 2 beyond bounds [0 .. 0]'",
        "下标 2 超出了数组的范围（有效的下标是 0 到 0）"
      ),
      (
        "[list removeObjectAtIndex:3];",
        "'*** -[__NSArrayM removeObjectsInRange:]: range {3, 1} extends beyond bounds for empty array'",
        "从下标 3 起的 1 个元素超出了数组的范围"
      ),
      ("NSAssert(NO, @\"boom\");", "NSInternalInconsistencyException: boom", "NSAssert 的条件不成立"),
    ]
    for (code, english, explained) in cases {
      let session = Session(options: SessionOptions(language: .chinese, syntax: .objc, columns: 60))
      _ = session.handle("UIView *v = [[UIView alloc] init];")
      _ = session.handle("NSMutableArray *list = [NSMutableArray array];")
      let lines = session.handle(code).map(\.text)
      let at = lines.firstIndex { $0.contains(english) }
      #expect(at != nil, "\(code): \(lines)")
      let meaning = lines.firstIndex { $0.hasPrefix("  说明：" + explained) }
      #expect(meaning != nil && meaning! > at ?? .max, "\(code): \(lines)")
      for line in lines[(meaning ?? lines.count)...] {
        #expect(DisplayWidth.of(line) <= 60, "\(line)")
      }
      // English: the runtime's words alone.
      let plain = Session(options: SessionOptions(syntax: .objc))
      _ = plain.handle("UIView *v = [[UIView alloc] init];")
      _ = plain.handle("NSMutableArray *list = [NSMutableArray array];")
      let englishLines = plain.handle(code).map(\.text)
      #expect(englishLines.contains { $0.contains(english) }, "\(code): \(englishLines)")
      #expect(!englishLines.contains { $0.contains("说明") })
    }
    // Swift: fatalError's line, then what it means.
    let swift = Session(options: SessionOptions(language: .chinese))
    let lines = swift.handle("fatalError(\"stop\")").map(\.text)
    #expect(lines.contains { $0.hasPrefix("  说明：执行到了 fatalError") }, "\(lines)")
  }
}
