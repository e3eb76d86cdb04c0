import Rendering

/// The code `:add` and `:remove` run, in the log's syntax, so the user sees what they stand for.
enum ShortcutCode {
  enum Kind { case add, remove }

  static func lines(_ kind: Kind, name: String, declare: Bool, syntax: LogSyntax) -> [String] {
    switch (kind, syntax) {
    case (.add, .swift):
      return (declare ? ["let \(name) = UIViewController()"] : []) + [
        "container.addChild(\(name))",
        "container.view.addSubview(\(name).view)",
        "\(name).didMove(toParent: container)",
      ]
    case (.add, .objc):
      return (declare ? ["UIViewController *\(name) = [[UIViewController alloc] init];"] : []) + [
        "[container addChildViewController:\(name)];",
        "[container.view addSubview:\(name).view];",
        "[\(name) didMoveToParentViewController:container];",
      ]
    case (.remove, .swift):
      return [
        "\(name).willMove(toParent: nil)",
        "\(name).view.removeFromSuperview()",
        "\(name).removeFromParent()",
      ]
    case (.remove, .objc):
      return [
        "[\(name) willMoveToParentViewController:nil];",
        "[\(name).view removeFromSuperview];",
        "[\(name) removeFromParentViewController];",
      ]
    }
  }
}
