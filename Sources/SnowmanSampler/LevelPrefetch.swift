#if arch(x86_64)
  import CSampler
#endif

extension PerspectiveSampler {
  /// The most bytes of levels `prefetch` asks for: past this (a picture filling a large window) it asks for none.
  static let prefetchLimit = 8 << 20

  /// Asks the caches for the levels a `width` × `height` box drawn through `map` (from the box's corner) reads, before
  /// its rows read them: those the footprints at its corners and centre take, and any between. Playing in a window,
  /// the picture's texels have left the caches by the next frame (16 ms of other work and other processes), and the
  /// taps, whose places follow from the homography and not from the texels, waited on them one row at a time; asked
  /// for at once, they arrive together.
  public static func prefetch(_ texels: Texels, map m: InlineArray<9, Double>, width: Int, height: Int) {
    #if arch(x86_64)
      guard let bytes = prefetched(texels.levels, map: m, width: width, height: height) else { return }
      for offset in stride(from: bytes.lowerBound, to: bytes.upperBound, by: 64) {
        snowman_prefetch(texels.base + offset)
      }
    #endif
  }

  /// The bytes of `levels` that `prefetch` asks for: from the finest level the footprints at the box's corners and
  /// centre take to the end of the coarsest; nil past `prefetchLimit`.
  static func prefetched(_ levels: UnsafeBufferPointer<Level>, map m: InlineArray<9, Double>, width: Int, height: Int)
    -> Range<Int>?
  {
    guard width > 0, height > 0, !levels.isEmpty else { return nil }
    let (right, bottom) = (Double(width) - 0.5, Double(height) - 0.5)
    var (coarsest, finest) = (0, levels.count - 1)
    // An InlineArray, not an array literal: a frame allocates nothing.
    let points: InlineArray<5, (Double, Double)> = [
      (0.5, 0.5), (right, 0.5), (0.5, bottom), (right, bottom), ((right + 0.5) / 2, (bottom + 0.5) / 2),
    ]
    for i in points.indices {
      let (px, py) = points[i]
      let f = Footprint(
        map: m, rowU: m[1] * py + m[2], rowV: m[4] * py + m[5], rowW: m[7] * py + m[8], px: px, levels: levels.count)
      (coarsest, finest) = (max(coarsest, f.level), min(finest, f.level))
    }
    guard finest <= coarsest else { return nil }
    let last = levels[coarsest]
    let bytes = levels[finest].offset..<(last.offset + last.width * last.height * 4)
    return bytes.count <= prefetchLimit ? bytes : nil
  }
}
