import Simulation

/// Bounds on one input's execution, so that no input can hang or exhaust the program.
public struct InterpreterLimits: Hashable, Sendable {
  /// Deepest nesting of calls to the user's methods and closures.
  public var maxCallDepth: Int
  /// Statements and expressions evaluated per input (deferred work included).
  public var maxSteps: Int
  /// Processor seconds per input: a runaway whose steps are slow still ends this soon.
  public var maxProcessorSeconds: Double
  /// Bytes the user's code may print per input.
  public var maxOutputBytes: Int
  /// Elements an array may hold, characters a string may hold.
  public var maxCollectionSize: Int

  /// 0.4 s in the binary people run; a debug build runs each step several times slower, so its
  /// legitimate inputs get the same number of steps' worth of time.
  #if DEBUG
    public static let defaultProcessorSeconds = 1.5
  #else
    public static let defaultProcessorSeconds = 0.4
  #endif

  public static let standard = InterpreterLimits(
    maxCallDepth: 256, maxSteps: 2_000_000, maxOutputBytes: 1 << 20, maxCollectionSize: 1_000_000)

  public init(
    maxCallDepth: Int, maxSteps: Int, maxProcessorSeconds: Double = defaultProcessorSeconds,
    maxOutputBytes: Int,
    maxCollectionSize: Int
  ) {
    self.maxCallDepth = maxCallDepth
    self.maxSteps = maxSteps
    self.maxProcessorSeconds = maxProcessorSeconds
    self.maxOutputBytes = maxOutputBytes
    self.maxCollectionSize = maxCollectionSize
  }
}

/// Something the language reports in the log: an error or a note, with the unit of source
/// it points into (which names its file).
public enum HostNote: Sendable {
  case diagnostic(Diagnostic, SourceUnit)
}
