import Simulation

/// Number formatting shared by the language's own output.
enum ValueText {
  /// `320`, `0.25`: no needless fraction.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return String(value) }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
  }

  /// A fixed number of decimals, as `%.2f` gives.
  static func fixed(_ value: Double, precision: Int) -> String {
    guard value.isFinite else { return String(value) }
    var scale = 1.0
    for _ in 0..<precision { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    guard scaled < 9e18 else { return String(value) }
    let whole = Int64(scaled)
    let integerPart = whole / Int64(scale)
    var fraction = String(whole % Int64(scale))
    while fraction.count < precision { fraction = "0" + fraction }
    let sign = value < 0 && whole != 0 ? "-" : ""
    return precision == 0 ? "\(sign)\(integerPart)" : "\(sign)\(integerPart).\(fraction)"
  }
}
