import Rendering
import Simulation

/// A device's log (the part an exported XCTest prints when it fails) compared with the log
/// containrepl prints for the same script: the first difference side by side, and the rules
/// behind the two lines that differ.
///
/// ```text
/// first difference at line 3 of 9:
///     containrepl                            │ device
///   2   a.willMove(toParent: container)      │   a.willMove(toParent: container)
/// > 3 [end of turn] a.viewDidAppear(false)   │ a.viewDidAppear(false)
/// containrepl's line 3: rule R.1, LOG+BIN (…): When a controller's root view enters a window, …
/// ```
public struct DeviceLogComparison {
  /// What the comparison found.
  public enum Outcome: Equatable, Sendable {
    /// The logs are the same.
    case agree
    /// They differ first at this line (0-based).
    case differ(at: Int)
    /// The device log holds no log line.
    case empty
  }

  let expected: [ReplayPlan.ExpectedLine]
  /// The device's log lines.
  public let device: [String]
  public let outcome: Outcome

  /// Compares `deviceLog` (a whole console output, or just the log) with `expected`.
  init(expected: [ReplayPlan.ExpectedLine], deviceLog: String) {
    self.expected = expected
    let blocks = Self.logBlocks(deviceLog)
    let texts = expected.map(\.text)
    // Of several tests' logs, the one that agrees longest with this script's.
    device =
      blocks.max { Self.agreement($0, texts) < Self.agreement($1, texts) } ?? []
    if device.isEmpty {
      outcome = .empty
    } else if device == texts {
      outcome = .agree
    } else {
      outcome = .differ(at: Self.agreement(device, texts))
    }
  }

  /// The exit status `diff-log` ends with: 0 when the logs agree, 1 when they differ, 2 when
  /// the device log holds nothing to compare.
  public var exitStatus: Int32 {
    switch outcome {
    case .agree: return 0
    case .differ: return 1
    case .empty: return 2
    }
  }

  // MARK: - Reading a device log

  static let startMarker = "--- containrepl device log"
  static let endMarker = "--- end of containrepl device log"

  /// The log lines of each test's block; the whole text when it has no markers. Comment lines
  /// (`#`), empty lines and trailing spaces go; indentation stays, and `[本轮结束]` reads as
  /// `[end of turn]`.
  static func logBlocks(_ text: String) -> [[String]] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      var line = Substring(line)
      while let last = line.last, last == " " || last == "\r" || last == "\t" { line.removeLast() }
      return String(line)
    }
    var blocks: [[String]] = []
    var current: [String]?
    for line in lines {
      let content = line.drop { $0 == " " }
      if content.hasPrefix(startMarker) {
        if let finished = current { blocks.append(finished) }
        current = []
      } else if content.hasPrefix(endMarker) {
        if let finished = current { blocks.append(finished) }
        current = nil
      } else if current != nil {
        current?.append(line)
      }
    }
    if let unfinished = current { blocks.append(unfinished) }
    if blocks.isEmpty { blocks = [lines] }
    return blocks.map { block in
      block.filter { !$0.isEmpty && !$0.hasPrefix("#") }.map(normalized)
    }
  }

  private static func normalized(_ line: String) -> String {
    let chinese = LogLineFormatter.endOfTurnMarker(.chinese)
    guard line.hasPrefix(chinese) else { return line }
    return LogLineFormatter.endOfTurnMarker(.english) + line.dropFirst(chinese.count)
  }

  /// How many lines agree before the first difference.
  static func agreement(_ device: [String], _ expected: [String]) -> Int {
    zip(device, expected).prefix { $0 == $1 }.count
  }

  // MARK: - The report

  /// The report in `language`.
  public func lines(_ language: Language) -> [OutputLine] {
    let l = language
    switch outcome {
    case .empty:
      return [
        OutputLine(
          "error: "
            + l.pick(
              "the device log holds no log line; paste the lines the test printed between '--- containrepl device log' and '--- end of containrepl device log ---'",
              "设备日志里没有日志行；请粘贴测试在 '--- containrepl device log' 和 '--- end of containrepl device log ---' 之间打印的内容"
            ),
          .error)
      ]
    case .agree:
      return [
        OutputLine(
          l.pick(
            "the device agrees with containrepl: \(expected.count) lines, the same",
            "设备与 containrepl 一致：\(expected.count) 行完全相同"), .event(.appearance))
      ]
    case .differ(let index):
      return sideBySide(at: index, l) + rules(at: index, l)
    }
  }

  private func sideBySide(at index: Int, _ l: Language) -> [OutputLine] {
    var output = [
      OutputLine(
        l.pick(
          "first difference at line \(index + 1) of \(expected.count) (the device logged \(device.count)):",
          "第一处不同在第 \(index + 1) 行（containrepl 共 \(expected.count) 行，设备记录了 \(device.count) 行）："),
        .warning)
    ]
    let rows = max(0, index - 3)..<min(max(expected.count, device.count), index + 4)
    let nothing = l.pick("(nothing)", "（无）")
    let left = rows.map { $0 < expected.count ? expected[$0].text : nothing }
    let right = rows.map { $0 < device.count ? device[$0] : nothing }
    let width = min(60, max(DisplayWidth.of("containrepl"), left.map(DisplayWidth.of).max() ?? 0))
    let numberWidth = String(rows.upperBound).count
    let gap = String(repeating: " ", count: numberWidth + 3)
    output.append(
      OutputLine(
        gap + DisplayWidth.pad("containrepl", to: width) + " │ " + l.pick("device", "设备"), .info))
    for (offset, row) in rows.enumerated() {
      let number = String(row + 1)
      let marker = row == index ? "> " : "  "
      let text =
        marker + String(repeating: " ", count: numberWidth - number.count) + number + " "
        + DisplayWidth.pad(DisplayWidth.truncate(left[offset], to: width), to: width) + " │ "
        + right[offset]
      output.append(OutputLine(text, row == index ? .warning : .plain))
    }
    return output
  }

  /// The rules behind containrepl's line and behind the device's, when containrepl logged the
  /// device's line elsewhere; then what to make of an inferred rule.
  private func rules(at index: Int, _ l: Language) -> [OutputLine] {
    var output = [OutputLine(l.pick("rules behind the differing lines:", "这两行背后的规则："), .info)]
    var cited: [Rule] = []
    func describe(_ event: Event, after text: String) {
      guard let id = event.rule, let rule = RuleCatalog.rule(id) else {
        let own: Bool
        switch event.kind {
        case .call, .propertySet: own = true
        default: own = false
        }
        output.append(
          OutputLine(
            text
              + (own
                ? l.pick("a call of the script's own, no rule", "脚本自己的调用，没有规则")
                : l.pick("no rule is recorded for it", "没有记录规则")),
            .plain))
        return
      }
      if cited.contains(rule) {
        output.append(OutputLine(text + l.pick("the same rule", "同一条规则"), .plain))
        return
      }
      cited.append(rule)
      output.append(
        OutputLine(
          text + l.pick("rule \(rule.id), ", "规则 \(rule.id)，") + rule.evidence.description(l),
          .plain))
      output.append(OutputLine("  " + rule.sentence(l), .plain))
    }
    if index < expected.count {
      describe(
        expected[index].event,
        after: l.pick("containrepl's line \(index + 1): ", "containrepl 的第 \(index + 1) 行："))
    } else {
      output.append(
        OutputLine(
          l.pick(
            "containrepl's log ends here: it expects no more lines",
            "containrepl 的日志到此结束：它认为不会再有别的行"), .plain))
    }
    if index < device.count {
      let body = Self.body(device[index])
      if let match = expected.indices.first(where: {
        $0 != index && Self.body(expected[$0].text) == body
      }) {
        describe(
          expected[match].event,
          after: l.pick(
            "the device's line is containrepl's line \(match + 1): ",
            "设备的这一行是 containrepl 的第 \(match + 1) 行："))
      } else {
        output.append(
          OutputLine(
            l.pick(
              "the device's line is not in containrepl's log at all",
              "设备的这一行在 containrepl 的日志里根本没有"), .plain))
      }
    } else {
      output.append(
        OutputLine(
          l.pick(
            "the device's log ends here: UIKit made none of the rest",
            "设备的日志到此结束：后面的都没有发生"), .plain))
    }
    for rule in cited where rule.evidence.isApproximate {
      output.append(
        OutputLine(
          l.pick(
            "rule \(rule.id) is containrepl's inference: the device may well be right; 'containrepl rules \(rule.id)' shows what it rests on",
            "规则 \(rule.id) 是 containrepl 的推断：设备很可能是对的；'containrepl rules \(rule.id)' 会列出它的依据"),
          .note))
    }
    return output
  }

  /// A line without its time label and indentation.
  static func body(_ line: String) -> Substring {
    LogLineFormatter.strippingTime(Substring(line))
  }
}
