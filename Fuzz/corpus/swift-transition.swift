let a = UIViewController()
let b = UIViewController()
addChild(a)
view.addSubview(a.view)
a.didMove(toParent: self)
a.willMove(toParent: nil)
addChild(b)
b.view.frame = newViewStartFrame
transition(from: a, to: b, duration: 0.25, options: [], animations: {
  b.view.frame = a.view.frame
  a.view.frame = self.oldViewEndFrame
}, completion: { finished in
  a.removeFromParent()
  b.didMove(toParent: self)
})
