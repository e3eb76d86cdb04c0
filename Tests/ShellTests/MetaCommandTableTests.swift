import Simulation
import Testing

@testable import Shell

/// Each meta command is one entry of its table (`MetaCommand.definition`): its usage, its
/// summary in both languages, the words of its argument and its handler. Parsing, `:help`,
/// completion and dispatch read only that entry.
struct MetaCommandTableTests {
  @Test(arguments: MetaCommand.allCases)
  func everyCommandHasUsageAndASummaryInBothLanguages(_ command: MetaCommand) {
    let definition = command.definition
    let name = ":" + command.rawValue
    #expect(
      definition.usage == name || definition.usage.hasPrefix(name + " "), "\(definition.usage)")
    #expect(!definition.summary.english.isEmpty)
    #expect(!definition.summary.chinese.isEmpty)
    #expect(definition.summary.english != definition.summary.chinese)
    #expect(
      definition.summary.chinese.unicodeScalars.contains {
        $0.value >= 0x4E00 && $0.value <= 0x9FFF
      })
    // `:help NAME` shows the entry's usage and summary, in either language.
    for language in Language.allCases {
      let session = Session(options: SessionOptions(language: language, columns: 400))
      let help = session.handle(":help " + command.rawValue).map(\.text).joined(separator: " ")
      #expect(
        help.hasPrefix(command.usage(language) + "  —  " + command.summary(language)), "\(help)")
    }
  }

  /// The words a usage offers (`:forward on|off`) are the words Tab completes after the name.
  @Test(arguments: MetaCommand.allCases)
  func theWordsTheUsageOffersAreTheOnesCompleted(_ command: MetaCommand) {
    let session = Session()
    let offered = command.usage.split(separator: " ").dropFirst().filter { $0.contains("|") }
    #expect(offered.count <= 1)
    guard let words = offered.first else { return }
    let alternatives = words.filter { $0 != "[" && $0 != "]" }.split(separator: "|").map(
      String.init)
    #expect(Set(session.metaArguments(command)) == Set(alternatives))
    let completed = session.complete(":" + command.rawValue + " ")
    #expect(completed.candidates == alternatives.sorted())
  }

  /// Typed, every command reaches a handler of its own: never "unknown", and a usage error it
  /// gives for words it does not take is its own usage.
  @Test(arguments: MetaCommand.allCases)
  func everyCommandRunsItsOwnHandler(_ command: MetaCommand) {
    for input in [":" + command.rawValue, ":" + command.rawValue + " x y z w"] {
      let session = Session()
      let lines = session.handle(input).map(\.text)
      #expect(!lines.contains { $0.contains("unknown meta command") }, "\(input): \(lines)")
      for line in lines where line.hasPrefix("error: usage: ") {
        #expect(line == "error: usage: " + command.usage, "\(input): \(line)")
      }
    }
  }
}
