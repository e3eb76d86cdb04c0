import Testing

@testable import CommandLanguage

/// The class chains a declaration changes: its own and its descendants', and no others.
struct ClassTableTests {
  @Test func aSuperclassDeclaredAfterItsSubclassExtendsTheSubclassChain() {
    var table = ClassTable()
    table.declare("Leaf", superclass: "Middle")
    #expect(table.chain("Leaf") == ["Leaf", "Middle"])
    table.declare("Middle", superclass: "UIViewController")
    #expect(table.chain("Leaf") == ["Leaf", "Middle"] + table.chain("UIViewController"))
    #expect(table.controllerKind("Leaf") != nil)
  }

  @Test func redeclaringAClassMovesItsDescendantsAndNothingElse() {
    var table = ClassTable()
    table.declare("Middle", superclass: "UIView")
    table.declare("Leaf", superclass: "Middle")
    table.declare("Other", superclass: "UIView")
    let otherChain = table.chain("Other")
    #expect(table.isSubclass("Leaf", of: "UIView"))

    table.declare("Middle", superclass: "UIViewController")
    #expect(table.isSubclass("Leaf", of: "UIViewController"))
    #expect(!table.isSubclass("Leaf", of: "UIView"))
    #expect(table.chain("Middle") == ["Middle"] + table.chain("UIViewController"))
    #expect(table.chain("Other") == otherChain)
  }
}
