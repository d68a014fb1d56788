import CSDL2

extension Canvas {
  /// Draws an anti-aliased polyline `width` points thick through `count` points given by `point(i)` (in points):
  /// each segment a quad one pixel wider than the line on each side, textured with an alpha profile across it.
  func polyline(count: Int, width: Double, _ color: Color, point: (Int) -> (x: Double, y: Double)) {
    guard count >= 2 else { return }
    let core = width * density
    let key = Int((core * 4).rounded())
    let texture: Texture
    if let cached = lineProfiles[key] {
      texture = cached
    } else {
      guard let made = try? lineProfile(corePixels: core) else { return }
      lineProfiles[key] = made
      texture = made
    }
    let half = (core + 2) / 2
    vertices.removeAll(keepingCapacity: true)
    indices.removeAll(keepingCapacity: true)
    var previous = point(0)
    for i in 1..<count {
      let next = point(i)
      let ax = previous.x * density, ay = previous.y * density
      let bx = next.x * density, by = next.y * density
      previous = next
      let len = ((bx - ax) * (bx - ax) + (by - ay) * (by - ay)).squareRoot()
      guard len > 0 else { continue }
      // Across the segment, and half a pixel along it at each end so segments meet without gaps.
      let nx = -(by - ay) / len * half, ny = (bx - ax) / len * half
      let ex = (bx - ax) / len * 0.5, ey = (by - ay) / len * 0.5
      let base = Int32(vertices.count)
      let c = color.sdl
      vertices.append(
        SDL_Vertex(
          position: SDL_FPoint(x: Float(ax - ex + nx), y: Float(ay - ey + ny)), color: c,
          tex_coord: SDL_FPoint(x: 0.5, y: 0)))
      vertices.append(
        SDL_Vertex(
          position: SDL_FPoint(x: Float(bx + ex + nx), y: Float(by + ey + ny)), color: c,
          tex_coord: SDL_FPoint(x: 0.5, y: 0)))
      vertices.append(
        SDL_Vertex(
          position: SDL_FPoint(x: Float(ax - ex - nx), y: Float(ay - ey - ny)), color: c,
          tex_coord: SDL_FPoint(x: 0.5, y: 1)))
      vertices.append(
        SDL_Vertex(
          position: SDL_FPoint(x: Float(bx + ex - nx), y: Float(by + ey - ny)), color: c,
          tex_coord: SDL_FPoint(x: 0.5, y: 1)))
      appendQuad(from: base)
    }
    renderer.geometry(texture, vertices, indices)
  }

  /// A 4×64 white texture whose alpha across its height is the coverage of a line `corePixels` wide centred in
  /// a strip one pixel wider on each side.
  func lineProfile(corePixels core: Double) throws -> Texture {
    let height = 64
    let surface = try Surface(width: 4, height: height)
    _ = surface.withPixels { base, pitch in
      let strip = core + 2
      for y in 0..<height {
        let d = abs((Double(y) + 0.5) / Double(height) * strip - strip / 2)
        let coverage = min(max(core / 2 + 0.5 - d, 0), 1)
        for x in 0..<4 {
          let p = base + y * pitch + x * 4
          p[0] = 255; p[1] = 255; p[2] = 255
          p[3] = UInt8((coverage * 255).rounded())
        }
      }
    }
    return try Texture(renderer: renderer, surface: surface)
  }
}
