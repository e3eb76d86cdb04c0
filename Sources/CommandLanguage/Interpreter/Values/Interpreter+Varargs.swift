import Simulation

/// C's variable arguments (`<stdarg.h>`): a `va_list` holds the arguments after the last named
/// parameter that are still to be read, as one array; `va_start` fills it, each `va_arg` takes
/// the first, `va_copy` copies its position and `va_end` ends it. Passed to a function
/// (`NSLogv`, `initWithFormat:arguments:`), the list goes by value, as a copy of its position.
extension Interpreter {
  /// The names of `<stdarg.h>`'s macros, which read or write the list variable itself.
  static let varargsMacros: Set<String> = ["va_start", "va_arg", "va_end", "va_copy"]

  /// Runs `va_start`, `va_arg`, `va_end` or `va_copy` on the written arguments.
  func varargsMacro(
    _ name: String, _ arguments: [Argument], _ range: SourceRange, nameRange: SourceRange,
    _ env: Env
  ) throws -> Value {
    let expected = name == "va_end" ? 1 : 2
    guard arguments.count == expected else {
      throw error(.argumentCount(name, expected, arguments.count), nameRange, env)
    }
    let place = try resolve(arguments[0].value, env)
    let slot = world.reserveLine()
    defer { closeCallLine(slot) }
    switch name {
    case "va_start":
      // The parser refuses `va_start` outside a function declared with `...`.
      let passed = env.scope.binding(SyntaxParser.variadicArgumentsName)?.current
      try write(place, passed ?? .array([]), env, slot: slot)
      return .void
    case "va_copy":
      try write(place, try read(try resolve(arguments[1].value, env), env), env, slot: slot)
      return .void
    case "va_end":
      try write(place, .array([]), env, slot: slot)
      return .void
    default:
      guard case .array(let remaining) = try read(place, env) else {
        throw error(.notSimulated("va_arg before va_start"), range, env)
      }
      guard let first = remaining.first else {
        throw error(.notSimulated("va_arg past the last argument passed"), range, env)
      }
      try write(place, .array(Array(remaining.dropFirst())), env, slot: slot)
      return first
    }
  }
}
