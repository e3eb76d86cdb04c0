import UIKitSurface

extension Interpreter {
  /// The Foundation class a value stands for when Swift code calls a member its own Swift type
  /// lacks (`NSArray`'s `object(at:)`, `NSString`'s `uppercased`).
  static func foundationClass(of value: Value) -> String? {
    switch value {
    case .array: return "NSArray"
    case .mutableArray: return "NSMutableArray"
    case .dictionary: return "NSDictionary"
    case .mutableDictionary: return "NSMutableDictionary"
    case .set: return "NSSet"
    case .mutableSet: return "NSMutableSet"
    case .string: return "NSString"
    case .mutableString: return "NSMutableString"
    default: return nil
    }
  }

  /// A Swift call of a Foundation method (`object(at:)`, `componentsJoined(by:)`,
  /// `object(forKey:)`) as the message Swift sends: the row's selector, answered by the value as
  /// Objective-C's class answers it, so a bad index raises as it does there. Nil when no row
  /// declares the method or the value does not answer its selector.
  func foundationSpelledCall(
    _ receiver: Value, _ site: CallSite, _ args: CallArguments, _ env: Env, receiverExpr: Expr?
  ) throws -> Value? {
    guard site.dialect == .swift, let className = Self.foundationClass(of: receiver),
      let message = Self.foundationMessage(site, of: className)
    else { return nil }
    var objcArgs = args
    objcArgs.dialect = .objc
    return try valueMethod(receiver, message, objcArgs, env, receiverExpr: receiverExpr)
  }

  /// A Swift read of a Foundation property whose Swift name is not its getter's
  /// (`uppercased` is `uppercaseString`): the getter's answer.
  func foundationSpelledProperty(_ name: String, of receiver: Value) -> Value? {
    guard let className = Self.foundationClass(of: receiver) else { return nil }
    let surface = Surface.shared
    guard
      let row = surface.members(swift: name, in: surface.chain(className), classSide: false).first(
        where: {
          $0.kind == .property
        }), !row.objcName.isEmpty, row.objcName != name
    else { return nil }
    return valueProperty(row.objcName, of: receiver)
  }
}
