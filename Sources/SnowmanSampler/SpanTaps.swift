#if arch(x86_64)
  import CSampler
#endif

/// A span's pixels drawn at once: where the CPU has AVX2, `snowman_span_draw_avx2` (`CSampler`) takes up to eight
/// pixels that share their counts of taps through those taps together, positions, weights and addresses eight at a
/// time and two pixels' texels a register, then their means and blending, where one pixel at a time spent most of a
/// tap on that bookkeeping. The arithmetic is the portable path's, tap for tap, so the bytes are too
/// (`SpanTapsTests`).
extension PerspectiveSampler {
  /// Whether this CPU sums spans at once.
  static let spansAtOnce: Bool = {
    #if arch(x86_64)
      snowman_has_avx2() != 0
    #else
      false
    #endif
  }()

  /// Whether `level`'s texel positions (16 fraction bits) and indices fit the 32-bit lanes spans are summed in.
  @inline(__always)
  static func takesSpansAtOnce(_ level: Level) -> Bool {
    level.width < 1 << 15 && level.height < 1 << 15
  }

  /// Draws `count` (at most `spanLength`) pixels from `out` sharing footprint `f`, the k-th pixel's first tap at
  /// `places(k)`; a pixel some of whose taps fall outside the level takes `sum`'s clamped taps.
  @inline(__always)
  static func drawSpan(
    _ base: UnsafePointer<UInt8>, _ f: Footprint, _ level: Level, _ mean: Mean, places: (Int) -> (u: Int, v: Int),
    coverage: UnsafePointer<UInt8>, into out: UnsafeMutablePointer<UInt8>, count: Int, swapped: Bool
  ) {
    #if arch(x86_64)
      var batch = Batch()
      var starts = InlineArray<8, (u: Int, v: Int)>(repeating: (0, 0))
      for k in 0..<count where coverage[k] != 0 {
        starts[k] = places(k)
        if inside(f, level, at: starts[k]) { batch.add(k, f, at: starts[k], cover: coverage[k]) }
      }
      batch.draw(base, level, taps: (f.across.n, f.down.n), mean, into: out, swapped: swapped)
      for k in 0..<count where coverage[k] != 0 && !batch.has(k) {
        blend(sum(base, f, level, at: starts[k]), mean, cover: UInt64(coverage[k]), into: out + k * 4, swapped: swapped)
      }
    #endif
  }

  /// Draws `count` (at most `spanLength`) pixels from `out` sharing footprint `f`, the k-th pixel's first tap `k`
  /// steps from `start`: `snowman_even_span_avx2` fills the span's lanes and draws the pixels whose taps lie inside
  /// the level; those it leaves take `sum`'s clamped taps. The same bytes as `drawSpan(_:_:_:_:places:…)`.
  @inline(__always)
  static func drawEvenSpan(
    _ base: UnsafePointer<UInt8>, _ f: Footprint, _ level: Level, _ mean: Mean, start: (u: Int, v: Int),
    step: (u: Int, v: Int), coverage: UnsafePointer<UInt8>, into out: UnsafeMutablePointer<UInt8>, count: Int,
    swapped: Bool
  ) {
    #if arch(x86_64)
      var left = snowman_even_span_avx2(
        base + level.offset, level.width * 4, Int64(level.width), Int64(level.height), Int64(start.u),
        Int64(start.v), Int64(step.u), Int64(step.v), Int64(f.across.u), Int64(f.across.v), f.across.n,
        Int64(f.down.u), Int64(f.down.v), f.down.n, Int64(f.low.u), Int64(f.low.v), Int64(f.high.u),
        Int64(f.high.v), coverage, count, Int32(mean.divisor), Int32(mean.half), out, swapped ? 1 : 0)
      while left != 0 {
        let k = left.trailingZeroBitCount
        left &= left - 1
        let place = (start.u &+ k &* step.u, start.v &+ k &* step.v)
        blend(sum(base, f, level, at: place), mean, cover: UInt64(coverage[k]), into: out + k * 4, swapped: swapped)
      }
    #endif
  }

  #if arch(x86_64)
    /// The pixels of a span summed at once: each one's first tap and steps, in 32-bit lanes (an active pixel's
    /// places lie inside its level, so they fit; the steps wrap as its places do).
    struct Batch {
      var places = snowman_span_places()
      var active: UInt32 = 0

      @inline(__always)
      mutating func add(_ k: Int, _ f: Footprint, at start: (u: Int, v: Int), cover: UInt8) {
        // `places` is seven arrays of eight 32-bit lanes: pixel k's value of each is lane k of that array.
        withUnsafeMutableBytes(of: &places) { bytes in
          func set(_ field: Int, _ value: Int) {
            bytes.storeBytes(of: Int32(truncatingIfNeeded: value), toByteOffset: (field * 8 + k) * 4, as: Int32.self)
          }
          set(0, start.u)
          set(1, start.v)
          set(2, f.across.u)
          set(3, f.across.v)
          set(4, f.down.u)
          set(5, f.down.v)
          set(6, Int(cover))
        }
        active |= 1 << k
      }

      @inline(__always)
      func has(_ k: Int) -> Bool { active >> k & 1 != 0 }

      /// Draws the active pixels of the span from `out` as `blend` draws `sum`'s lanes, each of `taps` taps (across,
      /// down) whose sum `mean` divides.
      @inline(__always)
      func draw(
        _ base: UnsafePointer<UInt8>, _ level: Level, taps: (across: Int, down: Int), _ mean: Mean,
        into out: UnsafeMutablePointer<UInt8>, swapped: Bool
      ) {
        guard active != 0 else { return }
        withUnsafePointer(to: places) { places in
          snowman_span_draw_avx2(
            base + level.offset, level.width * 4, places, active, taps.across, taps.down, Int32(mean.divisor),
            Int32(mean.half), out, swapped ? 1 : 0)
        }
      }

      /// The lanes of each active pixel's taps, as `sum` sums them; `f` gives the counts of taps (what
      /// `snowman_span_draw_avx2` draws from, held to the portable sums by `SpanTapsTests`).
      func sums(_ base: UnsafePointer<UInt8>, _ level: Level, _ f: Footprint) -> InlineArray<8, UInt64> {
        var lanes = InlineArray<8, UInt64>(repeating: 0)
        guard active != 0 else { return lanes }
        let sums = withUnsafePointer(to: places) {
          snowman_span_taps_avx2(base + level.offset, level.width * 4, $0, active, f.across.n, f.down.n)
        }
        withUnsafeBytes(of: sums.lanes) { bytes in
          for k in 0..<8 { lanes[k] = bytes.load(fromByteOffset: k * 8, as: UInt64.self) }
        }
        return lanes
      }
    }
  #endif
}
