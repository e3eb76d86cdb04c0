import Simulation

extension ParseMessage {
  /// A construct of Swift or Objective-C that the command language does not accept.
  public enum Feature: Hashable, Sendable {
    /// `switch`.
    case switchStatements
    /// `enum`.
    case enumerations
    /// `(a, b)`.
    case tuples
    /// `func f<T>`, `Array<T>()`.
    case genericParameters
    /// `[k: v]`, `@{k: v}`.
    case dictionaryLiterals
    /// `#selector(…)`, `@selector(…)` and other `#` expressions.
    case compilerDirectives
    /// `try`, `throw`, `do`/`catch`.
    case errorHandling
    /// `repeat { } while`.
    case repeatLoops
    /// `defer { }`.
    case deferStatements
    /// `if case`, `case` patterns.
    case casePatterns
    /// `for … where`, `where` clauses.
    case whereClauses
    /// `T...` parameters.
    case variadicParameters
    /// A class or protocol declared inside another declaration or body.
    case nestedTypes
    /// `&x`.
    case addressOf
    /// `typealias`.
    case typeAliases
    /// `"""…"""`.
    case multiLineStrings
    /// `a?[i]`, `f?()`.
    case optionalCallsAndSubscripts
    /// `for (a, b) in …` and other destructuring patterns.
    case destructuring

    /// The full sentence in `language`.
    func text(_ language: Language) -> String {
      switch self {
      case .switchStatements:
        return language.pick("'switch' statements are not supported", "不支持 'switch' 语句")
      case .enumerations: return language.pick("enumerations are not supported", "不支持枚举")
      case .tuples: return language.pick("tuples are not supported", "不支持元组")
      case .genericParameters:
        return language.pick("generic parameters are not supported", "不支持泛型参数")
      case .dictionaryLiterals:
        return language.pick("dictionary literals are not supported", "不支持字典字面量")
      case .compilerDirectives:
        return language.pick(
          "'#' and '@selector' expressions are not supported", "不支持 '#' 和 '@selector' 表达式")
      case .errorHandling:
        return language.pick(
          "error handling ('try', 'throw', 'do') is not supported",
          "不支持错误处理（'try'、'throw'、'do'）")
      case .repeatLoops:
        return language.pick("'repeat' loops are not supported", "不支持 'repeat' 循环")
      case .deferStatements:
        return language.pick("'defer' statements are not supported", "不支持 'defer' 语句")
      case .casePatterns:
        return language.pick("'case' patterns are not supported", "不支持 'case' 模式")
      case .whereClauses:
        return language.pick("'where' clauses are not supported", "不支持 'where' 子句")
      case .variadicParameters:
        return language.pick("variadic parameters are not supported", "不支持可变参数")
      case .nestedTypes:
        return language.pick(
          "types can only be declared at top level", "类型只能在顶层声明")
      case .addressOf:
        return language.pick("the address-of operator '&' is not supported", "不支持取地址运算符 '&'")
      case .typeAliases:
        return language.pick("'typealias' is not supported", "不支持 'typealias'")
      case .multiLineStrings:
        return language.pick(
          "multi-line string literals are not supported", "不支持多行字符串字面量")
      case .optionalCallsAndSubscripts:
        return language.pick(
          "optional calls and subscripts ('f?()', 'a?[i]') are not supported",
          "不支持可选调用和可选下标（'f?()'、'a?[i]'）")
      case .destructuring:
        return language.pick(
          "destructuring patterns are not supported", "不支持解构模式")
      }
    }
  }

  /// The name of a character that looks like ASCII punctuation but is not.
  public enum CharacterName: Hashable, Sendable {
    /// `，`.
    case comma
    /// `、`.
    case ideographicComma
    /// `。` or `．`.
    case fullStop
    /// `；`.
    case semicolon
    /// `：`.
    case colon
    /// `（` or `）`.
    case parenthesis
    /// `［`, `］`, `【` or `】`.
    case bracket
    /// `｛` or `｝`.
    case brace
    /// `＂`, `「`, `」`, `『` or `』`.
    case quotationMark
    /// `＇`.
    case apostrophe
    /// `“` or `”`.
    case curlyQuotationMark
    /// `‘` or `’`.
    case curlyApostrophe
    /// U+3000.
    case space
    /// `！`.
    case exclamationMark
    /// `？`.
    case questionMark
    /// `＝`.
    case equalsSign
    /// `《`, `》`, `〈`, `〉`, `＜` or `＞`.
    case angleBracket
    /// Any other full-width or ideographic punctuation.
    case other

    /// The English name with its article.
    var english: String {
      switch self {
      case .comma: return "a full-width comma"
      case .ideographicComma: return "an ideographic comma"
      case .fullStop: return "a full-width full stop"
      case .semicolon: return "a full-width semicolon"
      case .colon: return "a full-width colon"
      case .parenthesis: return "a full-width parenthesis"
      case .bracket: return "a full-width bracket"
      case .brace: return "a full-width brace"
      case .quotationMark: return "a full-width quotation mark"
      case .apostrophe: return "a full-width apostrophe"
      case .curlyQuotationMark: return "a curly quotation mark"
      case .curlyApostrophe: return "a curly apostrophe"
      case .space: return "a full-width space"
      case .exclamationMark: return "a full-width exclamation mark"
      case .questionMark: return "a full-width question mark"
      case .equalsSign: return "a full-width equals sign"
      case .angleBracket: return "a full-width angle bracket"
      case .other: return "a full-width character"
      }
    }

    /// The Chinese name.
    var chinese: String {
      switch self {
      case .comma: return "全角逗号"
      case .ideographicComma: return "顿号"
      case .fullStop: return "全角句号"
      case .semicolon: return "全角分号"
      case .colon: return "全角冒号"
      case .parenthesis: return "全角括号"
      case .bracket: return "全角方括号"
      case .brace: return "全角花括号"
      case .quotationMark: return "全角引号"
      case .apostrophe: return "全角单引号"
      case .curlyQuotationMark: return "弯引号"
      case .curlyApostrophe: return "弯单引号"
      case .space: return "全角空格"
      case .exclamationMark: return "全角感叹号"
      case .questionMark: return "全角问号"
      case .equalsSign: return "全角等号"
      case .angleBracket: return "全角尖括号"
      case .other: return "全角字符"
      }
    }
  }
}
