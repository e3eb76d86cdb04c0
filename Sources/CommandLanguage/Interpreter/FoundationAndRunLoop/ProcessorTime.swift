#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The processor time one input has used on the threads it ran on.
///
/// Steps alone do not bound time: one step can be a loop's test or a method that logs a
/// dozen callbacks. The interpreter reads this clock every few hundred steps and stops an input
/// that has used its share. Processor time, unlike the wall clock, does not grow while other
/// processes or test workers have the cores, so a stop does not depend on the machine's load.
struct ProcessorTime {
  /// Seconds counted so far.
  private(set) var seconds: Double = 0
  /// The thread of the last reading and its clock then.
  private var thread: pthread_t?
  private var lastReading: Double = 0

  /// Starts counting again from zero.
  mutating func reset() {
    seconds = 0
    thread = nil
  }

  /// Adds the time the current thread has used since the last reading; a reading on another
  /// thread (an input's statements can run on a thread made for their stack) starts from there.
  mutating func update() {
    let now = ThreadClock.seconds()
    let current = pthread_self()
    if let thread, pthread_equal(thread, current) != 0 {
      seconds += max(0, now - lastReading)
    } else {
      thread = current
    }
    lastReading = now
  }
}

/// The processor time the current thread has used, in seconds.
public enum ThreadClock {
  public static func seconds() -> Double {
    var spec = timespec()
    guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec) == 0 else { return 0 }
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
  }
}
