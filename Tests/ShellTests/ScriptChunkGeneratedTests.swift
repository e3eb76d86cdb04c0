import Shell
import TestSupport
import Testing

/// Generated programs, in both languages, made of statements that run over several lines with
/// their continuation at the left margin: cut into pieces of any size, a script does exactly
/// what it does in one piece.
struct ScriptChunkGeneratedTests {
  private func output(_ script: String, linesPerChunk: Int) -> [String] {
    let session = Session()
    session.scriptChunkLines = linesPerChunk
    var lines: [String] = []
    session.runScript(script, fileName: "script") { lines += $0.map(\.text) }
    return lines
  }

  /// Swift statements; `§` becomes a number unique in the script. Each one runs without error.
  static let swiftStatements: [String] = [
    "let v§ = UIViewController()\ncontainer.addChild(v§)\nprint(v§.parent === container)",
    "let a§ = [\n1,\n2\n].map { $0 * § }\nprint(a§)",
    "let t§ = container.children.isEmpty ? \"none\"\n: \"some\"\nprint(t§)",
    "let s§ = § +\n2 *\n3\nprint(s§)",
    "let text§ = \"\"\"\nline §\nprint(\"not code §\")\nlet x = 1\n\"\"\"\nprint(text§)",
    "let f§ = container\n.view\n.frame\nprint(f§.width)",
    "func helper§(_ x: Int) -> Int {\nreturn x +\n§\n}\nprint(helper§(1))",
    "if container.children.count > § {\nprint(\"many §\")\n}\nelse {\nprint(\"few §\")\n}",
    "guard container.isViewLoaded\nelse { print(\"unloaded §\"); return }",
    "/* a comment\nprint(\"commented §\")\n*/\nprint(\"after comment §\")",
    "// \"\"\" in a comment opens nothing\nprint(\"line comment §\")",
    "let d§: [String: Int] = [\n\"a\": §,\n\"b\": 2\n]\nprint(d§[\"a\"] ?? 0)",
    "for i in 0..<2 where i ==\n§ % 2 {\nprint(\"loop\", i)\n}",
    "let w§ = min(§,\n3)\nprint(w§)",
    "print(\"plain §\")",
  ]

  /// Objective-C statements, the same way.
  static let objcStatements: [String] = [
    "UIViewController *o§ = [[UIViewController alloc] init];\n[container\naddChildViewController:o§];",
    "NSLog(@\"%@ %d\",\n@\"x §\",\n§);",
    "int n§ = container.childViewControllers.count > 0 ? 1\n: 2;\nNSLog(@\"%d\", n§);",
    "int m§ = § +\n3;\nNSLog(@\"%d\", m§);",
    "NSArray *arr§ = @[\n@1,\n@2\n];\nNSLog(@\"%lu\", (unsigned long)arr§.count);",
    "if (container.isViewLoaded) {\nNSLog(@\"loaded §\");\n}\nelse {\nNSLog(@\"not loaded §\");\n}",
    "for (int i = 0;\ni < 2;\ni++) {\nNSLog(@\"i %d\", i);\n}",
    "/* a comment\nNSLog(@\"commented §\");\n*/\nNSLog(@\"after §\");",
    "CGRect r§ = CGRectMake(0, 0,\n320, §);\nNSLog(@\"%f\", r§.size.height);",
  ]

  /// A script of `count` statements drawn from `statements`, numbered apart.
  static func program(_ statements: [String], count: Int, seed: UInt64) -> String {
    var generator = SeededGenerator(seed: seed)
    var pieces: [String] = []
    for number in 1...count {
      let template = statements[Int(generator.next() % UInt64(statements.count))]
      pieces.append(template.replacing("§", with: String(number)))
    }
    return pieces.joined(separator: "\n") + "\n"
  }

  @Test(arguments: [(false, UInt64(1)), (false, 2), (false, 3), (true, 4), (true, 5), (true, 6)])
  func aGeneratedProgramRunsTheSameInPiecesOfAnySize(objc: Bool, seed: UInt64) {
    let script = Self.program(
      objc ? Self.objcStatements : Self.swiftStatements, count: 30, seed: seed)
    let whole = output(script, linesPerChunk: 1_000_000)
    #expect(!whole.contains { $0.hasPrefix("error:") || $0.hasPrefix("unsupported:") }, "\(whole)")
    var generator = SeededGenerator(seed: seed &* 31)
    var sizes = [1, 2, 3]
    for _ in 0..<4 { sizes.append(Int(generator.next() % 12) + 1) }
    for size in sizes {
      #expect(output(script, linesPerChunk: size) == whole, "seed \(seed), pieces of \(size)")
    }
  }

  @Test func aMixedProgramRunsTheSameInPiecesOfAnySize() {
    let script = Self.program(Self.swiftStatements + Self.objcStatements, count: 40, seed: 99)
    let whole = output(script, linesPerChunk: 1_000_000)
    #expect(!whole.contains { $0.hasPrefix("error:") }, "\(whole)")
    for size in 1...8 {
      #expect(output(script, linesPerChunk: size) == whole, "pieces of \(size)")
    }
  }

  @Test("a ternary's ':' at the left margin continues it; ':name' is a meta command")
  func aColonAtTheMarginIsAMetaCommandOnlyBeforeAName() {
    let run = ScriptRun("let t = true ? \"yes\"\n: \"no\"\nprint(t)\n:nonsense")
    #expect(
      run.output == "yes\nerror: unknown meta command ':nonsense'; see ':help'", "\(run.output)")
  }
}
