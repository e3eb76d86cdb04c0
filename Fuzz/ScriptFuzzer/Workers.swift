import Dispatch
import Foundation
import Synchronization

/// Runs work items on a fixed number of threads, each taking the next item when it is free.
enum Workers {
  /// Calls `body` with every index in `0..<count`, `jobs` at a time, and returns when all are
  /// done. Threads rather than Dispatch's pool: the pool is as wide as the cores, and the work
  /// here is mostly waiting for a child process.
  static func forEach(count: Int, jobs: Int, _ body: @escaping @Sendable (Int) -> Void) {
    let queue = IndexQueue(count: count)
    let finished = DispatchGroup()
    for _ in 0..<max(1, min(jobs, count)) {
      finished.enter()
      let thread = Thread {
        while let index = queue.take() { body(index) }
        finished.leave()
      }
      thread.start()
    }
    finished.wait()
  }

  /// The indexes not taken yet.
  private final class IndexQueue: Sendable {
    private let next = Mutex(0)
    private let count: Int

    init(count: Int) { self.count = count }

    func take() -> Int? {
      next.withLock { next in
        guard next < count else { return nil }
        defer { next += 1 }
        return next
      }
    }
  }
}
