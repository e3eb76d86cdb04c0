import CommandLanguage

/// Wrong answers made from a reference solution, for `dev check`: each statement of a method
/// body dropped, duplicated, or swapped with the next; each Boolean literal flipped; a body
/// emptied. A check that passes for every mutant can never fail; a mutant that passes every
/// check is a wrong answer that would get full marks.
public enum SolutionMutator {
  /// A changed solution and what was changed.
  public struct Mutant: Sendable, Equatable {
    public var change: String
    public var text: String
  }

  /// The mutants of `source` that still parse, in source order.
  public static func mutants(of source: String) -> [Mutant] {
    let text = SourceText(source)
    let parsed = Parser.parse(text)
    guard parsed.diagnostics.isEmpty else { return [] }
    var lists: [[Stmt]] = []
    var booleans: [Expr] = []
    var walker = Walker(lists: { lists.append($0) }, boolean: { booleans.append($0) })
    walker.statements(parsed.statements, isBody: false)
    let bytes = text.bytes
    func slice(_ start: Int, _ end: Int) -> String {
      String(decoding: bytes[max(0, start)..<min(bytes.count, max(start, end))], as: UTF8.self)
    }
    /// A statement's range with its `;` (Objective-C), if one follows.
    func extent(_ statement: Stmt) -> SourceRange {
      var end = statement.range.end
      var probe = end
      while probe < bytes.count,
        bytes[probe] == UInt8(ascii: " ") || bytes[probe] == UInt8(ascii: "\t")
      {
        probe += 1
      }
      if probe < bytes.count, bytes[probe] == UInt8(ascii: ";") { end = probe + 1 }
      return SourceRange(start: statement.range.start, end: end)
    }
    func replacing(_ range: SourceRange, with replacement: String) -> String {
      slice(0, range.start) + replacement + slice(range.end, bytes.count)
    }
    func shown(_ statement: Stmt) -> String {
      let line =
        slice(statement.range.start, statement.range.end).split(separator: "\n").first
        .map(String.init) ?? ""
      return line.count > 60 ? String(line.prefix(57)) + "..." : line
    }
    var found: [Mutant] = []
    for list in lists {
      let ranges = list.map(extent)
      for (index, statement) in list.enumerated() {
        found.append(
          Mutant(change: "drop `\(shown(statement))`", text: replacing(ranges[index], with: "")))
        let copy = slice(ranges[index].start, ranges[index].end)
        found.append(
          Mutant(
            change: "duplicate `\(shown(statement))`",
            text: replacing(SourceRange.at(ranges[index].end), with: "\n" + copy)))
        if index + 1 < list.count {
          let next = ranges[index + 1]
          let between = slice(ranges[index].end, next.start)
          let swapped = slice(next.start, next.end) + between + copy
          found.append(
            Mutant(
              change: "swap `\(shown(statement))` with the next statement",
              text: replacing(SourceRange(start: ranges[index].start, end: next.end), with: swapped)
            ))
        }
      }
      if list.count > 1, let first = ranges.first, let last = ranges.last {
        found.append(
          Mutant(
            change: "empty the body",
            text: replacing(SourceRange(start: first.start, end: last.end), with: "")))
      }
    }
    for literal in booleans {
      let written = slice(literal.range.start, literal.range.end)
      let flipped: String
      switch written {
      case "true": flipped = "false"
      case "false": flipped = "true"
      case "YES": flipped = "NO"
      case "NO": flipped = "YES"
      default: continue
      }
      found.append(
        Mutant(
          change: "flip `\(written)` to `\(flipped)` at byte \(literal.range.start)",
          text: replacing(literal.range, with: flipped)))
    }
    return found.filter { Parser.parse(SourceText($0.text)).diagnostics.isEmpty }
  }

  /// Finds the statement lists of method bodies (and the blocks inside them) and the Boolean
  /// literals, walking the syntax tree.
  private struct Walker {
    let lists: ([Stmt]) -> Void
    let boolean: (Expr) -> Void

    mutating func statements(_ body: [Stmt], isBody: Bool) {
      if isBody, !body.isEmpty { lists(body) }
      for statement in body { visit(statement) }
    }

    mutating func visit(_ statement: Stmt) {
      switch statement.kind {
      case .function(let declaration):
        if let body = declaration.body { statements(body, isBody: true) }
      case .classDeclaration(let declaration):
        statements(declaration.members, isBody: false)
      case .expression(let expr): visit(expr)
      case .variable(let declaration): declaration.initializer.map { visit($0) }
      case .assignment(let target, _, let value):
        visit(target)
        visit(value)
      case .ifStatement(let conditions, let then, let otherwise):
        visit(conditions)
        statements(then, isBody: true)
        if let otherwise { statements(otherwise, isBody: true) }
      case .guardStatement(let conditions, let otherwise):
        visit(conditions)
        statements(otherwise, isBody: false)
      case .forIn(_, let sequence, _, let body):
        visit(sequence)
        statements(body, isBody: true)
      case .whileLoop(let conditions, let body):
        visit(conditions)
        statements(body, isBody: true)
      case .returnStatement(let value): value.map { visit($0) }
      case .block(let body): statements(body, isBody: true)
      default: break
      }
    }

    mutating func visit(_ conditions: [Condition]) {
      for condition in conditions {
        if case .expression(let expr) = condition { visit(expr) }
      }
    }

    mutating func visit(_ expr: Expr) {
      switch expr.kind {
      case .boolLiteral: boolean(expr)
      case .closure(let closure): statements(closure.body, isBody: true)
      case .arrayLiteral(let items): items.forEach { visit($0) }
      case .member(let base, _, _, _): visit(base)
      case .call(let callee, let arguments, _):
        visit(callee)
        arguments.forEach { visit($0.value) }
      case .message(let receiver, _, _, let arguments):
        visit(receiver)
        arguments.forEach { visit($0.value) }
      case .subscriptAccess(let base, let index):
        visit(base)
        visit(index)
      case .unary(_, let operand), .cast(let operand, _, _), .typeCheck(let operand, _),
        .forceUnwrap(let operand), .parenthesized(let operand), .boxed(let operand):
        visit(operand)
      case .binary(_, let left, let right):
        visit(left)
        visit(right)
      case .ternary(let condition, let then, let otherwise):
        visit(condition)
        visit(then)
        visit(otherwise)
      default: break
      }
    }
  }
}
