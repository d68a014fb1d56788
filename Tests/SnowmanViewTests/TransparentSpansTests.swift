import SnowmanFuzzing
import XCTest

@testable import SnowmanSampler
@testable import SnowmanView

/// Spans and tiles that read only transparent texels are skipped (`PerspectiveSampler.Occupancy`, `.rows`): the
/// bytes must be what drawing every span gives, for every pose, or a corner of the picture goes missing.
final class TransparentSpansTests: XCTestCase {
  /// The occupancy's answer for 60,000 seeded rectangles (inside, across and outside the level) is whether every
  /// texel of the blocks they touch is transparent.
  func test_emptyRectangles_areThoseWhoseEveryTexelIsTransparent() {
    var random = SplitMix(seed: 20_261_201)
    var (compared, empty) = (0, 0)
    for _ in 0..<300 {
      let picture = Picture(random: &random)
      picture.withTexels { texels in
        guard let occupancy = texels.occupancy else { return XCTFail("no occupancy") }
        for (index, level) in picture.levels.enumerated() {
          for _ in 0..<(200 / picture.levels.count) {
            let u0 = Int.random(in: -20...(level.width + 20), using: &random)
            let v0 = Int.random(in: -20...(level.height + 20), using: &random)
            let u1 = u0 + Int.random(in: 0...40, using: &random), v1 = v0 + Int.random(in: 0...40, using: &random)
            // Blocks of texels are marked: the rectangle clamped to the level, widened to whole blocks.
            let side = PerspectiveSampler.Occupancy.blockSide
            func blocks(_ a: Int, _ b: Int, _ n: Int) -> ClosedRange<Int> {
              (min(max(a, 0), n - 1) / side * side)...(min(max(b, 0), n - 1) / side * side + side - 1)
            }
            let want = picture.transparent(index, blocks(u0, u1, level.width), blocks(v0, v1, level.height))
            XCTAssertEqual(
              occupancy.isEmpty(index, level, u0: u0, v0: v0, u1: u1, v1: v1), want,
              "level \(index) \(level.width)×\(level.height), texels \(u0)...\(u1) × \(v0)...\(v1)")
            compared += 1
            if want { empty += 1 }
          }
        }
      }
    }
    XCTAssertGreaterThan(compared, 50_000)
    XCTAssertGreaterThan(empty, compared / 10, "empty rectangles")
    XCTAssertLessThan(empty, compared * 9 / 10, "rectangles holding a texel")
  }

  /// 2,000 seeded boxes of rows over pictures with transparent regions, from magnified to squashed, flat to nearly
  /// edge-on and past it (the homography's w changing sign inside the box), coverage with holes: drawn by `rows`
  /// (tiles and spans skipped) and row by row with every span drawn, every byte compared.
  func test_rowsSkippingTransparentTexels_drawWhatEverySpanDraws() {
    var random = SplitMix(seed: 20_261_202)
    var (skippedTiles, differing) = (0, 0)
    for trial in 0..<2000 {
      let picture = Picture(random: &random)
      let map = SeededSamplerCases.map(
        width: picture.levels[0].width, height: picture.levels[0].height, scale: [0.3, 1, 3, 8][trial % 4],
        tilt: [0.0, 0.004, 0.02][trial % 3], using: &random)
      let box = (w: Int.random(in: 1...70, using: &random), h: Int.random(in: 1...40, using: &random))
      let coverage = (0..<(box.w * box.h)).map { _ in
        Int.random(in: 0..<8, using: &random) == 0 ? 0 : UInt8.random(in: 1...255, using: &random)
      }
      skippedTiles +=
        picture.withTexels { texels in
          let tiles = stride(from: 0, to: box.h, by: PerspectiveSampler.tileRows).map { top in
            stride(from: 0, to: box.w, by: PerspectiveSampler.spanLength).filter { left in
              PerspectiveSampler.transparentTile(
                texels.occupancy!, texels.levels[0], map: map,
                x: (Double(left) + 0.5, Double(min(left + PerspectiveSampler.spanLength, box.w) - 1) + 0.5),
                y: (Double(top) + 0.5, Double(min(top + PerspectiveSampler.tileRows, box.h) - 1) + 0.5))
            }.count
          }
          return tiles.reduce(0, +)
        } ?? 0
      let before = (0..<(box.w * box.h * 4)).map { _ in UInt8.random(in: 0...255, using: &random) }
      let everySpan = picture.draw(map: map, box: box, coverage: coverage, onto: before, skipping: .none)
      for skipping in [Skipping.spans, .tilesAndSpans] {
        let drawn = picture.draw(map: map, box: box, coverage: coverage, onto: before, skipping: skipping)
        guard let first = SeededSamplerCases.firstDifference(drawn, everySpan) else { continue }
        differing += 1
        if differing <= 3 {
          XCTFail(
            "trial \(trial), \(skipping): pixel (\(first / 4 % box.w), \(first / 4 / box.w)) differs, byte \(first % 4)"
          )
        }
      }
    }
    XCTAssertEqual(differing, 0, "boxes differing")
    XCTAssertGreaterThan(skippedTiles, 2000, "tiles skipped whole")
  }

  /// The snowman (61 % transparent texels) at 300 seeded poses of every kind the stage draws, through `rows` and
  /// with every span drawn: the same bytes.
  func test_snowmanAtSeededPoses_drawsWhatEverySpanDraws() throws {
    let surfaces = try SpriteRenderer.levelSurfaces(try BuiltInArtwork.snowman())
    let snowman = StagePicture(surfaces: surfaces)
    var random = SplitMix(seed: 20_261_203)
    for trial in 0..<300 {
      // A box of the stage's and the inverse of a picture placed in perspective in it: scaled, turned, tilted.
      let box = (w: 120, h: 140)
      let zoom = Double.random(in: 0.4...12, using: &random), turn = Double.random(in: 0...(2 * .pi), using: &random)
      let tilt = (Double.random(in: -0.02...0.02, using: &random), Double.random(in: -0.02...0.02, using: &random))
      var map = InlineArray<9, Double>(repeating: 0)
      let values = [
        zoom * cos(turn), -zoom * sin(turn), Double.random(in: 0...480, using: &random), zoom * sin(turn),
        zoom * cos(turn), Double.random(in: 0...672, using: &random), tilt.0, tilt.1, 1,
      ]
      for i in 0..<9 { map[i] = values[i] }
      let coverage = [UInt8](repeating: 255, count: box.w * box.h)
      let before = (0..<(box.w * box.h * 4)).map { _ in UInt8.random(in: 0...255, using: &random) }
      let skipping = snowman.draw(map: map, box: box, coverage: coverage, onto: before, skipping: .tilesAndSpans)
      let everySpan = snowman.draw(map: map, box: box, coverage: coverage, onto: before, skipping: .none)
      XCTAssertEqual(skipping, everySpan, "pose \(trial): zoom \(zoom), turn \(turn), tilt \(tilt)")
    }
  }
}

/// A picture's levels as the stage makes them: transparent but for a few blocks and discs of random texels, each
/// level the rounded mean of the two by two texels it halves (transparent where they all are, as `Surface.halved`).
enum Skipping { case none, spans, tilesAndSpans }

private struct Picture {
  let bytes: [UInt8]
  let levels: [PerspectiveSampler.Level]

  init(random: inout SplitMix) {
    var (width, height) = (Int.random(in: 2...200, using: &random), Int.random(in: 2...200, using: &random))
    var level = [UInt8](repeating: 0, count: width * height * 4)
    for _ in 0..<Int.random(in: 0...4, using: &random) {
      let (cx, cy) = (Int.random(in: 0..<width, using: &random), Int.random(in: 0..<height, using: &random))
      let radius = Int.random(in: 0...max(1, min(width, height) / 3), using: &random)
      let disc = Bool.random(using: &random)
      for y in max(0, cy - radius)...min(height - 1, cy + radius) {
        for x in max(0, cx - radius)...min(width - 1, cx + radius)
        where !disc || (x - cx) * (x - cx) + (y - cy) * (y - cy) <= radius * radius {
          for c in 0..<4 { level[(y * width + x) * 4 + c] = UInt8.random(in: 0...255, using: &random) }
          level[(y * width + x) * 4 + 3] |= 1
        }
      }
    }
    var (bytes, levels) = ([UInt8](), [PerspectiveSampler.Level]())
    for _ in 0..<Int.random(in: 1...6, using: &random) {
      levels.append(.init(offset: bytes.count, width: width, height: height))
      bytes += level
      let (halfWidth, halfHeight) = ((width + 1) / 2, (height + 1) / 2)
      var half = [UInt8](repeating: 0, count: halfWidth * halfHeight * 4)
      for y in 0..<halfHeight {
        for x in 0..<halfWidth {
          for c in 0..<4 {
            var sum = 0
            for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
              sum += Int(level[(min(2 * y + dy, height - 1) * width + min(2 * x + dx, width - 1)) * 4 + c])
            }
            half[(y * halfWidth + x) * 4 + c] = UInt8((sum + 3) / 4)
          }
        }
      }
      (level, width, height) = (half, halfWidth, halfHeight)
    }
    (self.bytes, self.levels) = (bytes, levels)
  }

  /// Whether every texel of level `index` in the ranges (clamped to it) is transparent.
  func transparent(_ index: Int, _ us: ClosedRange<Int>, _ vs: ClosedRange<Int>) -> Bool {
    let level = levels[index]
    func clamp(_ r: ClosedRange<Int>, _ n: Int) -> ClosedRange<Int> {
      min(max(r.lowerBound, 0), n - 1)...min(max(r.upperBound, 0), n - 1)
    }
    for v in clamp(vs, level.height) {
      for u in clamp(us, level.width)
      where (0..<4).contains(where: { bytes[level.offset + (v * level.width + u) * 4 + $0] != 0 }) {
        return false
      }
    }
    return true
  }

  func withTexels<R>(_ body: (PerspectiveSampler.Texels) -> R) -> R? {
    StagePicture(bytes: bytes, levels: levels).withTexels(body)
  }

  func draw(
    map: InlineArray<9, Double>, box: (w: Int, h: Int), coverage: [UInt8], onto before: [UInt8], skipping: Skipping
  ) -> [UInt8] {
    StagePicture(bytes: bytes, levels: levels).draw(
      map: map, box: box, coverage: coverage, onto: before, skipping: skipping)
  }
}

extension StagePicture {
  /// Draws the picture through `map` into a `box` of pixels holding `before`: by `rows` (tiles and spans skipped), by
  /// `row` (spans skipped), or by `row` with no occupancy, every span drawn.
  func draw(
    map: InlineArray<9, Double>, box: (w: Int, h: Int), coverage: [UInt8], onto before: [UInt8], skipping: Skipping
  ) -> [UInt8] {
    var out = before
    _ = withTexels { texels in
      out.withUnsafeMutableBufferPointer { target in
        coverage.withUnsafeBufferPointer { cover in
          let target = PerspectiveSampler.Target(base: target.baseAddress!, stride: box.w * 4, swapped: false)
          if skipping == .tilesAndSpans {
            PerspectiveSampler.rows(
              texels, target, map: map, coverage: cover.baseAddress!, coverageStride: box.w, originX: 0, originY: 0,
              ys: 0..<box.h, x0: 0, x1: box.w)
            return
          }
          let plain =
            skipping == .spans ? texels : PerspectiveSampler.Texels(base: texels.base, levels: texels.levels)
          for y in 0..<box.h {
            PerspectiveSampler.row(
              plain, target, map: map, coverage: cover.baseAddress! + y * box.w, originX: 0, originY: 0, y: y, x0: 0,
              x1: box.w)
          }
        }
      }
    }
    return out
  }
}
