// A paging scroll view whose pages are child controllers, moved by contentOffset.
class PagerViewController: UIViewController, UIScrollViewDelegate {
  let scrollView = UIScrollView()
  var pages: [UIViewController] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    scrollView.frame = view.bounds
    scrollView.isPagingEnabled = true
    scrollView.delegate = self
    view.addSubview(scrollView)
  }

  func add(_ page: UIViewController) {
    addChild(page)
    page.view.frame = CGRect(x: CGFloat(pages.count) * 320, y: 0, width: 320, height: 480)
    scrollView.addSubview(page.view)
    page.didMove(toParent: self)
    pages.append(page)
    scrollView.contentSize = CGSize(width: CGFloat(pages.count) * 320, height: 480)
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    print("offset", scrollView.contentOffset.x)
  }
}

let pager = PagerViewController()
container.addChild(pager)
container.view.addSubview(pager.view)
pager.didMove(toParent: container)
pager.add(UIViewController())
pager.add(UIViewController())
pager.scrollView.setContentOffset(CGPoint(x: 320, y: 0), animated: true)
:wait
pager.scrollView.contentOffset = .zero
