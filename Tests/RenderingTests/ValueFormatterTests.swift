import Rendering
import Simulation
import Testing

/// Values as log lines write them, in Swift and in Objective-C.
@Suite struct ValueFormatterTests {
  typealias Case = SyntaxCase<LogValue>

  static let cases: [Case] = [
    Case(.bool(true), "true", "YES"),
    Case(.bool(false), "false", "NO"),
    Case(.integer(-3), "-3", "-3"),
    Case(.number(0.3), "0.3", "0.3"),
    Case(.number(320), "320", "320"),
    Case(
      .rect(Rect(x: 0, y: 0, width: 320, height: 480)),
      "CGRect(x: 0, y: 0, width: 320, height: 480)", "CGRectMake(0, 0, 320, 480)"),
    Case(
      .rect(Rect(x: -320, y: 0.5, width: 160.25, height: 0)),
      "CGRect(x: -320, y: 0.5, width: 160.25, height: 0)", "CGRectMake(-320, 0.5, 160.25, 0)"),
    Case(
      .size(Size(width: 480, height: 320)), "CGSize(width: 480, height: 320)",
      "CGSizeMake(480, 320)"),
    Case(.point(Point(x: 1.5, y: -2)), "CGPoint(x: 1.5, y: -2)", "CGPointMake(1.5, -2)"),
    Case(.options([]), "[]", "0"),
    Case(
      .options(["transitionCrossDissolve"]), "[.transitionCrossDissolve]",
      "UIViewAnimationOptionTransitionCrossDissolve"),
    Case(
      .options(["curveEaseIn", "allowUserInteraction"]), "[.curveEaseIn, .allowUserInteraction]",
      "UIViewAnimationOptionCurveEaseIn | UIViewAnimationOptionAllowUserInteraction"),
    Case(.orientation(.landscapeLeft), ".landscapeLeft", "UIInterfaceOrientationLandscapeLeft"),
    Case(
      .orientation(.portraitUpsideDown), ".portraitUpsideDown",
      "UIInterfaceOrientationPortraitUpsideDown"),
    Case(.block(parameters: nil), "{ … }", "^{ … }"),
    Case(.block(parameters: []), "{ … }", "^{ … }"),
    Case(.block(parameters: ["finished"]), "{ finished in … }", "^(BOOL finished){ … }"),
    Case(.block(parameters: ["_"]), "{ _ in … }", "^(BOOL finished){ … }"),
    Case(.block(parameters: ["done"]), "{ done in … }", "^(BOOL done){ … }"),
    Case(.coordinator, "coordinator", "coordinator"),
    Case(.array([]), "[]", "@[]"),
    Case(.array([.bool(true), .string("a")]), "[true, \"a\"]", "@[@YES, @\"a\"]"),
    Case(.array([.integer(1), .number(0.5)]), "[1, 0.5]", "@[@1, @0.5]"),
    Case(.array([.array([.nilValue])]), "[[nil]]", "@[@[nil]]"),
    Case(.nilValue, "nil", "nil"),
    Case(.typeName("UIView"), "UIView", "UIView"),
    Case(.text("[UIViewController alloc]"), "[UIViewController alloc]", "[UIViewController alloc]"),
    Case(.string(""), "\"\"", "@\"\""),
    Case(.string("中文 ok"), "\"中文 ok\"", "@\"中文 ok\""),
    Case(.string("say \"hi\"\n"), "\"say \\\"hi\\\"\\n\"", "@\"say \\\"hi\\\"\\n\""),
    Case(.string("C:\\dir"), "\"C:\\\\dir\"", "@\"C:\\\\dir\""),
  ]

  @Test(arguments: cases)
  func valueInBothSyntaxes(_ example: Case) {
    for syntax in LogSyntax.allCases {
      let values = ValueFormatter(world: World(), syntax: syntax)
      #expect(values.format(example.input) == example.expected(syntax))
    }
  }

  // MARK: - Numbers

  @Test(arguments: [
    (320.0, "320"), (0.0, "0"), (-0.0, "0"), (0.3, "0.3"), (-12.5, "-12.5"),
    (0.1 + 0.2, "0.3"), (1.0 / 3.0, "0.333333"), (2.0 / 3.0, "0.666667"),
    (1_234_567.5, "1234567.5"), (999_999_999_999_999.0, "999999999999999"),
    (-999_999_999_999_999.0, "-999999999999999"), (0.000_000_1, "0"),
  ])
  func numberDropsNeedlessFractions(_ value: Double, _ text: String) {
    #expect(ValueFormatter.number(value) == text)
  }

  @Test func numberWritesNonFiniteValuesWithoutCrashing() {
    #expect(ValueFormatter.number(.nan) == "nan")
    #expect(ValueFormatter.number(.infinity) == "inf")
    #expect(ValueFormatter.number(-.infinity) == "-inf")
  }

  @Test func hugeIntegralNumbersKeepTheirMagnitude() {
    #expect(ValueFormatter.number(1e15) == "1000000000000000")
    #expect(ValueFormatter.number(1e16) == "1e+16")
    #expect(ValueFormatter.number(1e300) == "1e+300")
    #expect(ValueFormatter.number(-2.5e20) == "-2.5e+20")
  }

  @Test(arguments: [
    (Int64(0), "0"), (250_000, "0.25"), (300_000, "0.3"), (1_000_000, "1"), (1_500_000, "1.5"),
    (86_400_000_000, "86400"),
  ])
  func timeIsInSeconds(_ microseconds: Int64, _ text: String) {
    #expect(ValueFormatter.time(microseconds) == text)
  }

  // MARK: - Strings

  @Test func escapeKeepsTextOnItsLine() {
    #expect(ValueFormatter.escape("a\"b") == "a\\\"b")
    #expect(ValueFormatter.escape("back\\slash") == "back\\\\slash")
    #expect(ValueFormatter.escape("one\ntwo\tthree\rfour") == "one\\ntwo\\tthree\\rfour")
    #expect(ValueFormatter.escape("\u{1B}[31m") == "\\u{1b}[31m")
    #expect(ValueFormatter.escape("\u{7}\u{7F}\u{85}") == "\\u{7}\\u{7f}\\u{85}")
    #expect(ValueFormatter.escape("视图 é 😀") == "视图 é 😀")
  }

  @Test func escapeControlsTurnsTabsIntoSpacesAndLeavesQuotes() {
    #expect(ValueFormatter.escapeControls("\tx") == " x")
    #expect(ValueFormatter.escapeControls("a\u{1B}[0m") == "a\\u{1b}[0m")
    #expect(ValueFormatter.escapeControls("\"q\"\\") == "\"q\"\\")
    #expect(ValueFormatter.escapeControls("one\ntwo") == "one\\u{a}two")
    #expect(ValueFormatter.escapeControls("\u{9F}中") == "\\u{9f}中")
    // Characters whose UTF-8 shares a lead byte with the C1 controls are left alone.
    #expect(ValueFormatter.escapeControls("§ 90° ±1 视图") == "§ 90° ±1 视图")
    #expect(ValueFormatter.escapeControls("a\tb\nc", keepingLayout: true) == "a\tb\nc")
    #expect(ValueFormatter.escapeControls("a\u{85}b", keepingLayout: true) == "a\\u{85}b")
  }

  // MARK: - Objects by name

  @Test func controllersAndViewsAreWrittenByName() throws {
    let scene = Scene()
    let values = ValueFormatter(world: scene.world, syntax: .objc)
    let a = scene.controller("a")
    let aView = try scene.view(of: a)
    let label = try scene.plainView("label", .zero)
    let unnamed = scene.world.makeView(name: nil)
    #expect(values.format(.controller(scene.container)) == "container")
    #expect(values.format(.controller(a)) == "a")
    #expect(values.format(.view(aView)) == "a.view")
    #expect(values.format(.view(try scene.view(of: scene.container))) == "container.view")
    #expect(values.format(.view(scene.world.window)) == "window")
    #expect(values.format(.view(label)) == "label")
    #expect(values.format(.view(unnamed)) == "view\(unnamed.index)")
    #expect(values.format(.array([.controller(a), .view(label)])) == "@[a, label]")
    scene.world.nameView(unnamed, "box")
    #expect(values.format(.view(unnamed)) == "box")
  }

  @Test func aNamedViewThatBecomesARootViewIsWrittenThroughItsController() throws {
    let scene = Scene()
    let custom = try scene.plainView("custom", .zero)
    let b = scene.controller("b")
    scene.world.assignView(custom, to: b)
    #expect(ValueFormatter(world: scene.world, syntax: .swift).viewName(custom) == "b.view")
  }

  @Test func rectIsWrittenAsCodeInEachSyntax() {
    let rect = Rect(x: 320, y: 0, width: 320, height: 480)
    #expect(
      ValueFormatter(world: World(), syntax: .swift).rect(rect)
        == "CGRect(x: 320, y: 0, width: 320, height: 480)")
    #expect(
      ValueFormatter(world: World(), syntax: .objc).rect(rect) == "CGRectMake(320, 0, 320, 480)")
  }
}
