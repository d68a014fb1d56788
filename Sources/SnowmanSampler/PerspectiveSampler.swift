/// The software stage's inner loop: each pixel of a row traced back through the homography to the picture, the picture
/// averaged over the pixel's footprint there, weighted by the outline's coverage and laid over what is there.
///
/// The footprint is the parallelogram a pixel's two steps span on the picture (from the homography's derivatives, once
/// a span of pixels: `Footprint`). A pixel spanning at most a texel each way takes one bilinear tap of the full-size
/// picture; a wider one is averaged by taps at most a texel apart (`widestTapSpacing` across), each the centre of an
/// equal share of the footprint (the midpoint rule), from the coarsest level on which the footprint's short side
/// still spans `finestShortSide` texels. The pixel shows the mean of what it covers, as a browser's 4 × 4
/// supersampling does: nothing streaks or shimmers, and in perspective the near side stays sharp while the far side
/// is averaged. A single tap on a level whose texels are as wide as the pixel (a mipmap's rule) is cheaper, but blurs
/// or aliases by where the pixel falls between texels.
///
/// Arithmetic is fixed point (16 fractional bits for positions, 7-bit bilinear weights, premultiplied texels, the
/// edge repeated), so an export is the same bytes on every run; `scripts/stage-reference.c` does the same in C.
///
/// pixman was measured doing this first: a map in perspective sends it down its generic path (a call per texel, two
/// 64-bit divisions per pixel), and its a8 trapezoids sample 15 sub-rows a pixel: 7.06 ms a Showcase frame at 800×600
/// in C, against 0.77 ms for the old stage (`make bench`, 2026-11-24).
#if arch(x86_64)
  import CSampler
#endif

public enum PerspectiveSampler {
  /// Where a level lies in a picture's bytes (premultiplied RGBA, 4 × width a row), and its size in pixels. Level k
  /// is the full-size picture halved k times: its texel coordinates are the full size's divided by 2^k.
  public struct Level: Sendable {
    public let offset: Int, width: Int, height: Int
    public init(offset: Int, width: Int, height: Int) {
      (self.offset, self.width, self.height) = (offset, width, height)
    }
  }

  /// A picture's levels, largest first.
  public struct Texels {
    let base: UnsafePointer<UInt8>
    let levels: UnsafeBufferPointer<Level>
    /// Where the levels are transparent, when known: spans that would read only transparent texels are skipped.
    let occupancy: Occupancy?
    public init(base: UnsafePointer<UInt8>, levels: UnsafeBufferPointer<Level>, occupancy: Occupancy? = nil) {
      (self.base, self.levels, self.occupancy) = (base, levels, occupancy)
    }
  }

  /// Where pixels go: 4 bytes each; `swapped` when the target stores blue first (the window's XRGB surface).
  public struct Target {
    let base: UnsafeMutablePointer<UInt8>
    let stride: Int
    let swapped: Bool
    public init(base: UnsafeMutablePointer<UInt8>, stride: Int, swapped: Bool) {
      (self.base, self.stride, self.swapped) = (base, stride, swapped)
    }
  }

  /// A footprint whose short side spans more than twice this many texels is averaged from a coarser level: between
  /// this and twice it, the midpoint rule's taps add little blur to the level's own.
  static let finestShortSide = 1.5
  /// The most taps along the footprint's long side; a longer one (a picture squashed past this many texels a pixel)
  /// takes a coarser level. The short side takes at most `2 × finestShortSide` (where the smallest level still
  /// spans more, the picture is a few pixels wide), so a pixel sums at most 256 taps, which its 16-bit lanes hold.
  static let maxTaps = 64, maxShortTaps = Int(2 * finestShortSide)
  /// The farthest apart two taps across a footprint's short side may be, in texels of its level: a bilinear tap weighs
  /// the texels within one of its centre, so taps 4/3 apart still weigh every texel there, and Showcase's pixels take
  /// 5.7 taps where they took 7.2, for a picture as near Chromium's (200 poses: median 0.278 levels, was 0.280; worst
  /// 1.147 both). Along the long side taps stay a texel apart: 4/3 there beat against stripes two texels wide
  /// (`SoftwareStageTests`, 13 levels off in a column).
  static let widestTapSpacing = 4.0 / 3.0

  /// Draws row `y` (target pixels) from `x0` to `x1` (exclusive): `map` (a 3×3 homography, row-major) takes a pixel
  /// centre relative to (`originX`, `originY`) to texel coordinates of the full-size level; `coverage` holds the row's
  /// coverage from `originX` on.
  public static func row(
    _ texels: Texels, _ target: Target, map m: InlineArray<9, Double>, coverage: UnsafePointer<UInt8>, originX: Int,
    originY: Int, y: Int, x0: Int, x1: Int
  ) {
    row(
      texels, target, map: m, coverage: coverage, originX: originX, originY: originY, y: y, x0: x0, x1: x1,
      spansAtOnce: spansAtOnce)
  }

  /// `row`, its spans' pixels drawn at once (`SpanTaps`) or one by one: the same bytes either way; span k (from `x0`)
  /// is left as it is where `skipping[k]`.
  static func row(
    _ texels: Texels, _ target: Target, map m: InlineArray<9, Double>, coverage: UnsafePointer<UInt8>, originX: Int,
    originY: Int, y: Int, x0: Int, x1: Int, spansAtOnce: Bool, skipping: UnsafePointer<Bool>? = nil
  ) {
    let (m0, m3, m6) = (m[0], m[3], m[6])
    let py = Double(y - originY) + 0.5
    let (rowU, rowV, rowW) = (m[1] * py + m[2], m[4] * py + m[5], m[7] * py + m[8])
    let rowOut = target.base + y * target.stride
    let levels = texels.levels
    var spanStart = x0
    while spanStart < x1 {
      let spanEnd = min(spanStart + spanLength, x1)
      defer { spanStart = spanEnd }
      // A pixel whose coverage is 0 is left as it is; so is one whose taps read only transparent texels (`rows`).
      if let skipping, skipping[(spanStart - x0) / spanLength] { continue }
      if uncovered(coverage + (spanStart - originX), count: spanEnd - spanStart) { continue }
      // The span's centre: halfway between its first and last pixels' centres.
      let centre = Double(2 * (spanStart - originX) + (spanEnd - spanStart)) * 0.5
      let f = Footprint(map: m, rowU: rowU, rowV: rowV, rowW: rowW, px: centre, levels: levels.count)
      // The span's first and last pixels find their first taps through the homography; those between are spaced
      // evenly on the line joining them (a homography keeps a row's points on a line), so a pixel costs two
      // additions where it cost a division and a dozen multiplications. Where even spacing strays from the true
      // places by more than `evenSpacingTolerance` (measured at the span's centre, where it strays most), as on a
      // plane seen almost edge-on, every pixel finds its own place, and past `evenFootprintTolerance` its own
      // footprint.
      func place(_ x: Int) -> (u: Int, v: Int) {
        let px = Double(x - originX) + 0.5
        let reciprocal = 1 / (m6 * px + rowW)
        let pu = (m0 * px + rowU) * reciprocal, pv = (m3 * px + rowV) * reciprocal
        return (fixed(pu * f.scale + f.offsetU), fixed(pv * f.scale + f.offsetV))
      }
      var (u, v) = place(spanStart)
      let last = place(spanEnd - 1), steps = max(1, spanEnd - spanStart - 1)
      let (stepU, stepV) = ((last.u - u) / steps, (last.v - v) / steps)
      let stray = max(abs(f.centre.u - (u + last.u) / 2), abs(f.centre.v - (v + last.v) / 2))
      if stray <= evenFootprintTolerance, let occupancy = texels.occupancy,
        transparent(occupancy, f, levels[f.level], first: (u, v), last: last, uneven: stray > evenSpacingTolerance)
      {
        continue
      }
      if stray > evenFootprintTolerance {
        if spansAtOnce {
          drawPixelFootprints(
            texels, map: m, rowU: rowU, rowV: rowV, rowW: rowW, px: Double(spanStart - originX) + 0.5,
            coverage: coverage + (spanStart - originX), into: rowOut + spanStart * 4, count: spanEnd - spanStart,
            swapped: target.swapped)
          continue
        }
        for x in spanStart..<spanEnd {
          let cover = UInt64(coverage[x - originX])
          if cover == 0 { continue }
          let g = Footprint(
            map: m, rowU: rowU, rowV: rowV, rowW: rowW, px: Double(x - originX) + 0.5, levels: levels.count)
          blend(
            sum(texels.base, g, levels[g.level], at: g.centre), Mean(taps: g.across.n * g.down.n), cover: cover,
            into: rowOut + x * 4, swapped: target.swapped)
        }
        continue
      }
      let level = levels[f.level], mean = Mean(taps: f.across.n * f.down.n)
      let uneven = stray > evenSpacingTolerance
      if spansAtOnce && takesSpansAtOnce(level) && !uneven {
        drawEvenSpan(
          texels.base, f, level, mean, start: (u, v), step: (stepU, stepV), coverage: coverage + (spanStart - originX),
          into: rowOut + spanStart * 4, count: spanEnd - spanStart, swapped: target.swapped)
        continue
      }
      if spansAtOnce && takesSpansAtOnce(level) {
        let (startU, startV) = (u, v)
        drawSpan(
          texels.base, f, level, mean,
          places: { k in uneven ? place(spanStart + k) : (startU &+ k &* stepU, startV &+ k &* stepV) },
          coverage: coverage + (spanStart - originX), into: rowOut + spanStart * 4, count: spanEnd - spanStart,
          swapped: target.swapped)
        continue
      }
      for x in spanStart..<spanEnd {
        defer { (u, v) = (u &+ stepU, v &+ stepV) }
        let cover = UInt64(coverage[x - originX])
        if cover == 0 { continue }
        if uneven { (u, v) = place(x) }
        blend(sum(texels.base, f, level, at: (u, v)), mean, cover: cover, into: rowOut + x * 4, swapped: target.swapped)
      }
    }
  }

  /// The lanes of footprint `f`'s taps whose first lies at `start` (fixed point) on `level`, summed.
  @inline(__always)
  static func sum(_ base: UnsafePointer<UInt8>, _ f: Footprint, _ level: Level, at start: (u: Int, v: Int)) -> UInt64 {
    let (u, v) = start
    if f.single { return tap(base, level, u, v) }
    return footprint(base, level, start: (u, v), across: f.across, down: f.down, inside: inside(f, level, at: start))
  }

  /// Whether every texel footprint `f`'s taps from `start` read lies inside `level` (none needs clamping).
  @inline(__always)
  static func inside(_ f: Footprint, _ level: Level, at start: (u: Int, v: Int)) -> Bool {
    start.u + f.low.u >= 0 && start.v + f.low.v >= 0 && (start.u + f.high.u) >> fractionBits < level.width - 1
      && (start.v + f.high.v) >> fractionBits < level.height - 1
  }

  /// How many pixels of a row share a footprint (`Footprint`).
  static let spanLength = 8
  /// How far (fixed point: 1/64 of a texel) evenly spaced taps may stray from their true places.
  static let evenSpacingTolerance = 1 << 10
  /// Past this stray (1/8 of a texel: a plane nearly edge-on) the footprint too changes too fast along a span to be
  /// shared (an edge-on coin's silhouette, `BuiltInMotionExportTests`); below it, sharing cost no pose its bounds.
  static let evenFootprintTolerance = 1 << 13

  /// ⌈t⌉ for 0 ≤ t < 2⁶³ without libm's call (`rounded(.up)` is one a pixel).
  @inline(__always)
  static func ceiling(_ t: Double) -> Int {
    #if arch(x86_64)
      return Int(snowman_ceiling(t))
    #else
      let whole = Int(t)
      return Double(whole) < t ? whole + 1 : whole
    #endif
  }

  /// 1 / n for every count of taps a side: the share of the footprint each tap stands for.
  static let shares: [Double] = (0...maxTaps).map { 1 / Double($0) }

  /// The fraction bits of a texel position.
  static let fractionBits = 16

  /// `t` texels in fixed point, floored; far outside the picture only its edge is read, so it is clamped to ±2²⁰
  /// first (and floored by truncating it shifted positive: libm's floor is a call).
  @inline(__always)
  static func fixed(_ t: Double) -> Int {
    #if arch(x86_64)
      return Int(snowman_fixed(t))
    #else
      let clamped = min(max(t, -1_000_000), 1_000_000)
      return Int((clamped + 1_048_576) * 65536) - 1_048_576 * 65536
    #endif
  }
}
