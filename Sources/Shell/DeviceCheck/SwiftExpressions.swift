import CommandLanguage
import Rendering
import Simulation
import UIKitSurface

/// Writes what a log line names as Swift that an iOS project compiles: objects by the
/// variables the test declares for them, values as literals, UIKit calls in today's spelling.
struct SwiftExpressions {
  let world: World
  private var controllerNames: [ControllerID: String] = [:]
  private var viewNames: [ViewID: String] = [:]
  private let values: ValueFormatter

  init(world: World) {
    self.world = world
    values = ValueFormatter(world: world, syntax: .swift)
    // The test's own variables and types are not free for the script's objects.
    var taken: Set<String> = [
      "log", "expected", "window", "CallbackLog", "Reaction", "Callback",
      "RecordingViewController", "ContainerViewController", "RecordingNavigationController",
      "RecordingTabBarController", "RecordingSplitViewController",
    ]
    func claim(_ name: String) -> String {
      var identifier = Self.identifier(name)
      while taken.contains(identifier) { identifier += "_" }
      taken.insert(identifier)
      return identifier
    }
    for record in world.controllers { controllerNames[record.id] = claim(record.name) }
    for record in world.views where !record.isWindow && record.owner == nil {
      viewNames[record.id] = claim(record.name ?? "view\(record.id.index)")
    }
    viewNames[world.window] = "window"
  }

  /// The variable of a controller.
  func controller(_ id: ControllerID) -> String {
    controllerNames[id] ?? "controller\(id.index)"
  }

  /// The variable of a view that is nobody's root view (or the one a `view = …` assignment
  /// installs, which must exist before it becomes the controller's).
  func standaloneView(_ id: ViewID) -> String {
    viewNames[id] ?? Self.identifier(world.view(id).name ?? "view\(id.index)")
  }

  /// A view as code: `a.view` for a controller's root view, else its variable.
  func view(_ id: ViewID) -> String {
    if let owner = world.view(id).owner { return controller(owner) + ".view" }
    return standaloneView(id)
  }

  /// The UIKit class a standalone view is made of: its own when the rows say Swift makes it with
  /// `init(frame:)`, else `UIView`.
  func viewClass(_ id: ViewID) -> String {
    let name = uikitClass(of: id)
    return Self.madeWithFrame(name) ? name : "UIView"
  }

  /// The UIKit class of a view: its own, or for a class the script declared, the UIKit class
  /// the simulation models it as.
  private func uikitClass(of id: ViewID) -> String {
    let record = world.view(id)
    return Surface.shared.type(record.className) != nil
      ? record.className : record.kind.uikitClassName
  }

  /// A view class Swift makes with `init(frame:)`: not the window (the test has its own), and
  /// not one whose nearest frame initialiser takes more (`UITableView(frame:style:)`).
  private static func madeWithFrame(_ className: String) -> Bool {
    let surface = Surface.shared
    let chain = surface.chain(className)
    guard chain.contains("UIView"), !chain.contains("UIWindow"),
      surface.type(className)?.availability.unavailableInSwift == false
    else { return false }
    let frameInitialisers = surface.members(swift: "init", in: chain, classSide: true).filter {
      $0.kind == .initializer && $0.labels.first == "frame"
        && !$0.availability.unavailableInSwift
    }
    return frameInitialisers.first?.labels == ["frame"]
  }

  /// A value as a Swift expression, or nil when the export cannot write it.
  func value(_ value: LogValue) -> String? {
    switch value {
    case .controller(let id): return controller(id)
    case .view(let id): return self.view(id)
    case .bool, .integer, .number, .string, .rect, .size, .point, .options, .orientation,
      .nilValue, .enumMember:
      return values.format(value)
    case .typeName(let name): return Self.identifier(name)
    case .array(let items):
      let written = items.compactMap(self.value)
      return written.count == items.count ? "[" + written.joined(separator: ", ") + "]" : nil
    case .text(let text):
      guard text.hasPrefix("UIColor.") else { return nil }
      let color = String(text.dropFirst("UIColor.".count))
      return "UIColor." + (Self.isNamedColor(color) ? color : "gray")
    case .block, .coordinator, .constraint, .tuple, .dictionary:
      return nil
    }
  }

  /// A color UIKit names as a class property of `UIColor` (`UIColor.red`).
  private static func isNamedColor(_ name: String) -> Bool {
    Surface.shared.members(swift: name, in: ["UIColor"], classSide: true).contains {
      $0.kind == .property && $0.type.name == "UIColor" && !$0.availability.unavailableInSwift
    }
  }

  // MARK: - Statements

  /// Whether a call or an assignment can be written for a device.
  func canWrite(_ event: Event) -> Bool {
    switch event.kind {
    case .call(let receiver, let method, let arguments, _):
      if isNavigationInit(event) { return true }
      guard value(receiver) != nil, method.swiftBase != "init" else { return false }
      return arguments.allSatisfy { argument in
        if case .block = argument { return true }
        return value(argument) != nil
      }
    case .propertySet:
      return assignment(event) != nil
    default:
      return false
    }
  }

  /// `UINavigationController(rootViewController: root)`, which the test writes as a push.
  func isNavigationInit(_ event: Event) -> Bool {
    guard case .call(.typeName(let type), let method, let arguments, _) = event.kind else {
      return false
    }
    return type == "UINavigationController" && method.swiftBase == "init" && arguments.count == 1
  }

  /// A UIKit call with its arguments; a block argument takes the closure text `closures` gives,
  /// in order. Returns the lines of code.
  func call(_ event: Event, closures: [String]) -> String? {
    guard case .call(let receiver, let method, let arguments, _) = event.kind,
      let target = value(receiver)
    else { return nil }
    var remaining = closures[...]
    var written: [String] = []
    for (index, argument) in arguments.enumerated() {
      let label = index < method.swiftLabels.count ? method.swiftLabels[index] : nil
      let text: String
      if case .block = argument {
        text = remaining.popFirst() ?? "{}"
      } else if argument == .nilValue, label == "animations", method.swiftBase == "animate" {
        // Objective-C may pass nil; Swift's `animations` is not optional.
        text = "{}"
      } else {
        guard let value = value(argument) else { return nil }
        text = value
      }
      written.append(label.map { "\($0): \(text)" } ?? text)
    }
    return target + "." + method.swiftBase + "(" + written.joined(separator: ", ") + ")"
  }

  /// An assignment as code, or nil when the export cannot write it. A property only containrepl
  /// keeps (UIKit reads it from an override) becomes the recording class's stored answer.
  func assignment(_ event: Event) -> String? {
    guard case .propertySet(let receiver, let property, let newValue) = event.kind else {
      return nil
    }
    switch (receiver, property.swift) {
    case (.controller(let id), "view"):
      guard case .view(let view) = newValue else { return nil }
      return controller(id) + ".view = " + standaloneView(view)
    case (.controller(let id), "shouldAutomaticallyForwardAppearanceMethods"):
      guard case .bool(let flag) = newValue else { return nil }
      return controller(id) + ".automaticallyForwardsAppearance = " + String(flag)
    case (.controller(let id), "viewControllers"), (.controller(let id), "selectedIndex"),
      (.controller(let id), "selectedViewController"):
      guard world.controller(id).kind != .plain, let written = value(newValue) else { return nil }
      return controller(id) + "." + property.swift + " = " + written
    case (.view(let id), "rootViewController"):
      guard id == world.window, let written = value(newValue) else { return nil }
      return "window.rootViewController = " + written
    case (.view(let id), let name) where isSimulatedProperty(name, of: id):
      guard let written = value(newValue) else { return nil }
      return view(id) + "." + name + " = " + written
    default:
      return nil
    }
  }

  /// A settable property of the view's class that the simulation keeps (its row is `sim`), so
  /// setting it on a device is what the script did.
  private func isSimulatedProperty(_ name: String, of id: ViewID) -> Bool {
    let surface = Surface.shared
    let chain = surface.chain(uikitClass(of: id))
    guard
      let row = surface.members(swift: name, in: chain, classSide: false).first(where: {
        $0.kind == .property
      })
    else { return false }
    return !row.isReadOnly && row.behaviour.isSimulated && !row.availability.unavailableInSwift
  }

  /// Whether the test can call a callback method itself (the user's code did).
  func canCallDirectly(_ callback: Callback) -> Bool {
    directCall(on: ControllerID(0), callback) != nil
  }

  /// The user's own call of a callback method.
  func directCall(on id: ControllerID, _ callback: Callback) -> String? {
    let receiver = controller(id)
    func parent(_ parent: ControllerID?) -> String { parent.map(controller) ?? "nil" }
    switch callback {
    case .loadView: return receiver + ".loadView()"
    case .viewDidLoad: return receiver + ".viewDidLoad()"
    case .viewWillAppear(let animated): return receiver + ".viewWillAppear(\(animated))"
    case .viewDidAppear(let animated): return receiver + ".viewDidAppear(\(animated))"
    case .viewWillDisappear(let animated): return receiver + ".viewWillDisappear(\(animated))"
    case .viewDidDisappear(let animated): return receiver + ".viewDidDisappear(\(animated))"
    case .willMove(let to): return receiver + ".willMove(toParent: \(parent(to)))"
    case .didMove(let to): return receiver + ".didMove(toParent: \(parent(to)))"
    case .preferredContentSizeDidChange(let child):
      return receiver
        + ".preferredContentSizeDidChange(forChildContentContainer: \(controller(child)))"
    default: return nil
    }
  }

  // MARK: - Text

  /// A name as a Swift identifier: keywords in backticks, other characters replaced.
  static func identifier(_ name: String) -> String {
    var text = String(
      name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    if text.isEmpty || text.first?.isNumber == true { text = "_" + text }
    return keywords.contains(text) ? "`" + text + "`" : text
  }

  private static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
    "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
    "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
    "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any",
    "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
  ]

  /// Text as a Swift string literal.
  static func literal(_ text: String) -> String {
    "\"" + ValueFormatter.escape(text) + "\""
  }
}
