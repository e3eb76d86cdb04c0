import Simulation
import UIKitSurface

/// `UIPageViewController` in the language: its initialiser, `setViewControllers(_:direction:
/// animated:completion:)`, and the data source and delegate a swipe calls (rules PV.1–PV.9).
extension Interpreter {
  /// The slot an inert or stored row of `UIPageViewController` keeps its value in.
  private static func pageSlot(_ name: String) -> String { "uikit.UIPageViewController." + name }

  /// `UIPageViewController(transitionStyle:navigationOrientation:options:)`: the style, the
  /// orientation and the spine (from the options' spine location key); the read-only
  /// properties read back what it chose.
  func configurePageViewController(
    _ id: ControllerID, _ args: CallArguments, _ site: CallSite, _ env: Env
  ) throws {
    let values = args.values
    let style: PageTransitionStyle =
      values.first.flatMap(enumMember) == "scroll" ? .scroll : .pageCurl
    let vertical = values.count > 1 && enumMember(values[1]) == "vertical"
    let spine = values.count > 2 ? spineOption(values[2]) : nil
    let state = PageState(style: style, isVertical: vertical, spine: spine)
    world.configurePages(id, state)
    guard let instance = value(of: id).instance else { return }
    func member(_ type: String, _ name: String) -> Slot {
      .strong(.enumCase(EnumValue(typeName: "UIPageViewController." + type, caseName: name)))
    }
    instance.storage.slots[Self.pageSlot("transitionStyle")] = member(
      "TransitionStyle", style.rawValue)
    instance.storage.slots[Self.pageSlot("navigationOrientation")] = member(
      "NavigationOrientation", vertical ? "vertical" : "horizontal")
    instance.storage.slots[Self.pageSlot("spineLocation")] = member(
      "SpineLocation", "\(state.spine)")
    instance.storage.slots[Self.pageSlot("isDoubleSided")] = .strong(.bool(state.isDoubleSided))
  }

  /// The member an enumeration value names: `.scroll`, `UIPageViewControllerTransitionStyleScroll`
  /// or its raw value.
  private func enumMember(_ value: Value) -> String? {
    switch value {
    case .enumCase(let member): return member.caseName
    case .int(let raw): return ["0", "1", "2", "3"].indices.contains(raw) ? "\(raw)" : nil
    default: return nil
    }
  }

  /// The spine location an options dictionary asks for, if any.
  private func spineOption(_ value: Value) -> PageSpineLocation? {
    guard case .dictionary(let dictionary) = value else { return nil }
    for (key, item) in zip(dictionary.keys, dictionary.values) {
      let name: String?
      switch key {
      case .enumCase(let member): name = member.caseName
      // A string, or Swift's `UIPageViewController.OptionsKey.spineLocation` around one.
      default: name = key.text
      }
      guard let name,
        name == "spineLocation" || name == "UIPageViewControllerOptionSpineLocationKey"
      else { continue }
      switch item {
      case .int(let raw): return PageSpineLocation(rawValue: raw)
      case .enumCase(let member):
        return [PageSpineLocation.none, .min, .mid, .max].first { "\($0)" == member.caseName }
      default: return nil
      }
    }
    return nil
  }

  /// `pvc.setViewControllers(list, direction:, animated:, completion:)` (rules PV.1–PV.4).
  func setPages(
    of id: ControllerID, _ values: [Value], _ site: CallSite, _ env: Env, completion: BlockHandle?
  ) throws {
    var list: [ControllerID] = []
    if case .array(let items) = values[0] {
      for item in items {
        guard case .controller(let page, _) = item else {
          throw error(
            .typeMismatch(item.typeName(in: world), "UIViewController"), site.nameRange, env)
        }
        list.append(page)
      }
    }
    let forward = enumMember(values[1]) != "reverse" && enumMember(values[1]) != "1"
    var animated = false
    if case .bool(let flag) = values[2] { animated = flag }
    syncDoubleSided(id)
    try world.setPages(list, of: id, forward: forward, animated: animated, completion: completion)
  }

  /// `isDoubleSided` is a stored row: the world reads it when a turn is set.
  private func syncDoubleSided(_ id: ControllerID) {
    guard
      case .strong(.bool(let flag))? = value(of: id).instance?.storage.slots[
        Self.pageSlot("isDoubleSided")]
    else { return }
    world.setPagesDoubleSided(id, flag)
  }

  /// The object a stored row of the page view controller holds (its data source, its delegate).
  private func pageObject(_ id: ControllerID, _ name: String) -> Value? {
    switch value(of: id).instance?.storage.slots[Self.pageSlot(name)] {
    case .strong(let value)?: return value.isNil ? nil : value
    case .weak(let reference)?, .unowned(let reference)?: return reference.instance?.value
    default: return nil
    }
  }

  // MARK: - Swipes (rules PV.6–PV.9)

  /// `:pan` on a page view controller's view: a swipe (rule PV.6); 1 when it reached one.
  func swipePageViewController(_ view: Value, by translation: Point) throws -> Int {
    guard let viewID = view.viewID, let container = world.view(viewID).owner,
      let state = world.pageState(of: container), let first = state.pages.first,
      let last = state.pages.last
    else { return 0 }
    let along = state.isVertical ? translation.y : translation.x
    guard along != 0 else { return 1 }
    let forward = along < 0
    let before = "pageViewController:viewControllerBeforeViewController:"
    let after = "pageViewController:viewControllerAfterViewController:"
    guard let dataSource = pageObject(container, "dataSource"),
      implementation(of: before, by: dataSource) != nil,
      implementation(of: after, by: dataSource) != nil
    else { return 1 }
    func ask(_ page: ControllerID) throws -> ControllerID? {
      try tellPageObject(
        dataSource, forward ? after : before, of: container, [value(of: page)])?.controllerID
    }
    guard let next = try ask(forward ? last : first) else { return 1 }
    var incoming = [next]
    if state.spine == .mid {
      guard let second = try ask(next) else { return 1 }
      incoming = forward ? [next, second] : [second, next]
    }
    if state.style == .scroll { try world.cacheScrollPage(next, in: container) }
    if let delegate = pageObject(container, "delegate") {
      _ = try tellPageObject(
        delegate, "pageViewController:willTransitionToViewControllers:", of: container,
        [.array(incoming.map(value(of:)))])
    }
    let length =
      world.controller(container).view.map {
        state.isVertical ? world.view($0).frame.height : world.view($0).frame.width
      } ?? 0
    let completes = abs(along) / Self.panDuration > 300 || abs(along) > length / 2
    try world.swipePage(
      to: incoming, in: container, forward: forward, completes: completes,
      duration: Self.panDuration + World.pageTurnDuration)
    return 1
  }

  /// The name under which the object's class implements a data source or delegate message:
  /// its selector (Objective-C), or the Swift name its protocol row gives it.
  private func implementation(of selector: String, by object: Value) -> String? {
    guard let className = className(of: object) else { return nil }
    if userMethod(named: selector, from: className) != nil { return selector }
    let protocols = ["UIPageViewControllerDataSource", "UIPageViewControllerDelegate"]
    guard
      let row = Surface.shared.members(objc: selector, in: protocols, classSide: false).first,
      userMethod(named: row.swiftName, from: className) != nil
    else { return nil }
    return row.swiftName
  }

  /// Sends a data source or delegate message when the object's class implements it; its
  /// result, or nil.
  private func tellPageObject(
    _ object: Value, _ message: String, of container: ControllerID, _ arguments: [Value]
  ) throws -> Value? {
    guard let selector = implementation(of: message, by: object),
      let (env, range) = hostCallEnv()
    else { return nil }
    let site = CallSite(unary: selector, dialect: .objc, range: range)
    let line = world.reserveLine()
    defer { closeCallLine(line) }
    return try perform(
      selector, on: object, [value(of: container)] + arguments, site, env, slot: line)
  }
}

extension Interpreter: PageViewControllerHost {
  /// The delegate hears that a swipe's turn ended (rules PV.7, PV.8).
  public func pageTurnEnded(
    _ container: ControllerID, previous: [ControllerID], completed: Bool, in world: World
  ) throws {
    guard let delegate = pageObject(container, "delegate") else { return }
    _ = try tellPageObject(
      delegate,
      "pageViewController:didFinishAnimating:previousViewControllers:transitionCompleted:",
      of: container, [.bool(true), .array(previous.map(value(of:))), .bool(completed)])
  }
}
