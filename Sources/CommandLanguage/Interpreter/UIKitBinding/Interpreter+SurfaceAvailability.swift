import Simulation
import UIKitSurface

/// The availability of the SDK's members against the version `:ios` simulates.
extension Interpreter {
  /// `:ios N` older than the member: swiftc's error (clang warns).
  func checkAvailability(_ member: SurfaceMember, _ range: SourceRange, _ env: Env) throws {
    let version = SurfaceVersion(world.iosVersion)
    let availability = member.availability
    let objc = dialect(of: env) == .objc
    // clang names the selector or the property, swiftc the member.
    let name =
      objc ? (member.kind == .property ? member.objcPropertyName : member.objcName) : member.name
    if let obsoleted = availability.obsoleted, version >= obsoleted {
      throw error(.unavailableOnIOS(name, obsoleted.description, objc), range, env)
    }
    if version < availability.introduced {
      let message = RuntimeMessage.introducedLater(
        name, availability.introduced.description, objc)
      if objc {
        noteOnce("availability:" + member.displayName(objc: true), env) {
          Diagnostic(.warning, .runtime(message), at: range)
        }
      } else {
        throw error(message, range, env)
      }
    }
    if let deprecated = availability.deprecated, version >= deprecated {
      noteOnce("deprecated:" + member.displayName(objc: objc), env) {
        Diagnostic(
          .warning, .runtime(.deprecatedOnIOS(name, deprecated.description, objc)), at: range)
      }
    }
  }

  /// A member the containment core performs, used under a `:ios N` older than it: the same
  /// diagnostics as a declared member (nothing to check on the SDK's own version or newer).
  func checkCoreAvailability(
    property name: String? = nil, selector: String? = nil, of receiver: Value,
    _ range: SourceRange, _ env: Env
  ) throws {
    guard world.iosVersion < SurfaceDeclarations.sdkMajorVersion,
      let (chain, classSide) = surfaceChain(of: receiver)
    else { return }
    let rows =
      if let name {
        Surface.shared.members(swift: name, in: chain, classSide: classSide).filter {
          $0.kind == .property
        }
      } else if let selector {
        Surface.shared.members(objc: selector, in: chain, classSide: classSide)
      } else {
        [SurfaceMember]()
      }
    guard let member = rows.first else { return }
    try checkAvailability(member, range, env)
  }
}
