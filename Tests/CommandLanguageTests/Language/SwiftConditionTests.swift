import TestSupport
import Testing

/// Swift's conditional compilation, evaluated as swiftc does for an iOS device build in the
/// Release configuration.
struct SwiftConditionTests {
  @Test func conditionsTakeTheBranchSwiftcWould() {
    let run = ScriptRun(
      """
      #if os(iOS)
      print("iOS")
      #elseif os(macOS)
      print("macOS")
      #endif
      #if canImport(AppKit)
      print("AppKit")
      #elseif canImport(UIKit)
      print("UIKit")
      #endif
      #if targetEnvironment(macCatalyst) || targetEnvironment(simulator)
      print("catalyst or simulator")
      #else
      print("device")
      #endif
      #if DEBUG
      print("debug")
      #endif
      #if swift(>=5.0) && !compiler(<5)
      print("swift 5 or later")
      #endif
      #if !os(watchOS)
      print("not watchOS")
      #endif
      """)
    #expect(run.output == "iOS\nUIKit\ndevice\nswift 5 or later\nnot watchOS")
    #expect(!run.hadError)
  }
}
