import Simulation

extension Interpreter {
  // MARK: - Matching a call to a UIKit signature

  /// The UIKit method a call names on this receiver, if any (labels, defaults and trailing
  /// closures as Swift allows them; selectors exactly as Objective-C writes them).
  func uikitSignature(_ site: CallSite, _ args: CallArguments, receiver: Value) -> UIKitSignature? {
    uikitMatch(site, args, receiver: receiver)?.signature
  }

  /// `uikitSignature`, with the arguments bound to the parameters. Matches are kept by how the
  /// call is written: a call written as one before finds its match in one lookup.
  func uikitMatch(_ site: CallSite, _ args: CallArguments, receiver: Value) -> UIKitMatch? {
    let kinds = receiverKinds(receiver)
    guard !kinds.isEmpty else { return nil }
    let shape = UIKitCallShape(
      dialect: site.dialect,
      name: site.dialect == .swift || site.arity == 0 ? site.base : site.written,
      labels: args.labels, count: args.count,
      trailingClosures: args.hasTrailingClosure ? args.trailingClosureCount : 0,
      kinds: kinds.rawValue)
    if let kept = uikitMatches[shape] { return kept }
    let match = findMatch(shape.name, site, args, kinds)
    uikitMatches.keep(match, for: shape)
    return match
  }

  /// Looks through the signatures for the first one the call names and fits.
  private func findMatch(
    _ name: String, _ site: CallSite, _ args: CallArguments, _ kinds: ReceiverKinds
  ) -> UIKitMatch? {
    switch site.dialect {
    case .objc:
      guard
        let signature = UIKitSignatures.byObjCSelector[name]?.first(where: {
          kinds.contains($0.receiver)
        })
      else { return nil }
      return UIKitMatch(signature: signature, binding: bindObjC(signature, args), legacy: nil)
    case .swift:
      // Of the overloads a call fits, the one that leaves fewest parameters to their defaults,
      // as Swift ranks them (`animate(withDuration:animations:)` over the form with a completion).
      var best: UIKitMatch?
      var bestDefaults = Int.max
      for signature in UIKitSignatures.bySwiftBase[name] ?? []
      where kinds.contains(signature.receiver) {
        guard let spelled = bindSwiftSpelling(signature, name, args) else { continue }
        let defaults = spelled.binding.filter { $0 == nil }.count
        if defaults < bestDefaults {
          best = UIKitMatch(signature: signature, binding: spelled.binding, legacy: spelled.legacy)
          bestDefaults = defaults
        }
      }
      return best
    }
  }

  /// The match of a call to a signature already chosen (`super`'s callbacks).
  private func match(_ signature: UIKitSignature, _ site: CallSite, _ args: CallArguments)
    -> UIKitMatch
  {
    guard site.dialect == .swift else {
      return UIKitMatch(signature: signature, binding: bindObjC(signature, args), legacy: nil)
    }
    let spelled = bindSwiftSpelling(signature, site.base, args)
    return UIKitMatch(signature: signature, binding: spelled?.binding, legacy: spelled?.legacy)
  }

  /// The receiver kinds a value answers as.
  func receiverKinds(_ receiver: Value) -> ReceiverKinds {
    switch receiver {
    case .controller(let id, _):
      switch world.controllers[id.index].kind {
      case .navigation: return ReceiverKinds(.controller, .navigation)
      case .tabBar: return ReceiverKinds(.controller, .tabBar)
      case .split: return ReceiverKinds(.controller, .split)
      case .page: return ReceiverKinds(.controller, .page)
      default: return ReceiverKinds(.controller)
      }
    case .view(let id, _):
      if id == world.window { return ReceiverKinds(.view, .window) }
      // The field read in place: `world.view(id)` copies the whole record.
      switch world.views[id.index].kind {
      case .scroll: return ReceiverKinds(.view, .scroll)
      case .stack: return ReceiverKinds(.view, .stack)
      case .activityIndicator: return ReceiverKinds(.view, .activityIndicator)
      case .window: return ReceiverKinds(.view, .window)
      default: return ReceiverKinds(.view)
      }
    case .type(let name):
      if name == "NSLayoutConstraint" { return ReceiverKinds(.constraintType) }
      return classes.isViewClass(name) ? ReceiverKinds(.viewType) : ReceiverKinds()
    default: return ReceiverKinds()
    }
  }

  /// Matches Swift arguments to parameters: labels in order, defaults skipped, a trailing
  /// closure taking the next closure parameter. Returns the argument index for each parameter.
  func bindSwift(_ signature: UIKitSignature, _ base: String, _ args: CallArguments) -> [Int?]? {
    bindSwiftSpelling(signature, base, args)?.binding
  }

  /// `bindSwift`, with the older name the call used (nil when it used today's).
  func bindSwiftSpelling(_ signature: UIKitSignature, _ base: String, _ args: CallArguments)
    -> (binding: [Int?], legacy: (base: String, labels: [String?])?)?
  {
    if base == signature.swiftBase,
      let binding = bind(signature, labels: signature.labels, args)
    {
      return (binding, nil)
    }
    for (legacyBase, labels) in signature.legacySwift
    where legacyBase == base && labels.count == signature.parameters.count {
      if let binding = bind(signature, labels: labels, args) {
        return (binding, (legacyBase, labels))
      }
    }
    return nil
  }

  private func bind(_ signature: UIKitSignature, labels: [String?], _ args: CallArguments)
    -> [Int?]?
  {
    bindArguments(
      labels: labels, hasDefault: signature.hasDefault, takesClosure: signature.takesClosure, args)
  }

  /// Matches Objective-C keyword arguments to parameters by selector piece.
  private func bindObjC(_ signature: UIKitSignature, _ args: CallArguments) -> [Int?]? {
    var result: [Int?] = Array(repeating: nil, count: signature.parameters.count)
    var parameter = 0
    for (index, label) in args.labels.enumerated() {
      guard let label else { return nil }
      while parameter < signature.objcPieces.count, signature.objcPieces[parameter] != label {
        guard signature.parameters[parameter].defaultValue != nil else { return nil }
        parameter += 1
      }
      guard parameter < signature.parameters.count else { return nil }
      result[parameter] = index
      parameter += 1
    }
    for index in result.indices where result[index] == nil {
      guard signature.parameters[index].defaultValue != nil else { return nil }
    }
    return result
  }

  /// The arguments for each parameter, defaults filled in and values checked.
  func arguments(for signature: UIKitSignature, _ site: CallSite, _ args: CallArguments, _ env: Env)
    throws -> [Value]
  {
    try arguments(for: match(signature, site, args), site, args, env)
  }

  /// The arguments for each parameter of a matched call, defaults filled in and values checked.
  func arguments(for match: UIKitMatch, _ site: CallSite, _ args: CallArguments, _ env: Env)
    throws -> [Value]
  {
    let signature = match.signature
    if let legacy = match.legacy, let binding = match.binding {
      // Both names as this call spells them: the parameters it gave, defaults left out.
      let given = signature.parameters.indices.filter { binding[$0] != nil }
      noteLegacyCall(
        signature, written: legacy.base, labels: given.map { legacy.labels[$0] },
        current: given.map { signature.labels[$0] }, site, env)
    }
    guard let binding = match.binding else {
      throw error(
        .wrongArguments(site.written, signature.spelling.swiftName, signature.objcSelector),
        site.nameRange, env)
    }
    if takesAsGiven(signature, binding, args) { return args.values }
    var values: [Value] = []
    values.reserveCapacity(binding.count)
    for (index, parameter) in signature.parameters.enumerated() {
      guard let argument = binding[index] else {
        switch parameter.defaultValue {
        case .noOptions: values.append(.options([]))
        case .nilBlock: values.append(.nilValue)
        case .zero: values.append(.double(0))
        case nil: values.append(.nilValue)
        }
        continue
      }
      values.append(
        try coerce(args.values[argument], to: parameter.type, args.ranges[argument], env))
    }
    return values
  }

  /// Whether every argument goes, in order, to its parameter as it is: then the arguments are
  /// the values, with no list made of them.
  private func takesAsGiven(_ signature: UIKitSignature, _ binding: [Int?], _ args: CallArguments)
    -> Bool
  {
    guard binding.count == args.count else { return false }
    for (index, parameter) in signature.parameters.enumerated() {
      guard binding[index] == index, Self.accepts(parameter.type, args.values[index]) else {
        return false
      }
    }
    return true
  }

  /// Whether a parameter takes a value as it is, with nothing to convert or check.
  private static func accepts(_ type: ParameterType, _ value: Value) -> Bool {
    switch (type, value) {
    case (.controller, .controller), (.optionalController, .controller),
      (.optionalController, .nilValue), (.view, .view), (.bool, .bool), (.options, .options),
      (.block, .closure), (.optionalBlock, .closure), (.optionalBlock, .nilValue), (.any, _),
      (.size, .size), (.orientation, .orientation), (.integer, .int), (.point, .point),
      (.optionalVoidBlock, .closure), (.optionalVoidBlock, .nilValue):
      return true
    default:
      return false
    }
  }

  /// Converts an argument to what the parameter takes, or reports the mismatch.
  func coerce(_ value: Value, to type: ParameterType, _ range: SourceRange, _ env: Env) throws
    -> Value
  {
    if Self.accepts(type, value) { return value }
    if case .typedNumber(_, let raw) = value { return try coerce(raw, to: type, range, env) }
    switch (type, value) {
    case (.constraint, _) where constraintID(value) != nil:
      return value
    case (.constraintArray, .array(let items)):
      for item in items where constraintID(item) == nil {
        throw error(.typeMismatch(item.typeName(in: world), "NSLayoutConstraint"), range, env)
      }
      return value
    case (.bool, .int(let number)):
      return .bool(number != 0)
    case (.number, .int(let number)):
      return .double(Double(number))
    case (.number, .double):
      return value
    case (.options, .int(0)), (.options, .nilValue):
      return .options([])
    case (.options, .array(let items)):
      if let options = Self.optionSet(fromArray: items, type: nil) { return options }
      let item = items.first { if case .options = $0 { false } else { true } } ?? value
      throw error(.typeMismatch(item.typeName(in: world), type.name), range, env)
    case (.controllerArray, .array(let items)):
      for item in items {
        guard case .controller = item else {
          throw error(.typeMismatch(item.typeName(in: world), "UIViewController"), range, env)
        }
      }
      return value
    case (.controller, .nilValue), (.view, .nilValue):
      throw error(.unexpectedNil(type.name), range, env)
    default:
      throw error(.typeMismatch(value.typeName(in: world), type.name), range, env)
    }
  }
}
