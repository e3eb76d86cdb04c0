import Simulation
import UIKitSurface

/// The device the sandbox is: one screen, which is its window, and one application (rules
/// W.1–W.3). The rows that say `sim device` are answered here.
extension Interpreter {
  /// The screen's size in points, portrait; its pixels are twice as many (rule W.1).
  static let screenScale = 2.0

  /// A `sim device` property: nil when the row names a member this does not answer.
  func deviceProperty(_ member: SurfaceMember, of receiver: Value) -> Value? {
    if member.owner == "Thread", member.name == "main" || member.name == "current" {
      // The sandbox's one thread is the main thread (rule W.7): both name one object.
      return mainThread
    }
    switch member.name {
    case "main", "shared", "current":
      // One object for the class, made on first use and kept.
      return singleton(member, of: receiver)
    case "bounds":
      // Interface-oriented from iOS 8; before, the screen is portrait whatever the interface.
      let size = world.iosVersion >= 8 ? world.windowSize : World.portraitWindowSize
      return .rect(Rect(origin: .zero, size: size))
    case "nativeBounds":
      let size = World.portraitWindowSize
      return .rect(
        Rect(
          x: 0, y: 0, width: size.width * Self.screenScale, height: size.height * Self.screenScale))
    case "scale", "nativeScale":
      return .double(Self.screenScale)
    case "keyWindow":
      // The window on screen, where an overlay added to the key window shows.
      return windowInstance.value
    case "statusBarOrientation":
      // The interface's orientation, which `:rotate` turns.
      return .orientation(world.orientation)
    case "windows":
      return .array([windowInstance.value])
    case "userInterfaceIdiom":
      // The sandbox is a phone's screen (rule W.6).
      return Self.phoneIdiom
    case "isMainThread":
      // The sandbox runs all code on the main thread (rule W.7); a thread made in code is
      // another one, which never starts.
      return .bool(member.isClassMember || receiver.instance === mainThread.instance)
    case "isKeyWindow":
      let instance = receiver.instance
      return .bool(instance === windowInstance || (instance != nil && instance === shownWindow))
    default:
      return nil
    }
  }

  /// `UIUserInterfaceIdiom.phone`, the sandbox's device (rule W.6).
  static var phoneIdiom: Value {
    .enumCase(EnumValue(typeName: "UIUserInterfaceIdiom", caseName: "phone"))
  }

  /// `arc4random()`: the next number of a fixed pseudo-random sequence, 0 to 2^32 - 1, so that
  /// a run repeats (rule W.6). SplitMix64, keeping the high 32 bits.
  func nextRandom() -> UInt32 {
    randomState &+= 0x9E37_79B9_7F4A_7C15
    var z = randomState
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return UInt32(truncatingIfNeeded: (z ^ (z >> 31)) >> 32)
  }

  /// `Thread.main`, which is also `Thread.current`: one object, made on first use and kept.
  private var mainThread: Value {
    let slots = inertSlots(of: .type("Thread"))
    if case .strong(let made)? = slots?.slots[Self.mainThreadSlot] { return made }
    let made = makeInertObject("Thread")
    slots?.slots[Self.mainThreadSlot] = .strong(made)
    return made
  }

  private static let mainThreadSlot = "uikit.Thread.main"

  private func singleton(_ member: SurfaceMember, of receiver: Value) -> Value? {
    guard let slots = inertSlots(of: receiver) else { return nil }
    if case .strong(let made)? = slots.slots[member.slotKey] { return made }
    let made = makeInertObject(member.owner)
    slots.slots[member.slotKey] = .strong(made)
    return made
  }

  /// `makeKeyAndVisible()` on a window made in code (rule W.2): containrepl shows one window,
  /// so this one takes the sandbox window's place — its root view controller replaces the
  /// sandbox's root, as `window.rootViewController = root` does (7a.4) — and becomes the key
  /// window. The sandbox's own window is already key and visible: nothing happens.
  func makeKeyAndVisible(_ id: ViewID, _ instance: Instance?, _ range: SourceRange, _ env: Env)
    throws
  {
    guard id != world.window, let instance else { return }
    let name = instance.name
    if shownWindow !== instance {
      var note = Diagnostic(.note, .runtime(.windowTakesSandboxPlace(name)), at: range)
      note.isBrief = true
      log(note, env.unit)
    }
    shownWindow = instance
    try world.setRootViewController(ownRootViewController(of: instance)?.controllerID)
  }

  /// The root view controller kept by a window made in code (rule W.2: nothing loads until
  /// the window is made visible).
  func ownRootViewController(of instance: Instance) -> Value? {
    if case .strong(let value)? = instance.storage.slots[Self.ownRootSlot] { return value }
    return nil
  }

  func setOwnRootViewController(_ value: Value, of instance: Instance) throws {
    instance.storage.slots[Self.ownRootSlot] = .strong(value)
    // A window already shown in the sandbox window's place shows its new root at once.
    if shownWindow === instance { try world.setRootViewController(value.controllerID) }
  }

  private static let ownRootSlot = "uikit.UIWindow.rootViewController"
}

extension Interpreter {
  /// Says once for each name and release that the framework version number read is only
  /// approximate (rule W.5).
  func noteApproximateVersion(_ name: String, _ value: Double, _ range: SourceRange, _ env: Env) {
    let ios = world.iosVersion
    guard inertNotes.insert("approximate \(name) \(ios)").inserted else { return }
    let shown = value.rounded() == value ? String(Int(value)) : String(value)
    var note = Diagnostic(.note, .runtime(.approximateVersionNumber(name, ios, shown)), at: range)
    note.isBrief = true
    log(note, env.unit)
  }
}

extension Interpreter {
  /// The frameworks containrepl simulates, and the headers of C and the runtime they use.
  static let simulatedModules: Set<String> = [
    "UIKit", "Foundation", "CoreGraphics", "QuartzCore", "CoreFoundation", "ObjectiveC",
    "Dispatch", "Darwin", "Swift", "objc", "dispatch", "Availability", "os",
  ]

  /// Records the frameworks outside the simulation that an input imports
  /// (`#import <Accelerate/Accelerate.h>`, `@import MapKit;`, `import AVFoundation`).
  func noteImports(of unit: SourceUnit) {
    for line in unit.text.text.split(separator: "\n") {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      var module: Substring?
      for prefix in ["#import <", "#include <", "@import ", "import "]
      where trimmed.hasPrefix(prefix) {
        let rest = trimmed.dropFirst(prefix.count)
        module = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      }
      guard let module, !module.isEmpty else { continue }
      let name = String(module)
      if PreprocessorCondition.iOSModules.contains(name), !Self.simulatedModules.contains(name),
        !unsimulatedImports.contains(name)
      {
        unsimulatedImports.append(name)
      }
    }
  }

  /// An undeclared name in a program that imports frameworks outside the simulation: the name
  /// may be theirs, so it is not simulated rather than an error of the program.
  func outsideSimulation(_ message: RuntimeMessage, _ env: Env) -> RuntimeMessage? {
    guard !unsimulatedImports.isEmpty else { return nil }
    switch message {
    case .unknownName(let name), .undeclaredIdentifier(let name):
      return .undeclaredOutsideSimulation(name, unsimulatedImports, dialect(of: env) == .objc)
    default:
      return nil
    }
  }
}
