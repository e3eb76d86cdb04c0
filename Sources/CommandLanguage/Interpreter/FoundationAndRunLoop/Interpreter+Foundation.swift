import Simulation

/// One observer registered with the notification center.
struct NotificationObserver {
  enum Action {
    case block(Closure)
    case message(target: Value, selector: String)
  }

  /// The notification name it listens to (nil: every notification).
  let name: String?
  /// The object it listens to (nil: any sender).
  let sender: Value?
  let action: Action
  /// The token `addObserver(forName:…)` returned, or the target, for removal.
  let token: Value
}

extension Interpreter {
  /// The singletons Foundation's classes hand out: `NotificationCenter.default`,
  /// `UserDefaults.standard` (and their Objective-C spellings).
  /// (`NSNotificationCenter` names the class `NotificationCenter` in either language, so the
  /// Objective-C selector is recognised by the dialect.)
  func foundationSingleton(_ typeName: String, _ name: String, _ dialect: Dialect) -> Value? {
    let objc = dialect == .objc
    switch (typeName, name) {
    case ("NotificationCenter", "default") where !objc,
      ("NotificationCenter", "defaultCenter") where objc,
      ("NSNotificationCenter", "defaultCenter"):
      return singleton("NotificationCenter", name: "NotificationCenter.default")
    case ("UserDefaults", "standard") where !objc,
      ("UserDefaults", "standardUserDefaults") where objc,
      ("NSUserDefaults", "standardUserDefaults"):
      return singleton("UserDefaults", name: "UserDefaults.standard")
    case ("Notification", "Name"), ("NSNotification", "Name"):
      return .type("Notification.Name")
    default: return nil
    }
  }

  func singleton(_ className: String, name: String) -> Value {
    if let instance = foundationObjects[className] { return .object(instance) }
    let instance = makeObject(className: className, name: name)
    foundationObjects[className] = instance
    return .object(instance)
  }

  /// The base names of the KVO calls `foundationCall` answers for any receiver.
  private static let foundationBases: Set<String> = ["addObserver", "invalidate", "removeObserver"]

  /// A call on the notification center, on the user defaults, or KVO registration; nil for
  /// any other call.
  func foundationCall(
    _ receiver: Value, _ site: CallSite, _ args: CallArguments, _ env: Env, slot: Int
  ) throws -> Value? {
    // The exact name, built once and only for the base names the tests below can match.
    let key = Self.foundationBases.contains(site.base) ? site.key : ""
    if key == "addObserver(_:forKeyPath:options:context:)"
      || key == "addObserver:forKeyPath:options:context:"
    {
      let key: String
      if case .string(let text) = args.values[1] { key = text } else { key = "?" }
      noteObservation(key, site, env)
      return .void
    }
    // `observe(\.title) { … }`: the same note; the observation object it returns does nothing.
    if site.dialect == .swift, site.base == "observe", let path = keyPath(args.values.first),
      args.labels.dropFirst().allSatisfy({ $0 == nil || $0 == "options" || $0 == "changeHandler" })
    {
      noteObservation(path, site, env)
      return .object(makeObject(className: "NSKeyValueObservation", name: "observation"))
    }
    if case .object(let instance) = receiver, instance.className == "NSKeyValueObservation",
      key == "invalidate()"
    {
      return .void
    }
    if key == "removeObserver(_:forKeyPath:)" || key == "removeObserver:forKeyPath:" {
      return .void
    }
    guard case .object(let instance) = receiver else { return nil }
    switch instance.className {
    case "NotificationCenter":
      var site = site
      if site.dialect == .swift, args.hasTrailingClosure, site.base == "addObserver" {
        site = CallSite(
          swiftBase: site.base, labels: Array(args.labels.dropLast()) + ["using"],
          range: site.range, nameRange: site.nameRange)
      }
      return try notificationCall(site, args, env, slot: slot)
    case "UserDefaults": return defaultsCall(site, args)
    default: return nil
    }
  }

  private func notificationCall(
    _ site: CallSite, _ args: CallArguments, _ env: Env, slot: Int
  ) throws -> Value? {
    func name(_ index: Int) -> String? { args.values[index].text }
    func sender(_ index: Int) -> Value? { args.values[index].isNil ? nil : args.values[index] }
    switch site.key {
    case "addObserver(forName:object:queue:using:)", "addObserverForName:object:queue:usingBlock:":
      guard case .closure(let closure) = args.values[3] else { return nil }
      let token = Value.object(makeObject(className: "NSObject", name: "observer"))
      observers.append(
        NotificationObserver(
          name: name(0), sender: sender(1), action: .block(closure), token: token))
      return token
    case "addObserver(_:selector:name:object:)", "addObserver:selector:name:object:":
      guard case .selector(let selector) = args.values[1] else { return nil }
      observers.append(
        NotificationObserver(
          name: name(2), sender: sender(3),
          action: .message(target: args.values[0], selector: selector), token: args.values[0]))
      return .void
    case "post(name:object:)", "post(name:object:userInfo:)", "postNotificationName:object:",
      "postNotificationName:object:userInfo:":
      try post(
        name(0) ?? "", sender: args.values[1],
        userInfo: args.count > 2 ? args.values[2] : .nilValue,
        site, env, slot: slot)
      return .void
    case "removeObserver(_:)", "removeObserver:":
      observers.removeAll { sameObject($0.token, args.values[0]) }
      return .void
    case "removeObserver(_:name:object:)", "removeObserver:name:object:":
      let removed = name(1)
      observers.removeAll {
        sameObject($0.token, args.values[0]) && (removed == nil || $0.name == removed)
      }
      return .void
    default:
      return nil
    }
  }

  /// The one-line note that key-value observation is registered but not simulated.
  private func noteObservation(_ key: String, _ site: CallSite, _ env: Env) {
    var note = Diagnostic(.note, .runtime(.observationNotSimulated(key)), at: site.nameRange)
    note.isBrief = true
    log(note, env.unit)
  }

  /// A Swift key path as a value (`\.title`, `\UIViewController.title`): an object that
  /// knows its path, which `observe(_:options:changeHandler:)` takes.
  /// `\.title` passed where a function is expected: the function `{ $0.title }`, as Swift
  /// converts a key path (`pages.map(\.title)`); nil for any other value.
  func keyPathFunction(_ value: Value, _ range: SourceRange, _ env: Env) throws -> Value? {
    guard let path = keyPath(value) else { return nil }
    var body = Expr(.identifier("$0"), range: range)
    for name in path.split(separator: ".") {
      body = Expr(
        .member(body, name: String(name), nameRange: range, optional: false), range: range)
    }
    let closure = ClosureExpr(
      parameters: nil, body: [Stmt(.expression(body), range: range)], dialect: .swift)
    return try eval(Expr(.closure(closure), range: range), env)
  }

  func keyPathValue(root: String?, path: [String]) -> Value {
    let text = path.joined(separator: ".")
    let instance = makeObject(className: "KeyPath", name: "\\" + (root ?? "") + "." + text)
    instance.storage.slots["path"] = .strong(.string(text))
    return .object(instance)
  }

  /// The path of a key path value (`title`), or nil for any other value.
  func keyPath(_ value: Value?) -> String? {
    guard case .object(let instance)? = value, instance.className == "KeyPath",
      case .strong(.string(let path))? = instance.storage.slots["path"]
    else { return nil }
    return path
  }

  private func sameObject(_ a: Value, _ b: Value) -> Bool {
    switch (a, b) {
    case (.object(let x), .object(let y)): return x === y
    case (.controller(let x, _), .controller(let y, _)): return x == y
    case (.view(let x, _), .view(let y, _)): return x == y
    default: return false
    }
  }

  /// Delivers a notification to every matching observer, synchronously and in the order they
  /// registered, as `NotificationCenter.post` does.
  private func post(
    _ name: String, sender: Value, userInfo: Value, _ site: CallSite, _ env: Env, slot: Int
  ) throws {
    if slot >= 0 {
      world.fillLine(
        slot,
        .call(
          receiver: .typeName("NotificationCenter.default"),
          method: MethodSpelling(
            swift: "post", ["name", "object"], objc: ["postNotificationName", "object"]),
          arguments: [.string(name), sender.logValue(in: world)], family: nil))
    }
    let notification = makeObject(className: "Notification", name: "notification")
    // Swift's `notification.name` is a `Notification.Name`; Objective-C's an `NSString`.
    let typed = dialect(of: env) == .swift ? Self.typedDeclaration("NSNotification.Name") : nil
    notification.storage.slots["name"] = .strong(
      typed.map { UIKitSurface.typedNumber(.string(name), of: $0) } ?? .string(name))
    notification.storage.slots["object"] = .strong(sender)
    notification.storage.slots["userInfo"] = .strong(userInfo)
    for observer in observers where observer.name == nil || observer.name == name {
      if let expected = observer.sender, !sameObject(expected, sender) { continue }
      switch observer.action {
      case .block(let closure):
        _ = try invoke(closure, [.object(notification)], site.range, env)
      case .message(let target, let selector):
        let arity = selector.filter { $0 == ":" }.count
        let call = CallSite(unary: selector, dialect: .objc, range: site.range)
        let line = world.reserveLine()
        defer { closeCallLine(line) }
        _ = try perform(
          selector, on: target, arity > 0 ? [.object(notification)] : [], call, env, slot: line)
      }
    }
  }

  /// `UserDefaults`: values kept in memory for the session.
  private func defaultsCall(_ site: CallSite, _ args: CallArguments) -> Value? {
    func key(_ index: Int) -> String {
      if case .string(let text) = args.values[index] { return text }
      return ""
    }
    switch site.key {
    case "set(_:forKey:)", "setObject:forKey:", "setBool:forKey:", "setInteger:forKey:",
      "setDouble:forKey:", "setFloat:forKey:":
      defaults[key(1)] = args.values[0]
      return .void
    case "removeObject(forKey:)", "removeObjectForKey:":
      defaults[key(0)] = nil
      return .void
    case "object(forKey:)", "objectForKey:", "string(forKey:)", "stringForKey:",
      "array(forKey:)", "arrayForKey:", "dictionary(forKey:)", "dictionaryForKey:":
      return defaults[key(0)] ?? .nilValue
    case "bool(forKey:)", "boolForKey:":
      if case .bool(let flag)? = defaults[key(0)] { return .bool(flag) }
      if case .int(let number)? = defaults[key(0)] { return .bool(number != 0) }
      return .bool(false)
    case "integer(forKey:)", "integerForKey:":
      return .int(Int(convertingAsFoundation: defaults[key(0)]?.number ?? 0))
    case "double(forKey:)", "doubleForKey:", "float(forKey:)", "floatForKey:":
      return .double(defaults[key(0)]?.number ?? 0)
    case "synchronize()", "synchronize":
      return .bool(true)
    default:
      return nil
    }
  }
}

extension Int {
  /// A double as Foundation turns it into an integer (`integerValue`, `integer(forKey:)`) on an
  /// iPhone: truncated toward zero, saturated at the ends of the range (arm64's conversion), NaN
  /// as 0. Swift's own `Int(x)` traps instead, and the interpreter reports that as an error.
  init(convertingAsFoundation value: Double) {
    if value.isNaN {
      self = 0
    } else if value >= 9.223_372_036_854_775_807e18 {
      self = .max
    } else if value <= -9.223_372_036_854_775_808e18 {
      self = .min
    } else {
      self = Int(value)
    }
  }
}
