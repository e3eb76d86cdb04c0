import CommandLanguage

/// A compact S-expression rendering of syntax trees, so parser tests compare short strings.
///
/// ```text
/// (let a: UIViewController? = (send (send UIViewController alloc) init))
/// (if [(== x 1)] [(return)] [(return 2)])
/// ```
enum TreeDump {
  /// One line per top-level statement.
  static func statements(_ statements: [Stmt]) -> String {
    statements.map(stmt).joined(separator: "\n")
  }

  /// A bracketed statement list.
  static func list(_ statements: [Stmt]) -> String {
    "[" + statements.map(stmt).joined(separator: " ") + "]"
  }

  /// One statement.
  static func stmt(_ statement: Stmt) -> String {
    switch statement.kind {
    case .expression(let expr): return self.expr(expr)
    case .variable(let decl): return variable(decl)
    case .assignment(let target, let op, let value):
      return "(\(op.rawValue) \(expr(target)) \(expr(value)))"
    case .ifStatement(let conditions, let then, let otherwise):
      let tail = otherwise.map { " " + list($0) } ?? ""
      return "(if \(conditionList(conditions)) \(list(then))\(tail))"
    case .guardStatement(let conditions, let otherwise):
      return "(guard \(conditionList(conditions)) \(list(otherwise)))"
    case .forIn(let binding, let sequence, let whereClause, let body):
      let filter = whereClause.map { " where " + expr($0) } ?? ""
      return "(for \(binding.map(pattern) ?? "_") \(expr(sequence))\(filter) \(list(body)))"
    case .forLoop(let initializer, let condition, let step, let body):
      let test = condition.map(expr) ?? "_"
      return "(cfor \(list(initializer)) \(test) \(list(step)) \(list(body)))"
    case .whileLoop(let conditions, let body):
      return "(while \(conditionList(conditions)) \(list(body)))"
    case .returnStatement(let value): return value.map { "(return \(expr($0)))" } ?? "(return)"
    case .breakStatement(let label): return "(break" + (label.map { " " + $0 } ?? "") + ")"
    case .continueStatement(let label):
      return "(continue" + (label.map { " " + $0 } ?? "") + ")"
    case .fallthroughStatement: return "(fallthrough)"
    case .labeled(let label, let inner): return "(label \(label) \(stmt(inner)))"
    case .switchStatement(let subject, let cases):
      let items = cases.map { item -> String in
        let head = item.isDefault ? "default" : item.patterns.map(pattern).joined(separator: " ")
        let guardText = item.guardExpr.map { " where " + expr($0) } ?? ""
        return "(case \(head)\(guardText) \(list(item.body)))"
      }
      return "(switch \(expr(subject)) " + items.joined(separator: " ") + ")"
    case .cSwitch(let subject, let body, let labels):
      let marks = labels.map { ($0.value.map(expr) ?? "default") + "@\($0.position)" }
      return "(cswitch \(expr(subject)) [\(marks.joined(separator: " "))] \(list(body)))"
    case .repeatWhile(let body, let condition):
      return "(repeat \(list(body)) \(expr(condition)))"
    case .deferStatement(let body): return "(defer \(list(body)))"
    case .tryStatement(let body, let catches, let finally):
      let clauses = catches.map {
        "(catch \($0.className ?? "id") \($0.name ?? "_") \(list($0.body)))"
      }
      return "(try \(list(body))" + clauses.map { " " + $0 }.joined()
        + (finally.map { " (finally \(list($0)))" } ?? "") + ")"
    case .throwStatement(let value): return value.map { "(throw \(expr($0)))" } ?? "(throw)"
    case .swiftThrow(let value): return "(throw \(expr(value)))"
    case .doCatch(let body, let catches):
      let clauses = catches.map { clause in
        let head = clause.patterns.map { " " + pattern($0) }.joined(separator: ",")
        let condition = clause.guardExpr.map { " where " + expr($0) } ?? ""
        return " (catch\(head)\(condition) \(list(clause.body)))"
      }
      return "(do \(list(body))" + clauses.joined() + ")"
    case .destructure(let binding, let isConstant, let value):
      return "(\(isConstant ? "let" : "var") \(pattern(binding)) \(expr(value)))"
    case .enumDeclaration(let decl):
      let cases = decl.cases.map { item in
        item.name
          + (item.payload.map { "(" + $0.map { ($0.label ?? "_") }.joined(separator: " ") + ")" }
            ?? "")
          + (item.rawValue.map { "=" + expr($0) } ?? "")
      }
      let raw = decl.rawType.map { " : " + $0 } ?? ""
      return "(enum \(decl.name)\(raw) [\(cases.joined(separator: " "))] \(list(decl.members)))"
    case .typeAlias(let name, let target): return "(typealias \(name) \(type(target)))"
    case .function(let decl): return function(decl)
    case .classDeclaration(let decl):
      var head = decl.dialect == .objc ? "objc-class" : "class"
      if decl.kind == .structType { head = "struct" }
      if decl.kind == .extensionType { head = "extension" }
      if let category = decl.category { head += "(\(category))" }
      let parent = decl.superclass.map { " : \($0)" } ?? ""
      let protocols = decl.protocols.isEmpty ? "" : " <\(decl.protocols.joined(separator: " "))>"
      return "(\(head) \(decl.name)\(parent)\(protocols) \(list(decl.members)))"
    case .protocolDeclaration(let decl):
      let head = decl.dialect == .objc ? "objc-protocol" : "protocol"
      let inherited = decl.inherited.isEmpty ? "" : " <\(decl.inherited.joined(separator: " "))>"
      return "(\(head) \(decl.name)\(inherited) \(list(decl.requirements)))"
    case .meta(let text): return "(meta \(quoted(text)))"
    case .block(let body): return "(compound \(list(body)))"
    case .invalid(let index): return "(invalid \(index))"
    case .synthesize(let property, let ivar, let isDynamic):
      return isDynamic ? "(dynamic \(property))" : "(synthesize \(property) = \(ivar ?? property))"
    }
  }

  /// A variable or property declaration.
  static func variable(_ decl: VariableDecl) -> String {
    var head = decl.dialect == .objc ? "decl" : decl.isConstant ? "let" : "var"
    if decl.isProperty { head = "property-" + head }
    if decl.isInstanceVariable { head = "ivar" }
    let modifiers = decl.modifiers
    if modifiers.isStatic { head = "static-" + head }
    if modifiers.isLazy { head = "lazy-" + head }
    if modifiers.ownership != .strong { head = modifiers.ownership.rawValue + "-" + head }
    if let attributes = decl.attributes {
      var words: [String] = []
      if attributes.ownership != .strong { words.append(attributes.ownership.rawValue) }
      if attributes.isCopy { words.append("copy") }
      if attributes.isReadOnly { words.append("readonly") }
      if let getter = attributes.getter { words.append("getter=" + getter) }
      if let setter = attributes.setter { words.append("setter=" + setter) }
      if !words.isEmpty { head += "[" + words.joined(separator: ",") + "]" }
    }
    var observers = ""
    if let willSet = modifiers.willSet {
      observers += " (willSet \(willSet.parameter) \(list(willSet.body)))"
    }
    if let didSet = modifiers.didSet {
      observers += " (didSet \(didSet.parameter) \(list(didSet.body)))"
    }
    let type = decl.type.map { ": " + self.type($0) } ?? ""
    let value = decl.initializer.map { " = " + expr($0) } ?? ""
    return "(\(head) \(decl.name)\(type)\(value)\(observers))"
  }

  /// A function, method or computed property.
  static func function(_ decl: FunctionDecl) -> String {
    var head = decl.dialect == .objc ? "method" : decl.isProperty ? "computed" : "func"
    if decl.isOverride { head = "override-" + head }
    if decl.isClassMethod { head = "class-" + head }
    if decl.isInitializer { head = decl.isFailable ? "init?" : "init" }
    if decl.isConvenience { head = "convenience-" + head }
    if decl.isMutating { head = "mutating-" + head }
    if decl.isOptionalRequirement { head = "optional-" + head }
    let name = decl.selector ?? decl.baseName
    let parameters = decl.parameters.map { parameter in
      let type = parameter.type.map { ": " + self.type($0) } ?? ""
      return "\(parameter.label ?? "_") \(parameter.name)\(type)"
    }
    let signature = decl.isProperty ? "" : " (" + parameters.joined(separator: ", ") + ")"
    let result = decl.returnType.map { " -> " + type($0) } ?? ""
    let body = decl.body.map { " " + list($0) } ?? " nobody"
    let setter = decl.setter.map { " (set \($0.parameter) \(list($0.body)))" } ?? ""
    return "(\(head) \(name)\(signature)\(result)\(body)\(setter))"
  }

  /// A condition list.
  static func conditionList(_ conditions: [Condition]) -> String {
    let parts = conditions.map { condition in
      switch condition {
      case .expression(let value): return expr(value)
      case .optionalBinding(let name, _, let value):
        return "(bind \(name)" + (value.map { " " + expr($0) } ?? "") + ")"
      case .casePattern(let binding, let value):
        return "(case \(pattern(binding)) \(expr(value)))"
      }
    }
    return "[" + parts.joined(separator: " ") + "]"
  }

  /// A pattern.
  static func pattern(_ pattern: Pattern) -> String {
    switch pattern {
    case .wildcard: return "_"
    case .binding(let name, _): return "let:" + name
    case .value(let value): return expr(value)
    case .enumCase(let type, let name, let payload, _):
      let elements =
        payload.map {
          "("
            + $0.map { element in
              (element.label.map { $0 + ":" } ?? "") + self.pattern(element.pattern)
            }.joined(separator: " ") + ")"
        } ?? ""
      return (type ?? "") + "." + name + elements
    case .tuple(let elements):
      return "("
        + elements.map { element in
          (element.label.map { $0 + ":" } ?? "") + self.pattern(element.pattern)
        }.joined(separator: " ") + ")"
    case .isType(let target): return "is:" + type(target)
    case .cast(let inner, let target): return self.pattern(inner) + " as " + type(target)
    case .optional(let inner): return self.pattern(inner) + "?"
    }
  }

  /// A type: `Name`, `Array[Element]`, `Name&Protocol`, `?` when optional, `fn(…)` for functions.
  static func type(_ type: TypeRef) -> String {
    var text = type.isFunction ? "fn(\(type.name))" : type.name
    if type.isArray { text += "[\(type.element ?? "")]" }
    for name in type.protocols { text += "&" + name }
    if type.isOptional { text += "?" }
    return text
  }

  /// One expression.
  static func expr(_ expression: Expr) -> String {
    switch expression.kind {
    case .identifier(let name): return name
    case .selfRef: return "self"
    case .superRef: return "super"
    case .nilLiteral: return "nil"
    case .boolLiteral(let value): return value ? "true" : "false"
    case .intLiteral(let value): return String(value)
    case .doubleLiteral(let value): return String(value)
    case .stringLiteral(let text): return quoted(text)
    case .interpolatedString(let parts):
      let items = parts.map { part -> String in
        switch part {
        case .text(let text): return quoted(text)
        case .expression(let value): return expr(value)
        }
      }
      return "(interp " + items.joined(separator: " ") + ")"
    case .arrayLiteral(let elements):
      return "(array" + elements.map { " " + expr($0) }.joined() + ")"
    case .member(let base, let name, _, let optional):
      return "(\(optional ? "?." : ".") \(expr(base)) \(name))"
    case .implicitMember(let name): return "." + name
    case .call(let callee, let arguments, let trailing):
      return "(\(trailing ? "trailing-call" : "call") \(expr(callee))\(argumentList(arguments)))"
    case .message(let receiver, let selector, _, let arguments):
      return "(send \(expr(receiver)) \(selector)" + arguments.map { " " + expr($0.value) }.joined()
        + ")"
    case .subscriptAccess(let base, let index): return "(sub \(expr(base)) \(expr(index)))"
    case .unary(let op, let operand): return "(\(op.rawValue) \(expr(operand)))"
    case .binary(let op, let left, let right):
      return "(\(op.rawValue) \(expr(left)) \(expr(right)))"
    case .ternary(let condition, let then, let otherwise):
      return "(?: \(expr(condition)) \(expr(then)) \(expr(otherwise)))"
    case .closure(let closure):
      let head = closure.dialect == .objc ? "^" : "closure"
      let parameters =
        closure.parameters.map { list in
          " ("
            + list.map { parameter in
              (parameter.name ?? "_") + (parameter.type.map { ": " + type($0) } ?? "")
            }.joined(separator: ", ") + ")"
        } ?? ""
      let captures =
        closure.captures.isEmpty
        ? ""
        : " ["
          + closure.captures.map { capture in
            (capture.ownership == .strong ? "" : capture.ownership.rawValue + " ") + capture.name
          }.joined(separator: ", ") + "]"
      return "(\(head)\(captures)\(parameters) \(self.list(closure.body)))"
    case .cast(let value, let target, let conditional):
      return "(\(conditional ? "as?" : "as") \(type(target)) \(expr(value)))"
    case .typeCheck(let value, let target): return "(is \(type(target)) \(expr(value)))"
    case .forceUnwrap(let value): return "(force \(expr(value)))"
    case .parenthesized(let value): return "(paren \(expr(value)))"
    case .boxed(let value): return "(@ \(expr(value)))"
    case .assignment(let target, let value): return "(= \(expr(target)) \(expr(value)))"
    case .optionalChain(let value): return "(chain \(expr(value)))"
    case .optionalBase(let value): return "(? \(expr(value)))"
    case .tuple(let elements): return "(tuple\(argumentList(elements)))"
    case .dictionaryLiteral(let entries):
      return "(dict" + entries.map { " " + expr($0.key) + ":" + expr($0.value) }.joined() + ")"
    case .typeValue(let target): return "(type \(type(target)))"
    case .selectorLiteral(let name): return "(selector \(name))"
    case .branchValue(let statement): return "(value " + stmt(statement) + ")"
    case .keyPathLiteral(let root, let path):
      return "(keypath \\" + (root ?? "") + "." + path.joined(separator: ".") + ")"
    case .tryExpr(let value, let kind):
      let mark = kind == .optional ? "?" : kind == .forced ? "!" : ""
      return "(try\(mark) \(expr(value)))"
    }
  }

  /// Arguments as ` label:value` or ` value`.
  static func argumentList(_ arguments: [Argument]) -> String {
    arguments.map { argument in
      " " + (argument.label.map { $0 + ":" } ?? "") + expr(argument.value)
    }.joined()
  }

  /// A string literal with `"`, `\` and line breaks escaped.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for character in text {
      switch character {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      default: result.append(character)
      }
    }
    return result + "\""
  }
}
