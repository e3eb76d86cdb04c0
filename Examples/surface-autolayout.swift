// A header pinned with Auto Layout above a content child sized by its autoresizing mask.
let header = UIView()
header.translatesAutoresizingMaskIntoConstraints = false
container.view.addSubview(header)
NSLayoutConstraint.activate([
  header.leadingAnchor.constraint(equalTo: container.view.leadingAnchor),
  header.trailingAnchor.constraint(equalTo: container.view.trailingAnchor),
  header.topAnchor.constraint(equalTo: container.view.safeAreaLayoutGuide.topAnchor),
  header.heightAnchor.constraint(equalToConstant: 44),
])
let content = UIViewController()
addChild(content)
content.view.frame = CGRect(x: 0, y: 44, width: 320, height: 436)
content.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
container.view.addSubview(content.view)
content.didMove(toParent: container)
container.view.layoutIfNeeded()
print(header.frame)
let badge = UIView()
badge.translatesAutoresizingMaskIntoConstraints = false
header.addSubview(badge)
let width = NSLayoutConstraint(item: badge, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 30)
NSLayoutConstraint.activate([
  width,
  badge.heightAnchor.constraint(equalTo: badge.widthAnchor, multiplier: 0.5),
  badge.centerYAnchor.constraint(equalTo: header.centerYAnchor),
  badge.trailingAnchor.constraint(equalTo: header.trailingAnchor, constant: -8),
])
container.view.layoutIfNeeded()
print(badge.frame)
width.constant = 60
container.view.setNeedsLayout()
container.view.layoutIfNeeded()
print(badge.frame)
