// An onboarding pager built on UIPageViewController: a data source that pages through three
// screens, a delegate that keeps the index, the first page set in viewDidLoad, then two swipes
// — one given up, one completed — and a jump back to the first page in code.

class OnboardingPage: UIViewController {
  var index = 0
}

class OnboardingViewController: UIViewController, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
  let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
  var pages: [UIViewController] = []
  var currentIndex = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    for index in 0..<3 {
      let page = OnboardingPage()
      page.index = index
      pages.append(page)
    }
    pager.dataSource = self
    pager.delegate = self
    pager.setViewControllers([pages[0]], direction: .forward, animated: false)
    addChild(pager)
    pager.view.frame = view.bounds
    view.addSubview(pager.view)
    pager.didMove(toParent: self)
  }

  func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
    guard let index = pages.firstIndex(of: viewController), index > 0 else { return nil }
    return pages[index - 1]
  }

  func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
    guard let index = pages.firstIndex(of: viewController), index + 1 < pages.count else { return nil }
    return pages[index + 1]
  }

  func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool, previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
    guard completed, let shown = pageViewController.viewControllers?.first,
      let index = pages.firstIndex(of: shown)
    else { return }
    currentIndex = index
    print("now on page", index)
  }

  func showFirstPage() {
    pager.setViewControllers([pages[0]], direction: .reverse, animated: true) { finished in
      self.currentIndex = 0
      print("back to the first page", finished)
    }
  }
}

let onboarding = OnboardingViewController()
container.addChild(onboarding)
container.view.addSubview(onboarding.view)
onboarding.didMove(toParent: container)
:wait
:pan onboarding.pager.view -100
:wait
:pan onboarding.pager.view -240
:wait
onboarding.currentIndex
onboarding.showFirstPage()
:wait
:tree
