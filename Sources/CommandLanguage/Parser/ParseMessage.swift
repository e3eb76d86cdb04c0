import Simulation

/// The wording of errors found while reading source text.
public enum ParseMessage: Hashable, Sendable {
  // MARK: Characters, literals and comments

  /// A Swift or Objective-C string reached the end of its line.
  case unterminatedString
  /// A `/*` comment reached the end of the input.
  case unterminatedComment
  /// A `'…'` literal, which neither Swift nor the command language accepts as a string.
  case singleQuotedString
  /// An escape such as `\q` that the literal does not know.
  case invalidEscape(String)
  /// A `\u{…}` escape that names no Unicode scalar.
  case invalidUnicodeScalar
  /// A character that cannot start any token.
  case invalidCharacter(String)
  /// Bytes that are not UTF-8 (they reach the parser as U+FFFD).
  case invalidUTF8
  /// A control character such as NUL, written as `U+0000`.
  case controlCharacter(String)
  /// Full-width or curly punctuation typed by an input method, with the ASCII it stands for.
  case fullWidthCharacter(String, name: CharacterName, suggestion: String?)
  /// Text after the opening `"""` of a multi-line string, on its line.
  case multiLineStringStart
  /// A line of a multi-line string indented less than its closing delimiter.
  case insufficientIndentation
  /// An integer literal larger than `Int` holds.
  case integerOverflow
  /// A number with stray letters, such as `12px`.
  case invalidNumber(String)

  // MARK: Structure

  /// One of `tokens` is missing at `place`.
  case expected([String], Place)
  /// A closing token is missing; `opener` is the token it should match, at `openerPosition`.
  case expectedClosing(String, Place, opener: String, openerPosition: SourcePosition)
  /// An expression is missing, optionally at `place`.
  case expectedExpression(Place?)
  /// An expression is missing after the binary operator `operator`.
  case expectedExpressionAfterOperator(String)
  /// A keyword stands where an expression should be.
  case keywordInExpression(String)
  /// A name is missing at `place`.
  case expectedName(Place)
  /// A type is missing, optionally at `place`.
  case expectedType(Place?)
  /// `.` is not followed by a member name.
  case expectedMemberName
  /// Something other than a member stands in a class, protocol or `@interface` body.
  case expectedDeclaration(Place)
  /// Two statements share a line without a `;`.
  case consecutiveStatements
  /// A closing bracket with no opening one.
  case unexpectedCloser(String)
  /// A token that cannot appear where it stands, such as a stray `else`.
  case unexpectedToken(String)
  /// Brackets, blocks or expressions nest deeper than the parser's limit.
  case nestingTooDeep(limit: Int)
  /// A `:` meta command line inside an open block.
  case metaInsideBlock
  /// A construct of Swift or Objective-C that the command language leaves out.
  case unsupported(Feature)
  /// `=` where a condition should compare.
  case assignmentInCondition
  /// clang's -Wparentheses warning on `if (self = [super init])`.
  case assignmentAsCondition
  /// swiftc's error for a statement that is a closure nobody calls (`{ … }` where C would have
  /// a block), with its note and fix-it.
  case unusedClosure
  /// The note after it: a scope of its own is a `do` statement.
  case useDoStatement
  /// swiftc's warning on `protocol P: class`, which it reads as `AnyObject`.
  case classConstrainedProtocol
  /// The note after it: doubling the parentheses silences it.
  case parenthesizeAssignment
  /// The note after it: `==` may have been meant.
  case assignmentMeantAsComparison
  /// The left side of `=` is not a variable, member or subscript.
  case notAssignable
  /// `++` or `--` inside an expression.
  /// Swift's `++` and `--` (the operator).
  case incrementRemoved(String)
  /// swiftc's error for `&x` anywhere but as a call's argument.
  case addressNotArgument
  /// clang's error for `va_start` in a function (or block) not declared with `...`.
  case vaStartInFixedFunction
  /// clang's `-Wvarargs` warning: `va_start`'s second argument is not the last named parameter.
  case vaStartNotLastNamed
  /// An Objective-C method definition inside a body, usually after a missing `}`.
  case methodInsideBody
  /// `@end` with nothing open.
  case strayEnd
  /// clang's error for `@catch` or `@finally` with no `@try` before it.
  case unexpectedAt
  /// clang's error for a `@try` with neither a `@catch` nor a `@finally`.
  case tryWithoutCatch
  /// clang's error for `@throw;` outside a `@catch` body.
  case rethrowOutsideCatch
  /// clang's error for `@catch (int e)`: a clause catches objects only.
  case catchParameterNotObject
  /// swiftc's error for a `throw` nothing handles: in a function not declared `throws`, or
  /// (`nonExhaustive`) in a `do` whose clauses do not catch every error, inside such a function.
  case errorNotHandled(nonExhaustive: Bool)
  /// `UIView *a, *b;` declares several variables in one statement.
  case multipleDeclarators
  /// A protocol requirement written with a body.
  case requirementWithBody
  /// `init` outside a class, structure or extension.
  case initializerOutsideType
  /// `associatedtype` outside a protocol.
  case associatedTypeOutsideProtocol
  /// `deinit` outside a class.
  case deinitializerOutsideClass
  /// `var x: T = v { get … }`.
  case computedWithInitializer
  /// `var x: T { set { … } }` without `get`.
  case setterWithoutGetter
  /// `@property (strong, weak)` and other attributes that exclude each other.
  case conflictingPropertyAttributes(String, String)
  /// An attribute Objective-C does not know (`@property (strnog)`).
  case unknownPropertyAttribute(String)

  /// `case` or `default` outside a `switch`.
  case caseOutsideSwitch(String)
  /// A `case` of a Swift `switch` with no statement.
  case emptyCase(String)
  /// A Swift `switch` with no case.
  case emptySwitch
  /// `case` after `default` in a Swift `switch`.
  case caseAfterDefault
  /// An `if` used as a value without a final `else`.
  case ifValueNeedsElse
  /// A branch of an `if` or `switch` used as a value that is not one expression.
  case branchNotAnExpression(String)

  /// Whether the message reports valid code containrepl does not simulate.
  public var isUnsupported: Bool {
    if case .unsupported = self { return true }
    return false
  }

  /// The message text in `language`.
  public func text(_ language: Language) -> String {
    switch self {
    case .unterminatedString:
      return language.pick("unterminated string literal", "字符串字面量没有结束")
    case .unterminatedComment:
      return language.pick("unterminated '/*' comment", "'/*' 注释没有结束")
    case .singleQuotedString:
      return language.pick(
        "single-quoted string literal found, use '\"'", "发现单引号字符串字面量，请使用 '\"'")
    case .invalidEscape(let escape):
      return language.pick(
        "invalid escape sequence '\(escape)' in literal", "字面量中有无效的转义序列 '\(escape)'")
    case .invalidUnicodeScalar:
      return language.pick("invalid unicode scalar", "无效的 Unicode 标量")
    case .invalidCharacter(let character):
      return language.pick(
        "invalid character '\(character)' in source", "源代码中有无效字符 '\(character)'")
    case .invalidUTF8:
      return language.pick("invalid UTF-8 in source", "源代码中有无效的 UTF-8 字节")
    case .controlCharacter(let code):
      return language.pick(
        "invalid control character \(code) in source", "源代码中有无效的控制字符 \(code)")
    case .fullWidthCharacter(let character, let name, let suggestion):
      return Self.fullWidthText(character, name, suggestion, language)
    case .multiLineStringStart:
      return language.pick(
        "multi-line string literal content must begin on a new line",
        "多行字符串字面量的内容必须从新的一行开始")
    case .insufficientIndentation:
      return language.pick(
        "insufficient indentation of line in multi-line string literal",
        "多行字符串字面量中这一行的缩进不够")
    case .integerOverflow:
      return language.pick("integer literal overflows", "整数字面量溢出")
    case .invalidNumber(let text):
      return language.pick("'\(text)' is not a valid number", "'\(text)' 不是有效的数字")
    case .expected(let tokens, let place):
      let english = Self.list(tokens, separator: ", ", last: " or ")
      let chinese = Self.list(tokens, separator: "、", last: " 或 ")
      return language.pick(
        "expected \(english) \(place.english)", "\(place.chinese)缺少 \(chinese)")
    case .expectedClosing(let closer, let place, let opener, let position):
      return language.pick(
        "expected '\(closer)' \(place.english) to match '\(opener)' at \(position)",
        "\(place.chinese)缺少 '\(closer)'，以匹配 \(position) 处的 '\(opener)'")
    case .expectedExpression(let place):
      guard let place else { return language.pick("expected expression", "缺少表达式") }
      return language.pick("expected expression \(place.english)", "\(place.chinese)缺少表达式")
    case .expectedExpressionAfterOperator(let op):
      return language.pick(
        "expected expression after operator '\(op)'", "运算符 '\(op)' 之后缺少表达式")
    case .keywordInExpression(let keyword):
      return language.pick(
        "expected expression, found keyword '\(keyword)'", "缺少表达式，却遇到关键字 '\(keyword)'")
    case .expectedName(let place):
      return language.pick("expected name \(place.english)", "\(place.chinese)缺少名称")
    case .expectedType(let place):
      guard let place else { return language.pick("expected type", "缺少类型") }
      return language.pick("expected type \(place.english)", "\(place.chinese)缺少类型")
    case .expectedMemberName:
      return language.pick("expected member name following '.'", "'.' 之后缺少成员名称")
    case .expectedDeclaration(let place):
      return place.declarationText(language)
    case .consecutiveStatements:
      return language.pick(
        "consecutive statements on a line must be separated by ';'",
        "同一行的多条语句之间必须用 ';' 分隔")
    case .unexpectedCloser(let closer):
      return language.pick(
        "unexpected '\(closer)' with no matching opening bracket", "多余的 '\(closer)'，没有与之匹配的开括号")
    case .unexpectedToken(let token):
      return language.pick("unexpected '\(token)'", "此处不应出现 '\(token)'")
    case .nestingTooDeep(let limit):
      return language.pick(
        "nesting is too deep (limit \(limit))", "嵌套层数过深（上限 \(limit)）")
    case .metaInsideBlock:
      return language.pick(
        "meta commands can't be used inside a block", "代码块内不能使用元命令")
    case .unsupported(let feature):
      return feature.text(language)
    case .assignmentInCondition:
      return language.pick(
        "use of '=' in a boolean context, did you mean '=='?", "在布尔条件中使用了 '='，是否应为 '=='？")
    case .assignmentAsCondition:
      return language.pick(
        "using the result of an assignment as a condition without parentheses [-Wparentheses]",
        "把赋值的结果用作条件而没有加括号 [-Wparentheses]")
    case .classConstrainedProtocol:
      return language.pick(
        "using 'class' keyword to define a class-constrained protocol is deprecated; use 'AnyObject' instead",
        "用 'class' 关键字定义只限类的协议已被弃用；请改用 'AnyObject'")
    case .unusedClosure:
      return language.pick("closure expression is unused", "闭包表达式没有被使用")
    case .useDoStatement:
      return language.pick(
        "did you mean to use a 'do' statement?", "是不是想用 'do' 语句？")
    case .parenthesizeAssignment:
      return language.pick(
        "place parentheses around the assignment to silence this warning",
        "给赋值再加一层括号可消除这个警告")
    case .assignmentMeantAsComparison:
      return language.pick(
        "use '==' to turn this assignment into an equality comparison",
        "改用 '==' 可把这个赋值变成相等比较")
    case .notAssignable:
      return language.pick("cannot assign to this expression", "不能给这个表达式赋值")
    case .incrementRemoved(let op):
      return language.pick(
        "'\(op)' is unavailable: it has been removed in Swift 3",
        "'\(op)' 不可用：Swift 3 已移除它（请改用 \(op == "++" ? "+=" : "-=") 1）")
    case .vaStartNotLastNamed:
      return language.pick(
        "second parameter of 'va_start' not last named argument [-Wvarargs]",
        "'va_start' 的第二个参数不是最后一个具名参数 [-Wvarargs]")
    case .vaStartInFixedFunction:
      return language.pick(
        "'va_start' used in function with fixed args", "'va_start' 用在了参数固定的函数中")
    case .addressNotArgument:
      return language.pick(
        "'&' may only be used to pass an argument to inout parameter",
        "'&' 只能用来把实参传给 inout 形参")
    case .methodInsideBody:
      return language.pick(
        "Objective-C methods can't be defined inside a body; is a '}' missing?",
        "不能在代码体内定义 Objective-C 方法；是否缺少 '}'？")
    case .strayEnd:
      return language.pick(
        "'@end' without '@interface', '@implementation' or '@protocol'",
        "'@end' 没有对应的 '@interface'、'@implementation' 或 '@protocol'")
    case .unexpectedAt:
      return language.pick("unexpected '@' in program", "程序中不应出现 '@'")
    case .tryWithoutCatch:
      return language.pick(
        "@try statement without a @catch and @finally clause",
        "@try 语句既没有 @catch 子句，也没有 @finally 子句")
    case .catchParameterNotObject:
      return language.pick(
        "@catch parameter is not a pointer to an interface type", "@catch 的参数不是指向类的指针")
    case .errorNotHandled(let nonExhaustive):
      return nonExhaustive
        ? language.pick(
          "error is not handled because the enclosing catch is not exhaustive",
          "错误没有被处理，因为外层的 catch 没有覆盖所有错误")
        : language.pick(
          "error is not handled because the enclosing function is not declared 'throws'",
          "错误没有被处理，因为外层函数没有声明 'throws'")
    case .rethrowOutsideCatch:
      return language.pick(
        "@throw (rethrow) used outside of a @catch block", "不带对象的 @throw（重新抛出）只能写在 @catch 块里")
    case .multipleDeclarators:
      return language.pick(
        "containrepl does not simulate several variables in one declaration yet; declare each on a line of its own",
        "containrepl 还没有模拟一条声明里的多个变量；请每个变量单独写一行")
    case .requirementWithBody:
      return language.pick("protocol requirements can't have a body", "协议要求不能有实现体")
    case .initializerOutsideType:
      return language.pick(
        "initializers may only be declared within a type", "初始化方法只能声明在类型内部")
    case .associatedTypeOutsideProtocol:
      return language.pick(
        "associated types can only be defined in a protocol; define a type or introduce a 'typealias' to satisfy an associated type requirement",
        "关联类型只能在协议里定义；要满足关联类型要求，请定义一个类型或引入一个 'typealias'")
    case .deinitializerOutsideClass:
      return language.pick(
        "deinitializers may only be declared within a class", "析构器只能声明在类里")
    case .computedWithInitializer:
      return language.pick(
        "variable with getter/setter cannot have an initial value",
        "带 getter/setter 的变量不能有初始值")
    case .setterWithoutGetter:
      return language.pick(
        "variable with a setter must also have a getter", "有 setter 的变量也必须有 getter")
    case .conflictingPropertyAttributes(let first, let second):
      return language.pick(
        "property attributes '\(first)' and '\(second)' are mutually exclusive",
        "属性特性 '\(first)' 和 '\(second)' 不能同时使用")
    case .unknownPropertyAttribute(let name):
      return language.pick(
        "unknown property attribute '\(name)'", "未知的属性特性 '\(name)'")
    case .caseOutsideSwitch(let keyword):
      return language.pick(
        "'\(keyword)' label can only appear inside a 'switch' statement",
        "'\(keyword)' 标签只能出现在 'switch' 语句里")
    case .emptyCase(let keyword):
      return language.pick(
        "'\(keyword)' label in a 'switch' must have at least one executable statement",
        "'switch' 中的 '\(keyword)' 标签下至少要有一条可执行的语句")
    case .emptySwitch:
      return language.pick(
        "'switch' statement body must have at least one 'case' or 'default' block",
        "'switch' 语句体里至少要有一个 'case' 或 'default'")
    case .caseAfterDefault:
      return language.pick(
        "additional 'case' blocks cannot appear after the 'default' block of a 'switch'",
        "'switch' 的 'default' 之后不能再有 'case'")
    case .ifValueNeedsElse:
      return language.pick(
        "'if' must have an unconditional 'else' to be used as expression",
        "'if' 用作表达式时必须有无条件的 'else'")
    case .branchNotAnExpression(let keyword):
      return language.pick(
        "non-expression branch of '\(keyword)' expression may only end with a 'throw'",
        "'\(keyword)' 表达式的分支必须是一个表达式")
    }
  }

  /// Quotes `tokens` and joins them as `'a', 'b' or 'c'`.
  private static func list(_ tokens: [String], separator: String, last: String) -> String {
    let quoted = tokens.map { "'\($0)'" }
    guard quoted.count > 1 else { return quoted.first ?? "" }
    return quoted.dropLast().joined(separator: separator) + last + (quoted.last ?? "")
  }

  /// The text of `fullWidthCharacter`.
  private static func fullWidthText(
    _ character: String, _ name: CharacterName, _ suggestion: String?, _ language: Language
  ) -> String {
    guard let suggestion else {
      return language.pick(
        "'\(character)' is \(name.english)", "'\(character)' 是\(name.chinese)")
    }
    return language.pick(
      "'\(character)' is \(name.english); did you mean '\(suggestion)'?",
      "'\(character)' 是\(name.chinese)，是否应为 '\(suggestion)'？")
  }
}
