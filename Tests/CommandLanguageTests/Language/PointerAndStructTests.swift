import TestSupport
import Testing

/// `&` out-parameters, C pointers and `->`, C structures copied on assignment, and Swift's
/// `inout`: each script prints what clang's or swiftc's program would.
struct PointerAndStructTests {
  typealias Case = LanguageCase

  static let cases: [Case] = [
    Case(
      "CGAffineTransform's Swift members compute through the C functions their rows name",
      """
      let t = CGAffineTransform(translationX: 10, y: 0)
      print(t.inverted().tx, t.concatenating(CGAffineTransform(scaleX: 2, y: 2)).tx)
      print(t.isIdentity, CGAffineTransform.identity.isIdentity, t.translatedBy(x: 5, y: 0).tx)
      print(t.scaledBy(x: 3, y: 1).a, t.rotated(by: 0).tx)
      """,
      "-10.0 20.0\nfalse true 15.0\n3.0 10.0"),
    Case(
      "CGRectDivide fills both rectangles through their addresses",
      """
      CGRect r = CGRectMake(0, 0, 320, 480);
      CGRect slice, rest;
      CGRectDivide(r, &slice, &rest, 44, CGRectMinYEdge);
      NSLog(@"%@ %@", NSStringFromCGRect(slice), NSStringFromCGRect(rest));
      CGRectDivide(r, &slice, &rest, 500, CGRectMaxXEdge);
      NSLog(@"%@ %@", NSStringFromCGRect(slice), NSStringFromCGRect(rest));
      """,
      "{{0, 0}, {320, 44}} {{0, 44}, {320, 436}}\n{{0, 0}, {320, 480}} {{0, 0}, {0, 480}}"),
    Case(
      "CGRect.divided(atDistance:from:) gives the slice and the remainder",
      """
      let r = CGRect(x: 0, y: 0, width: 320, height: 480)
      let (top, rest) = r.divided(atDistance: 44, from: .minYEdge)
      print(top, rest)
      """,
      "(0.0, 0.0, 320.0, 44.0) (0.0, 44.0, 320.0, 436.0)"),
    Case(
      "a C function changes a rectangle through its pointer with ->",
      """
      static void Grow(CGRect *frame, CGFloat by) {
        frame->size.width += by;
        frame->origin.x -= by / 2;
      }
      CGRect f = CGRectMake(10, 0, 100, 50);
      Grow(&f, 20);
      NSLog(@"%@", NSStringFromCGRect(f));
      """,
      "{{0, 0}, {120, 50}}"),
    Case(
      "an out-parameter written only when its pointer is not NULL",
      """
      @interface Pager : NSObject
      - (BOOL)validate:(NSInteger)value reason:(NSString **)reason;
      @end
      @implementation Pager
      - (BOOL)validate:(NSInteger)value reason:(NSString **)reason {
        if (value < 0) {
          if (reason) *reason = @"negative";
          return NO;
        }
        return YES;
      }
      @end
      Pager *p = [[Pager alloc] init];
      NSString *why = nil;
      BOOL ok = [p validate:-1 reason:&why];
      NSLog(@"%d %@", ok, why);
      NSString *other = nil;
      ok = [p validate:3 reason:&other];
      NSLog(@"%d %@", ok, other);
      """,
      "0 negative\n1 (null)"),
    Case(
      "self->_ivar reads and writes the instance variable",
      """
      @interface Pager : NSObject {
        NSInteger _page;
      }
      @end
      @implementation Pager
      - (void)next { self->_page += 1; }
      - (NSInteger)page { return self->_page; }
      @end
      Pager *p = [[Pager alloc] init];
      [p next];
      [p next];
      NSLog(@"%ld", (long)[p page]);
      """,
      "2"),
    Case(
      "a typedef'd C structure: list and designated initialisers, copied on assignment",
      """
      typedef struct {
        CGFloat width;
        NSInteger count;
        BOOL visible;
      } PageMetrics;
      PageMetrics a = {320, 3};
      PageMetrics b = a;
      b.count = 5;
      NSLog(@"%.0f %ld %ld %d", a.width, (long)a.count, (long)b.count, b.visible);
      PageMetrics c = {.count = 2, .visible = YES};
      NSLog(@"%.0f %ld %d", c.width, (long)c.count, c.visible);
      """,
      "320 3 5 0\n0 2 1"),
    Case(
      "struct Name, a pointer parameter of it, and a nested CGRect initialiser",
      """
      struct Slot { CGFloat offset; NSInteger index; };
      static void Advance(struct Slot *slot) {
        slot->index += 1;
        slot->offset = slot->index * 100;
      }
      struct Slot s = {0, 0};
      Advance(&s);
      Advance(&s);
      NSLog(@"%ld %.0f", (long)s.index, s.offset);
      CGRect g = {{0, 0}, {10, 20}};
      NSLog(@"%@", NSStringFromCGRect(g));
      """,
      "2 200\n{{0, 0}, {10, 20}}"),
    Case(
      "Swift inout: a variable, a structure's property, a literal passed as CGFloat",
      """
      func clamp(_ value: inout CGFloat, to limit: CGFloat) {
        if value > limit { value = limit }
      }
      var offset: CGFloat = 480
      clamp(&offset, to: 320)
      print(offset)
      func bump(_ n: inout Int) { n += 1 }
      struct Page { var index = 0 }
      var page = Page()
      bump(&page.index)
      bump(&page.index)
      print(page.index)
      """,
      "320.0\n2"),
  ]

  @Test(arguments: cases)
  func runsAsTheCompilersBuildIt(_ test: Case) {
    test.expectCleanRun()
  }

  static let errors: [Case] = [
    Case(
      "an inout argument needs &",
      """
      func bump(_ n: inout Int) { n += 1 }
      var count = 1
      bump(count)
      """,
      "3:6: passing value of type 'Int' to an inout parameter requires explicit '&'"),
    Case(
      "a constant cannot be passed inout",
      """
      func bump(_ n: inout Int) { n += 1 }
      let k = 2
      bump(&k)
      """,
      "3:7: cannot pass immutable value as inout argument: 'k' is a 'let' constant"),
    Case(
      "& only for an inout parameter",
      """
      func show(_ n: Int) { print(n) }
      var count = 1
      show(&count)
      """,
      "3:6: '&' used with non-inout argument of type 'Int'"),
    Case(
      "& outside an argument, in Swift",
      """
      var count = 1
      let p = &count
      """,
      "2:9: '&' may only be used to pass an argument to inout parameter"),
    Case(
      "a designator naming no field",
      """
      typedef struct { CGFloat width; } Metrics;
      Metrics m = {.height = 2};
      """,
      "field designator 'height' does not refer to any field in type 'Metrics'"),
    Case(
      "Date() reaches the clock: containrepl's limit, not the user's mistake",
      "let d = Date()",
      "unsupported: 1:9: 'Date()' reaches outside the sandbox (files, the clock): containrepl does not run it"
    ),
    Case(
      "URL(string:) is not modelled: containrepl's limit",
      #"let u = URL(string: "https://example.com")"#,
      "unsupported: 1:9: containrepl does not simulate 'URL(string:)' yet"),
  ]

  @Test(arguments: errors)
  func refusesAsTheCompilersDo(_ test: Case) {
    let run = ScriptRun(test.script)
    #expect(run.output.contains(test.expected), "\(run.output)")
    #expect(!run.output.contains("in scope"))
  }
}

/// A member used on the wrong side of `static`: swiftc's words, not "no member".
struct StaticMemberTests {
  static let cases: [LanguageCase] = [
    LanguageCase(
      "a static property through an instance",
      """
      class Box { static var shared = 3; var size = 2 }
      let b = Box()
      print(b.shared)
      """,
      "3:9: static member 'shared' cannot be used on instance of type 'Box'"),
    LanguageCase(
      "a static method through an instance",
      """
      class Box { static func make() -> Int { 1 } }
      let b = Box()
      print(b.make())
      """,
      "3:9: static member 'make' cannot be used on instance of type 'Box'"),
    LanguageCase(
      "an instance property through the type",
      """
      class Box { var size = 2 }
      print(Box.size)
      """,
      "2:11: instance member 'size' cannot be used on type 'Box'"),
  ]

  @Test(arguments: cases)
  func saysWhichSideTheMemberIsOn(_ test: LanguageCase) {
    let run = ScriptRun(test.script)
    #expect(run.output.contains(test.expected), "\(run.output)")
    #expect(run.hadError)
  }

  @Test func aRectangleInsetByEdgeInsetsMovesEachEdgeIn() {
    // UIGeometry.h's inline UIEdgeInsetsInsetRect, which Swift imports as inset(by:): the left
    // and top insets move the origin, both insets of an axis come off the size.
    LanguageCase(
      "",
      """
      let r = CGRect(x: 0, y: 0, width: 100, height: 80)
      print(r.inset(by: UIEdgeInsets(top: 10, left: 5, bottom: 20, right: 15)))
      print(CGRect(x: 0, y: 0, width: 10, height: 10).inset(by: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)))
      """,
      "(5.0, 10.0, 80.0, 50.0)\n(8.0, 8.0, -6.0, -6.0)"
    ).expectCleanRun()
    LanguageCase(
      "",
      """
      CGRect r = UIEdgeInsetsInsetRect(CGRectMake(0, 0, 100, 80), UIEdgeInsetsMake(10, 5, 20, 15));
      NSLog(@"%@", NSStringFromCGRect(r));
      """,
      "{{5, 10}, {80, 50}}"
    ).expectCleanRun()
  }
}
