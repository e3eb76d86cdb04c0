import TestSupport
import Testing
import UIKitSurface

/// Foundation's mutable collections called with the names Swift imports them under
/// (`add(_:)`, `removeObject(at:)`, `setObject(_:forKey:)`): the rows give each call's
/// selector, and the object answers it as the Objective-C class does.
struct FoundationSpellingTests {
  typealias Case = LanguageCase

  static let cases: [Case] = [
    Case(
      "NSMutableArray's Swift names change the one array",
      """
      let a = NSMutableArray()
      a.add("x")
      a.add("y")
      a.insert("w", at: 0)
      a.removeObject(at: 1)
      a.addObjects(from: ["p", "q"])
      a.exchangeObject(at: 0, withObjectAt: 1)
      a.replaceObject(at: 3, with: "z")
      a.removeLastObject()
      a.remove("w")
      print(a.count, a[0], a[1])
      a.removeAllObjects()
      print(a.count)
      """,
      "2 y p\n0"),
    Case(
      "NSMutableDictionary's Swift names and a subscript through a let",
      """
      let d = NSMutableDictionary()
      d.setObject(1, forKey: "a" as NSString)
      d["b"] = 2
      d["c"] = 3
      d.removeObject(forKey: "a")
      print(d.count, d["b"] ?? "none")
      d.removeAllObjects()
      print(d.count)
      """,
      "2 2\n0"),
    Case(
      "an NSMutableArray held by a let is changed through its subscript",
      """
      let a = NSMutableArray(array: [1, 2])
      a[0] = 5
      print(a[0], a.count)
      """,
      "5 2"),
    Case(
      "NSArray's, NSDictionary's, NSSet's and NSString's Swift names answer as their selectors",
      """
      let a = NSArray(array: ["x", "y", "z"])
      print(a.object(at: 1), a.componentsJoined(by: "-"), a.index(of: "z"), a.contains("q"))
      let m = NSMutableArray(array: [4, 5])
      print(m.object(at: 0), m.componentsJoined(by: "+"))
      let d = NSDictionary(dictionary: ["k": 1])
      print(d.count, d.allKeys, d.object(forKey: "k") != nil)
      let s = NSSet(set: Set([1, 2]))
      print(s.count, s.contains(2))
      let text: NSString = "hello"
      print(text.length, text.uppercased, text.hasPrefix("he"))
      """,
      "y x-y-z 2 false\n4 4+5\n1 [\"k\"] true\n2 true\n5 HELLO true"),
    Case(
      "an array literal is an NSArray where one is declared",
      """
      let items: NSArray = [1, 2, 3]
      func count(of array: NSArray) -> Int { return array.count }
      print(count(of: items), count(of: ["a"]), items.object(at: 2))
      """,
      "3 1 3"),
    Case(
      "a localized string with no strings table is its default value, else its key",
      """
      print(NSLocalizedString("First", comment: ""))
      print(NSLocalizedString("tab.second", tableName: "Tabs", value: "Second", comment: "x"))
      """,
      "First\nSecond"),
    Case(
      "Objective-C's localized-string macros",
      """
      NSLog(@"%@", NSLocalizedString(@"First", nil));
      NSLog(@"%@", NSLocalizedStringFromTable(@"Second", @"Tabs", @"a tab"));
      NSLog(@"%@", NSLocalizedStringWithDefaultValue(@"k", nil, nil, @"Third", @""));
      """,
      "First\nSecond\nThird"),
  ]

  @Test(arguments: cases) func runs(_ item: Case) { item.expectCleanRun() }

  @Test func aLocalizedStringWithoutItsCommentIsRefused() {
    let swift = ScriptRun("let title = NSLocalizedString(\"First\")")
    #expect(swift.hadError)
    let objc = ScriptRun("NSString *title = NSLocalizedString(@\"First\");")
    #expect(objc.hadError)
    #expect(objc.output.contains("takes 2 arguments, not 1"), "\(objc.output)")
  }

  @Test func anNSArrayReadPastItsEndRaisesInSwift() {
    let run = ScriptRun(
      """
      let a = NSArray(array: ["x"])
      print(a.object(at: 3))
      """)
    #expect(run.hadError)
    #expect(run.output.contains("NSRangeException"), "\(run.output)")
    #expect(run.output.contains("index 3 beyond bounds [0 .. 0]"), "\(run.output)")
  }

  @Test func aBadIndexRaisesAsTheObjectiveCClassDoes() {
    let run = ScriptRun(
      """
      let a = NSMutableArray(array: ["x"])
      a.removeObject(at: 3)
      """)
    #expect(run.hadError)
    #expect(
      run.output.contains(
        "'NSRangeException', reason: '*** -[__NSArrayM removeObjectsInRange:]: range {3, 1} extends beyond bounds [0 .. 0]'"
      ), "\(run.output)")
  }

  @Test func aLetSwiftValueIsNotChangedThroughItsSubscriptOrProperty() {
    let array = ScriptRun("let arr = [1, 2]\narr[0] = 3")
    #expect(array.output.contains("cannot assign through subscript: 'arr' is a 'let' constant"))
    let rect = ScriptRun("let r = CGRect.zero\nr.origin.x = 1")
    #expect(rect.output.contains("cannot assign to property: 'r' is a 'let' constant"))
    let value = ScriptRun("let x = 1\nx = 2")
    #expect(value.output.contains("cannot assign to value: 'x' is a 'let' constant"))
  }

  @Test func aSwiftArrayHasNoNSMutableArrayNames() {
    let run = ScriptRun("var a = [1]\na.add(2)")
    #expect(run.hadError)
    #expect(run.output.contains("has no member 'add'"), "\(run.output)")
  }
}

/// The rows marked `sim foundation` are the methods the interpreter's Foundation values answer:
/// each, sent in Objective-C to a filled object, runs with no note and no error, and changes
/// the object or answers as Foundation does (checked by the cases above and the collection
/// tests); a mutation the values do not make is `sim unmodelled`, never silently inert.
struct FoundationRowsTests {
  /// An argument of the row's parameter type, for an object holding `@"a"`, `@"b"`, `@"c"`.
  static func argument(_ type: String) -> String? {
    switch type {
    case "Any", "ObjectType", "KeyType", "NSCopying", "any NSCopying", "Any?": return "@\"b\""
    case "Int": return "1"
    case "NSRange": return "NSMakeRange(0, 1)"
    case "String", "String!": return "@\"s\""
    case "[Any]": return "@[@\"d\"]"
    case "Set<AnyHashable>": return "[NSSet setWithObject:@\"a\"]"
    case "(Any, Any) -> ComparisonResult":
      return "^NSComparisonResult(id a, id b) { return [a compare:b]; }"
    case "Selector": return "@selector(compare:)"
    default: return nil
    }
  }

  static let receivers: [String: String] = [
    "NSMutableArray": "[@[@\"a\", @\"b\", @\"c\"] mutableCopy]",
    "NSMutableDictionary": "[@{@\"a\": @1, @\"b\": @2} mutableCopy]",
    "NSMutableSet": "[NSMutableSet setWithArray:@[@\"a\", @\"b\", @\"c\"]]",
    "NSMutableString": "[NSMutableString stringWithString:@\"abc\"]",
  ]

  @Test func everyFoundationRowIsAnsweredByTheValue() throws {
    let rows = Surface.shared.types.flatMap(\.members).filter {
      $0.behaviour == .simulated(operation: "foundation", rule: nil)
    }
    #expect(rows.count >= 25)
    for row in rows {
      let receiver = try #require(Self.receivers[row.owner], "\(row.owner)")
      let pieces = row.objcName.split(separator: ":", omittingEmptySubsequences: false)
      var message = row.objcName
      if row.parameters.isEmpty == false {
        var arguments: [String] = []
        for parameter in row.parameters {
          if parameter.isVariadic { continue }
          arguments.append(
            try #require(Self.argument(parameter.type.description), "\(row.objcName)"))
        }
        message = zip(pieces, arguments).map { "\($0):\($1)" }.joined(separator: " ")
      }
      let run = ScriptRun("id object = \(receiver);\n[object \(message)];\nNSLog(@\"done\");")
      #expect(!run.hadError, "\(row.objcName): \(run.output)")
      #expect(!run.output.contains("not simulated"), "\(row.objcName): \(run.output)")
      #expect(run.output.hasSuffix("done"), "\(row.objcName): \(run.output)")
    }
  }

  @Test func aMutationTheValuesDoNotMakeIsRefusedNotIgnored() {
    let run = ScriptRun(
      """
      NSMutableArray *a = [@[@"b", @"a"] mutableCopy];
      [a removeObjectsInRange:NSMakeRange(0, 1)];
      """)
    #expect(run.hadError)
    #expect(run.output.contains("removeObjectsInRange:"), "\(run.output)")
  }

  /// Rule W.5 in Swift: the two framework versions are Double globals following `:ios`, and the
  /// SDK's per-release macros import as Double constants.
  @Test func frameworkVersionNumbersInSwift() {
    let script = """
      print(kCFCoreFoundationVersionNumber, NSFoundationVersionNumber)
      print(kCFCoreFoundationVersionNumber > kCFCoreFoundationVersionNumber_iOS_6_1,
            NSFoundationVersionNumber >= NSFoundationVersionNumber_iOS_8_0)
      print(kCFCoreFoundationVersionNumber_iOS_9_x_Max, NSFoundationVersionNumber_iOS_7_1)
      """
    let seven = ScriptRun(script, ios: 7)
    #expect(seven.output == "847.2 1047.2\ntrue false\n1299.0 1047.25")
    #expect(!seven.hadError)
    let eight = ScriptRun(script, ios: 8)
    #expect(eight.output == "1140.1 1140.11\ntrue true\n1299.0 1047.25")
  }
}
