func cycle(from oldVC: UIViewController, to newVC: UIViewController) {
  oldVC.willMove(toParent: nil)
  addChild(newVC)
  newVC.view.frame = newViewStartFrame
  let endFrame = oldViewEndFrame
  transition(from: oldVC, to: newVC, duration: 0.25, options: [], animations: {
    newVC.view.frame = oldVC.view.frame
    oldVC.view.frame = endFrame
  }, completion: { _ in
    oldVC.removeFromParent()
    newVC.didMove(toParent: self)
  })
}
let first = UIViewController()
let second = UIViewController()
addChild(first)
view.addSubview(first.view)
first.didMove(toParent: self)
cycle(from: first, to: second)
