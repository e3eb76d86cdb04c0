import Simulation

/// The style sheet and the script of the HTML report, inlined into every page.
enum ReportAssets {
  /// The page's style; the pictures' own classes come from `SVGCanvas.styleSheet`.
  static var styleSheet: String {
    var css = """
      body{margin:0 auto;max-width:1200px;padding:16px 24px;color:#263238;background:#fafafa;\
      font-family:system-ui,-apple-system,'Segoe UI','PingFang SC','Hiragino Sans GB',\
      'Microsoft YaHei','Noto Sans CJK SC','WenQuanYi Micro Hei',sans-serif}
      h1{font-size:1.5em;margin:0.2em 0}
      h2{font-size:1.2em;border-bottom:1px solid #cfd8dc;padding-bottom:4px;margin-top:1.6em}
      h3{font-size:1.05em;margin:0.4em 0}
      h4{font-size:0.95em;margin:0.6em 0 0.3em}
      pre{font-family:\(SVGCanvas.monoFonts);font-size:13px;background:#ffffff;\
      border:1px solid #e0e0e0;border-radius:4px;padding:8px 10px;overflow-x:auto;margin:0.4em 0}
      pre.code{background:#f3f6f8}
      .line-number{color:#90a4ae;user-select:none}
      section.step{background:#ffffff;border:1px solid #e0e0e0;border-radius:6px;\
      padding:8px 14px;margin:12px 0}
      .figures{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start}
      figure{margin:0}
      figcaption{font-size:0.9em;color:#546e7a;margin:4px 0}
      .picture{overflow-x:auto}
      nav#stepper{position:sticky;top:0;z-index:2;background:#263238;color:#ffffff;\
      padding:8px 12px;border-radius:6px;display:flex;flex-wrap:wrap;gap:10px;align-items:center}
      nav#stepper[hidden],#frame-controls[hidden]{display:none}
      nav#stepper input[type=range]{width:240px}
      nav#stepper .keys{font-size:0.85em;color:#b0bec5}
      body.stepping section.step{display:none}
      body.stepping section.step.current{display:block}
      body.stepping figure.frame{display:none}
      body.stepping figure.frame.current{display:block}
      .note{color:#546e7a}
      .log .warning{color:#b26a00}
      .log .error{color:#c62828}
      .log .note{color:#78909c}
      .log .hint{color:#1565c0}
      .log .value{font-weight:bold}
      .log .output{color:#546e7a}

      """
    for family in [EventFamily.containment, .appearance, .lifecycle, .layout, .rotation] {
      css += ".log ." + SVGCanvas.familyClass(family) + "{color:" + SVGCanvas.color(family) + "}\n"
    }
    return css
  }

  /// The stepping: a slider and the arrow keys move between inputs, a second slider and the up
  /// and down keys between the frames of an animation. Without it, the page shows everything.
  static let script = """
    (function () {
      "use strict";
      var steps = Array.prototype.slice.call(document.querySelectorAll("section.step"));
      if (steps.length === 0) { return; }
      var nav = document.getElementById("stepper");
      var slider = document.getElementById("step-slider");
      var label = document.getElementById("step-label");
      var frameControls = document.getElementById("frame-controls");
      var frameSlider = document.getElementById("frame-slider");
      var frameLabel = document.getElementById("frame-label");
      var current = 0;
      var frame = 0;
      function clamp(value, count) { return Math.max(0, Math.min(count - 1, value)); }
      function frames() { return steps[current].querySelectorAll("figure.frame"); }
      function showFrame(index) {
        var list = frames();
        frameControls.hidden = list.length === 0;
        if (list.length === 0) { return; }
        frame = clamp(index, list.length);
        for (var i = 0; i !== list.length; i += 1) {
          list[i].classList.toggle("current", i === frame);
        }
        frameSlider.max = String(list.length);
        frameSlider.value = String(frame + 1);
        frameLabel.textContent = list[frame].querySelector("figcaption").textContent
          + " (" + (frame + 1) + "/" + list.length + ")";
      }
      function show(index) {
        current = clamp(index, steps.length);
        for (var i = 0; i !== steps.length; i += 1) {
          steps[i].classList.toggle("current", i === current);
        }
        slider.value = String(current + 1);
        label.textContent = steps[current].querySelector("h3").textContent;
        showFrame(0);
      }
      document.body.classList.add("stepping");
      nav.hidden = false;
      slider.addEventListener("input", function () { show(Number(slider.value) - 1); });
      frameSlider.addEventListener("input", function () { showFrame(Number(frameSlider.value) - 1); });
      document.getElementById("previous-step").addEventListener("click", function () { show(current - 1); });
      document.getElementById("next-step").addEventListener("click", function () { show(current + 1); });
      document.addEventListener("keydown", function (event) {
        if (event.target === slider || event.target === frameSlider) { return; }
        switch (event.key) {
        case "ArrowRight": show(current + 1); break;
        case "ArrowLeft": show(current - 1); break;
        case "ArrowDown": showFrame(frame + 1); break;
        case "ArrowUp": showFrame(frame - 1); break;
        case "Home": show(0); break;
        case "End": show(steps.length - 1); break;
        default: return;
        }
        event.preventDefault();
      });
      /* #input-7 opens the seventh input, #input-7-frame-5 the fifth frame of its animation. */
      var start = /^#input-([0-9]+)(?:-frame-([0-9]+))?$/.exec(window.location.hash);
      show(start ? Number(start[1]) - 1 : 0);
      if (start && start[2]) { showFrame(Number(start[2]) - 1); }
    })();

    """
}
