import Simulation

/// A section of the rule catalogue, named by the part of a rule's number before the dot
/// (`2` of `2.2`, `7a` of `7a.4`), in the order the catalogue presents them.
struct RuleSection: Hashable {
  let key: String

  /// The section a rule belongs to.
  init(_ id: RuleID) {
    key = String(id.rawValue.prefix { $0 != "." })
  }

  init(key: String) { self.key = key }

  /// The known sections in order; others follow, sorted.
  static let order = ["R", "0", "1", "2", "3", "4", "5", "6", "7", "7a", "8", "9", "C"]

  var rank: Int { RuleSection.order.firstIndex(of: key) ?? RuleSection.order.count }

  /// The section's heading, with its key (`2. Adding the child's view; appearance on add`).
  func title(_ language: Language) -> String {
    let l = language
    let name: String
    switch key {
    case "R":
      name = l.pick("Revisions (each supersedes the rules it names)", "修订（每条修订取代它所指明的规则）")
    case "0": name = l.pick("The simulation's model of time and windows", "模拟的时间模型和窗口模型")
    case "1": name = "addChild(_:)"
    case "2": name = l.pick("Adding the child's view; appearance on add", "添加子控制器的视图；添加时的出现与消失回调")
    case "3": name = l.pick("Removal", "移除")
    case "4": name = "transition(from:to:duration:options:animations:completion:)"
    case "5":
      name = l.pick(
        "Appearance forwarding and begin/endAppearanceTransition",
        "出现与消失回调的转发，以及 begin/endAppearanceTransition")
    case "6": name = l.pick("Rotation and size forwarding", "旋转和尺寸变化的转发")
    case "7": name = l.pick("System containers", "系统容器")
    case "7a":
      name = l.pick("Choices where no source records UIKit's behaviour", "没有资料记录 UIKit 行为时的取舍")
    case "8": name = l.pick("Other console warnings and exceptions", "其他控制台警告和异常")
    case "9": name = l.pick("Lazy loading and layout", "视图的懒加载和布局")
    case "G": name = l.pick("The shell's fingers: :tap and :pan", "沙盒里的手指：:tap 和 :pan")
    case "C":
      name = l.pick(
        "containrepl's own limits (not UIKit's behaviour)", "containrepl 自己的限制（不是 UIKit 的行为）")
    default: name = l.pick("Section \(key)", "第 \(key) 节")
    }
    return key + ". " + name
  }

  /// Rules in catalogue order: by section, then by number (`4.5` < `4.5a` < `4.10`).
  static func sorted(_ rules: [Rule]) -> [Rule] {
    rules.sorted { a, b in
      let (sa, sb) = (RuleSection(a.id), RuleSection(b.id))
      if sa.rank != sb.rank { return sa.rank < sb.rank }
      if sa.key != sb.key { return sa.key < sb.key }
      let (na, nb) = (number(a.id), number(b.id))
      return na.0 != nb.0 ? na.0 < nb.0 : na.1 < nb.1
    }
  }

  /// The number after the dot and the letters after it (`12`, `a` of `5.12a`).
  private static func number(_ id: RuleID) -> (Int, String) {
    let rest = id.rawValue.drop { $0 != "." }.dropFirst()
    let digits = rest.prefix { $0.isNumber }
    return (Int(digits) ?? 0, String(rest.dropFirst(digits.count)))
  }
}
