import Simulation

/// Draws the window to scale as an SVG picture (`:export screen`), one pixel a point, as it is on
/// screen at this instant (mid-animation too). Views reaching out of the window are drawn whole,
/// their outside part faded, so a slide shows where a sliding view comes from.
public struct ScreenSVGRenderer {
  public let screen: ScreenRenderer

  static let margin = 24.0
  /// How far outside the window the picture reaches, at most, in points.
  static let reach = 0.6

  public init(world: World, language: Language) {
    screen = ScreenRenderer(world: world, ascii: false, language: language)
  }

  /// The picture's canvas, for a page that places several.
  public func canvas() -> SVGCanvas {
    let world = screen.world
    let size = world.windowSize
    let content = screen.content()
    let window = Rect(origin: .zero, size: size)
    // The area drawn: the window and what views show around it, within reach.
    var minX = 0.0
    var minY = 0.0
    var maxX = size.width
    var maxY = size.height
    for box in content.boxes {
      minX = min(minX, max(box.rect.minX, -size.width * Self.reach))
      minY = min(minY, max(box.rect.minY, -size.height * Self.reach))
      maxX = max(maxX, min(box.rect.maxX, size.width * (1 + Self.reach)))
      maxY = max(maxY, min(box.rect.maxY, size.height * (1 + Self.reach)))
    }
    let m = Self.margin
    let originX = m - minX
    let originY = m + 20 - minY
    let captions = (screen.animationCaption.map { [$0] } ?? []) + content.notes
    var canvas = SVGCanvas(
      width: maxX - minX + 2 * m,
      height: maxY - minY + 2 * m + 20 + Double(captions.count) * 18)
    var labelled: [String: Int] = [:]
    for (index, box) in content.boxes.enumerated() {
      let rect = box.rect
      let left = max(rect.minX, minX - m)
      let top = max(rect.minY, minY - m)
      let right = min(rect.maxX, maxX + m)
      let bottom = min(rect.maxY, maxY + m)
      canvas.rect(
        x: originX + left, y: originY + top, width: right - left, height: bottom - top,
        class: "view-\(index % SVGCanvas.viewColors.count)", title: box.name)
      let labelX = originX + max(left, 0) + 6
      // Boxes that share a corner put their labels one under another.
      let corner = "\(max(left, 0)),\(max(top, 0))"
      let offset = labelled[corner, default: 0]
      labelled[corner] = offset + 1
      let labelY = originY + max(top, 0) + 16 + Double(offset) * 15
      canvas.text(box.name, x: labelX, y: labelY, class: "view-label bold")
    }
    // Whatever lies outside the window is faded: a frame with the window as its hole.
    let n = SVGCanvas.number
    let outer =
      "M0 0H\(n(canvas.width))V\(n(canvas.height))H0Z"
    let hole =
      "M\(n(originX)) \(n(originY))h\(n(window.width))v\(n(window.height))h\(n(-window.width))Z"
    canvas.path(outer + hole, class: "offscreen")
    canvas.rect(
      x: originX, y: originY, width: window.width, height: window.height, class: "window",
      radius: 4)
    canvas.text("window", x: originX, y: originY - 8, class: "bold")
    var y = originY + maxY + m + 4
    for caption in captions {
      canvas.text(caption, x: m, y: y, class: "dim")
      y += 18
    }
    return canvas
  }

  /// The standalone picture.
  public func render() -> String {
    canvas().document(title: screen.language.pick("containrepl screen", "containrepl 屏幕"))
  }
}
