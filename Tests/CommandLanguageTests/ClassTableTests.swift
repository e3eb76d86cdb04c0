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

  /// A class's fields are shared between copies until one changes: a change to one copy,
  /// or to a sandbox's table, leaves the others as they were.
  @Test func aChangedCopyOfAClassLeavesTheOriginalAsItWas() {
    var original = ClassInfo(name: "Pager", superclass: "UIViewController", origin: .declared)
    original.protocols.insert("Paging")
    var copy = original
    copy.protocols.insert("Other")
    copy.superclass = "UIView"
    copy.isStruct = true
    copy.storedOrder.append("page")
    #expect(original.protocols == ["Paging"])
    #expect(original.superclass == "UIViewController")
    #expect(!original.isStruct)
    #expect(original.storedOrder.isEmpty)
    #expect(copy.name == "Pager")
    #expect(copy.protocols == ["Paging", "Other"])
    #expect(copy.superclass == "UIView")
    #expect(copy.storedOrder == ["page"])

    let pristine = ClassTable()
    var sandbox = pristine
    sandbox.declare("UIViewController", superclass: nil)
    sandbox.adopt(["Paging"], in: "UIViewController")
    #expect(sandbox.existing("UIViewController")?.protocols.contains("Paging") == true)
    #expect(ClassTable().existing("UIViewController")?.protocols.contains("Paging") == false)
    #expect(pristine.existing("UIViewController")?.protocols.contains("Paging") == false)
  }
}
