import TestSupport
import Testing

/// clang's dot syntax on a readonly property: refused, unless the class has a setter method
/// of that name, which the assignment then calls (a drop-in interactive transition writes
/// `self.percentComplete = p` and implements `-setPercentComplete:` below it).
@Suite struct ReadonlyPropertySetterTests {
  @Test func aReadonlyPropertyIsSetThroughASetterTheImplementationHas() {
    LanguageCase(
      "the setter is implemented after the method that uses it",
      """
      @interface Dial : NSObject
      @property (readonly) CGFloat level;
      - (void)turnTo:(CGFloat)value;
      @end
      @implementation Dial
      - (void)turnTo:(CGFloat)value {
        self.level = MIN(value, 1);
      }
      - (void)setLevel:(CGFloat)level {
        _level = level;
        NSLog(@"set %.1f", level);
      }
      @end
      Dial *dial = [Dial new];
      [dial turnTo:3];
      NSLog(@"%.1f", dial.level);
      """,
      """
      dial.turn(to: 3)
        dial.level = 1
          set 1.0
      1.0
      """
    ).expectCleanRun()
  }

  @Test func withoutASetterItIsClangsError() {
    let run = ScriptRun(
      """
      @interface Dial : NSObject
      @property (readonly) CGFloat level;
      @end
      @implementation Dial
      - (void)reset { self.level = 0; }
      @end
      [[Dial new] reset];
      """)
    #expect(run.hadError)
    #expect(run.output.contains("assignment to readonly property 'level'"), "\(run.output)")
  }
}
