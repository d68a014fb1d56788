extension PerspectiveSampler {
  /// How a span of a row's pixels is filtered: the level, the grid of taps and where it lies around each pixel's
  /// centre, worked out once at the span's centre. Along a few pixels a homography's derivatives change by a few
  /// hundredths under the strongest perspective a pose makes, far less than the step between two counts of taps; per
  /// pixel, this arithmetic (four derivatives, their lengths, the level, two square roots, six fixed-point values) cost
  /// more than half the stage's time. Where the span's pixels' places stray far from even spacing (`row`), each
  /// pixel takes a footprint of its own.
  struct Footprint {
    /// One bilinear tap of the full-size level (the footprint spans at most a texel each way).
    let single: Bool
    /// The level the taps read, and its scale from the full size's texels (1 / 2^level).
    let level: Int, scale: Double
    /// The first tap's place relative to the pixel's centre on the level (texel-centre coordinates, as `fixed`
    /// rounds them: a double, so each pixel adds its own centre before rounding).
    let offsetU: Double, offsetV: Double
    /// Fixed-point steps from one tap to the next across, and from one row of taps to the next, and their counts.
    let across: (u: Int, v: Int, n: Int), down: (u: Int, v: Int, n: Int)
    /// The taps' reach from the first tap (fixed point, lowest and highest on each axis): whether a pixel's taps all
    /// lie inside the level is four compares.
    let low: (u: Int, v: Int), high: (u: Int, v: Int)
    /// The first tap's place (fixed point, on the level) for the pixel at the footprint's centre.
    let centre: (u: Int, v: Int)

    /// The footprint at `px` (a pixel centre relative to the map's origin) of the row whose homography terms are
    /// `rowU`, `rowV`, `rowW`.
    @inline(__always)
    init(map m: InlineArray<9, Double>, rowU: Double, rowV: Double, rowW: Double, px: Double, levels: Int) {
      let reciprocal = 1 / (m[6] * px + rowW)
      let pu = (m[0] * px + rowU) * reciprocal, pv = (m[3] * px + rowV) * reciprocal
      // The footprint's sides in texels: the homography's derivatives at this pixel.
      var (ux, uy) = ((m[0] - pu * m[6]) * reciprocal, (m[1] - pu * m[7]) * reciprocal)
      var (vx, vy) = ((m[3] - pv * m[6]) * reciprocal, (m[4] - pv * m[7]) * reciprocal)
      var (stepX, stepY) = (ux * ux + vx * vx, uy * uy + vy * vy)
      if stepX <= 1 && stepY <= 1 {
        (single, level, scale, offsetU, offsetV) = (true, 0, 1, -0.5, -0.5)
        (across, down, low, high) = ((0, 0, 1), (0, 0, 1), (0, 0), (0, 0))
        centre = (fixed(pu + offsetU), fixed(pv + offsetV))
        return
      }
      let coarser = 4 * finestShortSide * finestShortSide, longest = Double(maxTaps * maxTaps)
      var index = 0, scale = 1.0
      while index + 1 < levels, min(stepX, stepY) > coarser || max(stepX, stepY) > longest {
        index += 1
        scale /= 2
        (ux, vx, uy, vy) = (ux / 2, vx / 2, uy / 2, vy / 2)
        (stepX, stepY) = (stepX / 4, stepY / 4)
      }
      // The short side's taps may be `widestTapSpacing` apart: the level's own texels already average as much as it
      // spans (1.5 to 3 of them). Along the long side the level's texels are finer than the footprint, and only taps
      // a texel apart keep fine stripes from beating.
      let short = stepX < stepY
      let (limitX, limitY) = short ? (maxShortTaps, maxTaps) : (maxTaps, maxShortTaps)
      let (spacingX, spacingY) = short ? (1 / widestTapSpacing, 1) : (1, 1 / widestTapSpacing)
      let tapsX = min(limitX, ceiling(stepX.squareRoot() * spacingX))
      let tapsY = min(limitY, ceiling(stepY.squareRoot() * spacingY))
      let (fx, fy) = (shares[tapsX], shares[tapsY])
      (single, level, self.scale) = (false, index, scale)
      // The first tap: the centre of the footprint's first share.
      offsetU = -0.5 - 0.5 * (1 - fx) * ux - 0.5 * (1 - fy) * uy
      offsetV = -0.5 - 0.5 * (1 - fx) * vx - 0.5 * (1 - fy) * vy
      across = (fixed(fx * ux), fixed(fx * vx), tapsX)
      down = (fixed(fy * uy), fixed(fy * vy), tapsY)
      (low, high) = Self.reach(across, down)
      centre = (fixed(pu * scale + offsetU), fixed(pv * scale + offsetV))
    }

    /// A footprint of the full-size level with these steps and counts of taps, its first tap at the origin.
    init(across: (u: Int, v: Int, n: Int), down: (u: Int, v: Int, n: Int)) {
      (single, level, scale, offsetU, offsetV, centre) = (false, 0, 1, 0, 0, (0, 0))
      (self.across, self.down) = (across, down)
      (low, high) = Self.reach(across, down)
    }

    /// The lowest and highest reach of a grid of taps from its first (fixed point).
    @inline(__always)
    static func reach(_ across: (u: Int, v: Int, n: Int), _ down: (u: Int, v: Int, n: Int)) -> (
      low: (u: Int, v: Int), high: (u: Int, v: Int)
    ) {
      let lastU = (across.n - 1) * across.u, lastV = (across.n - 1) * across.v
      let (downU, downV) = ((down.n - 1) * down.u, (down.n - 1) * down.v)
      return (
        (min(0, lastU) + min(0, downU), min(0, lastV) + min(0, downV)),
        (max(0, lastU) + max(0, downU), max(0, lastV) + max(0, downV))
      )
    }
  }
}
