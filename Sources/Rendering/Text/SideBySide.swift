/// Two diagrams side by side when the width holds both (`:goal`'s tree now and the tree to
/// reach), one under the other when it does not; lines are never cut.
///
/// ```text
/// now:                 │ goal:
/// window               │ window
/// └─ container  …      │ └─ container  …
/// ```
public enum SideBySide {
  public static func lines(_ left: [String], _ right: [String], width: Int) -> [String] {
    let leftWidth = left.map(DisplayWidth.of).max() ?? 0
    let rightWidth = right.map(DisplayWidth.of).max() ?? 0
    guard leftWidth + 3 + rightWidth <= width else { return left + [""] + right }
    return (0..<max(left.count, right.count)).map { index in
      let a = index < left.count ? left[index] : ""
      let b = index < right.count ? right[index] : ""
      return DisplayWidth.pad(a, to: leftWidth) + " │ " + b
    }
  }
}
