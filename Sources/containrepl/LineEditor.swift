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
  /// Whether libedit edits (off when standard output is not a terminal: lines are read plainly).
  private let editing: Bool

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
    // Signals are ours (see Terminal); libedit reads keys through `readCharacter`.
    _ = cel_set_signal(editLine, 0)
    _ = cel_set_getc(editLine, readCharacter)
    _ = cel_set_prompt(editLine, promptCallback)
    _ = cel_history_setsize(history, Int32(HistoryFile.limit))
    _ = cel_history_setunique(history, 1)
    for entry in entries { _ = cel_history_enter(history, entry) }
    _ = cel_set_hist(editLine, history)
    _ = cel_addfn(
      editLine, "containrepl-complete", "complete the word before the cursor", completeCallback)
    _ = cel_bind(editLine, "^I", "containrepl-complete")
    _ = cel_bind(editLine, "^R", "em-inc-search-prev")  // emacs mode's default is ed-redisplay
    _ = el_source(editLine, nil)  // the user's ~/.editrc, if any
    // libedit sets up the terminal only when both ends are terminals (else its NO_TTY mode
    // reads plain lines), and `EL_EDITMODE` does not tell that case apart.
    editing = cel_editing_enabled(editLine) != 0 && Platform.isTerminal(0) && Platform.isTerminal(1)
  }

  deinit { close() }

  /// Reads one line after showing `prompt`.
  func read(prompt: String) -> LineRead {
    setPrompt(prompt)
    Terminal.discardWakeups()
    // Raw mode before libedit draws the prompt (it would otherwise switch only when it first
    // reads), so a key typed as soon as the prompt shows is never seen by the cooked terminal.
    if editing {
      _ = cel_prepare_terminal(editLine, 1)
    } else if Platform.isTerminal(2) {
      Platform.writeError(prompt)  // libedit shows none; the terminal echoes what is typed
    }
    var count: Int32 = 0
    if let line = el_gets(editLine, &count), count > 0 {
      var text = String(cString: line)
      if text.hasSuffix("\n") { text.removeLast() }
      return .line(text)
    }
    // NULL is Ctrl-D on an empty line (count 0) or a failed read (count -1), unless the flag is
    // raised: then `readCharacter` returned -1 for Ctrl-C (count -1 when editing, 0 when not).
    el_reset(editLine)  // drops a half-typed line, puts the terminal back in cooked mode
    return Terminal.takeInterrupt() ? .interrupted : .endOfInput
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

/// libedit's key reader: waits for a key or a signal, then decodes one UTF-8 character.
/// Returns 1 with the character, 0 at end of input, -1 (errno EINTR) on Ctrl-C.
private func readCharacter(
  _ editLine: OpaquePointer?, _ character: UnsafeMutablePointer<wchar_t>?
) -> Int32 {
  guard let editLine, let character else { return -1 }
  var decoder = UTF8CharacterDecoder()
  while true {
    switch Terminal.waitForInput() {
    case .interrupt:
      errno = EINTR
      return -1
    case .failure:
      return -1
    case .resize:
      el_resize(editLine)
    case .resume:
      // The shell may have changed the terminal while we were stopped: set it up again, redraw.
      _ = cel_prepare_terminal(editLine, 0)
      _ = cel_prepare_terminal(editLine, 1)
      el_resize(editLine)
      _ = cel_refresh(editLine)
    case .input:
      var byte: UInt8 = 0
      let count = read(0, &byte, 1)
      if count < 0, errno == EINTR || errno == EAGAIN { continue }
      if count < 0 { return -1 }
      if count == 0 { return 0 }
      if let scalar = decoder.add(byte) {
        character.pointee = wchar_t(bitPattern: scalar)
        return 1
      }
    }
  }
}

/// Builds scalars from UTF-8 bytes one at a time; malformed sequences are dropped, as libedit's
/// own reader does. Independent of the locale.
struct UTF8CharacterDecoder {
  private var value: UInt32 = 0
  private var remaining = 0

  /// The scalar `byte` completes, if any.
  mutating func add(_ byte: UInt8) -> UInt32? {
    if remaining > 0 {
      if byte & 0xC0 == 0x80 {
        value = value << 6 | UInt32(byte & 0x3F)
        remaining -= 1
        guard remaining == 0 else { return nil }
        return Unicode.Scalar(value) != nil ? value : nil
      }
      remaining = 0  // a new character began too early: drop the broken one
    }
    switch byte {
    case 0..<0x80: return UInt32(byte)
    case 0xC2..<0xE0: (value, remaining) = (UInt32(byte & 0x1F), 1)
    case 0xE0..<0xF0: (value, remaining) = (UInt32(byte & 0x0F), 2)
    case 0xF0..<0xF5: (value, remaining) = (UInt32(byte & 0x07), 3)
    default: break  // a stray continuation byte or an invalid lead byte
    }
    return nil
  }
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
    guard !result.candidates.isEmpty else { return CC_ERROR }
    if let completion = result.completion {
      // The session says what follows: a space after a whole word, nothing after code.
      replace(result.word, with: completion, editLine)
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
