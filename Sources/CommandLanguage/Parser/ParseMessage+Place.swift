import Simulation

extension ParseMessage {
  /// Where in the grammar something is missing; each place reads as a phrase in both languages.
  public enum Place: Hashable, Sendable {
    /// The arguments of a call.
    case expressionList
    /// A parenthesized expression.
    case expression
    /// `[a, b]` or `@[a, b]`.
    case arrayLiteral
    /// `[receiver selector:argument]`.
    case messageSend
    /// `a[i]`.
    case subscriptIndex
    /// `@(expr)`.
    case boxedExpression
    /// A Swift closure.
    case closure
    /// An Objective-C block literal.
    case blockLiteral
    /// A `{ … }` statement block.
    case block
    /// A Swift function or an Objective-C method body.
    case functionBody
    /// A Swift function declaration before its body.
    case functionDeclaration
    /// A Swift function's parameters.
    case parameterList
    /// An Objective-C method signature.
    case methodSignature
    /// After a complete Objective-C method signature, where a body or `;` follows.
    case afterMethodSignature
    /// A Swift class body.
    case classBody
    /// A Swift class declaration before its body.
    case classDeclaration
    /// A Swift protocol body.
    case protocolBody
    /// An `@interface` body.
    case interface
    /// An `@implementation` body.
    case implementation
    /// An `@protocol` body.
    case objcProtocol
    /// An Objective-C instance variable block.
    case instanceVariables
    /// An `@property` declaration.
    case property
    /// A `let`/`var` or an Objective-C declaration.
    case variableDeclaration
    /// A type.
    case type
    /// A computed property's accessor block.
    case accessor
    /// An `if` condition.
    case ifCondition
    /// A `while` condition.
    case whileCondition
    /// A `guard` condition.
    case guardCondition
    /// After `else`.
    case elseClause
    /// A Swift `for … in` loop before its body.
    case forEachBody
    /// A `for` loop's pattern before `in`.
    case forEachPattern
    /// The parenthesized header of an Objective-C or C `for` loop.
    case forHeader
    /// A ternary expression after `? …`.
    case ternary
    /// A closure's capture list.
    case captureList
    /// A closure's or block's parameter list.
    case closureParameters
    /// A `\(…)` interpolation.
    case interpolation
    /// A C cast `(T *)x`.
    case cast
    /// After `->`.
    case returnType
    /// A type annotation after `:`.
    case typeAnnotation
    /// A generic argument or protocol list between `<` and `>`.
    case angleBrackets
    /// An attribute's arguments.
    case attribute
    /// A declaration after its attributes and modifiers.
    case declaration
    /// After a `switch` subject.
    case switchSubject
    /// A `switch` body.
    case switchBody
    /// A `case` label of a `switch`.
    case switchCase
    /// After a `repeat` body.
    case repeatBody
    /// An enumeration body.
    case enumBody
    /// A `typedef`.
    case typedef
    /// A `#define` line.
    case define

    /// The English phrase, placed after the missing thing.
    var english: String {
      switch self {
      case .expressionList: return "in expression list"
      case .expression: return "in expression"
      case .arrayLiteral: return "in array literal"
      case .messageSend: return "in message send"
      case .subscriptIndex: return "in subscript"
      case .boxedExpression: return "in boxed expression"
      case .closure: return "at end of closure"
      case .blockLiteral: return "at end of block literal"
      case .block: return "at end of brace statement"
      case .functionBody: return "in body of function declaration"
      case .functionDeclaration: return "in function declaration"
      case .parameterList: return "in parameter list"
      case .methodSignature: return "in method signature"
      case .afterMethodSignature: return "after method signature"
      case .classBody: return "in class"
      case .classDeclaration: return "in class declaration"
      case .protocolBody: return "in protocol"
      case .interface: return "in '@interface'"
      case .implementation: return "in '@implementation'"
      case .objcProtocol: return "in '@protocol'"
      case .instanceVariables: return "in instance variable list"
      case .property: return "in '@property' declaration"
      case .variableDeclaration: return "in variable declaration"
      case .type: return "in type"
      case .accessor: return "in property accessor"
      case .ifCondition: return "after 'if' condition"
      case .whileCondition: return "after 'while' condition"
      case .guardCondition: return "after 'guard' condition"
      case .elseClause: return "after 'else'"
      case .forEachBody: return "to start the body of for-each loop"
      case .forEachPattern: return "after for-each pattern"
      case .forHeader: return "in 'for' statement"
      case .ternary: return "after '? ...' in ternary expression"
      case .captureList: return "in closure capture list"
      case .closureParameters: return "in closure parameters"
      case .interpolation: return "in string interpolation"
      case .cast: return "in cast"
      case .returnType: return "after '->'"
      case .typeAnnotation: return "after ':'"
      case .angleBrackets: return "in angle brackets"
      case .attribute: return "in attribute"
      case .declaration: return "in declaration"
      case .switchSubject: return "after 'switch' subject expression"
      case .switchBody: return "in 'switch' statement"
      case .switchCase: return "after 'case' label"
      case .repeatBody: return "after 'repeat' body"
      case .enumBody: return "in enum"
      case .typedef: return "in 'typedef'"
      case .define: return "in '#define'"
      }
    }

    /// The Chinese phrase, placed before `缺少`.
    var chinese: String {
      switch self {
      case .expressionList: return "表达式列表中"
      case .expression: return "表达式中"
      case .arrayLiteral: return "数组字面量中"
      case .messageSend: return "消息发送中"
      case .subscriptIndex: return "下标中"
      case .boxedExpression: return "装箱表达式中"
      case .closure: return "闭包末尾"
      case .blockLiteral: return "块字面量末尾"
      case .block: return "代码块末尾"
      case .functionBody: return "函数体中"
      case .functionDeclaration: return "函数声明中"
      case .parameterList: return "参数列表中"
      case .methodSignature: return "方法签名中"
      case .afterMethodSignature: return "方法签名之后"
      case .classBody: return "类定义中"
      case .classDeclaration: return "类声明中"
      case .protocolBody: return "协议定义中"
      case .interface: return "'@interface' 中"
      case .implementation: return "'@implementation' 中"
      case .objcProtocol: return "'@protocol' 中"
      case .instanceVariables: return "实例变量列表中"
      case .property: return "'@property' 声明中"
      case .variableDeclaration: return "变量声明中"
      case .type: return "类型中"
      case .accessor: return "属性访问器中"
      case .ifCondition: return "'if' 条件之后"
      case .whileCondition: return "'while' 条件之后"
      case .guardCondition: return "'guard' 条件之后"
      case .elseClause: return "'else' 之后"
      case .forEachBody: return "for-each 循环体开头"
      case .forEachPattern: return "for-each 模式之后"
      case .forHeader: return "'for' 语句中"
      case .ternary: return "三元表达式的 '? ...' 之后"
      case .captureList: return "闭包捕获列表中"
      case .closureParameters: return "闭包参数中"
      case .interpolation: return "字符串插值中"
      case .cast: return "类型转换中"
      case .returnType: return "'->' 之后"
      case .typeAnnotation: return "':' 之后"
      case .angleBrackets: return "尖括号中"
      case .attribute: return "特性中"
      case .declaration: return "声明中"
      case .switchSubject: return "'switch' 的表达式之后"
      case .switchBody: return "'switch' 语句中"
      case .switchCase: return "'case' 标签之后"
      case .repeatBody: return "'repeat' 循环体之后"
      case .enumBody: return "枚举定义中"
      case .typedef: return "'typedef' 中"
      case .define: return "'#define' 中"
      }
    }

    /// The text of `expectedDeclaration` for a body of this place.
    func declarationText(_ language: Language) -> String {
      switch self {
      case .classBody:
        return language.pick(
          "expected 'func', 'var' or 'let' in class body", "类定义中应为 'func'、'var' 或 'let'")
      case .protocolBody:
        return language.pick(
          "expected 'func' or 'var' in protocol body", "协议定义中应为 'func' 或 'var'")
      case .objcProtocol:
        return language.pick(
          "expected a method prototype, '@property' or '@end' in '@protocol'",
          "'@protocol' 中应为方法原型、'@property' 或 '@end'")
      default:
        return language.pick(
          "expected a method, '@property' or '@end' \(english)",
          "\(chinese)应为方法、'@property' 或 '@end'")
      }
    }
  }
}
