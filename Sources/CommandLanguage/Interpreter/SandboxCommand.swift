import Simulation

/// The meta commands that move a sandbox's clock or change its device, as their arguments are
/// read wherever code runs: the REPL's session and a grading sandbox read them here, so that an
/// exercise's `:tick 0.3` means there what it means at the prompt.
public enum SandboxCommand {
  /// `:tick SECONDS`: a finite number of seconds, from none to a day.
  public static func seconds(_ arguments: [String]) -> Double? {
    guard arguments.count == 1, let seconds = Double(arguments[0]), seconds.isFinite,
      seconds >= 0, seconds <= 86_400
    else { return nil }
    return seconds
  }

  /// `:ios VERSION`: a release named by its major version (`7.0` and `17.4` are 7 and 17),
  /// from 5 to 26.
  public static func iosVersion(_ arguments: [String]) -> Int? {
    let parts = arguments.first?.split(separator: ".", omittingEmptySubsequences: false) ?? []
    guard arguments.count == 1, let major = parts.first, let version = Int(major),
      parts.dropFirst().allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && Int($0) != nil }),
      parts.count <= 3, (5...26).contains(version)
    else { return nil }
    return version
  }

  /// `:rotate ORIENTATION`.
  public static func orientation(_ arguments: [String]) -> Orientation? {
    guard arguments.count == 1 else { return nil }
    return Orientation(rawValue: arguments[0])
  }

  /// `:tick`: the clock moved on by `seconds` as one step that marks no end of a turn; answers
  /// whether the work due in that time was done within the limit for one input.
  public static func tick(_ seconds: Double, _ world: World, _ interpreter: Interpreter) -> Bool {
    interpreter.beginInput(marksEndOfTurn: false)
    return world.advance(by: Int64(seconds * 1_000_000))
  }

  /// `:rotate`: the device turned, in a turn of its own (a failure is the turn's error); the
  /// caller ends the turn.
  public static func rotate(
    to orientation: Orientation, _ world: World, _ interpreter: Interpreter
  ) {
    interpreter.beginInput()
    do {
      try world.rotate(to: orientation)
    } catch {
      interpreter.fail(error)
    }
  }
}
