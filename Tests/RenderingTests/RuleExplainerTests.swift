import Rendering
import Simulation
import Testing

/// `:why`: the rule behind a log line, its evidence and sources, and whether it is approximate
/// (where a rule is inferred, the tool says so).
@Suite struct RuleExplainerTests {
  static let ruled = EventKind.callback(ControllerID(1), .willMove(toParent: ControllerID(0)))
  static let approximate =
    "approximate: no Apple document or published log states this exactly; containrepl infers it "
    + "and presents it as an approximation"

  static func explain(
    _ rule: RuleID?, _ kind: EventKind = ruled, language: Language = .english
  ) -> [String] {
    RuleExplainer(language: language).explain(event(kind, rule: rule))
  }

  @Test func documentedRuleWithItsSource() {
    let source =
      "S1 Apple, addChild(_:) <https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)>"
    #expect(
      Self.explain("1.1") == [
        "rule 1.1 — addChild(c) appends c to the parent's children and sets c.parent.",
        "evidence: DOC (documented by Apple)", "sources: " + source,
      ])
    #expect(
      Self.explain("1.1", language: .chinese) == [
        "规则 1.1 —— addChild(c) 把 c 加入父控制器的 children，并设置 c.parent。",
        "依据：DOC（苹果的文档）", "来源（按原标题）：" + source,
      ])
  }

  @Test func documentedRuleWithoutSources() throws {
    let rule = try #require(RuleCatalog.rule("9.1"))
    #expect(
      Self.explain("9.1") == ["rule 9.1 — " + rule.english, "evidence: DOC (documented by Apple)"])
  }

  @Test func loggedRuleListsEverySource() throws {
    let rule = try #require(RuleCatalog.rule("2.5"))
    #expect(
      Self.explain("2.5") == [
        "rule 2.5 — " + rule.english,
        "evidence: LOG (observed in a published log)",
        "sources: "
          + "S19 Stack Overflow 48653763 <https://stackoverflow.com/questions/48653763>; "
          + "S20 Open Radar 14058168 <https://github.com/lionheart/openradar-mirror/issues/13725>",
      ])
    let chinese = Self.explain("2.5", language: .chinese)
    #expect(chinese.count == 3)
    #expect(chinese[1] == "依据：LOG（公开日志中观察到）")
    #expect(chinese[2].hasPrefix("来源（按原标题）：S19 Stack Overflow"))
    #expect(chinese[2].contains(">；S20 Open Radar 14058168 <"))
  }

  @Test func inferredRuleIsPresentedAsAnApproximation() throws {
    // 7a.5 is one of the rules still INF after the 26.1 reading: its basis says what would
    // settle it.
    let rule = try #require(RuleCatalog.rule("7a.5"))
    #expect(rule.evidence == .inferred)
    #expect(
      Self.explain("7a.5") == [
        "rule 7a.5 — viewWillTransition(to:with:) reaches every child whose parent forwards it, "
          + "on screen or not; rotating to the current orientation sends nothing.",
        "evidence: INF (inferred)",
        "sources: S36 Apple, viewWillTransition(to:with:) "
          + "<https://developer.apple.com/documentation/uikit/uicontentcontainer/viewwilltransition(to:with:)>",
        "Inferred from Apple's description of the forwarding. UIKit 26.1 takes the children it "
          + "forwards to from -_childViewControllersToSendViewWillTransitionToSize "
          + "(UINavigationController's override starts from UIViewController's list and only takes "
          + "out what a nested navigation controller forwards itself); UIViewController's own "
          + "list, in a part of the binary not read, decides the question. A device log of a "
          + "rotation with one child on screen and one off screen would settle it.",
        Self.approximate,
      ])
    #expect(
      Self.explain("7a.5", language: .chinese).last
        == "近似：没有苹果的文档或公开日志确切说明这一点；这是 containrepl 推断出的规则，仅作为近似展示")
  }

  @Test func ruleReadFromUIKitsCodeSaysSoRatherThanInferred() throws {
    let rule = try #require(RuleCatalog.rule("1.5"))
    #expect(rule.evidence == .binary)
    let lines = Self.explain("1.5")
    #expect(lines.first == "rule 1.5 — " + rule.english)
    #expect(
      lines[1]
        == "evidence: BIN (read from the control flow of UIKit's iOS 26.1 code; "
        + "an inference for other versions)")
    #expect(lines.contains(rule.basisEnglish))
    #expect(
      lines.last
        == "approximate: read from UIKit's code, not yet seen in a device log; "
        + "containrepl presents it as an approximation")
    #expect(
      Self.explain("1.5", language: .chinese).last
        == "近似：读自 UIKit 的代码，还没有真机日志佐证；containrepl 把它作为近似展示")
  }

  @Test func weakInferenceIsAnApproximationToo() throws {
    let rule = try #require(RuleCatalog.rule("1.10"))
    #expect(rule.evidence == .inferredLow)
    #expect(
      Self.explain("1.10") == [
        "rule 1.10 — " + rule.english, "evidence: INF-low (a weak inference)",
        "sources: S44 The control flow of UIKit's iOS 26.1 binary, read for facts only "
          + "<not published here>",
        rule.basisEnglish, Self.approximate,
      ])
    #expect(rule.basisEnglish.hasSuffix("reading the console would settle it."))
    #expect(Self.explain("1.10", language: .chinese)[1] == "依据：INF-low（把握不大的推断）")
    #expect(Self.explain("1.10", language: .chinese)[3] == rule.basisChinese)
  }

  @Test func containreplsOwnLimitIsNotUIKitBehaviour() throws {
    let rule = try #require(RuleCatalog.rule("C.1"))
    #expect(
      Self.explain("C.1") == [
        "rule C.1 — " + rule.english, "evidence: containrepl",
        "this is containrepl's own limit, not UIKit's behaviour",
      ])
    #expect(
      Self.explain("C.1", language: .chinese)
        == ["规则 C.1 —— " + rule.chinese, "依据：containrepl", "这是 containrepl 自己的限制，不是 UIKit 的行为"])
  }

  // MARK: - Lines without a rule

  @Test func linesTheUserCausedNeedNoRule() {
    let call = EventKind.call(
      receiver: .controller(ControllerID(0)), method: MethodSpelling.addChild,
      arguments: [.controller(ControllerID(1))], family: .containment)
    let set = EventKind.propertySet(
      receiver: .view(ViewID(1)), property: PropertySpelling(swift: "alpha"), value: .number(0.5))
    #expect(
      Self.explain(nil, call) == [
        "a call your code made; what UIKit did because of it is indented beneath"
      ])
    #expect(Self.explain("99.9", call) == Self.explain(nil, call))
    #expect(Self.explain(nil, set) == ["an assignment your code made"])
    #expect(Self.explain(nil, set, language: .chinese) == ["你的代码做的一次赋值"])
    #expect(
      Self.explain(nil, .block(.completion, finished: true)) == [
        "no rule is recorded for this line"
      ])
    #expect(Self.explain("99.9") == ["no rule is recorded for this line"])
  }

  @Test func outputValuesAndNotesNeverCiteARule() {
    #expect(
      Self.explain("1.1", .output("hi")) == ["your code printed this; no UIKit rule is involved"])
    #expect(Self.explain(nil, .value(.integer(3))) == ["the value of the expression you typed"])
    #expect(
      Self.explain(nil, .hostNote(0)) == ["a problem with the input itself, found by containrepl"])
    #expect(Self.explain(nil, .output("hi"), language: .chinese) == ["这是你的代码打印的；不涉及 UIKit 规则"])
  }

  @Test func explainsTheRuleTheSimulationRecorded() throws {
    let scene = Scene()
    try scene.world.addChild(scene.controller("a"), to: scene.container)
    let willMove = try #require(scene.world.takeEvents().first)
    let lines = RuleExplainer(language: .english).explain(willMove)
    #expect(
      lines.first
        == "rule 1.2 — addChild(c) calls c.willMove(toParent:) itself; by then c is already in children and c.parent is set (R.6)."
    )
    #expect(lines.count == 3)
  }

  @Test func aRevisedRuleShowsItsBasisAndIsApproximateWhereOnlyTheBinarySupportsIt() throws {
    let scene = Scene()
    let a = scene.controller("a")
    try scene.world.addChild(a, to: scene.container)
    _ = scene.world.takeEvents()
    try scene.world.addChild(a, to: scene.container)
    let willMove = try #require(scene.world.takeEvents().last)
    let lines = RuleExplainer(language: .english).explain(willMove)
    #expect(lines.first?.hasPrefix("rule R.6 — addChild(c) when c has any parent") == true)
    #expect(lines.contains { $0.hasPrefix("evidence: BIN (read from the control flow") })
    #expect(lines.contains { $0.hasPrefix("approximate:") })
  }

  @Test func aSupersededRuleSaysWhatReplacedIt() throws {
    let rule = try #require(RuleCatalog.rule("2.2"))
    let lines = RuleExplainer(language: .chinese).explain(
      Event(
        kind: .callback(ControllerID(0), .viewDidAppear(animated: false)), time: 0,
        isLater: false, depth: 0, rule: rule.id))
    #expect(lines.contains("已被规则 R.1 取代：模拟按那一条进行"))
  }

  // MARK: - The user's own calls

  @Test func aParentlessAddSubviewCitesR5AndSaysToAddTheChildFirst() throws {
    let scene = Scene()
    let b = scene.controller("b")
    try scene.world.addSubview(scene.view(of: b), to: scene.view(of: scene.container))
    let beneath = scene.world.takeEvents()
    var call = event(
      .call(
        receiver: .view(try scene.view(of: scene.container)),
        method: MethodSpelling(swift: "addSubview", [nil], objc: ["addSubview"]),
        arguments: [.view(try scene.view(of: b))], family: nil), rule: "R.1")
    call.isUserCall = true
    for language in [Language.english, .chinese] {
      let lines = RuleExplainer(language: language).explain(call, beneath: beneath)
      #expect(lines.count >= 3)
      #expect(lines[1].contains("R.5"), "\(lines)")
      #expect(lines[0].contains("addChild"))
    }
  }

  @Test(arguments: [
    ("addChild", "1.1"), ("didMove", "1.3"), ("removeFromParent", "3.4"), ("transition", "4.5"),
  ])
  func aContainmentCallSaysWhatItIsForAndWhoseJobItIs(_ method: String, _ rule: String) {
    var call = event(
      .call(
        receiver: .controller(ControllerID(0)),
        method: MethodSpelling(swift: method, [nil], objc: [method]),
        arguments: [.controller(ControllerID(1))], family: .containment), rule: nil)
    call.isUserCall = true
    let english = RuleExplainer(language: .english).explain(call)
    #expect(english.first?.hasPrefix("your call: ") == true)
    #expect(english.dropFirst().first?.hasPrefix("rule \(rule) — ") == true, "\(english)")
    let chinese = RuleExplainer(language: .chinese).explain(call)
    #expect(chinese.first?.hasPrefix("你的调用：") == true)
  }
}
