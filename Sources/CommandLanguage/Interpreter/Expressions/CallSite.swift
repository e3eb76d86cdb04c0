/// Evaluated arguments of a call, with their labels and where they were written.
struct CallArguments {
  var values: [Value]
  var labels: [String?]
  var ranges: ArgumentRanges
  /// The last argument was a Swift trailing closure.
  var hasTrailingClosure: Bool
  var dialect: Dialect
  /// With `hasTrailingClosure`: the trailing closures, the unlabelled one and the labelled ones
  /// after it (`… ) { … } completion: { _ in … }`).
  var trailingClosureCount = 1

  init(
    values: [Value], labels: [String?], ranges: ArgumentRanges, hasTrailingClosure: Bool,
    dialect: Dialect, trailingClosureCount: Int = 1
  ) {
    self.values = values
    self.labels = labels
    self.ranges = ranges
    self.hasTrailingClosure = hasTrailingClosure
    self.dialect = dialect
    self.trailingClosureCount = trailingClosureCount
  }

  init(
    values: [Value], labels: [String?], ranges: [SourceRange], hasTrailingClosure: Bool,
    dialect: Dialect, trailingClosureCount: Int = 1
  ) {
    self.init(
      values: values, labels: labels, ranges: ArgumentRanges(ranges),
      hasTrailingClosure: hasTrailingClosure, dialect: dialect,
      trailingClosureCount: trailingClosureCount)
  }

  var count: Int { values.count }

  /// No arguments, as a property read answered by a method passes.
  static func none(_ dialect: Dialect) -> CallArguments {
    CallArguments(values: [], labels: [], ranges: [], hasTrailingClosure: false, dialect: dialect)
  }
}

/// How a call names its method. Its exact name is built only when asked for: most calls reach
/// UIKit by base name alone.
struct CallSite {
  private enum Form {
    case swift(labels: [String?])
    case objc(pieces: [String], arity: Int, selector: String)
  }

  private let form: Form
  let dialect: Dialect
  /// Swift base name or the first Objective-C piece.
  let base: String
  let range: SourceRange
  let nameRange: SourceRange

  /// A Swift call: `base(label: …)`.
  init(swiftBase base: String, labels: [String?], range: SourceRange, nameRange: SourceRange) {
    form = .swift(labels: labels)
    dialect = .swift
    self.base = base
    self.range = range
    self.nameRange = nameRange
  }

  /// An Objective-C message with its keyword pieces and the selector as written.
  init(
    objcPieces pieces: [String], arity: Int, selector: String, range: SourceRange,
    nameRange: SourceRange
  ) {
    form = .objc(pieces: pieces, arity: arity, selector: selector)
    dialect = .objc
    base = pieces.first ?? selector
    self.range = range
    self.nameRange = nameRange
  }

  /// A unary message (`[x name]`, or dot syntax answered by a method).
  init(unary name: String, dialect: Dialect, range: SourceRange) {
    form = dialect == .objc ? .objc(pieces: [name], arity: 0, selector: name) : .swift(labels: [])
    self.dialect = dialect
    base = name
    self.range = range
    self.nameRange = range
  }

  /// The Swift labels of a Swift call (nil for unlabelled arguments).
  var labels: [String?] {
    switch form {
    case .swift(let labels): return labels
    case .objc(let pieces, let arity, _): return arity == 0 ? [] : pieces.map { $0 }
    }
  }

  /// The Objective-C selector pieces (the Swift base name alone for a Swift call).
  var pieces: [String] {
    switch form {
    case .swift: return [base]
    case .objc(let pieces, _, _): return pieces
    }
  }

  /// The number of arguments the name takes.
  var arity: Int {
    switch form {
    case .swift(let labels): return labels.count
    case .objc(_, let arity, _): return arity
    }
  }

  /// The exact name a method must have to answer the call: the Swift name (`add(child:)`) of a
  /// Swift call, the selector (`addChild:`) of a message.
  var key: String {
    switch form {
    case .swift(let labels): return MethodNaming.swiftName(base: base, labels: labels)
    case .objc(_, let arity, let selector): return arity == 0 ? base : selector
    }
  }

  /// `addChild(_:)` or `addChildViewController:` as written, for messages.
  var written: String { key }
}
