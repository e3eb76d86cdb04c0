// Callbacks that call back into UIKit: a child that re-parents itself while it appears.
class RestlessViewController: UIViewController {
  var hops = 0
  weak var other: UIViewController?

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard hops < 2, let other else { return }
    hops += 1
    willMove(toParent: nil)
    view.removeFromSuperview()
    removeFromParent()
    other.addChild(self)
    other.view.addSubview(view)
    didMove(toParent: other)
  }

  override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent)
    if parent == nil { print("left") }
  }
}

let holder = UIViewController()
container.addChild(holder)
container.view.addSubview(holder.view)
holder.didMove(toParent: container)
let restless = RestlessViewController()
restless.other = holder
container.addChild(restless)
container.view.addSubview(restless.view)
restless.didMove(toParent: container)
print(restless.parent === holder, restless.hops)
