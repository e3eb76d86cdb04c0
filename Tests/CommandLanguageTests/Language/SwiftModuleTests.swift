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
}
