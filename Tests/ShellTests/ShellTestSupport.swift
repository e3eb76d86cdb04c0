import ShellTestSupport

// Scripts here run through the shell's session, as the REPL runs them (TestSupport's `ScriptRun`
// runs them through the interpreter alone, for the interpreter's own tests).
typealias ScriptRun = SessionScriptRun
typealias Transcript = ShellTestSupport.Transcript
