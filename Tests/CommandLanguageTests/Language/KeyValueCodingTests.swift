import TestSupport
import Testing

/// NSObject's key-value coding: `valueForKey:` and `setValue:forKey:` find what Foundation's
/// search finds (accessor methods, a property Objective-C sees, an instance variable), follow
/// key paths, and raise Foundation's exceptions where the search finds nothing.
struct KeyValueCodingTests {
  typealias Case = LanguageCase

  static let cases: [Case] = [
    Case(
      "setValuesForKeysWithDictionary: sets each entry by key, NSNull as nil; nil sets nothing",
      """
      @interface Drawer : UIViewController
      @property (nonatomic) CGFloat width;
      @property (nonatomic, copy) NSString *caption;
      @end
      @implementation Drawer
      @end
      Drawer *d = [[Drawer alloc] init];
      d.caption = @"Old";
      [d setValuesForKeysWithDictionary:@{ @"width": @260, @"title": @"Inbox" }];
      NSLog(@"%.0f %@ %@", d.width, d.title, d.caption);
      [d setValuesForKeysWithDictionary:@{ @"caption": [NSNull null] }];
      [d setValuesForKeysWithDictionary:nil];
      NSLog(@"%.0f %@", d.width, d.caption);
      """,
      "260 Inbox Old\n260 (null)"),
    Case(
      "A scalar property, an object property and UIKit's own, set and read by key",
      """
      typedef NS_ENUM(NSInteger, Fold) { FoldClosed, FoldHalf, FoldOpen };
      @interface Drawer : UIViewController
      @property (nonatomic) Fold fold;
      @property (nonatomic, copy) NSString *caption;
      @end
      @implementation Drawer
      @end
      Drawer *d = [[Drawer alloc] init];
      [d setValue:@2 forKey:@"fold"];
      [d setValue:@"Menu" forKey:@"caption"];
      [d setValue:@"Inbox" forKey:@"title"];
      NSLog(@"%ld %@ %@ %@", (long)d.fold, d.caption, d.title, [d valueForKey:@"caption"]);
      """,
      "2 Menu Inbox Menu"),
    Case(
      "Accessor methods come before instance variables, and _key before isKey",
      """
      @interface Tray : NSObject
      @end
      @implementation Tray {
        NSString *_label;
        BOOL _isOpen;
        NSInteger count;
      }
      - (NSString *)getBadge { return @"3 new"; }
      - (void)setLabel:(NSString *)label { _label = [label uppercaseString]; }
      @end
      Tray *t = [[Tray alloc] init];
      [t setValue:@"inbox" forKey:@"label"];
      [t setValue:@YES forKey:@"open"];
      [t setValue:@7 forKey:@"count"];
      NSLog(@"%@ %@ %@ %@", [t valueForKey:@"label"], [t valueForKey:@"open"],
            [t valueForKey:@"count"], [t valueForKey:@"badge"]);
      """,
      "INBOX 1 7 3 new"),
    Case(
      "A key path walks through objects, and nil along it answers nil",
      """
      @interface Node : NSObject
      @property (nonatomic, strong) Node *next;
      @property (nonatomic, copy) NSString *name;
      @end
      @implementation Node
      @end
      Node *a = [[Node alloc] init];
      a.next = [[Node alloc] init];
      [a setValue:@"second" forKeyPath:@"next.name"];
      NSLog(@"%@ %@ %@", a.next.name, [a valueForKeyPath:@"next.name.length"],
            [a valueForKeyPath:@"next.next.name"]);
      """,
      "second 6 (null)"),
    Case(
      "The class's own undefined-key methods answer instead of raising",
      """
      @interface Bag : NSObject
      @end
      @implementation Bag
      - (id)valueForUndefinedKey:(NSString *)key { return [key stringByAppendingString:@"?"]; }
      - (void)setValue:(id)value forUndefinedKey:(NSString *)key { NSLog(@"kept %@", key); }
      @end
      Bag *b = [[Bag alloc] init];
      [b setValue:@1 forKey:@"anything"];
      NSLog(@"%@", [b valueForKey:@"what"]);
      """,
      // The class overrides NSObject's method, so the call is a line of the log.
      """
      b.setValue(1, forUndefinedKey: "anything")
        kept anything
      what?
      """),
    Case(
      "Swift: @objc properties and an @objcMembers class are found by key",
      """
      class Panel: UIViewController {
        @objc var width: CGFloat = 10
        @objc dynamic var label: String?
      }
      @objcMembers class Card: NSObject {
        var count = 1
      }
      let p = Panel()
      p.setValue(20, forKey: "width")
      p.setValue("left", forKey: "label")
      let c = Card()
      c.setValue(5, forKey: "count")
      print(p.width, p.label ?? "none", c.count)
      """,
      "20.0 left 5"),
  ]

  @Test(arguments: cases) func runs(_ item: Case) { item.expectCleanRun() }

  @Test func anUnknownKeyRaisesNSUnknownKeyException() {
    let run = ScriptRun(
      """
      @interface Pane : NSObject
      @end
      @implementation Pane
      @end
      Pane *p = [[Pane alloc] init];
      @try { [p valueForKey:@"size"]; } @catch (NSException *e) { NSLog(@"%@", e.name); }
      [p setValue:@1 forKey:@"size"];
      """)
    #expect(run.hadError)
    #expect(run.output.hasPrefix("NSUnknownKeyException\n"), "\(run.output)")
    #expect(
      run.output.contains(
        "reason: '[<Pane 0x"), "\(run.output)")
    #expect(
      run.output.contains(
        " setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key size.'"
      ), "\(run.output)")
  }

  @Test func nilForAScalarRaisesUnlessTheClassHandlesIt() {
    let raising = ScriptRun(
      """
      @interface Pane : NSObject
      @property (nonatomic) CGFloat width;
      @end
      @implementation Pane
      @end
      Pane *p = [[Pane alloc] init];
      [p setValue:nil forKey:@"width"];
      """)
    #expect(raising.hadError)
    #expect(
      raising.output.contains(
        "'NSInvalidArgumentException', reason: '[<Pane 0x"), "\(raising.output)")
    #expect(
      raising.output.contains(
        " setNilValueForKey]: could not set nil as the value for the key width.'"),
      "\(raising.output)")
    let handled = ScriptRun(
      """
      @interface Pane : NSObject
      @property (nonatomic) CGFloat width;
      @end
      @implementation Pane
      - (void)setNilValueForKey:(NSString *)key { self.width = 44; }
      @end
      Pane *p = [[Pane alloc] init];
      [p setValue:nil forKey:@"width"];
      NSLog(@"%g", p.width);
      """)
    #expect(!handled.hadError, "\(handled.output)")
    #expect(handled.output == "44")
  }

  /// Key-value coding sees only what Swift exposes to Objective-C: a plain Swift property is
  /// not found, as on a device.
  @Test func aSwiftPropertyWithoutObjcIsNotFound() {
    let run = ScriptRun(
      """
      class Panel: UIViewController {
        var width: CGFloat = 10
      }
      let p = Panel()
      p.setValue(20, forKey: "width")
      """)
    #expect(run.hadError)
    #expect(
      run.output.contains("not key value coding-compliant for the key width."), "\(run.output)")
  }
}
