import LessonEngine
import Simulation

/// Exercises written for the grading tests, independent of the course's own (which change with
/// the lessons): each shows one feature of the format.
enum FixtureExercises {
  /// Show a child, with a known mistake, explained and hinted checks, a hidden check, and a
  /// check the solution cannot fail.
  static let display = """
    @Exercise(id: fixture-display, method: displayContentController(_:), selector: displayContentController:)
    # Show a child
    Add `content` as a child and show its view.

    @Scenario(id: on-screen, title: on screen)
    ```swift
    let content = UIViewController()
    ```
    @Run
    ```swift
    container.displayContentController(content)
    ```
    @Check(state, points: 2, name: content is a child, explain: "Only a child gets its appearance callbacks from the container.", hint: "Call addChild(content) first.", rule: 1.1) content.parent === container
    @Check(log, count: 1, points: 1, name: didMove comes once) content.didMove(toParent: container)
    @Check(log, order, points: 1, name: didMove after the view is in)
    ```log
    container.view.addSubview(content.view)
    content.didMove(toParent: *)
    ```
    @Check(no-warnings, points: 1, hidden, name: secret check)
    @Mistake(id: view-only, name: "adds only the view", state, rule: 2.8) content.parent == nil && content.view.superview === container.view
    The view is on screen, but content is not a child: UIKit never tells it that it appears.

    @Solution
    ```swift
    func displayContentController(_ content: UIViewController) {
      addChild(content)
      view.addSubview(content.view)
      content.didMove(toParent: self)
    }
    ```
    """

  /// The same in Chinese: check names and the mistake translated, one check left in English.
  static let displayChinese = """
    @Exercise(id: fixture-display, source: 000000000000)
    # 显示子控制器
    @Scenario(id: on-screen, title: 在屏幕上)
    @Check(name: content 是子控制器, explain: 只有子控制器才会收到容器转发的出现回调。, hint: 先调用 addChild(content)。)
    @Check(name: didMove 只出现一次)
    @Mistake(id: view-only, name: 只加了视图)
    视图在屏幕上，但 content 不是子控制器：UIKit 不会告诉它出现了。
    """

  /// An override of `viewWillAppear(_:)`: calls `super`, today's spelling, balanced manual
  /// appearance calls, a slide to the left.
  static let behaviour = """
    @Exercise(id: fixture-behaviour, method: slide(_:), selector: slide:)
    # Slide in
    @Scenario(id: run, title: run)
    ```swift
    let shown = ContainerViewController()
    let content = UIViewController()
    ```
    @Run
    ```swift
    window.rootViewController = shown
    shown.slide(content)
    ```
    @Check(calls-super, points: 1, name: overrides call super) viewWillAppear
    @Check(current-spelling, points: 1, name: today's spelling)
    @Check(balanced-appearance, points: 1, name: balanced)
    @Check(slide, points: 1, name: slides in from the right) content: left

    @Solution
    ```swift
    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
    }
    func slide(_ content: UIViewController) {
      addChild(content)
      content.view.frame = CGRect(x: 320, y: 0, width: 320, height: 480)
      view.addSubview(content.view)
      UIView.animate(withDuration: 0.3, animations: {
        content.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
      }, completion: { _ in
        content.didMove(toParent: self)
      })
    }
    ```
    """

  /// A catalog of the fixtures (`en/exercises/…`, `zh-Hans/exercises/…`).
  static var catalog: LessonCatalog {
    LessonCatalog(files: [
      ("en/exercises/fixture-display.md", display),
      ("zh-Hans/exercises/fixture-display.md", displayChinese),
      ("en/exercises/fixture-behaviour.md", behaviour),
    ])
  }

  static func document(_ id: String, _ language: Language = .english) -> LessonDocument {
    guard let document = catalog.document(id, language: language, kind: .exercise) else {
      fatalError("fixture \(id) does not parse: \(catalog.problems)")
    }
    return document
  }
}
