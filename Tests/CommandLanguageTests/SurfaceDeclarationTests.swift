import Testing
import UIKitSurface

@testable import CommandLanguage

/// The checked-in declaration rows: every one parses, carries both spellings, an availability
/// and a behaviour the interpreter can perform, and the lookups find what the rows declare.
struct SurfaceDeclarationTests {
  let surface = Surface.shared

  @Test func everyRowParses() {
    #expect(surface.problems.map(\.description) == [])
  }

  @Test func theSurfaceIsBroad() {
    // The generator's targets: view controllers, views, gestures, dynamics, layout, geometry,
    // Foundation, QuartzCore and Dispatch, several thousand rows in all.
    #expect(surface.types.count > 300)
    #expect(surface.types.reduce(0) { $0 + $1.members.count } > 4000)
    for name in [
      "UIViewController", "UIView", "UIButton", "UIPanGestureRecognizer",
      "UIDynamicAnimator", "NSLayoutConstraint", "CALayer", "UIScreen", "UIApplication",
      "UIScrollView", "UIPageViewController", "UINavigationItem",
    ] {
      #expect(surface.type(name) != nil, "\(name)")
    }
  }

  @Test func everySimulatedRowNamesAnOperationTheInterpreterPerforms() {
    let simulated = surface.types.flatMap(\.members).compactMap { member -> String? in
      if case .simulated(let operation, _) = member.behaviour { return operation }
      return nil
    }
    #expect(!simulated.isEmpty)
    for operation in Set(simulated) {
      #expect(SurfaceOperation(rawValue: operation) != nil, "\(operation)")
    }
    // And every operation the interpreter knows is reached by some row.
    for operation in SurfaceOperation.allCases {
      #expect(simulated.contains(operation.rawValue), "\(operation)")
    }
  }

  @Test func theStartUpHeadersAreTheRowsClasses() {
    let headers = Surface.classHeaders.map { "\($0.name) \($0.superclass ?? "-") \($0.objcName)" }
    let classes = surface.types.filter { $0.kind == .class }.map {
      "\($0.name) \($0.base ?? "-") \($0.objcName)"
    }
    #expect(headers == classes)
  }

  @Test func membersAreFoundByEitherSpelling() {
    let swift = surface.members(swift: "addTarget", in: surface.chain("UIButton"), classSide: false)
    #expect(swift.contains { $0.labels == [nil, "action", "for"] })
    let objc = surface.members(
      objc: "addTarget:action:forControlEvents:", in: surface.chain("UIButton"), classSide: false)
    #expect(objc.count == 1)
    let setter = surface.members(
      objc: "setUserInteractionEnabled:", in: surface.chain("UIImageView"), classSide: false)
    #expect(setter.first?.name == "isUserInteractionEnabled")
    #expect(surface.enumCase(objc: "UIRectEdgeLeft")?.type == "UIRectEdge")
    #expect(surface.free(c: "CGRectGetWidth").count == 1)
  }

  @Test func availabilityIsRead() throws {
    let safeArea = try #require(
      surface.members(swift: "safeAreaInsets", in: ["UIView"], classSide: false).first)
    #expect(safeArea.availability.introduced == SurfaceVersion(11, 0))
    let automatic = surface.members(
      swift: "automaticallyAdjustsScrollViewInsets", in: ["UIViewController"], classSide: false)
    #expect(automatic.first?.availability.deprecated == SurfaceVersion(11, 0))
  }
}

/// The members the interpreter's containment core performs are the rows marked `sim core` (or
/// `sim callback`, for the callbacks it sends): the declarations and the simulation say the
/// same thing about what acts.
struct SurfaceCoreAgreementTests {
  static let receiverClasses: [ReceiverKind: String] = [
    .controller: "UIViewController", .navigation: "UINavigationController",
    .split: "UISplitViewController", .view: "UIView", .window: "UIWindow", .viewType: "UIView",
    .scroll: "UIScrollView", .stack: "UIStackView", .activityIndicator: "UIActivityIndicatorView",
    .constraintType: "NSLayoutConstraint",
  ]

  /// The rows of `owner`'s ancestors and descendants that `matches` picks.
  static func rows(related owner: String, _ matches: (SurfaceMember) -> Bool) -> [SurfaceMember] {
    let surface = Surface.shared
    return surface.types.filter {
      surface.chain(owner).contains($0.name) || surface.chain($0.name).contains(owner)
    }.flatMap(\.members).filter(matches)
  }

  @Test func everyCoreMethodIsASimulatedRow() throws {
    var missing: [String] = []
    for method in UIKitSurface.methods {
      let owner = try #require(Self.receiverClasses[method.receiver])
      let rows = Self.rows(related: owner) { $0.objcName == method.objcSelector }
      if !rows.contains(where: \.behaviour.isSimulated) {
        missing.append(owner + " " + method.objcSelector)
      }
    }
    #expect(missing == [])
  }

  @Test func everyCoreStateIsASimulatedRow() {
    var missing: [String] = []
    // Obsoleted before the SDK the rows come from: the core still answers it for old code.
    let obsoleted: Set<String> = ["shouldAutomaticallyForwardRotationMethods"]
    for property in UIKitSurface.properties where !obsoleted.contains(property.name) {
      let rows = Self.rows(related: property.owner) {
        $0.name == property.name && ($0.kind == .property || $0.kind == .constant)
      }
      // A property the core accepts and ignores is an inert row.
      let simulated = property.behaviour != .noOp
      if !rows.contains(where: { $0.behaviour.isSimulated == simulated }) {
        missing.append(property.owner + " " + property.name)
      }
    }
    #expect(missing == [])
  }
}
