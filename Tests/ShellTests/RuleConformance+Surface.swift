import Shell
import TestSupport
import Testing

/// The UIKit around containment (rules L, P, B, N and the language's surface table), through
/// scripts in both languages: each expected log was checked against the rule its name cites.
struct RuleConformanceSurfaceTests {
  static let cases: [RuleCase] = [
    RuleCase(
      "L.6 bringSubviewToFront(_:) and sendSubviewToBack(_:) with a view that is not a subview do nothing",
      #"""
      let a = UIView()
      let b = UIView()
      container.view.addSubview(a)
      container.view.bringSubviewToFront(b)
      container.view.sendSubviewToBack(b)
      print(container.view.subviews.count, b.superview == nil)
      """#,
      #"""
      container.view.addSubview(a)
      container.view.bringSubviewToFront(b)
      container.view.sendSubviewToBack(b)
      1 true
      """#),
    RuleCase(
      "L.6 a scroll view's contentOffset is its bounds origin, in Objective-C",
      #"""
      UIScrollView *pager = [[UIScrollView alloc] initWithFrame:CGRectMake(0, 0, 320, 480)];
      pager.contentSize = CGSizeMake(960, 480);
      pager.pagingEnabled = YES;
      [pager setContentOffset:CGPointMake(640, 0) animated:NO];
      NSLog(@"%@ %d", NSStringFromCGRect(pager.bounds), pager.isPagingEnabled);
      """#,
      #"""
      pager.contentSize = CGSize(width: 960, height: 480)
      pager.isPagingEnabled = true
      pager.setContentOffset(CGPoint(x: 640, y: 0), animated: false)
      {{640, 0}, {320, 480}} 1
      """#),
    RuleCase(
      "L.1 a subview with a flexible width follows the root view when it rotates",
      #"""
      let bar = UIView(frame: CGRect(x: 10, y: 0, width: 300, height: 44))
      bar.autoresizingMask = [.flexibleWidth]
      container.view.addSubview(bar)
      :rotate landscapeLeft
      print(bar.frame)
      """#,
      #"""
      bar.autoresizingMask = [.flexibleWidth]
      container.view.addSubview(bar)
      container.viewWillTransition(to: CGSize(width: 480, height: 320), with: coordinator)
      (10.0, 0.0, 460.0, 44.0)
      """#),
    RuleCase(
      "L.3 a stack view lays out its arranged subviews along its axis, in Objective-C",
      #"""
      UIView *top = [[UIView alloc] init];
      UIView *bottom = [[UIView alloc] init];
      UIStackView *column = [[UIStackView alloc] initWithArrangedSubviews:@[top, bottom]];
      column.frame = CGRectMake(0, 0, 100, 200);
      column.axis = UILayoutConstraintAxisVertical;
      column.distribution = UIStackViewDistributionFillEqually;
      column.spacing = 10;
      [column layoutIfNeeded];
      NSLog(@"%@ %lu", NSStringFromCGRect(bottom.frame), (unsigned long)column.arrangedSubviews.count);
      """#,
      #"""
      column.frame = CGRect(x: 0, y: 0, width: 100, height: 200)
      column.axis = .vertical
      column.distribution = .fillEqually
      column.spacing = 10
      column.layoutIfNeeded()
      {{0, 105}, {100, 95}} 2
      """#),
    RuleCase(
      "L.6 a transformed view reports the box around it as its frame; tags find views",
      #"""
      let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      card.tag = 5
      card.alpha = 0.5
      card.layer.cornerRadius = 8
      container.view.addSubview(card)
      card.transform = CGAffineTransform(scaleX: 2, y: 2)
      print(card.frame, container.view.viewWithTag(5) === card, card.layer.cornerRadius)
      """#,
      #"""
      card.tag = 5
      card.alpha = 0.5
      container.view.addSubview(card)
      card.transform = CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0)
      (-50.0, -50.0, 200.0, 200.0) true 8
      """#),
    RuleCase(
      "L.4 anchors: required equalities are solved exactly at the layout pass",
      #"""
      let header = UIView()
      header.translatesAutoresizingMaskIntoConstraints = false
      container.view.addSubview(header)
      NSLayoutConstraint.activate([
        header.leadingAnchor.constraint(equalTo: container.view.leadingAnchor, constant: 16),
        header.trailingAnchor.constraint(equalTo: container.view.trailingAnchor, constant: -16),
        header.topAnchor.constraint(equalTo: container.view.safeAreaLayoutGuide.topAnchor),
        header.heightAnchor.constraint(equalToConstant: 44),
      ])
      container.view.layoutIfNeeded()
      print(header.frame)
      """#,
      #"""
      header.translatesAutoresizingMaskIntoConstraints = false
      container.view.addSubview(header)
      NSLayoutConstraint.activate([<NSLayoutConstraint: header.leading == container.view.leading + 16>, <NSLayoutConstraint: header.trailing == container.view.trailing - 16>, <NSLayoutConstraint: header.top == container.view.safeAreaLayoutGuide.top>, <NSLayoutConstraint: header.height == 44>])
      container.view.layoutIfNeeded()
      (16.0, 0.0, 288.0, 44.0)
      """#),
    RuleCase(
      "L.6a a scroll view's content and frame layout guides: the content size follows the constraints and the offset moves no frame, in Objective-C",
      #"""
      UIScrollView *pager = [[UIScrollView alloc] initWithFrame:self.view.bounds];
      [self.view addSubview:pager];
      UIView *page = [[UIView alloc] init];
      page.translatesAutoresizingMaskIntoConstraints = NO;
      [pager addSubview:page];
      [NSLayoutConstraint activateConstraints:@[[page.leadingAnchor constraintEqualToAnchor:pager.contentLayoutGuide.leadingAnchor], [page.trailingAnchor constraintEqualToAnchor:pager.contentLayoutGuide.trailingAnchor], [page.topAnchor constraintEqualToAnchor:pager.contentLayoutGuide.topAnchor], [page.bottomAnchor constraintEqualToAnchor:pager.contentLayoutGuide.bottomAnchor], [page.widthAnchor constraintEqualToAnchor:pager.frameLayoutGuide.widthAnchor multiplier:2], [page.heightAnchor constraintEqualToAnchor:pager.frameLayoutGuide.heightAnchor]]];
      pager.contentOffset = CGPointMake(320, 0);
      [pager layoutIfNeeded];
      NSLog(@"%@ %.0f %.0f", NSStringFromCGRect(page.frame), pager.contentSize.width, pager.contentSize.height);
      """#,
      #"""
      container.view.addSubview(pager)
      page.translatesAutoresizingMaskIntoConstraints = false
      pager.addSubview(page)
      NSLayoutConstraint.activate([<NSLayoutConstraint: page.leading == pager.contentLayoutGuide.leading>, <NSLayoutConstraint: page.trailing == pager.contentLayoutGuide.trailing>, <NSLayoutConstraint: page.top == pager.contentLayoutGuide.top>, <NSLayoutConstraint: page.bottom == pager.contentLayoutGuide.bottom>, <NSLayoutConstraint: page.width == pager.frameLayoutGuide.width * 2>, <NSLayoutConstraint: page.height == pager.frameLayoutGuide.height>])
      pager.contentOffset = CGPoint(x: 320, y: 0)
      pager.layoutIfNeeded()
      {{0, 0}, {640, 480}} 640 480
      """#),
    RuleCase(
      "L.6b scrolling in code without animation tells the delegate scrollViewDidScroll once; the same offset again tells it nothing",
      #"""
      class PageWatcher: NSObject, UIScrollViewDelegate {
        func scrollViewDidScroll(_ scrollView: UIScrollView) {
          print("scrolled to", scrollView.contentOffset.x)
        }
      }
      let watcher = PageWatcher()
      let pager = UIScrollView(frame: container.view.bounds)
      pager.contentSize = CGSize(width: 960, height: 480)
      pager.delegate = watcher
      container.view.addSubview(pager)
      pager.contentOffset = CGPoint(x: 320, y: 0)
      pager.contentOffset = CGPoint(x: 320, y: 0)
      pager.setContentOffset(CGPoint(x: 640, y: 0), animated: false)
      """#,
      #"""
      pager.contentSize = CGSize(width: 960, height: 480)
      container.view.addSubview(pager)
      pager.contentOffset = CGPoint(x: 320, y: 0)
        watcher.scrollViewDidScroll(pager)
          scrolled to 320.0
      pager.contentOffset = CGPoint(x: 320, y: 0)
      pager.setContentOffset(CGPoint(x: 640, y: 0), animated: false)
        watcher.scrollViewDidScroll(pager)
          scrolled to 640.0
      """#),
    RuleCase(
      "L.4 constraintWithItem:… and anchors with a multiplier, in Objective-C",
      #"""
      UIView *square = [[UIView alloc] init];
      square.translatesAutoresizingMaskIntoConstraints = NO;
      [self.view addSubview:square];
      NSLayoutConstraint *width = [NSLayoutConstraint constraintWithItem:square attribute:NSLayoutAttributeWidth relatedBy:NSLayoutRelationEqual toItem:self.view attribute:NSLayoutAttributeWidth multiplier:0.5 constant:0];
      [NSLayoutConstraint activateConstraints:@[width, [square.heightAnchor constraintEqualToAnchor:square.widthAnchor], [square.centerXAnchor constraintEqualToAnchor:self.view.centerXAnchor], [square.topAnchor constraintEqualToAnchor:self.view.topAnchor constant:20]]];
      [self.view layoutIfNeeded];
      NSLog(@"%@", NSStringFromCGRect(square.frame));
      width.active = NO;
      NSLog(@"%d", width.isActive);
      """#,
      #"""
      square.translatesAutoresizingMaskIntoConstraints = false
      container.view.addSubview(square)
      NSLayoutConstraint.activate([width, <NSLayoutConstraint: square.height == square.width>, <NSLayoutConstraint: square.centerX == container.view.centerX>, <NSLayoutConstraint: square.top == container.view.top + 20>])
      container.view.layoutIfNeeded()
      {{80, 20}, {160, 160}}
      width.isActive = false
      [end of turn] note: the constraints do not fix square's frame (ambiguous layout); UIKit prints nothing here, and containrepl keeps the frame it had
      0
      """#),
    RuleCase(
      "P.2 + P.4 from iOS 13 a page sheet leaves the presenter without callbacks; it starts at the end of the turn",
      #"""
      let sheet = UIViewController()
      container.present(sheet, animated: true, completion: nil)
      print(container.presentedViewController === sheet, sheet.presentingViewController === container)
      """#,
      #"""
      container.present(sheet, animated: true, completion: nil)
      [end of turn] sheet.loadView()
      [end of turn] sheet.viewDidLoad()
      [end of turn] sheet.viewWillAppear(true)
      [t=0.35] sheet.viewDidAppear(true)
      true true
      """#),
    RuleCase(
      "P.1 + P.2 before iOS 13 .automatic is full screen: the presenter and its children disappear, in Objective-C",
      #"""
      :ios 12
      UIViewController *child = [[UIViewController alloc] init];
      [self addChildViewController:child];
      [self.view addSubview:child.view];
      [child didMoveToParentViewController:self];
      UIViewController *modal = [[UIViewController alloc] init];
      [self presentViewController:modal animated:NO completion:^{ NSLog(@"presented"); }];
      [modal dismissViewControllerAnimated:NO completion:nil];
      """#,
      #"""
      container.addChild(child)
        child.willMove(toParent: container)
      container.view.addSubview(child.view)
        child.loadView()
        child.viewDidLoad()
        child.viewWillAppear(false)
      [end of turn] child.viewDidAppear(false)
      child.didMove(toParent: container)
      container.present(modal, animated: false, completion: { … })
      [end of turn] modal.loadView()
      [end of turn] modal.viewDidLoad()
      [end of turn] container.viewWillDisappear(false)
      [end of turn] child.viewWillDisappear(false)
      [end of turn] modal.viewWillAppear(false)
      [end of turn] modal.viewDidAppear(false)
      [end of turn] container.viewDidDisappear(false)
      [end of turn] child.viewDidDisappear(false)
      [end of turn] completion()
      [end of turn]   presented
      modal.dismiss(animated: false, completion: nil)
      [end of turn] modal.viewWillDisappear(false)
      [end of turn] container.viewWillAppear(false)
      [end of turn] child.viewWillAppear(false)
      [end of turn] container.viewDidAppear(false)
      [end of turn] child.viewDidAppear(false)
      [end of turn] modal.viewDidDisappear(false)
      """#),
    RuleCase(
      "7a.4 + P.1 from iOS 26 replacing the root first dismisses what it presents, unanimated, inside the assignment",
      setup: """
        :ios 26
        let child = UIViewController()
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        let modal = UIViewController()
        modal.modalPresentationStyle = .fullScreen
        container.present(modal, animated: false, completion: nil)
        let other = UIViewController()
        """,
      """
      window.rootViewController = other
      container.presentedViewController
      modal.view.superview
      """,
      """
      window.rootViewController = other
        modal.viewWillDisappear(false)
        container.viewWillAppear(false)
        child.viewWillAppear(false)
        container.viewDidAppear(false)
        child.viewDidAppear(false)
        modal.viewDidDisappear(false)
        container.viewWillDisappear(false)
        child.viewWillDisappear(false)
        other.loadView()
        other.viewDidLoad()
        other.viewWillAppear(false)
      [end of turn] container.viewDidDisappear(false)
      [end of turn] child.viewDidDisappear(false)
      [end of turn] other.viewDidAppear(false)
      = nil
      = nil
      """),
    RuleCase(
      "7a.4 + P.2 from iOS 26 a page sheet the old root presents leaves first; the root, still on screen, hears nothing of it",
      setup: """
        :ios 26
        let modal = UIViewController()
        container.present(modal, animated: true, completion: nil)
        :wait
        let other = UIViewController()
        """,
      """
      window.rootViewController = other
      container.presentedViewController
      """,
      """
      window.rootViewController = other
        modal.viewWillDisappear(false)
        modal.viewDidDisappear(false)
        container.viewWillDisappear(false)
        other.loadView()
        other.viewDidLoad()
        other.viewWillAppear(false)
      [end of turn] container.viewDidDisappear(false)
      [end of turn] other.viewDidAppear(false)
      = nil
      """),
    RuleCase(
      "7a.4 before iOS 26 what the old root presents is left in the window, still presented",
      setup: """
        let modal = UIViewController()
        modal.modalPresentationStyle = .fullScreen
        container.present(modal, animated: false, completion: nil)
        let other = UIViewController()
        """,
      """
      window.rootViewController = other
      container.presentedViewController === modal
      modal.view.superview === window
      """,
      """
      window.rootViewController = other
        other.loadView()
        other.viewDidLoad()
        other.viewWillAppear(false)
      [end of turn] other.viewDidAppear(false)
      = true
      = true
      """),
    RuleCase(
      "P.3 .overCurrentContext covers the controller that defines the context, which hears nothing",
      #"""
      let list = UIViewController()
      addChild(list)
      container.view.addSubview(list.view)
      list.didMove(toParent: container)
      container.definesPresentationContext = true
      let overlay = UIViewController()
      overlay.modalPresentationStyle = .overCurrentContext
      list.present(overlay, animated: false, completion: nil)
      print(overlay.presentingViewController === container)
      """#,
      #"""
      container.addChild(list)
        list.willMove(toParent: container)
      container.view.addSubview(list.view)
        list.loadView()
        list.viewDidLoad()
        list.viewWillAppear(false)
      [end of turn] list.viewDidAppear(false)
      list.didMove(toParent: container)
      container.definesPresentationContext = true
      overlay.modalPresentationStyle = .overCurrentContext
      list.present(overlay, animated: false, completion: nil)
      [end of turn] overlay.loadView()
      [end of turn] overlay.viewDidLoad()
      [end of turn] overlay.viewWillAppear(false)
      [end of turn] overlay.viewDidAppear(false)
      true
      """#),
  ]

  @Test(arguments: cases + moreCases)
  func script(_ rule: RuleCase) {
    RuleConformance.check(rule)
  }
}
