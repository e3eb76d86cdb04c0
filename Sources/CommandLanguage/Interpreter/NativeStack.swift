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
struct NativeStack {
  /// The lowest address the interpreter lets the stack grow to; 0 when the bounds are unknown.
  private(set) var floor: UInt = 0
  private var thread: pthread_t?

  /// Reads the bounds of the current thread's stack, once per thread.
  mutating func prepare() {
    let current = pthread_self()
    if let thread, pthread_equal(thread, current) != 0 { return }
    thread = current
    floor = 0
    var low: UInt = 0
    var size = 0
    guard cnativestack_bounds(&low, &size) == 0, low > 0, size > 0 else { return }
    // Keep a quarter of the stack, at most 1 MB, for the frames between two checks.
    floor = low + UInt(min(size / 4, 1 << 20))
  }

  /// Whether the stack has grown past the floor.
  @inline(__always)
  func isExhausted() -> Bool {
    guard floor != 0 else { return false }
    var marker: UInt8 = 0
    let address = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    return address < floor
  }
}
