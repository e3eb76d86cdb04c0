import Foundation
import TestSupport
import Testing

/// Every `language.pick(English, Chinese)` in the sources, read from the source text (which
/// reaches the messages of every enum, also those of modules whose cases are hard to build by
/// hand): the Chinese side is Chinese.
@Suite struct PickedChineseTests {
  static let folders = [
    "Sources/CommandLanguage/Parser", "Sources/CommandLanguage/Interpreter",
    "Sources/CommandLanguage/Interpreter/UIKitBinding",
    "Sources/Rendering/Why", "Sources/Rendering/Rules", "Sources/Rendering/Diagrams",
    "Sources/Shell", "Sources/Shell/CommandLine", "Sources/Grading/Submissions",
    "Sources/containrepl",
    "Sources/Grading/Classroom", "Sources/LessonEngine/Exercises",
  ]

  /// The string literals of one argument: `"a" + "b"` gives "ab"; nil when it is not literals
  /// alone. Interpolations count as a placeholder word.
  static func literal(_ scalars: [Character], _ index: inout Int) -> String? {
    var text = ""
    while index < scalars.count {
      while index < scalars.count, scalars[index].isWhitespace { index += 1 }
      guard index < scalars.count, scalars[index] == "\"" else { return nil }
      if index + 2 < scalars.count, scalars[index + 1] == "\"", scalars[index + 2] == "\"" {
        return nil
      }
      index += 1
      while index < scalars.count, scalars[index] != "\"" {
        if scalars[index] == "\\", index + 1 < scalars.count {
          if scalars[index + 1] == "(" {
            var depth = 0
            index += 1
            repeat {
              if scalars[index] == "(" { depth += 1 }
              if scalars[index] == ")" { depth -= 1 }
              index += 1
            } while depth > 0 && index < scalars.count
            text += "X"
            continue
          }
          index += 2
          continue
        }
        text.append(scalars[index])
        index += 1
      }
      index += 1
      while index < scalars.count, scalars[index].isWhitespace { index += 1 }
      if index < scalars.count, scalars[index] == "+" {
        index += 1
        continue
      }
      return text
    }
    return nil
  }

  /// (English, Chinese) for each `pick(` whose arguments are literals.
  static func picks(in source: String) -> [(String, String)] {
    let characters = Array(source)
    var found: [(String, String)] = []
    var index = 0
    let marker = Array("pick(")
    while index + marker.count < characters.count {
      guard Array(characters[index..<(index + marker.count)]) == marker else {
        index += 1
        continue
      }
      index += marker.count
      var cursor = index
      guard let english = literal(characters, &cursor), cursor < characters.count,
        characters[cursor] == ","
      else { continue }
      cursor += 1
      guard let chinese = literal(characters, &cursor) else { continue }
      found.append((english, chinese))
      index = cursor
    }
    return found
  }

  @Test(arguments: folders)
  func theChineseSideIsChinese(_ folder: String) {
    var count = 0
    for name in repositoryFileNames(in: folder, endingIn: ".swift") {
      guard let source = repositoryFile(folder + "/" + name + ".swift") else { continue }
      for (english, chinese) in Self.picks(in: source) {
        count += 1
        if english == chinese { continue }  // words that are the same in both (labels, names)
        #expect(
          EnglishInChinese.sentence(in: chinese) == nil, "\(folder)/\(name).swift: \(chinese)")
      }
    }
    #expect(count > 0, "\(folder)")
  }
}
