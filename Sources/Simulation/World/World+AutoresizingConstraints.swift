extension World {
  /// The constraints UIKit makes from the autoresizing masks of the views a constraint names
  /// that keep translating them (`translatesAutoresizingMaskIntoConstraints`), for the axes it
  /// touches, as the unsatisfiable-constraints message lists them (rule L.8):
  /// `<NSAutoresizingMaskLayoutConstraint: h=--& v=--& v.width == 50>`.
  func autoresizingConstraints(conflictingWith record: LayoutConstraint) -> [String] {
    var entries: [String] = []
    for anchor in [record.first] + (record.second.map { [$0] } ?? []) {
      let view = anchor.item.view
      guard view != window, views[view.index].translatesAutoresizingMaskIntoConstraints,
        case .view = anchor.item
      else { continue }
      let frame = views[view.index].frame
      let name = viewName(view)
      var parts: [(String, Double)]
      switch anchor.attribute {
      case .width: parts = [("width", frame.width)]
      case .height: parts = [("height", frame.height)]
      case .left, .leading, .right, .trailing, .centerX:
        parts = [("minX", frame.origin.x), ("width", frame.width)]
      case .top, .bottom, .centerY:
        parts = [("minY", frame.origin.y), ("height", frame.height)]
      case .notAnAttribute: parts = []
      }
      let mask = views[view.index].autoresizingMask
      let flags =
        "h=" + Self.maskFlags(mask, .flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin)
        + " v=" + Self.maskFlags(mask, .flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin)
      for (attribute, value) in parts {
        let entry =
          "<NSAutoresizingMaskLayoutConstraint: \(flags) \(name).\(attribute) == "
          + LayoutNumber.text(value) + ">"
        if !entries.contains(entry) { entries.append(entry) }
      }
    }
    return entries
  }

  /// One axis of a mask as UIKit abbreviates it: a margin, the size, the other margin, `&`
  /// where flexible and `-` where fixed; with nothing flexible the far margin takes the slack.
  private static func maskFlags(
    _ mask: AutoresizingMask, _ near: AutoresizingMask, _ size: AutoresizingMask,
    _ far: AutoresizingMask
  ) -> String {
    let flexible = [mask.contains(near), mask.contains(size), mask.contains(far)]
    let shown = flexible.contains(true) ? flexible : [false, false, true]
    return String(shown.map { $0 ? "&" : "-" })
  }
}
