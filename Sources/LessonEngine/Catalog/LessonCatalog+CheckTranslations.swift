import Simulation

extension Scenario {
  /// Lays a translation's check and mistake words over this (English) scenario: checks by
  /// position, mistakes by id; English stays wherever the translation says nothing.
  mutating func translate(with translation: Scenario) {
    for (index, words) in translation.translatedChecks.enumerated() where index < checks.count {
      if let name = words.name, !name.isEmpty { checks[index].name = name }
      if let explanation = words.explanation, !explanation.isEmpty {
        checks[index].explanation = explanation
      }
      if let hint = words.hint, !hint.isEmpty { checks[index].hint = hint }
    }
    for mistake in translation.mistakes {
      guard let index = mistakes.firstIndex(where: { $0.id == mistake.id }) else { continue }
      if mistake.name != mistake.id { mistakes[index].name = mistake.name }
      if !mistake.explanation.isEmpty { mistakes[index].explanation = mistake.explanation }
    }
  }
}

extension LessonCatalog {
  /// What a translation leaves in English: check names, explanations and hints, and known
  /// mistakes. `dev check` warns about each (the exercise still works, in mixed languages).
  public func untranslatedCheckWords(_ language: Language, in reader: Language = .english)
    -> [String]
  {
    let name = language.rawValue
    var found: [String] = []
    for id in exerciseIDs {
      guard let original = english(id, kind: .exercise), let part = original.exercise else {
        continue
      }
      let translation = translatedDocument(id, language)
      for scenario in part.scenarios {
        let translated = translation?.exercise?.scenarios.first { $0.id == scenario.id }
        let words = translated?.translatedChecks ?? []
        let place = reader.pick("\(id): scenario '\(scenario.id)'", "\(id)：场景 '\(scenario.id)'")
        for (index, check) in scenario.checks.enumerated() {
          let given = index < words.count ? words[index] : nil
          var missing: [String] = []
          if given?.name?.isEmpty ?? true { missing.append(reader.pick("name", "名称")) }
          if !check.explanation.isEmpty, given?.explanation?.isEmpty ?? true {
            missing.append(reader.pick("explanation", "解释"))
          }
          if !check.hint.isEmpty, given?.hint?.isEmpty ?? true {
            missing.append(reader.pick("hint", "提示"))
          }
          guard !missing.isEmpty else { continue }
          found.append(
            reader.pick(
              "\(place): check \(index + 1) ('\(check.name)') has no \(name) "
                + missing.joined(separator: ", "),
              "\(place) 的检查 \(index + 1)（'\(check.name)'）没有 \(name) 的"
                + missing.joined(separator: "、")))
        }
        if words.count > scenario.checks.count {
          found.append(
            reader.pick(
              "\(place): \(name) has \(words.count) @Check lines, English \(scenario.checks.count)",
              "\(place)：\(name) 有 \(words.count) 行 @Check，英文版有 \(scenario.checks.count) 行"))
        }
        for mistake in scenario.mistakes
        where !(translated?.mistakes.contains { $0.id == mistake.id && $0.name != $0.id } ?? false)
        {
          found.append(
            reader.pick(
              "\(place): mistake '\(mistake.id)' has no \(name) name and explanation",
              "\(place) 的常见错误 '\(mistake.id)' 没有 \(name) 的名称和解释"))
        }
      }
    }
    return found
  }
}
