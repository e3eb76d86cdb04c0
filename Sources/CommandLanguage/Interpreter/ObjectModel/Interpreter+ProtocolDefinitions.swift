import Simulation
import UIKitSurface

extension Interpreter {
  // MARK: - Protocols

  /// Records a protocol: what it inherits, and whether only classes may adopt it (an
  /// Objective-C protocol, one bound to `AnyObject`, or one with `@objc optional` members).
  func defineProtocol(_ declaration: ProtocolDecl, _ env: Env) throws {
    if !env.context.isTopLevel {
      throw error(.nestedClass(declaration.name), declaration.nameRange, env)
    }
    let hasOptional = declaration.requirements.contains {
      if case .function(let function) = $0.kind { return function.isOptionalRequirement }
      return false
    }
    let classBound =
      declaration.dialect == .objc || hasOptional
      || declaration.inherited.contains {
        ["AnyObject", "class", "NSObject", "NSObjectProtocol"].contains($0)
      }
    var info = ProtocolInfo(
      name: declaration.name, inherited: declaration.inherited, isClassBound: classBound)
    for requirement in declaration.requirements {
      if case .variable(let variable) = requirement.kind, variable.dialect == .objc,
        variable.isProperty
      {
        info.objcProperties.append(variable)
        continue
      }
      guard case .function(let function) = requirement.kind, !function.isProperty,
        !function.isInitializer
      else { continue }
      let labels = function.parameters.map(\.label)
      let swiftName = MethodNaming.swiftName(base: function.baseName, labels: labels)
      if function.isOptionalRequirement {
        info.optionalMethods.insert(swiftName)
        continue
      }
      info.requiredMethods.append(
        RequiredMethod(
          swiftName: swiftName,
          selector: function.selector
            ?? MethodNaming.exportedSelector(base: function.baseName, labels: labels)))
    }
    classes.declareProtocol(info)
  }

  /// A class that claims a protocol must implement its required methods: Swift refuses the
  /// class; clang warns at the `@implementation`.
  func checkConformance(of declaration: ClassDecl, _ env: Env) throws {
    let name = declaration.name
    let isObjC = declaration.kind == .objcImplementation
    guard declaration.kind == .classType || declaration.kind == .structType || isObjC else {
      return
    }
    for protocolName in classes.adoptedProtocols(name) {
      guard let info = classes.protocols[protocolName] else { continue }
      if isObjC {
        try implementProtocolProperties(of: info, in: declaration, env)
      }
      for required in info.requiredMethods {
        let found =
          classes.method(required.swiftName, dialect: .swift, from: name) != nil
          || classes.method(required.selector, dialect: .objc, from: name) != nil
        guard !found else { continue }
        if isObjC {
          log(
            Diagnostic(
              .warning, .runtime(.protocolMethodNotImplemented(required.selector, protocolName)),
              at: declaration.nameRange), env.unit)
          continue
        }
        var failure = error(.doesNotConform(name, protocolName), declaration.nameRange, env)
        failure.diagnostic.notes.append(.runtime(.protocolRequires(required.swiftName)))
        throw failure
      }
    }
  }

  /// clang does not synthesize a property a protocol declares: the `@implementation` gets it
  /// by `@synthesize` or `@dynamic`; without them, or the class's own declaration or getter,
  /// clang warns about a required one and the accessors are missing at run time.
  private func implementProtocolProperties(
    of info: ProtocolInfo, in declaration: ClassDecl, _ env: Env
  ) throws {
    let name = declaration.name
    for property in info.objcProperties {
      guard classes.property(property.name, from: name) == nil else { continue }
      let accessors = property.objcAccessors
      let implemented = [accessors.getter] + (accessors.setter.map { [$0] } ?? [])
      let hasGetter = classes.method(accessors.getter, dialect: .objc, from: name) != nil
      // Accessors the class writes itself make the property, with no instance variable read.
      if classes.existing(name)?.synthesized[property.name] != nil
        || implemented.allSatisfy({ classes.method($0, dialect: .objc, from: name) != nil })
      {
        try defineObjCProperty(property, in: name, env)
        continue
      }
      guard !property.isOptionalRequirement, !hasGetter else { continue }
      log(
        Diagnostic(
          .warning, .runtime(.protocolPropertyNotSynthesized(property.name, info.name)),
          at: declaration.nameRange), env.unit)
    }
  }
}
