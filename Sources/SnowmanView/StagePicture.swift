/// A picture's mip levels premultiplied, as the software stage blends them: made once per picture, only where the
/// software stage draws.
final class StagePicture {
  /// Each level's RGBA bytes, premultiplied, 4 × width bytes a row; largest first.
  let levels: [[UInt8]]
  /// Each level's size in pixels.
  let sizes: [(width: Int, height: Int)]

  /// The levels of `surfaces` (RGBA32, straight alpha), premultiplied.
  init(surfaces: [Surface]) {
    levels = surfaces.map { surface in
      let w = surface.width, h = surface.height
      var bytes = [UInt8](repeating: 0, count: w * h * 4)
      _ = surface.withPixels { source, pitch in
        for y in 0..<h {
          let from = source + y * pitch
          for x in 0..<w {
            let f = from + x * 4, t = (y * w + x) * 4
            let alpha = Int(f[3])
            for c in 0..<3 { bytes[t + c] = UInt8((Int(f[c]) * alpha + 127) / 255) }
            bytes[t + 3] = f[3]
          }
        }
      }
      return bytes
    }
    sizes = surfaces.map { ($0.width, $0.height) }
  }
}
