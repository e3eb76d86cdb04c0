import TestSupport
import Testing

/// C functions and Objective-C methods declared with `...`, as logging helpers are written
/// (rule W.8): the extra arguments reach the body through `va_start`, `va_arg`, `va_copy` and
/// `va_end`, and `NSLogv`, `vprintf` and `-initWithFormat:arguments:` format with them.
struct CVariadicFunctionTests {
  typealias Case = LanguageCase

  static let cases: [Case] = [
    Case(
      "a C logging function passes its arguments on to NSLogv",
      """
      void Report(NSString *format, ...)
      {
          va_list args;
          va_start(args, format);
          NSLogv(format, args);
          va_end(args);
      }
      Report(@"%d of %@", 3, @"four");
      Report(@"plain");
      """,
      "3 of four\nplain"),
    Case(
      "va_arg reads the arguments in order, by the type named",
      """
      int Sum(int count, ...)
      {
          va_list args;
          va_start(args, count);
          int total = 0;
          for (int i = 0; i < count; i++) {
              total += va_arg(args, int);
          }
          va_end(args);
          return total;
      }
      NSLog(@"%d %d", Sum(3, 1, 2, 3), Sum(0));
      """,
      "6 0"),
    Case(
      "the nil-terminated pattern, as arrayWithObjects: is written",
      """
      NSArray *Collect(id first, ...)
      {
          NSMutableArray *items = [NSMutableArray array];
          va_list args;
          va_start(args, first);
          for (id item = first; item != nil; item = va_arg(args, id)) {
              [items addObject:item];
          }
          va_end(args);
          return items;
      }
      NSArray *three = Collect(@"a", @"b", @"c", nil);
      NSLog(@"%lu %@", (unsigned long)three.count, [three componentsJoinedByString:@","]);
      NSLog(@"%lu", (unsigned long)Collect(nil).count);
      """,
      "3 a,b,c\n0"),
    Case(
      "va_copy copies where the list stands; vprintf reads what is left",
      """
      void Twice(const char *format, ...)
      {
          va_list args, again;
          va_start(args, format);
          va_copy(again, args);
          int first = va_arg(args, int);
          vprintf(format, again);
          printf("first %d\\n", first);
          va_end(again);
          va_end(args);
      }
      Twice("%d-%d\\n", 7, 8);
      """,
      "7-8\nfirst 7"),
    Case(
      "a macro with __VA_ARGS__ and ##__VA_ARGS__ wraps a variadic function",
      """
      void Report(NSString *format, ...)
      {
          va_list args;
          va_start(args, format);
          NSString *text = [[NSString alloc] initWithFormat:format arguments:args];
          va_end(args);
          NSLog(@"[app] %@", text);
      }
      #define LOG(fmt, ...) Report(fmt, ##__VA_ARGS__)
      #define LOG_ALL(...) Report(__VA_ARGS__)
      LOG(@"none");
      LOG(@"%d and %d", 1, 2);
      LOG_ALL(@"%@", @"all");
      """,
      "[app] none\n[app] 1 and 2\n[app] all"),
  ]

  @Test(arguments: cases) func runs(_ item: Case) { item.expectCleanRun() }

  @Test func anObjectiveCMethodTakesArgumentsAfterItsLastPiece() {
    let run = ScriptRun(
      """
      @interface Logger : NSObject
      - (NSString *)line:(NSString *)format, ... NS_FORMAT_FUNCTION(1,2);
      + (NSInteger)count:(id)first, ... NS_REQUIRES_NIL_TERMINATION;
      @end
      @implementation Logger
      - (NSString *)line:(NSString *)format, ...
      {
          va_list args;
          va_start(args, format);
          NSString *text = [[NSString alloc] initWithFormat:format arguments:args];
          va_end(args);
          return text;
      }
      + (NSInteger)count:(id)first, ...
      {
          NSInteger count = 0;
          va_list args;
          va_start(args, first);
          for (id item = first; item != nil; item = va_arg(args, id)) { count++; }
          va_end(args);
          return count;
      }
      @end
      void Show(void)
      {
          Logger *logger = [[Logger alloc] init];
          NSLog(@"%@|%@", [logger line:@"%d+%d", 1, 2], [logger line:@"bare"]);
          NSLog(@"%ld %ld", (long)[Logger count:@1, @2, nil], (long)[Logger count:nil]);
      }
      Show();
      """)
    #expect(!run.hadError, "\(run.output)")
    #expect(run.output.contains("1+2|bare"), "\(run.output)")
    #expect(run.output.contains("2 0"), "\(run.output)")
  }

  @Test func anInitializerTakesANilTerminatedList() {
    let run = ScriptRun(
      """
      @interface Bag : NSObject
      @property (nonatomic, strong) NSArray *items;
      - (instancetype)initWithItems:(id)first, ... NS_REQUIRES_NIL_TERMINATION;
      @end
      @implementation Bag
      - (instancetype)initWithItems:(id)first, ...
      {
          self = [super init];
          if (self) {
              NSMutableArray *all = [NSMutableArray array];
              va_list args;
              va_start(args, first);
              for (id item = first; item != nil; item = va_arg(args, id)) { [all addObject:item]; }
              va_end(args);
              _items = all;
          }
          return self;
      }
      @end
      void Show(void)
      {
          Bag *bag = [[Bag alloc] initWithItems:@"a", @"b", nil];
          NSLog(@"%@", [bag.items componentsJoinedByString:@"+"]);
      }
      Show();
      """)
    #expect(!run.hadError, "\(run.output)")
    #expect(run.output.hasSuffix("a+b"), "\(run.output)")
  }

  @Test func vaStartInAFunctionWithFixedArgumentsIsClangsError() {
    let run = ScriptRun(
      """
      void Fixed(NSString *format)
      {
          va_list args;
          va_start(args, format);
      }
      Fixed(@"x");
      """)
    #expect(run.hadError)
    #expect(
      run.output.contains("4:5: 'va_start' used in function with fixed args"), "\(run.output)")
  }

  @Test func vaStartNamingAnotherParameterIsClangsWarning() {
    let run = ScriptRun(
      """
      int Pick(int a, int b, ...)
      {
          va_list args;
          va_start(args, a);
          int next = va_arg(args, int);
          va_end(args);
          return next;
      }
      NSLog(@"%d", Pick(1, 2, 3));
      """)
    #expect(!run.hadError, "\(run.output)")
    #expect(
      run.output.contains("4:20: second parameter of 'va_start' not last named argument"),
      "\(run.output)")
    #expect(run.output.hasSuffix("3"), "\(run.output)")
  }

  @Test func vaStartInABlockInsideAVariadicFunctionIsRefusedToo() {
    let run = ScriptRun(
      """
      void Outer(int count, ...)
      {
          void (^inner)(int) = ^(int n) {
              va_list args;
              va_start(args, n);
          };
          inner(count);
      }
      Outer(1, 2);
      """)
    #expect(run.output.contains("'va_start' used in function with fixed args"), "\(run.output)")
  }

  @Test func readingPastTheLastArgumentSaysItIsNotSimulated() {
    let run = ScriptRun(
      """
      int Second(int count, ...)
      {
          va_list args;
          va_start(args, count);
          va_arg(args, int);
          int second = va_arg(args, int);
          va_end(args);
          return second;
      }
      Second(1, 5);
      """)
    #expect(run.hadError)
    #expect(run.output.contains("va_arg past the last argument passed"), "\(run.output)")
  }
}
