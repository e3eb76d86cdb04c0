import CommandLanguage
import Simulation

/// The script's own classes that take part in a transition — an animator, a transition context
/// of its own, an interaction controller, a presentation controller, the delegates that hand them
/// to UIKit — written at the end of the exported file as the script typed them, with every other
/// class of the script they name, so that the file holds the code the run's transitions ran.
extension XCTestWriter {
  /// The protocols whose adopters take part in a transition.
  static let transitionProtocols: Set<String> = [
    "UIViewControllerAnimatedTransitioning", "UIViewControllerContextTransitioning",
    "UIViewControllerInteractiveTransitioning", "UIViewControllerTransitioningDelegate",
    "UIViewControllerTransitionCoordinator", "UINavigationControllerDelegate",
    "UITabBarControllerDelegate",
  ]

  /// The UIKit classes whose subclasses take part in a transition.
  static let transitionSuperclasses: Set<String> = [
    "UIPercentDrivenInteractiveTransition", "UIPresentationController",
  ]

  /// The declarations the file writes, in the order the script made them.
  var scriptClasses: [DeclaredClass] {
    let byName = Dictionary(grouping: declaredClasses, by: \.name)
    var chosen = Set(
      byName.filter { _, declarations in
        declarations.contains { declaration in
          declaration.protocols.contains(where: Self.transitionProtocols.contains)
            || declaration.superclass.map(Self.transitionSuperclasses.contains) ?? false
        }
      }.keys)
    // The classes they inherit from or name, until no new one comes.
    var added = chosen
    while !added.isEmpty {
      var next: Set<String> = []
      for name in added {
        for declaration in byName[name] ?? [] {
          let named = Self.identifiers(in: declaration.text)
            .union(declaration.superclass.map { [$0] } ?? [])
          next.formUnion(named.filter { byName[$0] != nil && !chosen.contains($0) })
        }
      }
      chosen.formUnion(next)
      added = next
    }
    return declaredClasses.filter { chosen.contains($0.name) }
  }

  /// The end of the file: the Swift declarations as code, the Objective-C ones as comments
  /// (a Swift file cannot hold them); empty when the script declared none of these classes.
  func scriptClassesText() -> String {
    let classes = scriptClasses
    guard !classes.isEmpty else { return "" }
    var text = "// MARK: - The script's own classes, as typed\n\n"
    let swift = classes.filter { $0.dialect == .swift }
    if !swift.isEmpty {
      // Nested in the test class, as the recording classes are, so that several exports can
      // share one test target.
      text += "extension \(className) {\n"
      for (index, declaration) in swift.enumerated() {
        if index > 0 { text += "\n" }
        for line in declaration.text.split(separator: "\n", omittingEmptySubsequences: false) {
          text += line.isEmpty ? "\n" : "  " + line + "\n"
        }
      }
      text += "}\n\n"
    }
    let objc = classes.filter { $0.dialect == .objc }
    guard !objc.isEmpty else { return text }
    text += Self.wrapped(
      "The script's Objective-C classes, which a Swift file cannot hold: to run them on a "
        + "device, put them in an Objective-C file of the test target and import its header "
        + "in the target's bridging header.",
      prefix: "// ", continuation: "// ")
    text += "//\n"
    for declaration in objc {
      for line in declaration.text.split(separator: "\n", omittingEmptySubsequences: false) {
        text += line.isEmpty ? "//\n" : "// " + line + "\n"
      }
    }
    return text + "\n"
  }

  /// The words of a declaration's text that could name a type.
  private static func identifiers(in text: String) -> Set<String> {
    Set(
      text.split { !($0.isLetter || $0.isNumber || $0 == "_") }
        .filter { $0.first?.isLetter == true }.map(String.init))
  }
}
