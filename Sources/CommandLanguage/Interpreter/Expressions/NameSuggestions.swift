import Simulation

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
    let distance = editDistance(loweredName, lowered)
    guard distance <= allowed || (related && name.count >= 3) else { continue }
    if best == nil || distance < (best?.1 ?? .max) { best = (candidate, distance) }
  }
  return best?.0
}
