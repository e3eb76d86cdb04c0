var r = CGRect(x: 10, y: 20, width: 100, height: 50)
r.origin.x += 5
r = r.offsetBy(dx: -320, dy: 0)
r.width
r.size.height * 2 + 1
let v = UIView(frame: r)
view.addSubview(v)
:views
