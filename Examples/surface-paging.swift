// A paging container: child controllers side by side in a scroll view, a label on top.
let pager = UIScrollView(frame: container.view.bounds)
pager.isPagingEnabled = true
pager.contentSize = CGSize(width: 640, height: 480)
pager.autoresizingMask = [.flexibleWidth, .flexibleHeight]
container.view.addSubview(pager)
let first = UIViewController()
let second = UIViewController()
addChild(first)
first.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
pager.addSubview(first.view)
first.didMove(toParent: container)
addChild(second)
second.view.frame = CGRect(x: 320, y: 0, width: 320, height: 480)
pager.addSubview(second.view)
second.didMove(toParent: container)
let caption = UILabel(frame: CGRect(x: 20, y: 20, width: 200, height: 30))
caption.text = "Page 1"
caption.tag = 42
caption.layer.cornerRadius = 6
caption.clipsToBounds = true
container.view.addSubview(caption)
pager.setContentOffset(CGPoint(x: 320, y: 0), animated: true)
print(pager.bounds.origin.x)
print(container.view.viewWithTag(42) === caption)
container.view.bringSubviewToFront(UIView())
container.view.sendSubviewToBack(pager)
container.view.exchangeSubview(at: 0, withSubviewAt: 1)
print(container.view.subviews.first === caption)
let bar = UIStackView(frame: CGRect(x: 0, y: 440, width: 320, height: 40))
bar.axis = .horizontal
bar.distribution = .fillEqually
let left = UIView()
let right = UIView()
bar.addArrangedSubview(left)
bar.addArrangedSubview(right)
container.view.addSubview(bar)
bar.layoutIfNeeded()
print(right.frame)
let spinner = UIActivityIndicatorView()
spinner.startAnimating()
print(spinner.isAnimating)
