import CommandLanguage
import Rendering
import Simulation

/// A 64-bit FNV-1a hash of log lines: equal logs, equal digests, in time linear in the log.
struct LogDigest {
  private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  mutating func add(_ line: String) {
    for byte in line.utf8 { value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
    value = (value ^ 0x0A) &* 0x0000_0100_0000_01B3
  }
}

/// What the answer's own code printed (`print`, `NSLog`), for Exercism's `output`.
enum PrintedOutput {
  static func of(_ events: [Event]) -> String {
    var text = ""
    for event in events {
      guard case .output(let line) = event.kind else { continue }
      text += (text.isEmpty ? "" : "\n") + line
      if text.count > 500 { return String(text.prefix(497)) + "..." }
    }
    return text
  }
}

extension ErrorKind {
  /// The kind of error a diagnostic reports.
  init(_ message: DiagnosticMessage) {
    switch message {
    case .parse(.unsupported): self = .unsupported
    case .parse: self = .syntax
    case .runtime(let runtime):
      switch runtime {
      case .notSimulated: self = .unsupported
      case .stepLimit, .interrupted, .callDepthLimit, .outputLimit, .collectionLimit:
        self = .timeOut
      case .unknownName, .unknownType, .unknownImplicitMember, .noMember, .typeHasNoMember,
        .unknownSelector,
        .wrongArguments, .argumentCount, .typeMismatch, .redeclaration, .assignToConstant,
        .notAssignable, .notAssignableExpression, .readOnlyProperty, .readOnlyObjCProperty,
        .assignToConstantProperty, .notCallable,
        .notConstructible, .returnOutsideMethod, .controlFlowOutsideBody, .guardMustExit,
        .missingReturn, .superAlone, .superOutsideMethod, .invalidStatement, .nestedFunction,
        .nestedClass, .notAClassMember, .cyclicInheritance, .propertyOutsideClass,
        .missingOverride, .methodUsedAsProperty, .bareType, .overridesNothing, .selectorNotObjC,
        .throwNonObject:
        self = .syntax
      default: self = .runtime
      }
    }
  }
}

/// Whether two spellings name the same method (Swift name ⇄ Objective-C selector).
enum MethodNameMatch {
  static func sameMethod(_ name: String, _ swift: String, _ selector: String) -> Bool {
    func loose(_ text: String) -> String {
      var pieces: [String] = []
      if let open = text.firstIndex(of: "(") {
        let base = String(text[..<open])
        let labels = text[text.index(after: open)...].dropLast().split(separator: ":").map(
          String.init)
        pieces.append(
          base
            + (labels.first.map { $0 == "_" ? "" : $0.prefix(1).uppercased() + $0.dropFirst() }
              ?? ""))
        pieces += labels.dropFirst().map { $0 == "_" ? "" : $0 }
      } else {
        pieces = text.split(separator: ":").map(String.init)
      }
      return pieces.map { piece in
        var lowered = piece.lowercased()
        for word in ["viewcontroller", "controller", "index", "view"]
        where lowered.hasSuffix(word) && lowered.count > word.count {
          lowered = String(lowered.dropLast(word.count))
          break
        }
        return lowered
      }.joined(separator: ":")
    }
    let target = loose(swift)
    return loose(name) == target || loose(name) == loose(selector)
  }
}

extension ExerciseChecker {
  /// Runs a scenario's set-up and its `@Run` code, then the clock: what `@Run` logged.
  static func events(of scenario: Scenario, in sandbox: BudgetedRunner) -> [Event] {
    for block in scenario.setup where block.language == .swift || block.language == .objc {
      _ = sandbox.perform(block.text)
      _ = sandbox.settle()
    }
    var events: [Event] = []
    for block in scenario.run where block.language == .swift || block.language == .objc {
      events += sandbox.perform(block.text).events
    }
    return events + sandbox.settle().events
  }
}

/// Each check's test name (`ExerciseChecker.testName`) and test code, scenario by scenario: the
/// same for every answer, so a class makes them once rather than joining them for each answer.
public struct CheckLabels: Sendable {
  /// One scenario's checks' names and codes, in the order of its checks.
  struct ScenarioLabels: Sendable {
    var names: [String]
    var codes: [String]
  }

  let scenarios: [ScenarioLabels]

  public init(_ part: ExercisePart, _ language: Language) {
    scenarios = part.scenarios.map { scenario in
      let runCode = CheckLabels.runCode(scenario)
      return ScenarioLabels(
        names: scenario.checks.map { ExerciseChecker.testName(scenario, $0.name, language) },
        codes: scenario.checks.map { runCode + "\n// " + $0.name })
    }
  }

  /// What a test ran, as Exercism shows a test's code: the scenario's `@Run` code, then the
  /// check's name as a comment.
  static func runCode(_ scenario: Scenario) -> String {
    scenario.run.filter { $0.language == .swift || $0.language == .objc }
      .map(\.text).joined(separator: "\n")
  }
}
