import Simulation
import UIKitSurface

/// How the simulation treats a UIKit property it knows: its row's behaviour.
enum PropertyBehaviour: String, Hashable {
  /// `sim core`, `sim override`: the world models it; setting it changes what UIKit does,
  /// reading it asks the world.
  case simulated
  /// `sim stored`: kept per object and read back; nothing in the simulation depends on it.
  case stored
}

/// One UIKit class the simulation models: what it is simulated as, and what `:help uikit`
/// says of it (its declaration, superclass included, is its row).
struct UIKitClass {
  let name: String
  /// The view class the world simulates it as, for views.
  let viewKind: ViewKind?
  /// The system container it is, for controllers.
  let controllerKind: ControllerKind?
  /// What the class is for here, in English and Chinese (`:help uikit`).
  let summary: (en: String, zh: String)

  /// The superclass its row declares, as the class headers listed beside the rows say: the
  /// class table needs it at a sandbox's first statement, where reading the rows' files for it
  /// cost 226 million instructions (about 40 ms, measured with callgrind).
  var superclass: String? { UIKitSurface.headerSuperclasses[name] ?? nil }
}

/// One UIKit property the simulation acts on: its row (`sim core`, `sim stored`, `sim
/// override`), read as the interpreter needs it.
struct UIKitProperty: Sendable {
  let row: SurfaceMember
  let behaviour: PropertyBehaviour
  /// Whether a subclass answers it with an override (`childForStatusBarStyle`), which the
  /// world asks for: the row says `sim override`.
  let isOverridable: Bool

  /// The class that declares it (`UIView`, `UIScrollView`, `CALayer`).
  var owner: String { row.owner }
  /// The Swift name (`isHidden`).
  var name: String { row.name }
  /// The Objective-C property name (`hidden`), the same as `name` when the languages agree.
  var objcName: String { row.objcPropertyName }
  /// The type as Swift writes it; implicit members (`.overFullScreen`) are looked up in it.
  var type: String { row.type.description }
  var isReadOnly: Bool { row.isReadOnly || row.kind == .method }
  /// The value before anything sets it.
  var initial: Value { UIKitSurface.initialValue(of: row) }

  /// Both spellings (one when they agree).
  var names: [String] { objcName == name ? [name] : [name, objcName] }

  /// The property a row declares, when the simulation acts on it.
  init?(_ row: SurfaceMember) {
    guard case .simulated(let operation, _) = row.behaviour else { return nil }
    switch SurfaceOperation(rawValue: operation) {
    case .core?: behaviour = .simulated
    case .override?: behaviour = .simulated
    case .stored?: behaviour = .stored
    default: return nil
    }
    guard row.kind == .property || operation == SurfaceOperation.override.rawValue else {
      return nil
    }
    self.row = row
    isOverridable = operation == SurfaceOperation.override.rawValue
  }
}

/// An enumeration or option set of the SDK, as the language reads its rows.
struct UIKitEnum {
  let declaration: SurfaceTypeDeclaration

  /// The Swift type (`UIModalPresentationStyle`, `UIView.AutoresizingMask`).
  var name: String { declaration.name }
  /// The type's Objective-C name when it differs (`UIStackViewDistribution`).
  var aliases: [String] { declaration.objcName == name ? [] : [declaration.objcName] }
  /// The members Swift names: a zero option (`UIViewAnimationOptionTransitionNone`, which
  /// Swift writes `[]`) is not one.
  var members: [String] { declaration.cases.map(\.name).filter { $0 != "[]" } }
  var isOptionSet: Bool { declaration.kind == .options }

  /// The value of one member.
  func value(_ member: String) -> Value {
    isOptionSet
      ? .options([member], type: name) : .enumCase(EnumValue(typeName: name, caseName: member))
  }

  /// What Objective-C writes before a member's capitalised name (`UIModalPresentation` for
  /// `fullScreen`, whose constant is `UIModalPresentationFullScreen`).
  func objcPrefix(of member: String) -> String {
    let capitalized = member.prefix(1).uppercased() + member.dropFirst()
    guard let found = declaration.cases.first(where: { $0.name == member }),
      found.objcName.hasSuffix(capitalized)
    else { return declaration.objcName }
    return String(found.objcName.dropLast(capitalized.count))
  }
}

/// UIKit's surface as containrepl knows it: classes, properties, enumerations and methods,
/// declared once. The interpreter, Tab completion, `:help uikit`, the "did you mean"
/// suggestions and the documentation all read these tables.
enum UIKitSurface {
  /// Every method, with its Swift name, selector and operation.
  static var methods: [UIKitSignature] { UIKitSignatures.all }

  /// The classes, superclass first.
  static let classes: [UIKitClass] = [
    c("NSObject", ("the root class", "根类")),
    c("UIResponder", ("the superclass of views and controllers", "视图和控制器的父类")),
    c(
      "UIViewController",
      ("a view controller: its view, children, callbacks", "视图控制器：它的视图、子控制器和回调")),
    c(
      "UINavigationController",
      ("a stack of controllers, pushed and popped", "一叠控制器，push 和 pop"),
      controller: .navigation),
    c(
      "UITabBarController", ("one selected child of many", "多个子控制器中选中一个"),
      controller: .tabBar),
    c(
      "UIPageViewController",
      ("pages turned by code or by a swipe", "用代码或滑动翻页"), controller: .page),
    c(
      "UISplitViewController",
      ("master and detail (approximate)", "主视图和详情（近似模拟）"),
      controller: .split),
    c(
      "UIView", ("a view: frame, bounds, subviews", "视图：frame、bounds、子视图"),
      view: .plain),
    c("UIWindow", ("the window the sandbox shows", "沙盒显示的窗口"), view: .window),
    c(
      "UILabel",
      ("a view showing text (the text is kept, not drawn)", "显示文字的视图（只保存文字，不绘制）"), view: .label),
    c(
      "UIControl",
      ("a control (its target-action is not simulated)", "控件（不模拟它的 target-action）")),
    c(
      "UIButton", ("a button (its title is kept, not drawn)", "按钮（只保存标题，不绘制）"),
      view: .button),
    c(
      "UIImageView", ("a view showing an image (kept, not drawn)", "显示图片的视图（只保存，不绘制）"),
      view: .imageView),
    c(
      "UIActivityIndicatorView", ("a spinner (animating or not)", "菊花指示器（是否在转）"),
      view: .activityIndicator),
    c(
      "UIScrollView",
      ("scrolls: contentOffset moves bounds.origin", "滚动：contentOffset 移动 bounds.origin"),
      view: .scroll),
    c(
      "UIStackView",
      ("lays out arranged subviews along its axis", "沿自己的轴排列 arrangedSubviews"), view: .stack),
    c(
      "CALayer",
      ("a view's layer (its properties are kept, not drawn)", "视图的 layer（只保存属性，不绘制）")),
    c(
      "NSLayoutConstraint",
      ("an Auto Layout constraint, solved at the layout pass", "Auto Layout 约束，在布局过程中求解")),
    c("NSLayoutAnchor", ("an edge or dimension that makes constraints", "生成约束的边或尺寸")),
    c("NSLayoutXAxisAnchor", ("a horizontal edge or centre", "水平方向的边或中心")),
    c("NSLayoutYAxisAnchor", ("a vertical edge or centre", "竖直方向的边或中心")),
    c("NSLayoutDimension", ("a width or a height", "宽度或高度")),
    c(
      "UILayoutGuide", ("the safe area or the layout margins of a view", "视图的安全区域或布局边距")
    ),
    c("UITraitCollection", ("the traits of the environment (read only)", "环境特征（只读）")),
    c("NotificationCenter", ("notifications delivered synchronously", "同步投递的通知")),
    c("UserDefaults", ("settings kept in memory for the session", "只在本次会话内存中保存的设置")),
  ]

  private static func c(
    _ name: String, _ summary: (String, String), view: ViewKind? = nil,
    controller: ControllerKind? = nil
  ) -> UIKitClass {
    UIKitClass(
      name: name, viewKind: view, controllerKind: controller,
      summary: summary)
  }

  /// The protocols UIKit's classes adopt that code names as parameter types.
  static let conformances: [(String, [String])] = [
    ("NSObject", ["NSObjectProtocol"]),
    ("UIViewController", ["UIContentContainer"]),
  ]

  /// The superclass of every class the rows declare, by name (`Surface.classHeaders`).
  static let headerSuperclasses: [String: String?] = Dictionary(
    Surface.classHeaders.map { ($0.name, $0.superclass) }, uniquingKeysWith: { first, _ in first })

  /// Classes by name.
  static let classesByName: [String: UIKitClass] = Dictionary(
    classes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

  /// The class names the language knows: UIKit's, the other spellings of Foundation's.
  static var classNames: [String] {
    classes.map(\.name) + ["NSNotificationCenter", "NSUserDefaults"]
  }

  /// Every property the simulation keeps or acts on: the rows marked `sim core`, `sim stored`
  /// and `sim override`.
  static let properties: [UIKitProperty] = Surface.shared.stateRows.compactMap(UIKitProperty.init)

  /// Properties by owner, then by either spelling.
  static let propertiesByOwner: [String: [String: UIKitProperty]] = {
    var table: [String: [String: UIKitProperty]] = [:]
    for property in properties {
      for name in property.names { table[property.owner, default: [:]][name] = property }
    }
    return table
  }()

  /// The property `name` (either spelling) of a class whose chain is `chain`, nearest first.
  static func property(_ name: String, chain: [String]) -> UIKitProperty? {
    for owner in chain {
      if let property = propertiesByOwner[owner]?[name] { return property }
    }
    return nil
  }

  /// Every property a class with this chain has.
  static func properties(chain: [String]) -> [UIKitProperty] {
    properties.filter { chain.contains($0.owner) }
  }

  /// The enumeration or option set named `type` (by either of its names).
  static func enumeration(_ type: String) -> UIKitEnum? {
    guard let declaration = Surface.shared.type(type),
      declaration.kind == .enum || declaration.kind == .options
    else { return nil }
    return UIKitEnum(declaration: declaration)
  }

  /// The case `name` of a surface enumeration, option set or typed constant (`UIRectEdge.left`,
  /// `UIView.AnimationOptions.curveEaseInOut`, which is no option).
  static func caseValue(_ name: String, of typeName: String) -> Value? {
    guard let declaration = Surface.shared.type(typeName), declaration.hasCases,
      let found = declaration.cases.first(where: { $0.name == name })
    else { return nil }
    return caseValue(found, of: declaration)
  }

  static func caseValue(_ found: SurfaceEnumCase, of declaration: SurfaceTypeDeclaration)
    -> Value
  {
    switch declaration.kind {
    case .options:
      return .options(found.rawValue == "0" ? [] : [found.name], type: declaration.name)
    case .typed:
      return typedNumber(typedRaw(found, of: declaration), of: declaration)
    default: return .enumCase(EnumValue(typeName: declaration.name, caseName: found.name))
    }
  }

  /// A raw value of a typed declaration as its Swift structure (`UILayoutPriority(rawValue: 999)`,
  /// `NSNotificationName(_rawValue: x)`).
  static func typedNumber(_ raw: Value, of declaration: SurfaceTypeDeclaration) -> Value {
    switch raw {
    case .int, .double, .string: return .typedNumber(declaration.name, raw)
    default: return raw
    }
  }

  /// The raw value of a typed constant, from its row.
  private static func typedRaw(_ found: SurfaceEnumCase, of declaration: SurfaceTypeDeclaration)
    -> Value
  {
    if let raw = found.rawValue {
      if let number = Int(raw) {
        return declaration.base == "Int" ? .int(number) : .double(Double(number))
      }
      if let number = Double(raw) { return .double(number) }
      if raw.hasPrefix("\""), raw.count >= 2 {
        return .string(String(raw.dropFirst().dropLast()))
      }
    }
    // A constant the header declares without its value: a string constant holds its own
    // name (`UIKeyboardWillShowNotification`); a number, its type's zero.
    switch declaration.base {
    case "String", nil: return .string(found.objcName)
    case "Int", "NSInteger", "UInt", "NSUInteger": return .int(0)
    default: return .double(0)
    }
  }

  /// The colours `UIColor` names as class properties (`UIColor.red`, `[UIColor redColor]`,
  /// `.systemBackground`), as its rows declare them.
  static let colorNames: Set<String> = Set(
    Surface.shared.type("UIColor")?.members.filter {
      $0.kind == .property && $0.isClassMember && $0.type.name == "UIColor"
    }.map(\.name) ?? [])

  /// The value of an Objective-C constant of an enumeration (`UIViewAutoresizingFlexibleWidth`).
  static func objcConstant(_ name: String) -> Value? {
    guard let (type, found) = Surface.shared.enumCase(objc: name),
      let declaration = Surface.shared.type(type),
      declaration.kind == .enum || declaration.kind == .options
    else { return nil }
    return caseValue(found, of: declaration)
  }

  /// A member written `.name` without a type: the one enumeration that has it.
  static func implicitMember(_ name: String) -> Value? {
    let owners = Set(Surface.shared.typesHaving(case: name)).compactMap(enumeration)
    return owners.count == 1 ? owners[0].value(name) : nil
  }

  /// The main run loop's entry points (`DispatchQueue.main.async`, `Timer.scheduledTimer`,
  /// `dispatch_after`), declared in their own table.
  static var runLoopEntries: [RunLoopSurface.Entry] { RunLoopSurface.entries }

  /// The types that stand for the run loop and its clock.
  static var runLoopTypeNames: [String] { RunLoopSurface.typeNames.sorted() }

  /// Every member name of the SDK's enumerations, for suggestions and completion.
  static let memberNames: [String] = Array(
    Set(
      Surface.shared.types.filter { $0.kind == .enum || $0.kind == .options }
        .flatMap { UIKitEnum(declaration: $0).members })
  ).sorted()
}

extension ViewKind {
  /// The UIKit class the simulation models this kind of view as (`.label` is `UILabel`), from
  /// the class table.
  public var uikitClassName: String {
    UIKitSurface.classes.first { $0.viewKind == self }?.name ?? "UIView"
  }
}
