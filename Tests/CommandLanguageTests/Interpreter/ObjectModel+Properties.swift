import TestSupport
import Testing

/// Swift properties, observers, type properties, weak and unowned references.
///
/// Each expected log was checked against the rules and the languages' own semantics.
struct ObjectModelPropertiesTests {
  static let cases: [RuleCase] = [
    RuleCase(
      "3 stored properties with initial values, let set in init, lazy var",
      #"""
      class Model {
        let name: String
        var count = 2
        lazy var summary: String = "\(name) x\(count)"
        init(name: String) { self.name = name }
      }
      let m = Model(name: "m")
      m.count = 5
      print(m.summary)
      m.count = 6
      print(m.summary)
      m.name = "n"
      """#,
      #"""
      m x5
      m x5
      error: 12:3: cannot assign to property: 'name' is a 'let' constant
      m.name = "n"
        ^~~~
      """#, error: true),
    RuleCase(
      "3 computed properties: get only, get/set with a named new value",
      #"""
      class Frame {
        var width = 10.0
        var half: Double { width / 2 }
        var double: Double {
          get { width * 2 }
          set(value) { width = value / 2 }
        }
      }
      let f = Frame()
      f.double = 50
      print(f.width, f.half, f.double)
      f.half = 1
      """#,
      #"""
      25.0 12.5 50.0
      error: 12:3: cannot assign to property: 'half' is a get-only property
      f.half = 1
        ^~~~
      """#, error: true),
    RuleCase(
      "3 willSet and didSet see newValue and oldValue; setting in the class's own init runs neither",
      #"""
      class Tracker {
        var index = 0 {
          willSet { print("will", index, "->", newValue) }
          didSet { print("did", oldValue, "->", index) }
        }
        init() { index = 1 }
      }
      let t = Tracker()
      t.index = 2
      """#,
      #"""
      t.index = 2
        will 1 -> 2
        did 1 -> 2
      """#),
    RuleCase(
      "3 a closure called in the class's own init is not the init: its sets run the observers",
      #"""
      class Holder {
        var index = 0 { didSet { print("did", oldValue, "->", index) } }
        init() {
          index = 1
          ({ self.index = 2 })()
        }
      }
      let h = Holder()
      """#,
      #"""
      Holder()
        h.index = 2
          did 1 -> 2
      """#),
    RuleCase(
      "3 a didSet that sets its own property stores the value without observing it again",
      #"""
      class Clamp {
        var value = 0 {
          didSet { if value > 10 { value = 10 } }
        }
      }
      let clamp = Clamp()
      clamp.value = 50
      print(clamp.value)
      """#,
      #"""
      10
      """#),
    RuleCase(
      "3 observers on a UIKit property of a subclass run around UIKit's set",
      #"""
      class Panel: UIView {
        override var frame: CGRect {
          didSet { print("frame changed from", oldValue.width, "to", frame.width) }
        }
      }
      let panel = Panel()
      panel.frame = CGRect(x: 0, y: 0, width: 40, height: 10)
      """#,
      #"""
      panel.frame = CGRect(x: 0, y: 0, width: 40, height: 10)
        frame changed from 0.0 to 40.0
      """#),
    RuleCase(
      "3 static let and static var belong to the type and start on first use",
      #"""
      class Registry {
        static var made = 0
        static let shared = Registry()
        init() { Registry.made += 1 }
      }
      print(Registry.made)
      let first = Registry.shared
      let again = Registry.shared
      print(Registry.made, first === again)
      """#,
      #"""
      0
      1 true
      """#),
    RuleCase(
      "3 property overrides: a computed override of a UIKit property, read by your code and by UIKit",
      #"""
      class Shell: UIViewController {
        var current: UIViewController?
        override var childForStatusBarStyle: UIViewController? { current }
      }
      let shell = Shell()
      let inner = UIViewController()
      shell.current = inner
      print(shell.childForStatusBarStyle === inner)
      window.rootViewController = shell
      shell.setNeedsStatusBarAppearanceUpdate()
      """#,
      #"""
      true
      window.rootViewController = shell
        container.viewWillDisappear(false)
        shell.loadView()
        shell.viewDidLoad()
        shell.viewWillAppear(false)
      [end of turn] container.viewDidDisappear(false)
      [end of turn] shell.viewDidAppear(false)
      shell.setNeedsStatusBarAppearanceUpdate()
        shell.childForStatusBarStyle → inner
        inner.childForStatusBarStyle → nil
        inner.preferredStatusBarStyle → .default
        shell.childForStatusBarHidden → nil
        shell.prefersStatusBarHidden → false
      """#),
    RuleCase(
      "3 weak: nil once nothing else holds the object; variables, properties and arrays hold it",
      #"""
      class Item {}
      class Holder { weak var item: Item? }
      let holder = Holder()
      var strong: Item? = Item()
      holder.item = strong
      var list = [strong]
      strong = nil
      print(holder.item == nil)
      list.removeAll()
      print(holder.item == nil)
      weak var gone = Item()
      print(gone)
      """#,
      #"""
      false
      true
      nil
      """#),
    RuleCase(
      "3 weak to a child: its container holds it; removed and unreferenced, it goes at the end of the turn",
      #"""
      class Holder { weak var child: UIViewController? }
      let holder = Holder()
      func adopt() {
        let child = UIViewController()
        container.addChild(child)
        holder.child = child
      }
      adopt()
      print(holder.child)
      holder.child?.removeFromParent()
      print(holder.child)
      """#,
      #"""
      container.adopt()
        container.addChild(child)
          child.willMove(toParent: container)
      Optional(<UIViewController: child>)
      child.removeFromParent()
        child.didMove(toParent: nil)
      nil
      """#),
    RuleCase(
      "3 weak and the window: a root view controller stays while it is the root",
      #"""
      class Holder { weak var root: UIViewController? }
      let holder = Holder()
      func install() {
        let root = UIViewController()
        window.rootViewController = root
        holder.root = root
      }
      install()
      print(holder.root)
      window.rootViewController = container
      print(holder.root)
      """#,
      #"""
      container.install()
        window.rootViewController = root
          container.viewWillDisappear(false)
          root.loadView()
          root.viewDidLoad()
          root.viewWillAppear(false)
      [end of turn] container.viewDidDisappear(false)
      [end of turn] root.viewDidAppear(false)
      Optional(<UIViewController: root>)
      window.rootViewController = container
        root.viewWillDisappear(false)
        container.viewWillAppear(false)
      [end of turn] root.viewDidDisappear(false)
      [end of turn] container.viewDidAppear(false)
      nil
      """#),
    RuleCase(
      "3 a strong reference cycle keeps both objects, as in Swift; a weak back reference does not",
      #"""
      class Node {
        var next: Node?
        weak var previous: Node?
      }
      var a: Node? = Node()
      var b: Node? = Node()
      a?.next = b
      b?.next = a
      weak var watchA = a
      a = nil
      b = nil
      print(watchA == nil)
      var c: Node? = Node()
      var d: Node? = Node()
      c?.next = d
      d?.previous = c
      weak var watchC = c
      c = nil
      print(watchC == nil)
      """#,
      #"""
      false
      true
      """#),
    RuleCase(
      "3 a closure keeps what it captures; when the closure goes, so does the object",
      #"""
      class Item {}
      weak var watch: Item?
      var keep: (() -> Void)?
      func make() {
        let item = Item()
        watch = item
        keep = { print(item) }
      }
      make()
      print(watch == nil)
      keep = nil
      print(watch == nil)
      """#,
      #"""
      false
      true
      """#),
    RuleCase(
      "3 unowned: reading it after the object went away is an error, as in Swift",
      #"""
      class Owner {}
      class Tag { unowned var owner: Owner; init(owner: Owner) { self.owner = owner } }
      var owner: Owner? = Owner()
      let tag = Tag(owner: owner!)
      print(tag.owner)
      owner = nil
      print(tag.owner)
      """#,
      #"""
      main.Owner
      error: 7:11: attempted to read an unowned reference 'owner' but the object was already deallocated
      print(tag.owner)
                ^~~~~
      """#, error: true),
  ]

  @Test(arguments: cases)
  func script(_ rule: RuleCase) { RuleConformance.check(rule) }
}
