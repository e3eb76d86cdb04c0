/// Swift transliterations of the three articles' listings.
extension SeedListings {
  /// Apple's guide in Swift.
  static let appleSwift = """
    func displayContentController(_ content: UIViewController) {
      addChild(content)                               // 1
      content.view.frame = frameForContentController() // 2
      view.addSubview(content.view)
      content.didMove(toParent: self)                 // 3
    }

    func hideContentController(_ content: UIViewController) {
      content.willMove(toParent: nil)   // 1
      content.view.removeFromSuperview() // 2
      content.removeFromParent()         // 3
    }

    func cycle(from oldC: UIViewController, to newC: UIViewController) {
      oldC.willMove(toParent: nil)                    // 1
      addChild(newC)
      newC.view.frame = newViewStartFrame()           // 2
      let endFrame = oldViewEndFrame()
      transition(from: oldC, to: newC, duration: 0.25, options: [], animations: {
        newC.view.frame = oldC.view.frame             // 4
        oldC.view.frame = endFrame
      }) { finished in
        oldC.removeFromParent()                       // 5
        newC.didMove(toParent: self)
      }
    }

    override var shouldAutomaticallyForwardAppearanceMethods: Bool {
      return false
    }

    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      child.beginAppearanceTransition(true, animated: animated)
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      child.endAppearanceTransition()
    }

    override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      child.beginAppearanceTransition(false, animated: animated)
    }

    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      child.endAppearanceTransition()
    }

    protocol MyContentContainerProtocol: AnyObject {
    }

    func displayContentController(_ content: UIViewController & MyContentContainerProtocol) {
    }
    """

  /// The Chinese article in Swift.
  static let chineseBlogSwift = """
    class MyContainerViewController: UIViewController {
      // 展现controller
      func displayContentController(_ content: UIViewController) {
        // the addChild method calls the child’s willMove(toParent:)
        addChild(content)
        content.view.frame = view.bounds
        view.addSubview(content.view)
        content.didMove(toParent: self)
      }

      // 隐藏controller
      func hideContentController(_ content: UIViewController) {
        content.willMove(toParent: nil)
        content.view.removeFromSuperview()
        content.removeFromParent()
      }

      // 页面切换
      func cycle(from oldVC: UIViewController, to newVC: UIViewController) {
        oldVC.willMove(toParent: nil)
        addChild(newVC)
        // 设置newVC的frame
        var rect = view.bounds
        rect.origin.x += view.bounds.width
        newVC.view.frame = rect
        // 获取oldVC的frame
        var endFrame = oldVC.view.bounds
        endFrame.origin.x -= view.bounds.width
        // 动画转场
        transition(from: oldVC, to: newVC, duration: 0.5, options: [], animations: {
          newVC.view.frame = oldVC.view.frame
          oldVC.view.frame = endFrame
        }, completion: { finished in
          oldVC.removeFromParent()
          newVC.didMove(toParent: self)
        })
      }
    }
    """

  /// The switcher article in Swift.
  static let tabBarSwift = """
    class ContainerViewController: UIViewController {
      var firstViewController: FirstViewController!
      var secondViewController: SecondViewController!
      var viewControllers: [UIViewController] = []

      override func viewDidLoad() {
        super.viewDidLoad()
        firstViewController = FirstViewController(nibName: "FirstViewController", bundle: nil)
        secondViewController = SecondViewController(nibName: "SecondViewController", bundle: nil)
        viewControllers.append(firstViewController)
        viewControllers.append(secondViewController)
        loadViewController(at: 0)
      }

      func loadViewController(at index: Int) {
        var nextIndex = 0
        if index == 0 {
          nextIndex = 1
        } else if index == 1 {
          nextIndex = 0
        }
        let fromViewController = viewControllers[nextIndex]
        let toViewController = viewControllers[index]
        if children.first === toViewController { return }
        if children.count > 0 {
          view.isUserInteractionEnabled = false
          fromViewController.willMove(toParent: nil)
          addChild(toViewController)
          if index == 1 {
            toViewController.view.frame = nextViewStartFrame()
          } else {
            toViewController.view.frame = preViewStartFrame()
          }
          transition(from: fromViewController, to: toViewController, duration: 0.25,
                     options: .curveEaseInOut, animations: {
            if index == 1 {
              fromViewController.view.frame = self.preViewStartFrame()
              toViewController.view.frame = self.newViewStartFrame()
            } else {
              fromViewController.view.frame = self.nextViewStartFrame()
              toViewController.view.frame = self.newViewStartFrame()
            }
          }) { finished in
            if finished {
              toViewController.didMove(toParent: self)
              fromViewController.removeFromParent()
              self.view.isUserInteractionEnabled = true
            }
          }
        } else {
          addChild(toViewController)
          view.addSubview(toViewController.view)
          toViewController.didMove(toParent: self)
        }
      }

      func newViewStartFrame() -> CGRect {
        return CGRect(x: 0.0, y: 0.0, width: 320.0, height: 500.0)
      }

      func nextViewStartFrame() -> CGRect {
        return CGRect(x: 320.0, y: 0.0, width: 320.0, height: 500.0)
      }

      func preViewStartFrame() -> CGRect {
        CGRect(x: -320.0, y: 0.0, width: 320.0, height: 500.0)
      }

      @IBAction func buttonTouched(_ sender: UIButton) {
        if (sender as UIButton).tag == 1 {
          loadViewController(at: 0)
        } else {
          loadViewController(at: 1)
        }
      }
    }
    """
}
