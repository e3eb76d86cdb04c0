import Testing
import TestSupport

/// Containers written in the styles of open-source libraries and tutorials from 2012 to
/// today (issue 30): each runs as its author wrote it, with the callback log checked by hand
/// against UIKit's rules.
struct ContainerCorpusTests {
  struct Entry: CustomTestStringConvertible, Sendable {
    let name: String
    let script: String
    let log: String
    var testDescription: String { name }
  }

  @Test(arguments: ContainerCorpus.entries)
  func runsAsWritten(_ entry: Entry) {
    let run = ScriptRun(entry.script)
    #expect(run.output == entry.log)
    #expect(!run.hadError)
    #expect(run.violations.isEmpty)
  }
}

/// The corpus: the script of each container and the log it gives.
enum ContainerCorpus {
  static let entries: [ContainerCorpusTests.Entry] = [
    ContainerCorpusTests.Entry(
      name: "01_drawer.m",
      script: #"""
      // A side drawer in the style of 2012-era MMDrawerController-like libraries.
      #import <UIKit/UIKit.h>

      #define kDrawerWidth 260.0f
      #define DRAWER_ANIMATED NO

      typedef NS_ENUM(NSInteger, DrawerSide) {
        DrawerSideNone = 0,
        DrawerSideLeft,
      };

      static CGRect CenterFrame(CGRect bounds, DrawerSide side) {
        if (side == DrawerSideLeft) {
          return CGRectOffset(bounds, kDrawerWidth, 0);
        }
        return bounds;
      }

      @interface DrawerController : UIViewController
      @property (nonatomic, strong) UIViewController *centerViewController;
      @property (nonatomic, strong) UIViewController *leftDrawerViewController;
      @property (nonatomic, assign) DrawerSide openSide;
      - (instancetype)initWithCenterViewController:(UIViewController *)center leftDrawerViewController:(UIViewController *)left;
      @end

      @implementation DrawerController

      - (instancetype)initWithCenterViewController:(UIViewController *)center leftDrawerViewController:(UIViewController *)left {
        if (self = [super initWithNibName:nil bundle:nil]) {
          _centerViewController = center;
          _leftDrawerViewController = left;
        }
        return self;
      }

      - (void)viewDidLoad {
        [super viewDidLoad];
        [self addChildViewController:self.centerViewController];
        self.centerViewController.view.frame = self.view.bounds;
        [self.view addSubview:self.centerViewController.view];
        [self.centerViewController didMoveToParentViewController:self];
      }

      - (void)openLeftDrawer {
        if (self.openSide == DrawerSideLeft) { return; }
        [self addChildViewController:self.leftDrawerViewController];
        [self.view insertSubview:self.leftDrawerViewController.view atIndex:0];
        [self.leftDrawerViewController didMoveToParentViewController:self];
        self.openSide = DrawerSideLeft;
        self.centerViewController.view.frame = CenterFrame(self.view.bounds, self.openSide);
      }

      @end

      UIViewController *center = [[UIViewController alloc] init];
      UIViewController *menu = [[UIViewController alloc] init];
      DrawerController *drawer = [[DrawerController alloc] initWithCenterViewController:center leftDrawerViewController:menu];
      [self addChildViewController:drawer];
      [self.view addSubview:drawer.view];
      [drawer didMoveToParentViewController:self];
      [drawer openLeftDrawer];
      NSLog(@"%@", NSStringFromCGRect(center.view.frame));
      """#,
      log: #"""
      warning: 29:12: using the result of an assignment as a condition without parentheses [-Wparentheses]
        if (self = [super initWithNibName:nil bundle:nil]) {
                 ^
      note: place parentheses around the assignment to silence this warning
      note: use '==' to turn this assignment into an equality comparison
      container.addChild(drawer)
        drawer.willMove(toParent: container)
      container.view.addSubview(drawer.view)
        drawer.loadView()
        drawer.viewDidLoad()
          drawer.addChild(center)
            center.willMove(toParent: drawer)
          center.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
            center.loadView()
            center.viewDidLoad()
          drawer.view.addSubview(center.view)
          center.didMove(toParent: drawer)
        drawer.viewWillAppear(false)
        center.viewWillAppear(false)
      [end of turn] drawer.viewDidAppear(false)
      [end of turn] center.viewDidAppear(false)
      drawer.didMove(toParent: container)
      drawer.openLeftDrawer()
        drawer.addChild(menu)
          menu.willMove(toParent: drawer)
        drawer.view.insertSubview(menu.view, at: 0)
          menu.loadView()
          menu.viewDidLoad()
          menu.viewWillAppear(false)
        menu.didMove(toParent: drawer)
        center.view.frame = CGRect(x: 260, y: 0, width: 320, height: 480)
      [end of turn] menu.viewDidAppear(false)
      {{260, 0}, {320, 480}}
      """#),
    ContainerCorpusTests.Entry(
      name: "02_tabs.m",
      script: #"""
      // A tab-style switcher in the manner of 2013 Objective-C tutorials.
      #import <UIKit/UIKit.h>

      #pragma mark - Constants

      static const NSInteger kNoSelection = -1;
      #define SWITCHER_LOG(fmt, ...) NSLog((@"[switcher] " fmt), ##__VA_ARGS__)

      @interface TabSwitcher : UIViewController
      @property (nonatomic, copy) NSArray<UIViewController *> *viewControllers;
      @property (nonatomic, assign) NSInteger selectedIndex;
      @property (nonatomic, weak, nullable) UIViewController *selectedViewController;
      - (void)selectIndex:(NSInteger)index;
      @end

      @implementation TabSwitcher

      - (instancetype)init {
        if ((self = [super init])) {
          _selectedIndex = kNoSelection;
        }
        return self;
      }

      - (void)selectIndex:(NSInteger)index {
        if (index == self.selectedIndex) return;
        UIViewController *old = self.selectedViewController;
        UIViewController *new = self.viewControllers[index];
        [old willMoveToParentViewController:nil];
        [old.view removeFromSuperview];
        [old removeFromParentViewController];
        [self addChildViewController:new];
        new.view.frame = self.view.bounds;
        [self.view addSubview:new.view];
        [new didMoveToParentViewController:self];
        self.selectedViewController = new;
        self.selectedIndex = index;
        SWITCHER_LOG(@"selected %ld", (long)index);
      }

      @end

      UIViewController *first = [[UIViewController alloc] init];
      UIViewController *second = [[UIViewController alloc] init];
      TabSwitcher *tabs = [[TabSwitcher alloc] init];
      tabs.viewControllers = @[first, second];
      [self addChildViewController:tabs];
      [self.view addSubview:tabs.view];
      [tabs didMoveToParentViewController:self];
      [tabs selectIndex:0];
      [tabs selectIndex:1];
      """#,
      log: #"""
      container.addChild(tabs)
        tabs.willMove(toParent: container)
      container.view.addSubview(tabs.view)
        tabs.loadView()
        tabs.viewDidLoad()
        tabs.viewWillAppear(false)
      [end of turn] tabs.viewDidAppear(false)
      tabs.didMove(toParent: container)
      tabs.selectIndex(0)
        tabs.addChild(first)
          first.willMove(toParent: tabs)
        first.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
          first.loadView()
          first.viewDidLoad()
        tabs.view.addSubview(first.view)
          first.viewWillAppear(false)
        first.didMove(toParent: tabs)
        [switcher] selected 0
      [end of turn] first.viewDidAppear(false)
      tabs.selectIndex(1)
        first.willMove(toParent: nil)
        first.view.removeFromSuperview()
          first.viewWillDisappear(false)
        first.removeFromParent()
          first.didMove(toParent: nil)
        tabs.addChild(second)
          second.willMove(toParent: tabs)
        second.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
          second.loadView()
          second.viewDidLoad()
        tabs.view.addSubview(second.view)
          second.viewWillAppear(false)
        second.didMove(toParent: tabs)
        [switcher] selected 1
      [end of turn] first.viewDidDisappear(false)
      [end of turn] second.viewDidAppear(false)
      """#),
    ContainerCorpusTests.Entry(
      name: "03_cards.swift",
      script: #"""
      // A card stack container in the style of Swift 4-era libraries (2017).
      import UIKit

      #if canImport(AppKit)
      typealias PlatformViewController = NSViewController
      #else
      typealias PlatformViewController = UIViewController
      #endif

      final class CardStackController: UIViewController {
        private(set) var cards: [UIViewController] = []

        func push(_ card: UIViewController) {
          addChild(card)
          card.view.frame = view.bounds.insetBy(dx: 16, dy: 16)
          view.addSubview(card.view)
          card.didMove(toParent: self)
          cards.append(card)
        }

        func popCard() {
          guard let top = cards.popLast() else { return }
          top.willMove(toParent: nil)
          top.view.removeFromSuperview()
          top.removeFromParent()
        }
      }

      let stack = CardStackController()
      container.addChild(stack)
      container.view.addSubview(stack.view)
      stack.didMove(toParent: container)
      let card = UIViewController()
      stack.push(card)
      stack.popCard()
      print(stack.cards.count)
      """#,
      log: #"""
      container.addChild(stack)
        stack.willMove(toParent: container)
      container.view.addSubview(stack.view)
        stack.loadView()
        stack.viewDidLoad()
        stack.viewWillAppear(false)
      [end of turn] stack.viewDidAppear(false)
      stack.didMove(toParent: container)
      stack.push(card)
        stack.addChild(card)
          card.willMove(toParent: stack)
        card.view.frame = CGRect(x: 16, y: 16, width: 288, height: 448)
          card.loadView()
          card.viewDidLoad()
        stack.view.addSubview(card.view)
          card.viewWillAppear(false)
        card.didMove(toParent: stack)
      [end of turn] card.viewDidAppear(false)
      stack.popCard()
        card.willMove(toParent: nil)
        card.view.removeFromSuperview()
          card.viewWillDisappear(false)
        card.removeFromParent()
          card.didMove(toParent: nil)
      [end of turn] card.viewDidDisappear(false)
      0
      """#),
    ContainerCorpusTests.Entry(
      name: "04_state.swift",
      script: #"""
      // A loading/content/error state container (a pattern from 2019 blog posts).
      import UIKit

      final class StateContainer: UIViewController {
        enum Phase { case loading, content, failed }

        private var current: UIViewController?
        var phase: Phase = .loading

        func show(_ controller: UIViewController) {
          if let old = current {
            old.willMove(toParent: nil)
            old.view.removeFromSuperview()
            old.removeFromParent()
          }
          addChild(controller)
          controller.view.frame = view.bounds
          view.addSubview(controller.view)
          controller.didMove(toParent: self)
          current = controller
        }

        func describe(_ phase: Phase, _ animated: Bool?) -> String {
          switch (phase, animated) {
          case (.loading, _): return "spinner"
          case (.content, .some(true)): return "fade in"
          case (.content, .some(false)), (.content, .none): return "cut"
          case (.failed, _): return "retry"
          }
        }
      }

      let state = StateContainer()
      container.addChild(state)
      container.view.addSubview(state.view)
      state.didMove(toParent: container)
      let spinner = UIViewController()
      state.show(spinner)
      print(state.describe(.content, nil))
      let list = UIViewController()
      state.show(list)
      """#,
      log: #"""
      container.addChild(state)
        state.willMove(toParent: container)
      container.view.addSubview(state.view)
        state.loadView()
        state.viewDidLoad()
        state.viewWillAppear(false)
      [end of turn] state.viewDidAppear(false)
      state.didMove(toParent: container)
      state.show(spinner)
        state.addChild(spinner)
          spinner.willMove(toParent: state)
        spinner.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
          spinner.loadView()
          spinner.viewDidLoad()
        state.view.addSubview(spinner.view)
          spinner.viewWillAppear(false)
        spinner.didMove(toParent: state)
      [end of turn] spinner.viewDidAppear(false)
      cut
      state.show(list)
        spinner.willMove(toParent: nil)
        spinner.view.removeFromSuperview()
          spinner.viewWillDisappear(false)
        spinner.removeFromParent()
          spinner.didMove(toParent: nil)
        state.addChild(list)
          list.willMove(toParent: state)
        list.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
          list.loadView()
          list.viewDidLoad()
        state.view.addSubview(list.view)
          list.viewWillAppear(false)
        list.didMove(toParent: state)
      [end of turn] spinner.viewDidDisappear(false)
      [end of turn] list.viewDidAppear(false)
      """#),
    ContainerCorpusTests.Entry(
      name: "05_manual.m",
      script: #"""
      // Manual appearance forwarding, as 2012 containers that overlapped children wrote it.
      #import <UIKit/UIKit.h>

      @interface OverlayController : UIViewController
      @property (nonatomic, strong) UIViewController *overlay;
      @end

      @implementation OverlayController

      - (BOOL)shouldAutomaticallyForwardAppearanceMethods {
        return NO;
      }

      - (void)presentOverlay:(UIViewController *)overlay {
        self.overlay = overlay;
        [self addChildViewController:overlay];
        [overlay beginAppearanceTransition:YES animated:NO];
        [self.view addSubview:overlay.view];
        [overlay endAppearanceTransition];
        [overlay didMoveToParentViewController:self];
      }

      - (void)dismissOverlay {
        UIViewController *overlay = self.overlay;
        if (!overlay) return;
        [overlay willMoveToParentViewController:nil];
        [overlay beginAppearanceTransition:NO animated:NO];
        [overlay.view removeFromSuperview];
        [overlay endAppearanceTransition];
        [overlay removeFromParentViewController];
        self.overlay = nil;
      }

      @end

      OverlayController *host = [[OverlayController alloc] init];
      [self addChildViewController:host];
      [self.view addSubview:host.view];
      [host didMoveToParentViewController:self];
      UIViewController *hud = [[UIViewController alloc] init];
      [host presentOverlay:hud];
      [host dismissOverlay];
      [host dismissOverlay];
      """#,
      log: #"""
      container.addChild(host)
        host.willMove(toParent: container)
      container.view.addSubview(host.view)
        host.loadView()
        host.viewDidLoad()
        host.viewWillAppear(false)
      [end of turn] host.viewDidAppear(false)
      host.didMove(toParent: container)
      host.presentOverlay(hud)
        host.addChild(hud)
          hud.willMove(toParent: host)
        hud.beginAppearanceTransition(true, animated: false)
          hud.viewWillAppear(false)
        host.view.addSubview(hud.view)
          hud.loadView()
          hud.viewDidLoad()
        hud.endAppearanceTransition()
          hud.viewDidAppear(false)
        hud.didMove(toParent: host)
      host.dismissOverlay()
        hud.willMove(toParent: nil)
        hud.beginAppearanceTransition(false, animated: false)
          hud.viewWillDisappear(false)
        hud.view.removeFromSuperview()
        hud.endAppearanceTransition()
          hud.viewDidDisappear(false)
        hud.removeFromParent()
          hud.didMove(toParent: nil)
      """#),
    ContainerCorpusTests.Entry(
      name: "06_cycle.m",
      script: #"""
      // Cycling children with transitionFromViewController, in the shape of Apple's listing.
      #import <UIKit/UIKit.h>

      static const NSTimeInterval kCycleDuration = 0.25;

      @interface Pager : UIViewController
      @property (nonatomic, strong) UIViewController *current;
      @end

      @implementation Pager

      - (void)showFirst:(UIViewController *)first {
        [self addChildViewController:first];
        first.view.frame = self.view.bounds;
        [self.view addSubview:first.view];
        [first didMoveToParentViewController:self];
        self.current = first;
      }

      - (void)cycleFromViewController:(UIViewController *)oldVC toViewController:(UIViewController *)newVC {
        [oldVC willMoveToParentViewController:nil];
        [self addChildViewController:newVC];
        CGRect bounds = self.view.bounds;
        newVC.view.frame = CGRectOffset(bounds, CGRectGetWidth(bounds), 0);
        __weak typeof(self) weakSelf = self;
        [self transitionFromViewController:oldVC toViewController:newVC duration:kCycleDuration options:0 animations:^{
          newVC.view.frame = bounds;
          oldVC.view.frame = CGRectOffset(bounds, -CGRectGetWidth(bounds), 0);
        } completion:^(BOOL finished) {
          [oldVC removeFromParentViewController];
          [newVC didMoveToParentViewController:weakSelf];
          weakSelf.current = newVC;
        }];
      }

      @end

      Pager *pager = [[Pager alloc] init];
      [self addChildViewController:pager];
      [self.view addSubview:pager.view];
      [pager didMoveToParentViewController:self];
      UIViewController *one = [[UIViewController alloc] init];
      UIViewController *two = [[UIViewController alloc] init];
      [pager showFirst:one];
      [pager cycleFromViewController:one toViewController:two];
      NSLog(@"%d", pager.current == two);
      """#,
      log: #"""
      container.addChild(pager)
        pager.willMove(toParent: container)
      container.view.addSubview(pager.view)
        pager.loadView()
        pager.viewDidLoad()
        pager.viewWillAppear(false)
      [end of turn] pager.viewDidAppear(false)
      pager.didMove(toParent: container)
      pager.showFirst(one)
        pager.addChild(one)
          one.willMove(toParent: pager)
        one.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
          one.loadView()
          one.viewDidLoad()
        pager.view.addSubview(one.view)
          one.viewWillAppear(false)
        one.didMove(toParent: pager)
      [end of turn] one.viewDidAppear(false)
      pager.cycle(from: one, to: two)
        one.willMove(toParent: nil)
        pager.addChild(two)
          two.willMove(toParent: pager)
        two.view.frame = CGRect(x: 320, y: 0, width: 320, height: 480)
          two.loadView()
          two.viewDidLoad()
        pager.transition(from: one, to: two, duration: 0.25, options: [], animations: { … }, completion: { finished in … })
          one.viewWillDisappear(true)
          two.viewWillAppear(true)
          animations()
            two.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
            one.view.frame = CGRect(x: -320, y: 0, width: 320, height: 480)
      [t=0.25] two.viewDidAppear(true)
      [t=0.25] one.viewDidDisappear(true)
      [t=0.25] completion(true)
      [t=0.25]   one.removeFromParent()
      [t=0.25]     one.didMove(toParent: nil)
      [t=0.25]   two.didMove(toParent: pager)
      1
      """#),
    ContainerCorpusTests.Entry(
      name: "07_protocol.swift",
      script: #"""
      // A protocol with a default implementation that embeds children (Swift 5, 2020 style).
      import UIKit

      protocol ChildEmbedding {}

      extension ChildEmbedding where Self: UIViewController {
        func embed(_ child: UIViewController) {
          addChild(child)
          child.view.frame = view.bounds
          view.addSubview(child.view)
          child.didMove(toParent: self)
        }
      }

      final class HostController: UIViewController, ChildEmbedding {}

      let host = HostController()
      container.addChild(host)
      container.view.addSubview(host.view)
      host.didMove(toParent: container)
      let detail = UIViewController()
      host.embed(detail)
      print(host.children.count)
      """#,
      log: #"""
      container.addChild(host)
        host.willMove(toParent: container)
      container.view.addSubview(host.view)
        host.loadView()
        host.viewDidLoad()
        host.viewWillAppear(false)
      [end of turn] host.viewDidAppear(false)
      host.didMove(toParent: container)
      host.embed(detail)
        host.addChild(detail)
          detail.willMove(toParent: host)
        detail.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
          detail.loadView()
          detail.viewDidLoad()
        host.view.addSubview(detail.view)
          detail.viewWillAppear(false)
        detail.didMove(toParent: host)
      [end of turn] detail.viewDidAppear(false)
      1
      """#),
    ContainerCorpusTests.Entry(
      name: "08_split.swift",
      script: #"""
      // A two-pane container that picks its layout by availability (Swift 5.9).
      import UIKit

      final class TwoPaneController: UIViewController {
        enum Layout { case stacked, sideBySide }

        let primary = UIViewController()
        let secondary = UIViewController()

        var layout: Layout {
          if #available(iOS 13, *) { return .sideBySide }
          return .stacked
        }

        override func viewDidLoad() {
          super.viewDidLoad()
          for child in [primary, secondary] {
            addChild(child)
            view.addSubview(child.view)
            child.didMove(toParent: self)
          }
          let half = view.bounds.width / 2
          switch layout {
          case .sideBySide:
            primary.view.frame = CGRect(x: 0, y: 0, width: half, height: view.bounds.height)
            secondary.view.frame = CGRect(x: half, y: 0, width: half, height: view.bounds.height)
          case .stacked:
            primary.view.frame = view.bounds
            secondary.view.frame = view.bounds
          }
        }
      }

      let panes = TwoPaneController()
      container.addChild(panes)
      container.view.addSubview(panes.view)
      panes.didMove(toParent: container)
      print(panes.secondary.view.frame.minX)
      """#,
      log: #"""
      container.addChild(panes)
        panes.willMove(toParent: container)
      container.view.addSubview(panes.view)
        panes.loadView()
        panes.viewDidLoad()
          panes.addChild(primary)
            primary.willMove(toParent: panes)
          panes.view.addSubview(primary.view)
            primary.loadView()
            primary.viewDidLoad()
          primary.didMove(toParent: panes)
          panes.addChild(secondary)
            secondary.willMove(toParent: panes)
          panes.view.addSubview(secondary.view)
            secondary.loadView()
            secondary.viewDidLoad()
          secondary.didMove(toParent: panes)
          primary.view.frame = CGRect(x: 0, y: 0, width: 160, height: 480)
          secondary.view.frame = CGRect(x: 160, y: 0, width: 160, height: 480)
        panes.viewWillAppear(false)
        primary.viewWillAppear(false)
        secondary.viewWillAppear(false)
      [end of turn] panes.viewDidAppear(false)
      [end of turn] primary.viewDidAppear(false)
      [end of turn] secondary.viewDidAppear(false)
      panes.didMove(toParent: container)
      160.0
      """#),
    ContainerCorpusTests.Entry(
      name: "09_category.m",
      script: #"""
      // A category of containment helpers, as many 2014 codebases kept in UIViewController+Containment.
      #import <UIKit/UIKit.h>

      #pragma mark - Helpers

      NS_INLINE BOOL HasParent(UIViewController *controller) {
        return controller.parentViewController != nil;
      }

      @interface UIViewController (Containment)
      - (void)cr_addChild:(UIViewController *)child toView:(UIView *)superview;
      - (void)cr_removeFromParent;
      @end

      @implementation UIViewController (Containment)

      - (void)cr_addChild:(UIViewController *)child toView:(UIView *)superview {
        [self addChildViewController:child];
        child.view.frame = superview.bounds;
        [superview addSubview:child.view];
        [child didMoveToParentViewController:self];
      }

      - (void)cr_removeFromParent {
        if (!HasParent(self)) return;
        [self willMoveToParentViewController:nil];
        [self.view removeFromSuperview];
        [self removeFromParentViewController];
      }

      @end

      UIViewController *badge = [[UIViewController alloc] init];
      [self cr_addChild:badge toView:self.view];
      NSLog(@"%d", HasParent(badge));
      [badge cr_removeFromParent];
      NSLog(@"%d", HasParent(badge));
      """#,
      log: #"""
      container.cr_addChild(badge, to: container.view)
        container.addChild(badge)
          badge.willMove(toParent: container)
        badge.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
          badge.loadView()
          badge.viewDidLoad()
        container.view.addSubview(badge.view)
          badge.viewWillAppear(false)
        badge.didMove(toParent: container)
      [end of turn] badge.viewDidAppear(false)
      1
      badge.cr_removeFromParent()
        badge.willMove(toParent: nil)
        badge.view.removeFromSuperview()
          badge.viewWillDisappear(false)
        badge.removeFromParent()
          badge.didMove(toParent: nil)
      [end of turn] badge.viewDidDisappear(false)
      0
      """#),
    ContainerCorpusTests.Entry(
      name: "10_options.m",
      script: #"""
      // A bottom sheet whose detents are an NS_OPTIONS set (a 2016 library style).
      #import <UIKit/UIKit.h>

      typedef NS_OPTIONS(NSUInteger, SheetDetent) {
        SheetDetentNone   = 0,
        SheetDetentMedium = 1 << 0,
        SheetDetentLarge  = 1 << 1,
      };

      #ifndef SHEET_MEDIUM_HEIGHT
      #define SHEET_MEDIUM_HEIGHT 240
      #endif

      @interface SheetController : UIViewController
      @property (nonatomic) SheetDetent detents;
      @property (nonatomic, strong) UIViewController *content;
      @end

      @implementation SheetController

      - (void)viewDidLoad {
        [super viewDidLoad];
        self.detents |= SheetDetentMedium;
      }

      - (void)showContent:(UIViewController *)content {
        self.content = content;
        [self addChildViewController:content];
        CGFloat height = (self.detents & SheetDetentLarge) ? CGRectGetHeight(self.view.bounds) : SHEET_MEDIUM_HEIGHT;
        content.view.frame = CGRectMake(0, CGRectGetHeight(self.view.bounds) - height, CGRectGetWidth(self.view.bounds), height);
        [self.view addSubview:content.view];
        [content didMoveToParentViewController:self];
      }

      @end

      SheetController *sheet = [[SheetController alloc] init];
      [self addChildViewController:sheet];
      [self.view addSubview:sheet.view];
      [sheet didMoveToParentViewController:self];
      UIViewController *picker = [[UIViewController alloc] init];
      [sheet showContent:picker];
      NSLog(@"%lu", (unsigned long)sheet.detents);
      """#,
      log: #"""
      container.addChild(sheet)
        sheet.willMove(toParent: container)
      container.view.addSubview(sheet.view)
        sheet.loadView()
        sheet.viewDidLoad()
        sheet.viewWillAppear(false)
      [end of turn] sheet.viewDidAppear(false)
      sheet.didMove(toParent: container)
      sheet.showContent(picker)
        sheet.addChild(picker)
          picker.willMove(toParent: sheet)
        picker.view.frame = CGRect(x: 0, y: 240, width: 320, height: 240)
          picker.loadView()
          picker.viewDidLoad()
        sheet.view.addSubview(picker.view)
          picker.viewWillAppear(false)
        picker.didMove(toParent: sheet)
      [end of turn] picker.viewDidAppear(false)
      1
      """#),
    ContainerCorpusTests.Entry(
      name: "12_child_swap.swift",
      script: #"""
      // A content swapper with a completion-based transition (Swift 5, 2021).
      import UIKit

      final class SwapController: UIViewController {
        private(set) var visible: UIViewController?

        func swap(to next: UIViewController, duration: TimeInterval = 0.3) {
          guard let current = visible else {
            addChild(next)
            next.view.frame = view.bounds
            view.addSubview(next.view)
            next.didMove(toParent: self)
            visible = next
            return
          }
          current.willMove(toParent: nil)
          addChild(next)
          transition(from: current, to: next, duration: duration, options: [.transitionCrossDissolve], animations: nil) { [weak self] _ in
            current.removeFromParent()
            next.didMove(toParent: self)
            self?.visible = next
          }
        }
      }

      let swapper = SwapController()
      container.addChild(swapper)
      container.view.addSubview(swapper.view)
      swapper.didMove(toParent: container)
      let login = UIViewController()
      let home = UIViewController()
      swapper.swap(to: login)
      swapper.swap(to: home)
      print(swapper.visible === home)
      """#,
      log: #"""
      container.addChild(swapper)
        swapper.willMove(toParent: container)
      container.view.addSubview(swapper.view)
        swapper.loadView()
        swapper.viewDidLoad()
        swapper.viewWillAppear(false)
      [end of turn] swapper.viewDidAppear(false)
      swapper.didMove(toParent: container)
      swapper.swap(to: login, duration: 0.3)
        swapper.addChild(login)
          login.willMove(toParent: swapper)
        login.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
          login.loadView()
          login.viewDidLoad()
        swapper.view.addSubview(login.view)
          login.viewWillAppear(false)
        login.didMove(toParent: swapper)
      [end of turn] login.viewDidAppear(false)
      swapper.swap(to: home, duration: 0.3)
        login.willMove(toParent: nil)
        swapper.addChild(home)
          home.willMove(toParent: swapper)
        swapper.transition(from: login, to: home, duration: 0.3, options: [.transitionCrossDissolve], animations: nil, completion: { _ in … })
          home.loadView()
          home.viewDidLoad()
          login.viewWillDisappear(true)
          home.viewWillAppear(true)
      [t=0.3] home.viewDidAppear(true)
      [t=0.3] login.viewDidDisappear(true)
      [t=0.3] completion(true)
      [t=0.3]   login.removeFromParent()
      [t=0.3]     login.didMove(toParent: nil)
      [t=0.3]   home.didMove(toParent: swapper)
      true
      """#),
    ContainerCorpusTests.Entry(
      name: "13_debug_only.m",
      script: #"""
      // Debug-only logging compiled out in release, as 2013 codebases did with DLog.
      #import <UIKit/UIKit.h>

      #ifdef DEBUG
      #   define DLog(fmt, ...) NSLog((@"%s " fmt), __PRETTY_FUNCTION__, ##__VA_ARGS__)
      #else
      #   define DLog(...)
      #endif

      #if !defined(CONTAINER_INSET)
      #define CONTAINER_INSET 8.
      #endif

      @interface InsetContainer : UIViewController
      @end

      @implementation InsetContainer

      - (void)embed:(UIViewController *)child {
        DLog(@"embedding %@", child);
        [self addChildViewController:child];
        child.view.frame = CGRectInset(self.view.bounds, CONTAINER_INSET, CONTAINER_INSET);
        [self.view addSubview:child.view];
        [child didMoveToParentViewController:self];
      }

      @end

      InsetContainer *inset = [[InsetContainer alloc] init];
      [self addChildViewController:inset];
      [self.view addSubview:inset.view];
      [inset didMoveToParentViewController:self];
      UIViewController *article = [[UIViewController alloc] init];
      [inset embed:article];
      """#,
      log: #"""
      container.addChild(inset)
        inset.willMove(toParent: container)
      container.view.addSubview(inset.view)
        inset.loadView()
        inset.viewDidLoad()
        inset.viewWillAppear(false)
      [end of turn] inset.viewDidAppear(false)
      inset.didMove(toParent: container)
      inset.embed(article)
        inset.addChild(article)
          article.willMove(toParent: inset)
        article.view.frame = CGRect(x: 8, y: 8, width: 304, height: 464)
          article.loadView()
          article.viewDidLoad()
        inset.view.addSubview(article.view)
          article.viewWillAppear(false)
        article.didMove(toParent: inset)
      [end of turn] article.viewDidAppear(false)
      """#),
    ContainerCorpusTests.Entry(
      name: "14_singleton_style.m",
      script: #"""
      // Class methods and static storage, as 2012 "manager" containers wrote them.
      #import <UIKit/UIKit.h>

      static NSInteger gEmbedCount = 0;

      @interface EmbedCounter : NSObject
      + (NSInteger)count;
      + (void)increment;
      @end

      @implementation EmbedCounter
      + (NSInteger)count { return gEmbedCount; }
      + (void)increment { gEmbedCount += 1; }
      @end

      @interface CountingContainer : UIViewController
      @end

      @implementation CountingContainer
      - (void)addContent:(UIViewController *)content {
        [self addChildViewController:content];
        [self.view addSubview:content.view];
        [content didMoveToParentViewController:self];
        [EmbedCounter increment];
      }
      @end

      CountingContainer *counting = [[CountingContainer alloc] init];
      [self addChildViewController:counting];
      [self.view addSubview:counting.view];
      [counting didMoveToParentViewController:self];
      [counting addContent:[[UIViewController alloc] init]];
      NSLog(@"%ld", (long)[EmbedCounter count]);
      """#,
      log: #"""
      container.addChild(counting)
        counting.willMove(toParent: container)
      container.view.addSubview(counting.view)
        counting.loadView()
        counting.viewDidLoad()
        counting.viewWillAppear(false)
      [end of turn] counting.viewDidAppear(false)
      counting.didMove(toParent: container)
      counting.addContent(viewController)
        counting.addChild(viewController)
          viewController.willMove(toParent: counting)
        counting.view.addSubview(viewController.view)
          viewController.loadView()
          viewController.viewDidLoad()
          viewController.viewWillAppear(false)
        viewController.didMove(toParent: counting)
      [end of turn] viewController.viewDidAppear(false)
      1
      """#),
    ContainerCorpusTests.Entry(
      name: "15_page.swift",
      script: #"""
      // A paging container driven by an index, with didSet (Swift 4.2, 2018).
      import UIKit

      class PagingContainer: UIViewController {
        var pages: [UIViewController] = []
        var index = -1 {
          didSet {
            guard oldValue != index else { return }
            if oldValue >= 0 { remove(pages[oldValue]) }
            add(pages[index])
          }
        }

        private func add(_ page: UIViewController) {
          addChild(page)
          page.view.frame = view.bounds
          view.addSubview(page.view)
          page.didMove(toParent: self)
        }

        private func remove(_ page: UIViewController) {
          page.willMove(toParent: nil)
          page.view.removeFromSuperview()
          page.removeFromParent()
        }
      }

      let paging = PagingContainer()
      container.addChild(paging)
      container.view.addSubview(paging.view)
      paging.didMove(toParent: container)
      let pageOne = UIViewController()
      let pageTwo = UIViewController()
      paging.pages = [pageOne, pageTwo]
      paging.index = 0
      paging.index = 1
      print(paging.children.count)
      """#,
      log: #"""
      container.addChild(paging)
        paging.willMove(toParent: container)
      container.view.addSubview(paging.view)
        paging.loadView()
        paging.viewDidLoad()
        paging.viewWillAppear(false)
      [end of turn] paging.viewDidAppear(false)
      paging.didMove(toParent: container)
      paging.index = 0
        paging.add(pageOne)
          paging.addChild(pageOne)
            pageOne.willMove(toParent: paging)
          pageOne.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
            pageOne.loadView()
            pageOne.viewDidLoad()
          paging.view.addSubview(pageOne.view)
            pageOne.viewWillAppear(false)
          pageOne.didMove(toParent: paging)
      [end of turn] pageOne.viewDidAppear(false)
      paging.index = 1
        paging.remove(pageOne)
          pageOne.willMove(toParent: nil)
          pageOne.view.removeFromSuperview()
            pageOne.viewWillDisappear(false)
          pageOne.removeFromParent()
            pageOne.didMove(toParent: nil)
        paging.add(pageTwo)
          paging.addChild(pageTwo)
            pageTwo.willMove(toParent: paging)
          pageTwo.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
            pageTwo.loadView()
            pageTwo.viewDidLoad()
          paging.view.addSubview(pageTwo.view)
            pageTwo.viewWillAppear(false)
          pageTwo.didMove(toParent: paging)
      [end of turn] pageOne.viewDidDisappear(false)
      [end of turn] pageTwo.viewDidAppear(false)
      1
      """#),
    ContainerCorpusTests.Entry(
      name: "16_blocks.m",
      script: #"""
      // A container that reports through a block property (blocks and typedefs, 2013).
      #import <UIKit/UIKit.h>

      typedef void (^ChildHandler)(UIViewController *child, NSUInteger index);

      @interface ListContainer : UIViewController
      @property (nonatomic, copy) ChildHandler onEmbed;
      - (void)embedAll:(NSArray<UIViewController *> *)children;
      @end

      @implementation ListContainer

      - (void)embedAll:(NSArray<UIViewController *> *)children {
        [children enumerateObjectsUsingBlock:^(UIViewController *child, NSUInteger idx, BOOL *stop) {
          [self addChildViewController:child];
          child.view.frame = CGRectMake(0, idx * 100.0, CGRectGetWidth(self.view.bounds), 100.0);
          [self.view addSubview:child.view];
          [child didMoveToParentViewController:self];
          if (self.onEmbed) {
            self.onEmbed(child, idx);
          }
        }];
      }

      @end

      ListContainer *list = [[ListContainer alloc] init];
      list.onEmbed = ^(UIViewController *child, NSUInteger index) {
        NSLog(@"embedded %lu", (unsigned long)index);
      };
      [self addChildViewController:list];
      [self.view addSubview:list.view];
      [list didMoveToParentViewController:self];
      UIViewController *rowA = [[UIViewController alloc] init];
      UIViewController *rowB = [[UIViewController alloc] init];
      [list embedAll:@[rowA, rowB]];
      for (UIViewController *child in list.childViewControllers) {
        NSLog(@"%@", NSStringFromCGRect(child.view.frame));
      }
      """#,
      log: #"""
      container.addChild(list)
        list.willMove(toParent: container)
      container.view.addSubview(list.view)
        list.loadView()
        list.viewDidLoad()
        list.viewWillAppear(false)
      [end of turn] list.viewDidAppear(false)
      list.didMove(toParent: container)
      list.embedAll([rowA, rowB])
        list.addChild(rowA)
          rowA.willMove(toParent: list)
        rowA.view.frame = CGRect(x: 0, y: 0, width: 320, height: 100)
          rowA.loadView()
          rowA.viewDidLoad()
        list.view.addSubview(rowA.view)
          rowA.viewWillAppear(false)
        rowA.didMove(toParent: list)
        embedded 0
        list.addChild(rowB)
          rowB.willMove(toParent: list)
        rowB.view.frame = CGRect(x: 0, y: 100, width: 320, height: 100)
          rowB.loadView()
          rowB.viewDidLoad()
        list.view.addSubview(rowB.view)
          rowB.viewWillAppear(false)
        rowB.didMove(toParent: list)
        embedded 1
      [end of turn] rowA.viewDidAppear(false)
      [end of turn] rowB.viewDidAppear(false)
      {{0, 0}, {320, 100}}
      {{0, 100}, {320, 100}}
      """#),
    ContainerCorpusTests.Entry(
      name: "17_available.swift",
      script: #"""
      // A container that guards newer API with #available and #if swift (Swift 5.5, 2021).
      import UIKit

      @available(iOS 13.0, *)
      final class ModernContainer: UIViewController {
        private var content: UIViewController?

        func setContent(_ new: UIViewController) {
          #if swift(>=5.0)
          if let old = content {
            old.willMove(toParent: nil)
            old.view.removeFromSuperview()
            old.removeFromParent()
          }
          #endif
          addChild(new)
          view.addSubview(new.view)
          new.view.frame = view.bounds
          new.didMove(toParent: self)
          content = new
        }
      }

      if #available(iOS 13.0, *) {
        let modern = ModernContainer()
        container.addChild(modern)
        container.view.addSubview(modern.view)
        modern.didMove(toParent: container)
        let feed = UIViewController()
        modern.setContent(feed)
      }
      """#,
      log: #"""
      container.addChild(modern)
        modern.willMove(toParent: container)
      container.view.addSubview(modern.view)
        modern.loadView()
        modern.viewDidLoad()
        modern.viewWillAppear(false)
      modern.didMove(toParent: container)
      modern.setContent(feed)
        modern.addChild(feed)
          feed.willMove(toParent: modern)
        modern.view.addSubview(feed.view)
          feed.loadView()
          feed.viewDidLoad()
          feed.viewWillAppear(false)
        feed.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        feed.didMove(toParent: modern)
      [end of turn] modern.viewDidAppear(false)
      [end of turn] feed.viewDidAppear(false)
      """#),
  ]
}
