import SnowmanSampler

/// A picture's mip levels premultiplied, as the software stage blends them: made once per picture, only where the
/// software stage draws. The levels lie end to end in one buffer, so the sampler can reach any of them for any pixel.
final class StagePicture {
  /// Every level's RGBA bytes, premultiplied, 4 × width bytes a row; largest first.
  let bytes: [UInt8]
  /// Where each level starts in `bytes`, and its size in pixels.
  let levels: [PerspectiveSampler.Level]

  /// The levels of `surfaces` (RGBA32, straight alpha), premultiplied.
  init(surfaces: [Surface]) {
    var offset = 0
    levels = surfaces.map { surface in
      defer { offset += surface.width * surface.height * 4 }
      return PerspectiveSampler.Level(offset: offset, width: surface.width, height: surface.height)
    }
    var bytes = [UInt8](repeating: 0, count: offset)
    for (surface, level) in zip(surfaces, levels) {
      let w = surface.width, h = surface.height
      _ = surface.withPixels { source, pitch in
        for y in 0..<h {
          let from = source + y * pitch
          for x in 0..<w {
            let f = from + x * 4, t = level.offset + (y * w + x) * 4
            let alpha = Int(f[3])
            for c in 0..<3 { bytes[t + c] = UInt8((Int(f[c]) * alpha + 127) / 255) }
            bytes[t + 3] = f[3]
          }
        }
      }
    }
    self.bytes = bytes
  }
}
