import Foundation
import Shell
import TestSupport
import Testing

/// The shrunk reproducers of `make fuzz-scripts` (`Fuzz/crashes/scripts/`) run in-process, as
/// the release binary ran them: each ends, without a crash or a broken invariant, in both log
/// languages and syntaxes.
struct FuzzReproducerTests {
  static let names = [".swift", ".m"].flatMap { suffix in
    repositoryFileNames(in: "Fuzz/crashes/scripts", endingIn: suffix).map { $0 + suffix }
  }

  @Test func theReproducersAreFound() {
    #expect(Self.names.count >= 6, "\(Self.names)")
  }

  @Test(arguments: names)
  func reproducerEndsCleanly(_ name: String) throws {
    let script = try #require(repositoryFile("Fuzz/crashes/scripts/\(name)"))
    for options in [
      SessionOptions(), SessionOptions(language: .chinese, syntax: .objc),
    ] {
      let run = ScriptRun(script, options: options)
      #expect(run.violations.isEmpty, "\(name): \(run.violations)")
    }
  }

  @Test("Foundation turns a double into an integer as an iPhone does: truncated, saturated")
  func userDefaultsIntegerOfAHugeDouble() {
    let run = ScriptRun(
      """
      let defaults = UserDefaults.standard
      for value in [1e308, -1e308, 3.9, -3.9, Double.nan] {
        defaults.set(value, forKey: "k")
        print(defaults.integer(forKey: "k"))
      }
      """)
    #expect(!run.hadError, "\(run.output)")
    let printed = run.output.split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    #expect(
      printed.suffix(5) == ["9223372036854775807", "-9223372036854775808", "3", "-3", "0"],
      "\(run.output)")
  }
}
