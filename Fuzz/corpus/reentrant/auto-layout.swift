// Auto Layout for a child's view: anchors, activation, a constraint changed later.
class PinnedViewController: UIViewController {
  var heightConstraint: NSLayoutConstraint?

  func pin(_ child: UIViewController) {
    addChild(child)
    child.view.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(child.view)
    let height = child.view.heightAnchor.constraint(equalToConstant: 120)
    NSLayoutConstraint.activate([
      child.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      child.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      child.view.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
      height,
    ])
    heightConstraint = height
    child.didMove(toParent: self)
  }

  override func updateViewConstraints() {
    heightConstraint?.constant = 200
    super.updateViewConstraints()
  }
}

let pinned = PinnedViewController()
container.addChild(pinned)
container.view.addSubview(pinned.view)
pinned.didMove(toParent: container)
let banner = UIViewController()
pinned.pin(banner)
pinned.view.setNeedsUpdateConstraints()
pinned.heightConstraint?.isActive = false
pinned.view.layoutIfNeeded()
print(banner.view.frame)
