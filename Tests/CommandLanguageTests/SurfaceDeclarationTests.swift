import Simulation
import TestSupport
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
    // Every word after `sim` is an operation the interpreter performs.
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

  @Test func theModelledClassesSuperclassesAreTheRows() {
    for modelled in UIKitSurface.classes {
      #expect(modelled.superclass == surface.type(modelled.name)?.base, "\(modelled.name)")
    }
    #expect(UIKitSurface.classesByName["UIButton"]?.superclass == "UIControl")
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

/// The methods the world performs are the rows that name them (`sim addChild 1.1`, `sim
/// callback`), and the core's properties are the rows marked `sim core`: the declarations and
/// the simulation say the same thing about what acts.
struct SurfaceCoreAgreementTests {
  /// The rows of `owner`'s ancestors and descendants that `matches` picks.
  static func rows(related owner: String, _ matches: (SurfaceMember) -> Bool) -> [SurfaceMember] {
    let surface = Surface.shared
    return surface.types.filter {
      surface.chain(owner).contains($0.name) || surface.chain($0.name).contains(owner)
    }.flatMap(\.members).filter(matches)
  }

  /// Every method the world performs is one row naming it, and every callback one row
  /// marked `sim callback`: the interpreter's signatures are those rows.
  @Test func everyCoreMethodIsARowNamingIt() {
    let named = Set(
      Surface.shared.operationRows.compactMap { row -> String? in
        guard case .simulated(let operation, _) = row.behaviour else { return nil }
        return operation == SurfaceOperation.callback.rawValue ? "callback " + row.name : operation
      })
    let missing = CallbackName.allCases.filter { !named.contains("callback " + $0.rawValue) }
    #expect(missing == [])
  }

  /// The log writes a call as its row declares it, and a callback as the world logs it: the
  /// two spellings agree, and every row whose operation is a signature call has its signature.
  @Test func signaturesSpellCallsAsTheirRows() {
    let rows = Surface.shared.operationRows
    var differing: [String] = []
    for signature in UIKitSignatures.all {
      guard
        let row = rows.first(where: {
          $0.objcName == signature.objcSelector && $0.swiftName == signature.spelling.swiftName
        })
      else {
        differing.append(signature.spelling.swiftName)
        continue
      }
      if signature.spelling.selector != row.objcName { differing.append(row.swiftName) }
    }
    #expect(differing == [])
    let performed = rows.filter {
      guard case .simulated(let operation, _) = $0.behaviour,
        let known = SurfaceOperation(rawValue: operation)
      else { return false }
      return known.isSignatureCall
    }
    #expect(UIKitSignatures.all.count == performed.count)
  }

  /// The properties the interpreter keeps or acts on are the rows marked `sim core`, `sim
  /// stored` or `sim override`: a redeclaration in a subclass behaves as its ancestor's row.
  @Test func redeclaredPropertiesBehaveAsTheirAncestors() {
    var differing: [String] = []
    for property in UIKitSurface.properties {
      let chain = Surface.shared.chain(property.owner).dropFirst()
      for ancestor in chain {
        guard
          let row = Surface.shared.type(ancestor)?.members.first(where: {
            $0.kind == .property && $0.name == property.name
          })
        else { continue }
        if row.behaviour.description != property.row.behaviour.description {
          differing.append(property.owner + "." + property.name)
        }
        break
      }
    }
    #expect(differing == [])
  }

  /// Every property whose row says `sim core` or `sim override` is one entry of the binding
  /// table, under the receiver its class is a kind of, and every entry is such a row: a row
  /// without an entry, or an entry without a row, is named here.
  @Test func everySimulatedPropertyIsOneBinding() {
    let rows = UIKitSurface.properties.filter { $0.behaviour == .simulated }
    var unbound: [String] = []
    var bound: Set<String> = []
    for row in rows {
      let chain = Surface.shared.chain(row.owner)
      guard
        let receiver = SurfaceBinding.Receiver.allCases.first(where: {
          chain.contains($0.rootClass)
        }), let binding = SurfaceBinding.binding(row.name, on: receiver)
      else {
        unbound.append(row.owner + "." + row.name)
        continue
      }
      bound.insert(receiver.rawValue + "." + binding.name)
    }
    #expect(unbound == [])
    let entries = SurfaceBinding.all.map { $0.receiver.rawValue + "." + $0.name }
    #expect(entries.filter { !bound.contains($0) } == [])
    #expect(Set(entries).count == entries.count, "an entry is written twice")
  }

  /// A settable simulated row's entry writes; the one the world computes and does not take
  /// (`layoutMargins`, rule L.5) says it is not simulated.
  @Test func everySettableSimulatedPropertyWrites() {
    let unwritten = UIKitSurface.properties.filter { property in
      guard property.behaviour == .simulated, !property.isReadOnly, !property.isOverridable,
        let receiver = SurfaceBinding.Receiver.allCases.first(where: {
          Surface.shared.chain(property.owner).contains($0.rootClass)
        }),
        let binding = SurfaceBinding.binding(property.name, on: receiver)
      else { return false }
      return !binding.isSettable
    }
    #expect(unwritten.map { $0.owner + "." + $0.name } == ["UIView.layoutMargins"])
    let run = ScriptRun(
      """
      let v = UIView()
      v.layoutMargins = UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
      print(v.layoutMargins.left)
      """)
    #expect(run.hadError)
    #expect(run.output.contains("does not simulate 'setting layoutMargins'"), "\(run.output)")
    #expect(run.output.hasSuffix("8.0"), "\(run.output)")
  }

  /// Every documented initial value (` = true`) reads as a value of its property's type.
  @Test func everyInitialValueReads() {
    var unreadable: [String] = []
    for type in Surface.shared.types {
      for member in type.members {
        guard let text = member.initialValue else { continue }
        if UIKitSurface.literal(text, of: member.type) == nil {
          unreadable.append(type.name + "." + member.name + " = " + text)
        }
      }
    }
    #expect(unreadable == [])
    let shadow = UIKitSurface.properties.first {
      $0.owner == "CALayer" && $0.name == "shadowOffset"
    }
    guard case .size(let offset)? = shadow?.initial else {
      Issue.record("CALayer.shadowOffset has no size")
      return
    }
    #expect(offset == Size(width: 0, height: -3))
    let style = UIKitSurface.properties.first { $0.name == "modalPresentationStyle" }
    guard case .enumCase(let automatic)? = style?.initial else {
      Issue.record("modalPresentationStyle has no case")
      return
    }
    #expect(automatic.caseName == "automatic")
  }

}
