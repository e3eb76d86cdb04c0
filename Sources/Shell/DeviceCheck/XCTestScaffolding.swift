/// The part of an exported XCTest that is the same in every export: the log that records what
/// UIKit calls in containrepl's format, and the recording view controllers. It is nested in the
/// test class (`extension NAME`), so that several exports can share one test target.
enum XCTestScaffolding {
  /// The recording classes a file needs besides the plain one and the container.
  enum SystemContainer: String, CaseIterable {
    case navigation = "UINavigationController"
    case tabBar = "UITabBarController"
    case split = "UISplitViewController"
    case page = "UIPageViewController"

    /// The recording subclass's name.
    var recordingClass: String {
      switch self {
      case .navigation: return "RecordingNavigationController"
      case .tabBar: return "RecordingTabBarController"
      case .split: return "RecordingSplitViewController"
      case .page: return "RecordingPageViewController"
      }
    }

    /// The recording subclass's initialiser: its parameters after the log and the name, and
    /// the superclass's designated initialiser it calls.
    var initializer: (parameters: String, superInit: String) {
      guard self == .page else { return ("", "super.init(nibName: nil, bundle: nil)") }
      return (
        ", transitionStyle: UIPageViewController.TransitionStyle, "
          + "navigationOrientation: UIPageViewController.NavigationOrientation",
        "super.init(transitionStyle: transitionStyle, navigationOrientation: "
          + "navigationOrientation, options: nil)"
      )
    }
  }

  /// The scaffolding for the test class `className`, with the system containers it uses.
  static func text(className: String, containers: [SystemContainer]) -> String {
    var text = """
      // MARK: - Recording (the same in every export)

      extension \(className) {
        /// The callbacks the log shows (layout callbacks and viewIsAppearing are left out, as in
        /// containrepl's brief log).
        enum Callback: String {
          case loadView, viewDidLoad, viewWillAppear, viewDidAppear, viewWillDisappear
          case viewDidDisappear, willMove, didMove, viewWillTransition, preferredContentSizeDidChange
        }

        /// What the script's code did at one time UIKit made a callback, around UIKit's own part.
        @MainActor
        struct Reaction {
          var before: (@MainActor () -> Void)?
          var callsSuper = true
          var after: (@MainActor () -> Void)?

          /// UIKit's own part only.
          static var none: Reaction { Reaction() }
          /// An override that left out `super`.
          static var withoutSuper: Reaction { Reaction(callsSuper: false) }
          /// UIKit's own part, then the script's code.
          static func then(_ body: @escaping @MainActor () -> Void) -> Reaction {
            Reaction(after: body)
          }
        }

        /// Writes what UIKit calls in containrepl's log format (a line a call, callback or
        /// block, indented beneath its cause; `[end of turn]` and `[t=…]` for what came later),
        /// and replays the script's code inside the callbacks.
        @MainActor
        final class CallbackLog {
          /// The log so far.
          private(set) var lines: [String] = []
          private(set) var window: UIWindow?
          private var depth = 0
          private var isRecording = false
          private var names: [ObjectIdentifier: String] = [:]
          private var reactions: [ObjectIdentifier: [Callback: [Reaction]]] = [:]
          /// While the run loop runs: since when, containrepl's clock then, and the labels
          /// containrepl gave to what came later, by seconds after that.
          private var drain: (start: Date, clock: Double, labels: [(Double, String)])?

          /// A 320×480 window whose root is `container`, on screen, as containrepl's sandbox.
          func makeSandbox() -> (UIWindow, ContainerViewController) {
            let scene = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first
            let window = scene.map { UIWindow(windowScene: $0) } ?? UIWindow(frame: .zero)
            window.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
            let container = ContainerViewController(self, "container")
            window.rootViewController = container
            window.makeKeyAndVisible()
            self.window = window
            spin(until: Date().addingTimeInterval(0.5))
            return (window, container)
          }

          /// Names a controller as the log does.
          func register(_ controller: UIViewController, _ name: String) {
            names[ObjectIdentifier(controller)] = name
          }

          /// A controller's name in the log (`nil`, or `<Class>` for one the script never made).
          func name(of controller: UIViewController?) -> String {
            guard let controller else { return "nil" }
            return names[ObjectIdentifier(controller)] ?? "<\\(type(of: controller))>"
          }

          /// What the script's code did at each time UIKit makes `callback` on `controller`.
          func react(_ controller: UIViewController, _ callback: Callback, _ queue: [Reaction]) {
            reactions[ObjectIdentifier(controller), default: [:]][callback] = queue
          }

          /// From here on, every line counts.
          func start() { isRecording = true }

          // MARK: Lines

          /// A call the script makes, with what happens beneath it.
          func call(_ line: String, _ body: () -> Void) {
            write(line)
            depth += 1
            body()
            depth -= 1
          }

          /// UIKit runs an `animations` block.
          func animations(_ body: () -> Void) { call("animations()", body) }

          /// UIKit runs a `completion` block.
          func completion(_ finished: Bool, _ body: () -> Void) {
            call("completion(\\(finished))", body)
          }

          /// UIKit calls a callback: its line, then the script's code around UIKit's own part.
          func callback(
            _ controller: UIViewController, _ callback: Callback, _ arguments: String,
            super callSuper: () -> Void
          ) {
            let reaction = nextReaction(controller, callback)
            call(name(of: controller) + "." + callback.rawValue + "(" + arguments + ")") {
              reaction.before?()
              if reaction.callsSuper { callSuper() }
              reaction.after?()
            }
          }

          private func nextReaction(_ controller: UIViewController, _ callback: Callback)
            -> Reaction
          {
            let id = ObjectIdentifier(controller)
            guard isRecording, var queue = reactions[id]?[callback], !queue.isEmpty else {
              return .none
            }
            let next = queue.removeFirst()
            reactions[id]?[callback] = queue
            return next
          }

          private func write(_ text: String) {
            guard isRecording else { return }
            lines.append(label() + String(repeating: "  ", count: depth) + text)
          }

          /// `[end of turn] `, `[t=0.25] ` or nothing: the label containrepl gave to the time
          /// nearest to now, or the time itself when containrepl expected nothing then.
          private func label() -> String {
            guard let drain else { return "" }
            let elapsed = Date().timeIntervalSince(drain.start)
            let nearest = drain.labels.min { abs($0.0 - elapsed) < abs($1.0 - elapsed) }
            if let nearest, abs(nearest.0 - elapsed) <= 0.15 {
              return nearest.1.isEmpty ? "" : nearest.1 + " "
            }
            return "[t=" + Self.number(((drain.clock + elapsed) * 100).rounded() / 100) + "] "
          }

          /// A size as the log writes it; the screen's size is written as the sandbox's window
          /// (320×480, or 480×320 in landscape).
          func size(_ size: CGSize) -> String {
            var shown = size
            if let screen = window?.windowScene?.screen.bounds.size,
              size == screen || size == CGSize(width: screen.height, height: screen.width)
            {
              shown =
                size.width > size.height
                ? CGSize(width: 480, height: 320) : CGSize(width: 320, height: 480)
            }
            return "CGSize(width: \\(Self.number(Double(shown.width))), "
              + "height: \\(Self.number(Double(shown.height))))"
          }

          /// A number as the log writes it: `320`, `0.25`.
          static func number(_ value: Double) -> String {
            if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
            var text = String(format: "%.6f", value)
            while text.hasSuffix("0") { text.removeLast() }
            return text
          }

          // MARK: Time

          /// After a turn: lets the run loop run for `seconds` (as long as containrepl's clock
          /// moved, from `clock`), then until the log holds `count` lines or 2 more seconds
          /// pass. Lines written meanwhile get the nearest of containrepl's `labels`.
          func runLoop(
            from clock: Double, for seconds: Double, labels: [(Double, String)], until count: Int
          ) {
            let start = Date()
            drain = (start, clock, labels)
            spin(until: start.addingTimeInterval(max(seconds, 0.05)))
            let deadline = Date().addingTimeInterval(2)
            while lines.count < count, Date() < deadline {
              spin(until: Date().addingTimeInterval(0.02))
            }
            drain = nil
          }

          /// Turns the device (iOS 16 and later), as `:rotate` does.
          func rotate(to orientations: UIInterfaceOrientationMask) throws {
            guard #available(iOS 16.0, *), let scene = window?.windowScene else {
              throw XCTSkip("turning the device needs iOS 16 and an app's test target")
            }
            window?.rootViewController?.setNeedsUpdateOfSupportedInterfaceOrientations()
            scene.requestGeometryUpdate(.iOS(interfaceOrientations: orientations))
          }

          /// The script is over; with the clock running, UIKit gets a last moment to call back.
          func finish(at clock: Double, settling: Bool) {
            if settling { runLoop(from: clock, for: 0.3, labels: [], until: 0) }
            isRecording = false
          }

          private func spin(until deadline: Date) {
            while Date() < deadline {
              _ = RunLoop.current.run(
                mode: .default, before: min(deadline, Date().addingTimeInterval(0.01)))
            }
          }

          // MARK: Reports

          /// The first difference from containrepl's log, side by side.
          func difference(from expected: [String]) -> String {
            let count = max(lines.count, expected.count)
            guard let first = (0..<count).first(where: { index in
              index >= lines.count || index >= expected.count || lines[index] != expected[index]
            }) else { return "" }
            var text = "first difference at line \\(first + 1) (containrepl | device):\\n"
            for index in max(0, first - 3)..<min(count, first + 4) {
              let left = index < expected.count ? expected[index] : "(nothing)"
              let right = index < lines.count ? lines[index] : "(nothing)"
              text += (index == first ? "> " : "  ") + left + "  |  " + right + "\\n"
            }
            return text + "containrepl diff-log SCRIPT DEVICE_LOG names the rules behind it"
          }

          /// The device's log, for `containrepl diff-log SCRIPT DEVICE_LOG`.
          func report(_ test: String) -> String {
            let device = UIDevice.current
            return (["--- containrepl device log: \\(test) ---",
              "# \\(device.systemName) \\(device.systemVersion), \\(device.model)"]
              + lines + ["--- end of containrepl device log ---"]).joined(separator: "\\n")
          }
        }

        /// A view controller that logs each callback UIKit makes and replays the script's code
        /// in it.
        class RecordingViewController: UIViewController {
      \(recordingBody())
        }

        /// The sandbox's container class, with its helpers.
        final class ContainerViewController: RecordingViewController {
          func frameForContentController() -> CGRect { view.bounds }
          func newViewStartFrame() -> CGRect { view.bounds.offsetBy(dx: view.bounds.width, dy: 0) }
          func oldViewEndFrame() -> CGRect { view.bounds.offsetBy(dx: -view.bounds.width, dy: 0) }
          override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
        }

      """
    for container in containers {
      text += """

          /// A `\(container.rawValue)` that logs each callback UIKit makes.
          final class \(container.recordingClass): \(container.rawValue) {
        \(recordingBody(container.initializer))
          }

        """
    }
    return text + "}\n"
  }
}
