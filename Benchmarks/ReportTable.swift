/// Whether a row's figures meet its target.
enum Verdict {
  /// A figure reported for information: no target.
  case info
  case met
  /// Missed, with the builds that missed it.
  case missed([String])
  /// The measurement could not be made.
  case failed

  /// Met only if every build's figure passes `test`; nil figures (builds not measured) are skipped.
  static func judge(_ figures: [(build: String, value: Double?)], _ test: (Double) -> Bool)
    -> Verdict
  {
    let measured = figures.compactMap { figure in figure.value.map { (figure.build, $0) } }
    guard !measured.isEmpty else { return .failed }
    let missing = measured.filter { !test($0.1) }.map(\.0)
    return missing.isEmpty ? .met : .missed(missing)
  }

  var text: String {
    switch self {
    case .info: return "—"
    case .met: return "yes"
    case .missed(let builds): return builds.count == 1 ? "NO (\(builds[0]))" : "NO"
    case .failed: return "FAILED"
    }
  }
}

/// One line of the report.
struct ReportRow {
  var measure: String
  var dynamic: String = "—"
  var statik: String = "—"
  var reference: String = ""
  var target: String = "—"
  var verdict: Verdict = .info
}

/// The report: one table (measure | dynamic | static | reference | target | met?), notes
/// with the raw figures behind it, and a one-line summary of the targets.
struct ReportTable {
  var rows: [ReportRow] = []
  var notes: [String] = []
  /// Said after the summary (a busy machine).
  var caveat: String?

  mutating func add(_ row: ReportRow) { rows.append(row) }

  mutating func fail(_ measure: String, _ error: Error) {
    rows.append(ReportRow(measure: measure, reference: "could not be measured", verdict: .failed))
    notes.append("\(measure): \(error)")
  }

  var hasFailures: Bool {
    rows.contains { if case .failed = $0.verdict { return true } else { return false } }
  }

  func render() -> String {
    let header = [
      "measure", "containrepl (dynamic)", "containrepl (static)", "reference", "target", "met?",
    ]
    let cells = rows.map {
      [$0.measure, $0.dynamic, $0.statik, $0.reference, $0.target, $0.verdict.text]
    }
    let widths = header.indices.map { column in
      ([header] + cells).map { $0[column].count }.max() ?? 0
    }
    func line(_ row: [String]) -> String {
      row.indices.map { row[$0].rightPadded(to: widths[$0]) }.joined(separator: " | ")
        .trimmingTrailingSpaces()
    }
    var text = line(header) + "\n"
    text += widths.map { String(repeating: "-", count: $0) }.joined(separator: "-+-") + "\n"
    for row in cells { text += line(row) + "\n" }
    if !notes.isEmpty {
      text += "\nnotes:\n" + notes.map { "  " + $0 + "\n" }.joined()
    }
    text += "\n" + summary() + "\n"
    return text
  }

  /// `targets: 6 of 9 met; missed: …`.
  func summary() -> String {
    var met = 0
    var missed: [String] = []
    var failed: [String] = []
    for row in rows {
      let name = row.measure.trimmingLeadingSpaces()
      switch row.verdict {
      case .info: break
      case .met: met += 1
      case .missed(let builds): missed.append("\(name) [\(builds.joined(separator: ", "))]")
      case .failed: failed.append(name)
      }
    }
    let total = met + missed.count + failed.count
    var text = "summary: \(met) of \(total) targets met"
    if !missed.isEmpty { text += "; missed: " + missed.joined(separator: "; ") }
    if !failed.isEmpty { text += "; NOT MEASURED: " + failed.joined(separator: "; ") }
    if let caveat { text += " (" + caveat + ")" }
    return text
  }
}

extension String {
  func trimmingTrailingSpaces() -> String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }

  func trimmingLeadingSpaces() -> String {
    String(drop { $0 == " " })
  }
}
