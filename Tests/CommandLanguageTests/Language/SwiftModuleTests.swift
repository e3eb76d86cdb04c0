import TestSupport
import Testing

/// Swift that libraries are written in: the files of one run are one module, protocols with
/// associated types and initialiser requirements, initialisers declared in protocol
/// extensions, types nested in others, and closures that take `inout` parameters.
struct SwiftModuleTests {
  @Test func theFilesOfOneRunSeeEachOthersDeclarations() {
    let run = ScriptRun(files: [
      (
        "first.swift",
        """
        extension Later: Greeter {
          func greet() -> String { return "hello \\(count)" }
        }
        class Sub: Later {}
        """
      ),
      (
        "second.swift",
        """
        protocol Greeter { func greet() -> String }
        class Later { var count = 1 }
        let greeter: Greeter = Sub()
        print(greeter.greet())
        """
      ),
    ])
    #expect(run.output == "hello 1")
    #expect(!run.hadError)
  }

  @Test func aTypeNoFileDeclaresFailsWhenTheRunEnds() {
    let run = ScriptRun(files: [
      ("first.swift", "extension Gone { func f() {} }"),
      ("second.swift", "print(1)"),
    ])
    #expect(
      run.output == """
        1
        error: first.swift:1:11: cannot find type 'Gone' in scope
        extension Gone { func f() {} }
                  ^~~~
        """)
    #expect(run.hadError)
  }

  @Test func anImplicitInitializerGivesInheritedStoredPropertiesTheirValues() {
    LanguageCase(
      "the implicit init() of a subclass of a root class",
      """
      class Base { var x = 1 }
      class Middle: Base { var y = 2 }
      class Leaf: Middle {}
      let leaf = Leaf()
      print(leaf.x, leaf.y)
      """,
      "1 2"
    ).expectCleanRun()
  }

  @Test func associatedTypesAreSuppliedByATypealiasOrANestedType() {
    LanguageCase(
      "a protocol with an associated type and an init requirement",
      """
      protocol Named { var name: String { get } }
      protocol Maker {
        associatedtype Model: Named
        init(config: Model)
        func make() -> String
      }
      struct Box: Named { var name: String }
      final class BoxMaker: Maker {
        typealias Model = Box
        let config: Model
        init(config: Model) { self.config = config }
        func make() -> String { return "made " + config.name }
      }
      final class Crate: Maker {
        struct Label: Named { var name: String }
        let config: Label
        init(config: Label) { self.config = config }
        func make() -> String { return "crated " + config.name }
      }
      print(BoxMaker(config: Box(name: "a")).make())
      print(Crate(config: Crate.Label(name: "b")).make())
      """,
      "made a\ncrated b"
    ).expectCleanRun()
  }

  @Test func anAssociatedTypeOutsideAProtocolIsSwiftcsError() {
    let run = ScriptRun("class Wrong { associatedtype T }")
    #expect(
      run.output.hasPrefix(
        """
        error: 1:15: associated types can only be defined in a protocol; define a type or \
        introduce a 'typealias' to satisfy an associated type requirement
        """))
    #expect(run.hadError)
  }

  @Test func anInitializerOfAProtocolExtensionMakesAnAdopter() {
    LanguageCase(
      "init(_:) declared in a protocol extension, called with a trailing closure",
      """
      protocol Configurable: AnyObject { init() }
      extension Configurable {
        init(_ block: (Self) -> Void) {
          self.init()
          block(self)
        }
      }
      class Style: Configurable {
        var width = 0
        var name = "plain"
        required init() {}
      }
      extension Style {
        static var wide: Style { return Style { $0.width = 100 } }
      }
      let style = Style { $0.width = 5 }
      print(style.width, style.name, Style.wide.width)
      protocol Defaulted { init() }
      extension Defaulted {
        init(_ block: (inout Self) -> Void) {
          self.init()
          block(&self)
        }
      }
      struct Options: Defaulted {
        var count = 1
        init() {}
      }
      print(Options { $0.count = 3 }.count)
      """,
      "5 plain 100\n3"
    ).expectCleanRun()
  }

  @Test func aClosureGivenAnAmpersandArgumentChangesTheVariable() {
    LanguageCase(
      "a closure parameter typed (inout T) -> Void",
      """
      struct Point { var x = 0 }
      func adjusted(_ change: (inout Point) -> Void) -> Point {
        var point = Point()
        change(&point)
        return point
      }
      print(adjusted { $0.x = 4 }.x, adjusted { point in point.x += 2 }.x)
      """,
      "4 2"
    ).expectCleanRun()
  }

  @Test func aNestedTypeIsNamedThroughItsOuterType() {
    LanguageCase(
      "Outer.Inner as a value, a type and through a subclass",
      """
      class Outer {
        struct Inner { var v = 1 }
        enum Phase { case open, closed }
        var inner: Outer.Inner = Outer.Inner()
      }
      class Derived: Outer {}
      let made: Outer.Inner = Derived.Inner(v: 2)
      print(Outer().inner.v, made.v, Outer.Phase.closed)
      """,
      "1 2 closed"
    ).expectCleanRun()
  }

  @Test func aMethodMayReadANameALaterFileDeclares() {
    let run = ScriptRun(files: [
      (
        "first.swift",
        """
        extension Style {
          static var old: Style { return renamed }
          func describe() -> String { return "width \\(width) of \\(limit)" }
        }
        """
      ),
      (
        "second.swift",
        """
        class Style { var width = 2 }
        extension Style { static var renamed: Style { return Style() } }
        let limit = 10
        print(Style.old.describe())
        """
      ),
    ])
    #expect(run.output == "width 2 of 10")
    #expect(!run.hadError)
  }

  @Test func anUndeclaredNameInAnEarlierFileIsReportedWhenTheRunEnds() {
    let run = ScriptRun(files: [
      ("first.swift", "class Box { func size() -> Int { return missing } }"),
      ("second.swift", "print(2)"),
    ])
    #expect(
      run.output == """
        2
        error: first.swift:1:41: cannot find 'missing' in scope
        class Box { func size() -> Int { return missing } }
                                                ^~~~~~~
        note: in 'size()' of 'Box'
        """)
    #expect(run.hadError)
  }

  @Test func nestedTypesOfOneNameInDifferentTypesAreDifferentTypes() {
    LanguageCase(
      "Model nested in several types, and a protocol composition's alias",
      """
      protocol A { var a: Int { get } }
      protocol B { var b: Int { get } }
      typealias Model = A & B
      class First {
        typealias Model = A
        struct Thing: A { var a = 1 }
        func use(_ m: Model) -> Int { return m.a }
      }
      class Second {
        struct Model: A { var a = 2 }
        let config: Model
        init(config: Model) { self.config = config }
        func make() -> Model { return Model(a: 5) }
      }
      class Third {
        enum Model { case one, two }
        var choice: Model = .two
      }
      struct Both: Model { var a = 3; var b = 4 }
      print(First().use(First.Thing()))
      print(Second(config: .init(a: 7)).config.a, Second(config: Second.Model()).make().a)
      print(Third().choice == .two, Third.Model.one)
      let both: Model = Both()
      print(both.a + both.b, Both() is A, Both() is B, First.Thing() is B)
      """,
      "1\n7 5\ntrue one\n7 true true false"
    ).expectCleanRun()
  }

  @Test func aTrailingClosureFillsAParameterTypedByAFunctionAlias() {
    LanguageCase(
      "init(_:when:) whose closure parameter's type is a nested typealias",
      """
      final class Guarded {
        typealias Condition = (Int, Int) -> Int
        private var stored: Int
        private let condition: Condition
        var value: Int {
          get { return stored }
          set { stored = condition(stored, newValue) }
        }
        init(_ value: Int, when condition: @escaping Condition) {
          stored = value
          self.condition = condition
        }
      }
      let guarded = Guarded(1) { old, new in max(old, new) }
      guarded.value = 5
      guarded.value = 3
      print(guarded.value)
      """,
      "5"
    ).expectCleanRun()
  }

  @Test func methodsOfOneNameAreOverloadedByTheirParametersTypes() {
    LanguageCase(
      "static and instance overloads picked by their arguments' types",
      """
      enum Note: String {
        case saved = "saved %@", empty = "nothing"
        enum Part: String { case left }
        static func say(_ note: Note, arguments: CVarArg...) {
          say(String(format: note.rawValue, arguments: arguments))
        }
        static func say(_ note: Note, arguments: Part...) {
          say(String(format: note.rawValue, arguments: arguments.map { $0.rawValue + "!" }))
        }
        static func say(_ note: Note) { say(note.rawValue) }
      }
      private extension Note {
        static func say(_ message: String) { print("Note: " + message) }
      }
      Note.say(.empty)
      Note.say(.saved, arguments: "file")
      Note.say(.saved, arguments: .left)
      class Shape {
        func area(_ side: Int) -> String { return "int \\(side * side)" }
        func area(_ side: Double) -> String { return "double \\(side * side)" }
        func area(_ label: String) -> String { return "label " + label }
      }
      let shape = Shape()
      print(shape.area(3), shape.area(1.5), shape.area("x"))
      """,
      """
      Note.say(.empty)
        Note.say("nothing")
          Note: nothing
      Note.say(.saved, arguments: ["file"])
        Note.say("saved file")
          Note: saved file
      Note.say(.saved, arguments: [.left])
        Note.say("saved left!")
          Note: saved left!
      int 9 double 2.25 label x
      """
    ).expectCleanRun()
  }

  @Test func aUIKitClassesExtensionInitializersAreOverloadedByOptionality() {
    LanguageCase(
      "convenience init(tinted:) and init?(tinted:) in an extension of UIView",
      """
      extension UIView {
        convenience init(tinted color: UIColor) {
          self.init(frame: .zero)
          print("plain")
        }
        convenience init?(tinted color: UIColor?) {
          guard let color = color else { return nil }
          self.init(tinted: color)
          print("optional")
        }
      }
      let missing: UIColor? = nil
      let none = UIView(tinted: missing)
      print(none == nil)
      let given: UIColor? = .red
      let some = UIView(tinted: given)
      print(some == nil)
      """,
      """
      true
      UIView(tinted: UIColor.red)
        plain
        optional
      false
      """
    ).expectCleanRun()
  }

  @Test func tryMarksACallThatNothingMakesThrow() {
    LanguageCase(
      "try, try? in conditions and as a value, and try!",
      """
      func parse(_ text: String) throws -> Int { return text.count }
      func total() -> Int {
        guard let one = try? parse("a"), let two = try? parse("bc") else { return 0 }
        return one + two
      }
      let sum = try parse("ab") + 1
      if let three = try? parse("xyz") { print(three) }
      print(total(), sum, try! parse("q"), try? parse("abcd"))
      """,
      "3\n3 3 1 Optional(4)"
    ).expectCleanRun()
  }

  @Test func operatorsDeclaredForTheUsersTypesRunTheirFunctions() {
    LanguageCase(
      "func == at the file level, static func + and < in a structure",
      """
      enum Size { case full, custom(size: Int) }
      enum Tap { case dismiss, passthrough }
      func == (lhs: Size, rhs: Size) -> Bool {
        switch (lhs, rhs) {
        case (.full, .full): return true
        case let (.custom(a), .custom(b)): return a / 10 == b / 10
        default: return false
        }
      }
      struct Money {
        var cents: Int
        static func + (lhs: Money, rhs: Money) -> Money { return Money(cents: lhs.cents + rhs.cents) }
        static func < (lhs: Money, rhs: Money) -> Bool { return lhs.cents < rhs.cents }
      }
      let tap = Tap.dismiss
      print(Size.custom(size: 11) == .custom(size: 12), Size.full != .custom(size: 1), tap != .passthrough)
      let sum = Money(cents: 5) + Money(cents: 7)
      print(sum.cents, Money(cents: 1) < sum)
      """,
      "true true true\n12 true"
    ).expectCleanRun()
  }

  @Test func aTupleLiteralTakesItsTypesElementTypesAndLabels() {
    LanguageCase(
      "return (.custom(size: 270), .full) for (width: Size, height: Size)?",
      """
      enum Size { case full, custom(size: Int) }
      enum Place { case custom(size: Int), center }
      func size() -> (width: Size, height: Size)? {
        return (.custom(size: 270), .full)
      }
      if let pair = size() { print(pair.width, pair.height) }
      """,
      "custom(size: 270) full"
    ).expectCleanRun()
  }

  @Test func extensionsOfStandardValueTypesAddMethodsAndProperties() {
    LanguageCase(
      "extension String, CGFloat and Array, their members read bare inside",
      """
      extension String {
        func shout() -> String { return self + "!" }
        var isBlank: Bool { return isEmpty }
      }
      extension CGFloat {
        func doubled() -> CGFloat { return self * 2 }
      }
      extension Array {
        func second() -> Element? { return count > 1 ? self[1] : nil }
      }
      let width: CGFloat = 3
      print("a".shout(), "".isBlank, "b".isBlank, width.doubled(), [1, 2].second() ?? 0)
      print(String(5), "x" is String)
      """,
      "a! true false 6.0 2\n5 true"
    ).expectCleanRun()
  }

  @Test func anExtensionOfAValueTypeTheSandboxDoesNotExtendIsNotSimulated() {
    let run = ScriptRun("extension UIEdgeInsets { func f() {} }")
    #expect(
      run.output == """
        unsupported: 1:11: containrepl does not simulate 'an extension of UIEdgeInsets' yet
        extension UIEdgeInsets { func f() {} }
                  ^~~~~~~~~~~~
        """)
  }

  @Test func aNestedTypeIsExtendedByItsQualifiedNameOrAnAliasOfIt() {
    LanguageCase(
      "extension Pager.Direction, with typealias Direction = Pager.Direction",
      """
      class Pager { enum Direction { case forward, reverse } }
      typealias Direction = Pager.Direction
      extension Pager.Direction {
        var flipped: Pager.Direction { return self == .forward ? .reverse : .forward }
      }
      extension Direction {
        var isForward: Bool { return self == .forward }
      }
      print(Direction.forward.flipped, Pager.Direction.reverse.isForward)
      """,
      "reverse false"
    ).expectCleanRun()
  }

  @Test func aStaticMethodOfAnExtensionOfAnSDKTypeTakesATrailingClosure() {
    LanguageCase(
      "extension DispatchQueue { static func executeInMainThread(callback:) }",
      """
      extension DispatchQueue {
        static func executeInMainThread(callback: @escaping () -> Void) {
          if Thread.isMainThread { callback() } else { DispatchQueue.main.sync(execute: callback) }
        }
      }
      DispatchQueue.executeInMainThread { print("on main") }
      """,
      """
      DispatchQueue.executeInMainThread(callback: { … })
        on main
      """
    ).expectCleanRun()
  }

  @Test func aSwiftLetOfAnOptionalTypeIsAssignedOnceLater() {
    LanguageCase(
      "let chosen: Int? assigned in each branch",
      """
      func pick(_ flag: Bool) -> Int {
        let chosen: Int?
        if flag { chosen = 1 } else { chosen = nil }
        return chosen ?? 0
      }
      print(pick(true), pick(false))
      """,
      "1 0"
    ).expectCleanRun()
  }

  @Test func anOptionalTupleIsUnwrappedAndTakenApartInACondition() {
    LanguageCase(
      "guard let (new, old) = f() and if let (a, _) = f()",
      """
      func positions(_ ok: Bool) -> (CGFloat, CGFloat)? { return ok ? (1.5, 0.5) : nil }
      func change(_ ok: Bool) -> CGFloat {
        guard let (new, old) = positions(ok) else { return -1 }
        return new - old
      }
      if let (first, _) = positions(true) { print(first) }
      print(change(true), change(false))
      """,
      "1.5\n1.0 -1.0"
    ).expectCleanRun()
  }

  @Test func anEnumerationWithoutRawValuesMayDeclareAPropertyNamedRawValue() {
    LanguageCase(
      "extension Direction { var rawValue: … }",
      """
      enum Direction { case forward, reverse }
      extension Direction {
        var rawValue: UIPageViewController.NavigationDirection {
          return self == .reverse ? .reverse : .forward
        }
      }
      print(Direction.reverse.rawValue == .reverse, Direction.forward.rawValue == .reverse)
      """,
      "true false"
    ).expectCleanRun()
  }

  @Test func aClosureMayBeMarkedMainActorAndATaskIsNotSimulated() {
    let run = ScriptRun(
      """
      let work = { @MainActor in print("main work") }
      work()
      Task { @MainActor in print("task") }
      """)
    #expect(
      run.output == """
        main work
        unsupported: 3:1: containrepl does not simulate 'Task(_:)' yet
        Task { @MainActor in print("task") }
        ^~~~
        """)
  }
}
