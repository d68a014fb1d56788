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
  var vertices: [SDL_Vertex] = []
  var indices: [Int32] = []
  private var gradients: [GradientKey: Texture] = [:]
  /// Line profiles by width in quarter pixels: white, alpha falling off over the outer pixel on each side.
  var lineProfiles: [Int: Texture] = [:]
  /// The limit `clip` set last.
  private(set) var clipped: Rect?

  init(renderer: Renderer, text: TextCache, shapes: ShapeTextures) {
    self.renderer = renderer
    self.text = text
    self.shapes = shapes
    vertices.reserveCapacity(64)
    indices.reserveCapacity(96)
  }

  func px(_ v: Double) -> Float { Float(v * density) }

  func vertex(_ x: Double, _ y: Double, _ u: Float, _ v: Float, _ c: Color) -> SDL_Vertex {
    SDL_Vertex(position: SDL_FPoint(x: px(x), y: px(y)), color: c.sdl, tex_coord: SDL_FPoint(x: u, y: v))
  }

  /// `rect` in whole device pixels, each edge rounded on its own: SDL's software renderer truncates a float
  /// rectangle's origin and size separately, so two shapes meeting at a fractional edge could leave a
  /// one-pixel gap between them.
  func pixelRect(_ rect: Rect) -> SDL_FRect {
    let x0 = (rect.x * density).rounded(), y0 = (rect.y * density).rounded()
    let x1 = (rect.maxX * density).rounded(), y1 = (rect.maxY * density).rounded()
    return SDL_FRect(x: Float(x0), y: Float(y0), w: Float(x1 - x0), h: Float(y1 - y0))
  }

  func pixelVertex(_ x: Float, _ y: Float, _ u: Float, _ v: Float, _ c: Color) -> SDL_Vertex {
    SDL_Vertex(position: SDL_FPoint(x: x, y: y), color: c.sdl, tex_coord: SDL_FPoint(x: u, y: v))
  }

  /// The two triangles of the quad whose four vertices start at `base` (top left, top right, bottom left,
  /// bottom right).
  func appendQuad(from base: Int32) {
    indices.append(base)
    indices.append(base + 1)
    indices.append(base + 2)
    indices.append(base + 1)
    indices.append(base + 3)
    indices.append(base + 2)
  }

  /// Fills `rect` with square corners.
  func fill(_ rect: Rect, _ color: Color) {
    renderer.fill(pixelRect(rect), color)
  }

  /// Fills a rounded rectangle with smooth corners in one colour: the body as plain fills, the four corners
  /// as quarter discs, so the software renderer touches each pixel once and blends only at the corners.
  /// Every piece is placed on whole pixels, so they meet without a seam at any size and density.
  func roundedRect(_ rect: Rect, radius: Double, _ color: Color) {
    let box = pixelRect(rect)
    let r = Float(
      max(
        0,
        min(
          (radius * density).rounded(), Double(box.w / 2).rounded(.down),
          Double(box.h / 2).rounded(.down))))
    guard r > 0 else { renderer.fill(box, color); return }
    let maxX = box.x + box.w, maxY = box.y + box.h
    renderer.fill(SDL_FRect(x: box.x + r, y: box.y, w: box.w - 2 * r, h: box.h), color)
    renderer.fill(SDL_FRect(x: box.x, y: box.y + r, w: r, h: box.h - 2 * r), color)
    renderer.fill(SDL_FRect(x: maxX - r, y: box.y + r, w: r, h: box.h - 2 * r), color)
    vertices.removeAll(keepingCapacity: true)
    indices.removeAll(keepingCapacity: true)
    corner(box.x, box.y, r, u: 0, v: 0, color)
    corner(maxX - r, box.y, r, u: 0.5, v: 0, color)
    corner(box.x, maxY - r, r, u: 0, v: 0.5, color)
    corner(maxX - r, maxY - r, r, u: 0.5, v: 0.5, color)
    renderer.geometry(shapes.disc, vertices, indices)
  }

  /// Fills what lies inside `rect` but outside the rounded rectangle of `radius` in it: its four corners' outsides,
  /// so a square hole cut in a fill becomes a rounded one.
  func roundedCorners(outside rect: Rect, radius: Double, _ color: Color) {
    let box = pixelRect(rect)
    let r = Float(max(0, min((radius * density).rounded(), Double(min(box.w, box.h) / 2).rounded(.down))))
    guard r > 0 else { return }
    let maxX = box.x + box.w, maxY = box.y + box.h
    vertices.removeAll(keepingCapacity: true)
    indices.removeAll(keepingCapacity: true)
    corner(box.x, box.y, r, u: 0, v: 0, color)
    corner(maxX - r, box.y, r, u: 0.5, v: 0, color)
    corner(box.x, maxY - r, r, u: 0, v: 0.5, color)
    corner(maxX - r, maxY - r, r, u: 0.5, v: 0.5, color)
    renderer.geometry(shapes.outsideDisc, vertices, indices)
  }

  /// Appends a quad, in pixels, showing one quarter of the disc texture, its top-left texel at (u, v).
  private func corner(_ x: Float, _ y: Float, _ size: Float, u: Float, v: Float, _ c: Color) {
    let base = Int32(vertices.count)
    vertices.append(pixelVertex(x, y, u, v, c))
    vertices.append(pixelVertex(x + size, y, u + 0.5, v, c))
    vertices.append(pixelVertex(x, y + size, u, v + 0.5, c))
    vertices.append(pixelVertex(x + size, y + size, u + 0.5, v + 0.5, c))
    appendQuad(from: base)
  }

  /// Fills a rounded rectangle with a vertical gradient, from a texture made once per size and colours, copied
  /// opaque: its corners are pre-blended over `under`, the colour already there.
  func gradientRect(_ rect: Rect, radius: Double, top: Color, bottom: Color, under: Color) {
    let key = GradientKey(
      width: Int((rect.w * density).rounded()), height: Int((rect.h * density).rounded()),
      radius: Int((radius * density).rounded()), top: top, bottom: bottom, under: under)
    guard key.width > 0, key.height > 0 else { return }
    let texture: Texture
    if let cached = gradients[key] {
      texture = cached
    } else {
      guard let made = try? Texture(renderer: renderer, surface: GradientKey.surface(key), smooth: false) else {
        return
      }
      made.setBlending(false)
      if gradients.count >= 8 { gradients.removeAll() }
      gradients[key] = made
      texture = made
    }
    renderer.copy(
      texture,
      to: SDL_FRect(
        x: Float((rect.x * density).rounded()), y: Float((rect.y * density).rounded()),
        w: Float(key.width), h: Float(key.height)))
  }

  /// Strokes a rounded rectangle `width` points wide just inside `rect`: the straight sides as fills, the corners
  /// as anti-aliased arcs.
  func ring(_ rect: Rect, radius: Double, width: Double, _ color: Color) {
    let r = max(width, min(radius, rect.w / 2, rect.h / 2))
    fill(Rect(rect.x + r, rect.y, rect.w - 2 * r, width), color)
    fill(Rect(rect.x + r, rect.maxY - width, rect.w - 2 * r, width), color)
    fill(Rect(rect.x, rect.y + r, width, rect.h - 2 * r), color)
    fill(Rect(rect.maxX - width, rect.y + r, width, rect.h - 2 * r), color)
    let mid = r - width / 2
    // Four calls, not a loop over an array of corners: an open sheet redraws its ring every frame, allocation-free.
    arc(centerX: rect.x + r, centerY: rect.y + r, radius: mid, from: Double.pi, width: width, color)
    arc(centerX: rect.maxX - r, centerY: rect.y + r, radius: mid, from: Double.pi * 1.5, width: width, color)
    arc(centerX: rect.maxX - r, centerY: rect.maxY - r, radius: mid, from: 0, width: width, color)
    arc(centerX: rect.x + r, centerY: rect.maxY - r, radius: mid, from: Double.pi * 0.5, width: width, color)
  }

  /// A quarter circle from angle `start` (radians, clockwise on screen), as ten segments.
  private func arc(
    centerX cx: Double, centerY cy: Double, radius: Double, from start: Double, width: Double, _ color: Color
  ) {
    let segments = 10
    polyline(count: segments + 1, width: width, color) { i in
      let a = start + Double(i) / Double(segments) * Double.pi / 2
      return (cx + radius * cos(a), cy + radius * sin(a))
    }
  }

  /// Fills a circle.
  func circle(centerX: Double, centerY: Double, radius: Double, _ color: Color) {
    shape(shapes.disc, Rect(centerX - radius, centerY - radius, radius * 2, radius * 2), color)
  }

  /// Draws a white shape texture tinted `color` into `rect`, as two triangles: SDL's software renderer makes
  /// temporary surfaces for a scaled, tinted copy, but not for geometry.
  func shape(_ texture: Texture, _ rect: Rect, _ color: Color, mirrored: Bool = false) {
    vertices.removeAll(keepingCapacity: true)
    indices.removeAll(keepingCapacity: true)
    let (u0, u1): (Float, Float) = mirrored ? (1, 0) : (0, 1)
    vertices.append(vertex(rect.x, rect.y, u0, 0, color))
    vertices.append(vertex(rect.maxX, rect.y, u1, 0, color))
    vertices.append(vertex(rect.x, rect.maxY, u0, 1, color))
    vertices.append(vertex(rect.maxX, rect.maxY, u1, 1, color))
    appendQuad(from: 0)
    renderer.geometry(texture, vertices, indices)
  }

  /// Draws one line of text, vertically centred on `midY`, aligned to `x` (left), centred on it, or ending at it.
  /// Text wider than `maxWidth` points is shortened with an ellipsis.
  /// - Returns: the width drawn, in points.
  @discardableResult
  func label(
    _ string: String, x: Double, midY: Double, size: Double, bold: Bool = false, color: Color,
    align: TextAlign = .left, maxWidth: Double? = nil
  ) -> Double {
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
      renderer.copy(
        texture, to: SDL_FRect(x: Float(dx), y: Float(dy), w: Float(texture.width), h: Float(texture.height)))
      return w
    } catch {
      return 0
    }
  }

  /// Draws ASCII `bytes` one cached glyph at a time, vertically centred on `midY`, ending at `right`: for text
  /// that changes every frame (a time readout), so no frame makes a new texture or string.
  /// - Returns: the width drawn, in points.
  @discardableResult
  func glyphs(_ bytes: UnsafeBufferPointer<UInt8>, right: Double, midY: Double, size: Double, color: Color) -> Double {
    let pixelSize = max(6, Int((size * density).rounded()))
    var total = 0
    for byte in bytes {
      guard let t = try? text.texture(String(UnicodeScalar(byte)), pixelSize: pixelSize, bold: false) else { continue }
      total += t.width
    }
    var x = (right * density).rounded() - Double(total)
    for byte in bytes {
      guard let t = try? text.texture(String(UnicodeScalar(byte)), pixelSize: pixelSize, bold: false) else { continue }
      t.tint(color)
      let y = (midY * density - Double(t.height) / 2).rounded()
      renderer.copy(t, to: SDL_FRect(x: Float(x), y: Float(y), w: Float(t.width), h: Float(t.height)))
      x += Double(t.width)
    }
    return Double(total) / density
  }

  /// Width of `string` in points at `size`.
  func width(_ string: String, size: Double, bold: Bool = false) -> Double {
    let pixelSize = max(6, Int((size * density).rounded()))
    guard let font = try? text.font(pixelSize: pixelSize, bold: bold) else { return 0 }
    return Double(font.width(of: string)) / density
  }

  /// Draws `body` limited to `rect` as well as to the limit already set, which it then puts back.
  func clip(within rect: Rect, _ body: () -> Void) {
    let outer = clipped
    var inner = rect
    if let outer {
      let x = max(rect.x, outer.x), y = max(rect.y, outer.y)
      inner = Rect(x, y, max(0, min(rect.maxX, outer.maxX) - x), max(0, min(rect.maxY, outer.maxY) - y))
    }
    clip(inner)
    body()
    clip(outer)
  }

  /// Limits drawing to `rect`, or lifts the limit.
  func clip(_ rect: Rect?) {
    clipped = rect
    guard let rect else { renderer.clip(nil); return }
    renderer.clip(
      SDL_Rect(
        x: Int32((rect.x * density).rounded()), y: Int32((rect.y * density).rounded()),
        w: Int32((rect.w * density).rounded()), h: Int32((rect.h * density).rounded())))
  }
}
