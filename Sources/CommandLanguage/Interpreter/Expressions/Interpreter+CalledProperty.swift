import Simulation

extension Interpreter {
  /// A Swift call of something that is a property (`view.bounds()`): swiftc's error, naming
  /// the property's type, with its fix-it when the parentheses are empty. Nil when the name is
  /// no property of the receiver.
  func calledProperty(_ receiver: Value, _ site: CallSite, _ args: CallArguments, _ env: Env)
    -> RuntimeError?
  {
    let typeName: String
    if let className = className(of: receiver),
      let info = classes.property(site.base, from: className)
    {
      // The declared type: a computed property's getter must not run to name it.
      guard let type = info.type else { return nil }
      typeName = type.isOptional ? type.name + "?" : type.name
    } else if isUIKitProperty(site.base, of: receiver), !isUserProperty(site.base, of: receiver) {
      // Read it as a check would: no view loads.
      let wasInspecting = isInspecting
      isInspecting = true
      defer { isInspecting = wasInspecting }
      guard let value = try? property(site.base, of: receiver, site.nameRange, env) else {
        return nil
      }
      typeName = value.typeName(in: world)
    } else {
      return nil
    }
    var diagnostic = Diagnostic(.runtime(.notCallable(typeName)), at: site.nameRange)
    let parentheses = SourceRange(start: site.nameRange.end, end: site.range.end)
    if args.count == 0, env.unit.text.slice(parentheses) == "()" {
      diagnostic.fixIt = .remove(parentheses)
    }
    return RuntimeError(diagnostic: diagnostic, unit: env.unit)
  }
}

extension Interpreter {
  /// A Swift type name alone where a value is stored (`b = UIViewController`): swiftc's error,
  /// with its fix-it to construct one (`UIViewController.self` names the type itself).
  func refuseBareType(_ expression: Expr, _ value: Value, _ env: Env) throws {
    guard case .identifier = expression.kind, case .type = value else { return }
    var diagnostic = Diagnostic(.runtime(.bareType), at: expression.range)
    diagnostic.fixIt = .insert("()", at: expression.range.end)
    throw RuntimeError(diagnostic: diagnostic, unit: env.unit)
  }
}
