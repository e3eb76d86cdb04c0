/// Where each argument of a call was written. A call's own arguments are read in place rather
/// than copied out: the ranges are asked for only when something goes wrong, or a user method
/// keeps them.
struct ArgumentRanges: RandomAccessCollection {
  private enum Storage {
    case written([Argument])
    case given([SourceRange])
  }

  private let storage: Storage

  /// Ranges worked out by the caller.
  init(_ ranges: [SourceRange]) { storage = .given(ranges) }

  /// The ranges of the values of arguments as the call wrote them.
  init(written arguments: [Argument]) { storage = .written(arguments) }

  /// The arguments as the call wrote them, when it did.
  var written: [Argument]? {
    if case .written(let arguments) = storage { return arguments }
    return nil
  }

  var startIndex: Int { 0 }

  var endIndex: Int {
    switch storage {
    case .written(let arguments): return arguments.count
    case .given(let ranges): return ranges.count
    }
  }

  subscript(index: Int) -> SourceRange {
    switch storage {
    case .written(let arguments): return arguments[index].value.range
    case .given(let ranges): return ranges[index]
    }
  }
}
