import Shell
import TestSupport
import Testing

/// Golden REPL transcripts (`Transcripts/*.transcript`): each input with the exact output.
struct TranscriptTests {
  static let names = repositoryFileNames(
    in: "Tests/ShellTests/Transcripts", endingIn: ".transcript")

  @Test func theTranscriptsAreFound() {
    #expect(Self.names.count >= 4, "\(Self.names)")
  }

  @Test(arguments: names)
  func transcript(_ name: String) throws {
    let text = try #require(repositoryFile("Tests/ShellTests/Transcripts/\(name).transcript"))
    let session = Session()
    session.files = MemoryFiles()
    var violations: [String] = []
    session.afterEachStep = { world in violations += world.checkInvariants() }
    let actual = Transcript.replay(text, in: session)
    expectSnapshot(actual, named: "Transcripts/\(name).out")
    #expect(violations.isEmpty, "\(violations)")
  }
}
