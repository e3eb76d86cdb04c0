// The container methods of the article 《iOS中Container View Controller的使用》, in Swift.

func displayContentController(_ content: UIViewController) {
  addChild(content)
  content.view.frame = view.bounds
  view.addSubview(content.view)
  content.didMove(toParent: self)
}

func hideContentController(_ content: UIViewController) {
  content.willMove(toParent: nil)
  content.view.removeFromSuperview()
  content.removeFromParent()
}

func cycle(from oldVC: UIViewController, to newVC: UIViewController) {
  oldVC.willMove(toParent: nil)
  addChild(newVC)
  var rect = view.bounds
  rect.origin.x += view.bounds.width
  newVC.view.frame = rect
  var endFrame = oldVC.view.bounds
  endFrame.origin.x -= view.bounds.width
  transition(from: oldVC, to: newVC, duration: 0.5, options: [], animations: {
    newVC.view.frame = oldVC.view.frame
    oldVC.view.frame = endFrame
  }) { _ in
    oldVC.removeFromParent()
    newVC.didMove(toParent: self)
  }
}

let red = UIViewController()
let blue = UIViewController()
displayContentController(red)
cycle(from: red, to: blue)
print("\(self) now shows \(children.count) child at x = \(blue.view.frame.origin.x)")
hideContentController(blue)
