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
    let spans = hint.split(separator: "`", omittingEmptySubsequences: false)
      .enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    return spans.filter { span in
      guard !span.hasPrefix("["), !span.hasPrefix("-") else { return false }
      let keywords = ["let ", "var ", "func ", "override ", "class ", "protocol "]
      return span.hasPrefix(":") || span.contains("(") || span.contains("=")
        || keywords.contains(where: span.hasPrefix)
    }
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

  @Test func theHintsCodeIsWhatTheLearnerTypes() {
    #expect(
      Self.typedCode(
        "Type `container.addChild(content)` (in Objective-C: `[self addChildViewController:content];`).",
        .english) == ["container.addChild(content)"])
    #expect(
      Self.typedCode("输入 `:tick 0.25`，再输入 `:screen` 和 `:views`。", .chinese)
        == [":tick 0.25", ":screen", ":views"])
    #expect(Self.typedCode("Set `frame` on the child's view.", .english) == nil)
  }
}
