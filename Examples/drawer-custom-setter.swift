// The side drawer in Swift: the centre controller's setter swaps the child (a computed property
// over private storage), and the drawer forwards appearance to its children by hand.

class DrawerController: UIViewController {
  private var center: UIViewController
  private let menu: UIViewController
  private(set) var isMenuOpen = false

  init(center: UIViewController, menu: UIViewController) {
    self.center = center
    self.menu = menu
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not used")
  }

  // The drawer decides when its children appear.
  override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

  var centerViewController: UIViewController {
    get { center }
    set {
      guard newValue !== center else { return }
      let old = center
      old.willMove(toParent: nil)
      old.beginAppearanceTransition(false, animated: false)
      old.view.removeFromSuperview()
      old.endAppearanceTransition()
      old.removeFromParent()

      center = newValue
      addChild(newValue)
      newValue.view.frame = view.bounds
      newValue.beginAppearanceTransition(true, animated: false)
      view.addSubview(newValue.view)
      newValue.endAppearanceTransition()
      newValue.didMove(toParent: self)
    }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    addChild(center)
    center.view.frame = view.bounds
    view.addSubview(center.view)
    center.didMove(toParent: self)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    center.beginAppearanceTransition(true, animated: animated)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    center.endAppearanceTransition()
  }

  func openMenu() {
    guard !isMenuOpen else { return }
    isMenuOpen = true
    addChild(menu)
    menu.view.frame = CGRect(x: 0, y: 0, width: 260, height: view.bounds.height)
    menu.beginAppearanceTransition(true, animated: false)
    view.addSubview(menu.view)
    menu.endAppearanceTransition()
    menu.didMove(toParent: self)
  }

  func closeMenu() {
    guard isMenuOpen else { return }
    isMenuOpen = false
    menu.willMove(toParent: nil)
    menu.beginAppearanceTransition(false, animated: false)
    menu.view.removeFromSuperview()
    menu.endAppearanceTransition()
    menu.removeFromParent()
  }
}

let inbox = UIViewController()
let menu = UIViewController()
let drawer = DrawerController(center: inbox, menu: menu)
window.rootViewController = drawer
drawer.openMenu()
let settings = UIViewController()
drawer.centerViewController = settings
drawer.closeMenu()
print("menu open: \(drawer.isMenuOpen), centre: \(drawer.centerViewController)")
drawer.centerViewController = settings
