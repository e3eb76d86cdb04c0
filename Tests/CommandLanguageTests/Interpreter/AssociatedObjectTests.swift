import TestSupport
import Testing

/// The Objective-C runtime's associated objects, as categories and extensions add stored
/// properties with them: a value kept per object and key, the key a selector, a string or a
/// pointer to a static variable.
struct AssociatedObjectTests {
  @Test("Swift: an extension's property kept with a pointer key, per object, cleared by nil")
  func swiftExtensionProperty() {
    let run = ScriptRun(
      """
      private var drawerKey: UInt8 = 0
      extension UIViewController {
        var drawer: UIViewController? {
          get { objc_getAssociatedObject(self, &drawerKey) as? UIViewController }
          set { objc_setAssociatedObject(self, &drawerKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
        }
      }
      let a = UIViewController()
      let b = UIViewController()
      print(a.drawer == nil)
      a.drawer = b
      print(a.drawer === b, b.drawer == nil)
      a.drawer = nil
      print(a.drawer == nil)
      """)
    #expect(!run.hadError, "\(run.output)")
    #expect(run.output.split(separator: "\n").map(String.init) == ["true", "true true", "true"])
  }

  @Test("Objective-C: a selector key, the policies' values, and removing them all")
  func objectiveCSelectorKey() {
    let run = ScriptRun(
      """
      NSObject *o = [NSObject new];
      objc_setAssociatedObject(o, @selector(title), @"Drawer", OBJC_ASSOCIATION_COPY_NONATOMIC);
      NSLog(@"%@ %d %d", objc_getAssociatedObject(o, @selector(title)), OBJC_ASSOCIATION_RETAIN, OBJC_ASSOCIATION_ASSIGN);
      objc_removeAssociatedObjects(o);
      NSLog(@"%@", objc_getAssociatedObject(o, @selector(title)));
      """)
    #expect(!run.hadError, "\(run.output)")
    #expect(run.output.split(separator: "\n").map(String.init) == ["Drawer 769 0", "(null)"])
  }
}
