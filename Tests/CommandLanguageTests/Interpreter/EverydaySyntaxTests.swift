import TestSupport
import Testing

/// The everyday syntax that real snippets use: optional protocol methods, selectors
/// with unnamed pieces, method references, the runtime's unrecognized selector.
///
/// Each expected log was checked against what swiftc, clang and the Objective-C runtime do.
struct EverydaySyntaxTests {
  /// A class whose method's second selector piece has no name: `f::`.
  static let unnamedPieces = """
    @interface Host : UIViewController
    - (void)f:(id)a :(id)b;
    @end
    @implementation Host
    - (void)f:(id)a :(id)b { NSLog(@"f %@ %@", a, b); }
    @end

    """

  static let cases: [RuleCase] = [
    RuleCase(
      "an optional protocol method runs only where the delegate implements it",
      #"""
      @objc protocol PagerDelegate: AnyObject {
        @objc optional func pager(didShow index: Int)
        @objc optional func pagerDidFinish()
      }
      class Listener: NSObject, PagerDelegate {
        func pager(didShow index: Int) { print("showed", index) }
      }
      class Pager: UIViewController {
        weak var delegate: PagerDelegate?
        var handler: ((Int) -> Void)?
        func show(_ i: Int) {
          delegate?.pager?(didShow: i)
          delegate?.pagerDidFinish?()
          handler?(i)
          print("done", i)
        }
      }
      let p = Pager()
      let l = Listener()
      p.show(1)
      p.delegate = l
      p.handler = { print("handled", $0) }
      p.show(2)
      """#,
      """
      p.show(1)
        done 1
      p.show(2)
        l.pager(didShow: 2)
          showed 2
        handled 2
        done 2
      """),
    RuleCase(
      "a name no protocol makes optional is still an error in an optional call",
      #"""
      @objc protocol PagerDelegate: AnyObject {
        @objc optional func pager(didShow index: Int)
      }
      class Pager: UIViewController {
        weak var delegate: PagerDelegate?
      }
      class Listener: NSObject, PagerDelegate {}
      let p = Pager()
      p.delegate?.pagr?(didShow: 1)
      let l = Listener()
      p.delegate = l
      p.delegate?.pagr?(didShow: 1)
      """#,
      """
      error: 12:13: value of type 'Listener' has no member 'pagr'
      p.delegate?.pagr?(didShow: 1)
                  ^~~~
      """, error: true),
    RuleCase(
      "Objective-C: respondsToSelector: guards an optional protocol method",
      #"""
      @protocol PagerDelegate <NSObject>
      @optional
      - (void)pager:(id)pager didShow:(NSInteger)index;
      - (void)pagerDidFinish:(id)pager;
      @end
      @interface Listener : NSObject <PagerDelegate>
      @end
      @implementation Listener
      - (void)pager:(id)pager didShow:(NSInteger)index { NSLog(@"showed %ld", (long)index); }
      @end
      @interface Pager : UIViewController
      @property (nonatomic, weak) id<PagerDelegate> delegate;
      @end
      @implementation Pager
      - (void)show:(NSInteger)i {
        if ([self.delegate respondsToSelector:@selector(pager:didShow:)]) [self.delegate pager:self didShow:i];
        if ([self.delegate respondsToSelector:@selector(pagerDidFinish:)]) {
          [self.delegate pagerDidFinish:self];
        }
        NSLog(@"done %ld", (long)i);
      }
      @end
      Pager *p = [[Pager alloc] init];
      Listener *l = [[Listener alloc] init];
      [p show:1];
      p.delegate = l;
      [p show:2];
      """#,
      """
      [p show:1]
        done 1
      [p show:2]
        [l pager:p didShow:2]
          showed 2
        done 2
      """, objc: true),
    RuleCase(
      "Objective-C: a selector's later pieces may have no name (f::), in calls and @selector",
      unnamedPieces + #"""
        Host *h = [[Host alloc] init];
        [h f:@"x" :@"y"];
        NSLog(@"%@ %d", NSStringFromSelector(@selector(f::)), [h respondsToSelector:@selector(f::)]);
        [h performSelector:@selector(f::) withObject:@"p" withObject:@"q"];
        """#,
      """
      [h f:@"x" :@"y"]
        f x y
      f:: 1
      [h f:@"p" :@"q"]
        f p q
      """, objc: true),
    RuleCase(
      "Swift calls a selector with unnamed pieces by the name Swift imports it as, f(_:_:)",
      unnamedPieces + #"""
        let h = Host()
        h.f("x", "y")
        """#,
      """
      h.f("x", "y")
        f x y
      """),
    RuleCase(
      "a method named without () where a function value fits is valid Swift, not simulated",
      #"""
      class Host: UIViewController {
        func reload() { print("reload") }
        func twice(_ x: Int) -> Int { x * 2 }
        func go() {
          let action = reload
          print("not reached")
        }
      }
      let h = Host()
      let f = h.reload
      let g: (Int) -> Int = h.twice
      let doubled = [1, 2].map(h.twice)
      DispatchQueue.main.async(execute: h.reload)
      h.go()
      print("goes on")
      """#,
      """
      unsupported: 10:9: containrepl does not simulate 'method references as values' yet
      let f = h.reload
              ^~~~~~~~
      unsupported: 11:23: containrepl does not simulate 'method references as values' yet
      let g: (Int) -> Int = h.twice
                            ^~~~~~~
      unsupported: 12:26: containrepl does not simulate 'method references as values' yet
      let doubled = [1, 2].map(h.twice)
                               ^~~~~~~
      unsupported: 13:35: containrepl does not simulate 'method references as values' yet
      DispatchQueue.main.async(execute: h.reload)
                                        ^~~~~~~~
      unsupported: 5:18: containrepl does not simulate 'method references as values' yet
          let action = reload
                       ^~~~~~
      note: in 'go()' of 'Host'
      goes on
      """, error: true),
    RuleCase(
      "Objective-C: methodForSelector: holds a method as a value, which is not simulated",
      #"""
      IMP imp = [self methodForSelector:@selector(viewDidLoad)];
      NSLog(@"next");
      """#,
      """
      unsupported: 1:11: containrepl does not simulate 'method references as values' yet
      IMP imp = [self methodForSelector:@selector(viewDidLoad)];
                ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
      next
      """, error: true, objc: true),
    RuleCase(
      "where a value of another type is expected, a method without () keeps swiftc's fix-it",
      #"""
      class Host: UIViewController {
        func makeFrame() -> CGRect { CGRect(x: 0, y: 0, width: 10, height: 10) }
      }
      let h = Host()
      let r: CGRect = h.makeFrame
      h.view.frame = h.makeFrame
      """#,
      """
      error: 5:19: method 'makeFrame' was used as a property; add () to call it
      let r: CGRect = h.makeFrame
                        ^~~~~~~~~
      fix-it: insert '()'
      h.loadView()
      h.viewDidLoad()
      error: 6:18: method 'makeFrame' was used as a property; add () to call it
      h.view.frame = h.makeFrame
                       ^~~~~~~~~
      fix-it: insert '()'
      """, error: true),
    RuleCase(
      "perform(_:) of a selector the receiver does not answer raises the runtime's exception",
      #"""
      class Host: UIViewController {
        @objc func ping() { print("ping") }
      }
      let h = Host()
      h.perform(#selector(Host.ping))
      h.perform(NSSelectorFromString("nosuch"))
      print("next statement")
      h.perform(Selector(("nosuch:with:")), with: nil)
      """#,
      """
      h.ping()
        ping
      error: 6:1: *** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: '-[Host nosuch]: unrecognized selector sent to instance 0x60001001' (the app would crash here; containrepl stops the statement)
      h.perform(NSSelectorFromString("nosuch"))
      ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
      next statement
      error: 8:1: *** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: '-[Host nosuch:with:]: unrecognized selector sent to instance 0x60001001' (the app would crash here; containrepl stops the statement)
      h.perform(Selector(("nosuch:with:")), with: nil)
      ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
      """, error: true),
    RuleCase(
      "Objective-C: performSelector: of an unknown selector raises; clang compiles @selector",
      #"""
      UIViewController *vc = [[UIViewController alloc] init];
      [vc performSelector:@selector(nosuch)];
      NSLog(@"next statement");
      """#,
      """
      error: 2:1: *** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: '-[UIViewController nosuch]: unrecognized selector sent to instance 0x60001001' (the app would crash here; containrepl stops the statement)
      [vc performSelector:@selector(nosuch)];
      ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
      next statement
      """, error: true, objc: true),
    RuleCase(
      "a delayed message the target does not answer raises when it is due, pointing at its call",
      #"""
      [self performSelector:@selector(nosuch) withObject:nil afterDelay:0.5];
      NSLog(@"scheduled");
      """#,
      """
      error: 1:1: *** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: '-[ContainerViewController nosuch]: unrecognized selector sent to instance 0x60001000' (the app would crash here; containrepl stops the statement)
      [self performSelector:@selector(nosuch) withObject:nil afterDelay:0.5];
      ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
      scheduled
      """, error: true, objc: true),
    RuleCase(
      "#selector of a method that does not exist is swiftc's error",
      #"""
      class Host: UIViewController {}
      let a = #selector(nosuch)
      let b = #selector(Host.nosuch(_:))
      let c = #selector(Host.viewDidLoad)
      print(c)
      """#,
      """
      error: 2:9: cannot find 'nosuch' in scope
      let a = #selector(nosuch)
              ^~~~~~~~~~~~~~~~~
      error: 3:9: type 'Host' has no member 'nosuch'
      let b = #selector(Host.nosuch(_:))
              ^~~~~~~~~~~~~~~~~~~~~~~~~~
      viewDidLoad
      """, error: true),
  ]

  @Test(arguments: cases)
  func script(_ rule: RuleCase) { RuleConformance.check(rule) }
}
