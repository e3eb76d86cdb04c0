// A tab-bar-like switcher of two children, in Swift.

class FirstViewController: UIViewController {}
class SecondViewController: UIViewController {}

class SwitcherViewController: UIViewController {
  var viewControllers: [UIViewController] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    viewControllers = [FirstViewController(), SecondViewController()]
    loadViewController(at: 0)
  }

  func loadViewController(at index: Int) {
    let nextIndex = index == 0 ? 1 : 0
    let fromViewController = viewControllers[nextIndex]
    let toViewController = viewControllers[index]
    if children.first === toViewController { return }
    if !children.isEmpty {
      view.isUserInteractionEnabled = false
      fromViewController.willMove(toParent: nil)
      addChild(toViewController)
      toViewController.view.frame = index == 1 ? nextViewStartFrame() : preViewStartFrame()
      transition(from: fromViewController, to: toViewController, duration: 0.25,
                 options: [.curveEaseInOut], animations: {
        fromViewController.view.frame = index == 1 ? self.preViewStartFrame() : self.nextViewStartFrame()
        toViewController.view.frame = self.newViewStartFrame()
      }, completion: { finished in
        if finished {
          toViewController.didMove(toParent: self)
          fromViewController.removeFromParent()
          self.view.isUserInteractionEnabled = true
        }
      })
    } else {
      addChild(toViewController)
      view.addSubview(toViewController.view)
      toViewController.didMove(toParent: self)
    }
  }

  func newViewStartFrame() -> CGRect { CGRect(x: 0, y: 0, width: 320, height: 500) }
  func nextViewStartFrame() -> CGRect { CGRect(x: 320, y: 0, width: 320, height: 500) }
  func preViewStartFrame() -> CGRect { CGRect(x: -320, y: 0, width: 320, height: 500) }

  func buttonTouched(_ sender: UIButton) {
    if sender.tag == 1 {
      loadViewController(at: 0)
    } else {
      loadViewController(at: 1)
    }
  }
}

let switcher = SwitcherViewController()
window.rootViewController = switcher
let secondButton = UIButton()
secondButton.tag = 2
:clock manual
switcher.buttonTouched(secondButton)
switcher.view.isUserInteractionEnabled
:tick 0.25
switcher.view.isUserInteractionEnabled
switcher.buttonTouched(secondButton)
