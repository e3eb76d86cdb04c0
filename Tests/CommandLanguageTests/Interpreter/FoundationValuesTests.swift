import TestSupport
import Testing

/// Foundation and C as the runtime has them: `NSNull`, `isEqual:`, C's `printf` for
/// floating point and unsigned integers, arrays that trap or raise past their end, and
/// `String(describing:)` of an optional.
///
/// Each expected log was checked against what swiftc, clang, glibc's printf and the Objective-C
/// runtime do.
struct FoundationValuesTests {
  static let cases: [RuleCase] = [
    RuleCase(
      "NSNull is one object, prints <null>, and stands for nil in collections (Swift)",
      #"""
      let n = NSNull()
      let items: [Any] = [1, NSNull(), "x"]
      print(items, n === NSNull(), n)
      let d: [String: Any] = ["a": NSNull()]
      print(d)
      let v: Any = items[1]
      if v is NSNull { print("is") }
      if let _ = v as? NSNull { print("cast") }
      print(n == NSNull())
      """#,
      """
      [1, <null>, "x"] true <null>
      ["a": <null>]
      is
      cast
      true
      """),
    RuleCase(
      "[NSNull null] is one object; in a collection's description it is quoted (Objective-C)",
      #"""
      NSArray *a = @[@1, [NSNull null]];
      NSLog(@"%@", a);
      NSLog(@"%d %@", [NSNull null] == [[NSNull alloc] init], [NSNull null]);
      NSDictionary *d = @{@"k": [NSNull null]};
      NSLog(@"%@", d);
      id x = d[@"k"];
      if (x == [NSNull null]) NSLog(@"same");
      if ([x isKindOfClass:[NSNull class]]) NSLog(@"kind");
      if ([x isEqual:[NSNull null]]) NSLog(@"equal");
      """#,
      """
      (
          1,
          "<null>"
      )
      1 <null>
      {
          k = "<null>";
      }
      same
      kind
      equal
      """, objc: true),
    RuleCase(
      "String(describing:) of an optional is its debug description, as print shows it",
      #"""
      let o: Int? = 5
      let none: String? = nil
      let name: String? = "a"
      print(String(describing: o), String(describing: none), String(describing: name))
      print(String(describing: 3), "\(String(describing: o))")
      """#,
      """
      Optional(5) nil Optional("a")
      3 Optional(5)
      """),
    RuleCase(
      "%f, %e and %g print huge numbers, inf and nan as C's printf does",
      #"""
      print(String(format: "%f", MAXFLOAT))
      print(String(format: "%f %g %e %F", Double.infinity, Double.nan, -Double.infinity, Double.infinity))
      print(String(format: "%g %e %.2e %G", MAXFLOAT, 1e300, 12345.678, 1e20))
      print(String(format: "[%8.2f] [%-8.1f] [%08.3f] [%+.1f] [%.0f]", 3.14159, 2.5, -1.5, 2.0, 2.5))
      print(String(format: "%g %g %g", 0.0001, 100000.0, 1000000.0))
      """#,
      """
      340282346638528859811704183484516925440.000000
      inf nan -inf INF
      3.40282e+38 1.000000e+300 1.23e+04 1E+20
      [    3.14] [2.5     ] [-001.500] [+2.0] [2]
      0.0001 100000 1e+06
      """),
    RuleCase(
      "NSUIntegerMax and UINT64_MAX keep all their bits: %lu reads them unsigned, %ld signed",
      #"""
      NSLog(@"%lu %llu %ld", NSUIntegerMax, UINT64_MAX, NSUIntegerMax);
      NSLog(@"%u %x %lx %d", UINT_MAX, -1, -1, INT32_MAX);
      NSUInteger big = NSUIntegerMax;
      NSLog(@"%lu", (unsigned long)big);
      """#,
      """
      18446744073709551615 18446744073709551615 -1
      4294967295 ffffffff ffffffffffffffff 2147483647
      18446744073709551615
      """, objc: true),
    RuleCase(
      "an unsigned maximum has no value kind in Swift: refused plainly, not as the user's mistake",
      """
      print(UInt32.max, UInt8.max, Int32.min, UInt.min)
      print(UInt.max)
      """,
      """
      4294967295 255 -2147483648 0
      unsupported: 2:12: containrepl does not simulate 'UInt.max (an unsigned value past Int.max)' yet
      print(UInt.max)
                 ^~~
      """, error: true),
    RuleCase(
      "a Swift array's index past its end traps with the standard library's words",
      """
      var xs = [1, 2, 3]
      print(xs[5])
      xs[3] = 1
      xs.remove(at: 4)
      xs.insert(0, at: 9)
      print(xs)
      """,
      """
      error: 2:10: Fatal error: Index out of range (the app would crash here; containrepl stops the statement)
      print(xs[5])
               ^
      error: 3:4: Fatal error: Index out of range (the app would crash here; containrepl stops the statement)
      xs[3] = 1
         ^
      error: 4:1: Fatal error: Index out of range (the app would crash here; containrepl stops the statement)
      xs.remove(at: 4)
      ^~~~~~~~~~~~~~~~
      error: 5:1: Fatal error: Array index is out of range (the app would crash here; containrepl stops the statement)
      xs.insert(0, at: 9)
      ^~~~~~~~~~~~~~~~~~~
      [1, 2, 3]
      """, error: true),
    RuleCase(
      "an NSArray's index past its end raises NSRangeException naming the array's real class",
      #"""
      NSArray *three = @[@1, @2, @3];
      NSMutableArray *m = [NSMutableArray arrayWithArray:three];
      id a = three[5];
      id b = [three objectAtIndex:3];
      id c = @[@1][1];
      id d = [@[] objectAtIndex:0];
      id e = m[7];
      m[3] = @4;
      m[9] = @1;
      NSLog(@"%lu", (unsigned long)m.count);
      """#,
      """
      error: 3:14: *** Terminating app due to uncaught exception 'NSRangeException', reason: '*** -[__NSArrayI objectAtIndexedSubscript:]: index 5 beyond bounds [0 .. 2]' (the app would crash here; containrepl stops the statement)
      id a = three[5];
                   ^
      error: 4:29: *** Terminating app due to uncaught exception 'NSRangeException', reason: '*** -[__NSArrayI objectAtIndex:]: index 3 beyond bounds [0 .. 2]' (the app would crash here; containrepl stops the statement)
      id b = [three objectAtIndex:3];
                                  ^
      error: 5:14: *** Terminating app due to uncaught exception 'NSRangeException', reason: '*** -[__NSSingleObjectArrayI objectAtIndex:]: index 1 beyond bounds [0 .. 0]' (the app would crash here; containrepl stops the statement)
      id c = @[@1][1];
                   ^
      error: 6:27: *** Terminating app due to uncaught exception 'NSRangeException', reason: '*** -[__NSArray0 objectAtIndex:]: index 0 beyond bounds for empty array' (the app would crash here; containrepl stops the statement)
      id d = [@[] objectAtIndex:0];
                                ^
      error: 7:10: *** Terminating app due to uncaught exception 'NSRangeException', reason: '*** -[__NSArrayM objectAtIndexedSubscript:]: index 7 beyond bounds [0 .. 2]' (the app would crash here; containrepl stops the statement)
      id e = m[7];
               ^
      error: 9:3: *** Terminating app due to uncaught exception 'NSRangeException', reason: '*** -[__NSArrayM setObject:atIndexedSubscript:]: index 9 beyond bounds [0 .. 3]' (the app would crash here; containrepl stops the statement)
      m[9] = @1;
        ^
      4
      """, error: true, objc: true),
    RuleCase(
      "NSObject's isEqual: is identity; an override is what ==, contains and firstIndex use (Swift)",
      """
      class Item: NSObject {
        let id: Int
        init(id: Int) { self.id = id }
        override func isEqual(_ object: Any?) -> Bool {
          guard let other = object as? Item else { return false }
          return other.id == id
        }
      }
      class Plain: NSObject {}
      let a = Item(id: 1), b = Item(id: 1), c = Item(id: 2)
      print(a == b, a == c, a === b, a != c)
      print([a, c].contains(b), [c, a].firstIndex(of: b)!)
      let p = Plain(), q = Plain()
      print(p == q, p == p, p.isEqual(q), p.isEqual(p))
      """,
      """
      true false false true
      true 1
      false true false true
      """),
    RuleCase(
      "an isEqual: override is what containsObject:, indexOfObject: and removeObject: use; == compares pointers",
      """
      @interface Item : NSObject
      @property (nonatomic) NSInteger ident;
      @end
      @implementation Item
      - (BOOL)isEqual:(id)object {
        if (![object isKindOfClass:[Item class]]) return NO;
        return ((Item *)object).ident == self.ident;
      }
      - (NSUInteger)hash { return self.ident; }
      @end
      Item *a = [[Item alloc] init]; a.ident = 1;
      Item *b = [[Item alloc] init]; b.ident = 1;
      NSArray *list = @[a];
      NSLog(@"%d %d %lu", [list containsObject:b], a == b, (unsigned long)[list indexOfObject:b]);
      NSObject *o = [NSObject new];
      NSLog(@"%d %d", [o isEqual:o], [o isEqual:[NSObject new]]);
      NSMutableArray *m = [@[a] mutableCopy];
      [m removeObject:b];
      NSLog(@"%lu", (unsigned long)m.count);
      """,
      """
      1 0 0
      1 0
      0
      """, objc: true),
    RuleCase(
      "one let or var declares several names; a later type is the type of the bare names before it",
      """
      let a = 1, b = "two"
      var x, y: Double
      x = 1.5; y = 2
      print(a, b, x + y)
      class Box: UIViewController {
        var w = 3, h = 4
        let c: Int = 1, d = 2
      }
      let box = Box()
      print(box.w * box.h, box.c + box.d)
      """,
      """
      1 two 3.5
      12 3
      """),
    RuleCase(
      "NSMutableSet and NSMutableString are objects: two references see one change (Objective-C)",
      #"""
      NSMutableSet *s = [NSMutableSet set];
      NSMutableSet *alias = s;
      [s addObject:@"a"];
      [alias addObject:@"b"];
      [s addObject:@"a"];
      NSLog(@"%lu %d %d", (unsigned long)s.count, [alias containsObject:@"b"], [s containsObject:@"z"]);
      [alias removeObject:@"a"];
      NSLog(@"%@ %@ %@", s, [s allObjects], [s member:@"b"]);
      NSMutableSet *t = [[NSMutableSet alloc] initWithArray:@[@1, @2, @2]];
      [t unionSet:[NSSet setWithObject:@3]];
      NSLog(@"%lu", (unsigned long)t.count);
      NSMutableString *m = [NSMutableString stringWithString:@"Hello"];
      NSMutableString *same = m;
      [m appendString:@", world"];
      [same appendFormat:@" %d!", 42];
      NSLog(@"%@ %lu", m, (unsigned long)m.length);
      [m insertString:@">> " atIndex:0];
      [m deleteCharactersInRange:NSMakeRange(0, 3)];
      [m replaceCharactersInRange:NSMakeRange(0, 5) withString:@"Bye"];
      NSLog(@"%@ %d", same, [m isEqualToString:@"Bye, world 42!"]);
      [m setString:@"reset"];
      NSMutableString *copy = [@"abc" mutableCopy];
      [copy appendString:@"d"];
      NSLog(@"%@ %@ %@", same, [m uppercaseString], [NSString stringWithFormat:@"%@-%@", m, copy]);
      [m insertString:@"x" atIndex:99];
      [s addObject:nil];
      """#,
      """
      2 1 0
      {(
          b
      )} (
          b
      ) b
      3
      Hello, world 42! 16
      Bye, world 42! 1
      reset RESET reset-abcd
      error: 25:1: *** Terminating app due to uncaught exception 'NSRangeException', reason: '-[__NSCFString insertString:atIndex:]: Range or index out of bounds' (the app would crash here; containrepl stops the statement)
      [m insertString:@"x" atIndex:99];
      ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
      error: 26:1: *** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: '*** -[__NSSetM addObject:]: object cannot be nil' (the app would crash here; containrepl stops the statement)
      [s addObject:nil];
      ^~~~~~~~~~~~~~~~~
      """, error: true, objc: true),
    RuleCase(
      "NSMutableSet and NSMutableString are objects in Swift too",
      #"""
      let s = NSMutableSet()
      let alias = s
      s.add("a")
      alias.add("b")
      print(s.count, alias.contains("b"), s.contains("z"))
      let m = NSMutableString(string: "Hi")
      let same = m
      m.append(" there")
      print(same, same.length, m == "Hi there", "\(m)!")
      """#,
      """
      2 true false
      Hi there 8 true Hi there!
      """),
    RuleCase(
      "A collection's description leaves bare only letters and digits, quotes the rest, indents a nested collection twice, and an NSNumber of a whole double has no fraction (Objective-C)",
      #"""
      NSLog(@"%@", @[@"a b", @"", @"ok_1.2/x:$-", @"Plain9", @"\u4f60", @"q\"x", @1.0, @2.5, @(-3), @YES]);
      NSLog(@"%@ %@", @{@"my key": @[@"x y", @{@"k": @"v"}]}, @(3.0));
      """#,
      #"""
      (
          "a b",
          "",
          "ok_1.2/x:$-",
          Plain9,
          "\U4f60",
          "q\"x",
          1,
          "2.5",
          "-3",
          1
      )
      {
          "my key" =     (
              "x y",
                      {
                  k = v;
              }
          );
      } 3
      """#, objc: true),
    RuleCase(
      "NSMutableArray and NSMutableDictionary print their Foundation description in Swift too",
      #"""
      let a = NSMutableArray()
      a.add(1)
      a.add("two words")
      print(a)
      let d = NSMutableDictionary()
      d["k"] = 2.5
      print(d, a.description == "\(a)")
      let swift = [1, 2]
      print(swift)
      """#,
      #"""
      (
          1,
          "two words"
      )
      {
          k = "2.5";
      } true
      [1, 2]
      """#),
  ]

  @Test(arguments: cases)
  func script(_ rule: RuleCase) { RuleConformance.check(rule) }
}
