import XCTest

@testable import SnowmanSampler

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

  /// A blend of two texels rounds each pass: halfway between 0 and 255 is 128 in every lane, and equal texels stay
  /// themselves at every weight.
  func test_bilinear_roundsAndKeepsEqualTexels() {
    let black = PerspectiveSampler.spread(0xFF00_0000), white = PerspectiveSampler.spread(0xFFFF_FFFF)
    let mid = PerspectiveSampler.bilinear(black, white, black, white, (x: 64, y: 0))
    XCTAssertEqual(mid, 0x00FF_0080_0080_0080, "red, blue, green 128, alpha 255")
    let texel = PerspectiveSampler.spread(0x80C0_4020)
    for w in UInt64(0)..<128 {
      XCTAssertEqual(PerspectiveSampler.bilinear(texel, texel, texel, texel, (x: w, y: 127 - w)), texel)
    }
  }
}
