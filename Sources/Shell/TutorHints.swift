import CommandLanguage
import Rendering
import Simulation

/// What the tutor remembers between inputs, so that each hint is given once and only when a
/// mistake outlived the input after it (a learner types the fix on the next line).
struct TutorState {
  var inputNumber = 0
  /// When each child was first seen with its view shown but no `didMove(toParent:)`.
  var awaitingSince: [ControllerID: Int] = [:]
  /// When each explicit begin was first seen without its end.
  var openSince: [ControllerID: Int] = [:]
  /// Controllers that have had a parent.
  var everChild: Set<ControllerID> = []
  /// Hints already given, by key.
  var given: Set<String> = []
  /// How many events of the history were looked at.
  var seenEvents = 0
  /// Controllers the user's own code began an appearance transition for, not yet ended.
  var userBegan: Set<ControllerID> = []
  /// Controllers touched while something animated, to look at once the animation is over.
  var pending: Set<ControllerID> = []
}

extension Session {
  /// The tutor's hints after an input: the tool's own advice, never UIKit's, one line each.
  func tutorHints() -> [OutputLine] {
    tutor.inputNumber += 1
    let now = tutor.inputNumber
    var hints: [String] = []
    let l = options.language
    // Only what this input touched, and what waits for a hint, is looked at: the cost of an
    // input must not grow with the number of controllers.
    var candidates = tutor.pending.union(world.takeTouchedControllers())
    candidates.formUnion(tutor.awaitingSince.keys)
    candidates.formUnion(tutor.openSince.keys)
    for id in candidates where world.controller(id).parent != nil { tutor.everChild.insert(id) }
    let newEvents = history.count >= tutor.seenEvents ? history[tutor.seenEvents...] : history[...]
    tutor.seenEvents = history.count
    for event in newEvents {
      guard case .call(.controller(let id), let method, _, _) = event.kind else { continue }
      if method.swiftBase == "beginAppearanceTransition" { tutor.userBegan.insert(id) }
      if method.swiftBase == "endAppearanceTransition" { tutor.userBegan.remove(id) }
      guard
        method.swiftBase == "beginAppearanceTransition"
          || method.swiftBase == "endAppearanceTransition",
        let parent = world.controller(id).parent, interpreter.forwardsAppearance(parent),
        tutor.given.insert("mixed:\(id.index)").inserted
      else { continue }
      let name = world.controller(id).name
      let parentName = world.controller(parent).name
      hints.append(
        l.pick(
          "\(parentName) forwards appearance to \(name) automatically; calling begin/end yourself as well can deliver callbacks twice — turn forwarding off (:forward off) or leave it to UIKit",
          "\(parentName) 会自动把出现与消失回调转发给 \(name)；你再手动调用 begin/end 可能导致回调重复——要么关闭自动转发（:forward off），要么交给 UIKit"
        ))
    }
    tutor.pending = world.isAnimating ? candidates : []
    for id in candidates.sorted(by: { $0.index < $1.index }) {
      let record = world.controller(id)
      let name = record.name
      if let view = record.view, record.parent == nil, id != world.rootController,
        world.isInWindow(view), tutor.given.insert("orphan:\(id.index)").inserted
      {
        hints.append(
          tutor.everChild.contains(id)
            ? l.pick(
              "\(name) was removed from its parent but \(name).view is still on screen: remove the view first (\(name).view.removeFromSuperview()), then removeFromParent()",
              "\(name) 已经从父控制器移除，但 \(name).view 还在屏幕上：应先移除视图（\(name).view.removeFromSuperview()），再调用 removeFromParent()"
            )
            : world.iosVersion >= 8
              ? l.pick(
                "\(name).view is on screen but \(name) is not a child of any controller: it hears its own view enter and leave the window, but no container forwards its transitions, rotation or status bar to it, and nothing owns it — call addChild(\(name)) before adding its view",
                "\(name).view 在屏幕上，但 \(name) 不是任何控制器的子控制器：它自己的视图进出窗口时能收到回调，但没有容器把转场、旋转和状态栏转发给它，也没有谁持有它——先调用 addChild(\(name))，再添加它的视图"
              )
              : l.pick(
                "\(name).view is on screen but \(name) is not a child of any controller, so on iOS 7 it gets no appearance callbacks: call addChild(\(name)) before adding its view",
                "\(name).view 在屏幕上，但 \(name) 不是任何控制器的子控制器，所以在 iOS 7 上收不到出现与消失回调：先调用 addChild(\(name))，再添加它的视图"
              ))
      }
      // Work in flight (a transition, a push) finishes what the user started; wait for it.
      if world.isAnimating { continue }
      if record.awaitingDidMove, let parent = record.parent,
        world.controller(parent).kind == .plain, let view = record.view,
        let parentView = world.controller(parent).view, world.isView(view, inside: parentView)
      {
        let since = tutor.awaitingSince[id] ?? now
        tutor.awaitingSince[id] = since
        if now > since, tutor.given.insert("didMove:\(id.index)").inserted {
          let parentName = world.controller(parent).name
          hints.append(
            l.pick(
              "\(name).view was added but \(name).didMove(toParent: \(parentName)) never came; UIKit says nothing, but \(name)'s didMove override never runs",
              "\(name).view 已经加入，但一直没有调用 \(name).didMove(toParent: \(parentName))；UIKit 不会提示，但 \(name) 的 didMove 重写永远不会执行"
            ))
        }
      } else {
        tutor.awaitingSince[id] = nil
      }
      // In a lesson the step itself says when an appearance change is left open (and a step
      // may ask for one open): the tutor would say it a second time, or wrongly.
      if record.explicitTransitionOpen, tutor.userBegan.contains(id), lesson?.step == nil {
        let since = tutor.openSince[id] ?? now
        tutor.openSince[id] = since
        if now > since, tutor.given.insert("open:\(id.index)").inserted {
          hints.append(
            l.pick(
              "\(name).beginAppearanceTransition was called but endAppearanceTransition never followed; \(name) is stuck \(record.appearance.rawValue)",
              "调用了 \(name).beginAppearanceTransition，却一直没有调用 endAppearanceTransition；\(name) 停在 \(record.appearance.rawValue) 状态"
            ))
        }
      } else {
        tutor.openSince[id] = nil
      }
    }
    guard options.hints else { return [] }
    return hints.map(hintLine)
  }
}
