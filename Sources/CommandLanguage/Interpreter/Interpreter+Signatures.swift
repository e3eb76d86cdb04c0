import Simulation

extension Interpreter {
  // MARK: - Matching a call to a UIKit signature

  /// The UIKit method a call names on this receiver, if any (labels, defaults and trailing
  /// closures as Swift allows them; selectors exactly as Objective-C writes them).
  func uikitSignature(_ site: CallSite, _ args: CallArguments, receiver: Value) -> UIKitSignature? {
    let kinds = receiverKinds(receiver)
    guard !kinds.isEmpty else { return nil }
    switch site.dialect {
    case .objc:
      let selector = site.arity == 0 ? site.base : site.written
      return UIKitSignatures.byObjCSelector[selector]?.first { kinds.contains($0.receiver) }
    case .swift:
      let candidates = UIKitSignatures.bySwiftBase[site.base] ?? []
      return candidates.first { signature in
        kinds.contains(signature.receiver) && bindSwift(signature, site.base, args) != nil
      }
    }
  }

  /// The receiver kinds a value answers as.
  func receiverKinds(_ receiver: Value) -> ReceiverKinds {
    switch receiver {
    case .controller(let id, _):
      switch world.controllers[id.index].kind {
      case .navigation: return ReceiverKinds(.controller, .navigation)
      case .split: return ReceiverKinds(.controller, .split)
      default: return ReceiverKinds(.controller)
      }
    case .view(let id, _):
      if id == world.window { return ReceiverKinds(.view, .window) }
      switch world.view(id).kind {
      case .scroll: return ReceiverKinds(.view, .scroll)
      case .stack: return ReceiverKinds(.view, .stack)
      case .activityIndicator: return ReceiverKinds(.view, .activityIndicator)
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
      let binding = bind(signature.parameters, labels: signature.labels, args)
    {
      return (binding, nil)
    }
    for (legacyBase, labels) in signature.legacySwift
    where legacyBase == base && labels.count == signature.parameters.count {
      if let binding = bind(signature.parameters, labels: labels, args) {
        return (binding, (legacyBase, labels))
      }
    }
    return nil
  }

  private func bind(_ parameters: [UIKitParameter], labels: [String?], _ args: CallArguments)
    -> [Int?]?
  {
    bindArguments(
      labels: labels, hasDefault: parameters.map { $0.defaultValue != nil },
      takesClosure: parameters.map {
        $0.type == .block || $0.type == .optionalBlock || $0.type == .optionalVoidBlock
      }, args)
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
    var binding: [Int?]?
    if site.dialect == .swift {
      let spelled = bindSwiftSpelling(signature, site.base, args)
      binding = spelled?.binding
      if let legacy = spelled?.legacy {
        // Both names as this call spells them: the parameters it gave, defaults left out.
        let given = signature.parameters.indices.filter { spelled?.binding[$0] != nil }
        noteLegacyCall(
          signature, written: legacy.base, labels: given.map { legacy.labels[$0] },
          current: given.map { signature.labels[$0] }, site, env)
      }
    } else {
      binding = bindObjC(signature, args)
    }
    guard let binding else {
      throw error(
        .wrongArguments(site.written, signature.spelling.swiftName, signature.objcSelector),
        site.nameRange, env)
    }
    var values: [Value] = []
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

  /// Converts an argument to what the parameter takes, or reports the mismatch.
  func coerce(_ value: Value, to type: ParameterType, _ range: SourceRange, _ env: Env) throws
    -> Value
  {
    switch (type, value) {
    case (.controller, .controller), (.optionalController, .controller),
      (.optionalController, .nilValue), (.view, .view), (.bool, .bool), (.options, .options),
      (.block, .closure), (.optionalBlock, .closure), (.optionalBlock, .nilValue), (.any, _),
      (.size, .size), (.orientation, .orientation), (.integer, .int), (.point, .point),
      (.optionalVoidBlock, .closure), (.optionalVoidBlock, .nilValue):
      return value
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
      var names: [String] = []
      for item in items {
        guard case .options(let more) = item else {
          throw error(.typeMismatch(item.typeName(in: world), type.name), range, env)
        }
        names += more.filter { !names.contains($0) }
      }
      return .options(names)
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
