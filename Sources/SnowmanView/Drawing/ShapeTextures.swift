import CSDL2

/// Anti-aliased white shapes made once in code, tinted when drawn: rounded corners and icons stay smooth
/// on every renderer, the software one included.
struct ShapeTextures {
  let disc: Texture
  /// The square around the disc less the disc: a rounded corner's outside.
  let outsideDisc: Texture
  let triangle: Texture

  init(renderer: Renderer) throws {
    disc = try Texture(renderer: renderer, surface: ShapeTextures.discSurface())
    outsideDisc = try Texture(
      renderer: renderer,
      surface: ShapeTextures.coverage(size: 128) { x, y in
        let dx = x - 0.5, dy = y - 0.5
        return dx * dx + dy * dy > 0.25
      })
    // A play triangle pointing right, its centroid in the middle.
    triangle = try Texture(
      renderer: renderer,
      surface: ShapeTextures.coverage(size: 128) { x, y in
        let left = 0.12, right = 0.95
        guard x >= left && x <= right else { return false }
        let half = 0.5 * (right - x) / (right - left)
        return abs(y - 0.5) <= half
      })
  }

  /// A white disc filling 128×128 pixels, anti-aliased.
  static func discSurface() throws -> Surface {
    try coverage(size: 128) { x, y in
      let dx = x - 0.5, dy = y - 0.5
      return dx * dx + dy * dy <= 0.25
    }
  }

  /// A white surface whose alpha is the shape's coverage, 4×4 samples per pixel.
  static func coverage(size: Int, inside: (Double, Double) -> Bool) throws -> Surface {
    let surface = try Surface(width: size, height: size)
    _ = surface.withPixels { base, pitch in
      let n = 4
      for py in 0..<size {
        for px in 0..<size {
          var hits = 0
          for sy in 0..<n {
            for sx in 0..<n {
              let x = (Double(px) + (Double(sx) + 0.5) / Double(n)) / Double(size)
              let y = (Double(py) + (Double(sy) + 0.5) / Double(n)) / Double(size)
              if inside(x, y) { hits += 1 }
            }
          }
          let p = base + py * pitch + px * 4
          p[0] = 255; p[1] = 255; p[2] = 255
          p[3] = UInt8(hits * 255 / (n * n))
        }
      }
    }
    return surface
  }
}
