import CSDL2

/// Horizontal text alignment.
enum TextAlign { case left, center, right }

/// Draws the app's shapes and text in points, converting to pixels by the display density.
/// Vertex buffers are kept between calls so a steady frame does not allocate.
final class Canvas {
  let renderer: Renderer
  let text: TextCache
  let shapes: ShapeTextures
  /// Pixels per point (2 on a high-DPI display).
  var density: Double = 1
  private var vertices: [SDL_Vertex] = []
  private var indices: [Int32] = []

  init(renderer: Renderer, text: TextCache, shapes: ShapeTextures) {
    self.renderer = renderer
    self.text = text
    self.shapes = shapes
    vertices.reserveCapacity(64)
    indices.reserveCapacity(96)
  }

  private func px(_ v: Double) -> Float { Float(v * density) }

  private func vertex(_ x: Double, _ y: Double, _ u: Float, _ v: Float, _ c: Color) -> SDL_Vertex {
    SDL_Vertex(position: SDL_FPoint(x: px(x), y: px(y)), color: c.sdl, tex_coord: SDL_FPoint(x: u, y: v))
  }

  /// Fills `rect` with square corners.
  func fill(_ rect: Rect, _ color: Color) {
    renderer.fill(SDL_FRect(x: px(rect.x), y: px(rect.y), w: px(rect.w), h: px(rect.h)), color)
  }

  /// Fills a rounded rectangle with smooth corners, a vertical gradient from `top` to `bottom`.
  func roundedRect(_ rect: Rect, radius: Double, _ top: Color, _ bottom: Color? = nil) {
    let r = max(0, min(radius, rect.w / 2, rect.h / 2))
    let bottom = bottom ?? top
    let xs = [rect.x, rect.x + r, rect.maxX - r, rect.maxX]
    let ys = [rect.y, rect.y + r, rect.maxY - r, rect.maxY]
    let uv: [Float] = [0, 0.5, 0.5, 1]
    vertices.removeAll(keepingCapacity: true)
    indices.removeAll(keepingCapacity: true)
    for j in 0..<4 {
      let t = rect.h > 0 ? (ys[j] - rect.y) / rect.h : 0
      let c = top == bottom ? top : top.mixed(with: bottom, t)
      for i in 0..<4 { vertices.append(vertex(xs[i], ys[j], uv[i], uv[j], c)) }
    }
    for j in 0..<3 {
      for i in 0..<3 {
        let a = Int32(j * 4 + i)
        indices.append(contentsOf: [a, a + 1, a + 4, a + 1, a + 5, a + 4])
      }
    }
    renderer.geometry(shapes.disc, vertices, indices)
  }

  /// Fills a circle.
  func circle(centerX: Double, centerY: Double, radius: Double, _ color: Color) {
    roundedRect(Rect(centerX - radius, centerY - radius, radius * 2, radius * 2), radius: radius, color)
  }

  /// Draws a white shape texture tinted `color` into `rect`.
  func shape(_ texture: Texture, _ rect: Rect, _ color: Color) {
    texture.tint(color)
    renderer.copy(texture, to: SDL_FRect(x: px(rect.x), y: px(rect.y), w: px(rect.w), h: px(rect.h)))
    texture.tint(Theme.white)
  }

  /// Draws one line of text, vertically centred on `midY`, aligned to `x` (left), centred on it, or ending at it.
  /// Text wider than `maxWidth` points is shortened with an ellipsis.
  /// - Returns: the width drawn, in points.
  @discardableResult
  func label(_ string: String, x: Double, midY: Double, size: Double, bold: Bool = false, color: Color,
             align: TextAlign = .left, maxWidth: Double? = nil) -> Double {
    let pixelSize = max(6, Int((size * density).rounded()))
    do {
      var shown = string
      if let maxWidth {
        shown = try text.fit(string, pixelSize: pixelSize, bold: bold, maxWidth: Int(maxWidth * density))
      }
      guard let texture = try text.texture(shown, pixelSize: pixelSize, bold: bold) else { return 0 }
      let w = Double(texture.width) / density
      let h = Double(texture.height) / density
      let left: Double
      switch align {
      case .left: left = x
      case .center: left = x - w / 2
      case .right: left = x - w
      }
      texture.tint(color)
      // Whole pixels keep glyphs crisp.
      let dx = (left * density).rounded(), dy = ((midY - h / 2) * density).rounded()
      renderer.copy(texture, to: SDL_FRect(x: Float(dx), y: Float(dy), w: Float(texture.width), h: Float(texture.height)))
      return w
    } catch {
      return 0
    }
  }

  /// Width of `string` in points at `size`.
  func width(_ string: String, size: Double, bold: Bool = false) -> Double {
    let pixelSize = max(6, Int((size * density).rounded()))
    guard let font = try? text.font(pixelSize: pixelSize, bold: bold) else { return 0 }
    return Double(font.width(of: string)) / density
  }

  /// Limits drawing to `rect`, or lifts the limit.
  func clip(_ rect: Rect?) {
    guard let rect else { renderer.clip(nil); return }
    renderer.clip(SDL_Rect(
      x: Int32((rect.x * density).rounded()), y: Int32((rect.y * density).rounded()),
      w: Int32((rect.w * density).rounded()), h: Int32((rect.h * density).rounded())))
  }
}
