import TestSupport
import Testing

/// UIKit reads a presented controller's `transitioningDelegate` through its getter: a class that
/// overrides the getter (making its delegate when first asked, as side menus do) gets its own
/// animator used. Also two module-level readings SideMenu needs.
struct OverriddenDelegateTests {
  @Test func anOverriddenTransitioningDelegateGetterIsAsked() {
    let run = ScriptRun(
      """
      final class Slide: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval { 0.2 }
        func animateTransition(using context: UIViewControllerContextTransitioning) {
          if let to = context.view(forKey: .to) { context.containerView.addSubview(to) }
          context.completeTransition(true)
        }
      }
      final class Handler: NSObject, UIViewControllerTransitioningDelegate {
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> UIViewControllerAnimatedTransitioning? { Slide() }
      }
      final class Menu: UIViewController {
        private var handler: Handler?
        override var transitioningDelegate: UIViewControllerTransitioningDelegate? {
          get {
            if handler == nil { handler = Handler() }
            return handler
          }
          set {}
        }
      }
      let menu = Menu()
      menu.modalPresentationStyle = .custom
      container.present(menu, animated: true)
      :tick 1
      """)
    #expect(!run.hadError, "\(run.output)")
    #expect(
      run.output.contains("slide.animateTransition(using: transitionContext)"), "\(run.output)")
    #expect(run.output.contains("menu.viewDidAppear(true)"), "\(run.output)")
    #expect(!run.output.contains("does not simulate UIKit calling"), "\(run.output)")
  }

  @Test func anAliasOfACompositionDeclaredLaterIsTheOneAdopted() {
    let run = ScriptRun(
      files: [
        ("a.swift", "final class Other { typealias Model = A & C }"),
        (
          "b.swift",
          """
          protocol A { var a: Int { get } }
          protocol B { var b: Int { get } }
          protocol C { var c: Int { get } }
          struct Settings: Model { var a = 1; var b = 2; var c = 3 }
          typealias Model = A & B & C
          final class Taker { init(config: A & B) { print(config.b) } }
          _ = Taker(config: Settings())
          print(Settings() is B, .leastNonzeroMagnitude > 0.0)
          """
        ),
      ])
    #expect(!run.hadError, "\(run.output)")
    #expect(run.output.hasSuffix("2\ntrue true"), "\(run.output)")
  }
}
