// Containment through extension helpers, the way many apps write it: `add(_:)` and `remove()`
// on every view controller, and a view helper to fill a container view. Their names are the
// app's own, so UIKit's addChild(_:) and removeFromParent() inside them stay UIKit's.

extension UIViewController {
  func add(_ child: UIViewController, in container: UIView? = nil) {
    addChild(child)
    (container ?? view).addFilling(child.view)
    child.didMove(toParent: self)
  }

  func remove() {
    guard parent != nil else { return }
    willMove(toParent: nil)
    view.removeFromSuperview()
    removeFromParent()
  }
}

extension UIView {
  func addFilling(_ subview: UIView) {
    subview.frame = bounds
    addSubview(subview)
  }
}

// A card stack: the top card is the only child on screen.
class CardStackViewController: UIViewController {
  private var cards: [UIViewController] = []

  var topCard: UIViewController? { cards.last }

  func push(_ card: UIViewController) {
    topCard?.remove()
    cards.append(card)
    add(card)
  }

  func pop() {
    guard cards.count > 1 else { return }
    topCard?.remove()
    cards.removeLast()
    if let card = topCard { add(card) }
  }
}

let stack = CardStackViewController()
container.add(stack)
let first = UIViewController()
let second = UIViewController()
stack.push(first)
stack.push(second)
stack.pop()
second.remove()
print(stack.children.count, stack.topCard === first)
