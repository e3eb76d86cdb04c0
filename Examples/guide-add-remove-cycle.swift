// Apple's View Controller Programming Guide, Listings 14-1 to 14-3, written in Swift.

func displayContentController(_ content: UIViewController) {
  addChild(content)
  content.view.frame = frameForContentController()
  view.addSubview(content.view)
  content.didMove(toParent: self)
}

func hideContentController(_ content: UIViewController) {
  content.willMove(toParent: nil)
  content.view.removeFromSuperview()
  content.removeFromParent()
}

func cycle(from oldC: UIViewController, to newC: UIViewController) {
  oldC.willMove(toParent: nil)
  addChild(newC)
  newC.view.frame = newViewStartFrame()
  let endFrame = oldViewEndFrame()
  transition(from: oldC, to: newC, duration: 0.25, options: [], animations: {
    newC.view.frame = oldC.view.frame
    oldC.view.frame = endFrame
  }, completion: { _ in
    oldC.removeFromParent()
    newC.didMove(toParent: self)
  })
}

let first = UIViewController()
let second = UIViewController()
displayContentController(first)
cycle(from: first, to: second)
hideContentController(second)
