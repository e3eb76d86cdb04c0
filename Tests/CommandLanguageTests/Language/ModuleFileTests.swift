import TestSupport
import Testing

/// The files of one run are one module, as swiftc compiles them. The main file is the one
/// named `main.swift`, else the only file with top-level code; it runs after the files that
/// only declare things, and their global variables are initialised when first read, as swiftc
/// makes globals outside the main file lazy.
struct ModuleFileTests {
  @Test func aGlobalOfAnotherFileIsInitialisedWhenFirstRead() {
    let run = ScriptRun(files: [
      (
        "Driver.swift",
        """
        print("start")
        print(pageCount, pageCount)
        """
      ),
      (
        "Pages.swift",
        """
        let pageCount: Int = {
          print("counting pages")
          return Book.pages()
        }()
        let neverRead: Int = { print("never printed"); return 0 }()
        extension Book {
          static func pages() -> Int { 3 }
        }
        struct Book {}
        """
      ),
    ])
    #expect(!run.hadError, "\(run.output)")
    #expect(run.output == "start\ncounting pages\n3 3", "\(run.output)")
  }

  /// `main.swift` is the main file whatever the others hold; its globals run in order.
  @Test func mainSwiftIsTheMainFile() {
    let run = ScriptRun(files: [
      (
        "main.swift",
        """
        let first: Int = { print("main's global"); return 1 }()
        print(first + total)
        """
      ),
      ("Totals.swift", "var total: Int = { print(\"summing\"); return 6 }()"),
    ])
    #expect(!run.hadError, "\(run.output)")
    #expect(run.output == "main's global\nsumming\n7", "\(run.output)")
  }

  /// A file alone is the main file: its globals run where they are written.
  @Test func aFileAloneRunsItsGlobalsInOrder() {
    let run = ScriptRun(
      """
      let a: Int = { print("a"); return 1 }()
      print("between")
      print(a)
      """)
    #expect(run.output == "a\nbetween\n1", "\(run.output)")
  }
}
