import Testing

@testable import CommandLanguage

/// The names a method is known by, built piece by piece.
struct MethodNamingTests {
  @Test func aSwiftNameHasEachLabelOrAnUnderscoreBeforeAColon() {
    #expect(MethodNaming.swiftName(base: "viewDidLoad", labels: []) == "viewDidLoad()")
    #expect(MethodNaming.swiftName(base: "show", labels: [nil]) == "show(_:)")
    #expect(
      MethodNaming.swiftName(base: "cycle", labels: ["from", "to"]) == "cycle(from:to:)")
    #expect(
      MethodNaming.swiftName(base: "transition", labels: ["from", nil, "écran"])
        == "transition(from:_:écran:)")
  }

  @Test func aSelectorsPiecesAreTheTextBeforeEachColon() {
    #expect(MethodNaming.pieces(of: "view").isEmpty)
    #expect(MethodNaming.pieces(of: "addChild:") == ["addChild"])
    #expect(
      MethodNaming.pieces(of: "cycleFromViewController:toViewController:")
        == ["cycleFromViewController", "toViewController"])
    #expect(MethodNaming.pieces(of: "move::") == ["move", ""])
    #expect(MethodNaming.pieces(of: "défiler:àPage:fin") == ["défiler", "àPage"])
  }
}
