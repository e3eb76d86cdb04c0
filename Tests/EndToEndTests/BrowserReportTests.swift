import Foundation
import Testing

/// The HTML report as people see it: `containrepl run --export` writes it, headless Chromium
/// (Debian's `chromium`) draws it to a PNG, and the screenshot is checked. Skipped when no
/// Chromium is installed, unless `CONTAINREPL_BROWSER_TEST=1` (`make browser-test`) requires it.
@Suite(.enabled(if: Browser.isWanted, "chromium is not installed (make browser-test installs it)"))
struct BrowserReportTests {
  /// Apple's Listings 14-1 to 14-3 in Swift: a child shown, cycled to another with a
  /// transition (the seventh input), then hidden.
  static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Examples/guide-add-remove-cycle.swift").standardized.path

  /// Writes the report of `script` in a new home; the report's path.
  private func report(in home: TemporaryHome, language: String = "en") throws -> String {
    let scriptPath = Self.example
    let reportPath = home.path + "/report.html"
    let run = try PipedRun(
      ["--lang", language, "run", scriptPath, "--export", reportPath], in: home
    ).finish()
    #expect(run.status == .exited(0), "\(run.errors)")
    return reportPath
  }

  @Test func theReportSteppedToTheTransitionShowsIt() throws {
    let home = try TemporaryHome()
    let page = try report(in: home)
    let image = try #require(try Browser.screenshot("file://" + page + "#input-7", in: home))
    let midway = try #require(
      try Browser.screenshot("file://" + page + "#input-7-frame-5", in: home))
    // Stepping through the animation's frames changes the picture: the views move.
    let moved = zip(image.pixels, midway.pixels).filter { $0 != $1 }.count
    #expect(moved > 20_000, "\(moved) pixels changed")
    #expect(image.width == 1200 && image.height == 1600)
    #expect(image.distinctColors() > 100, "a blank page")
    // The stepper bar is there: the script ran and shows it.
    #expect(image.count(near: 0x263238) > 20_000)
    // The log's appearance callbacks and containment calls have their colours.
    #expect(image.count(near: 0x2e7d32, tolerance: 40) > 30)
    #expect(image.count(near: 0x00838f, tolerance: 40) > 30)
  }

  @Test func withScriptsOffEveryInputIsShownAndNoStepper() throws {
    let home = try TemporaryHome()
    let page = try report(in: home, language: "zh")
    // The page as a browser with scripts off has it: the same page without its script.
    let html = String(decoding: home.contents(of: page) ?? [], as: UTF8.self)
    let start = try #require(html.range(of: "<script>"))
    let end = try #require(html.range(of: "</script>"))
    let plain = home.path + "/plain.html"
    home.writeFile(Array((html[..<start.lowerBound] + html[end.upperBound...]).utf8), to: plain)
    let image = try #require(try Browser.screenshot("file://" + plain, in: home))
    #expect(image.distinctColors() > 100)
    #expect(image.count(near: 0x263238) < 20_000, "the stepper is hidden without scripts")
  }
}

/// Finding and running headless Chromium.
enum Browser {
  /// The browser's executable on `PATH`, if one is installed.
  static let path: String? = {
    let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin")
      .split(separator: ":").map(String.init)
    for name in ["chromium", "chromium-browser", "google-chrome"] {
      for directory in directories where access(directory + "/" + name, X_OK) == 0 {
        return directory + "/" + name
      }
    }
    return nil
  }()

  /// Whether the browser tests run: the browser is there, or they are required (and then fail
  /// loudly without it).
  static var isWanted: Bool {
    path != nil || ProcessInfo.processInfo.environment["CONTAINREPL_BROWSER_TEST"] == "1"
  }

  /// Draws `url` in a 1200×1600 window and decodes the screenshot (also kept as
  /// `$CONTAINREPL_SCREENSHOTS/NAME.png` when that folder is given, to look at).
  static func screenshot(_ url: String, in home: TemporaryHome) throws -> PNGImage? {
    guard let path else {
      Issue.record("CONTAINREPL_BROWSER_TEST=1 but no chromium on PATH")
      return nil
    }
    let output = home.path + "/shot-\(UUID().uuidString).png"
    var arguments = [
      "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
      "--user-data-dir=" + home.path + "/chromium", "--window-size=1200,1600",
      "--screenshot=" + output,
    ]
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments + [url]
    process.environment = ["HOME": home.path, "PATH": "/usr/bin:/bin"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(120)
    while process.isRunning, Date() < deadline { usleep(50_000) }
    if process.isRunning {
      process.terminate()
      Issue.record("chromium did not finish within two minutes")
      return nil
    }
    guard let data = FileManager.default.contents(atPath: output) else {
      Issue.record("chromium wrote no screenshot (exit \(process.terminationStatus))")
      return nil
    }
    if let folder = ProcessInfo.processInfo.environment["CONTAINREPL_SCREENSHOTS"] {
      let name = url.split(separator: "/").last.map(String.init) ?? "page"
      FileManager.default.createFile(atPath: folder + "/" + name + ".png", contents: data)
    }
    return try PNGImage(Array(data))
  }
}
