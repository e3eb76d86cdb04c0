import Simulation

/// Which file of a run of several is the program's main file, as swiftc decides it, and the
/// other files' global variables, which swiftc initialises lazily.
public enum ModuleFiles {
  /// The main file of a run: the one named `main.swift`, else the only one with top-level
  /// code (statements that are not declarations). Nil when there is no such file, or more
  /// than one: then every file runs in order, each as a main file.
  public static func mainIndex(names: [String?], texts: [String]) -> Int? {
    if let named = names.firstIndex(where: { ($0?.split(separator: "/").last) == "main.swift" }) {
      return named
    }
    let withCode = texts.indices.filter { index in
      Parser.parse(SourceText(texts[index])).statements.contains { !isDeclaration($0) }
    }
    return withCode.count == 1 ? withCode[0] : nil
  }

  /// The order a run's files run in: the files that only declare things in the order given,
  /// then the main file, whose code may use what any of them declares.
  public static func runOrder(count: Int, mainIndex: Int?) -> [Int] {
    guard let mainIndex else { return Array(0..<count) }
    return (0..<count).filter { $0 != mainIndex } + [mainIndex]
  }

  /// Whether a top-level statement only declares something (a file other than the main file
  /// may hold nothing else).
  static func isDeclaration(_ statement: Stmt) -> Bool {
    switch statement.kind {
    case .variable, .destructure, .function, .classDeclaration, .protocolDeclaration,
      .enumDeclaration, .typeAlias, .invalid:
      return true
    default:
      return false
    }
  }
}

extension Interpreter {
  /// Declares a global variable of a file other than the main file: as swiftc does, its
  /// initial value is computed when the variable is first read, not where it is written
  /// (true); false for any other declaration, which runs in order.
  func declareLazyGlobal(_ declaration: VariableDecl, _ env: Env) -> Bool {
    guard globalsAreLazy, declaration.dialect == .swift, declaration.initializer != nil,
      !declaration.isProperty, env.context.isTopLevel, env.scope === globals
    else { return false }
    var binding = Binding(
      value: .nilValue, isConstant: declaration.isConstant, isInitialized: false)
    binding.lazyInitializer = LazyGlobal(declaration: declaration, unit: env.unit)
    globals.declare(declaration.name, binding)
    return true
  }

  /// The first read of a lazy global: its declaration runs now, in its own file; a read of it
  /// while its value is being computed finds it not initialized, as swiftc's once-guard would
  /// deadlock instead.
  func initializeLazyGlobal(_ lazy: LazyGlobal, _ name: String) throws -> Value {
    globals.declare(
      name,
      Binding(value: .nilValue, isConstant: lazy.declaration.isConstant, isInitialized: false))
    let lazyBefore = globalsAreLazy
    globalsAreLazy = false
    defer { globalsAreLazy = lazyBefore }
    let statement = Stmt(.variable(lazy.declaration), range: lazy.declaration.nameRange)
    _ = try exec(statement, topLevelEnv(lazy.unit))
    return globals.binding(name)?.current ?? .nilValue
  }
}

/// A global variable whose declaration waits for the variable's first read.
struct LazyGlobal {
  let declaration: VariableDecl
  let unit: SourceUnit
}
