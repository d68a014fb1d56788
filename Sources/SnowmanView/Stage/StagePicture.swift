import SnowmanSampler
import Synchronization

/// A picture's mip levels premultiplied, as the software stage blends them: made once per picture, only where the
/// software stage draws. The levels lie end to end in one buffer, so the sampler can reach any of them for any pixel.
final class StagePicture {
  /// Which picture this is, for the stage's layers (`StageLayer`): unlike an object's address, never reused.
  let serial = StagePicture.serials.add(1, ordering: .relaxed).newValue
  private static let serials = Atomic<Int>(0)
  /// Every level's RGBA bytes, premultiplied, 4 × width bytes a row; largest first.
  let bytes: [UInt8]
  /// Where each level starts in `bytes`, and its size in pixels.
  let levels: [PerspectiveSampler.Level]
  /// Where the levels are transparent (`PerspectiveSampler.Occupancy`): the counts, and where each level's table starts.
  let occupancy: (counts: [Int32], tables: [PerspectiveSampler.Occupancy.Table])

  /// The levels of `surfaces` (RGBA32, straight alpha), premultiplied.
  convenience init(surfaces: [Surface]) {
    var offset = 0
    let levels = surfaces.map { surface in
      defer { offset += surface.width * surface.height * 4 }
      return PerspectiveSampler.Level(offset: offset, width: surface.width, height: surface.height)
    }
    // Every byte is written below (a surface without pixels is zeros): no zeroing first, which cost a page fault
    // a 4 KiB page before the first frame.
    let bytes = [UInt8](unsafeUninitializedCapacity: offset) { buffer, count in
      guard let base = buffer.baseAddress else { return }
      for (surface, level) in zip(surfaces, levels) {
        let written: Void? = surface.withPixels { source, pitch in
          Surface.premultiply(
            source, pitch: pitch, into: base + level.offset, pitch: level.width * 4, width: level.width,
            height: level.height)
        }
        if written == nil { (base + level.offset).initialize(repeating: 0, count: level.width * level.height * 4) }
      }
      count = offset
    }
    self.init(bytes: bytes, levels: levels)
  }

  /// One transparent texel (`SpriteRenderer.blank`).
  convenience init(transparentTexel: ()) {
    self.init(bytes: [0, 0, 0, 0], levels: [PerspectiveSampler.Level(offset: 0, width: 1, height: 1)])
  }

  /// Levels already premultiplied, end to end in `bytes`.
  init(bytes: [UInt8], levels: [PerspectiveSampler.Level]) {
    (self.bytes, self.levels) = (bytes, levels)
    occupancy = Self.occupancy(bytes, levels)
  }

  private static func occupancy(_ bytes: [UInt8], _ levels: [PerspectiveSampler.Level]) -> (
    counts: [Int32], tables: [PerspectiveSampler.Occupancy.Table]
  ) {
    bytes.withUnsafeBufferPointer { bytes in
      levels.withUnsafeBufferPointer { levels in
        guard let base = bytes.baseAddress else { return ([], []) }
        return PerspectiveSampler.Occupancy.tables(base, levels: levels)
      }
    }
  }

  /// `body` given the picture's texels as the sampler reads them.
  func withTexels<R>(_ body: (PerspectiveSampler.Texels) -> R) -> R? {
    bytes.withUnsafeBufferPointer { bytes in
      levels.withUnsafeBufferPointer { levels in
        occupancy.counts.withUnsafeBufferPointer { counts in
          occupancy.tables.withUnsafeBufferPointer { tables in
            guard let base = bytes.baseAddress, let counts = counts.baseAddress else { return nil }
            return body(
              PerspectiveSampler.Texels(
                base: base, levels: levels, occupancy: PerspectiveSampler.Occupancy(counts: counts, tables: tables)))
          }
        }
      }
    }
  }

  /// Level `index` with its alpha divided out again (RGBA32, straight alpha), for a thumbnail's texture: where a
  /// texel is nearly transparent its colour is a little off, which nothing that small shows.
  func surface(level index: Int) throws -> Surface {
    let level = levels[index]
    let out = try Surface(width: level.width, height: level.height)
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      _ = out.withPixels { target, pitch in
        for y in 0..<level.height {
          for x in 0..<level.width {
            let p = base + level.offset + (y * level.width + x) * 4, q = target + y * pitch + x * 4
            let alpha = Int(p[3])
            for c in 0..<3 { q[c] = alpha == 0 ? 0 : UInt8(min(255, (Int(p[c]) * 255 + alpha / 2) / alpha)) }
            q[3] = p[3]
          }
        }
      }
    }
    return out
  }
}
