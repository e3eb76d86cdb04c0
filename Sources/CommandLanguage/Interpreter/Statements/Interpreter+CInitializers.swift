extension Interpreter {
  /// clang's errors for a C or Objective-C declaration whose initial value cannot convert to its
  /// type: a non-zero integer literal for an object pointer (disallowed under ARC), an object for
  /// an integer or floating-point variable. `BOOL` takes a pointer as C does (`YES` when not
  /// nil): the value the variable starts with is returned.
  func checkCInitializer(_ initializer: Expr, _ value: Value, _ type: TypeRef, _ env: Env) throws
    -> Value
  {
    guard !type.isFunction else { return value }
    if type.isOptional || type.name == "id" {
      var literal = initializer
      while case .parenthesized(let inner) = literal.kind { literal = inner }
      guard case .intLiteral(let number) = literal.kind else { return value }
      // `0` is the null pointer constant: nil.
      if number == 0 { return .nilValue }
      let pointer =
        type.name == "id"
        ? "id"
        : type.name + (type.protocols.isEmpty ? "" : "<\(type.protocols.joined(separator: ", "))>")
          + " *"
      throw error(.integerToObject(integer: "int", pointer: pointer), initializer.range, env)
    }
    guard let pointer = objectPointerType(of: value) else { return value }
    if type.name == "BOOL" || type.name == "bool" { return .bool(true) }
    guard let aka = Self.cNumberTypes[type.name] else { return value }
    let spelling = "'\(type.name)'" + (aka.map { " (aka '\($0)')" } ?? "")
    throw error(
      .objectToNumber(
        number: spelling, pointer: pointer, floating: Self.cFloatingTypes.contains(type.name)),
      initializer.range, env)
  }

  /// The Objective-C pointer type of a value that is an object, as clang names an
  /// expression's type (`NSString *`); nil for numbers and structures.
  private func objectPointerType(of value: Value) -> String? {
    if let foundation = Self.foundationClass(of: value) { return foundation + " *" }
    switch value {
    case .object, .controller, .view: return className(of: value).map { $0 + " *" }
    default: return nil
    }
  }

  /// C's number types, with the type a typedef stands for on 64-bit iOS (clang's "aka").
  static let cNumberTypes: [String: String?] = [
    "NSInteger": "long", "NSUInteger": "unsigned long", "CGFloat": "double",
    "NSTimeInterval": "double", "int": nil, "long": nil, "short": nil, "char": nil,
    "double": nil, "float": nil, "unsigned": nil, "int32_t": "int", "int64_t": "long long",
    "uint32_t": "unsigned int", "uint8_t": "unsigned char", "size_t": "unsigned long",
  ]

  static let cFloatingTypes: Set<String> = ["CGFloat", "NSTimeInterval", "double", "float"]
}
