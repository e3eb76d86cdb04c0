import CommandLanguage
import Simulation

/// What Tab can complete: the word being typed and the full words it may become.
public struct CompletionResult: Equatable, Sendable {
  /// The part of the line the candidates replace (the end of the text before the cursor).
  public var word: String
  /// Whole replacements for `word`, sorted.
  public var candidates: [String]
  /// What follows a single candidate once it is inserted: a space after a whole word that
  /// another word follows (a keyword, a meta command, its argument), nothing after code that
  /// goes on with `.` or `(`.
  public var suffix: String

  public init(word: String, candidates: [String], suffix: String = "") {
    self.word = word
    self.candidates = candidates
    self.suffix = suffix
  }

  /// The text Tab puts in place of `word` when there is one candidate.
  public var completion: String? {
    guard candidates.count == 1, let only = candidates.first else { return nil }
    return only.hasSuffix(suffix) ? only : only + suffix
  }

  /// The longest text every candidate starts with.
  public var commonPrefix: String {
    guard var prefix = candidates.first else { return word }
    for candidate in candidates.dropFirst() {
      while !candidate.hasPrefix(prefix) { prefix.removeLast() }
    }
    return prefix
  }
}

extension Session {
  /// The completions for the text before the cursor: meta commands and their arguments,
  /// variables, members after `.` for the receiver's type, selectors after `[receiver `.
  public func complete(_ prefix: String) -> CompletionResult {
    let trimmed = prefix.drop { $0 == " " || $0 == "\t" }
    if trimmed.hasPrefix(":") { return completeMeta(String(trimmed.dropFirst())) }
    let word = String(prefix.reversed().prefix { isIdentifierCharacter($0) }.reversed())
    let before = String(prefix.dropLast(word.count))
    let candidates: [String]
    if before.hasSuffix(".") {
      let receiver = receiverChain(String(before.dropLast()))
      candidates = members(of: CompletionType.of(receiver, in: self))
    } else if let receiver = messageReceiver(before) {
      candidates = selectors(of: CompletionType.of(receiver, in: self))
    } else {
      candidates = identifiers()
    }
    let matches = Set(candidates.filter { $0.hasPrefix(word) })
    let longer = matches.filter { $0 != word }.sorted()
    // A keyword typed in full still completes: Tab adds the space after it.
    if longer.isEmpty, !word.isEmpty, matches.contains(word), Self.keywords.contains(word) {
      return CompletionResult(word: word, candidates: [word], suffix: " ")
    }
    let suffix = longer.count == 1 && Self.keywords.contains(longer[0]) ? " " : ""
    return CompletionResult(word: word, candidates: longer, suffix: suffix)
  }

  /// Words that another word always follows.
  static let keywords: Set<String> = [
    "let", "var", "func", "class", "override", "if", "else", "return", "extension", "struct",
  ]

  private func isIdentifierCharacter(_ character: Character) -> Bool {
    character == "_" || character == "$" || character.isLetter || character.isNumber
  }

  private func completeMeta(_ text: String) -> CompletionResult {
    guard let space = text.firstIndex(of: " ") else {
      let names = MetaCommand.allCases.map { ":" + $0.rawValue }
      let typed = ":" + text
      // A name typed in full is still completed, with the space after it.
      let matching = names.filter { $0.hasPrefix(typed) }.sorted()
      return CompletionResult(word: typed, candidates: matching, suffix: " ")
    }
    let name = String(text[..<space])
    let argument =
      String(text[text.index(after: space)...]).split(separator: " ").last.map(String.init) ?? ""
    let typed = text.hasSuffix(" ") ? "" : argument
    let options = MetaCommand.match(name).map { metaArguments($0) } ?? []
    let matching = Array(Set(options.filter { $0.hasPrefix(typed) })).sorted()
    return CompletionResult(word: typed, candidates: matching, suffix: " ")
  }

  /// The words a meta command takes as its argument.
  func metaArguments(_ command: MetaCommand) -> [String] {
    switch command {
    case .forward: return ["on", "off"]
    case .clock: return ["auto", "manual"]
    case .rotate: return Orientation.allCases.map(\.rawValue)
    case .log: return ["clear", "brief", "verbose"]
    case .syntax: return ["swift", "objc"]
    case .lang: return ["en", "zh"]
    case .ios: return ["7", "8", "13", "17"]
    default: return MetaCommand.argumentCompletions(command, session: self)
    }
  }

  /// `a.view` in `a.view.` — the identifiers and dots before the member being typed.
  private func receiverChain(_ text: String) -> [String] {
    var chain: [String] = []
    var rest = Substring(text)
    while true {
      let name = String(rest.reversed().prefix { isIdentifierCharacter($0) }.reversed())
      guard !name.isEmpty else { break }
      chain.insert(name, at: 0)
      rest = rest.dropLast(name.count)
      guard rest.hasSuffix(".") else { break }
      rest = rest.dropLast()
    }
    return chain
  }

  /// In `[a.view add`, the receiver `a.view`; nil outside an open message.
  private func messageReceiver(_ text: String) -> [String]? {
    var depth = 0
    for index in text.indices.reversed() {
      switch text[index] {
      case "]": depth += 1
      case "[":
        if depth == 0 {
          let inside = text[text.index(after: index)...]
          let parts = inside.split(separator: " ", omittingEmptySubsequences: true)
          guard parts.count == 1, inside.hasSuffix(" ") else { return nil }
          return parts[0].split(separator: ".").map(String.init)
        }
        depth -= 1
      default: break
      }
    }
    return nil
  }

  private func identifiers() -> [String] {
    var names = interpreter.variableNames + interpreter.methodNames.map(\.completionStem)
    names += ["self", "super", "let", "var", "func", "class", "override", "if", "else", "return"]
    names += [
      "UIViewController", "UINavigationController", "UITabBarController", "UIView", "CGRect",
    ]
    names += [
      "CGRectMake", "CGRectGetWidth", "NSLog", "print", "YES", "NO", "nil", "true", "false",
    ]
    names += members(of: .controller(world.controller(interpreter.selfController).className))
    return names
  }

  private func members(of type: CompletionType) -> [String] {
    switch type {
    case .controller(let className):
      var names = [
        "addChild(", "removeFromParent()", "willMove(toParent: ", "didMove(toParent: ",
        "transition(from: ", "beginAppearanceTransition(", "endAppearanceTransition()",
        "loadViewIfNeeded()", "view", "parent", "children", "isViewLoaded", "viewIfLoaded",
        "navigationController", "tabBarController", "isMovingToParent", "isMovingFromParent",
        "shouldAutomaticallyForwardAppearanceMethods", "viewWillAppear(", "viewDidAppear(",
        "viewWillDisappear(", "viewDidDisappear(",
      ]
      if className.contains("Navigation") {
        names += [
          "pushViewController(", "popViewController(animated: ", "viewControllers",
          "topViewController", "popToRootViewController(animated: ",
        ]
      }
      if className.contains("TabBar") {
        names += ["viewControllers", "selectedIndex", "selectedViewController"]
      }
      if className.contains("Split") { names += ["viewControllers", "showDetailViewController("] }
      return names + interpreter.methodNames.map(\.completionStem)
    case .view:
      return [
        "addSubview(", "removeFromSuperview()", "insertSubview(", "frame", "bounds", "superview",
        "subviews", "window", "isUserInteractionEnabled", "isHidden", "alpha", "tag",
        "backgroundColor", "bringSubviewToFront(", "sendSubviewToBack(", "rootViewController",
      ]
    case .rect:
      return [
        "origin", "size", "width", "height", "minX", "minY", "maxX", "maxY", "midX", "midY",
        "offsetBy(dx: ", "insetBy(dx: ",
      ]
    case .point: return ["x", "y"]
    case .size: return ["width", "height"]
    case .array: return ["count", "isEmpty", "first", "last"]
    case .unknown: return []
    }
  }

  private func selectors(of type: CompletionType) -> [String] {
    switch type {
    case .controller:
      return [
        "addChildViewController:", "removeFromParentViewController",
        "willMoveToParentViewController:", "didMoveToParentViewController:",
        "transitionFromViewController:", "beginAppearanceTransition:", "endAppearanceTransition",
        "view", "childViewControllers", "parentViewController", "pushViewController:",
        "popViewControllerAnimated:",
      ] + interpreter.methodSelectors
    case .view:
      return [
        "addSubview:", "removeFromSuperview", "insertSubview:", "frame", "bounds", "superview",
        "subviews",
      ]
    case .array: return ["count", "firstObject", "lastObject", "objectAtIndex:", "addObject:"]
    default: return []
    }
  }
}

/// The static type of a receiver, as far as completion needs it (nothing is evaluated).
enum CompletionType: Equatable {
  case controller(String)
  case view
  case rect
  case point
  case size
  case array
  case unknown

  /// The type of `a.view.frame`-style chains: variables' current values, then UIKit's property
  /// types; never loads a view or calls a method.
  static func of(_ chain: [String], in session: Session) -> CompletionType {
    guard let first = chain.first else { return .unknown }
    var type: CompletionType
    let world = session.world
    if first == "self" {
      type = .controller(world.controller(session.interpreter.selfController).className)
    } else if let value = session.interpreter.variable(first) {
      type = of(value, world: world)
    } else if first == "view" {
      type = .view
    } else {
      return .unknown
    }
    for name in chain.dropFirst() {
      type = member(name, of: type)
    }
    return type
  }

  static func of(_ value: Value, world: World) -> CompletionType {
    switch value {
    case .controller(let id, _): return .controller(world.controller(id).className)
    case .view: return .view
    case .rect: return .rect
    case .point: return .point
    case .size: return .size
    case .array: return .array
    default: return .unknown
    }
  }

  static func member(_ name: String, of type: CompletionType) -> CompletionType {
    switch (type, name) {
    case (.controller, "view"), (.controller, "viewIfLoaded"): return .view
    case (.controller, "parent"), (.controller, "navigationController"),
      (.controller, "tabBarController"), (.controller, "parentViewController"):
      return .controller("UIViewController")
    case (.controller, "children"), (.controller, "childViewControllers"),
      (.controller, "viewControllers"):
      return .array
    case (.view, "frame"), (.view, "bounds"): return .rect
    case (.view, "superview"), (.view, "window"): return .view
    case (.view, "subviews"): return .array
    case (.rect, "origin"): return .point
    case (.rect, "size"): return .size
    default: return .unknown
    }
  }
}

extension String {
  /// `cycle(from:to:)` → `cycle(from: `: what completion inserts for a method.
  var completionStem: String {
    guard let open = firstIndex(of: "(") else { return self }
    let labels = self[index(after: open)...].split(separator: ":").first.map(String.init) ?? ""
    if labels.isEmpty || labels == ")" {
      return String(self[..<open]) + (labels == ")" ? "()" : "(")
    }
    return String(self[..<open]) + (labels == "_" ? "(" : "(\(labels): ")
  }
}
