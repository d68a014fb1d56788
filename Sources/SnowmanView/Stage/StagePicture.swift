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
    let levels = surfaces.map { surface in
      defer { offset += surface.width * surface.height * 4 }
      return PerspectiveSampler.Level(offset: offset, width: surface.width, height: surface.height)
    }
    var bytes = [UInt8](repeating: 0, count: offset)
    bytes.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      for (surface, level) in zip(surfaces, levels) {
        _ = surface.withPixels { source, pitch in
          Surface.premultiply(
            source, pitch: pitch, into: base + level.offset, pitch: level.width * 4, width: level.width,
            height: level.height)
        }
      }
    }
    (self.bytes, self.levels) = (bytes, levels)
  }
}
