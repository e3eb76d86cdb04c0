import TestSupport
import Testing

/// Containers written in the styles of open-source libraries and tutorials from 2012 to
/// today: each runs as its author wrote it, with the callback log checked by hand
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
    ContainerCorpusTests.Entry(
      name: "18_nav_wrapper.swift",
      script: #"""
        // Wrapping a navigation controller as a child (a common 2016 answer).
        import UIKit

        final class RootShell: UIViewController {
          let navigation: UINavigationController

          init(root: UIViewController) {
            navigation = UINavigationController(rootViewController: root)
            super.init(nibName: nil, bundle: nil)
          }

          required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

          override func viewDidLoad() {
            super.viewDidLoad()
            addChild(navigation)
            navigation.view.frame = view.bounds
            view.addSubview(navigation.view)
            navigation.didMove(toParent: self)
          }
        }

        let inbox = UIViewController()
        let shell = RootShell(root: inbox)
        container.addChild(shell)
        container.view.addSubview(shell.view)
        shell.didMove(toParent: container)
        print(shell.navigation.viewControllers.count)
        """#,
      log: #"""
        RootShell(root: inbox)
          UINavigationController(rootViewController: inbox)
            inbox.willMove(toParent: navigation)
        container.addChild(shell)
          shell.willMove(toParent: container)
        container.view.addSubview(shell.view)
          shell.loadView()
          shell.viewDidLoad()
            shell.addChild(navigation)
              navigation.willMove(toParent: shell)
            navigation.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
              navigation.loadView()
              navigation.viewDidLoad()
            shell.view.addSubview(navigation.view)
            navigation.didMove(toParent: shell)
          shell.viewWillAppear(false)
          navigation.viewWillAppear(false)
          inbox.loadView()
          inbox.viewDidLoad()
          inbox.viewWillAppear(false)
        [end of turn] shell.viewDidAppear(false)
        [end of turn] navigation.viewDidAppear(false)
        [end of turn] inbox.viewDidAppear(false)
        [end of turn] inbox.didMove(toParent: navigation)
        shell.didMove(toParent: container)
        1
        """#),
    ContainerCorpusTests.Entry(
      name: "19_embed_ext.swift",
      script: #"""
        // The UIViewController extension nearly every Swift codebase has (2019).
        import UIKit

        extension UIViewController {
          func add(_ child: UIViewController, frame: CGRect? = nil) {
            addChild(child)
            if let frame = frame {
              child.view.frame = frame
            }
            view.addSubview(child.view)
            child.didMove(toParent: self)
          }

          func remove() {
            guard parent != nil else { return }
            willMove(toParent: nil)
            view.removeFromSuperview()
            removeFromParent()
          }
        }

        let banner = UIViewController()
        container.add(banner, frame: CGRect(x: 0, y: 0, width: 320, height: 60))
        banner.remove()
        banner.remove()
        print(container.children.isEmpty)
        """#,
      log: #"""
        container.add(banner, frame: CGRect(x: 0, y: 0, width: 320, height: 60))
          container.addChild(banner)
            banner.willMove(toParent: container)
          banner.view.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
            banner.loadView()
            banner.viewDidLoad()
          container.view.addSubview(banner.view)
            banner.viewWillAppear(false)
          banner.didMove(toParent: container)
        [end of turn] banner.viewDidAppear(false)
        banner.remove()
          banner.willMove(toParent: nil)
          banner.view.removeFromSuperview()
            banner.viewWillDisappear(false)
          banner.removeFromParent()
            banner.didMove(toParent: nil)
        [end of turn] banner.viewDidDisappear(false)
        true
        """#),
    ContainerCorpusTests.Entry(
      name: "20_rotation.m",
      script: #"""
        // Forwarding size changes to a child, iOS 8 style (2014).
        #import <UIKit/UIKit.h>

        @interface SizeAwareContainer : UIViewController
        @property (nonatomic, strong) UIViewController *content;
        @end

        @implementation SizeAwareContainer

        - (void)setContentController:(UIViewController *)content {
          self.content = content;
          [self addChildViewController:content];
          content.view.frame = self.view.bounds;
          [self.view addSubview:content.view];
          [content didMoveToParentViewController:self];
        }

        - (void)viewWillTransitionToSize:(CGSize)size withTransitionCoordinator:(id<UIViewControllerTransitionCoordinator>)coordinator {
          [super viewWillTransitionToSize:size withTransitionCoordinator:coordinator];
          NSLog(@"size %.0f x %.0f", size.width, size.height);
        }

        @end

        SizeAwareContainer *aware = [[SizeAwareContainer alloc] init];
        [self addChildViewController:aware];
        [self.view addSubview:aware.view];
        [aware didMoveToParentViewController:self];
        [aware setContentController:[[UIViewController alloc] init]];
        :rotate landscapeLeft
        """#,
      log: #"""
        container.addChild(aware)
          aware.willMove(toParent: container)
        container.view.addSubview(aware.view)
          aware.loadView()
          aware.viewDidLoad()
          aware.viewWillAppear(false)
        [end of turn] aware.viewDidAppear(false)
        aware.didMove(toParent: container)
        aware.setContentController(viewController)
          aware.addChild(viewController)
            viewController.willMove(toParent: aware)
          viewController.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
            viewController.loadView()
            viewController.viewDidLoad()
          aware.view.addSubview(viewController.view)
            viewController.viewWillAppear(false)
          viewController.didMove(toParent: aware)
        [end of turn] viewController.viewDidAppear(false)
        container.viewWillTransition(to: CGSize(width: 480, height: 320), with: coordinator)
          aware.viewWillTransition(to: CGSize(width: 480, height: 320), with: coordinator)
            viewController.viewWillTransition(to: CGSize(width: 480, height: 320), with: coordinator)
            size 480 x 320
        """#),
    ContainerCorpusTests.Entry(
      name: "21_lazy.swift",
      script: #"""
        // Lazily created children behind a segmented switch (Swift 5, 2020 tutorials).
        import UIKit

        final class SegmentedContainer: UIViewController {
          lazy var summary: UIViewController = UIViewController()
          lazy var details: UIViewController = UIViewController()
          private var shown: UIViewController?

          func select(segment: Int) {
            let next = segment == 0 ? summary : details
            guard next !== shown else { return }
            if let shown = shown {
              shown.willMove(toParent: nil)
              shown.view.removeFromSuperview()
              shown.removeFromParent()
            }
            addChild(next)
            view.addSubview(next.view)
            next.didMove(toParent: self)
            shown = next
          }
        }

        let segmented = SegmentedContainer()
        container.addChild(segmented)
        container.view.addSubview(segmented.view)
        segmented.didMove(toParent: container)
        segmented.select(segment: 0)
        segmented.select(segment: 1)
        segmented.select(segment: 1)
        """#,
      log: #"""
        container.addChild(segmented)
          segmented.willMove(toParent: container)
        container.view.addSubview(segmented.view)
          segmented.loadView()
          segmented.viewDidLoad()
          segmented.viewWillAppear(false)
        [end of turn] segmented.viewDidAppear(false)
        segmented.didMove(toParent: container)
        segmented.select(segment: 0)
          segmented.addChild(summary)
            summary.willMove(toParent: segmented)
          segmented.view.addSubview(summary.view)
            summary.loadView()
            summary.viewDidLoad()
            summary.viewWillAppear(false)
          summary.didMove(toParent: segmented)
        [end of turn] summary.viewDidAppear(false)
        segmented.select(segment: 1)
          summary.willMove(toParent: nil)
          summary.view.removeFromSuperview()
            summary.viewWillDisappear(false)
          summary.removeFromParent()
            summary.didMove(toParent: nil)
          segmented.addChild(details)
            details.willMove(toParent: segmented)
          segmented.view.addSubview(details.view)
            details.loadView()
            details.viewDidLoad()
            details.viewWillAppear(false)
          details.didMove(toParent: segmented)
        [end of turn] summary.viewDidDisappear(false)
        [end of turn] details.viewDidAppear(false)
        """#),
    ContainerCorpusTests.Entry(
      name: "22_struct_config.swift",
      script: #"""
        // A container configured with a struct of insets (Swift 4, 2017).
        import UIKit

        struct ContainerStyle {
          var inset: CGFloat = 12
          var cornerRadius: CGFloat = 8

          func frame(in bounds: CGRect) -> CGRect {
            return bounds.insetBy(dx: inset, dy: inset)
          }
        }

        class CardContainer: UIViewController {
          var style = ContainerStyle()

          func present(card: UIViewController) {
            addChild(card)
            card.view.frame = style.frame(in: view.bounds)
            view.addSubview(card.view)
            card.didMove(toParent: self)
          }
        }

        let cards = CardContainer()
        cards.style.inset = 20
        container.addChild(cards)
        container.view.addSubview(cards.view)
        cards.didMove(toParent: container)
        let receipt = UIViewController()
        cards.present(card: receipt)
        print(receipt.view.frame.width)
        """#,
      log: #"""
        container.addChild(cards)
          cards.willMove(toParent: container)
        container.view.addSubview(cards.view)
          cards.loadView()
          cards.viewDidLoad()
          cards.viewWillAppear(false)
        [end of turn] cards.viewDidAppear(false)
        cards.didMove(toParent: container)
        cards.present(card: receipt)
          cards.addChild(receipt)
            receipt.willMove(toParent: cards)
          receipt.view.frame = CGRect(x: 20, y: 20, width: 280, height: 440)
            receipt.loadView()
            receipt.viewDidLoad()
          cards.view.addSubview(receipt.view)
            receipt.viewWillAppear(false)
          receipt.didMove(toParent: cards)
        [end of turn] receipt.viewDidAppear(false)
        280.0
        """#),
    ContainerCorpusTests.Entry(
      name: "23_ivars.m",
      script: #"""
        // Instance variables in the @implementation and a private class extension (2013).
        #import <UIKit/UIKit.h>

        @interface SplitHost : UIViewController
        @end

        @interface SplitHost ()
        @property (nonatomic, strong) UIViewController *master;
        @end

        @implementation SplitHost {
          UIViewController *_detail;
          CGFloat _masterWidth;
        }

        - (void)setMaster:(UIViewController *)master detail:(UIViewController *)detail {
          self.master = master;
          _detail = detail;
          _masterWidth = 120.f;
          for (UIViewController *child in @[master, detail]) {
            [self addChildViewController:child];
            [self.view addSubview:child.view];
            [child didMoveToParentViewController:self];
          }
          CGRect masterFrame = CGRectMake(0, 0, _masterWidth, CGRectGetHeight(self.view.bounds));
          CGRect detailFrame = CGRectMake(_masterWidth, 0, CGRectGetWidth(self.view.bounds) - _masterWidth, CGRectGetHeight(self.view.bounds));
          master.view.frame = masterFrame;
          _detail.view.frame = detailFrame;
        }

        @end

        SplitHost *split = [[SplitHost alloc] init];
        [self addChildViewController:split];
        [self.view addSubview:split.view];
        [split didMoveToParentViewController:self];
        UIViewController *folders = [[UIViewController alloc] init];
        UIViewController *message = [[UIViewController alloc] init];
        [split setMaster:folders detail:message];
        """#,
      log: #"""
        container.addChild(split)
          split.willMove(toParent: container)
        container.view.addSubview(split.view)
          split.loadView()
          split.viewDidLoad()
          split.viewWillAppear(false)
        [end of turn] split.viewDidAppear(false)
        split.didMove(toParent: container)
        split.setMaster(folders, detail: message)
          split.addChild(folders)
            folders.willMove(toParent: split)
          split.view.addSubview(folders.view)
            folders.loadView()
            folders.viewDidLoad()
            folders.viewWillAppear(false)
          folders.didMove(toParent: split)
          split.addChild(message)
            message.willMove(toParent: split)
          split.view.addSubview(message.view)
            message.loadView()
            message.viewDidLoad()
            message.viewWillAppear(false)
          message.didMove(toParent: split)
          folders.view.frame = CGRect(x: 0, y: 0, width: 120, height: 480)
          message.view.frame = CGRect(x: 120, y: 0, width: 200, height: 480)
        [end of turn] folders.viewDidAppear(false)
        [end of turn] message.viewDidAppear(false)
        """#),
    ContainerCorpusTests.Entry(
      name: "24_generic_free.swift",
      script: #"""
        // A tab container with an enum of tabs and CaseIterable (Swift 4.2, 2018).
        import UIKit

        enum Tab: Int, CaseIterable {
          case home, search, profile
        }

        final class TabContainer: UIViewController {
          private var controllers: [Tab: UIViewController] = [:]
          private(set) var selected: Tab?

          func controller(for tab: Tab) -> UIViewController {
            if let existing = controllers[tab] { return existing }
            let made = UIViewController()
            controllers[tab] = made
            return made
          }

          func select(_ tab: Tab) {
            if let old = selected.map({ controller(for: $0) }) {
              old.willMove(toParent: nil)
              old.view.removeFromSuperview()
              old.removeFromParent()
            }
            let next = controller(for: tab)
            addChild(next)
            view.addSubview(next.view)
            next.didMove(toParent: self)
            selected = tab
          }
        }

        let tabBar = TabContainer()
        container.addChild(tabBar)
        container.view.addSubview(tabBar.view)
        tabBar.didMove(toParent: container)
        tabBar.select(.home)
        tabBar.select(.profile)
        print(Tab.allCases.count, tabBar.children.count)
        """#,
      log: #"""
        container.addChild(tabBar)
          tabBar.willMove(toParent: container)
        container.view.addSubview(tabBar.view)
          tabBar.loadView()
          tabBar.viewDidLoad()
          tabBar.viewWillAppear(false)
        [end of turn] tabBar.viewDidAppear(false)
        tabBar.didMove(toParent: container)
        tabBar.select(.home)
          tabBar.addChild(made)
            made.willMove(toParent: tabBar)
          tabBar.view.addSubview(made.view)
            made.loadView()
            made.viewDidLoad()
            made.viewWillAppear(false)
          made.didMove(toParent: tabBar)
        [end of turn] made.viewDidAppear(false)
        tabBar.select(.profile)
          made.willMove(toParent: nil)
          made.view.removeFromSuperview()
            made.viewWillDisappear(false)
          made.removeFromParent()
            made.didMove(toParent: nil)
          tabBar.addChild(made2)
            made2.willMove(toParent: tabBar)
          tabBar.view.addSubview(made2.view)
            made2.loadView()
            made2.viewDidLoad()
            made2.viewWillAppear(false)
          made2.didMove(toParent: tabBar)
        [end of turn] made.viewDidDisappear(false)
        [end of turn] made2.viewDidAppear(false)
        3 1
        """#),
    ContainerCorpusTests.Entry(
      name: "25_conditional_compile.m",
      script: #"""
        // Version checks compiled by the preprocessor, as libraries supporting iOS 6 and 7 did.
        #import <UIKit/UIKit.h>

        #ifndef __IPHONE_7_0
        #error "needs the iOS 7 SDK"
        #endif

        #if __IPHONE_OS_VERSION_MAX_ALLOWED >= __IPHONE_7_0
        #define HAS_TOP_LAYOUT_GUIDE 1
        #else
        #define HAS_TOP_LAYOUT_GUIDE 0
        #endif

        @interface GuideContainer : UIViewController
        @end

        @implementation GuideContainer
        - (void)install:(UIViewController *)child {
          [self addChildViewController:child];
          CGFloat top = HAS_TOP_LAYOUT_GUIDE ? 64.f : 0.f;
          child.view.frame = CGRectMake(0, top, CGRectGetWidth(self.view.bounds), CGRectGetHeight(self.view.bounds) - top);
          [self.view addSubview:child.view];
          [child didMoveToParentViewController:self];
        }
        @end

        GuideContainer *guide = [[GuideContainer alloc] init];
        [self addChildViewController:guide];
        [self.view addSubview:guide.view];
        [guide didMoveToParentViewController:self];
        UIViewController *feed = [[UIViewController alloc] init];
        [guide install:feed];
        """#,
      log: #"""
        container.addChild(guide)
          guide.willMove(toParent: container)
        container.view.addSubview(guide.view)
          guide.loadView()
          guide.viewDidLoad()
          guide.viewWillAppear(false)
        [end of turn] guide.viewDidAppear(false)
        guide.didMove(toParent: container)
        guide.install(feed)
          guide.addChild(feed)
            feed.willMove(toParent: guide)
          feed.view.frame = CGRect(x: 0, y: 64, width: 320, height: 416)
            feed.loadView()
            feed.viewDidLoad()
          guide.view.addSubview(feed.view)
            feed.viewWillAppear(false)
          feed.didMove(toParent: guide)
        [end of turn] feed.viewDidAppear(false)
        """#),
    ContainerCorpusTests.Entry(
      name: "26_delegate.m",
      script: #"""
        // A container that tells its delegate about switches (protocols and respondsToSelector:, 2012).
        #import <UIKit/UIKit.h>

        @class SwitchingContainer;

        @protocol SwitchingContainerDelegate <NSObject>
        @optional
        - (void)container:(SwitchingContainer *)container didShowViewController:(UIViewController *)controller;
        @end

        @interface SwitchingContainer : UIViewController
        @property (nonatomic, weak) id<SwitchingContainerDelegate> delegate;
        - (void)showViewController:(UIViewController *)controller;
        @end

        @implementation SwitchingContainer

        - (void)showViewController:(UIViewController *)controller {
          [self addChildViewController:controller];
          [self.view addSubview:controller.view];
          [controller didMoveToParentViewController:self];
          if ([self.delegate respondsToSelector:@selector(container:didShowViewController:)]) {
            [self.delegate container:self didShowViewController:controller];
          }
        }

        @end

        @interface Listener : NSObject <SwitchingContainerDelegate>
        @end

        @implementation Listener
        - (void)container:(SwitchingContainer *)container didShowViewController:(UIViewController *)controller {
          NSLog(@"showing %@", controller);
        }
        @end

        Listener *listener = [[Listener alloc] init];
        SwitchingContainer *switching = [[SwitchingContainer alloc] init];
        switching.delegate = listener;
        [self addChildViewController:switching];
        [self.view addSubview:switching.view];
        [switching didMoveToParentViewController:self];
        UIViewController *welcome = [[UIViewController alloc] init];
        [switching showViewController:welcome];
        """#,
      log: #"""
        container.addChild(switching)
          switching.willMove(toParent: container)
        container.view.addSubview(switching.view)
          switching.loadView()
          switching.viewDidLoad()
          switching.viewWillAppear(false)
        [end of turn] switching.viewDidAppear(false)
        switching.didMove(toParent: container)
        switching.showViewController(welcome)
          switching.addChild(welcome)
            welcome.willMove(toParent: switching)
          switching.view.addSubview(welcome.view)
            welcome.loadView()
            welcome.viewDidLoad()
            welcome.viewWillAppear(false)
          welcome.didMove(toParent: switching)
          listener.container(switching, didShow: welcome)
            showing <UIViewController: welcome>
        [end of turn] welcome.viewDidAppear(false)
        """#),
    ContainerCorpusTests.Entry(
      name: "27_closure_config.swift",
      script: #"""
        // Children made by closures and configured with `then`-style blocks (Swift 5, 2019).
        import UIKit

        final class DashboardController: UIViewController {
          private let makers: [() -> UIViewController]

          init(makers: [() -> UIViewController]) {
            self.makers = makers
            super.init(nibName: nil, bundle: nil)
          }

          required init?(coder: NSCoder) { nil }

          override func viewDidLoad() {
            super.viewDidLoad()
            let height = view.bounds.height / CGFloat(makers.count)
            for (index, make) in makers.enumerated() {
              let child = make()
              addChild(child)
              child.view.frame = CGRect(x: 0, y: height * CGFloat(index), width: view.bounds.width, height: height)
              view.addSubview(child.view)
              child.didMove(toParent: self)
            }
          }
        }

        let weather = UIViewController()
        let calendar = UIViewController()
        let dashboard = DashboardController(makers: [{ weather }, { calendar }])
        container.addChild(dashboard)
        container.view.addSubview(dashboard.view)
        dashboard.didMove(toParent: container)
        print(calendar.view.frame.minY)
        """#,
      log: #"""
        container.addChild(dashboard)
          dashboard.willMove(toParent: container)
        container.view.addSubview(dashboard.view)
          dashboard.loadView()
          dashboard.viewDidLoad()
            dashboard.addChild(weather)
              weather.willMove(toParent: dashboard)
            weather.view.frame = CGRect(x: 0, y: 0, width: 320, height: 240)
              weather.loadView()
              weather.viewDidLoad()
            dashboard.view.addSubview(weather.view)
            weather.didMove(toParent: dashboard)
            dashboard.addChild(calendar)
              calendar.willMove(toParent: dashboard)
            calendar.view.frame = CGRect(x: 0, y: 240, width: 320, height: 240)
              calendar.loadView()
              calendar.viewDidLoad()
            dashboard.view.addSubview(calendar.view)
            calendar.didMove(toParent: dashboard)
          dashboard.viewWillAppear(false)
          weather.viewWillAppear(false)
          calendar.viewWillAppear(false)
        [end of turn] dashboard.viewDidAppear(false)
        [end of turn] weather.viewDidAppear(false)
        [end of turn] calendar.viewDidAppear(false)
        dashboard.didMove(toParent: container)
        240.0
        """#),
    ContainerCorpusTests.Entry(
      name: "28_guard_chain.swift",
      script: #"""
        // Removing every child with a guard and forEach (Swift 5, 2022).
        import UIKit

        final class ResettableContainer: UIViewController {
          func show(_ controllers: [UIViewController]) {
            controllers.forEach { child in
              addChild(child)
              view.addSubview(child.view)
              child.didMove(toParent: self)
            }
          }

          func removeAll() {
            guard !children.isEmpty else { return }
            children.forEach {
              $0.willMove(toParent: nil)
              $0.view.removeFromSuperview()
              $0.removeFromParent()
            }
          }
        }

        let resettable = ResettableContainer()
        container.addChild(resettable)
        container.view.addSubview(resettable.view)
        resettable.didMove(toParent: container)
        let left = UIViewController()
        let right = UIViewController()
        resettable.show([left, right])
        resettable.removeAll()
        print(resettable.children.count)
        """#,
      log: #"""
        container.addChild(resettable)
          resettable.willMove(toParent: container)
        container.view.addSubview(resettable.view)
          resettable.loadView()
          resettable.viewDidLoad()
          resettable.viewWillAppear(false)
        [end of turn] resettable.viewDidAppear(false)
        resettable.didMove(toParent: container)
        resettable.show([left, right])
          resettable.addChild(left)
            left.willMove(toParent: resettable)
          resettable.view.addSubview(left.view)
            left.loadView()
            left.viewDidLoad()
            left.viewWillAppear(false)
          left.didMove(toParent: resettable)
          resettable.addChild(right)
            right.willMove(toParent: resettable)
          resettable.view.addSubview(right.view)
            right.loadView()
            right.viewDidLoad()
            right.viewWillAppear(false)
          right.didMove(toParent: resettable)
        [end of turn] left.viewDidAppear(false)
        [end of turn] right.viewDidAppear(false)
        resettable.removeAll()
          left.willMove(toParent: nil)
          left.view.removeFromSuperview()
            left.viewWillDisappear(false)
          left.removeFromParent()
            left.didMove(toParent: nil)
          right.willMove(toParent: nil)
          right.view.removeFromSuperview()
            right.viewWillDisappear(false)
          right.removeFromParent()
            right.didMove(toParent: nil)
        [end of turn] left.viewDidDisappear(false)
        [end of turn] right.viewDidDisappear(false)
        0
        """#),
    ContainerCorpusTests.Entry(
      name: "29_ternary_macros.m",
      script: #"""
        // Clamped frames with MIN/MAX and a function-like macro (2012 layout helpers).
        #import <UIKit/UIKit.h>

        #define CLAMP(x, low, high) (((x) > (high)) ? (high) : (((x) < (low)) ? (low) : (x)))
        #define kMinimumHeight 100.0

        @interface ClampedContainer : UIViewController
        @property (nonatomic) CGFloat preferredHeight;
        @end

        @implementation ClampedContainer
        - (void)embed:(UIViewController *)child {
          CGFloat height = CLAMP(self.preferredHeight, kMinimumHeight, CGRectGetHeight(self.view.bounds));
          [self addChildViewController:child];
          child.view.frame = CGRectMake(0, 0, CGRectGetWidth(self.view.bounds), height);
          [self.view addSubview:child.view];
          [child didMoveToParentViewController:self];
        }
        @end

        ClampedContainer *clamped = [[ClampedContainer alloc] init];
        [self addChildViewController:clamped];
        [self.view addSubview:clamped.view];
        [clamped didMoveToParentViewController:self];
        UIViewController *player = [[UIViewController alloc] init];
        [clamped embed:player];
        NSLog(@"%.0f", CGRectGetHeight(player.view.frame));
        clamped.preferredHeight = 900;
        UIViewController *queue = [[UIViewController alloc] init];
        [clamped embed:queue];
        NSLog(@"%.0f", CGRectGetHeight(queue.view.frame));
        """#,
      log: #"""
        container.addChild(clamped)
          clamped.willMove(toParent: container)
        container.view.addSubview(clamped.view)
          clamped.loadView()
          clamped.viewDidLoad()
          clamped.viewWillAppear(false)
        [end of turn] clamped.viewDidAppear(false)
        clamped.didMove(toParent: container)
        clamped.embed(player)
          clamped.addChild(player)
            player.willMove(toParent: clamped)
          player.view.frame = CGRect(x: 0, y: 0, width: 320, height: 100)
            player.loadView()
            player.viewDidLoad()
          clamped.view.addSubview(player.view)
            player.viewWillAppear(false)
          player.didMove(toParent: clamped)
        [end of turn] player.viewDidAppear(false)
        100
        clamped.embed(queue)
          clamped.addChild(queue)
            queue.willMove(toParent: clamped)
          queue.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
            queue.loadView()
            queue.viewDidLoad()
          clamped.view.addSubview(queue.view)
            queue.viewWillAppear(false)
          queue.didMove(toParent: clamped)
        [end of turn] queue.viewDidAppear(false)
        480
        """#),
    ContainerCorpusTests.Entry(
      name: "30_switch_enum.swift",
      script: #"""
        // A container whose layout is an enum with associated values, switched without default (2023).
        import UIKit

        enum Presentation {
          case fullScreen
          case inset(CGFloat)
          case hidden
        }

        final class PresentingContainer: UIViewController {
          func place(_ child: UIViewController, as presentation: Presentation) {
            switch presentation {
            case .fullScreen:
              child.view.frame = view.bounds
            case .inset(let amount):
              child.view.frame = view.bounds.insetBy(dx: amount, dy: amount)
            case .hidden:
              return
            }
            addChild(child)
            view.addSubview(child.view)
            child.didMove(toParent: self)
          }
        }

        let presenting = PresentingContainer()
        container.addChild(presenting)
        container.view.addSubview(presenting.view)
        presenting.didMove(toParent: container)
        let toast = UIViewController()
        presenting.place(toast, as: .inset(40))
        presenting.place(UIViewController(), as: .hidden)
        print(presenting.children.count)
        """#,
      log: #"""
        container.addChild(presenting)
          presenting.willMove(toParent: container)
        container.view.addSubview(presenting.view)
          presenting.loadView()
          presenting.viewDidLoad()
          presenting.viewWillAppear(false)
        [end of turn] presenting.viewDidAppear(false)
        presenting.didMove(toParent: container)
        presenting.place(toast, as: .inset)
          toast.view.frame = CGRect(x: 40, y: 40, width: 240, height: 400)
            toast.loadView()
            toast.viewDidLoad()
          presenting.addChild(toast)
            toast.willMove(toParent: presenting)
          presenting.view.addSubview(toast.view)
            toast.viewWillAppear(false)
          toast.didMove(toParent: presenting)
        [end of turn] toast.viewDidAppear(false)
        1
        """#),
    ContainerCorpusTests.Entry(
      name: "31_factory.m",
      script: #"""
        // A class factory method and @synthesize with a custom ivar (2012).
        #import <UIKit/UIKit.h>

        __attribute__((unused)) static NSString *const kFactoryName = @"WrapperController";

        @interface WrapperController : UIViewController
        @property (nonatomic, strong, readonly) UIViewController *wrapped;
        + (instancetype)wrapperWithViewController:(UIViewController *)controller;
        @end

        @interface WrapperController ()
        @property (nonatomic, strong, readwrite) UIViewController *wrapped;
        @end

        @implementation WrapperController
        @synthesize wrapped = _wrappedController;

        + (instancetype)wrapperWithViewController:(UIViewController *)controller {
          WrapperController *wrapper = [[self alloc] init];
          wrapper.wrapped = controller;
          return wrapper;
        }

        - (void)viewDidLoad {
          [super viewDidLoad];
          [self addChildViewController:self.wrapped];
          [self.view addSubview:self.wrapped.view];
          [self.wrapped didMoveToParentViewController:self];
        }
        @end

        UIViewController *article = [[UIViewController alloc] init];
        WrapperController *wrapper = [WrapperController wrapperWithViewController:article];
        [self addChildViewController:wrapper];
        [self.view addSubview:wrapper.view];
        [wrapper didMoveToParentViewController:self];
        """#,
      log: #"""
        container.addChild(wrapper)
          wrapper.willMove(toParent: container)
        container.view.addSubview(wrapper.view)
          wrapper.loadView()
          wrapper.viewDidLoad()
            wrapper.addChild(article)
              article.willMove(toParent: wrapper)
            wrapper.view.addSubview(article.view)
              article.loadView()
              article.viewDidLoad()
            article.didMove(toParent: wrapper)
          wrapper.viewWillAppear(false)
          article.viewWillAppear(false)
        [end of turn] wrapper.viewDidAppear(false)
        [end of turn] article.viewDidAppear(false)
        wrapper.didMove(toParent: container)
        """#),
    ContainerCorpusTests.Entry(
      name: "32_reveal.m",
      script: #"""
        // A front/rear reveal container in the style of 2012 Objective-C libraries: an ivar block,
        // @synthesize, a private class extension and a category that finds the container.
        #import <UIKit/UIKit.h>

        #pragma mark - Constants

        static const CGFloat kRearRevealWidth = 260.0f;

        typedef enum {
          RevealPositionLeft,
          RevealPositionRight
        } RevealPosition;

        @class RevealController;

        @interface UIViewController (RevealController)
        - (RevealController *)revealController;
        @end

        @interface RevealController : UIViewController {
          UIViewController *_frontViewController;
          UIViewController *_rearViewController;
          RevealPosition _position;
        }
        @property (nonatomic, retain) UIViewController *frontViewController;
        @property (nonatomic, retain) UIViewController *rearViewController;
        @property (nonatomic, readonly) RevealPosition position;
        - (id)initWithRearViewController:(UIViewController *)rear frontViewController:(UIViewController *)front;
        - (void)revealToggle:(id)sender;
        @end

        @interface RevealController ()
        - (void)_deployChild:(UIViewController *)child inView:(UIView *)view;
        @end

        @implementation RevealController

        @synthesize frontViewController = _frontViewController;
        @synthesize rearViewController = _rearViewController;
        @synthesize position = _position;

        - (id)initWithRearViewController:(UIViewController *)rear frontViewController:(UIViewController *)front {
          self = [super initWithNibName:nil bundle:nil];
          if (self != nil) {
            _rearViewController = rear;
            _frontViewController = front;
            _position = RevealPositionLeft;
          }
          return self;
        }

        #pragma mark - View lifecycle

        - (void)viewDidLoad {
          [super viewDidLoad];
          [self _deployChild:_rearViewController inView:self.view];
          [self _deployChild:_frontViewController inView:self.view];
        }

        #pragma mark - Private

        - (void)_deployChild:(UIViewController *)child inView:(UIView *)view {
          if (child == nil) return;
          [self addChildViewController:child];
          child.view.frame = view.bounds;
          child.view.autoresizingMask = UIViewAutoresizingFlexibleWidth | UIViewAutoresizingFlexibleHeight;
          [view addSubview:child.view];
          [child didMoveToParentViewController:self];
        }

        - (void)revealToggle:(id)sender {
          CGRect frame = _frontViewController.view.frame;
          if (_position == RevealPositionLeft) {
            frame.origin.x = kRearRevealWidth;
            _position = RevealPositionRight;
          } else {
            frame.origin.x = 0.0f;
            _position = RevealPositionLeft;
          }
          _frontViewController.view.frame = frame;
        }

        @end

        @implementation UIViewController (RevealController)

        - (RevealController *)revealController {
          UIViewController *parent = self;
          while (parent != nil && ![parent isKindOfClass:[RevealController class]]) {
            parent = parent.parentViewController;
          }
          return (RevealController *)parent;
        }

        @end

        UIViewController *menu = [[UIViewController alloc] init];
        UIViewController *feed = [[UIViewController alloc] init];
        RevealController *reveal = [[RevealController alloc] initWithRearViewController:menu frontViewController:feed];
        [self addChildViewController:reveal];
        [self.view addSubview:reveal.view];
        [reveal didMoveToParentViewController:self];
        [[feed revealController] revealToggle:nil];
        NSLog(@"%d %d", reveal.position == RevealPositionRight, [menu revealController] == reveal);
        """#,
      log: #"""
        container.addChild(reveal)
          reveal.willMove(toParent: container)
        container.view.addSubview(reveal.view)
          reveal.loadView()
          reveal.viewDidLoad()
            reveal._deployChild(menu, in: reveal.view)
              reveal.addChild(menu)
                menu.willMove(toParent: reveal)
              menu.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
                menu.loadView()
                menu.viewDidLoad()
              menu.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
              reveal.view.addSubview(menu.view)
              menu.didMove(toParent: reveal)
            reveal._deployChild(feed, in: reveal.view)
              reveal.addChild(feed)
                feed.willMove(toParent: reveal)
              feed.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
                feed.loadView()
                feed.viewDidLoad()
              feed.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
              reveal.view.addSubview(feed.view)
              feed.didMove(toParent: reveal)
          reveal.viewWillAppear(false)
          menu.viewWillAppear(false)
          feed.viewWillAppear(false)
        [end of turn] reveal.viewDidAppear(false)
        [end of turn] menu.viewDidAppear(false)
        [end of turn] feed.viewDidAppear(false)
        reveal.didMove(toParent: container)
        reveal.revealToggle(nil)
          feed.view.frame = CGRect(x: 260, y: 0, width: 320, height: 480)
        1 1
        """#),
    ContainerCorpusTests.Entry(
      name: "33_slide_menu.swift",
      script: #"""
        // A slide menu in the style of 2015 Swift 2 libraries, as it survives in Swift 5: capitalised
        // enum cases, explicit self and get/return, a class-bound delegate, an extension that walks up.
        import UIKit

        struct SlideMenuOptions {
          static var leftViewWidth: CGFloat = 270.0
          static var animationDuration: CGFloat = 0.4
        }

        enum SlideState {
          case Collapsed
          case LeftExpanded
        }

        protocol SlideMenuControllerDelegate: class {
          func leftWillOpen()
          func leftDidClose()
        }

        class SlideMenuController: UIViewController {
          weak var delegate: SlideMenuControllerDelegate?
          var mainViewController: UIViewController?
          var leftViewController: UIViewController?
          var leftContainerView = UIView()
          private var state: SlideState = .Collapsed {
            didSet {
              print("state", self.state == .LeftExpanded ? "open" : "closed")
            }
          }

          var isLeftOpen: Bool {
            get {
              return self.state == .LeftExpanded
            }
          }

          convenience init(mainViewController: UIViewController, leftMenuViewController: UIViewController) {
            self.init()
            self.mainViewController = mainViewController
            self.leftViewController = leftMenuViewController
          }

          override func viewDidLoad() {
            super.viewDidLoad()
            var leftFrame = self.view.bounds
            leftFrame.size.width = SlideMenuOptions.leftViewWidth
            leftFrame.origin.x = -leftFrame.size.width
            self.leftContainerView.frame = leftFrame
            self.view.addSubview(self.leftContainerView)
            self.setUpViewController(self.view, targetViewController: self.mainViewController)
            self.setUpViewController(self.leftContainerView, targetViewController: self.leftViewController)
          }

          private func setUpViewController(_ targetView: UIView, targetViewController: UIViewController?) {
            if let viewController = targetViewController {
              self.addChild(viewController)
              viewController.view.frame = targetView.bounds
              targetView.addSubview(viewController.view)
              viewController.didMove(toParent: self)
            }
          }

          func openLeft() {
            if self.isLeftOpen { return }
            self.delegate?.leftWillOpen()
            self.leftViewController?.beginAppearanceTransition(true, animated: false)
            self.leftContainerView.frame.origin.x = 0.0
            self.leftViewController?.endAppearanceTransition()
            self.state = .LeftExpanded
          }

          func closeLeft() {
            if !self.isLeftOpen { return }
            self.leftViewController?.beginAppearanceTransition(false, animated: false)
            self.leftContainerView.frame.origin.x = -SlideMenuOptions.leftViewWidth
            self.leftViewController?.endAppearanceTransition()
            self.state = .Collapsed
            self.delegate?.leftDidClose()
          }

          override var shouldAutomaticallyForwardAppearanceMethods: Bool {
            return true
          }
        }

        extension UIViewController {
          func slideMenuController() -> SlideMenuController? {
            var viewController: UIViewController? = self
            while viewController != nil {
              if viewController is SlideMenuController {
                return viewController as? SlideMenuController
              }
              viewController = viewController?.parent
            }
            return nil
          }
        }

        class HomeViewController: UIViewController, SlideMenuControllerDelegate {
          func leftWillOpen() { print(#function) }
          func leftDidClose() { print(#function) }
        }

        let home = HomeViewController()
        let menu = UIViewController()
        let slide = SlideMenuController(mainViewController: home, leftMenuViewController: menu)
        slide.delegate = home
        addChild(slide)
        view.addSubview(slide.view)
        slide.didMove(toParent: self)
        home.slideMenuController()?.openLeft()
        home.slideMenuController()?.closeLeft()
        """#,
      log: #"""
        warning: 15:39: using 'class' keyword to define a class-constrained protocol is deprecated; use 'AnyObject' instead
        protocol SlideMenuControllerDelegate: class {
                                              ^~~~~
        container.addChild(slide)
          slide.willMove(toParent: container)
        container.view.addSubview(slide.view)
          slide.loadView()
          slide.viewDidLoad()
            leftContainerView.frame = CGRect(x: -270, y: 0, width: 270, height: 480)
            slide.view.addSubview(leftContainerView)
            slide.setUpViewController(slide.view, targetViewController: home)
              slide.addChild(home)
                home.willMove(toParent: slide)
              home.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
                home.loadView()
                home.viewDidLoad()
              slide.view.addSubview(home.view)
              home.didMove(toParent: slide)
            slide.setUpViewController(leftContainerView, targetViewController: menu)
              slide.addChild(menu)
                menu.willMove(toParent: slide)
              menu.view.frame = CGRect(x: 0, y: 0, width: 270, height: 480)
                menu.loadView()
                menu.viewDidLoad()
              leftContainerView.addSubview(menu.view)
              menu.didMove(toParent: slide)
          slide.viewWillAppear(false)
          home.viewWillAppear(false)
          menu.viewWillAppear(false)
        [end of turn] slide.viewDidAppear(false)
        [end of turn] home.viewDidAppear(false)
        [end of turn] menu.viewDidAppear(false)
        slide.didMove(toParent: container)
        slide.openLeft()
          home.leftWillOpen()
            leftWillOpen()
          menu.beginAppearanceTransition(true, animated: false)
            menu.viewWillAppear(false)
          leftContainerView.frame = CGRect(x: 0, y: 0, width: 270, height: 480)
          menu.endAppearanceTransition()
            menu.viewDidAppear(false)
          slide.state = .LeftExpanded
            state open
        slide.closeLeft()
          menu.beginAppearanceTransition(false, animated: false)
            menu.viewWillDisappear(false)
          leftContainerView.frame = CGRect(x: -270, y: 0, width: 270, height: 480)
          menu.endAppearanceTransition()
            menu.viewDidDisappear(false)
          slide.state = .Collapsed
            state closed
          home.leftDidClose()
            leftDidClose()
        """#),
    ContainerCorpusTests.Entry(
      name: "34_anchors.swift",
      script: #"""
        // A card container in the style of 2019 Swift: an `add(_:)`/`remove()` child helper extension,
        // layout anchors activated in a batch, and a lazy stack of cards.
        import UIKit

        extension UIViewController {
          func add(_ child: UIViewController, to container: UIView? = nil) {
            addChild(child)
            let host = container ?? view!
            host.addSubview(child.view)
            child.view.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
              child.view.leadingAnchor.constraint(equalTo: host.leadingAnchor),
              child.view.trailingAnchor.constraint(equalTo: host.trailingAnchor),
              child.view.topAnchor.constraint(equalTo: host.topAnchor),
              child.view.bottomAnchor.constraint(equalTo: host.bottomAnchor),
            ])
            child.didMove(toParent: self)
          }

          func remove() {
            guard parent != nil else { return }
            willMove(toParent: nil)
            view.removeFromSuperview()
            removeFromParent()
          }
        }

        final class CardStackViewController: UIViewController {
          private lazy var cardArea: UIView = {
            let area = UIView()
            area.translatesAutoresizingMaskIntoConstraints = false
            return area
          }()
          private(set) var cards: [UIViewController] = []

          override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(cardArea)
            NSLayoutConstraint.activate([
              cardArea.centerXAnchor.constraint(equalTo: view.centerXAnchor),
              cardArea.centerYAnchor.constraint(equalTo: view.centerYAnchor),
              cardArea.widthAnchor.constraint(equalToConstant: 280),
              cardArea.heightAnchor.constraint(equalTo: cardArea.widthAnchor, multiplier: 1.4),
            ])
          }

          func push(_ card: UIViewController) {
            cards.last?.view.isHidden = true
            cards.append(card)
            add(card, to: cardArea)
          }

          func pop() {
            guard let top = cards.popLast() else { return }
            top.remove()
            cards.last?.view.isHidden = false
          }
        }

        let stack = CardStackViewController()
        add(stack)
        let first = UIViewController()
        let second = UIViewController()
        stack.push(first)
        stack.push(second)
        stack.pop()
        print(stack.cards.count, stack.children.count, first.view.isHidden)
        """#,
      log: #"""
        container.add(stack, to: nil)
          container.addChild(stack)
            stack.willMove(toParent: container)
          container.view.addSubview(stack.view)
            stack.loadView()
            stack.viewDidLoad()
              stack.view.addSubview(area)
                area.translatesAutoresizingMaskIntoConstraints = false
              NSLayoutConstraint.activate([<NSLayoutConstraint: area.centerX == stack.view.centerX>, <NSLayoutConstraint: area.centerY == stack.view.centerY>, <NSLayoutConstraint: area.width == 280>, <NSLayoutConstraint: area.height == area.width * 1.4>])
            stack.viewWillAppear(false)
          stack.view.translatesAutoresizingMaskIntoConstraints = false
          NSLayoutConstraint.activate([<NSLayoutConstraint: stack.view.leading == container.view.leading>, <NSLayoutConstraint: stack.view.trailing == container.view.trailing>, <NSLayoutConstraint: stack.view.top == container.view.top>, <NSLayoutConstraint: stack.view.bottom == container.view.bottom>])
          stack.didMove(toParent: container)
        [end of turn] stack.viewDidAppear(false)
        stack.push(first)
          stack.add(first, to: area)
            stack.addChild(first)
              first.willMove(toParent: stack)
            area.addSubview(first.view)
              first.loadView()
              first.viewDidLoad()
              first.viewWillAppear(false)
            first.view.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([<NSLayoutConstraint: first.view.leading == area.leading>, <NSLayoutConstraint: first.view.trailing == area.trailing>, <NSLayoutConstraint: first.view.top == area.top>, <NSLayoutConstraint: first.view.bottom == area.bottom>])
            first.didMove(toParent: stack)
        [end of turn] first.viewDidAppear(false)
        stack.push(second)
          first.view.isHidden = true
          stack.add(second, to: area)
            stack.addChild(second)
              second.willMove(toParent: stack)
            area.addSubview(second.view)
              second.loadView()
              second.viewDidLoad()
              second.viewWillAppear(false)
            second.view.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([<NSLayoutConstraint: second.view.leading == area.leading>, <NSLayoutConstraint: second.view.trailing == area.trailing>, <NSLayoutConstraint: second.view.top == area.top>, <NSLayoutConstraint: second.view.bottom == area.bottom>])
            second.didMove(toParent: stack)
        [end of turn] second.viewDidAppear(false)
        stack.pop()
          second.remove()
            second.willMove(toParent: nil)
            second.view.removeFromSuperview()
              second.viewWillDisappear(false)
            second.removeFromParent()
              second.didMove(toParent: nil)
          first.view.isHidden = false
        [end of turn] second.viewDidDisappear(false)
        1 1 false
        """#),
    ContainerCorpusTests.Entry(
      name: "35_switcher.swift",
      script: #"""
        // A segment switcher in the style of 2022 Swift: children made on demand by closures and kept
        // in a dictionary, a generic embed helper, `[weak self]` and `guard let self` in callbacks.
        import UIKit

        final class SegmentSwitcherController: UIViewController {
          struct Segment {
            let title: String
            let make: () -> UIViewController
          }

          private let segments: [Segment]
          private var cache: [Int: UIViewController] = [:]
          private(set) var selectedIndex: Int?
          var onChange: ((Int) -> Void)?

          init(segments: [Segment]) {
            self.segments = segments
            super.init(nibName: nil, bundle: nil)
          }

          @available(*, unavailable)
          required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

          override func viewDidLoad() {
            super.viewDidLoad()
            select(0)
          }

          @discardableResult
          private func embed<T: UIViewController>(_ make: () -> T) -> T {
            let child = make()
            addChild(child)
            child.view.frame = view.bounds
            child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(child.view)
            child.didMove(toParent: self)
            return child
          }

          func select(_ index: Int) {
            guard segments.indices.contains(index), index != selectedIndex else { return }
            let previous = selectedIndex.flatMap { cache[$0] }
            let next = cache[index] ?? segments[index].make()
            cache[index] = next
            selectedIndex = index
            guard let previous else {
              embed { next }
              onChange?(index)
              return
            }
            previous.willMove(toParent: nil)
            addChild(next)
            next.view.frame = view.bounds
            transition(from: previous, to: next, duration: 0.25, options: [.transitionCrossDissolve]) {
            } completion: { [weak self] _ in
              guard let self else { return }
              previous.removeFromParent()
              next.didMove(toParent: self)
              self.onChange?(index)
            }
          }
        }

        let switcher = SegmentSwitcherController(segments: [
          .init(title: "Inbox") { UIViewController() },
          .init(title: "Archive", make: { UIViewController() }),
        ])
        switcher.onChange = { index in print("showing", index) }
        addChild(switcher)
        view.addSubview(switcher.view)
        switcher.didMove(toParent: self)
        switcher.select(1)
        switcher.select(1)
        print(switcher.children.count, switcher.selectedIndex ?? -1)
        """#,
      log: #"""
        container.addChild(switcher)
          switcher.willMove(toParent: container)
        container.view.addSubview(switcher.view)
          switcher.loadView()
          switcher.viewDidLoad()
            switcher.select(0)
              switcher.embed({ … })
                switcher.addChild(viewController)
                  viewController.willMove(toParent: switcher)
                viewController.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
                  viewController.loadView()
                  viewController.viewDidLoad()
                viewController.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                switcher.view.addSubview(viewController.view)
                viewController.didMove(toParent: switcher)
              showing 0
          switcher.viewWillAppear(false)
          viewController.viewWillAppear(false)
        [end of turn] switcher.viewDidAppear(false)
        [end of turn] viewController.viewDidAppear(false)
        switcher.didMove(toParent: container)
        switcher.select(1)
          viewController.willMove(toParent: nil)
          switcher.addChild(viewController2)
            viewController2.willMove(toParent: switcher)
          viewController2.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
            viewController2.loadView()
            viewController2.viewDidLoad()
          switcher.transition(from: viewController, to: viewController2, duration: 0.25, options: [.transitionCrossDissolve], animations: { … }, completion: { _ in … })
            viewController.viewWillDisappear(true)
            viewController2.viewWillAppear(true)
            animations()
        [t=0.25] viewController2.viewDidAppear(true)
        [t=0.25] viewController.viewDidDisappear(true)
        [t=0.25] completion(true)
        [t=0.25]   viewController.removeFromParent()
        [t=0.25]     viewController.didMove(toParent: nil)
        [t=0.25]   viewController2.didMove(toParent: switcher)
        [t=0.25]   showing 1
        1 1
        """#),
    ContainerCorpusTests.Entry(
      name: "36_tabs_ivars.m",
      script: #"""
        // A tab container in the style of 2012 Objective-C tab bar libraries: an NSArray of children,
        // a custom setter for the selected index with an ivar, and a category for the tab item.
        #import <UIKit/UIKit.h>

        @interface UIViewController (TabItem)
        - (NSString *)tabTitle;
        @end

        @implementation UIViewController (TabItem)
        - (NSString *)tabTitle {
          return self.title.length > 0 ? self.title : @"Untitled";
        }
        @end

        @interface TabController : UIViewController {
          NSArray *_viewControllers;
          NSUInteger _selectedIndex;
          UIView *_contentView;
        }
        @property (nonatomic, copy) NSArray *viewControllers;
        @property (nonatomic) NSUInteger selectedIndex;
        @property (nonatomic, readonly) UIViewController *selectedViewController;
        @end

        @implementation TabController

        @synthesize viewControllers = _viewControllers;
        @synthesize selectedIndex = _selectedIndex;

        - (void)viewDidLoad {
          [super viewDidLoad];
          _contentView = [[UIView alloc] initWithFrame:self.view.bounds];
          [self.view addSubview:_contentView];
          _selectedIndex = NSNotFound;
          if ([_viewControllers count] > 0) {
            [self setSelectedIndex:0];
          }
        }

        - (UIViewController *)selectedViewController {
          if (_selectedIndex >= [_viewControllers count]) return nil;
          return [_viewControllers objectAtIndex:_selectedIndex];
        }

        - (void)setSelectedIndex:(NSUInteger)selectedIndex {
          if (selectedIndex >= [_viewControllers count] || selectedIndex == _selectedIndex) return;
          UIViewController *old = [self selectedViewController];
          if (old != nil) {
            [old willMoveToParentViewController:nil];
            [old.view removeFromSuperview];
            [old removeFromParentViewController];
          }
          _selectedIndex = selectedIndex;
          UIViewController *new = [self selectedViewController];
          [self addChildViewController:new];
          new.view.frame = _contentView.bounds;
          [_contentView addSubview:new.view];
          [new didMoveToParentViewController:self];
          NSLog(@"tab %lu: %@", (unsigned long)_selectedIndex, [new tabTitle]);
        }

        @end

        UIViewController *feed = [[UIViewController alloc] init];
        feed.title = @"Feed";
        UIViewController *settings = [[UIViewController alloc] init];
        TabController *tabs = [[TabController alloc] init];
        tabs.viewControllers = @[feed, settings];
        [self addChildViewController:tabs];
        [self.view addSubview:tabs.view];
        [tabs didMoveToParentViewController:self];
        tabs.selectedIndex = 1;
        NSLog(@"%lu %@", (unsigned long)tabs.childViewControllers.count, tabs.selectedViewController == settings ? @"YES" : @"NO");
        """#,
      log: #"""
        container.addChild(tabs)
          tabs.willMove(toParent: container)
        container.view.addSubview(tabs.view)
          tabs.loadView()
          tabs.viewDidLoad()
            tabs.view.addSubview(_contentView)
            tabs.selectedIndex = 0
              tabs.addChild(feed)
                feed.willMove(toParent: tabs)
              feed.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
                feed.loadView()
                feed.viewDidLoad()
              _contentView.addSubview(feed.view)
              feed.didMove(toParent: tabs)
              tab 0: Feed
          tabs.viewWillAppear(false)
          feed.viewWillAppear(false)
        [end of turn] tabs.viewDidAppear(false)
        [end of turn] feed.viewDidAppear(false)
        tabs.didMove(toParent: container)
        tabs.selectedIndex = 1
          feed.willMove(toParent: nil)
          feed.view.removeFromSuperview()
            feed.viewWillDisappear(false)
          feed.removeFromParent()
            feed.didMove(toParent: nil)
          tabs.addChild(settings)
            settings.willMove(toParent: tabs)
          settings.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
            settings.loadView()
            settings.viewDidLoad()
          _contentView.addSubview(settings.view)
            settings.viewWillAppear(false)
          settings.didMove(toParent: tabs)
          tab 1: Untitled
        [end of turn] feed.viewDidDisappear(false)
        [end of turn] settings.viewDidAppear(false)
        1 YES
        """#),
    ContainerCorpusTests.Entry(
      name: "37_drawer_animate.swift",
      script: #"""
        // A drawer in the style of 2016-2019 Swift drawers: a state enum, an animated open with a
        // completion that forwards appearance by hand, and a computed property for the drawer's frame.
        import UIKit

        open class DrawerController: UIViewController {
          public enum DrawerState {
            case opened, closed
          }

          public private(set) var drawerState: DrawerState = .closed
          public var drawerWidth: CGFloat = 280
          public var mainViewController: UIViewController! {
            didSet {
              if let old = oldValue {
                old.willMove(toParent: nil)
                old.view.removeFromSuperview()
                old.removeFromParent()
              }
              guard let main = mainViewController else { return }
              addChild(main)
              main.view.frame = view.bounds
              view.insertSubview(main.view, at: 0)
              main.didMove(toParent: self)
            }
          }
          public var drawerViewController: UIViewController?

          private var drawerFrame: CGRect {
            let x: CGFloat = drawerState == .opened ? 0 : -drawerWidth
            return CGRect(x: x, y: 0, width: drawerWidth, height: view.bounds.height)
          }

          open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

          public func setDrawerState(_ state: DrawerState, animated: Bool) {
            guard let drawer = drawerViewController, state != drawerState else { return }
            let opening = state == .opened
            if opening, drawer.parent == nil {
              addChild(drawer)
              view.addSubview(drawer.view)
              drawer.didMove(toParent: self)
            }
            drawer.beginAppearanceTransition(opening, animated: animated)
            drawerState = state
            UIView.animate(withDuration: animated ? 0.3 : 0, animations: {
              drawer.view.frame = self.drawerFrame
            }, completion: { _ in
              drawer.endAppearanceTransition()
            })
          }
        }

        let drawer = DrawerController()
        addChild(drawer)
        view.addSubview(drawer.view)
        drawer.didMove(toParent: self)
        drawer.mainViewController = UIViewController()
        drawer.drawerViewController = UIViewController()
        drawer.setDrawerState(.opened, animated: true)
        print(drawer.drawerState == .opened, drawer.children.count)
        """#,
      log: #"""
        container.addChild(drawer)
          drawer.willMove(toParent: container)
        container.view.addSubview(drawer.view)
          drawer.loadView()
          drawer.viewDidLoad()
          drawer.viewWillAppear(false)
        [end of turn] drawer.viewDidAppear(false)
        drawer.didMove(toParent: container)
        drawer.mainViewController = mainViewController
          drawer.addChild(mainViewController)
            mainViewController.willMove(toParent: drawer)
          mainViewController.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
            mainViewController.loadView()
            mainViewController.viewDidLoad()
          drawer.view.insertSubview(mainViewController.view, at: 0)
          mainViewController.didMove(toParent: drawer)
        drawer.setDrawerState(.opened, animated: true)
          drawer.addChild(drawerViewController)
            drawerViewController.willMove(toParent: drawer)
          drawer.view.addSubview(drawerViewController.view)
            drawerViewController.loadView()
            drawerViewController.viewDidLoad()
          drawerViewController.didMove(toParent: drawer)
          drawerViewController.beginAppearanceTransition(true, animated: true)
            drawerViewController.viewWillAppear(true)
          UIView.animate(withDuration: 0.3, animations: { … }, completion: { _ in … })
            animations()
              drawerViewController.view.frame = CGRect(x: 0, y: 0, width: 280, height: 480)
        [t=0.3] completion(true)
        [t=0.3]   drawerViewController.endAppearanceTransition()
        [t=0.3]     drawerViewController.viewDidAppear(true)
        true 2
        """#),
    ContainerCorpusTests.Entry(
      name: "38_generic.swift",
      script: #"""
        // A generic wrapper container in the style of 2021 Swift: the child's type is a generic
        // parameter, configured by a closure, with a typed accessor and a result builder-free layout.
        import UIKit

        final class InsetContainer<Content: UIViewController>: UIViewController {
          let content: Content
          var insets: UIEdgeInsets = .zero {
            didSet { viewIfLoaded?.setNeedsLayout() }
          }

          init(_ content: Content, configure: (Content) -> Void = { _ in }) {
            self.content = content
            super.init(nibName: nil, bundle: nil)
            configure(content)
          }

          required init?(coder: NSCoder) { nil }

          override func viewDidLoad() {
            super.viewDidLoad()
            addChild(content)
            view.addSubview(content.view)
            content.didMove(toParent: self)
          }

          override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            content.view.frame = view.bounds.inset(by: insets)
          }
        }

        final class ProfileViewController: UIViewController {
          var name = ""
        }

        let wrapper = InsetContainer(ProfileViewController()) { profile in
          profile.name = "Ada"
        }
        wrapper.insets = UIEdgeInsets(top: 20, left: 10, bottom: 20, right: 10)
        addChild(wrapper)
        view.addSubview(wrapper.view)
        wrapper.didMove(toParent: self)
        print(wrapper.content.name, wrapper.children.first === wrapper.content)
        """#,
      log: #"""
        container.addChild(wrapper)
          wrapper.willMove(toParent: container)
        container.view.addSubview(wrapper.view)
          wrapper.loadView()
          wrapper.viewDidLoad()
            wrapper.addChild(profileViewController)
              profileViewController.willMove(toParent: wrapper)
            wrapper.view.addSubview(profileViewController.view)
              profileViewController.loadView()
              profileViewController.viewDidLoad()
            profileViewController.didMove(toParent: wrapper)
          wrapper.viewWillAppear(false)
          profileViewController.viewWillAppear(false)
        [end of turn]   profileViewController.view.frame = CGRect(x: 10, y: 20, width: 300, height: 440)
        [end of turn] wrapper.viewDidAppear(false)
        [end of turn] profileViewController.viewDidAppear(false)
        wrapper.didMove(toParent: container)
        Ada true
        """#),
    ContainerCorpusTests.Entry(
      name: "39_side_menu.swift",
      script: #"""
        // A side menu in the style of 2019 Swift libraries: settings objects made by a protocol
        // extension's closure initialiser, a transition controller that is the menu's transitioning
        // delegate, a presentation controller that sizes the menu, and an animator that slides it.
        import UIKit

        protocol InitializableClass: AnyObject {
          init()
        }

        extension InitializableClass {
          init(_ block: (Self) -> Void) {
            self.init()
            block(self)
          }
        }

        final class MenuStyle: InitializableClass {
          var menuWidth: CGFloat = 240
          var duration: TimeInterval = 0.35
          required init() {}
        }

        extension MenuStyle {
          static var narrow: MenuStyle { return MenuStyle { $0.menuWidth = 200 } }
        }

        protocol MenuModel {
          var style: MenuStyle { get }
          var leftSide: Bool { get }
        }

        final class MenuPresentationController: UIPresentationController {
          typealias Model = MenuModel
          private let config: Model

          init(config: Model, presentedViewController: UIViewController, presenting: UIViewController?) {
            self.config = config
            super.init(presentedViewController: presentedViewController, presenting: presenting)
          }

          override var frameOfPresentedViewInContainerView: CGRect {
            guard let bounds = containerView?.bounds else { return .zero }
            let x = config.leftSide ? 0 : bounds.width - config.style.menuWidth
            return CGRect(x: x, y: 0, width: config.style.menuWidth, height: bounds.height)
          }

          override func presentationTransitionWillBegin() {
            print("menu will show")
          }

          override func dismissalTransitionDidEnd(_ completed: Bool) {
            print("menu hidden:", completed)
          }
        }

        final class MenuAnimator: NSObject, UIViewControllerAnimatedTransitioning {
          typealias Model = MenuModel
          private let config: Model
          private let presenting: Bool

          init(config: Model, presenting: Bool) {
            self.config = config
            self.presenting = presenting
          }

          func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
            return config.style.duration
          }

          func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            let key: UITransitionContextViewControllerKey = presenting ? .to : .from
            guard let menu = transitionContext.viewController(forKey: key) else { return }
            // A view on its way out has no final frame (.zero): it leaves from where it is.
            let shown =
              presenting ? transitionContext.finalFrame(for: menu) : transitionContext.initialFrame(for: menu)
            let offset = config.leftSide ? -shown.width : shown.width
            let hidden = shown.offsetBy(dx: offset, dy: 0)
            if presenting {
              menu.view.frame = hidden
              transitionContext.containerView.addSubview(menu.view)
            }
            UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
              menu.view.frame = self.presenting ? shown : hidden
            }, completion: { _ in
              transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
          }
        }

        final class MenuTransitionController: NSObject, UIViewControllerTransitioningDelegate {
          private let config: MenuModel

          init(config: MenuModel) {
            self.config = config
          }

          func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            return MenuAnimator(config: config, presenting: true)
          }

          func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            return MenuAnimator(config: config, presenting: false)
          }

          func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
            return MenuPresentationController(config: config, presentedViewController: presented, presenting: presenting)
          }
        }

        final class SideMenuController: UINavigationController, MenuModel {
          var style: MenuStyle = .narrow
          var leftSide = true
          private lazy var transitionController = MenuTransitionController(config: self)

          override init(rootViewController: UIViewController) {
            super.init(rootViewController: rootViewController)
            modalPresentationStyle = .custom
            transitioningDelegate = transitionController
          }

          required init?(coder aDecoder: NSCoder) { nil }
        }

        let menu = SideMenuController(rootViewController: UIViewController())
        present(menu, animated: true, completion: nil)
        print(menu.view.frame, menu.style.menuWidth)
        menu.dismiss(animated: true, completion: nil)
        """#,
      log: #"""
        SideMenuController(rootViewController: viewController)
          SideMenuController(rootViewController: viewController)
            viewController.willMove(toParent: menu)
          menu.modalPresentationStyle = .custom
        container.present(menu, animated: true, completion: nil)
        [end of turn] menu.loadView()
        [end of turn] menu.viewDidLoad()
        [end of turn] menuPresentationController.presentationTransitionWillBegin()
        [end of turn]   menu will show
        [end of turn] menu.viewWillAppear(true)
        [end of turn] viewController.loadView()
        [end of turn] viewController.viewDidLoad()
        [end of turn] viewController.viewWillAppear(true)
        [end of turn] menuAnimator.animateTransition(using: transitionContext)
        [end of turn]   menu.view.frame = CGRect(x: -200, y: 0, width: 200, height: 480)
        [end of turn]   window.addSubview(menu.view)
        [end of turn]   UIView.animate(withDuration: 0.35, animations: { … }, completion: { _ in … })
        [end of turn]     animations()
        [end of turn]       menu.view.frame = CGRect(x: 0, y: 0, width: 200, height: 480)
        [t=0.35] completion(true)
        [t=0.35]   transitionContext.completeTransition(true)
        [t=0.35]     menu.viewDidAppear(true)
        [t=0.35]     viewController.viewDidAppear(true)
        [t=0.35]     viewController.didMove(toParent: menu)
        (0.0, 0.0, 200.0, 480.0) 200.0
        menu.dismiss(animated: true, completion: nil)
        [end of turn] menu.viewWillDisappear(true)
        [end of turn] viewController.viewWillDisappear(true)
        [end of turn] menuAnimator.animateTransition(using: transitionContext)
        [end of turn]   UIView.animate(withDuration: 0.35, animations: { … }, completion: { _ in … })
        [end of turn]     animations()
        [end of turn]       menu.view.frame = CGRect(x: -200, y: 0, width: 200, height: 480)
        [t=0.7] completion(true)
        [t=0.7]   transitionContext.completeTransition(true)
        [t=0.7]     menuPresentationController.dismissalTransitionDidEnd(true)
        [t=0.7]       menu hidden: true
        [t=0.7]     menu.viewDidDisappear(true)
        [t=0.7]     viewController.viewDidDisappear(true)
        """#),
    ContainerCorpusTests.Entry(
      name: "40_presenter.swift",
      script: #"""
        // A presenter in the style of 2017 Swift libraries: a presenter object configured with enums
        // that carry values, an operator function to compare them, an animation class hierarchy whose
        // subclasses override one transform, a presentation controller with a dimming view animated
        // alongside, and an extension of UIViewController to present with it.
        import UIKit

        enum ModalSize {
          case full
          case half
          case custom(size: CGFloat)

          func length(in parent: CGFloat) -> CGFloat {
            switch self {
            case .full: return parent
            case .half: return parent / 2
            case .custom(let size): return size
            }
          }
        }

        func == (lhs: ModalSize, rhs: ModalSize) -> Bool {
          switch (lhs, rhs) {
          case (.full, .full), (.half, .half): return true
          case let (.custom(a), .custom(b)): return a == b
          default: return false
          }
        }

        enum PresentationType {
          case alert
          case bottomHalf

          func size() -> (width: ModalSize, height: ModalSize) {
            switch self {
            case .alert: return (.custom(size: 270), .custom(size: 180))
            case .bottomHalf: return (.full, .half)
            }
          }
        }

        class PresenterAnimation: NSObject, UIViewControllerAnimatedTransitioning {
          let duration: TimeInterval

          init(duration: TimeInterval = 0.3) {
            self.duration = duration
          }

          /// Where the presented view starts (and, dismissing, ends).
          func transform(containerFrame: CGRect, finalFrame: CGRect) -> CGRect {
            return finalFrame
          }

          func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
            return duration
          }

          func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            let containerView = transitionContext.containerView
            let fromViewController = transitionContext.viewController(forKey: .from)
            let toViewController = transitionContext.viewController(forKey: .to)
            let isPresenting = toViewController?.presentingViewController == fromViewController
            guard let animating = isPresenting ? toViewController : fromViewController else { return }
            let shown = isPresenting ? transitionContext.finalFrame(for: animating) : animating.view.frame
            let hidden = transform(containerFrame: containerView.frame, finalFrame: shown)
            if isPresenting {
              animating.view.frame = hidden
              containerView.addSubview(animating.view)
            }
            UIView.animate(withDuration: duration, animations: {
              animating.view.frame = isPresenting ? shown : hidden
            }, completion: { _ in
              transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
          }
        }

        final class CoverVerticalAnimation: PresenterAnimation {
          override func transform(containerFrame: CGRect, finalFrame: CGRect) -> CGRect {
            var frame = finalFrame
            frame.origin.y = containerFrame.height
            return frame
          }
        }

        enum TransitionType {
          case coverVertical
          case none

          func animation() -> PresenterAnimation {
            switch self {
            case .coverVertical: return CoverVerticalAnimation()
            case .none: return PresenterAnimation(duration: 0.2)
            }
          }
        }

        final class PresenterController: UIPresentationController {
          let presentationType: PresentationType
          let chromeView = UIView()

          init(presentedViewController: UIViewController, presenting: UIViewController?, presentationType: PresentationType) {
            self.presentationType = presentationType
            super.init(presentedViewController: presentedViewController, presenting: presenting)
            chromeView.alpha = 0
          }

          override var frameOfPresentedViewInContainerView: CGRect {
            guard let bounds = containerView?.bounds else { return .zero }
            let size = presentationType.size()
            let width = size.width.length(in: bounds.width)
            let height = size.height.length(in: bounds.height)
            let y = size.height == .half ? bounds.height - height : (bounds.height - height) / 2
            return CGRect(x: (bounds.width - width) / 2, y: y, width: width, height: height)
          }

          override func presentationTransitionWillBegin() {
            containerView?.insertSubview(chromeView, at: 0)
            presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
              self.chromeView.alpha = 0.7
            }, completion: nil)
          }

          override func dismissalTransitionWillBegin() {
            presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
              self.chromeView.alpha = 0
            }, completion: nil)
          }
        }

        final class Presenter: NSObject, UIViewControllerTransitioningDelegate {
          let presentationType: PresentationType
          var transitionType: TransitionType = .none

          init(presentationType: PresentationType) {
            self.presentationType = presentationType
          }

          fileprivate func present(_ presented: UIViewController, from presenting: UIViewController, animated: Bool) {
            presented.transitioningDelegate = self
            presented.modalPresentationStyle = .custom
            presenting.present(presented, animated: animated, completion: nil)
          }

          func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
            return PresenterController(presentedViewController: presented, presenting: presenting, presentationType: presentationType)
          }

          func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            return transitionType.animation()
          }

          func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            return transitionType.animation()
          }
        }

        extension UIViewController {
          func customPresentViewController(_ presenter: Presenter, viewController: UIViewController, animated: Bool) {
            presenter.present(viewController, from: self, animated: animated)
          }
        }

        let presenter = Presenter(presentationType: .bottomHalf)
        presenter.transitionType = .coverVertical
        let sheet = UIViewController()
        customPresentViewController(presenter, viewController: sheet, animated: true)
        print(sheet.view.frame, ModalSize.half == .half, ModalSize.custom(size: 2) == .full)
        sheet.dismiss(animated: true, completion: nil)
        """#,
      log: #"""
        container.customPresentViewController(presenter, viewController: sheet, animated: true)
          presenter.present(sheet, from: container, animated: true)
            sheet.modalPresentationStyle = .custom
            container.present(sheet, animated: true, completion: nil)
        [end of turn] presenter.presentationController(forPresented: sheet, presenting: container, source: container)
        [end of turn]   PresenterController(presentedViewController: sheet, presenting: container, presentationType: .bottomHalf)
        [end of turn]     chromeView.alpha = 0
        [end of turn] sheet.loadView()
        [end of turn] sheet.viewDidLoad()
        [end of turn] presenterController.presentationTransitionWillBegin()
        [end of turn]   window.insertSubview(chromeView, at: 0)
        [end of turn] sheet.viewWillAppear(true)
        [end of turn] coverVerticalAnimation.animateTransition(using: transitionContext)
        [end of turn]   sheet.view.frame = CGRect(x: 0, y: 480, width: 320, height: 240)
        [end of turn]   window.addSubview(sheet.view)
        [end of turn]   UIView.animate(withDuration: 0.3, animations: { … }, completion: { _ in … })
        [end of turn]     animations()
        [end of turn]       sheet.view.frame = CGRect(x: 0, y: 240, width: 320, height: 240)
        [end of turn] animations()
        [end of turn]   chromeView.alpha = 0.7
        [t=0.3] completion(true)
        [t=0.3]   transitionContext.completeTransition(true)
        [t=0.3]     sheet.viewDidAppear(true)
        (0.0, 240.0, 320.0, 240.0) true false
        sheet.dismiss(animated: true, completion: nil)
        [end of turn] sheet.viewWillDisappear(true)
        [end of turn] coverVerticalAnimation.animateTransition(using: transitionContext)
        [end of turn]   UIView.animate(withDuration: 0.3, animations: { … }, completion: { _ in … })
        [end of turn]     animations()
        [end of turn]       sheet.view.frame = CGRect(x: 0, y: 480, width: 320, height: 240)
        [end of turn] animations()
        [end of turn]   chromeView.alpha = 0
        [t=0.6] completion(true)
        [t=0.6]   transitionContext.completeTransition(true)
        [t=0.6]     sheet.viewDidDisappear(true)
        """#),
    ContainerCorpusTests.Entry(
      name: "41_scale_menu.m",
      script: #"""
        // A side menu in the style of 2014 Objective-C scaling menus: the menu and the content are
        // children in two container views, an iOS 7 check reads Core Foundation's version, and opening
        // the menu shrinks the content while the menu's appearance is begun and ended by hand.
        #import <UIKit/UIKit.h>

        #define WHEN_IOS7(...) \
          if (kCFCoreFoundationVersionNumber > kCFCoreFoundationVersionNumber_iOS_6_1) { __VA_ARGS__ }

        @interface ScaleMenu : UIViewController
        @property (nonatomic, strong) UIViewController *menuViewController;
        @property (nonatomic, strong) UIViewController *contentViewController;
        @property (nonatomic, assign) CGFloat contentScale;
        - (instancetype)initWithContent:(UIViewController *)content menu:(UIViewController *)menu;
        - (void)openMenu;
        @end

        @interface ScaleMenu ()
        @property (nonatomic, strong) UIView *menuHolder;
        @property (nonatomic, strong) UIView *contentHolder;
        @property (nonatomic, assign) BOOL menuVisible;
        @end

        @implementation ScaleMenu

        - (instancetype)initWithContent:(UIViewController *)content menu:(UIViewController *)menu {
          self = [super init];
          if (self) {
            _contentViewController = content;
            _menuViewController = menu;
            _contentScale = 0.7;
          }
          return self;
        }

        - (void)viewDidLoad {
          [super viewDidLoad];
          self.menuHolder = [[UIView alloc] initWithFrame:self.view.bounds];
          self.contentHolder = [[UIView alloc] initWithFrame:self.view.bounds];
          [self.view addSubview:self.menuHolder];
          [self.view addSubview:self.contentHolder];
          [self embed:self.menuViewController in:self.menuHolder];
          [self embed:self.contentViewController in:self.contentHolder];
          self.menuHolder.alpha = 0;
          WHEN_IOS7(
            self.menuHolder.transform = CGAffineTransformMakeScale(1.5f, 1.5f);
          )
        }

        - (void)embed:(UIViewController *)child in:(UIView *)holder {
          [self addChildViewController:child];
          child.view.frame = holder.bounds;
          [holder addSubview:child.view];
          [child didMoveToParentViewController:self];
        }

        - (void)openMenu {
          if (self.menuVisible) return;
          [self.menuViewController beginAppearanceTransition:YES animated:YES];
          self.menuHolder.hidden = NO;
          [UIView animateWithDuration:0.35 animations:^{
            self.contentHolder.transform = CGAffineTransformMakeScale(self.contentScale, self.contentScale);
            self.contentHolder.center = CGPointMake(30 + CGRectGetWidth(self.view.frame), self.contentHolder.center.y);
            self.menuHolder.alpha = 1;
            self.menuHolder.transform = CGAffineTransformIdentity;
          } completion:^(BOOL finished) {
            [self.menuViewController endAppearanceTransition];
            self.menuVisible = YES;
            NSLog(@"menu open: %d", self.menuVisible);
          }];
        }

        @end

        UIViewController *home = [[UIViewController alloc] init];
        UIViewController *menu = [[UIViewController alloc] init];
        ScaleMenu *side = [[ScaleMenu alloc] initWithContent:home menu:menu];
        [self addChildViewController:side];
        [self.view addSubview:side.view];
        [side didMoveToParentViewController:self];
        [side openMenu];
        // Already open: the second call returns at once.
        [side openMenu];
        NSLog(@"%lu %.2f", (unsigned long)side.childViewControllers.count, side.contentScale);
        """#,
      log: #"""
        container.addChild(side)
          side.willMove(toParent: container)
        container.view.addSubview(side.view)
          side.loadView()
          side.viewDidLoad()
            side.view.addSubview(menuHolder)
            side.view.addSubview(contentHolder)
            side.embed(menu, in: menuHolder)
              side.addChild(menu)
                menu.willMove(toParent: side)
              menu.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
                menu.loadView()
                menu.viewDidLoad()
              menuHolder.addSubview(menu.view)
              menu.didMove(toParent: side)
            side.embed(home, in: contentHolder)
              side.addChild(home)
                home.willMove(toParent: side)
              home.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
                home.loadView()
                home.viewDidLoad()
              contentHolder.addSubview(home.view)
              home.didMove(toParent: side)
            menuHolder.alpha = 0
        note: 44:3: 'kCFCoreFoundationVersionNumber' on iOS 17 is approximate: no source gives its value, containrepl uses 2000, above every earlier release's (rule W.5)
            menuHolder.transform = CGAffineTransform(a: 1.5, b: 0, c: 0, d: 1.5, tx: 0, ty: 0)
          side.viewWillAppear(false)
          menu.viewWillAppear(false)
          home.viewWillAppear(false)
        [end of turn] side.viewDidAppear(false)
        [end of turn] menu.viewDidAppear(false)
        [end of turn] home.viewDidAppear(false)
        side.didMove(toParent: container)
        side.openMenu()
          menu.beginAppearanceTransition(true, animated: true)
            menu.viewWillAppear(true)
          menuHolder.isHidden = false
          UIView.animate(withDuration: 0.35, animations: { … }, completion: { finished in … })
            animations()
              contentHolder.transform = CGAffineTransform(a: 0.7, b: 0, c: 0, d: 0.7, tx: 0, ty: 0)
              contentHolder.center = CGPoint(x: 350, y: 240)
              menuHolder.alpha = 1
              menuHolder.transform = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        [t=0.35] completion(true)
        [t=0.35]   menu.endAppearanceTransition()
        [t=0.35]     menu.viewDidAppear(true)
        [t=0.35]   menu open: 1
        2 0.70
        """#),
    ContainerCorpusTests.Entry(
      name: "42_side_panels.m",
      script: #"""
        // Side panels in the style of 2012-2013 Objective-C panel controllers: setting a panel adds
        // it as a child at once, its view loads only when the panel is first shown, and the side
        // container is hidden again (not removed) when the center slides back.
        #import <UIKit/UIKit.h>

        typedef NS_ENUM(NSInteger, PanelState) {
          PanelStateCenterVisible = 1,
          PanelStateLeftVisible,
        };

        @interface PanelController : UIViewController
        @property (nonatomic, strong) UIViewController *centerPanel;
        @property (nonatomic, strong) UIViewController *leftPanel;
        @property (nonatomic, readonly) PanelState state;
        - (void)showLeftPanelAnimated:(BOOL)animated;
        - (void)showCenterPanelAnimated:(BOOL)animated;
        @end

        @interface PanelController () {
          UIView *_leftContainer;
          UIView *_centerContainer;
        }
        @property (nonatomic, readwrite) PanelState state;
        @end

        @implementation PanelController

        - (void)setLeftPanel:(UIViewController *)leftPanel {
          if (leftPanel == _leftPanel) return;
          [_leftPanel willMoveToParentViewController:nil];
          [_leftPanel.view removeFromSuperview];
          [_leftPanel removeFromParentViewController];
          _leftPanel = leftPanel;
          if (_leftPanel) {
            [self addChildViewController:_leftPanel];
            [_leftPanel didMoveToParentViewController:self];
          }
        }

        - (void)viewDidLoad {
          [super viewDidLoad];
          _leftContainer = [[UIView alloc] initWithFrame:self.view.bounds];
          _leftContainer.hidden = YES;
          _centerContainer = [[UIView alloc] initWithFrame:self.view.bounds];
          [self.view addSubview:_leftContainer];
          [self.view addSubview:_centerContainer];
          self.state = PanelStateCenterVisible;
          [self addChildViewController:self.centerPanel];
          self.centerPanel.view.frame = _centerContainer.bounds;
          [_centerContainer addSubview:self.centerPanel.view];
          [self.centerPanel didMoveToParentViewController:self];
        }

        - (CGFloat)leftVisibleWidth {
          // Phones show four fifths of the panel; tablets a fixed width.
          return UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad ? 320.0f : floorf(self.view.bounds.size.width * 0.8f);
        }

        - (void)showLeftPanelAnimated:(BOOL)animated {
          self.state = PanelStateLeftVisible;
          if (self.leftPanel.view.superview == nil) {
            self.leftPanel.view.frame = _leftContainer.bounds;
            [_leftContainer addSubview:self.leftPanel.view];
          }
          _leftContainer.hidden = NO;
          CGRect frame = _centerContainer.frame;
          frame.origin.x = [self leftVisibleWidth];
          [UIView animateWithDuration:animated ? 0.2 : 0 animations:^{
            _centerContainer.frame = frame;
          }];
        }

        - (void)showCenterPanelAnimated:(BOOL)animated {
          self.state = PanelStateCenterVisible;
          [UIView animateWithDuration:animated ? 0.2 : 0 animations:^{
            _centerContainer.frame = self.view.bounds;
          } completion:^(BOOL finished) {
            _leftContainer.hidden = YES;
          }];
        }

        @end

        PanelController *panels = [[PanelController alloc] init];
        panels.leftPanel = [[UIViewController alloc] init];
        panels.centerPanel = [[UIViewController alloc] init];
        [self addChildViewController:panels];
        [self.view addSubview:panels.view];
        [panels didMoveToParentViewController:self];
        [panels showLeftPanelAnimated:YES];
        [panels showCenterPanelAnimated:YES];
        NSLog(@"%ld %@", (long)panels.state, panels.leftPanel.isViewLoaded ? @"loaded" : @"not loaded");
        """#,
      log: #"""
        panels.leftPanel = leftPanel
          panels.addChild(leftPanel)
            leftPanel.willMove(toParent: panels)
          leftPanel.didMove(toParent: panels)
        container.addChild(panels)
          panels.willMove(toParent: container)
        container.view.addSubview(panels.view)
          panels.loadView()
          panels.viewDidLoad()
            _leftContainer.isHidden = true
            panels.view.addSubview(_leftContainer)
            panels.view.addSubview(_centerContainer)
            panels.addChild(centerPanel)
              centerPanel.willMove(toParent: panels)
            centerPanel.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
              centerPanel.loadView()
              centerPanel.viewDidLoad()
            _centerContainer.addSubview(centerPanel.view)
            centerPanel.didMove(toParent: panels)
          panels.viewWillAppear(false)
          centerPanel.viewWillAppear(false)
        [end of turn] panels.viewDidAppear(false)
        [end of turn] centerPanel.viewDidAppear(false)
        panels.didMove(toParent: container)
        panels.showLeftPanelAnimated(true)
          leftPanel.loadView()
          leftPanel.viewDidLoad()
          leftPanel.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
          _leftContainer.addSubview(leftPanel.view)
            leftPanel.viewWillAppear(false)
          _leftContainer.isHidden = false
          panels.leftVisibleWidth()
        warning: 56:10: 'UI_USER_INTERFACE_IDIOM' is deprecated: first deprecated in iOS 13.0
          return UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad ? 320.0f : floorf(self.view.bounds.size.width * 0.8f);
                 ^~~~~~~~~~~~~~~~~~~~~~~
          UIView.animate(withDuration: 0.2, animations: { … })
            animations()
              _centerContainer.frame = CGRect(x: 256, y: 0, width: 320, height: 480)
        [end of turn] leftPanel.viewDidAppear(false)
        panels.showCenterPanelAnimated(true)
          UIView.animate(withDuration: 0.2, animations: { … }, completion: { finished in … })
            animations()
              _centerContainer.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        [t=0.4] completion(true)
        [t=0.4]   _leftContainer.isHidden = true
        1 loaded
        """#),
    ContainerCorpusTests.Entry(
      name: "43_frosted_holder.m",
      script: #"""
        // A frosted menu in the style of 2013-2014 Objective-C overlay menus: a category gives every
        // controller helpers to show and hide a child, and the menu sits inside an intermediate
        // container controller that is added when the menu is presented and removed when it hides.
        #import <UIKit/UIKit.h>

        @interface UIViewController (Display)
        - (void)displayChild:(UIViewController *)child frame:(CGRect)frame;
        - (void)hideChild:(UIViewController *)child;
        @end

        @implementation UIViewController (Display)
        - (void)displayChild:(UIViewController *)child frame:(CGRect)frame {
          [self addChildViewController:child];
          child.view.frame = frame;
          [self.view addSubview:child.view];
          [child didMoveToParentViewController:self];
        }

        - (void)hideChild:(UIViewController *)child {
          [child willMoveToParentViewController:nil];
          [child.view removeFromSuperview];
          [child removeFromParentViewController];
        }
        @end

        @interface MenuHolder : UIViewController
        @property (nonatomic, strong) UIViewController *menu;
        @end

        @implementation MenuHolder
        - (void)viewDidLoad {
          [super viewDidLoad];
          [self displayChild:self.menu frame:CGRectMake(0, 0, 270, self.view.bounds.size.height)];
        }
        @end

        @interface FrostedMenu : UIViewController
        @property (nonatomic, strong) UIViewController *content;
        @property (nonatomic, strong) MenuHolder *holder;
        - (void)presentMenu;
        - (void)hideMenu;
        @end

        @implementation FrostedMenu
        - (void)viewDidLoad {
          [super viewDidLoad];
          [self displayChild:self.content frame:self.view.bounds];
        }

        - (void)presentMenu {
          [self displayChild:self.holder frame:self.view.bounds];
          self.holder.view.alpha = 0;
          [UIView animateWithDuration:0.35 animations:^{
            self.holder.view.alpha = 1;
          }];
        }

        - (void)hideMenu {
          [UIView animateWithDuration:0.35 animations:^{
            self.holder.view.alpha = 0;
          } completion:^(BOOL finished) {
            [self hideChild:self.holder];
          }];
        }
        @end

        FrostedMenu *frosted = [[FrostedMenu alloc] init];
        frosted.content = [[UIViewController alloc] init];
        frosted.holder = [[MenuHolder alloc] init];
        frosted.holder.menu = [[UIViewController alloc] init];
        [self displayChild:frosted frame:self.view.bounds];
        [frosted presentMenu];
        [frosted hideMenu];
        NSLog(@"%lu %d", (unsigned long)frosted.childViewControllers.count, frosted.holder.menu.parentViewController == frosted.holder);
        """#,
      log: #"""
        container.displayChild(frosted, frame: CGRect(x: 0, y: 0, width: 320, height: 480))
          container.addChild(frosted)
            frosted.willMove(toParent: container)
          frosted.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
            frosted.loadView()
            frosted.viewDidLoad()
              frosted.displayChild(content, frame: CGRect(x: 0, y: 0, width: 320, height: 480))
                frosted.addChild(content)
                  content.willMove(toParent: frosted)
                content.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
                  content.loadView()
                  content.viewDidLoad()
                frosted.view.addSubview(content.view)
                content.didMove(toParent: frosted)
          container.view.addSubview(frosted.view)
            frosted.viewWillAppear(false)
            content.viewWillAppear(false)
          frosted.didMove(toParent: container)
        [end of turn] frosted.viewDidAppear(false)
        [end of turn] content.viewDidAppear(false)
        frosted.presentMenu()
          frosted.displayChild(holder, frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            frosted.addChild(holder)
              holder.willMove(toParent: frosted)
            holder.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
              holder.loadView()
              holder.viewDidLoad()
                holder.displayChild(menu, frame: CGRect(x: 0, y: 0, width: 270, height: 480))
                  holder.addChild(menu)
                    menu.willMove(toParent: holder)
                  menu.view.frame = CGRect(x: 0, y: 0, width: 270, height: 480)
                    menu.loadView()
                    menu.viewDidLoad()
                  holder.view.addSubview(menu.view)
                  menu.didMove(toParent: holder)
            frosted.view.addSubview(holder.view)
              holder.viewWillAppear(false)
              menu.viewWillAppear(false)
            holder.didMove(toParent: frosted)
          holder.view.alpha = 0
          UIView.animate(withDuration: 0.35, animations: { … })
            animations()
              holder.view.alpha = 1
        [end of turn] holder.viewDidAppear(false)
        [end of turn] menu.viewDidAppear(false)
        frosted.hideMenu()
          UIView.animate(withDuration: 0.35, animations: { … }, completion: { finished in … })
            animations()
              holder.view.alpha = 0
        [t=0.7] completion(true)
        [t=0.7]   frosted.hideChild(holder)
        [t=0.7]     holder.willMove(toParent: nil)
        [t=0.7]     holder.view.removeFromSuperview()
        [t=0.7]       holder.viewWillDisappear(false)
        [t=0.7]       menu.viewWillDisappear(false)
        [t=0.7]     holder.removeFromParent()
        [t=0.7]       holder.didMove(toParent: nil)
        [t=0.7] holder.viewDidDisappear(false)
        [t=0.7] menu.viewDidDisappear(false)
        1 1
        """#),
    ContainerCorpusTests.Entry(
      name: "44_lazy_menus.m",
      script: #"""
        // A side menu in the style of 2013 Objective-C menu containers: the menus are children from
        // the start, but their views go into a menu container only when the container first appears;
        // a state setter animates the center and posts a notification when the move is done.
        #import <UIKit/UIKit.h>

        typedef NS_ENUM(NSInteger, MenuState) {
          MenuStateClosed,
          MenuStateLeftOpen,
        };

        static NSString *const MenuStateNotification = @"MenuStateNotification";

        @interface MenuContainer : UIViewController
        @property (nonatomic, strong) UIViewController *center;
        @property (nonatomic, strong) UIViewController *leftMenu;
        @property (nonatomic, assign) MenuState menuState;
        @property (nonatomic, strong) UIView *menuContainerView;
        @property (nonatomic, assign) BOOL viewHasAppeared;
        - (void)setMenuState:(MenuState)menuState completion:(void (^)(void))completion;
        @end

        @implementation MenuContainer

        - (instancetype)initWithCenter:(UIViewController *)center leftMenu:(UIViewController *)leftMenu {
          self = [super init];
          if (self) {
            _center = center;
            _leftMenu = leftMenu;
            [self addChildViewController:leftMenu];
            [leftMenu didMoveToParentViewController:self];
          }
          return self;
        }

        - (void)viewDidLoad {
          [super viewDidLoad];
          [self addChildViewController:self.center];
          [self.view addSubview:self.center.view];
          [self.center didMoveToParentViewController:self];
        }

        - (void)viewDidAppear:(BOOL)animated {
          [super viewDidAppear:animated];
          if (!self.viewHasAppeared) {
            self.viewHasAppeared = YES;
            self.menuContainerView = [[UIView alloc] initWithFrame:self.view.bounds];
            [self.view insertSubview:self.menuContainerView atIndex:0];
            self.leftMenu.view.frame = CGRectMake(0, 0, 270, self.view.bounds.size.height);
            [self.menuContainerView addSubview:self.leftMenu.view];
            self.leftMenu.view.hidden = YES;
          }
        }

        - (void)setMenuState:(MenuState)menuState {
          [self setMenuState:menuState completion:nil];
        }

        - (void)setMenuState:(MenuState)menuState completion:(void (^)(void))completion {
          _menuState = menuState;
          self.leftMenu.view.hidden = (menuState == MenuStateClosed);
          CGRect frame = self.center.view.frame;
          frame.origin.x = menuState == MenuStateLeftOpen ? 270 : 0;
          [UIView animateWithDuration:0.2 animations:^{
            self.center.view.frame = frame;
          } completion:^(BOOL finished) {
            [[NSNotificationCenter defaultCenter] postNotificationName:MenuStateNotification object:self];
            if (completion) completion();
          }];
        }

        @end

        UIViewController *home = [[UIViewController alloc] init];
        UIViewController *left = [[UIViewController alloc] init];
        MenuContainer *menu = [[MenuContainer alloc] initWithCenter:home leftMenu:left];
        id observer = [[NSNotificationCenter defaultCenter] addObserverForName:MenuStateNotification object:menu queue:nil usingBlock:^(NSNotification *note) {
          NSLog(@"state %ld", (long)((MenuContainer *)note.object).menuState);
        }];
        [self addChildViewController:menu];
        [self.view addSubview:menu.view];
        [menu didMoveToParentViewController:self];
        [menu setMenuState:MenuStateLeftOpen completion:^{ NSLog(@"opened"); }];
        menu.menuState = MenuStateClosed;
        """#,
      log: #"""
        MenuContainer(center: home, leftMenu: left)
          menu.addChild(left)
            left.willMove(toParent: menu)
          left.didMove(toParent: menu)
        container.addChild(menu)
          menu.willMove(toParent: container)
        container.view.addSubview(menu.view)
          menu.loadView()
          menu.viewDidLoad()
            menu.addChild(home)
              home.willMove(toParent: menu)
            menu.view.addSubview(home.view)
              home.loadView()
              home.viewDidLoad()
            home.didMove(toParent: menu)
          menu.viewWillAppear(false)
          home.viewWillAppear(false)
        [end of turn] menu.viewDidAppear(false)
        [end of turn]   menu.view.insertSubview(menuContainerView, at: 0)
        [end of turn]   left.view.frame = CGRect(x: 0, y: 0, width: 270, height: 480)
        [end of turn]     left.loadView()
        [end of turn]     left.viewDidLoad()
        [end of turn]   menuContainerView.addSubview(left.view)
        [end of turn]     left.viewWillAppear(false)
        [end of turn]   left.view.isHidden = true
        [end of turn] left.viewDidAppear(false)
        [end of turn] home.viewDidAppear(false)
        menu.didMove(toParent: container)
        menu.setMenuState(1, completion: { … })
          left.view.isHidden = false
          UIView.animate(withDuration: 0.2, animations: { … }, completion: { finished in … })
            animations()
              home.view.frame = CGRect(x: 270, y: 0, width: 320, height: 480)
        [t=0.2] completion(true)
        [t=0.2]   NotificationCenter.default.post(name: "MenuStateNotification", object: menu)
        [t=0.2]     state 1
        [t=0.2]   opened
        menu.menuState = 0
          menu.setMenuState(0, completion: nil)
            left.view.isHidden = true
            UIView.animate(withDuration: 0.2, animations: { … }, completion: { finished in … })
              animations()
                home.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        [t=0.4] completion(true)
        [t=0.4]   NotificationCenter.default.post(name: "MenuStateNotification", object: menu)
        [t=0.4]     state 0
        """#),
  ]
}
