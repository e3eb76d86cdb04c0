extension RuleCatalog {
  /// The revisions of 2026-12-01 (§R): each supersedes the older rules that name it.
  static let revisionRules: [Rule] = []
}
