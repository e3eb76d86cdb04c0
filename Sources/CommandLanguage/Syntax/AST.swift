/// The dialect a piece of source was written in; Swift and Objective-C mix line by line.
public enum Dialect: String, Hashable, Sendable {
  case swift
  case objc
}

/// A type as written in a declaration, kept loosely: the language is dynamically checked.
public struct TypeRef: Hashable, Sendable {
  /// The base type name as written (`UIViewController`, `CGRect`, `BOOL`, `NSInteger`, `Bool`).
  public var name: String
  /// `T?`, `T!`, or an Objective-C object pointer (which may be nil).
  public var isOptional: Bool
  /// `[T]`, `NSArray *`, `NSArray<T *> *`, `NSMutableArray *`.
  public var isArray: Bool
  /// The element type of an array, when written (`[UIViewController]`, `NSArray<UIViewController *>`).
  public var element: String?
  /// Protocols named with the type (`UIViewController<P> *`, `UIViewController & P`).
  public var protocols: [String]
  /// A function type such as `(Bool) -> Void` or a block type.
  public var isFunction: Bool
  /// An Objective-C ownership qualifier written with the type (`__weak`,
  /// `__unsafe_unretained`); Swift writes ownership as a declaration modifier instead.
  public var ownership: Ownership = .strong
  /// A Swift `inout` parameter's type.
  public var isInout = false
  /// How many `*` beyond an object's one a C type has (`CGRect *` 1, `NSError **` 1).
  public var pointerDepth = 0
  /// A Swift tuple type's element types, by name, each after its label and a colon when it has
  /// one (`width:Size` for `(width: Size, height: Size)`).
  public var tupleElements: [String] = []
  public var range: SourceRange

  public init(
    name: String, isOptional: Bool = false, isArray: Bool = false, element: String? = nil,
    protocols: [String] = [], isFunction: Bool = false, range: SourceRange
  ) {
    self.name = name
    self.isOptional = isOptional
    self.isArray = isArray
    self.element = element
    self.protocols = protocols
    self.isFunction = isFunction
    self.range = range
  }
}

/// One argument of a Swift call or an Objective-C message.
public struct Argument: Hashable, Sendable {
  /// The Swift argument label, or the Objective-C selector piece before this argument's colon;
  /// nil when unlabelled (`f(x)`, extra comma-separated Objective-C arguments, C calls).
  public var label: String?
  public var labelRange: SourceRange?
  public var value: Expr

  public init(label: String?, labelRange: SourceRange? = nil, value: Expr) {
    self.label = label
    self.labelRange = labelRange
    self.value = value
  }
}

/// A closure parameter (`finished`, `_`, `(finished: Bool)`, `BOOL finished`).
public struct ClosureParameter: Hashable, Sendable {
  /// The name, or nil for `_`.
  public var name: String?
  public var type: TypeRef?
  public var range: SourceRange

  public init(name: String?, type: TypeRef?, range: SourceRange) {
    self.name = name
    self.type = type
    self.range = range
  }
}

/// One entry of a closure's capture list: `weak self`, `unowned x`, `y = expression`.
public struct CaptureItem: Hashable, Sendable {
  /// The name the closure's body uses.
  public var name: String
  public var ownership: Ownership
  /// The captured expression when it is written (`weak w = self.child`); nil for `weak self`.
  public var value: Expr?
  public var range: SourceRange

  public init(name: String, ownership: Ownership, value: Expr?, range: SourceRange) {
    self.name = name
    self.ownership = ownership
    self.value = value
    self.range = range
  }
}

/// A closure `{ finished in … }` or an Objective-C block `^(BOOL finished){ … }`.
public struct ClosureExpr: Hashable, Sendable {
  /// Nil when the closure declares no parameter list (`{ … }`, `^{ … }`): its arguments are
  /// then `$0`, `$1`, … (or ignored).
  public var parameters: [ClosureParameter]?
  public var body: [Stmt]
  public var dialect: Dialect
  /// The capture list (`[weak self, unowned child]`), evaluated when the closure is made.
  public var captures: [CaptureItem] = []

  public init(parameters: [ClosureParameter]?, body: [Stmt], dialect: Dialect) {
    self.parameters = parameters
    self.body = body
    self.dialect = dialect
  }
}

/// One `key: value` of a dictionary literal.
public struct DictionaryEntry: Hashable, Sendable {
  public var key: Expr
  public var value: Expr

  public init(key: Expr, value: Expr) {
    self.key = key
    self.value = value
  }
}

/// The operators of binary expressions.
public enum BinaryOperator: String, Hashable, Sendable {
  case add = "+", subtract = "-", multiply = "*", divide = "/", remainder = "%"
  case equal = "==", notEqual = "!=", identical = "===", notIdentical = "!=="
  case less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
  case and = "&&", or = "||"
  case nilCoalescing = "??"
  /// C's `a ?: b` (GNU): `a` when it is true, `b` otherwise.
  case elvis = "?:"
  case halfOpenRange = "..<", closedRange = "..."
  case bitOr = "|", bitAnd = "&", bitXor = "^", shiftLeft = "<<", shiftRight = ">>"
}

/// The operators of prefix expressions.
public enum UnaryOperator: String, Hashable, Sendable {
  case not = "!", negate = "-", plus = "+", bitNot = "~"
  /// C's `*pointer` (only on the out-parameters blocks receive, `*stop = YES`).
  case dereference = "*"
  /// `&place`: C's address of a variable (`CGRectDivide(r, &slice, &rest, …)`,
  /// `[self load:&error]`) or Swift's `inout` argument.
  case addressOf = "&"
  /// C's postfix `x++` and `x--` inside an expression (`a[i++]`): the variable changes, and
  /// the expression is its value before the change.
  case postIncrement = "++", postDecrement = "--"
}

/// The operators of assignment statements.
public enum AssignmentOperator: String, Hashable, Sendable {
  case assign = "=", add = "+=", subtract = "-=", multiply = "*=", divide = "/="
  case remainder = "%=", bitOr = "|=", bitAnd = "&=", bitXor = "^=", shiftLeft = "<<="
  case shiftRight = ">>="

  /// The binary operator a compound assignment applies (`+=` applies `+`).
  public var binary: BinaryOperator? {
    switch self {
    case .assign: return nil
    case .add: return .add
    case .subtract: return .subtract
    case .multiply: return .multiply
    case .divide: return .divide
    case .remainder: return .remainder
    case .bitOr: return .bitOr
    case .bitAnd: return .bitAnd
    case .bitXor: return .bitXor
    case .shiftLeft: return .shiftLeft
    case .shiftRight: return .shiftRight
    }
  }
}

/// An expression with the source range it covers.
public struct Expr: Hashable, Sendable {
  public indirect enum Kind: Hashable, Sendable {
    /// A variable, a function, a type or a constant name (`a`, `CGRectMake`, `UIViewController`).
    case identifier(String)
    case selfRef
    case superRef
    case nilLiteral
    /// `true`/`false` and `YES`/`NO`.
    case boolLiteral(Bool)
    case intLiteral(Int)
    case doubleLiteral(Double)
    /// `"…"` or `@"…"` without interpolation.
    case stringLiteral(String)
    /// A Swift string with `\(…)` parts, in order.
    case interpolatedString([InterpolationPart])
    /// `[a, b]`, `@[a, b]`.
    case arrayLiteral([Expr])
    /// `a.b`; `optional` for `a?.b`; `nameRange` covers `b`.
    case member(Expr, name: String, nameRange: SourceRange, optional: Bool)
    /// `.transitionCrossDissolve`, `.zero`.
    case implicitMember(String)
    /// `f(x)`, `a.f(x, y: z)`, `T(…)`, `CGRectMake(…)`; a trailing closure is the last argument
    /// with label nil and `isTrailingClosure` true.
    case call(callee: Expr, arguments: [Argument], hasTrailingClosure: Bool)
    /// `[receiver piece:arg piece:arg]` or `[receiver unarySelector]`.
    /// `selector` is the whole selector (`transitionFromViewController:toViewController:…`);
    /// each argument's label is its selector piece (the first one included).
    case message(
      receiver: Expr, selector: String, selectorRange: SourceRange, arguments: [Argument])
    /// `a[i]`.
    case subscriptAccess(Expr, index: Expr)
    case unary(UnaryOperator, Expr)
    case binary(BinaryOperator, Expr, Expr)
    /// `c ? a : b`.
    case ternary(condition: Expr, then: Expr, otherwise: Expr)
    case closure(ClosureExpr)
    /// `(UIButton *)sender`, the forced, conditional and plain `as` casts.
    case cast(Expr, to: TypeRef, conditional: Bool)
    /// `x is T`.
    case typeCheck(Expr, TypeRef)
    /// `x!` (force unwrap).
    case forceUnwrap(Expr)
    /// `(a)`, kept so that ranges and diagnostics stay faithful.
    case parenthesized(Expr)
    /// `@(expr)` boxed expression in Objective-C.
    case boxed(Expr)
    /// An Objective-C assignment used as a value, written in double parentheses as C asks:
    /// `if ((self = [super init]))`.
    case assignment(target: Expr, value: Expr)
    /// A postfix chain with `?` links (`a?.b.c`, `f?()`): a nil at a link makes it all nil.
    case optionalChain(Expr)
    /// `x?` as the base of a call or subscript in an optional chain (`completion?()`).
    case optionalBase(Expr)
    /// `(a, b)`, `(x: 1, y: 2)`; `()` is the empty tuple.
    case tuple([Argument])
    /// `[k: v]`, `[:]`, `@{k: v}`.
    case dictionaryLiteral([DictionaryEntry])
    /// A type written where a value stands: `[UIViewController]` in `[UIViewController]()`.
    case typeValue(TypeRef)
    /// `#selector(cycle(from:to:))`, `@selector(cycleFrom:to:)`: the method's name as written.
    case selectorLiteral(String)
    /// An `if` or `switch` used as a value (Swift 5.9): each branch is one expression, or an
    /// `if` or `switch` of the same kind.
    case branchValue(Stmt)
    /// A Swift key path, `\.title` or `\UIViewController.title`: the root type as written
    /// (nil when inferred) and the property names.
    case keyPathLiteral(root: String?, path: [String])
    /// `try f()`, `try? f()`, `try! f()`: the expression marked, and how an error it throws
    /// is handled.
    case tryExpr(Expr, TryKind)
  }

  public var kind: Kind
  public var range: SourceRange

  public init(_ kind: Kind, range: SourceRange) {
    self.kind = kind
    self.range = range
  }
}

/// How a Swift `try` handles an error thrown inside it.
public enum TryKind: Hashable, Sendable {
  /// `try`: the error goes on to the enclosing `catch`, or out of the throwing function.
  case plain
  /// `try?`: an error makes the expression nil.
  case optional
  /// `try!`: an error stops the program.
  case forced
}

/// One `catch` clause of a Swift `do`: the patterns the error may match, one of which must
/// (none: any error, bound to `error`), and a `where` condition.
public struct SwiftCatchClause: Hashable, Sendable {
  public var patterns: [Pattern]
  public var guardExpr: Expr?
  public var body: [Stmt]
  public var range: SourceRange

  public init(patterns: [Pattern], guardExpr: Expr?, body: [Stmt], range: SourceRange) {
    self.patterns = patterns
    self.guardExpr = guardExpr
    self.body = body
    self.range = range
  }
}

/// A literal or interpolated part of a Swift string.
public enum InterpolationPart: Hashable, Sendable {
  case text(String)
  case expression(Expr)
}

/// A condition of `if`, `guard` or `while`: a Boolean expression or an optional binding.
public enum Condition: Hashable, Sendable {
  case expression(Expr)
  /// `let name = value` / `var name = value` in `if let` / `guard let`; `value` is nil for the
  /// shorthand `if let name`.
  case optionalBinding(name: String, nameRange: SourceRange, value: Expr?)
  /// `case pattern = value` in `if case`, `guard case`, `while case`.
  case casePattern(Pattern, Expr)
}

/// A pattern of `switch` cases, `if case`, `for` loops and `let (a, b) = …`.
public indirect enum Pattern: Hashable, Sendable {
  /// `_`.
  case wildcard
  /// A name bound to the value (`let x`, `x` inside `case let`).
  case binding(String, SourceRange)
  /// A value compared with `~=`: a literal, a range, a constant, an expression.
  case value(Expr)
  /// `.loaded(let vc)`, `Tab.first`, `.some(x)`; the payload's patterns, if written.
  case enumCase(type: String?, name: String, payload: [PatternElement]?, range: SourceRange)
  /// `(let i, _)`, `(key, value)`.
  case tuple([PatternElement])
  /// `is UINavigationController`.
  case isType(TypeRef)
  /// `let nav as UINavigationController`.
  case cast(Pattern, TypeRef)
  /// `x?`: the value is not nil, and the pattern matches the value.
  case optional(Pattern)
}

/// One element of a tuple or payload pattern, with its label if written.
public struct PatternElement: Hashable, Sendable {
  public var label: String?
  public var pattern: Pattern

  public init(label: String?, pattern: Pattern) {
    self.label = label
    self.pattern = pattern
  }
}

/// One `case …:` (or `default:`) of a Swift `switch`.
public struct SwitchCase: Hashable, Sendable {
  /// The patterns (empty for `default`).
  public var patterns: [Pattern]
  /// `where condition`.
  public var guardExpr: Expr?
  public var body: [Stmt]
  public var isDefault: Bool
  public var range: SourceRange

  public init(
    patterns: [Pattern], guardExpr: Expr?, body: [Stmt], isDefault: Bool, range: SourceRange
  ) {
    self.patterns = patterns
    self.guardExpr = guardExpr
    self.body = body
    self.isDefault = isDefault
    self.range = range
  }
}

/// A `case value:` (or `default:`) label of a C `switch`, and where it stands in the body.
public struct CaseLabel: Hashable, Sendable {
  /// The value; nil for `default:`.
  public var value: Expr?
  /// The index in the switch's body of the first statement after the label.
  public var position: Int
  public var range: SourceRange

  public init(value: Expr?, position: Int, range: SourceRange) {
    self.value = value
    self.position = position
    self.range = range
  }
}

/// One `@catch (…) { … }` clause of an Objective-C `@try`.
public struct CatchClause: Hashable, Sendable {
  /// The class the clause catches (`NSException`, a subclass); nil for `id` and `...`, which
  /// catch every object.
  public var className: String?
  /// The name the caught object is bound to; nil for `...` or a parameter left unnamed.
  public var name: String?
  public var body: [Stmt]
  public var range: SourceRange

  public init(className: String?, name: String?, body: [Stmt], range: SourceRange) {
    self.className = className
    self.name = name
    self.body = body
    self.range = range
  }
}

/// A statement with the source range it covers.
public struct Stmt: Hashable, Sendable {
  /// Boxed case by case, not as a whole: an expression statement (the most common) and the
  /// other small cases sit in the statement itself, which spares an allocation and a free per
  /// statement; the wide cases stay boxed, so that the kind is no wider than an expression.
  public enum Kind: Hashable, Sendable {
    case expression(Expr)
    indirect case variable(VariableDecl)
    indirect case assignment(target: Expr, op: AssignmentOperator, value: Expr)
    /// `if`; an `else if` is an `if` alone in `otherwise`.
    indirect case ifStatement(conditions: [Condition], then: [Stmt], otherwise: [Stmt]?)
    indirect case guardStatement(conditions: [Condition], otherwise: [Stmt])
    /// Swift `for x in seq where cond { }`, Objective-C `for (T *x in seq) { }`; `pattern`
    /// is nil for `_`.
    indirect case forIn(pattern: Pattern?, sequence: Expr, whereClause: Expr?, body: [Stmt])
    /// C `for (init; condition; step) { }` (Objective-C).
    indirect case forLoop(initializer: [Stmt], condition: Expr?, step: [Stmt], body: [Stmt])
    indirect case whileLoop(condition: [Condition], body: [Stmt])
    case returnStatement(Expr?)
    /// `break` or `continue`, with the label of the loop or switch they leave, if written.
    case breakStatement(String?)
    case continueStatement(String?)
    /// Swift's `fallthrough` in a switch case.
    case fallthroughStatement
    /// A loop, `switch`, `if` or `do` with a label: `outer: for …`.
    indirect case labeled(String, Stmt)
    /// Swift `switch`.
    indirect case switchStatement(subject: Expr, cases: [SwitchCase])
    /// C `switch (x) { case 1: …; break; default: … }`: one body, labels into it, and
    /// fall-through from one label's statements into the next.
    indirect case cSwitch(subject: Expr, body: [Stmt], labels: [CaseLabel])
    /// Swift `repeat { } while c`, C `do { } while (c);`.
    indirect case repeatWhile(body: [Stmt], condition: Expr)
    /// `defer { … }`: runs when the enclosing scope ends.
    case deferStatement([Stmt])
    /// `let (a, b) = value`.
    indirect case destructure(Pattern, isConstant: Bool, value: Expr)
    indirect case enumDeclaration(EnumDecl)
    /// `typealias Name = Type`, `typedef Type Name;`.
    indirect case typeAlias(name: String, type: TypeRef)
    indirect case function(FunctionDecl)
    indirect case classDeclaration(ClassDecl)
    indirect case protocolDeclaration(ProtocolDecl)
    /// A meta command line (`:tree`, `:tick 0.1`); `text` excludes the leading `:`.
    case meta(text: String)
    /// A `{ … }` block on its own (Objective-C compound statement).
    case block([Stmt])
    /// `@synthesize name = _ivar;` (ivar nil: `@synthesize name;`) or `@dynamic name;` in an
    /// `@implementation`.
    indirect case synthesize(property: String, ivar: String?, isDynamic: Bool)
    /// Objective-C's `@try { … } @catch (…) { … } @finally { … }`: at least one clause or a
    /// `@finally`.
    indirect case tryStatement(body: [Stmt], catches: [CatchClause], finally: [Stmt]?)
    /// `@throw value;`, or `@throw;` inside a `@catch` (nil: the caught object again).
    case throwStatement(Expr?)
    /// Swift's `throw error`.
    case swiftThrow(Expr)
    /// Swift's `do { … } catch pattern where condition { … } catch { … }`.
    indirect case doCatch(body: [Stmt], catches: [SwiftCatchClause])
    /// A statement that did not parse; its diagnostic is in the parse result, and running it
    /// reports that diagnostic at this point of the sequence.
    case invalid(diagnosticIndex: Int)
  }

  public var kind: Kind
  public var range: SourceRange

  public init(_ kind: Kind, range: SourceRange) {
    self.kind = kind
    self.range = range
  }
}

extension Expr {
  /// The missing side of a one-sided range (`0...`, `..<2`): an empty `nil` at the operator,
  /// which no written expression is.
  static func openBound(at position: Int) -> Expr {
    Expr(.nilLiteral, range: SourceRange(start: position, end: position))
  }

  /// Whether this is the missing side of a one-sided range.
  public var isOpenBound: Bool {
    if case .nilLiteral = kind, range.start == range.end { return true }
    return false
  }
}
