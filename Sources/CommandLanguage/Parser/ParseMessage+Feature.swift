import Simulation

extension ParseMessage {
  /// Valid Swift or Objective-C that containrepl does not simulate: the statement is skipped
  /// with `unsupported: containrepl does not simulate 'X' yet`, and the session goes on.
  public enum Feature: Hashable, Sendable {
    /// `func f<T>`, `class Box<T>`.
    case genericParameters
    /// `where` clauses on generic declarations.
    case whereClauses
    /// `T...` parameters.
    case variadicParameters
    /// A type declared inside another declaration or body.
    case nestedTypes
    /// C arrays (`CGFloat widths[4];`).
    case cArrays
    /// C bit fields (`unsigned flag : 1;`).
    case bitFields
    /// A C initialiser list that mixes `.field =` with values in order.
    case mixedInitializers
    /// A `#` or `@` expression other than `#selector`, `#available`, `@selector` (its spelling).
    case compilerDirective(String)
    /// `#define NAME(x) …` and `#define` of something that is not a value.
    case macros
    /// A declaration keyword containrepl does not model (`subscript`, `actor`, `operator`…).
    case declaration(String)

    /// What the message names.
    var name: String {
      switch self {
      case .genericParameters: return "generic parameters ('<T>')"
      case .whereClauses: return "generic 'where' clauses"
      case .variadicParameters: return "variadic parameters ('T...')"
      case .nestedTypes: return "types declared inside other declarations"
      case .cArrays: return "C arrays ('T name[N]')"
      case .bitFields: return "C bit fields ('T name : N')"
      case .mixedInitializers: return "initialiser lists mixing '.field =' with values in order"
      case .compilerDirective(let spelling): return "'\(spelling)'"
      case .macros: return "'#define' of anything but a constant value"
      case .declaration(let keyword): return "'\(keyword)' declarations"
      }
    }

    /// The Chinese name.
    var chineseName: String {
      switch self {
      case .genericParameters: return "泛型参数（'<T>'）"
      case .whereClauses: return "泛型 'where' 子句"
      case .variadicParameters: return "可变参数（'T...'）"
      case .nestedTypes: return "在其他声明内部声明的类型"
      case .cArrays: return "C 数组（'T name[N]'）"
      case .bitFields: return "C 位域（'T name : N'）"
      case .mixedInitializers: return "混用 '.field =' 和按顺序取值的初始化列表"
      case .compilerDirective(let spelling): return "'\(spelling)'"
      case .macros: return "不是常量值的 '#define'"
      case .declaration(let keyword): return "'\(keyword)' 声明"
      }
    }

    /// The full sentence in `language`.
    func text(_ language: Language) -> String {
      language.pick(
        "containrepl does not simulate \(name) yet", "containrepl 还没有模拟\(chineseName)")
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
