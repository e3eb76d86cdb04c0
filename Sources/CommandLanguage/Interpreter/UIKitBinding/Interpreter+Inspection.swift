import Simulation

/// The outcome of evaluating an expression for a check.
public enum InspectionResult: Sendable {
  case value(LogValue, truth: Bool?)
  case failure(String)
}

extension Interpreter {
  /// Evaluates an expression without side effects a learner could see: nothing is logged, and
  /// reading `view` does not load it (it reads as `viewIfLoaded`). For lesson and exercise checks.
  public func inspect(_ text: String, language: Language = .english) -> InspectionResult {
    let source: SourceText
    let parsed: ParseResult
    if let known = parseCache?.parse(text) {
      (source, parsed) = known
    } else {
      source = SourceText(text)
      parsed = Parser.parse(source)
    }
    guard parsed.diagnostics.isEmpty, parsed.statements.count == 1,
      case .expression(let expr) = parsed.statements[0].kind
    else {
      let message = parsed.diagnostics.first?.message.text(language) ?? "not a single expression"
      return .failure(message)
    }
    let unit = SourceUnit(text: source, diagnostics: [])
    let env = Env(
      scope: globals,
      context: MethodContext(
        selfValue: value(of: selfController), definingClass: nil, isTopLevel: false,
        returnsValue: false),
      unit: unit)
    let savedMuted = world.isMuted
    let savedSteps = steps
    let savedDepth = world.depth
    world.isMuted = true
    isInspecting = true
    steps = 0
    defer {
      world.isMuted = savedMuted
      isInspecting = false
      steps = savedSteps
      world.depth = savedDepth
    }
    do {
      let value = try eval(expr, env)
      return .value(value.logValue(in: world), truth: value.truthValue)
    } catch let error as RuntimeError {
      return .failure(error.diagnostic.message.text(language))
    } catch {
      return .failure("\(error)")
    }
  }
}
