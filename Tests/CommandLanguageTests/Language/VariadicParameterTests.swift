import TestSupport
import Testing

/// Swift's variadic parameters (`_ views: UIView...`): the arguments arrive in the body as one
/// array; the first carries the parameter's label, the rest none, and there may be none at all.
struct VariadicParameterTests {
  typealias Case = LanguageCase

  static let cases: [Case] = [
    Case(
      "a variadic function gets its arguments as an array, or an empty one",
      """
      func total(_ numbers: Int...) -> Int {
        return numbers.reduce(0, +)
      }
      print(total(1, 2, 3), total(5), total())
      """,
      "6 5 0"),
    Case(
      "a labelled variadic parameter between others, and a method that takes views",
      """
      class Stage: UIViewController {
        func place(_ title: String, views: UIView..., spacing: CGFloat = 8) -> String {
          return "\\(title) \\(views.count) \\(spacing)"
        }
      }
      let stage = Stage()
      print(stage.place("a", views: UIView(), UIView(), spacing: 4))
      print(stage.place("b", views: UIView()))
      print(stage.place("c"))
      """,
      "a 2 4.0\nb 1 8.0\nc 0 8.0"),
    Case(
      "a variadic initialiser parameter",
      """
      struct Path {
        let steps: [String]
        init(_ steps: String...) { self.steps = steps }
      }
      print(Path("a", "b").steps.count, Path().steps)
      """,
      "2 []"),
  ]

  @Test(arguments: cases) func runs(_ item: Case) { item.expectCleanRun() }

  @Test func aSecondLabelForTheVariadicArgumentsIsRefused() {
    let run = ScriptRun(
      """
      func f(_ items: Int..., last: Int) -> Int { return items.count + last }
      print(f(1, 2, lst: 3))
      """)
    #expect(run.hadError, "\(run.output)")
  }
}

/// An initialiser's default arguments are the parameters' values when the call leaves them out,
/// for a structure's and a class's alike.
struct InitializerDefaultArgumentTests {
  @Test func anOmittedArgumentOfAnInitializerTakesItsDefault() {
    LanguageCase(
      "default arguments of initialisers",
      """
      struct Inset {
        let amount: CGFloat
        let edge: String
        init(amount: CGFloat = 8, edge: String = "top") { self.amount = amount; self.edge = edge }
      }
      class Drawer: UIViewController {
        var width: CGFloat = 0
        init(width: CGFloat = 260) {
          self.width = width
          super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError() }
      }
      print(Inset().amount, Inset(edge: "left").edge, Inset(amount: 2).amount)
      print(Drawer().width, Drawer(width: 300).width)
      """,
      "8.0 left 2.0\n260.0 300.0"
    ).expectCleanRun()
  }
}
