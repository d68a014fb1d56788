import SnowmanFuzzing
import XCTest

@testable import SnowmanSampler

/// The span path (eight pixels' taps at once with AVX2, `SpanTaps`) against the pixel-by-pixel path it stands in for:
/// the same bytes for seeded rows of every kind the stage draws.
final class SpanTapsTests: XCTestCase {
  /// 3,000 seeded rows: random levels (a mip chain from 2 to 300 texels), maps from magnified to squashed six times
  /// and from flat to nearly edge-on (so spans are even, unevenly placed, and of a footprint a pixel), coverage with
  /// holes and partial edges, over random pixels in both byte orders; drawn both ways, every byte compared.
  func test_spansAtOnce_drawWhatPixelByPixelDraws() throws {
    guard PerspectiveSampler.spansAtOnce else {
      throw XCTSkip("this CPU has no AVX2: every row is drawn pixel by pixel")
    }
    var random = SplitMix(seed: 20_261_130)
    var differing = 0, drawn = 0
    for trial in 0..<3000 {
      var levels: [PerspectiveSampler.Level] = []
      var (width, height, offset) = (
        Int.random(in: 2...300, using: &random), Int.random(in: 2...300, using: &random), 0
      )
      for _ in 0..<Int.random(in: 1...5, using: &random) {
        levels.append(.init(offset: offset, width: width, height: height))
        offset += width * height * 4
        (width, height) = (max(1, width / 2), max(1, height / 2))
      }
      let bytes = (0..<offset).map { _ in UInt8.random(in: 0...255, using: &random) }
      let map = SeededSamplerCases.map(
        width: levels[0].width, height: levels[0].height, scale: 6, tilt: trial % 3 == 0 ? 0 : 0.004, using: &random)
      let rowWidth = 100, y = Int.random(in: 0..<100, using: &random)
      let x0 = Int.random(in: 0..<rowWidth, using: &random), x1 = Int.random(in: x0...rowWidth, using: &random)
      let coverage = (0..<rowWidth).map { _ in
        switch Int.random(in: 0..<10, using: &random) {
        case 0..<3: UInt8(0)
        case 3..<7: UInt8(255)
        default: UInt8.random(in: 1...254, using: &random)
        }
      }
      let before = (0..<(rowWidth * 4)).map { _ in UInt8.random(in: 0...255, using: &random) }
      let swapped = trial % 2 == 1
      func draw(spansAtOnce: Bool) -> [UInt8] {
        var out = before
        bytes.withUnsafeBufferPointer { texelBytes in
          levels.withUnsafeBufferPointer { levelList in
            out.withUnsafeMutableBufferPointer { target in
              // The target holds one row: row y is drawn into it through a base that many rows before.
              let base = target.baseAddress! - y * rowWidth * 4
              PerspectiveSampler.row(
                .init(base: texelBytes.baseAddress!, levels: levelList),
                .init(base: base, stride: rowWidth * 4, swapped: swapped), map: map,
                coverage: coverage.withUnsafeBufferPointer { $0.baseAddress! }, originX: 0, originY: 0, y: y, x0: x0,
                x1: x1, spansAtOnce: spansAtOnce)
            }
          }
        }
        return out
      }
      let (atOnce, oneByOne) = (draw(spansAtOnce: true), draw(spansAtOnce: false))
      drawn += (x0..<x1).filter { coverage[$0] != 0 }.count
      if let first = SeededSamplerCases.firstDifference(atOnce, oneByOne) {
        differing += 1
        if differing <= 3 {
          XCTFail(
            "trial \(trial): byte \(first) (pixel \(first / 4)) \(atOnce[first]) at once, \(oneByOne[first]) one by one"
          )
        }
      }
    }
    XCTAssertEqual(differing, 0, "rows differing")
    XCTAssertGreaterThan(drawn, 50_000, "covered pixels drawn")
  }

  /// Eight pixels' taps summed at once are each pixel's taps summed one by one: 20,000 seeded spans, each pixel with
  /// its own first tap and steps, the counts of taps shared (1 to 64 along, 1 to 3 across), some pixels left out.
  func test_spanSums_sumAsThePortableTapsDo() throws {
    #if arch(x86_64)
      guard PerspectiveSampler.spansAtOnce else { throw XCTSkip("this CPU has no AVX2: spans are not summed at once") }
      var random = SplitMix(seed: 20_261_131)
      var compared = 0
      for _ in 0..<200 {
        let (width, height) = (Int.random(in: 2...120, using: &random), Int.random(in: 2...120, using: &random))
        let bytes = (0..<(width * height * 4)).map { _ in UInt8.random(in: 0...255, using: &random) }
        let level = PerspectiveSampler.Level(offset: 0, width: width, height: height)
        bytes.withUnsafeBufferPointer { buffer in
          let base = buffer.baseAddress!
          for _ in 0..<100 {
            let one = 1 << PerspectiveSampler.fractionBits
            let (across, down) = (Int.random(in: 1...64, using: &random), Int.random(in: 1...3, using: &random))
            var batch = PerspectiveSampler.Batch()
            var expected = InlineArray<8, UInt64>(repeating: 0)
            for k in 0..<8 where Bool.random(using: &random) {
              // A footprint wholly inside the level: its first tap and its steps drawn until one is.
              for _ in 0..<20 {
                let f = footprint(
                  across: (
                    Int.random(in: -one...one, using: &random), Int.random(in: -one...one, using: &random), across
                  ),
                  down: (Int.random(in: -one...one, using: &random), Int.random(in: -one...one, using: &random), down))
                let start = (
                  u: Int.random(in: 0..<((width - 1) * one), using: &random),
                  v: Int.random(in: 0..<((height - 1) * one), using: &random)
                )
                guard PerspectiveSampler.inside(f, level, at: start) else { continue }
                batch.add(k, f, at: start, cover: 255)
                expected[k] = PerspectiveSampler.taps(start, f.across, f.down) {
                  PerspectiveSampler.interiorTap(base, level, $0, $1)
                }
                break
              }
            }
            let sums = batch.sums(base, level, footprint(across: (0, 0, across), down: (0, 0, down)))
            for k in 0..<8 where batch.has(k) {
              compared += 1
              XCTAssertEqual(sums[k], expected[k], "pixel \(k) of a span on \(width)×\(height)")
            }
          }
        }
      }
      XCTAssertGreaterThan(compared, 20_000, "pixels compared")
    #endif
  }

  /// A footprint of the given steps and counts (its reach worked out as `Footprint` works it out).
  private func footprint(across: (u: Int, v: Int, n: Int), down: (u: Int, v: Int, n: Int))
    -> PerspectiveSampler.Footprint
  {
    PerspectiveSampler.Footprint(across: across, down: down)
  }
}
