import CNativeStack

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How deep the interpreter may still recurse on the thread it runs on.
///
/// Interpreted calls recurse on the native stack; how many native bytes one interpreted level
/// takes depends on the build and the path (a debug build's frames are several times a release
/// build's), so a call-depth limit alone cannot promise that the stack never overflows. Before
/// each interpreted call the interpreter compares the stack pointer with the thread's stack
/// bounds and stops the input, with the same error as the depth limit, while a reserve is left.
public struct NativeStack {
  /// The lowest address the interpreter lets the stack grow to; 0 when the bounds are unknown.
  private(set) var floor: UInt = 0
  /// The stack the floor was read for: a thread, and its stack's address range (a thread
  /// made later may reuse the identifier with another stack).
  private var thread: pthread_t?
  private var range: ClosedRange<UInt> = 0...0

  /// Reads the bounds of the current thread's stack, unless they are known already.
  mutating func prepare() {
    let current = pthread_self()
    if let thread, pthread_equal(thread, current) != 0, range.contains(Self.address()) { return }
    thread = current
    floor = 0
    range = 0...0
    var low: UInt = 0
    var size = 0
    guard cnativestack_bounds(&low, &size) == 0, low > 0, size > 0 else { return }
    range = low...(low + UInt(size))
    // Keep a quarter of the stack, at most 1 MB, for the frames between two checks.
    floor = low + UInt(min(size / 4, 1 << 20))
  }

  /// The address of a local variable: where the stack is now.
  @inline(__always)
  private static func address() -> UInt {
    var marker: UInt8 = 0
    return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
  }

  /// The stack inputs run on: room for the depth budget at the deepest native frames one
  /// interpreted level takes (about 60 KB in a debug build, a fraction of it in release), for
  /// every limit a user may set, with the reserve the floor keeps. Only the pages the
  /// recursion touches are ever committed.
  public static let inputStackSize = 128 << 20

  /// Runs `body` on a stack of `inputStackSize` bytes: on the current thread when its stack is
  /// that large already, else on a thread made for it, which `body` ends before this returns.
  /// So the depth budget means the same whatever thread an input arrives on (the terminal's,
  /// a test's, a grading worker's).
  public static func withInputStack<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
    var low: UInt = 0
    var size = 0
    if cnativestack_may_hold(inputStackSize) != 0, cnativestack_bounds(&low, &size) == 0,
      size >= inputStackSize
    {
      return try body()
    }
    return try withoutActuallyEscaping(body) { (escaping) throws(E) -> T in
      let job = StackJob<T, E>(escaping)
      let context = Unmanaged.passUnretained(job).toOpaque()
      let started = cnativestack_run(
        inputStackSize,
        { pointer in
          guard let pointer else { return }
          Unmanaged<AnyStackJob>.fromOpaque(pointer).takeUnretainedValue().run()
        }, context)
      guard started == 0, let result = job.result else { return try escaping() }
      return try result.get()
    }
  }

  /// Whether the stack has grown past the floor. Code can run on another stack than the one
  /// the input began on (a check evaluated on the grader's or a test's thread after the input
  /// ran on its own): the floor of one stack says nothing about another, whose bounds are read
  /// first.
  @inline(__always)
  mutating func isExhausted() -> Bool {
    let here = Self.address()
    if !range.contains(here) { prepare() }
    guard floor != 0 else { return false }
    return here < floor
  }
}

/// Work handed to the thread of `NativeStack.withInputStack`.
class AnyStackJob {
  func run() {}
}

/// The body of one `withInputStack` call and its result.
final class StackJob<T, E: Error>: AnyStackJob {
  let body: () throws(E) -> T
  var result: Result<T, E>?

  init(_ body: @escaping () throws(E) -> T) { self.body = body }

  override func run() {
    do throws(E) {
      result = .success(try body())
    } catch {
      result = .failure(error)
    }
  }
}
