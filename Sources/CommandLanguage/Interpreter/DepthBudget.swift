import Simulation

/// One level of re-entrant work: something the interpreter runs that may run more of itself.
public enum ReentryPath: Hashable, Sendable {
  /// A method, function or override: its Swift name and its class.
  case method(String, String)
  /// A closure or block.
  case closure
  /// An initialiser of a class or structure (`Host()`), with the class.
  case initializer(String)
  /// The initial value of a stored property: the property and its class.
  case initialValue(String, String)
  /// The getter, setter or observer of a property: its kind, the property and its class.
  case accessor(AccessorKind, String, String)
  /// A block the run loop runs (a dispatched block, a timer), by how it was scheduled.
  case scheduled(String)

  /// How error messages name the path, in `language`.
  public func text(_ l: Language) -> String {
    switch self {
    case .method(let name, let className):
      return l.pick("'\(name)' of '\(className)'", "'\(className)' 的 '\(name)'")
    case .closure: return l.pick("a closure", "一个闭包")
    case .initializer(let className): return l.pick("'\(className)()'", "'\(className)()'")
    case .initialValue(let name, let className):
      return l.pick(
        "the initial value of '\(name)' of '\(className)'", "'\(className)' 的 '\(name)' 的初始值")
    case .accessor(let kind, let name, let className):
      return l.pick(
        "the \(kind.rawValue) of '\(name)' of '\(className)'",
        "'\(className)' 的 '\(name)' 的 \(kind.rawValue)")
    case .scheduled(let source): return l.pick("a block scheduled by \(source)", "\(source) 安排的块")
    }
  }
}

/// The accessors of a property, as messages name them.
public enum AccessorKind: String, Hashable, Sendable {
  case getter, setter, willSet, didSet
}

/// The one depth budget of every re-entrant path: calls of the user's methods and closures,
/// initialisers and initial values, getters, setters and observers, the overrides UIKit calls
/// (loadView, layout callbacks, …) and the blocks it runs. Each level counts once, whatever
/// path it takes; past the limit, or when the native stack runs low first, the input stops
/// with an error that names the path that ran away.
///
/// The native stack is checked on the same entries: how many bytes a level takes depends on
/// the build and the path (debug frames are several times release ones), so the depth limit
/// alone cannot promise that the stack never overflows. The stack floor keeps a reserve for
/// the frames between two entries; expression nesting inside one level is bounded by the
/// parser's nesting limit.
struct DepthBudget {
  /// The paths being run, outermost first.
  private(set) var paths: [ReentryPath] = []
  var nativeStack = NativeStack()

  /// How deep the interpreter is.
  var depth: Int { paths.count }

  /// Starts a new input on the current thread.
  mutating func reset() {
    paths.removeAll(keepingCapacity: true)
    nativeStack.prepare()
  }

  /// Enters one level; false when the limit or the native stack says no.
  mutating func enter(_ path: ReentryPath, limit: Int) -> Bool {
    guard paths.count < limit, !nativeStack.isExhausted() else { return false }
    paths.append(path)
    return true
  }

  /// Leaves the innermost level.
  mutating func leave() {
    if !paths.isEmpty { paths.removeLast() }
  }

  /// The repeating part of the path at the top of the stack, from where the repetition began,
  /// closing with the level that repeats (`f` → `g` → `f`); the innermost few levels when
  /// nothing repeats.
  func runawayCycle(adding next: ReentryPath) -> [ReentryPath] {
    let all = paths + [next]
    let last = all.count - 1
    // The shortest period p whose last two repetitions agree.
    for period in 1...max(1, min(16, all.count / 2)) where last - period >= 0 {
      guard all[last - period] == all[last] else { continue }
      var repeats = true
      for offset in 0..<period where last - period - offset >= 0 {
        if all[last - offset] != all[last - period - offset] {
          repeats = false
          break
        }
      }
      guard repeats else { continue }
      // Start where the repetition began, so the same runaway is always named the same way.
      var start = last - period
      while start > 0, all[start - 1] == all[start - 1 + period] { start -= 1 }
      return Array(all[start...(start + period)])
    }
    return Array(all.suffix(4))
  }
}

extension Interpreter {
  /// Enters one level of the depth budget on `path`, or stops the input with an error that
  /// names the path that ran away.
  func enter(_ path: ReentryPath, _ range: SourceRange, _ env: Env) throws {
    guard budget.enter(path, limit: limits.maxCallDepth) else {
      let cycle = budget.runawayCycle(adding: path)
      throw error(.callDepthLimit(limits.maxCallDepth, cycle), range, env)
    }
  }

  /// Leaves the innermost level of the depth budget.
  func leave() { budget.leave() }
}
