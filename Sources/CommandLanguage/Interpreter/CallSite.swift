/// Evaluated arguments of a call, with their labels and where they were written.
struct CallArguments {
  var values: [Value]
  var labels: [String?]
  var ranges: [SourceRange]
  /// The last argument was a Swift trailing closure.
  var hasTrailingClosure: Bool
  var dialect: Dialect

  var count: Int { values.count }
}

/// How a call names its method. The name and its written form are built only when asked for:
/// most calls reach UIKit by base name alone.
struct CallSite {
  private enum Form {
    case swift(labels: [String?])
    case objc(pieces: [String], arity: Int, selector: String)
    case named(MethodName, written: String)
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

  /// A call made on the user's behalf (a property read answered by a method).
  init(
    name: MethodName, written: String, dialect: Dialect, base: String, range: SourceRange,
    nameRange: SourceRange
  ) {
    form = .named(name, written: written)
    self.dialect = dialect
    self.base = base
    self.range = range
    self.nameRange = nameRange
  }

  var name: MethodName {
    switch form {
    case .swift(let labels): return MethodName(swiftBase: base, labels: labels)
    case .objc(let pieces, let arity, _): return MethodName(objcPieces: pieces, arity: arity)
    case .named(let name, _): return name
    }
  }

  /// The number of arguments the name takes.
  var arity: Int {
    switch form {
    case .swift(let labels): return labels.count
    case .objc(_, let arity, _): return arity
    case .named(let name, _): return name.arity
    }
  }

  /// `addChild(_:)` or `addChildViewController:` as written, for messages.
  var written: String {
    switch form {
    case .swift(let labels): return base + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    case .objc(_, _, let selector): return selector
    case .named(_, let written): return written
    }
  }
}
