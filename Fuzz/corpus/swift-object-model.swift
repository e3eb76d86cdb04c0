protocol Delegate: AnyObject { func done(_ value: Int) }
struct Page { var title: String; var index = 0; mutating func next() { index += 1 } }
class Model: Delegate {
  weak var delegate: Delegate?
  unowned var owner: Model?
  lazy var cache: [Page] = [Page(title: "a")]
  static var count = 0
  var value = 0 { willSet { print(newValue) } didSet { value = min(value, 9) } }
  var doubled: Int { get { value * 2 } set { value = newValue / 2 } }
  init() { Model.count += 1 }
  convenience init(value: Int) { self.init(); self.value = value }
  func done(_ value: Int) { print("done", value) }
}
class Screen: UIViewController {
  let model = Model(value: 3)
  override func viewDidLoad() { super.viewDidLoad(); model.delegate = model; model.done(1) }
  required init?(coder: NSCoder) { fatalError() }
  init() { super.init(nibName: nil, bundle: nil) }
}
extension UIViewController { func add(_ c: UIViewController) { addChild(c); view.addSubview(c.view); c.didMove(toParent: self) } }
let s = Screen()
container.add(s)
weak var w = s
var p = Page(title: "x"); p.next()
s.model.doubled = 40
print(s.model.value, Model.count, w === s, p)
