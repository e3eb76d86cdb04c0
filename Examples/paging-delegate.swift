// A paging container in the style of the open-source page strips: it owns a list of pages,
// shows one at a time with an animated transition, and tells a weakly held delegate before and
// after each move. The delegate here is a helper object, not a controller: it never appears in
// the controller tree and never hears appearance callbacks.

protocol PagingDelegate: AnyObject {
  func paging(_ paging: PagingViewController, willMoveFrom index: Int)
  func paging(_ paging: PagingViewController, didMoveTo index: Int)
}

class PagingViewController: UIViewController {
  weak var delegate: PagingDelegate?
  private(set) var currentIndex = 0
  var pages: [UIViewController] = [] {
    didSet {
      for child in children {
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
      }
      currentIndex = 0
      if isViewLoaded { showFirstPage() }
    }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    showFirstPage()
  }

  private func showFirstPage() {
    guard let first = pages.first else { return }
    addChild(first)
    first.view.frame = view.bounds
    view.addSubview(first.view)
    first.didMove(toParent: self)
  }

  func showPage(at index: Int) {
    guard index != currentIndex, index >= 0, index < pages.count else { return }
    let from = pages[currentIndex]
    let to = pages[index]
    let width = view.bounds.width
    let direction: Double = index > currentIndex ? 1 : -1
    delegate?.paging(self, willMoveFrom: currentIndex)
    from.willMove(toParent: nil)
    addChild(to)
    to.view.frame = view.bounds.offsetBy(dx: direction * width, dy: 0)
    transition(
      from: from, to: to, duration: 0.3, options: [],
      animations: {
        to.view.frame = self.view.bounds
        from.view.frame = self.view.bounds.offsetBy(dx: -direction * width, dy: 0)
      },
      completion: { _ in
        from.removeFromParent()
        to.didMove(toParent: self)
        self.currentIndex = index
        self.delegate?.paging(self, didMoveTo: index)
      })
  }
}

class PageTracker: PagingDelegate {
  var visited: [Int] = []

  func paging(_ paging: PagingViewController, willMoveFrom index: Int) {
    print("leaving page \(index)")
  }

  func paging(_ paging: PagingViewController, didMoveTo index: Int) {
    visited.append(index)
    print("now on page \(index) of \(paging.pages.count)")
  }
}

let tracker = PageTracker()
let paging = PagingViewController()
paging.delegate = tracker
let news = UIViewController()
let sports = UIViewController()
let weather = UIViewController()
paging.pages = [news, sports, weather]
container.addChild(paging)
paging.view.frame = container.view.bounds
container.view.addSubview(paging.view)
paging.didMove(toParent: container)
paging.showPage(at: 1)
paging.showPage(at: 2)
print(tracker.visited, paging.currentIndex)
:tree
