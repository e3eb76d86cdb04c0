import Glibc
import Testing

/// What a sandbox in a terminal says before its first prompt, in the interface language, and
/// that `:welcome off` and `:ascii on` are kept for the next session; piped input gets no
/// opening lines.
@Suite struct FirstScreenTests {
  @Test func theFirstScreenSaysWhereToStartInEitherLanguage() throws {
    let home = try TemporaryHome()
    let english = try PseudoTerminal(environment: home.environment(["LANG": "C.UTF-8"]))
    let before = try english.expect(PseudoTerminal.prompt)
    #expect(before.contains("container") && before.contains(":help") && before.contains(":lessons"))
    english.send("\u{04}")
    try english.expectExit(.exited(0))
    let chinese = try PseudoTerminal(environment: home.environment(["LANG": "zh_CN.UTF-8"]))
    let opening = try chinese.expect("沙盒> ")
    #expect(opening.contains("沙盒") && opening.contains(":lessons"), "\(opening)")
    chinese.send("\u{04}")
    try chinese.expectExit(.exited(0))
  }

  @Test func welcomeOffAndAsciiOnAreKeptForTheNextSession() throws {
    let home = try TemporaryHome()
    let first = try PseudoTerminal.started(in: home)
    try first.enter(":welcome off")
    try first.enter(":ascii on")
    first.send("\u{04}")
    try first.expectExit(.exited(0))
    #expect(home.exists("state/containrepl/settings.json"))
    let second = try PseudoTerminal(environment: home.environment(["LANG": "C.UTF-8"]))
    let opening = try second.expect(PseudoTerminal.prompt)
    #expect(!opening.contains(":lessons"), "\(opening)")
    second.send(":tree\r")
    try second.expect("\\- container")
    // Ctrl-D only once the editor reads again: typed while the tree is still being written, the
    // terminal's cooked mode would take it, and it would be lost when the editor goes raw.
    try second.expect(PseudoTerminal.prompt)
    second.send("\u{04}")
    try second.expectExit(.exited(0))
  }
}
