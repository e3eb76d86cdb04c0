// The part of XCTest's interface that containrepl's XCTest exports use, as Xcode declares it,
// with empty bodies. Compiled as a module named XCTest for `swiftc -typecheck` on Linux.
@_exported import Foundation

open class XCTestCase: NSObject {}

public struct XCTSkip: Error {
  public init(_ message: String? = nil, file: StaticString = #filePath, line: UInt = #line) {}
}

public func XCTSkipIf(
  _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String? = nil,
  file: StaticString = #filePath, line: UInt = #line
) throws {}

public func XCTAssertEqual<T: Equatable>(
  _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {}
