// Extensions on UIKit's classes and on the script's own, with methods and computed properties.
class TrayViewController: UIViewController {
  var slots: [UIViewController] = []
}

extension UIViewController {
  var isEmbedded: Bool { parent != nil }

  func embed(_ child: UIViewController, frame: CGRect) {
    addChild(child)
    child.view.frame = frame
    view.addSubview(child.view)
    child.didMove(toParent: self)
  }

  func unembed() {
    guard isEmbedded else { return }
    willMove(toParent: nil)
    view.removeFromSuperview()
    removeFromParent()
  }
}

extension TrayViewController {
  func fill(_ count: Int) {
    for index in 0..<count {
      let slot = UIViewController()
      slots.append(slot)
      embed(slot, frame: CGRect(x: 0, y: index * 40, width: 320, height: 40))
    }
  }

  func emptyAll() {
    slots.forEach { $0.unembed() }
    slots.removeAll()
  }
}

let tray = TrayViewController()
container.embed(tray, frame: container.view.bounds)
tray.fill(3)
print(tray.children.count, tray.slots.first?.isEmbedded ?? false)
tray.emptyAll()
tray.unembed()
print(tray.isEmbedded)
