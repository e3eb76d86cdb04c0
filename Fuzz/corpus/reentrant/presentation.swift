// Presenting over the container, and a presented controller that presents again.
class SheetViewController: UIViewController {
  var dismissals = 0
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    dismissals += 1
  }
}

let child = UIViewController()
container.addChild(child)
container.view.addSubview(child.view)
child.didMove(toParent: container)

let sheet = SheetViewController()
sheet.modalPresentationStyle = .fullScreen
container.present(sheet, animated: true) {
  print("presented", container.presentedViewController === sheet)
}
let alert = UIViewController()
sheet.present(alert, animated: false, completion: nil)
container.definesPresentationContext = true
sheet.dismiss(animated: true) {
  print("dismissed", sheet.dismissals)
}
print(sheet.presentingViewController === container, alert.presentingViewController === sheet)
