// loadView and viewDidLoad written by hand: a view built in code, children added on load.
class BoardViewController: UIViewController {
  var loads = 0

  override func loadView() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    root.backgroundColor = .white
    view = root
    loads += 1
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let tile = UIViewController()
    addChild(tile)
    tile.view.frame = view.bounds.insetBy(dx: 20, dy: 20)
    view.addSubview(tile.view)
    tile.didMove(toParent: self)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    print("loads:", loads, "loaded:", isViewLoaded)
  }
}

let board = BoardViewController()
print(board.isViewLoaded)
container.addChild(board)
container.view.addSubview(board.view)
board.didMove(toParent: container)
board.loadViewIfNeeded()
print(board.loads, board.children.count)
