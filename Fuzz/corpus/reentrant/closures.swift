// Closures kept in properties, passed along and called from callbacks.
class ActionViewController: UIViewController {
  var onAppear: (() -> Void)?
  var onFinish: ((Bool) -> Void)? = nil
  var transform: (Int) -> Int = { $0 + 1 }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    onAppear?()
  }

  func finish(_ ok: Bool, then next: @escaping () -> Void) {
    onFinish?(ok)
    next()
  }
}

let action = ActionViewController()
var appearances = 0
action.onAppear = { [weak action] in
  appearances += 1
  print("appeared", action?.parent === container)
}
action.onFinish = { ok in print("finished", ok) }
container.addChild(action)
container.view.addSubview(action.view)
action.didMove(toParent: container)
action.finish(true) {
  action.willMove(toParent: nil)
  action.view.removeFromSuperview()
  action.removeFromParent()
}
let steps = [1, 2, 3].map(action.transform).filter { $0 % 2 == 0 }
let later: () -> Void = { container.view.addSubview(action.view) }
later()
print(appearances, steps)
