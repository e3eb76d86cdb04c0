import LessonEngine
import Shell
import Simulation
import TestSupport
import Testing

/// A learner who reads only the hints: in each step they type the code spans of its last hint (the
/// one that says "Type" / "输入"), in order, and never ask for `:solution`. A second learner makes
/// choices of their own where the lesson leaves them free (another duration, another valid order).
/// Both must finish every lesson in both languages.
struct HintFollowingReplayTests {
  typealias Learner = LearnerReplayTests.Learner

  /// What a learner of their own mind types instead of what the hints show, where the lesson
  /// leaves the choice free: other durations (and the halfway tick that follows from them),
  /// other names for a method's parameters, the tab bar made the window's root before its
  /// children are set, a page title in Chinese where a check looks at the printed header.
  static let ownChoices: [String: @Sendable ([String]) -> [String]] = [
    "practical-advice": { inputs in
      inputs.map { $0.replacing("\"News\"", with: "\"新闻\"") }
    },
    "animator": { inputs in
      inputs.map {
        $0.replacing("return 0.4", with: "return 0.3")
          .replacing(":tick 0.2", with: ":tick 0.15")
          .replacing("follow(0.5,", with: "follow(0.75,")
          .replacing("duration * 0.5", with: "duration * 0.25")
      }
    },
    "transition": { inputs in
      var chosen = inputs.map {
        $0.replacing("duration: 0.5", with: "duration: 0.3")
          .replacing(":tick 0.25", with: ":tick 0.15")
          .replacing(
            "duration: 0.3, options: .transition", with: "duration: 0.2, options: .transition"
          )
          .replacing("oldVC", with: "leaving").replacing("newVC", with: "arriving")
      }
      // The new child adopted before the old one is told it leaves: either order is valid.
      if let leave = chosen.firstIndex(of: "oldChild.willMove(toParent: nil)"),
        let adopt = chosen.firstIndex(of: "container.addChild(newChild)")
      {
        chosen.swapAt(leave, adopt)
      }
      return chosen
    },
    "tab-switcher": { inputs in
      guard let root = inputs.firstIndex(of: "window.rootViewController = tab"),
        let set = inputs.firstIndex(of: "tab.viewControllers = [red, blue]"), set < root
      else { return inputs }
      var reordered = inputs
      reordered.swapAt(set, root)
      return reordered
    },
  ]

  /// The code a hint that starts with "Type" (or "输入") tells the learner to type: its
  /// backtick spans, leaving out Objective-C (`[self …]`) and words that are not code; nil for
  /// a hint that describes the code rather than spelling it out.
  static func typedCode(_ hint: String, _ language: Language) -> [String]? {
    let markers = language == .english ? ["Type `"] : ["输入 `", "依次输入 `"]
    guard markers.contains(where: hint.hasPrefix) else { return nil }
    return codeSpans(swiftPart(of: hint)).filter { span in
      guard !span.hasPrefix("["), !span.hasPrefix("-") else { return false }
      let keywords = ["let ", "var ", "func ", "override ", "class ", "protocol "]
      return span.hasPrefix(":") || span.contains("(") || span.contains("=")
        || keywords.contains(where: span.hasPrefix)
    }
  }

  /// How a hint starts the Objective-C version of the code it spells out.
  static let objcMarkers = ["(in Objective-C: ", "（Objective-C 写法："]

  /// A hint's text before its Objective-C version.
  static func swiftPart(of hint: String) -> Substring {
    let cut = objcMarkers.compactMap { hint.firstRange(of: $0)?.lowerBound }.min()
    return hint[..<(cut ?? hint.endIndex)]
  }

  /// The backtick spans of a text.
  static func codeSpans(_ text: Substring) -> [String] {
    text.split(separator: "`", omittingEmptySubsequences: false)
      .enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
  }

  /// What a learner who writes Objective-C types from a hint that spells the code out: the
  /// meta commands the hint gives before and after its Swift code, around the Objective-C
  /// version's spans; nil for a hint without an Objective-C version.
  static func typedObjectiveC(_ hint: String, _ language: Language) -> [String]? {
    guard let swift = typedCode(hint, language), swift.count < codeSpans(hint[...]).count,
      let objc = objcMarkers.compactMap({ hint.firstRange(of: $0)?.upperBound }).min()
    else { return nil }
    let before = swift.prefix { $0.hasPrefix(":") }
    let after = swift.dropFirst(before.count).reversed().prefix { $0.hasPrefix(":") }.reversed()
    return Array(before) + codeSpans(hint[objc...]) + Array(after)
  }

  /// Takes a lesson the way the hints say; the steps that could not be taken.
  static func follow(
    _ id: String, _ language: Language, choices: @Sendable ([String]) -> [String] = { $0 }
  ) throws -> (unfinished: [String], learner: Learner, withoutTypedHint: [String]) {
    let learner = Learner(language)
    let document = try #require(LearnerReplayTests.catalog.document(id, language: language))
    learner.type(":lesson \(id)")
    var unfinished: [String] = []
    var withoutTypedHint: [String] = []
    for step in document.steps {
      let done: Bool
      if step.code(.swift) == nil {
        done = learner.typeUntilDone([":next"])
      } else if step.kind == .predict {
        done = learner.typeUntilDone(
          LearnerReplayTests.loggedCallbacks(of: step, in: document) + [":check"])
      } else if let last = step.hints.last, let typed = typedCode(last, language) {
        done = learner.typeUntilDone(choices(typed) + [":check"])
      } else {
        // The hints describe the code without spelling it out: the learner writes the step's
        // code themselves (here, the reference's, statement by statement).
        withoutTypedHint.append(step.id)
        done = learner.typeUntilDone(
          choices(LearnerReplayTests.statements(step.code(.swift) ?? "")) + [":check"])
      }
      if !done {
        unfinished.append(step.id)
        break
      }
    }
    return (unfinished, learner, withoutTypedHint)
  }

  @Test(arguments: LearnerReplayTests.catalog.lessonIDs)
  func followingTheHintsFinishesEveryStep(_ id: String) throws {
    for language in Language.allCases {
      let (unfinished, learner, _) = try Self.follow(id, language)
      #expect(
        unfinished.isEmpty,
        "\(id) (\(language)): \(unfinished) not finished by its hints:\n\(learner.transcript.suffix(25).joined(separator: "\n"))"
      )
      let record = learner.store.progress.lessons[id]
      #expect(record?.revealedSteps.isEmpty == true && record?.skippedSteps.isEmpty == true)
      #expect(!learner.transcript.contains { $0.hasPrefix("> :solution") })
    }
  }

  @Test(arguments: LearnerReplayTests.catalog.lessonIDs)
  func aLearnersOwnValidChoicesFinishEveryStep(_ id: String) throws {
    for language in Language.allCases {
      let (unfinished, learner, _) = try Self.follow(
        id, language, choices: Self.ownChoices[id] ?? { $0 })
      #expect(
        unfinished.isEmpty,
        "\(id) (\(language)): \(unfinished) not finished with the learner's own choices:\n\(learner.transcript.suffix(25).joined(separator: "\n"))"
      )
    }
  }

  /// A learner who writes Objective-C takes the lessons whose hints give the Objective-C code
  /// the way those hints say: the Objective-C spans of a hint that spells the code out, the
  /// step's Objective-C code where the hints only describe it.
  @Test(arguments: ["animator"])
  func followingTheObjectiveCHintsFinishesEveryStep(_ id: String) throws {
    for language in Language.allCases {
      let learner = Learner(language)
      let document = try #require(LearnerReplayTests.catalog.document(id, language: language))
      learner.type(":syntax objc")
      learner.type(":lesson \(id)")
      var unfinished: [String] = []
      for step in document.steps {
        let inputs: [String]
        if step.code(.swift) == nil {
          inputs = [":next"]
        } else if step.kind == .predict {
          inputs = LearnerReplayTests.loggedCallbacks(of: step, in: document) + [":check"]
        } else if let last = step.hints.last, let typed = Self.typedObjectiveC(last, language) {
          inputs = typed + [":check"]
        } else if let objc = step.code(.objc) {
          inputs = [objc, ":check"]
        } else if let last = step.hints.last, let typed = Self.typedCode(last, language) {
          inputs = typed + [":check"]
        } else {
          // Meta commands only, which the hints describe: the step's own.
          inputs = LearnerReplayTests.statements(step.code(.swift) ?? "") + [":check"]
        }
        if !learner.typeUntilDone(inputs) {
          unfinished.append(step.id)
          break
        }
      }
      #expect(
        unfinished.isEmpty,
        "\(id) (\(language)): \(unfinished) not finished by its Objective-C hints:\n\(learner.transcript.suffix(25).joined(separator: "\n"))"
      )
      #expect(learner.store.progress.lessons[id]?.revealedSteps.isEmpty == true)
    }
  }

  @Test func theHintsCodeIsWhatTheLearnerTypes() {
    #expect(
      Self.typedCode(
        "Type `container.addChild(content)` (in Objective-C: `[self addChildViewController:content];`).",
        .english) == ["container.addChild(content)"])
    #expect(
      Self.typedCode("输入 `:tick 0.25`，再输入 `:screen` 和 `:views`。", .chinese)
        == [":tick 0.25", ":screen", ":views"])
    #expect(Self.typedCode("Set `frame` on the child's view.", .english) == nil)
    let both =
      "Type `:clock auto`, `let a = UIViewController()` and `:screen` (in Objective-C: `UIViewController *a = [[UIViewController alloc] init];`)."
    #expect(
      Self.typedCode(both, .english) == [":clock auto", "let a = UIViewController()", ":screen"])
    #expect(
      Self.typedObjectiveC(both, .english)
        == [":clock auto", "UIViewController *a = [[UIViewController alloc] init];", ":screen"])
    #expect(
      Self.typedObjectiveC("输入 `a.b()`（Objective-C 写法：`[a b];`）。", .chinese) == ["[a b];"])
    #expect(Self.typedObjectiveC("Type `:tick 0.25`.", .english) == nil)
  }
}
