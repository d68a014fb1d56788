/// The software stage's inner loop: each pixel of a row traced back through the homography to the picture, its
/// texels blended bilinearly (7-bit weights, premultiplied, the edge repeated), weighted by the outline's coverage and
/// laid over what is there. Where a pixel's footprint on the picture (the parallelogram its two steps span, from the
/// homography's derivatives at that pixel) reaches more than two texels, it is averaged: along its short side by a
/// coarser level of its own (as a GPU's anisotropic filter chooses one), along its long side by bilinear taps at most
/// a texel apart. The pixel shows the mean of what it covers, so nothing streaks or shimmers, and in perspective the
/// near side stays sharp while the far side is averaged.
///
/// pixman was measured doing this first: a map in perspective sends it down its generic path (a call per texel, two
/// 64-bit divisions per pixel), and its a8 trapezoids sample 15 sub-rows a pixel: 7.06 ms a Showcase frame at 800×600
/// in C, against 0.77 ms for the old stage (`make bench`, 2026-11-24).
enum PerspectiveSampler {
  /// Where a level lies in a picture's bytes (premultiplied RGBA, 4 × width a row), and its size in pixels.
  struct Level {
    let offset: Int, width: Int, height: Int
  }

  /// A picture's levels, largest first; `first` is the level the map gives texels of (the finest any pixel takes),
  /// and `spread` how many of its texels a pixel spans along each axis where the picture is most squashed (at most
  /// two everywhere: one tap a pixel, no footprint to work out).
  struct Texels {
    let base: UnsafePointer<UInt8>
    let levels: UnsafeBufferPointer<Level>
    let first: Int
    let spread: (x: Double, y: Double)
  }

  /// Where pixels go: 4 bytes each; `swapped` when the target stores blue first (the window's XRGB surface).
  struct Target {
    let base: UnsafeMutablePointer<UInt8>
    let stride: Int
    let swapped: Bool
  }

  /// Taps along a step of the footprint `texels` long: one up to two texels (the level was chosen for that), then one
  /// a texel, so none is further from the next than a texel (further apart they would land on the same stripe of a
  /// fine pattern and streak); a picture squashed past `maxSpread` is drawn from a coarser level.
  static func taps(_ texels: Double) -> Int { texels <= 2 ? 1 : min(maxTaps, Int(texels.rounded(.up)) + 1) }
  /// The most texels a pixel may span along an axis of its level, and the taps that takes: a picture squashed along
  /// one axis keeps the level its other axis needs (a coarser one would blur that axis) up to this.
  static let maxSpread = 16.0, maxTaps = 17
  /// A pixel whose footprint spans more texels than this both ways takes a coarser level.
  static let coarserPast = 2.0

  /// Draws row `y` (target pixels) from `x0` to `x1` (exclusive): `map` takes a pixel centre relative to
  /// (`originX`, `originY`) to texel coordinates; `coverage` holds the row's coverage from `originX` on.
  static func row(
    _ texels: Texels, _ target: Target, map m: PlaneHomography, coverage: UnsafePointer<UInt8>, originX: Int,
    originY: Int, y: Int, x0: Int, x1: Int
  ) {
    let (m0, m1, m2, m3, m4, m5, m6, m7, m8) = (m.m[0], m.m[1], m.m[2], m.m[3], m.m[4], m.m[5], m.m[6], m.m[7], m.m[8])
    let py = Double(y - originY) + 0.5
    let (rowU, rowV, rowW) = (m1 * py + m2, m4 * py + m5, m7 * py + m8)
    let rowOut = target.base + y * target.stride
    let (r, b) = target.swapped ? (2, 0) : (0, 2)
    let single = taps(texels.spread.x) == 1 && taps(texels.spread.y) == 1
    let levels = texels.levels, first = levels[texels.first]
    let firstBytes = texels.base + first.offset
    for x in x0..<x1 {
      let cover = UInt64(coverage[x - originX])
      if cover == 0 { continue }
      let px = Double(x - originX) + 0.5
      let w = m6 * px + rowW
      let pu = (m0 * px + rowU) / w, pv = (m3 * px + rowV) / w
      // The taps' weighted sum in 32-bit lanes, red and blue in one word, green and alpha in the other.
      var redBlue: UInt64 = 0, greenAlpha: UInt64 = 0, total: UInt64 = 1
      // The pixel's footprint on the picture: the parallelogram its x and y steps span in texels, from the
      // homography's derivatives here.
      let reciprocal = single ? 0 : 1 / w
      var (ux, uy) = ((m0 - pu * m6) * reciprocal, (m1 - pu * m7) * reciprocal)
      var (vx, vy) = ((m3 - pv * m6) * reciprocal, (m4 - pv * m7) * reciprocal)
      var (stepX, stepY) = (ux * ux + vx * vx, uy * uy + vy * vy)
      if single || (stepX <= 4 && stepY <= 4) {
        let t = bilinear(firstBytes, first, pu - 0.5, pv - 0.5)
        (redBlue, greenAlpha) = (t & 0x0000_FFFF_0000_FFFF, t >> 16 & 0x0000_FFFF_0000_FFFF)
      } else {
        // Wider than `coarserPast` texels both ways (or a sliver past `maxSpread`): a coarser level averages the
        // short side, which taps would take too many of.
        var index = texels.first, (u, v) = (pu, pv)
        while index + 1 < levels.count,
          min(stepX, stepY) > coarserPast * coarserPast || max(stepX, stepY) > maxSpread * maxSpread
        {
          index += 1
          let su = Double(levels[index].width) / Double(levels[index - 1].width)
          let sv = Double(levels[index].height) / Double(levels[index - 1].height)
          (ux, vx, uy, vy, u, v) = (ux * su, vx * sv, uy * su, vy * sv, u * su, v * sv)
          (stepX, stepY) = (ux * ux + vx * vx, uy * uy + vy * vy)
        }
        let level = levels[index], bytes = texels.base + level.offset
        // Taps a texel apart over the footprint at that level.
        let (tapsX, tapsY) = (taps(stepX.squareRoot()), taps(stepY.squareRoot()))
        let (fx, fy) = (tapsX == 1 ? 0 : 1 / Double(tapsX - 1), tapsY == 1 ? 0 : 1 / Double(tapsY - 1))
        let (cx, cy) = (tapsX == 1 ? 0 : 0.5, tapsY == 1 ? 0 : 0.5)
        let (startU, startV) = (u - 0.5 - cx * ux - cy * uy, v - 0.5 - cx * vx - cy * vy)
        // The trapezoid rule over the footprint: the end taps count half (weights 1, 2, 2, …, 1). A row of taps
        // sums in 16-bit lanes (at most 255 × 2 × 17), the rows in 32-bit ones (at most 255 × 32 × 32).
        for j in 0..<tapsY {
          var sum: UInt64 = 0
          let (lineU, lineV) = (startU + Double(j) * fy * uy, startV + Double(j) * fy * vy)
          for i in 0..<tapsX {
            sum &+= bilinear(bytes, level, lineU + Double(i) * fx * ux, lineV + Double(i) * fx * vx) &* weight(i, tapsX)
          }
          let wy = weight(j, tapsY)
          redBlue &+= (sum & 0x0000_FFFF_0000_FFFF) &* wy
          greenAlpha &+= (sum >> 16 & 0x0000_FFFF_0000_FFFF) &* wy
        }
        total = UInt64((tapsX == 1 ? 1 : 2 * (tapsX - 1)) * (tapsY == 1 ? 1 : 2 * (tapsY - 1)))
      }
      let out = rowOut + x * 4
      // The texel weighted by the coverage and averaged over the taps, then over the target (premultiplied).
      let scale = 255 * total
      func channel(_ lanes: UInt64, _ high: Bool) -> Int {
        Int((((high ? lanes >> 32 : lanes) & 0xFFFF_FFFF) * cover + scale / 2) / scale)
      }
      let sa = channel(greenAlpha, true), keep = 255 - sa
      out[r] = UInt8(min(255, channel(redBlue, false) + (Int(out[r]) * keep + 127) / 255))
      out[1] = UInt8(min(255, channel(greenAlpha, false) + (Int(out[1]) * keep + 127) / 255))
      out[b] = UInt8(min(255, channel(redBlue, true) + (Int(out[b]) * keep + 127) / 255))
      out[3] = UInt8(min(255, sa + (Int(out[3]) * keep + 127) / 255))
    }
  }

  /// The trapezoid rule's weight of tap `k` of `n`.
  @inline(__always)
  static func weight(_ k: Int, _ n: Int) -> UInt64 { n == 1 ? 1 : (k == 0 || k == n - 1 ? 1 : 2) }

  /// A texel's four bytes spread one to a 16-bit lane, so two blends of all four channels take a multiply each.
  @inline(__always)
  static func lanes(_ p: UnsafePointer<UInt8>) -> UInt64 {
    UInt64(p[0]) | UInt64(p[1]) << 16 | UInt64(p[2]) << 32 | UInt64(p[3]) << 48
  }

  /// The picture at (u, v) in texels (centres at whole numbers), from its four nearest texels, the edge repeated, as
  /// 16-bit lanes (R, G, B, A from the low end). 7-bit weights, as pixman's bilinear filter.
  @inline(__always)
  static func bilinear(_ bytes: UnsafePointer<UInt8>, _ level: Level, _ u: Double, _ v: Double) -> UInt64 {
    // Far outside the picture only its edge is read: clamped to ±2²⁰, a point is floored by truncating it shifted
    // positive (libm's floor is a call per tap).
    let uc = min(max(u, -1_000_000), 1_000_000), vc = min(max(v, -1_000_000), 1_000_000)
    let iu = Int(uc + 1_048_576) - 1_048_576, iv = Int(vc + 1_048_576) - 1_048_576
    let wx = UInt64((uc - Double(iu)) * 128), wy = UInt64((vc - Double(iv)) * 128)
    let (w1, h1) = (level.width - 1, level.height - 1)
    let cx0 = min(max(iu, 0), w1), cx1 = min(max(iu + 1, 0), w1)
    let cy0 = min(max(iv, 0), h1), cy1 = min(max(iv + 1, 0), h1)
    let top = bytes + cy0 * level.width * 4, bottom = bytes + cy1 * level.width * 4
    // Across, then down; each lane stays under 2¹⁶ (255 × 128), shifted back to 8 bits between the two.
    let upper = (lanes(top + cx0 * 4) &* (128 - wx) &+ lanes(top + cx1 * 4) &* wx) >> 7 & 0x00FF_00FF_00FF_00FF
    let lower = (lanes(bottom + cx0 * 4) &* (128 - wx) &+ lanes(bottom + cx1 * 4) &* wx) >> 7 & 0x00FF_00FF_00FF_00FF
    return (upper &* (128 - wy) &+ lower &* wy &+ 0x0040_0040_0040_0040) >> 7 & 0x00FF_00FF_00FF_00FF
  }
}
