import Foundation

/// A gradient backdrop's size (pixels), corner radius, colours and the colour under its corners.
struct GradientKey: Hashable {
  let width: Int, height: Int, radius: Int
  let top: Color, bottom: Color, under: Color

  /// The backdrop's pixels: each row one step of the gradient, corners anti-aliased onto `under`.
  static func surface(_ key: GradientKey) throws -> Surface {
    let surface = try Surface(width: key.width, height: key.height)
    _ = surface.withPixels { base, pitch in
      let r = Double(key.radius)
      for y in 0..<key.height {
        let t = key.height > 1 ? Double(y) / Double(key.height - 1) : 0
        let row = key.top.mixed(with: key.bottom, t)
        let line = base + y * pitch
        for x in 0..<key.width {
          var c = row
          // Distance into a corner's quarter circle decides coverage; everything else is fully covered.
          let cx = Double(x) + 0.5 < r ? r : (Double(x) + 0.5 > Double(key.width) - r ? Double(key.width) - r : -1)
          let cy = Double(y) + 0.5 < r ? r : (Double(y) + 0.5 > Double(key.height) - r ? Double(key.height) - r : -1)
          if cx >= 0 && cy >= 0 {
            let d = ((Double(x) + 0.5 - cx) * (Double(x) + 0.5 - cx) + (Double(y) + 0.5 - cy) * (Double(y) + 0.5 - cy))
              .squareRoot()
            let coverage = min(1, max(0, r - d + 0.5))
            c = key.under.mixed(with: row, coverage)
          }
          let p = line + x * 4
          p[0] = c.r; p[1] = c.g; p[2] = c.b; p[3] = 255
        }
      }
    }
    return surface
  }
}
