import Simulation

extension Interpreter {
  /// `:help uikit`: every class of the surface table with what it is for.
  public static func uikitHelp(_ l: Language) -> [String] {
    let width = UIKitSurface.classes.map(\.name.count).max() ?? 0
    var lines = [
      l.pick(
        "UIKit classes containrepl knows (:help CLASS for its properties and methods):",
        "containrepl 认识的 UIKit 类（:help 类名 查看它的属性和方法）：")
    ]
    for type in UIKitSurface.classes {
      let padding = String(repeating: " ", count: width - type.name.count)
      lines.append("  " + type.name + padding + "  " + l.pick(type.summary.en, type.summary.zh))
    }
    lines.append(runLoopLine(l))
    return lines
  }

  /// The entry points of the run loop and of view animation, from their own table.
  static func runLoopLine(_ l: Language) -> String {
    var seen: Set<String> = []
    let entries = UIKitSurface.runLoopEntries.map { ($0.receiver.map { $0 + "." } ?? "") + $0.name }
      .filter { seen.insert($0).inserted }
    return l.pick("Run loop and animation entry points: ", "run loop 与动画的入口：")
      + entries.joined(separator: ", ")
  }

  /// `docs/uikit-surface.md`: every class of the table in detail, as `:help CLASS` shows it.
  public static func uikitSurfaceDocument(_ l: Language) -> String {
    var lines = [
      "# " + l.pick("The UIKit surface containrepl simulates", "containrepl 模拟的 UIKit 接口"), "",
      l.pick(
        "Generated from the surface table (`make surface-doc`); `:help uikit` and `:help CLASS` show the same.",
        "由接口表生成（`make surface-doc`）；`:help uikit` 和 `:help 类名` 显示同样的内容。"),
      "",
    ]
    lines += ["## " + l.pick("Run loop", "Run loop"), "", runLoopLine(l), ""]
    for type in UIKitSurface.classes {
      lines += ["## " + type.name, "", "```text"]
      lines += uikitHelp(forClass: type.name, l) ?? []
      lines += ["```", ""]
    }
    let known = Set(UIKitSurface.classes.map(\.name))
    var owners: [String] = []
    for member in UIKitSurface.unsimulatedMembers
    where !known.contains(member.owner) && !owners.contains(member.owner) {
      owners.append(member.owner)
    }
    for owner in owners {
      lines += ["## " + owner, "", "```text"] + unsimulatedLines(owner, l) + ["```", ""]
    }
    lines += [
      "## " + l.pick("Classes known, not simulated", "认识但不模拟的类"), "",
      UIKitSurface.unsimulatedClasses.sorted().joined(separator: ", "), "",
    ]
    return lines.joined(separator: "\n")
  }

  /// The members UIKit declares on `owner` that containrepl knows but does not simulate
  /// (using one says `unsupported:`).
  static func unsimulatedLines(_ owner: String, _ l: Language) -> [String] {
    let members = UIKitSurface.unsimulatedByOwner[owner] ?? []
    guard !members.isEmpty else { return [] }
    return [l.pick("not simulated (unsupported):", "不模拟（unsupported）：")]
      + members.map {
        "  " + ($0.isClassMember ? "class " : "") + $0.swiftName + "    " + $0.objcName
      }
  }

  /// `:help UIScrollView`: the class's own properties (type, default, read-only, what the
  /// simulation does) and methods (Swift name and selector); nil for a class it does not know.
  public static func uikitHelp(forClass name: String, _ l: Language) -> [String]? {
    guard let type = UIKitSurface.classesByName[name] else { return nil }
    var lines = [
      name + (type.superclass.map { " : " + $0 } ?? "") + "  —  "
        + l.pick(type.summary.en, type.summary.zh)
    ]
    let properties = UIKitSurface.properties.filter { $0.owner == name }
    if !properties.isEmpty { lines.append(l.pick("properties:", "属性：")) }
    for property in properties {
      let objc = property.objcName == property.name ? "" : " (" + property.objcName + ")"
      let access = property.isReadOnly ? l.pick("read-only", "只读") : ""
      let behaviour: String
      switch property.behaviour {
      case .simulated: behaviour = l.pick("simulated", "模拟")
      case .stored: behaviour = l.pick("stored only", "仅保存")
      case .noOp: behaviour = l.pick("accepted, no effect", "接受但无效果")
      }
      let notes = [access, behaviour].filter { !$0.isEmpty }.joined(separator: ", ")
      lines.append(
        "  \(property.name)\(objc): \(property.type) = \(defaultText(property.initial))  [\(notes)]"
      )
    }
    let kinds = receiverKinds(chain: [name])
    let methods = UIKitSurface.methods.filter {
      kinds.contains($0.receiver) && !(kinds.contains(.navigation) && $0.receiver == .controller)
        && !(kinds.contains(.window) && $0.receiver == .view)
        && !([.scroll, .stack, .activityIndicator].contains(where: kinds.contains)
          && $0.receiver == .view)
    }
    var typeMethods: [UIKitSignature] = []
    if name == "UIView" { typeMethods = UIKitSurface.methods.filter { $0.receiver == .viewType } }
    if name == "NSLayoutConstraint" {
      typeMethods = UIKitSurface.methods.filter { $0.receiver == .constraintType }
    }
    if !(methods + typeMethods).isEmpty { lines.append(l.pick("methods:", "方法：")) }
    for method in methods {
      lines.append("  " + method.spelling.swiftName + "    " + method.objcSelector)
    }
    for method in typeMethods {
      lines.append("  class " + method.spelling.swiftName + "    +" + method.objcSelector)
    }
    if UIKitSurface.anchorClasses.contains(name) || name == "NSLayoutAnchor" {
      lines.append(l.pick("methods:", "方法："))
      for method in UIKitSurface.anchorMethods
      where name == "NSLayoutDimension" || !method.isDimensionOnly {
        lines.append("  " + method.swiftName + "    " + method.selector)
      }
    }
    return lines + unsimulatedLines(name, l)
  }

  private static func defaultText(_ value: Value) -> String {
    switch value {
    case .nilValue: return "nil"
    case .bool(let flag): return flag ? "true" : "false"
    case .int(let number): return String(number)
    case .double(let number):
      return number == number.rounded() ? String(Int(number)) : String(number)
    case .size(let size): return "CGSize(width: \(Int(size.width)), height: \(Int(size.height)))"
    case .point: return ".zero"
    case .rect: return ".zero"
    case .options(let names): return "[" + names.map { "." + $0 }.joined(separator: ", ") + "]"
    case .enumCase(let member): return "." + member.caseName
    case .array: return "[]"
    case .structure(let structure):
      return structure.typeName == "UIEdgeInsets" ? ".zero" : ".identity"
    default: return "—"
    }
  }
}
