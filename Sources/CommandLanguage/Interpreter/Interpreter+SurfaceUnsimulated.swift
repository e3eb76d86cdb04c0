import Simulation

extension Interpreter {
  /// The diagnostic for a call of a member real UIKit has but containrepl does not simulate
  /// (`UIKitSurface.unsimulatedMembers`): `unsupported:` when the call fits it, the compiler's
  /// error naming it when the arguments do not; nil when UIKit has no member of that name.
  func unsimulatedCall(
    _ receiver: Value, _ site: CallSite, _ args: CallArguments, _ env: Env, implicitSelf: Bool
  ) -> RuntimeError? {
    // `UITapGestureRecognizer(target:action:)`: an initialiser of a class UIKit has.
    if implicitSelf, UIKitSurface.unsimulatedClasses.contains(site.base) {
      return error(.notSimulated(site.base), site.nameRange, env)
    }
    let candidates = unsimulatedMembers(of: receiver)
    guard !candidates.isEmpty else { return nil }
    func unsupported(_ member: UIKitUnsimulatedMember) -> RuntimeError {
      error(.notSimulated(member.displayName(site.dialect)), site.nameRange, env)
    }
    if site.dialect == .objc {
      let methods = candidates.filter { !$0.isProperty }
      if let member = methods.first(where: { $0.selector == site.written }) {
        return unsupported(member)
      }
      if let member = propertyMessage(site, args, among: candidates) { return unsupported(member) }
      // The selector's first piece is a method's: the compiler's error, with the full selector.
      guard let near = methods.first(where: { $0.selector.prefix { $0 != ":" } == site.base })
      else { return nil }
      return error(
        .unknownSelector(receiver.typeName(in: world), site.written), site.nameRange, env,
        suggestion: near.selector)
    }
    let methods = candidates.filter { !$0.isProperty && $0.swiftBase == site.base }
    guard let first = methods.first else { return nil }
    for member in methods {
      let labels = member.swiftLabels
      if bindArguments(
        labels: labels, hasDefault: labels.map { member.defaulted.contains($0 ?? "_") },
        takesClosure: labels.map(UIKitUnsimulatedMember.takesClosure), args) != nil
      {
        return unsupported(member)
      }
    }
    return error(
      .wrongArguments(site.written, first.swiftName, first.selector), site.nameRange, env)
  }

  /// The diagnostic for reading or setting a property real UIKit has but containrepl does not
  /// simulate; nil when UIKit has no property of that name.
  func unsimulatedProperty(_ name: String, of receiver: Value, _ range: SourceRange, _ env: Env)
    -> RuntimeError?
  {
    let dialect = dialect(of: env)
    // Objective-C's dot syntax takes the property's name or its getter (`selected`,
    // `isSelected`); Swift only its own name.
    let member = unsimulatedMembers(of: receiver).first {
      $0.isProperty && ($0.swiftName == name || (dialect == .objc && $0.selector == name))
    }
    return member.map { error(.notSimulated($0.displayName(dialect)), range, env) }
  }

  /// The names of the unsimulated methods (or properties) a receiver answers, for "did you
  /// mean": Swift base names, or selectors in Objective-C.
  func unsimulatedNames(of receiver: Value, _ dialect: Dialect, properties: Bool) -> [String] {
    unsimulatedMembers(of: receiver).filter { $0.isProperty == properties }.map {
      properties ? $0.swiftName : dialect == .objc ? $0.selector : $0.swiftBase
    }
  }

  /// The unsimulated members a receiver answers: an instance's, or a class's own for a type.
  private func unsimulatedMembers(of receiver: Value) -> [UIKitUnsimulatedMember] {
    let chain: [String]
    let isType: Bool
    if case .type(let typeName) = receiver {
      chain = classes.chain(typeName)
      isType = true
    } else if let className = className(of: receiver) {
      chain = classes.chain(className)
      isType = false
    } else {
      return []
    }
    // An initialiser is called on the class in Swift, and on what `alloc` made in Objective-C.
    return chain.flatMap { UIKitSurface.unsimulatedByOwner[$0] ?? [] }.filter {
      $0.isClassMember == isType || (isType && $0.swiftBase == "init")
    }
  }

  /// A property spelled as a message in Objective-C: `[vc navigationItem]`,
  /// `[button setSelected:YES]`.
  private func propertyMessage(
    _ site: CallSite, _ args: CallArguments, among candidates: [UIKitUnsimulatedMember]
  ) -> UIKitUnsimulatedMember? {
    let properties = candidates.filter(\.isProperty)
    if args.count == 0 {
      return properties.first { $0.selector == site.written || $0.swiftName == site.written }
    }
    guard args.count == 1, site.pieces.count == 1, site.base.hasPrefix("set"),
      site.base.count > 3
    else { return nil }
    let name = Constants.lowerFirst(String(site.base.dropFirst(3)))
    return properties.first { $0.selector == name }
  }
}
