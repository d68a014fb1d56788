extension PerspectiveSampler {
  /// How many rows share a test of which spans read only transparent texels (`rows`): 600 frames of `make bench`'s
  /// preset back to back took 371 ms with 8, 364 with 16, 363 with 32, 400 with 4.
  static let tileRows = 16

  /// Draws rows `ys` from `x0` to `x1` as `row` draws each (`coverage` holds row `ys.lowerBound`'s coverage from
  /// `originX`, each row `coverageStride` bytes after the one before). Where the picture has transparent texels
  /// (`Occupancy`), each tile of `spanLength` pixels by `tileRows` rows is first tested at once: a tile whose every
  /// span would read only transparent texels is skipped without a span's footprint worked out, which is most of what
  /// a skipped span cost (half of the snowman's spans).
  public static func rows(
    _ texels: Texels, _ target: Target, map m: InlineArray<9, Double>, coverage: UnsafePointer<UInt8>,
    coverageStride: Int, originX: Int, originY: Int, ys: Range<Int>, x0: Int, x1: Int
  ) {
    let spans = (x1 - x0 + spanLength - 1) / spanLength
    guard let occupancy = texels.occupancy, spans > 0, let full = texels.levels.first else {
      for y in ys {
        row(
          texels, target, map: m, coverage: coverage + (y - ys.lowerBound) * coverageStride, originX: originX,
          originY: originY, y: y, x0: x0, x1: x1)
      }
      return
    }
    withUnsafeTemporaryAllocation(of: Bool.self, capacity: spans) { clear in
      guard let skipping = clear.baseAddress else { return }
      var top = ys.lowerBound
      while top < ys.upperBound {
        let bottom = min(top + tileRows, ys.upperBound)
        let rowsY = (Double(top - originY) + 0.5, Double(bottom - 1 - originY) + 0.5)
        for k in 0..<spans {
          let first = x0 + k * spanLength, last = min(first + spanLength, x1) - 1
          clear[k] = transparentTile(
            occupancy, full, map: m, x: (Double(first - originX) + 0.5, Double(last - originX) + 0.5), y: rowsY)
        }
        for y in top..<bottom {
          row(
            texels, target, map: m, coverage: coverage + (y - ys.lowerBound) * coverageStride, originX: originX,
            originY: originY, y: y, x0: x0, x1: x1, spansAtOnce: spansAtOnce, skipping: skipping)
        }
        top = bottom
      }
    }
  }

  /// Whether every span whose pixel centres lie between `x` and `y` (relative to the map's origin) reads only
  /// transparent texels, whichever level its footprint takes: a bound that never says so wrongly, tested on the
  /// full-size level. A level's texel is the mean of the full-size texels it halves (`Surface.halved`), so it is
  /// transparent where they all are.
  ///
  /// The pixel centres map into the quadrilateral of the corners' places (the homography's `w` keeps one sign across
  /// the tile). A pixel's taps, on level k, lie within half its footprint's sides of its place, and each reads the
  /// texels it falls between: within `h + 1.625 × 2^k` full-size texels of the place, h half the sides' sum (an
  /// eighth for evenly spaced places' stray). A level is taken only once a side spans more than three texels of the
  /// level before it, so 2^k ≤ max(1, 2D/3), D bounding the four derivatives' sum: each is a numerator linear along
  /// one axis over `w²`, largest at a corner. So `2D + 4` full-size texels around the corners' places hold every
  /// texel read, and a tap clamped to a level's edge reads one standing for up to D texels in from it.
  @inline(__always)
  static func transparentTile(
    _ occupancy: Occupancy, _ full: Level, map m: InlineArray<9, Double>, x: (Double, Double), y: (Double, Double)
  ) -> Bool {
    var (lowU, highU, lowV, highV) = (Double.infinity, -Double.infinity, Double.infinity, -Double.infinity)
    var (nearest, sign) = (Double.infinity, 0.0)
    var (ux, uy, vx, vy) = (0.0, 0.0, 0.0, 0.0)
    for corner in 0..<4 {
      let px = corner & 1 == 0 ? x.0 : x.1, py = corner & 2 == 0 ? y.0 : y.1
      let w = m[6] * px + m[7] * py + m[8]
      if corner == 0 { sign = w < 0 ? -1 : 1 }
      guard w * sign > 1e-9 else { return false }
      let u = (m[0] * px + m[1] * py + m[2]) / w, v = (m[3] * px + m[4] * py + m[5]) / w
      (lowU, highU, lowV, highV) = (min(lowU, u), max(highU, u), min(lowV, v), max(highV, v))
      nearest = min(nearest, abs(w))
      ux = max(ux, abs(m[0] * (m[7] * py + m[8]) - m[6] * (m[1] * py + m[2])))
      uy = max(uy, abs(m[1] * (m[6] * px + m[8]) - m[7] * (m[0] * px + m[2])))
      vx = max(vx, abs(m[3] * (m[7] * py + m[8]) - m[6] * (m[4] * py + m[5])))
      vy = max(vy, abs(m[4] * (m[6] * px + m[8]) - m[7] * (m[3] * px + m[5])))
    }
    let sides = (ux + uy + vx + vy) / (nearest * nearest), reach = 2 * sides + 4
    let limit = 1e6
    // Far outside (or not a number), the sampler clamps to ±2²⁰ texels: such a tile is drawn as it is.
    guard lowU - reach > -limit, highU + reach < limit, lowV - reach > -limit, highV + reach < limit else {
      return false
    }
    // A tap past the picture's edge reads a level's edge texel, which halves the 2^k full-size texels nearest the
    // edge: the clamped rectangle reaches that much further in.
    let edge = Int(sides.rounded(.up)) + 1
    func clamped(_ t: Double, _ count: Int, _ toward: Int) -> Int { min(max(Int(t), 0), count - 1) + toward * edge }
    return occupancy.isEmpty(
      0, full, u0: clamped((lowU - reach).rounded(.down), full.width, -1),
      v0: clamped((lowV - reach).rounded(.down), full.height, -1),
      u1: clamped((highU + reach).rounded(.up), full.width, 1),
      v1: clamped((highV + reach).rounded(.up), full.height, 1))
  }

  /// Whether the `count` coverage bytes from `coverage` are all 0.
  @inline(__always)
  static func uncovered(_ coverage: UnsafePointer<UInt8>, count: Int) -> Bool {
    if count == 8 { return UnsafeRawPointer(coverage).loadUnaligned(as: UInt64.self) == 0 }
    for k in 0..<count where coverage[k] != 0 { return false }
    return true
  }

  /// Whether every texel a span sharing footprint `f` reads is transparent, its first pixel's first tap at `first` and
  /// its last's at `last`: the span's places lie on the segment between them (a homography keeps a row's points on a
  /// line, in order), each pixel's taps within `f`'s reach of its place and a texel to the right and below. Places
  /// found one by one (`uneven`) are given a texel more each way.
  @inline(__always)
  static func transparent(
    _ occupancy: Occupancy, _ f: Footprint, _ level: Level, first: (u: Int, v: Int), last: (u: Int, v: Int),
    uneven: Bool
  ) -> Bool {
    let margin = uneven ? 1 : 0
    return occupancy.isEmpty(
      f.level, level, u0: (min(first.u, last.u) + f.low.u) >> fractionBits - margin,
      v0: (min(first.v, last.v) + f.low.v) >> fractionBits - margin,
      u1: (max(first.u, last.u) + f.high.u) >> fractionBits + 1 + margin,
      v1: (max(first.v, last.v) + f.high.v) >> fractionBits + 1 + margin)
  }
}
