import Simulation
import UIKitSurface

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
    let known = Set(UIKitSurface.classes.map(\.name))
    let declared = Surface.shared.types.filter { $0.kind != .global && !known.contains($0.name) }
    lines.append(
      l.pick(
        "Declared as in the SDK, accepted without effect (:help NAME lists the members): ",
        "按 SDK 声明、接受但无效果（:help 名称 列出成员）：")
        + declared.map(\.name).joined(separator: ", "))
    return lines
  }

  /// The entry points of the run loop and of view animation, from their own table.
  static func runLoopLine(_ l: Language) -> String {
    var seen: Set<String> = []
    let entries = UIKitSurface.runLoopEntries.map { ($0.receiver.map { $0 + "." } ?? "") + $0.name }
      .filter { seen.insert($0).inserted }
    return l.pick("Run loop and animation entry points: ", "RunLoop 与动画的入口：")
      + entries.joined(separator: ", ")
  }

  /// `docs/uikit-surface.md`: every class of the table in detail, as `:help CLASS` shows it.
  public static func uikitSurfaceDocument(_ l: Language) -> String {
    var lines = [
      "# " + l.pick("UIKit in containrepl: simulated and declared", "containrepl 中的 UIKit：模拟的与声明的"),
      "",
      l.pick(
        "Generated (`make surface-doc`) from the simulation's tables and the declaration rows of `Sources/UIKitSurface`, which come from the iOS SDK's public declarations. A simulated member acts on the world; a declared one is accepted with its type and has no effect. `:help uikit` and `:help CLASS` show the same.",
        "由模拟的表格和 `Sources/UIKitSurface` 中的声明行生成（`make surface-doc`），声明行来自 iOS SDK 的公开声明。模拟的成员会作用于模拟世界；仅声明的成员按其类型接受，但没有效果。`:help uikit` 和 `:help 类名` 显示同样的内容。"
      ),
      "",
    ]
    lines += ["## " + l.pick("Run loop", "Run loop"), "", runLoopLine(l), ""]
    for type in UIKitSurface.classes {
      lines += ["## " + type.name, "", "```text"]
      lines += uikitHelp(forClass: type.name, l, complete: true) ?? []
      lines += ["```", ""]
    }
    let known = Set(UIKitSurface.classes.map(\.name))
    for type in Surface.shared.types where type.kind != .global && !known.contains(type.name) {
      lines += ["## " + type.name, "", "```text"] + declaredLines(type, l, complete: true)
      lines += ["```", ""]
    }
    let free = Surface.shared.types.filter { $0.kind == .global }
    if !free.isEmpty {
      lines += ["## " + l.pick("C functions and constants", "C 函数与常量"), "", "```text"]
      for group in free {
        lines += group.members.map {
          "  " + $0.name + "    " + ($0.objcName.isEmpty ? "—" : $0.objcName)
        }
      }
      lines += ["```", ""]
    }
    return lines.joined(separator: "\n")
  }

  /// The members the SDK declares on a type that containrepl accepts without effect: every
  /// one with both spellings (`complete`, for the document), or their Swift names in a
  /// paragraph (`:help`, which must fit a screen).
  static func declaredLines(_ type: SurfaceTypeDeclaration, _ l: Language, complete: Bool)
    -> [String]
  {
    let inert = type.members.filter { !$0.behaviour.isSimulated }
    let simulated = type.members.filter(\.behaviour.isSimulated)
    var lines: [String] = []
    if !simulated.isEmpty {
      lines.append(l.pick("simulated:", "模拟："))
      // Objective-C's name beside Swift's, where the two differ.
      lines += simulated.map {
        "  " + $0.swiftName
          + ($0.objcName == $0.swiftName ? "" : "    " + ($0.objcName.isEmpty ? "—" : $0.objcName))
      }
    }
    if !inert.isEmpty {
      lines.append(
        l.pick(
          "declared by UIKit, accepted without effect (\(inert.count)):",
          "UIKit 声明、接受但无效果（\(inert.count) 个）："))
      if complete {
        lines += inert.map {
          "  " + ($0.isClassMember ? "class " : "") + $0.swiftName + "    "
            + ($0.objcName.isEmpty ? "—" : ($0.isObjCClassMember ? "+" : "") + $0.objcName)
            + "    " + $0.availability.description
        }
      } else {
        var line = " "
        for name in inert.filter({ !$0.availability.unavailableInSwift }).map(\.swiftName) {
          if line.count + name.count + 2 > 78 {
            lines.append(line)
            line = " "
          }
          line += " " + name
        }
        lines.append(line)
      }
    }
    if !type.cases.isEmpty {
      lines.append(l.pick("cases:", "枚举值："))
      lines += type.cases.map { "  ." + $0.name + "    " + $0.objcName }
    }
    return lines
  }

  /// `:help UIScrollView`: the class's own properties (type, default, read-only, what the
  /// simulation does) and methods (Swift name and selector); nil for a class it does not know.
  public static func uikitHelp(forClass name: String, _ l: Language, complete: Bool = false)
    -> [String]?
  {
    guard let type = UIKitSurface.classesByName[name] else {
      guard let declared = Surface.shared.type(name), declared.kind != .global else {
        return freeHelp(name, l)
      }
      return [
        declared.name + (declared.base.map { " : " + $0 } ?? "") + "  —  "
          + l.pick("declared as in the SDK", "按 SDK 声明")
      ] + declaredLines(declared, l, complete: complete)
    }
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
      }
      let notes = [access, behaviour].filter { !$0.isEmpty }.joined(separator: l.pick(", ", "，"))
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
    return lines
      + (Surface.shared.type(name).map { declaredLines($0, l, complete: complete) } ?? [])
  }

  /// `:help CGRectUnion`: a C function or constant of the SDK, as Swift declares it, how Swift
  /// spells it where that differs, its availability and whether it is simulated.
  private static func freeHelp(_ name: String, _ l: Language) -> [String]? {
    let found = Surface.shared.free(c: name)
    guard !found.isEmpty else { return nil }
    return found.flatMap { member -> [String] in
      let kind =
        member.kind == .function ? l.pick("C function", "C 函数") : l.pick("constant", "常量")
      let behaviour =
        member.behaviour.isSimulated
        ? l.pick("simulated", "模拟") : l.pick("accepted without effect", "接受但无效果")
      var lines = [member.name + "  —  " + kind + l.pick(", ", "，") + behaviour]
      lines.append("  " + member.availability.description)
      if member.availability.unavailableInSwift || member.objcName != member.swiftName,
        !member.objcName.isEmpty, member.objcName != member.name
      {
        lines.append("  Swift: " + member.objcName)
      }
      return lines
    }
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
    case .options(let names, _): return "[" + names.map { "." + $0 }.joined(separator: ", ") + "]"
    case .enumCase(let member): return "." + member.caseName
    case .array: return "[]"
    case .structure(let structure):
      return structure.typeName == "UIEdgeInsets" ? ".zero" : ".identity"
    default: return "—"
    }
  }
}
