import Foundation
import TestSupport
import Testing
import UIKitSurface

/// The UIKit interface the XCTest exports are type-checked against (`XCTestStub/UIKit.swift`)
/// stands in for the SDK: each property and method it gives a UIKit class is one the rows
/// declare for that class or an ancestor, with the same type, so an export that checks here
/// checks against UIKit's real declarations.
struct XCTestStubRowsTests {
  /// A member the stub declares: its class, name, written type (properties) or argument
  /// labels (methods on one line), and whether it is a class member.
  struct StubMember: CustomStringConvertible {
    let owner: String
    let name: String
    let type: String?
    let labels: [String?]?
    let isClassMember: Bool
    let isMethod: Bool
    var description: String { owner + "." + name }
  }

  /// The stub's members of top-level UIKit classes (nested types' members are left out: the
  /// rows declare those as types of their own).
  static func stubMembers() throws -> [StubMember] {
    let url = repositoryRoot().appendingPathComponent("Tests/ShellTests/XCTestStub/UIKit.swift")
    let text = try String(contentsOf: url, encoding: .utf8)
    var members: [StubMember] = []
    var owner: String?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("@MainActor open class ") {
        let rest = line.dropFirst("@MainActor open class ".count)
        owner = String(rest.prefix { $0.isLetter || $0.isNumber })
        continue
      }
      if line.hasPrefix("}") || line.hasPrefix("public ") || line.hasPrefix("@MainActor public") {
        owner = nil
        continue
      }
      guard let owner, line.hasPrefix("  "), !line.hasPrefix("   ") else { continue }
      var declaration = line.dropFirst(2)
      let isClassMember =
        declaration.hasPrefix("public class ") || declaration.hasPrefix("open class ")
      for prefix in ["open ", "public ", "class ", "weak ", "override ", "@discardableResult"] {
        while declaration.hasPrefix(prefix) { declaration = declaration.dropFirst(prefix.count) }
      }
      if declaration.hasPrefix("var ") {
        let rest = declaration.dropFirst(4)
        let name = String(rest.prefix { $0.isLetter || $0.isNumber })
        var type: String?
        if let colon = rest.firstIndex(of: ":") {
          let written = rest[rest.index(after: colon)...]
          let end = written.firstIndex(where: { $0 == "=" || $0 == "{" }) ?? written.endIndex
          type = String(written[..<end]).trimmingCharacters(in: .whitespaces)
        }
        members.append(
          StubMember(
            owner: owner, name: name, type: type, labels: nil, isClassMember: isClassMember,
            isMethod: false))
      } else if declaration.hasPrefix("func ") {
        let rest = declaration.dropFirst(5)
        let name = String(rest.prefix { $0.isLetter || $0.isNumber })
        members.append(
          StubMember(
            owner: owner, name: name, type: nil, labels: Self.labels(rest),
            isClassMember: isClassMember, isMethod: true))
      }
    }
    return members
  }

  /// The argument labels of a one-line declaration (`name(_ a: A, to b: B)`), nil when the
  /// parameters go on past the line.
  static func labels(_ declaration: Substring) -> [String?]? {
    guard let open = declaration.firstIndex(of: "("),
      let close = declaration.firstIndex(of: ")"), open < close
    else { return nil }
    let list = declaration[declaration.index(after: open)..<close]
    if list.isEmpty { return [] }
    return list.split(separator: ",").map { parameter in
      let words = parameter.split(separator: ":")[0].split(separator: " ")
      let label = words.first.map(String.init) ?? ""
      return label == "_" ? nil : label
    }
  }

  /// A type as written, without `any `, spaces, parentheses around an existential, or the
  /// name of a class of `chain` before a nested type (the stub writes `Distribution` inside
  /// `UIStackView`), for comparing the stub with a row.
  static func normalized(_ type: String, in chain: [String]) -> String {
    var text = type.replacingOccurrences(of: "any ", with: "")
      .replacingOccurrences(of: " ", with: "")
    if text.hasPrefix("("), text.hasSuffix(")?") {
      text = String(text.dropFirst().dropLast(2)) + "?"
    }
    for owner in chain where text.hasPrefix(owner + ".") {
      text = String(text.dropFirst(owner.count + 1))
    }
    return text
  }

  @Test func everyStubMemberIsDeclaredByTheRowsWithItsType() throws {
    let members = try Self.stubMembers()
    #expect(members.count > 60, "the stub reader found \(members.count) members")
    let surface = Surface.shared
    for member in members {
      let chain = surface.chain(member.owner)
      #expect(!chain.isEmpty, "\(member): \(member.owner) is not a class of the rows")
      let rows = surface.members(swift: member.name, in: chain, classSide: member.isClassMember)
        .filter { ($0.kind == .method) == member.isMethod }
      #expect(!rows.isEmpty, "the rows declare no \(member)")
      if let type = member.type, let row = rows.first {
        #expect(
          Self.normalized(row.type.description, in: chain) == Self.normalized(type, in: chain),
          "\(member): the stub says \(type), the rows \(row.type)")
      }
      if let labels = member.labels {
        #expect(
          rows.contains { $0.labels == labels },
          "\(member)\(labels): the rows have \(rows.map(\.swiftName))")
      }
    }
  }

  @Test func theStubReaderSeesPropertiesMethodsAndClassMembers() throws {
    let members = try Self.stubMembers()
    let frame = try #require(members.first { $0.owner == "UIView" && $0.name == "frame" })
    #expect(frame.type == "CGRect")
    let insert = try #require(
      members.first { $0.owner == "UIView" && $0.name == "insertSubview" && $0.labels?.count == 2 })
    #expect(insert.labels == [nil, "at"])
    #expect(members.contains { $0.owner == "UIColor" && $0.name == "red" && $0.isClassMember })
    // A member the rows do not declare is one the check would report.
    #expect(Surface.shared.members(swift: "noSuchMember", in: ["UIView"], classSide: false).isEmpty)
  }
}
