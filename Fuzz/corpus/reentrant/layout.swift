// Layout passes: controllers that size their children when their view lays out.
class ColumnsViewController: UIViewController {
  let left = UIViewController()
  let right = UIViewController()
  var passes = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    for child in [left, right] {
      addChild(child)
      view.addSubview(child.view)
      child.didMove(toParent: self)
    }
  }

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    passes += 1
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let half = view.bounds.width / 2
    left.view.frame = CGRect(x: 0, y: 0, width: half, height: view.bounds.height)
    right.view.frame = CGRect(x: half, y: 0, width: half, height: view.bounds.height)
  }
}

let columns = ColumnsViewController()
container.addChild(columns)
container.view.addSubview(columns.view)
columns.didMove(toParent: container)
columns.view.setNeedsLayout()
columns.view.layoutIfNeeded()
columns.view.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
:log verbose
columns.view.layoutIfNeeded()
:rotate landscapeLeft
print(columns.passes, columns.right.view.frame.origin.x)
