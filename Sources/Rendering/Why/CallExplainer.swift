import Simulation

/// What a containment call the user made is for, and the rule that makes it the container's
/// job (`:why N` on the user's own call line).
///
/// ```text
/// your call: puts a's view inside the container's view; entering the window is what makes a
/// appear, and addChild never does it — placing the view is the container's job
/// ```
public struct CallExplainer {
  public let language: Language

  public init(language: Language) { self.language = language }

  /// The purpose of the call and the rule to cite, or nil for a call this does not know.
  /// `beneath` is what UIKit did because of the call (the indented lines under it).
  public func explain(_ event: Event, beneath: [Event]) -> (purpose: String, rule: RuleID?)? {
    guard case .call(_, let method, let arguments, _) = event.kind else { return nil }
    let l = language
    let parentless = beneath.contains { $0.rule == "R.5" }
    let toNil = arguments.first == .some(.nilValue)
    switch method.swiftBase {
    case "addChild":
      return (
        l.pick(
          "your call: makes the controller a child — it joins children and gets its parent, and UIKit sends it willMove(toParent:). Only a child hears what the container forwards (appearance, rotation, size), so adding it is the container's job; addChild puts no view anywhere.",
          "你的调用：把控制器添加为子控制器——它加入 children、有了 parent，UIKit 随即发送 willMove(toParent:)。只有子控制器才能收到容器转发的出现与消失回调、旋转和尺寸变化，所以建立父子关系是容器的职责；addChild 不会放置任何视图。"
        ), "1.1"
      )
    case "addSubview", "insertSubview":
      if parentless {
        return (
          l.pick(
            "your call: puts a view inside the container's view, but its controller is not a child. Entering the window still sends it viewWillAppear and viewDidAppear, yet nothing the container forwards later reaches it (its own transitions, rotation, size) and nothing owns it: call addChild first, then add the view.",
            "你的调用：把一个视图放进容器的视图，但它的控制器不是子控制器。视图进入窗口时它仍会收到 viewWillAppear 和 viewDidAppear，但之后容器转发的一切（容器自己的转场、旋转、尺寸变化）都到不了它，也没有谁持有它：应先调用 addChild，再添加视图。"
          ), "R.5"
        )
      }
      return (
        l.pick(
          "your call: puts the view inside the container's view. addChild never places a child's view, so the container must; the view entering the window is what makes its controller appear.",
          "你的调用：把视图放进容器的视图。addChild 从不放置子控制器的视图，所以这要由容器来做；视图进入窗口，才使它的控制器出现。"
        ), "R.1"
      )
    case "didMove":
      if toNil {
        return (
          l.pick(
            "your call: tells the controller it has left its parent; removeFromParent() already sends didMove(toParent: nil), so the container never needs to call it itself.",
            "你的调用：通知控制器已经离开父控制器；removeFromParent() 本身就会发送 didMove(toParent: nil)，容器不需要自己调用。"
          ), "3.4"
        )
      }
      return (
        l.pick(
          "your call: tells the child that the move into the container is over. addChild never sends it, so the container calls it, after the child's view is in place.",
          "你的调用：通知子控制器添加完成。addChild 从不发送它，所以要由容器在子控制器的视图就位之后调用。"
        ), "1.3"
      )
    case "willMove":
      if toNil {
        return (
          l.pick(
            "your call: tells the child it is about to be removed. removeFromParent() does not send it, so the container calls it first, before removing the view.",
            "你的调用：通知子控制器即将被移除。removeFromParent() 不会发送它，所以要由容器最先调用，在移除视图之前。"
          ), "3.1"
        )
      }
      return (
        l.pick(
          "your call: addChild already sends willMove(toParent:) to the new child, so the container does not call it for an add; calling it yourself sends it twice.",
          "你的调用：addChild 已经会向新的子控制器发送 willMove(toParent:)，添加时容器不必自己调用；自己再调用一次，它就会收到两次。"
        ), "1.2"
      )
    case "removeFromParent":
      return (
        l.pick(
          "your call: takes the child out of children and sends didMove(toParent: nil). It never touches views, so the container removes the child's view before it.",
          "你的调用：把子控制器移出 children，并发送 didMove(toParent: nil)。它从不处理视图，所以容器要在它之前移除子控制器的视图。"
        ), "3.4"
      )
    case "removeFromSuperview":
      return (
        l.pick(
          "your call: takes the view out of the hierarchy; leaving the window makes its controller disappear. In a removal the container does it between willMove(toParent: nil) and removeFromParent().",
          "你的调用：把视图移出视图层级；视图离开窗口，它的控制器随之消失。移除子控制器时，容器在 willMove(toParent: nil) 和 removeFromParent() 之间做这一步。"
        ), "3.1"
      )
    case "transition":
      return (
        l.pick(
          "your call: swaps two children's views with their appearance callbacks. It makes no containment call, so the container adds the new child and removes the old one around it.",
          "你的调用：在两个子控制器之间切换视图，并发送它们的出现与消失回调。它不做任何父子关系调用，所以容器要在它前后添加新的子控制器、移除旧的。"
        ), "4.5"
      )
    case "beginAppearanceTransition", "endAppearanceTransition":
      return (
        l.pick(
          "your call: drives a child's appearance callbacks by hand, which a container that does not forward them automatically must do itself.",
          "你的调用：手动驱动子控制器的出现与消失回调；不自动转发的容器必须自己这样做。"),
        "5.2"
      )
    default:
      return nil
    }
  }
}
