import Simulation

/// Why a file could not be used, as the operating system (`strerror`) or containrepl's file
/// access says it in English, in the reader's language: one table keyed by the English text.
public enum SystemMessage {
  static let chinese: [String: String] = [
    // The operating system's words.
    "No such file or directory": "文件或目录不存在",
    "Is a directory": "这是一个目录",
    "Not a directory": "路径中的某一项不是目录",
    "Permission denied": "没有权限",
    "Operation not permitted": "不允许这样操作",
    "Too many levels of symbolic links": "符号链接的层数过多",
    "File name too long": "文件名太长",
    "Read-only file system": "文件系统是只读的",
    "No space left on device": "设备上没有剩余空间",
    "Disk quota exceeded": "超出了磁盘配额",
    "File exists": "文件已存在",
    "Too many open files": "打开的文件过多",
    "Input/output error": "输入输出错误",
    "Device or resource busy": "设备或资源正忙",
    "Text file busy": "文件正被使用",
    "Invalid argument": "参数无效",
    // containrepl's own.
    "no such file": "文件不存在",
    "not a regular file": "不是普通文件",
    "not a regular file: not read": "不是普通文件：没有读取",
    "too large": "文件太大",
    "a symbolic link: not followed": "是符号链接：没有跟随",
    "not written while the script is exported or compared": "导出或比较脚本时不写文件",
  ]

  /// `message` in `language`; a message the table does not know keeps its words after a
  /// Chinese lead.
  public static func text(_ message: String, _ language: Language) -> String {
    guard language == .chinese else { return message }
    if let known = chinese[message] { return known }
    if message.hasPrefix("larger than "), message.hasSuffix(" bytes") {
      return "超过 " + message.dropFirst(12).dropLast(6) + " 字节"
    }
    if message.hasPrefix("larger than "), message.hasSuffix(" MiB: not read") {
      return "超过 " + message.dropFirst(12).dropLast(14) + " MiB：没有读取"
    }
    if message.hasPrefix("not valid UTF-8 (byte "), message.hasSuffix(")") {
      return "不是有效的 UTF-8（偏移 " + message.dropFirst(22).dropLast() + " 处的字节）"
    }
    return "系统错误（" + message + "）"
  }
}
