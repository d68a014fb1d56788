import SnowmanFuzzing
import XCTest

@testable import SnowmanSampler

/// Spans whose pixels each take a footprint of their own (a plane nearly edge-on): drawn eight at a time
/// (`PerspectiveSampler.drawPixelFootprints`, `snowman_footprint_span_avx2`) against each pixel's own footprint
/// worked out and drawn one by one in Swift.
final class PixelFootprintsTests: XCTestCase {
  /// 20,000 seeded spans on sixteen pictures (mip chains of 1 to 6 levels from 2 to 500 texels): half through planes
  /// nearly edge-on (`edgeOn`: neighbouring pixels on different levels and with different counts of taps), half
  /// through maps from magnified to squashed twenty times in perspective, many reaching past the picture's edges;
  /// pictures with transparent rectangles, two spans in three knowing where; coverage with holes, both byte orders;
  /// every byte compared. Taking out the mask that keeps a pixel's taps past its own counts from its sum made 1,245 of
  /// 4,000 spans differ; skipping pixels whose rectangle holds one block that is not transparent, 6,148 of 20,000.
  func test_pixelFootprints_drawWhatEachPixelDrawsAlone() throws {
    guard PerspectiveSampler.spansAtOnce else { throw XCTSkip("this CPU has no AVX2: every pixel is drawn alone") }
    var random = SplitMix(seed: 20_261_201)
    var (differing, drawn, mixed, clamped, transparent) = (0, 0, 0, 0, 0)
    // Sixteen pictures, each drawn 1,250 times: making a picture's random bytes is most of a trial's cost.
    let pictures = (0..<16).map { _ in Self.levels(using: &random) }
    let occupancies = pictures.map { levels, bytes in
      bytes.withUnsafeBufferPointer { bytes in
        levels.withUnsafeBufferPointer { PerspectiveSampler.Occupancy.tables(bytes.baseAddress!, levels: $0) }
      }
    }
    for trial in 0..<20_000 {
      let picture = trial / 2 % pictures.count, (levels, bytes) = pictures[picture]
      // Two trials in three know where the picture is transparent, and skip pixels that read only such texels.
      let knowsTransparency = trial % 3 != 0
      let (y, x) = (Double(Int.random(in: 0..<100, using: &random)) + 0.5, Int.random(in: 0..<92, using: &random))
      let map =
        trial % 2 == 0
        ? Self.edgeOn(px: Double(x) + 0.5, py: y, width: levels[0].width, height: levels[0].height, using: &random)
        : SeededSamplerCases.map(
          width: levels[0].width, height: levels[0].height, scale: 20, tilt: [0.004, 0.02][trial / 2 % 2],
          using: &random)
      let count = Int.random(in: 1...8, using: &random)
      let coverage = (0..<8).map { _ in
        [UInt8(0), 255, 255, UInt8.random(in: 1...254, using: &random)][Int.random(in: 0..<4, using: &random)]
      }
      let before = (0..<32).map { _ in UInt8.random(in: 0...255, using: &random) }
      let swapped = trial % 2 == 1
      let (rowU, rowV, rowW) = (map[1] * y + map[2], map[4] * y + map[5], map[7] * y + map[8])
      let px = Double(x) + 0.5
      var (atOnce, alone) = (before, before)
      var counts: [Int: Set<Int>] = [:]
      let (occupancyCounts, occupancyTables) = occupancies[picture]
      bytes.withUnsafeBufferPointer { texelBytes in
        levels.withUnsafeBufferPointer { levelList in
          let occupancy = occupancyCounts.withUnsafeBufferPointer { counts in
            occupancyTables.withUnsafeBufferPointer {
              PerspectiveSampler.Occupancy(counts: counts.baseAddress!, tables: $0)
            }
          }
          let texels = PerspectiveSampler.Texels(
            base: texelBytes.baseAddress!, levels: levelList, occupancy: knowsTransparency ? occupancy : nil)
          atOnce.withUnsafeMutableBufferPointer { out in
            PerspectiveSampler.drawPixelFootprints(
              texels, map: map, rowU: rowU, rowV: rowV, rowW: rowW, px: px, coverage: coverage, into: out.baseAddress!,
              count: count, swapped: swapped)
          }
          alone.withUnsafeMutableBufferPointer { out in
            for k in 0..<count where coverage[k] != 0 {
              let g = PerspectiveSampler.Footprint(
                map: map, rowU: rowU, rowV: rowV, rowW: rowW, px: px + Double(k), levels: levelList.count)
              if PerspectiveSampler.inside(g, levelList[g.level], at: g.centre) {
                counts[g.level, default: []].insert(g.across.n * 100 + g.down.n)
              } else {
                clamped += 1
              }
              let (u, v) = g.centre, shift = PerspectiveSampler.fractionBits
              if knowsTransparency
                && occupancy.isEmpty(
                  g.level, levelList[g.level], u0: (u + g.low.u) >> shift, v0: (v + g.low.v) >> shift,
                  u1: (u + g.high.u) >> shift + 1, v1: (v + g.high.v) >> shift + 1)
              {
                transparent += 1
              }
              PerspectiveSampler.blend(
                PerspectiveSampler.sum(texelBytes.baseAddress!, g, levelList[g.level], at: g.centre),
                PerspectiveSampler.Mean(taps: g.across.n * g.down.n), cover: UInt64(coverage[k]),
                into: out.baseAddress! + k * 4, swapped: swapped)
              drawn += 1
            }
          }
        }
      }
      if counts.values.contains(where: { $0.count > 1 }) { mixed += 1 }
      if let first = SeededSamplerCases.firstDifference(atOnce, alone) {
        differing += 1
        if differing <= 3 {
          XCTFail("trial \(trial): byte \(first) (pixel \(first / 4)) \(atOnce[first]) at once, \(alone[first]) alone")
        }
      }
    }
    XCTAssertEqual(differing, 0, "spans differing")
    XCTAssertGreaterThan(drawn, 60_000, "covered pixels drawn")
    XCTAssertGreaterThan(transparent, 3_000, "covered pixels reading only transparent texels")
    XCTAssertGreaterThan(clamped, 10_000, "covered pixels whose taps reach past the picture's edges")
    XCTAssertGreaterThan(mixed, 5_000, "spans whose pixels on one level take different counts of taps")
  }

  /// `snowman_footprint_span_avx2` reads the levels as three intptr_t each: `Level` must be laid out so.
  func test_level_isLaidOutAsTheCSamplerReadsIt() {
    XCTAssertEqual(MemoryLayout<PerspectiveSampler.Level>.stride, 3 * MemoryLayout<Int>.stride)
    XCTAssertEqual(MemoryLayout<PerspectiveSampler.Level>.offset(of: \.offset), 0)
    XCTAssertEqual(MemoryLayout<PerspectiveSampler.Level>.offset(of: \.width), MemoryLayout<Int>.stride)
    XCTAssertEqual(MemoryLayout<PerspectiveSampler.Level>.offset(of: \.height), 2 * MemoryLayout<Int>.stride)
  }

  /// A map that takes pixel (`px`, `py`) to a random texel inside the middle of a `width` × `height` level, at up to
  /// eight texels a pixel, through a plane nearly edge-on there: w a twentieth to 1 and changing by up to an eighth
  /// of itself a pixel along the row (staying positive over eight pixels), so neighbours' footprints differ.
  private static func edgeOn(px: Double, py: Double, width: Int, height: Int, using random: inout SplitMix)
    -> InlineArray<9, Double>
  {
    let w0 = Double.random(in: 0.05...1, using: &random), s = Double.random(in: 0.3...8, using: &random)
    var m = InlineArray<9, Double>(repeating: 0)
    for i in [0, 1, 3, 4] { m[i] = Double.random(in: -s...s, using: &random) * w0 }
    m[6] = Double.random(in: -0.12...0.12, using: &random) * w0
    m[7] = Double.random(in: -0.01...0.01, using: &random) * w0
    m[8] = w0 - m[6] * px - m[7] * py
    let u = Double.random(in: 0.3...0.7, using: &random) * Double(width)
    let v = Double.random(in: 0.3...0.7, using: &random) * Double(height)
    m[2] = u * w0 - m[0] * px - m[1] * py
    m[5] = v * w0 - m[3] * px - m[4] * py
    return m
  }

  /// A random mip chain (each level the one before halved) of random bytes, four rectangles on each level transparent.
  private static func levels(using random: inout SplitMix) -> ([PerspectiveSampler.Level], [UInt8]) {
    var levels: [PerspectiveSampler.Level] = []
    var (width, height, offset) = (Int.random(in: 2...500, using: &random), Int.random(in: 2...500, using: &random), 0)
    for _ in 0..<Int.random(in: 1...6, using: &random) {
      levels.append(.init(offset: offset, width: width, height: height))
      offset += width * height * 4
      (width, height) = (max(1, width / 2), max(1, height / 2))
    }
    var bytes = (0..<offset).map { _ in UInt8.random(in: 0...255, using: &random) }
    // Transparent rectangles on each level, some reaching its edges.
    for level in levels {
      for _ in 0..<4 {
        let (w, h) = (Int.random(in: 1...level.width, using: &random), Int.random(in: 1...level.height, using: &random))
        let (x0, y0) = (
          Int.random(in: 0...(level.width - w), using: &random), Int.random(in: 0...(level.height - h), using: &random)
        )
        for y in y0..<(y0 + h) {
          let row = level.offset + (y * level.width + x0) * 4
          for i in row..<(row + w * 4) { bytes[i] = 0 }
        }
      }
    }
    return (levels, bytes)
  }
}
