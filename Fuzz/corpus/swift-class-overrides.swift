class ContentViewController: UIViewController {
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    print("will appear", animated)
  }
  override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent)
  }
}
let c = ContentViewController()
container.addChild(c)
container.view.addSubview(c.view)
c.didMove(toParent: container)
