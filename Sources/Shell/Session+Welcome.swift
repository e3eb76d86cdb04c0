import Rendering
import Simulation

extension Session {
  /// What a sandbox in a terminal says before its first prompt: what `container` and
  /// `window` are, and where to start (nothing once `:welcome off` was typed).
  public func welcomeLines() -> [OutputLine] {
    guard options.welcome else { return [] }
    let l = options.language
    return layOut([
      OutputLine(
        l.pick(
          "A sandbox: `window` shows `container`, a custom container view controller, and `self` is `container`. Type Swift or Objective-C.",
          "这是一个沙盒：窗口（`window`）的根视图控制器是 `container`，一个自定义容器视图控制器，`self` 就是它。可以输入 Swift 或 Objective-C。"
        ), .note, wraps: true),
      OutputLine(
        l.pick(
          "`:help` lists the commands, `:lessons` the lessons to start with; `:welcome off` hides these lines.",
          "输入 `:help` 查看全部命令，输入 `:lessons` 选一课开始；`:welcome off` 可以不再显示这两行。"),
        .note, wraps: true),
    ])
  }

  /// Changes a setting that outlasts the session and saves it.
  func keepSetting(_ change: (inout StoredSettings) -> Void) {
    guard let store = settingsStore else { return }
    var settings = store.load()
    change(&settings)
    store.save(settings)
  }
}
