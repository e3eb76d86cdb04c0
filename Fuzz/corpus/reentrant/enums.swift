// Enumerations that pick the child to show: raw values, a switch, associated values.
enum Section: Int, CaseIterable {
  case feed
  case profile
  case settings

  var title: String {
    switch self {
    case .feed: return "Feed"
    case .profile: return "Profile"
    case .settings: return "Settings"
    }
  }
}

enum Transition {
  case none
  case slide(duration: Double)
}

class SectionsViewController: UIViewController {
  var screens: [Section: UIViewController] = [:]
  var visible: Section?

  func select(_ section: Section, with transition: Transition = .none) {
    let next = screens[section] ?? UIViewController()
    screens[section] = next
    if case .slide(let duration) = transition, let old = visible.flatMap({ screens[$0] }) {
      old.willMove(toParent: nil)
      addChild(next)
      transition(from: old, to: next, duration: duration, options: [], animations: nil) { _ in
        old.removeFromParent()
        next.didMove(toParent: self)
      }
    } else {
      addChild(next)
      view.addSubview(next.view)
      next.didMove(toParent: self)
    }
    visible = section
  }
}

let sections = SectionsViewController()
container.addChild(sections)
container.view.addSubview(sections.view)
sections.didMove(toParent: container)
sections.select(.feed)
sections.select(Section(rawValue: 2) ?? .profile, with: .slide(duration: 0.3))
print(Section.allCases.map { $0.title }, sections.visible?.rawValue ?? -1)
