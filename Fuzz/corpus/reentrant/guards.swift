// Recursion kept finite by one line each: delete, swap or move that line and it runs away.
class Nest: UIViewController {
  let level: Int
  var inner: Nest?
  init(level: Int) {
    self.level = level
    super.init(nibName: nil, bundle: nil)
    if level < 3 { inner = Nest(level: level + 1) }
  }
  required init?(coder: NSCoder) { fatalError() }
}

class Clamp: UIViewController {
  var value = 0 {
    didSet {
      if value > 10 { value = 10 }
    }
  }
  private var cached: UIView?
  var panel: UIView {
    if let cached { return cached }
    let made = UIView()
    cached = made
    return made
  }
}

class Painter: UIViewController {
  override func loadView() {
    view = UIView()
    view.backgroundColor = .white
  }
}

func countdown(_ n: Int) -> Int {
  if n <= 0 { return 0 }
  return countdown(n - 1) + 1
}

let nest = Nest(level: 0)
let clamp = Clamp()
clamp.value = 40
let painter = Painter()
container.addChild(painter)
container.view.addSubview(painter.view)
painter.didMove(toParent: container)
print(nest.inner?.inner?.level ?? -1, clamp.value, clamp.panel === clamp.panel, countdown(50))
