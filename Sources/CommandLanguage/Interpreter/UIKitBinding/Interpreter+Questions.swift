import Simulation

extension Interpreter {
  /// The user's override of a property UIKit asks about (`childForStatusBarStyle`,
  /// `preferredStatusBarStyle`, …), evaluated now; nil when the class does not override it.
  public func answer(to question: UIKitQuestion, on controller: ControllerID, in world: World)
    throws -> QuestionAnswer?
  {
    let receiver = value(of: controller)
    let className = world.className(of: controller)
    let spelling = question.spelling
    let declared =
      isUserProperty(spelling.swift, of: receiver)
      || (classes.hasUserMethods
        && (classes.method(spelling.objc, dialect: .objc, from: className) != nil
          || classes.method(spelling.swift, dialect: .objc, from: className) != nil))
    guard declared else { return nil }
    let env = Env(
      scope: globals,
      context: MethodContext(
        selfValue: receiver, definingClass: nil, isTopLevel: true, returnsValue: false,
        dialect: nil),
      unit: SourceUnit(text: SourceText(""), diagnostics: []))
    var answer: QuestionAnswer?
    try contained(in: .method(spelling.swift, className), nil) {
      let name =
        isUserProperty(spelling.swift, of: receiver)
          || classes.method(spelling.swift, dialect: .objc, from: className) != nil
        ? spelling.swift : spelling.objc
      let value = try property(name, of: receiver, SourceRange.at(0), env)
      switch value {
      case .controller(let id, _): answer = .controller(id)
      case .nilValue: answer = .controller(nil)
      case .bool(let flag): answer = .bool(flag)
      case .enumCase(let member): answer = .statusBarStyle(member.caseName)
      default: answer = nil
      }
    }
    return answer
  }
}
