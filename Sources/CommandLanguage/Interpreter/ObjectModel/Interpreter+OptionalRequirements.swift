import Simulation

extension ClassTable {
  /// Whether a protocol declares an `optional` method of this Swift name (`pager(didShow:)`).
  func declaresOptionalMethod(_ swiftName: String) -> Bool {
    protocols.values.contains { $0.optionalMethods.contains(swiftName) }
  }
}

extension Interpreter {
  /// `delegate?.pager?(didShow: i)`: an optional protocol method runs only when the receiver
  /// implements it; otherwise the chain ends in nil, with no call. Nil when the name is no
  /// protocol's optional method, so the callee is read as a value (`self.handler?(x)`).
  func optionalRequirementCall(
    _ base: Expr, _ name: String, _ nameRange: SourceRange, _ arguments: [Argument],
    _ range: SourceRange, _ env: Env, slot: Int, nameHint: String?
  ) throws -> Value? {
    let swiftName = MethodNaming.swiftName(base: name, labels: arguments.map(\.label))
    guard classes.declaresOptionalMethod(swiftName) else { return nil }
    let receiver = try eval(base, env)
    if receiver.isNil { throw OptionalChainEnd() }
    guard let className = className(of: receiver),
      classes.method(swiftName, dialect: .swift, from: className) != nil
    else {
      throw OptionalChainEnd()
    }
    let args = try evaluate(arguments, trailing: trailingClosureCount(arguments), .swift, env)
    let site = CallSite(swiftBase: name, labels: args.labels, range: range, nameRange: nameRange)
    return try send(receiver, site, args, env, slot: slot, nameHint: nameHint, mutating: base)
  }
}
