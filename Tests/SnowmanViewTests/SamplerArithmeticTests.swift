import SnowmanFuzzing
import XCTest

@testable import SnowmanSampler

#if arch(x86_64)
  import CSampler
#endif

/// The software stage's fixed-point arithmetic, checked against plain integer arithmetic where it could go wrong.
final class SamplerArithmeticTests: XCTestCase {
  /// The averaging multiply must be the division it stands for, at every count of taps a pixel can take, on both
  /// sides of every step of the quotient.
  func test_quotient_isTheDivision_forEveryCountOfTaps() {
    for taps in 1...(PerspectiveSampler.maxTaps * PerspectiveSampler.maxShortTaps) {
      let scale = UInt64(255 * taps)
      for q in UInt64(0)...256 {
        for x in [q * scale, q * scale + scale / 2, q * scale + scale - 1] where x <= 256 * scale {
          XCTAssertEqual(PerspectiveSampler.quotient(x, taps: taps), x / scale, "\(x) over \(taps) taps")
        }
      }
    }
  }

  /// A blend of two texels rounds once: halfway between 0 and 255 is 128 in every lane, and equal texels stay
  /// themselves at every weight.
  /// `fixed` and `ceiling` convert with the processor's plain conversion on x86-64: the values of Swift's checked
  /// conversion, over seeded numbers of every size and sign, whole numbers and halves among them.
  func test_fixedAndCeiling_areTheCheckedConversions() {
    func checkedFixed(_ t: Double) -> Int {
      let clamped = min(max(t, -1_000_000), 1_000_000)
      return Int((clamped + 1_048_576) * 65536) - 1_048_576 * 65536
    }
    func checkedCeiling(_ t: Double) -> Int {
      let whole = Int(t)
      return Double(whole) < t ? whole + 1 : whole
    }
    var rng = SplitMix(seed: 20_261_130)
    var numbers: [Double] = [0, -0.0, 0.5, -0.5, 1, -1, 1e6, -1e6, 1e6 + 0.5, -1e6 - 0.5, 1e12, -1e12, 1e300, -1e300]
    for _ in 0..<200_000 {
      let magnitude = pow(10, Double(rng.next() % 14) - 6)
      let t = (Double(rng.next() % 2_000_001) / 1_000_000 - 1) * magnitude
      numbers += [t, t.rounded(), t.rounded(.down) + 0.5, Double(Int64(t * 65536)) / 65536]
    }
    for t in numbers {
      guard PerspectiveSampler.fixed(t) == checkedFixed(t) else { return XCTFail("fixed(\(t))") }
      guard t < 9e18, t > -9e18 else { continue }
      guard PerspectiveSampler.ceiling(abs(t)) == checkedCeiling(abs(t)) else { return XCTFail("ceiling(\(abs(t)))") }
    }
  }

  func test_bilinear_roundsAndKeepsEqualTexels() {
    let black = PerspectiveSampler.spread(0xFF00_0000), white = PerspectiveSampler.spread(0xFFFF_FFFF)
    let mid = PerspectiveSampler.bilinear(black, white, black, white, (x: 64, y: 0))
    XCTAssertEqual(mid, 0x00FF_0080_0080_0080, "red, blue, green 128, alpha 255")
    let texel = PerspectiveSampler.spread(0x80C0_4020)
    for w in UInt64(0)..<128 {
      XCTAssertEqual(PerspectiveSampler.bilinear(texel, texel, texel, texel, (x: w, y: 127 - w)), texel)
    }
  }

  /// The SSE2 taps (one register a tap, `CSampler`) are the portable path's bytes: the same sums for 20,000 seeded
  /// footprints (those wholly inside their level) of every shape the sampler takes (1 to 64 taps along, 1 to 3 across, any direction) on random
  /// levels, and for single taps anywhere inside; an x86-64 build draws with them, every other with the portable one.
  func test_simdTaps_sumAsThePortableTapsDo() throws {
    #if arch(x86_64)
      var random = SplitMix(seed: 20_261_127)
      var compared = 0
      for _ in 0..<200 {
        let (width, height) = (Int.random(in: 2...90, using: &random), Int.random(in: 2...90, using: &random))
        let bytes = (0..<(width * height * 4 + 8)).map { _ in UInt8.random(in: 0...255, using: &random) }
        let level = PerspectiveSampler.Level(offset: 8, width: width, height: height)
        bytes.withUnsafeBufferPointer { buffer in
          let base = buffer.baseAddress!, texels = base + 8
          for _ in 0..<100 {
            let one = 1 << PerspectiveSampler.fractionBits
            let across = (
              u: Int.random(in: -one...one, using: &random), v: Int.random(in: -one...one, using: &random),
              n: Int.random(in: 1...64, using: &random)
            )
            let down = (
              u: Int.random(in: -one...one, using: &random), v: Int.random(in: -one...one, using: &random),
              n: Int.random(in: 1...3, using: &random)
            )
            let start = (
              u: Int.random(in: 0..<((width - 1) * one), using: &random),
              v: Int.random(in: 0..<((height - 1) * one), using: &random)
            )
            let portable = PerspectiveSampler.taps(start, across, down) { u, v in
              let inside = u >= 0 && v >= 0 && u >> 16 < width - 1 && v >> 16 < height - 1
              return inside ? PerspectiveSampler.interiorTap(base, level, u, v) : 0
            }
            // Only footprints wholly inside take the SSE2 path; the rest are summed tap by tap as before.
            let lastU = start.u + (across.n - 1) * across.u + (down.n - 1) * down.u
            let lastV = start.v + (across.n - 1) * across.v + (down.n - 1) * down.v
            let corners = [
              (start.u, start.v), (lastU, lastV),
              (start.u + (across.n - 1) * across.u, start.v + (across.n - 1) * across.v),
              (start.u + (down.n - 1) * down.u, start.v + (down.n - 1) * down.v),
            ]
            guard corners.allSatisfy({ $0.0 >= 0 && $0.1 >= 0 && $0.0 >> 16 < width - 1 && $0.1 >> 16 < height - 1 })
            else { continue }
            compared += 1
            let simd = snowman_interior_taps(
              texels, width * 4, start.u, start.v, across.u, across.v, across.n, down.u, down.v, down.n)
            XCTAssertEqual(simd, portable, "\(width)×\(height) from \(start), across \(across), down \(down)")
            XCTAssertEqual(
              snowman_interior_tap_lanes(texels, width * 4, start.u, start.v),
              PerspectiveSampler.interiorTap(base, level, start.u, start.v))
          }
        }
      }
      XCTAssertGreaterThan(compared, 5000, "footprints wholly inside their level, compared")
    #endif
  }
}
