/// The dialect log lines are written in (`--syntax`, `:syntax`).
public enum LogSyntax: String, CaseIterable, Hashable, Sendable {
  case swift
  case objc
}
