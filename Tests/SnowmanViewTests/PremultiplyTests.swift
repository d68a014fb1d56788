import XCTest

@testable import SnowmanView

/// Premultiplying alpha (`Surface.premultiply`) as the levels the software stage samples are made: every colour and
/// alpha against ⌊(c × a + 127) / 255⌋ worked out here by division.
final class PremultiplyTests: XCTestCase {
  func test_everyChannelAtEveryAlpha_isTheRoundedProduct() {
    // One pixel for each (c, a): red c, green 255 - c, blue 7c mod 256, alpha a; a pitch wider than the row.
    let (width, height, pitch) = (256, 256, 256 * 4 + 12)
    var source = [UInt8](repeating: 0, count: pitch * height)
    for a in 0..<height {
      for c in 0..<width {
        let p = a * pitch + c * 4
        (source[p], source[p + 1], source[p + 2], source[p + 3]) = (
          UInt8(c), UInt8(255 - c), UInt8(c * 7 % 256), UInt8(a)
        )
      }
    }
    var target = [UInt8](repeating: 0xEE, count: pitch * height)
    source.withUnsafeBufferPointer { from in
      target.withUnsafeMutableBufferPointer { to in
        Surface.premultiply(
          from.baseAddress!, pitch: pitch, into: to.baseAddress!, pitch: pitch, width: width, height: height)
      }
    }
    var wrong = 0
    for a in 0..<height {
      for c in 0..<width {
        let p = a * pitch + c * 4
        for k in 0..<3 where Int(target[p + k]) != (Int(source[p + k]) * a + 127) / 255 { wrong += 1 }
        if target[p + 3] != UInt8(a) { wrong += 1 }
      }
      // The bytes past each row's pixels are not written.
      XCTAssertEqual(target[(a * pitch + width * 4)..<((a + 1) * pitch)].filter { $0 != 0xEE }.count, 0)
    }
    XCTAssertEqual(wrong, 0, "channels off the rounded product")
  }
}
