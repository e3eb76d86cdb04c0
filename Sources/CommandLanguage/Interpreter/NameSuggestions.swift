/// The edit distance between two strings, for `did you mean …?` suggestions.
func editDistance(_ a: String, _ b: String) -> Int {
  let a = Array(a.lowercased())
  let b = Array(b.lowercased())
  if a.isEmpty { return b.count }
  if b.isEmpty { return a.count }
  if abs(a.count - b.count) > 12 { return max(a.count, b.count) }
  var previous = Array(0...b.count)
  var current = Array(repeating: 0, count: b.count + 1)
  for i in 1...a.count {
    current[0] = i
    for j in 1...b.count {
      let cost = a[i - 1] == b[j - 1] ? 0 : 1
      current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
    }
    swap(&previous, &current)
  }
  return previous[b.count]
}

/// The closest candidate to `name`, if one is close enough to suggest.
func nearestName(to name: String, among candidates: [String]) -> String? {
  guard name.count <= 200 else { return nil }
  var best: (String, Int)?
  let loweredName = name.lowercased()
  for candidate in candidates where candidate != name && candidate.count <= 200 {
    let allowed = name.count <= 3 ? 1 : max(2, min(name.count, candidate.count) / 3)
    let lowered = candidate.lowercased()
    let related = lowered.hasPrefix(loweredName) || loweredName.hasPrefix(lowered)
    // The distance is at least the difference in length: skip what cannot be close.
    if !related, abs(candidate.count - name.count) > allowed { continue }
    let distance = editDistance(name, candidate)
    guard distance <= allowed || (related && name.count >= 3) else { continue }
    if best == nil || distance < (best?.1 ?? .max) { best = (candidate, distance) }
  }
  return best?.0
}
