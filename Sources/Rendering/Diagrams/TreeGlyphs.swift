/// The characters trees are drawn with: box drawing on UTF-8 terminals, ASCII otherwise.
public struct TreeGlyphs: Sendable {
  public let branch: String
  public let last: String
  public let pipe: String
  public let space: String
  public let warning: String
  public let check: String
  public let cross: String

  public static let unicode = TreeGlyphs(
    branch: "├─ ", last: "└─ ", pipe: "│  ", space: "   ", warning: "⚠", check: "✓", cross: "✗")
  public static let ascii = TreeGlyphs(
    branch: "+- ", last: "\\- ", pipe: "|  ", space: "   ", warning: "!", check: "ok", cross: "x")

  public static func forASCII(_ ascii: Bool) -> TreeGlyphs { ascii ? .ascii : .unicode }
}
