import CEditLine
import Glibc
import Rendering
import Shell

/// What one read from the line editor gave.
enum LineRead: Equatable {
  /// A line the user entered, without its line feed.
  case line(String)
  /// Ctrl-C while typing: the line was discarded.
  case interrupted
  /// Ctrl-D on an empty line, or the terminal went away.
  case endOfInput
}

/// libedit (the native `histedit.h` API) behind three operations: read, remember, close.
///
/// Emacs keys, `^R` incremental history search, and Tab completion from the session. The C
/// callbacks cannot capture anything; they reach the editor's state through `EL_CLIENTDATA`.
final class LineEditor {
  /// The state the C callbacks read.
  final class Context {
    let session: Session
    /// The prompt libedit shows; it must stay alive while libedit may draw it.
    var prompt: UnsafeMutablePointer<CChar>?
    var promptText = ""

    init(session: Session) { self.session = session }
  }

  private let editLine: OpaquePointer
  private let history: OpaquePointer
  private let context: Context
  private var closed = false

  /// Starts libedit on standard input and output, with `entries` (oldest first) as history.
  /// Call `Terminal.prepare()` first.
  init?(session: Session, history entries: [String]) {
    guard let editLine = cel_init_stdio("containrepl") else { return nil }
    guard let history = history_init() else {
      el_end(editLine)
      return nil
    }
    self.editLine = editLine
    self.history = history
    context = Context(session: session)
    _ = cel_set_clientdata(editLine, Unmanaged.passUnretained(context).toOpaque())
    _ = cel_set_editor(editLine, "emacs")
    // libedit puts the terminal back in cooked mode when a signal arrives during a read, then
    // passes the signal on to our handlers (see Terminal).
    _ = cel_set_signal(editLine, 1)
    _ = cel_set_prompt(editLine, promptCallback)
    _ = cel_history_setsize(history, Int32(HistoryFile.limit))
    _ = cel_history_setunique(history, 1)
    for entry in entries { _ = cel_history_enter(history, entry) }
    _ = cel_set_hist(editLine, history)
    _ = cel_addfn(editLine, "containrepl-complete", "complete the word before the cursor", completeCallback)
    _ = cel_bind(editLine, "^I", "containrepl-complete")
    _ = cel_bind(editLine, "^R", "em-inc-search-prev")  // emacs mode's default is ed-redisplay
    _ = el_source(editLine, nil)  // the user's ~/.editrc, if any
  }

  deinit { close() }

  /// Reads one line after showing `prompt`.
  func read(prompt: String) -> LineRead {
    setPrompt(prompt)
    var retries = 0
    while true {
      var count: Int32 = 0
      errno = 0
      if let line = el_gets(editLine, &count), count > 0 {
        var text = String(cString: line)
        if text.hasSuffix("\n") { text.removeLast() }
        return .line(text)
      }
      // NULL with count 0 is Ctrl-D on an empty line; count -1 is an error, and EINTR from our
      // SIGINT handler (installed without SA_RESTART) is Ctrl-C.
      let error = errno
      if count == 0 { return .endOfInput }
      el_reset(editLine)  // drops the half-typed line
      if Terminal.takeInterrupt() { return .interrupted }
      guard error == EINTR, retries < 3 else { return .endOfInput }
      retries += 1
    }
  }

  /// Adds an input to the in-memory history (consecutive duplicates are dropped).
  func remember(_ input: String) {
    _ = cel_history_enter(history, input)
  }

  /// Ends libedit; this also puts the terminal back as libedit found it.
  func close() {
    guard !closed else { return }
    closed = true
    history_end(history)
    el_end(editLine)
    free(context.prompt)
    context.prompt = nil
  }

  private func setPrompt(_ text: String) {
    guard text != context.promptText || context.prompt == nil else { return }
    free(context.prompt)
    context.prompt = strdup(text)
    context.promptText = text
  }
}

private func context(of editLine: OpaquePointer?) -> LineEditor.Context? {
  guard let editLine, let data = cel_get_clientdata(editLine) else { return nil }
  return Unmanaged<LineEditor.Context>.fromOpaque(data).takeUnretainedValue()
}

private let promptCallback: @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>? = {
  context(of: $0)?.prompt
}

private let completeCallback: @convention(c) (OpaquePointer?, Int32) -> UInt8 = { editLine, _ in
  guard let editLine, let context = context(of: editLine), let info = el_line(editLine)?.pointee
  else { return UInt8(CC_ERROR) }
  let length = info.buffer.distance(to: info.cursor)
  let before = String(
    decoding: UnsafeRawBufferPointer(start: info.buffer, count: length), as: UTF8.self)
  let result = context.session.complete(before)
  return UInt8(Completer.apply(result, before: before, to: editLine))
}

/// What Tab does with a `CompletionResult`.
enum Completer {
  /// Inserts the rest of a single candidate or the candidates' common prefix; with nothing to
  /// insert, lists the candidates under the line. Returns libedit's redraw code.
  static func apply(_ result: CompletionResult, before: String, to editLine: OpaquePointer)
    -> Int32
  {
    guard let first = result.candidates.first else { return CC_ERROR }
    if result.candidates.count == 1 {
      // A meta command or its argument is a whole word: go on to the next one. Code is not
      // (`view` is often followed by `.`), and call stems already end in `(`.
      let isMeta = before.drop { $0 == " " || $0 == "\t" }.hasPrefix(":")
      replace(result.word, with: isMeta && !first.hasSuffix(" ") ? first + " " : first, editLine)
      return CC_REFRESH
    }
    let common = result.commonPrefix
    if common.unicodeScalars.count > result.word.unicodeScalars.count {
      replace(result.word, with: common, editLine)
      return CC_REFRESH
    }
    Platform.write("\n" + layout(result.candidates, width: Int(cel_terminal_columns(1))))
    return CC_REDISPLAY
  }

  private static func replace(_ word: String, with text: String, _ editLine: OpaquePointer) {
    if text.hasPrefix(word) {
      _ = el_insertstr(editLine, String(text.unicodeScalars.dropFirst(word.unicodeScalars.count)))
    } else {
      // libedit counts characters as wide characters, one per scalar.
      el_deletestr(editLine, Int32(word.unicodeScalars.count))
      _ = el_insertstr(editLine, text)
    }
  }

  /// Candidates in columns filling `width`, down then across like `ls`; one string ending in
  /// a line feed. Long lists are cut with a count of what was left out.
  static func layout(_ candidates: [String], width: Int) -> String {
    let shown = Array(candidates.prefix(200))
    let cell = (shown.map(DisplayWidth.of).max() ?? 0) + 2
    let columns = max(1, (width > 0 ? width : 80) / cell)
    let rows = (shown.count + columns - 1) / columns
    var text = ""
    for row in 0..<rows {
      var line = ""
      for column in 0..<columns {
        let index = column * rows + row
        guard index < shown.count else { break }
        let isLast = column == columns - 1 || index + rows >= shown.count
        line += isLast ? shown[index] : DisplayWidth.pad(shown[index], to: cell)
      }
      text += line + "\n"
    }
    if candidates.count > shown.count { text += "… (\(candidates.count - shown.count) more)\n" }
    return text
  }
}
