import Simulation

/// Builds one standalone SVG picture: shapes and text in, a well-formed XML document out, every
/// text escaped, no outside resources (fonts are named, never loaded).
public struct SVGCanvas {
  public private(set) var width: Double
  public private(set) var height: Double
  private var body: [String] = []

  /// The monospaced text's size, and the width of one terminal column in it.
  public static let fontSize = 13.0
  public static let cell = 7.8

  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// Makes the picture at least `width` by `height`.
  public mutating func grow(width: Double, height: Double) {
    self.width = max(self.width, width)
    self.height = max(self.height, height)
  }

  /// The width text takes, East Asian wide characters counted twice.
  public static func textWidth(_ text: String) -> Double { Double(DisplayWidth.of(text)) * cell }

  /// A number for an attribute: at most one decimal, never `nan` or `inf`.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let rounded = (value * 10).rounded() / 10
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    return String(rounded)
  }

  public mutating func rect(
    x: Double, y: Double, width: Double, height: Double, class name: String,
    radius: Double = 0, title: String? = nil
  ) {
    let n = Self.number
    var element =
      "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(max(0, width)))\" height=\"\(n(max(0, height)))\""
    if radius > 0 { element += " rx=\"\(n(radius))\"" }
    element += " class=\"\(name)\""
    if let title {
      element += "><title>" + XMLText.escape(title) + "</title></rect>"
    } else {
      element += "/>"
    }
    body.append(element)
  }

  public mutating func line(
    x1: Double, y1: Double, x2: Double, y2: Double, class name: String
  ) {
    let n = Self.number
    body.append(
      "<line x1=\"\(n(x1))\" y1=\"\(n(y1))\" x2=\"\(n(x2))\" y2=\"\(n(y2))\" class=\"\(name)\"/>")
  }

  public mutating func circle(x: Double, y: Double, radius: Double, class name: String) {
    let n = Self.number
    body.append("<circle cx=\"\(n(x))\" cy=\"\(n(y))\" r=\"\(n(radius))\" class=\"\(name)\"/>")
  }

  /// A path from raw path data the caller made of numbers only.
  public mutating func path(_ data: String, class name: String) {
    body.append("<path d=\"\(XMLText.escape(data))\" class=\"\(name)\"/>")
  }

  /// Text whose baseline starts at (`x`, `y`).
  public mutating func text(
    _ text: String, x: Double, y: Double, class name: String, anchor: String? = nil
  ) {
    let n = Self.number
    var element = "<text x=\"\(n(x))\" y=\"\(n(y))\" class=\"\(name)\""
    if let anchor { element += " text-anchor=\"\(anchor)\"" }
    body.append(element + ">" + XMLText.escape(text) + "</text>")
  }

  /// Starts a group (`<g>`), with an optional class and id; `end()` closes it.
  public mutating func group(class name: String? = nil, id: String? = nil) {
    var element = "<g"
    if let id { element += " id=\"\(XMLText.escape(id))\"" }
    if let name { element += " class=\"\(name)\"" }
    body.append(element + ">")
  }

  public mutating func end() { body.append("</g>") }

  /// The whole document. `embedded` leaves out the XML declaration and the style sheet, for a
  /// picture inside an HTML page that carries the style sheet once.
  public func document(title: String, embedded: Bool = false) -> String {
    let n = Self.number
    var text = embedded ? "" : "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    text += "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"containrepl\""
    text += " width=\"\(n(width))\" height=\"\(n(height))\""
    text += " viewBox=\"0 0 \(n(width)) \(n(height))\" role=\"img\">\n"
    text += "<title>" + XMLText.escape(title) + "</title>\n"
    if !embedded { text += "<style>" + Self.styleSheet + "</style>\n" }
    text += "<rect x=\"0\" y=\"0\" width=\"100%\" height=\"100%\" class=\"paper\"/>\n"
    text += body.joined(separator: "\n")
    return text + "\n</svg>\n"
  }

  /// Fonts that draw Chinese on every common system, monospaced first where a face has both.
  public static let monoFonts =
    "'Noto Sans Mono CJK SC', 'Sarasa Mono SC', 'SF Mono', Menlo, Consolas, 'DejaVu Sans Mono', "
    + "'Liberation Mono', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', "
    + "'Noto Sans CJK SC', 'Source Han Sans SC', 'WenQuanYi Micro Hei', monospace"

  /// The colours of the event families, as the terminal colours them (cyan, green, blue, dim,
  /// magenta), and of warnings and errors.
  public static func color(_ family: EventFamily?) -> String {
    switch family {
    case .containment?: return "#00838f"
    case .appearance?: return "#2e7d32"
    case .lifecycle?: return "#1565c0"
    case .layout?: return "#757575"
    case .rotation?: return "#8e24aa"
    case nil: return "#37474f"
    }
  }

  /// The class of an event family (`family-appearance`), `family-none` without one.
  public static func familyClass(_ family: EventFamily?) -> String {
    "family-" + (family?.rawValue ?? "none")
  }

  /// The style sheet every picture uses (the HTML report includes it once).
  public static var styleSheet: String {
    var css = """
      svg.containrepl text{font-family:\(monoFonts);font-size:\(number(fontSize))px;\
      white-space:pre;fill:#263238}
      svg.containrepl .paper{fill:#ffffff}
      svg.containrepl .bold{font-weight:bold}
      svg.containrepl .dim{fill:#78909c}
      svg.containrepl .small{font-size:11px}
      svg.containrepl .rail{stroke:#90a4ae;stroke-width:1.2;fill:none}
      svg.containrepl .lane{stroke:#cfd8dc;stroke-width:1.5}
      svg.containrepl .lane-running{stroke:#ef6c00;stroke-width:4;stroke-opacity:0.55}
      svg.containrepl .input-band{fill:#eceff1}
      svg.containrepl .turn-end{stroke:#90a4ae;stroke-width:1;stroke-dasharray:4 3}
      svg.containrepl .span{fill:#ef6c00;fill-opacity:0.10;stroke:#ef6c00;stroke-opacity:0.5}
      svg.containrepl .span-bar{fill:#ef6c00}
      svg.containrepl .tone-warning{fill:#b26a00}
      svg.containrepl .tone-error{fill:#c62828}
      svg.containrepl .tone-output{fill:#546e7a;font-style:italic}
      svg.containrepl .tone-block{fill:#6a1b9a}
      svg.containrepl .state-appeared{fill:#2e7d32}
      svg.containrepl .state-appearing,svg.containrepl .state-disappearing{fill:#ef6c00}
      svg.containrepl .state-disappeared{fill:#78909c}
      svg.containrepl .flag{fill:#c62828}
      svg.containrepl .window{fill:none;stroke:#263238;stroke-width:3}
      svg.containrepl .offscreen{fill:#ffffff;fill-opacity:0.72;fill-rule:evenodd}
      svg.containrepl .view-label{font-size:12px}

      """
    for family in [nil] + [EventFamily.containment, .appearance, .lifecycle, .layout, .rotation] {
      let name = familyClass(family)
      css += "svg.containrepl text.\(name){fill:\(color(family))}\n"
      css += "svg.containrepl circle.\(name){fill:\(color(family))}\n"
    }
    for (index, color) in viewColors.enumerated() {
      css += "svg.containrepl .view-\(index){fill:\(color);fill-opacity:0.28;stroke:\(color);"
      css += "stroke-width:1.5}\n"
    }
    return css
  }

  /// The fills of views on the screen, one after another.
  public static let viewColors = [
    "#1e88e5", "#43a047", "#fb8c00", "#8e24aa", "#00acc1", "#e53935", "#6d4c41", "#3949ab",
  ]
}
