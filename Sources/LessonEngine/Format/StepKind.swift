/// How a lesson step is presented and checked: `@Step(id: …, kind: NAME)`. The one description
/// of the kinds: the parser accepts these names, `Lessons/README.md` lists them, and the
/// session presents and checks a step by its kind.
public enum StepKind: String, Sendable, CaseIterable {
  /// The code to type is shown with the step (early lessons, the first time a call appears).
  case show
  /// The step states what must become true; its code comes only with the last hint and on
  /// `:solution`. A ```` ```text ```` block in the step is a skeleton shown to start from.
  case goal
  /// The step's code is shown and not run: the learner types the callback log it will print,
  /// one callback a line, and is told the first line that differs; then the code runs.
  case predict

  /// What the kind asks of the learner, as `Lessons/README.md` describes it.
  public var summary: String {
    switch self {
    case .show: return "the code to type is shown with the step"
    case .goal:
      return
        "the step states what must become true; the code comes with the last hint and on :solution"
    case .predict:
      return "the learner predicts the callback log of the step's code before it runs"
    }
  }

  /// The kind a `kind:` value names, or a problem with the line.
  static func parse(_ text: String?, line: Int) -> Result<StepKind, FormatProblem> {
    guard let text else { return .success(.show) }
    guard let kind = StepKind(rawValue: text) else {
      let names = allCases.map(\.rawValue).joined(separator: ", ")
      return .failure(
        FormatProblem(
          line: line, "@Step has no kind '\(text)'; the kinds are \(names)",
          "@Step 没有 '\(text)' 这种类型；可用的类型是 \(names)"))
    }
    return .success(kind)
  }
}
