import Simulation

/// Writes an `HTMLReport` as one self-contained page: inline style sheet and script, no outside
/// resource, readable from a `file:` URL. The markup is also well-formed XML (XHTML), so that a
/// plain XML parser can check it. With scripts off every input is shown one after another; the
/// script only adds the stepping (a slider and keys for the inputs and an animation's frames).
public struct HTMLReportRenderer {
  public let report: HTMLReport

  public init(report: HTMLReport) { self.report = report }

  private var l: Language { report.language }

  /// The page.
  public func render() -> String {
    var page = "<!DOCTYPE html>\n"
    page += "<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"\(l.pick("en", "zh-Hans"))\">\n"
    page += "<head>\n<meta charset=\"utf-8\"/>\n"
    page += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n"
    page += "<title>" + escape(title) + "</title>\n"
    page += "<style>/*<![CDATA[*/\n" + ReportAssets.styleSheet + SVGCanvas.styleSheet
    page += "/*]]>*/</style>\n</head>\n<body>\n"
    page += "<header>\n<h1>" + escape(title) + "</h1>\n<p class=\"summary\">"
    page += escape(summary) + "</p>\n</header>\n"
    page += stepper()
    page += "<main>\n"
    page += stepsSection()
    page += scriptsSection()
    page += logSection()
    if let timeline = report.timeline {
      page += "<section id=\"timeline\">\n<h2>" + escape(l.pick("Timeline", "时序图")) + "</h2>\n"
      page += "<div class=\"picture\">\n" + timeline + "</div>\n</section>\n"
    }
    page += "</main>\n"
    page += "<script>//<![CDATA[\n" + ReportAssets.script + "//]]></script>\n"
    return page + "</body>\n</html>\n"
  }

  private var title: String {
    let names = report.scripts.map(\.name).joined(separator: ", ")
    return l.pick("containrepl report", "containrepl 报告")
      + (names.isEmpty ? "" : l.pick(": ", "：") + names)
  }

  private var summary: String {
    let count = report.steps.count + report.stepsLeftOut
    return l.pick(
      "\(count) input\(count == 1 ? "" : "s"), each with its log, the controller tree and the screen after it.",
      "共 \(count) 次输入，每次都有它的日志，以及之后的视图控制器树和屏幕。")
  }

  /// The controls the script shows (hidden without it, where every input is on the page).
  private func stepper() -> String {
    var html = "<nav id=\"stepper\" hidden=\"hidden\" aria-label=\""
    html += escape(l.pick("Step through the inputs", "逐次查看输入")) + "\">\n"
    html += "<button type=\"button\" id=\"previous-step\">" + escape(l.pick("◀ Previous", "◀ 上一次"))
    html += "</button>\n"
    html +=
      "<input type=\"range\" id=\"step-slider\" min=\"1\" max=\"\(max(report.steps.count, 1))\""
    html += " value=\"1\" aria-label=\"" + escape(l.pick("input", "输入")) + "\"/>\n"
    html += "<button type=\"button\" id=\"next-step\">" + escape(l.pick("Next ▶", "下一次 ▶"))
    html += "</button>\n<span id=\"step-label\"></span>\n"
    html += "<span id=\"frame-controls\" hidden=\"hidden\">" + escape(l.pick("frame", "帧"))
    html +=
      " <input type=\"range\" id=\"frame-slider\" min=\"1\" max=\"1\" value=\"1\" aria-label=\""
    html += escape(l.pick("animation frame", "动画帧")) + "\"/> <span id=\"frame-label\"></span>"
    html += "</span>\n<span class=\"keys\">"
    html += escape(
      l.pick(
        "keys: ← → inputs, ↑ ↓ animation frames, Home/End", "按键：← → 切换输入，↑ ↓ 切换动画帧，Home/End"))
    html += "</span>\n</nav>\n"
    return html
  }

  private func scriptsSection() -> String {
    guard !report.scripts.isEmpty else { return "" }
    var html = "<section id=\"scripts\">\n"
    for script in report.scripts {
      html += "<h2>" + escape(l.pick("Script ", "脚本 ") + script.name) + "</h2>\n"
      html += "<pre class=\"code numbered\">"
      let lines = script.text.split(separator: "\n", omittingEmptySubsequences: false)
      let count = script.text.hasSuffix("\n") ? lines.count - 1 : lines.count
      let width = String(max(count, 1)).count
      for (index, line) in lines.prefix(count).enumerated() {
        let number = String(index + 1)
        html += "<span class=\"line-number\">"
        html += String(repeating: " ", count: width - number.count) + number + "</span> "
        html += escape(String(line)) + "\n"
      }
      html += "</pre>\n"
    }
    return html + "</section>\n"
  }

  private func stepsSection() -> String {
    var html = "<section id=\"steps\">\n<h2>" + escape(l.pick("Input by input", "逐次输入")) + "</h2>\n"
    let total = report.steps.count
    for (index, step) in report.steps.enumerated() {
      html += "<section class=\"step\" id=\"step-\(index + 1)\">\n<h3>"
      var heading = l.pick("Input \(index + 1) of \(total)", "第 \(index + 1) 次输入（共 \(total) 次）")
      if let line = step.line { heading += l.pick(", line \(line)", "，第 \(line) 行") }
      html += escape(heading) + "</h3>\n"
      html += "<pre class=\"code\">" + escape(step.source) + "</pre>\n"
      if step.lines.isEmpty {
        html += "<p class=\"note\">" + escape(l.pick("Nothing logged.", "没有日志输出。")) + "</p>\n"
      } else {
        html += "<pre class=\"log\">" + lines(step.lines) + "</pre>\n"
      }
      html += "<div class=\"figures\">\n"
      // An animation's frames first: stepping shows one of them beside the screen after it.
      for (number, frame) in step.frames.enumerated() {
        html += "<figure class=\"frame\" id=\"step-\(index + 1)-frame-\(number + 1)\">"
        html += "<figcaption>" + escape(l.pick("The animation at t = ", "动画进行到 t = ") + frame.time)
        html += "</figcaption>\n" + frame.screen + "</figure>\n"
      }
      if let screen = step.screen {
        html += figure(l.pick("The screen after it", "之后的屏幕"), screen)
      }
      if let tree = step.tree {
        html += figure(l.pick("The controller tree after it", "之后的视图控制器树"), tree)
      }
      html += "</div>\n"
      html += "</section>\n"
    }
    if report.stepsLeftOut > 0 {
      html += "<p class=\"note\">"
      html += escape(
        l.pick(
          "\(report.stepsLeftOut) more inputs ran; their lines are in the log below.",
          "另外还运行了 \(report.stepsLeftOut) 次输入；它们的日志见下方。"))
      html += "</p>\n"
    }
    return html + "</section>\n"
  }

  private func figure(_ caption: String, _ picture: String) -> String {
    "<figure><figcaption>" + escape(caption) + "</figcaption>\n" + picture + "</figure>\n"
  }

  private func logSection() -> String {
    var html = "<section id=\"log\">\n<h2>" + escape(l.pick("The whole log", "完整日志")) + "</h2>\n"
    html += "<pre class=\"log\">"
    for step in report.steps { html += lines(step.lines) }
    html += lines(report.linesLeftOut)
    return html + "</pre>\n</section>\n"
  }

  private func lines(_ lines: [HTMLReport.Line]) -> String {
    var html = ""
    for line in lines {
      html += "<span class=\"" + escape(line.style) + "\">" + escape(line.text) + "</span>\n"
    }
    return html
  }

  private func escape(_ text: String) -> String { XMLText.escape(text) }
}
