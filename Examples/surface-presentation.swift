// A container with a child presents modals in three styles.
let list = UIViewController()
addChild(list)
container.view.addSubview(list.view)
list.didMove(toParent: container)
definesPresentationContext = true
let sheet = UIViewController()
present(sheet, animated: true, completion: nil)
print(sheet.presentingViewController === container)
sheet.dismiss(animated: true, completion: nil)
let cover = UIViewController()
cover.modalPresentationStyle = .fullScreen
present(cover, animated: false) {
  print("covered")
}
print(container.presentedViewController === cover)
dismiss(animated: false, completion: nil)
let overlay = UIViewController()
overlay.modalPresentationStyle = .overCurrentContext
list.present(overlay, animated: false, completion: nil)
overlay.dismiss(animated: false, completion: nil)
