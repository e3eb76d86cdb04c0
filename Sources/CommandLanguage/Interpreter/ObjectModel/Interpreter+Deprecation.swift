import Simulation

/// clang's `-Wdeprecated-declarations` for the user's own Objective-C methods: a method its
/// declaration marks deprecated (`__deprecated`, `DEPRECATED_ATTRIBUTE`,
/// `__attribute__((deprecated("…")))`, `NS_DEPRECATED_IOS(2_0, 7_0)`) is warned of at each call
/// site, at the selector: "'old' is deprecated", with ": message" or ": first deprecated in
/// iOS 7.0" when the declaration says so. A release-specific deprecation counts from that
/// release of `:ios` on, as the SDK's do; a call inside a deprecated method is not warned of.
extension Interpreter {
  /// Records a method's deprecation, from its declaration in an `@interface` or its
  /// implementation, and where the body of a deprecated method stands.
  func noteDeprecation(
    of declaration: FunctionDecl, inClass className: String?, _ env: Env, range: SourceRange
  ) {
    guard declaration.dialect == .objc, !declaration.isCFunction,
      let selector = declaration.selector
    else { return }
    let owner = className ?? world.className(of: selfController)
    let key = Self.deprecationKey(owner, selector, classSide: declaration.isClassMethod)
    if let deprecation = declaration.deprecation { deprecatedMethods[key] = deprecation }
    if declaration.body != nil, deprecatedMethods[key] != nil {
      deprecatedBodies.append((ObjectIdentifier(env.unit), range))
    }
  }

  /// Records a deprecated `@property`: its dot syntax, and its accessors' selectors.
  func noteDeprecation(
    of property: VariableDecl, accessors: (getter: String, setter: String?),
    inClass className: String
  ) {
    guard let deprecation = property.deprecation else { return }
    let side = property.attributes?.isClass ?? false
    for selector in ["." + property.name, accessors.getter] + (accessors.setter.map { [$0] } ?? [])
    {
      deprecatedMethods[Self.deprecationKey(className, selector, classSide: side)] = deprecation
    }
  }

  /// Warns of a call to a deprecated method, once per call site.
  func warnIfDeprecated(_ method: UserMethod, _ site: CallSite, _ env: Env) {
    let side = method.declaration.isClassMethod
    warn(method.selector, in: method.definingClass, classSide: side, at: site.nameRange, env)
  }

  /// Warns of a use of a deprecated property, once per use: clang names what the use names,
  /// the property for dot syntax (`pane.old = x`), the accessor for a message (`[pane
  /// setOld:x]` is 'setOld:').
  func warnIfDeprecated(_ property: PropertyInfo, _ range: SourceRange, _ env: Env) {
    let bytes = env.unit.text.bytes
    let written =
      range.start >= 0 && range.start < range.end && range.end <= bytes.count
      ? String(decoding: bytes[range.start..<range.end], as: UTF8.self) : property.name
    let name = written.hasSuffix(":") ? written : property.name
    warn(
      name, key: "." + property.name, in: property.definingClass, classSide: property.isStatic,
      at: range, env)
  }

  private func warn(
    _ name: String, key: String? = nil, in className: String, classSide: Bool,
    at range: SourceRange, _ env: Env
  ) {
    guard
      let deprecation = classes.chain(className).lazy.compactMap({
        self.deprecatedMethods[Self.deprecationKey($0, key ?? name, classSide: classSide)]
      }).first,
      deprecation.ios.map(isDeprecatedOnSimulatedIOS) ?? true
    else { return }
    let unit = ObjectIdentifier(env.unit)
    let offset = range.start
    guard
      !deprecatedBodies.contains(where: {
        $0.unit == unit && $0.range.start <= offset && offset < $0.range.end
      })
    else { return }
    noteOnce("deprecated-call:\(unit.hashValue):\(offset)", env) {
      Diagnostic(.warning, .runtime(.deprecatedMethod(name, deprecation.detail)), at: range)
    }
  }

  /// Whether `:ios` is the release a deprecation names (`7.0`) or a later one.
  private func isDeprecatedOnSimulatedIOS(_ release: String) -> Bool {
    let parts = release.split(separator: ".")
    guard let major = parts.first.flatMap({ Int($0) }) else { return true }
    let minor = parts.dropFirst().first.flatMap { Int($0) } ?? 0
    return world.iosVersion > major || (world.iosVersion == major && minor == 0)
  }

  private static func deprecationKey(_ owner: String, _ selector: String, classSide: Bool)
    -> String
  {
    owner + (classSide ? " +" : " -") + selector
  }
}
