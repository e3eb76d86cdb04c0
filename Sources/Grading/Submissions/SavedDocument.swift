import Simulation

/// A file a word processor or another program saved instead of plain text, known by its first
/// bytes whatever its name says: students save code from TextEdit as Rich Text, or paste it
/// into Word. Naming the kind tells the student what to do, where a parse error would not.
enum SavedDocument: Equatable {
  case richText, word, openDocument, pdf, zip, legacyOffice, utf16

  init?(_ bytes: [UInt8]) {
    func starts(_ prefix: [UInt8]) -> Bool { bytes.starts(with: prefix) }
    var body = bytes[...]
    if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
    if body.starts(with: Array("{\\rtf".utf8)) {
      self = .richText
    } else if starts([0x25, 0x50, 0x44, 0x46, 0x2D]) {
      self = .pdf
    } else if starts([0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1]) {
      self = .legacyOffice
    } else if starts([0x50, 0x4B, 0x03, 0x04]) {
      // A Word or OpenDocument file is a zip whose first entries name what it is.
      let head = String(decoding: bytes.prefix(2_048), as: UTF8.self)
      if head.contains("word/") || head.contains("[Content_Types].xml") {
        self = .word
      } else if head.contains("opendocument") {
        self = .openDocument
      } else {
        self = .zip
      }
    } else if starts([0xFF, 0xFE]) || starts([0xFE, 0xFF]) || Self.isUTF16WithoutMark(bytes) {
      self = .utf16
    } else {
      return nil
    }
  }

  /// Text saved as UTF-16 without a byte-order mark (Windows' "Unicode"): in its first bytes,
  /// every other byte is NUL and the bytes between are not, as ASCII code is in UTF-16.
  static func isUTF16WithoutMark(_ bytes: [UInt8]) -> Bool {
    let head = bytes.prefix(512)
    // Code starts with no NUL byte: the one test nearly every file needs.
    guard head.count >= 8, head.count % 2 == 0, head[0] == 0 || head[1] == 0 else { return false }
    let even = stride(from: head.startIndex, to: head.endIndex, by: 2).map { head[$0] }
    let odd = stride(from: head.startIndex + 1, to: head.endIndex, by: 2).map { head[$0] }
    func mostlyNUL(_ side: [UInt8]) -> Bool { side.filter { $0 == 0 }.count * 10 >= side.count * 9 }
    return (mostlyNUL(odd) && !even.contains(0)) || (mostlyNUL(even) && !odd.contains(0))
  }

  /// What the student is told.
  func message(_ language: Language) -> String {
    switch self {
    case .richText:
      return language.pick(
        "this is a Rich Text (RTF) file, not plain text: save it as plain text (TextEdit: Format › Make Plain Text) and hand it in again",
        "这是 RTF 富文本文件，不是纯文本：请存为纯文本（文本编辑：格式 › 制作纯文本）后重新提交")
    case .word, .legacyOffice:
      return language.pick(
        "this is a Word document, not plain text: copy the code into a plain-text editor (Xcode, VS Code) and save it as .swift or .m",
        "这是 Word 文档，不是纯文本：请把代码复制到纯文本编辑器（Xcode、VS Code）中，存为 .swift 或 .m 文件")
    case .openDocument:
      return language.pick(
        "this is an OpenDocument file, not plain text: copy the code into a plain-text editor and save it as .swift or .m",
        "这是 OpenDocument 文档，不是纯文本：请把代码复制到纯文本编辑器中，存为 .swift 或 .m 文件")
    case .pdf:
      return language.pick(
        "this is a PDF, not plain text: hand in the code itself as a .swift or .m file",
        "这是 PDF 文件，不是纯文本：请直接提交 .swift 或 .m 代码文件")
    case .utf16:
      return language.pick(
        "this is UTF-16 text, which neither swiftc nor clang reads: save it as UTF-8 and hand it in again",
        "这是 UTF-16 文本，swiftc 和 clang 都不读：请存为 UTF-8 后重新提交")
    case .zip:
      return language.pick(
        "this is a zip archive, not plain text: unzip it and hand in the code files",
        "这是 zip 压缩包，不是纯文本：请解压后提交其中的代码文件")
    }
  }
}
