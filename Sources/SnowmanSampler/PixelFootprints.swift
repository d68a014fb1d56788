#if arch(x86_64)
  import CSampler
#endif

extension PerspectiveSampler {
  /// Draws `count` pixels from `out`, each with its own footprint: those of the row whose homography terms are `rowU`,
  /// `rowV`, `rowW`, the first pixel's centre at `px` (relative to the map's origin). With AVX2
  /// (`snowman_footprint_span_avx2`) the footprints are worked out eight at a time and the pixels on one level drawn
  /// at once, each through its own counts of taps, and a pixel whose taps read only transparent texels (`Occupancy`)
  /// left as it is; a pixel whose footprint it leaves to Swift is drawn here as `row` draws it pixel by pixel. The
  /// same bytes either way (`PixelFootprintsTests`, `SpanTapsTests`).
  @inline(__always)
  static func drawPixelFootprints(
    _ texels: Texels, map m: InlineArray<9, Double>, rowU: Double, rowV: Double, rowW: Double, px: Double,
    coverage: UnsafePointer<UInt8>, into out: UnsafeMutablePointer<UInt8>, count: Int, swapped: Bool
  ) {
    #if arch(x86_64)
      let levels = texels.levels
      guard let first = levels.baseAddress else { return }
      var left = withUnsafePointer(to: m) { map in
        map.withMemoryRebound(to: Double.self, capacity: 9) { map in
          // `Level` is three Ints, as `snowman_level` is three intptr_t (`SpanTapsTests` checks the layout).
          UnsafeRawPointer(first).withMemoryRebound(to: snowman_level.self, capacity: levels.count) { levelList in
            // `Occupancy.Table` is three Ints too, as `snowman_occupancy_table` is three intptr_t.
            let tables = texels.occupancy.flatMap { $0.tables.baseAddress }.map {
              UnsafeRawPointer($0).assumingMemoryBound(to: snowman_occupancy_table.self)
            }
            return snowman_footprint_span_avx2(
              map, rowU, rowV, rowW, px, count, texels.base, levelList, levels.count, texels.occupancy?.counts, tables,
              4 * finestShortSide * finestShortSide, Double(maxTaps * maxTaps), Int32(maxShortTaps), Int32(maxTaps),
              1 / widestTapSpacing, coverage, out, swapped ? 1 : 0)
          }
        }
      }
      while left != 0 {
        let k = left.trailingZeroBitCount
        left &= left - 1
        let g = Footprint(map: m, rowU: rowU, rowV: rowV, rowW: rowW, px: px + Double(k), levels: levels.count)
        blend(
          sum(texels.base, g, levels[g.level], at: g.centre), Mean(taps: g.across.n * g.down.n),
          cover: UInt64(coverage[k]), into: out + k * 4, swapped: swapped)
      }
    #endif
  }
}
