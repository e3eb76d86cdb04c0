import Simulation

extension Interpreter {
  /// A value as `print`, `NSLog`'s `%@` and string interpolation show it.
  func describe(_ value: Value) -> String {
    switch value {
    case .void: return "()"
    case .nilValue: return "nil"
    case .bool(let flag): return flag ? "true" : "false"
    case .int(let number): return String(number)
    case .double(let number): return String(number)
    case .string(let text): return text
    case .rect(let r):
      return "(\(r.origin.x), \(r.origin.y), \(r.size.width), \(r.size.height))"
    case .point(let p): return "(\(p.x), \(p.y))"
    case .size(let s): return "(\(s.width), \(s.height))"
    case .controller(let id, _): return world.describe(id)
    case .view(let id, _):
      let formatter = Describer(world: world)
      return "<\(world.view(id).className): \(formatter.viewName(id))>"
    case .object(let instance):
      return describe(instance)
    case .structure(let structure):
      return describe(structure)
    case .array(let items): return "[" + items.map(describe).joined(separator: ", ") + "]"
    case .options(let names): return "[" + names.map { "." + $0 }.joined(separator: ", ") + "]"
    case .orientation(let orientation): return orientation.rawValue
    case .closure: return "(Function)"
    case .coordinator: return "<UIViewControllerTransitionCoordinator>"
    case .type(let name): return name
    case .allocated(let name): return "<\(name): (allocated)>"
    case .color(let name): return "UIColor.\(name)"
    case .selector(let name): return name
    }
  }
}

extension Interpreter {
  /// An object as `print` shows it: its `description` if its class defines one, else
  /// `<ClassName: name>` (containrepl's names stand in for addresses).
  func describe(_ instance: Instance) -> String {
    let receiver = Value.object(instance)
    // A `description` property (Swift) or method (Objective-C) of the user's class.
    if let found = try? objectProperty(
      "description", of: receiver, nil, SourceRange.at(0), describeEnv(receiver)),
      case .string(let string) = found
    {
      return string
    }
    return "<\(instance.className): \(instance.name)>"
  }

  private func describeEnv(_ receiver: Value) -> Env {
    Env(
      scope: globals,
      context: MethodContext(
        selfValue: receiver, definingClass: nil, isTopLevel: false, returnsValue: false),
      unit: SourceUnit(text: SourceText(""), diagnostics: []))
  }
}

/// Names views for `describe` the way the log does.
struct Describer {
  let world: World

  func viewName(_ id: ViewID) -> String {
    let record = world.view(id)
    if let owner = record.owner { return world.controller(owner).name + ".view" }
    return record.name ?? "view\(id.index)"
  }
}

extension Value {
  var isBool: Bool {
    if case .bool = self { return true }
    return false
  }
}
