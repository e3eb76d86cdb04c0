import Simulation
import Testing

struct CallbackNameTests {
  /// The spelling table is read by position: every case must get its own spelling.
  @Test func everyCallbackIsSpelledByItsOwnName() {
    for name in CallbackName.allCases {
      #expect(name.spelling.swiftBase == name.rawValue)
      #expect(name.spelling.objcPieces.first?.hasPrefix(name.rawValue) == true, "\(name)")
    }
  }
}
