import Simulation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Number formatting shared by the language's own output.
enum ValueText {
  /// `320`, `0.25`: no needless fraction.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return String(value) }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
  }

  /// A floating-point conversion (`%f %e %g %a`, upper-case too) as C's printf writes it, with
  /// its flags, width and precision: `MAXFLOAT` with `%f` prints every digit, infinity `inf`,
  /// not-a-number `nan`.
  static func cFloat(
    _ value: Double, flags: String, width: Int, precision: Int?, conversion: Character
  ) -> String {
    let cleanFlags = flags.filter { "-+ 0#".contains($0) }
    // Widths and precisions past a thousand only pad; they are kept to that.
    let places = precision.map { "." + String(min(max($0, 0), 1000)) } ?? ""
    let widthText = width > 0 ? String(min(width, 1000)) : ""
    let format = "%" + cleanFlags + widthText + places + String(conversion)
    // The longest `%f` of a Double has 309 digits before the point, so this always fits.
    var buffer = [CChar](repeating: 0, count: 2400)
    // Apple's printf writes any NaN as `nan`; glibc's would write a negative one (x86's 0/0)
    // as `-nan`.
    let printed = value.isNaN ? Double.nan : value
    let written = withVaList([printed]) { arguments in
      buffer.withUnsafeMutableBufferPointer { pointer in
        vsnprintf(pointer.baseAddress, pointer.count, format, arguments)
      }
    }
    guard written >= 0, Int(written) < buffer.count else { return String(value) }
    return String(
      decoding: buffer.prefix(Int(written)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
