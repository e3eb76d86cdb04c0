// Work scheduled for later: main-queue blocks, delays, a repeating timer, notifications.
let late = UIViewController()
var ticks = 0

DispatchQueue.main.async {
  container.addChild(late)
  container.view.addSubview(late.view)
  late.didMove(toParent: container)
}

DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
  late.willMove(toParent: nil)
  late.view.removeFromSuperview()
  late.removeFromParent()
}

let timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { timer in
  ticks += 1
  if ticks == 3 { timer.invalidate() }
}

let name = Notification.Name("ChildChanged")
let token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { _ in
  print("changed", container.children.count)
}
NotificationCenter.default.post(name: name, object: nil)
:tick 0.6
NotificationCenter.default.removeObserver(token)
print(ticks, late.parent == nil)
