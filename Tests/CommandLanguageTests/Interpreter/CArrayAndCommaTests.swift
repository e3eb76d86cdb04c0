import TestSupport
import Testing

/// C inside Objective-C methods as libraries write it: local arrays with initialiser lists,
/// `sizeof` to count them, and the comma operator joining statements.
struct CArrayAndCommaTests {
  @Test("a local C array holds its initialiser list, nil included, and sizeof counts it")
  func localArrays() {
    let run = ScriptRun(
      """
      UIView *a = [[UIView alloc] init];
      UIView *b = nil;
      UIView *views[] = { a, b, a };
      CGFloat widths[3];
      widths[1] = 2.5;
      for (NSInteger i = 0; i < 3; i++) {
        NSLog(@"%ld %d %.1f", (long)i, views[i] != nil, widths[i]);
      }
      NSLog(@"%lu %lu %lu", sizeof(views) / sizeof(views[0]), sizeof(CGRect), sizeof(int));
      """)
    #expect(!run.hadError, "\(run.output)")
    #expect(
      run.output.split(separator: "\n").map(String.init) == [
        "0 1 0.0", "1 0 2.5", "2 1 0.0", "3 32 4",
      ], "\(run.output)")
  }

  @Test("the comma operator runs its statements left to right, as one statement")
  func commaOperator() {
    let run = ScriptRun(
      """
      @interface Filler : NSObject
      @end
      @implementation Filler
      - (void)fill:(NSInteger *)a other:(NSInteger *)b { *a = 7, *b = 8; }
      @end
      NSInteger x = 1, y = 2;
      x = y, y = 5;
      NSLog(@"%ld %ld", (long)x, (long)y);
      if (x > 5) x = 0, y = 0;
      else x = 10, y = 20;
      NSLog(@"%ld %ld", (long)x, (long)y);
      [[Filler new] fill:&x other:&y];
      NSLog(@"%ld %ld", (long)x, (long)y);
      """)
    #expect(!run.hadError, "\(run.output)")
    #expect(
      run.output.split(separator: "\n").map(String.init) == ["2 5", "10 20", "7 8"],
      "\(run.output)")
  }

  @Test("an array declarator without a size or a list is clang's error")
  func arrayWithoutSize() {
    let run = ScriptRun(
      """
      UIView *views[];
      NSLog(@"goes on");
      """)
    #expect(run.hadError, "\(run.output)")
    #expect(run.output.hasSuffix("goes on"), "\(run.output)")
  }
}

extension CArrayAndCommaTests {
  @Test("a bit mask is a C condition, and (id<P>) is a cast")
  func masksAndProtocolCasts() {
    let run = ScriptRun(
      """
      UIViewController *vc = [[UIViewController alloc] init];
      vc.edgesForExtendedLayout = UIRectEdgeLeft | UIRectEdgeTop;
      if (vc.edgesForExtendedLayout & UIRectEdgeTop) NSLog(@"top");
      if (!(vc.edgesForExtendedLayout & UIRectEdgeBottom)) NSLog(@"no bottom");
      id<UIViewControllerTransitionCoordinatorContext> context = (id<UIViewControllerTransitionCoordinatorContext>)vc;
      NSLog(@"%d", context == vc);
      """)
    #expect(!run.hadError, "\(run.output)")
    let printed = run.output.split(separator: "\n").filter { !$0.hasPrefix("note:") }
    #expect(printed == ["top", "no bottom", "1"], "\(run.output)")
  }
}

extension CArrayAndCommaTests {
  @Test("setting a property through a nil instance variable is a message to nil: nothing happens")
  func propertyOfNilInstanceVariable() {
    let run = ScriptRun(
      """
      @interface Box : UIView {
        UIView *_inner;
      }
      - (void)setUp;
      @end
      @implementation Box
      - (void)setUp {
        _inner.frame = CGRectMake(1, 2, 3, 4);
        NSLog(@"%d", _inner == nil);
      }
      @end
      Box *b = [[Box alloc] init];
      [b setUp];
      """)
    #expect(!run.hadError, "\(run.output)")
    #expect(run.output.hasSuffix("1"), "\(run.output)")
  }
}
