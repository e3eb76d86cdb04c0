:clock manual
let a = UIViewController()
let b = UIViewController()
container.addChild(a)
container.view.addSubview(a.view)
a.didMove(toParent: container)
a.willMove(toParent: nil)
container.addChild(b)
container.transition(from: a, to: b, duration: 0.5, options: [.curveEaseInOut], animations: {
  b.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
}) { finished in
  a.removeFromParent()
  b.didMove(toParent: container)
}
:tick 0.1
:screen
:tick 0.4
:wait
