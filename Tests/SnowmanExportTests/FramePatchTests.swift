import XCTest

@testable import SnowmanExport

/// The GIF writer's choice of what to send, on small frames made by hand.
final class FramePatchTests: XCTestCase {
  let width = 40, height = 30

  /// A grey frame with a red `size`×`size` square at (`x`, `y`).
  func frame(square x: Int, _ y: Int, size: Int = 6, grey: UInt8 = 120) -> [UInt8] {
    var out = [UInt8](repeating: 0, count: width * height * 4)
    for py in 0..<height {
      for px in 0..<width {
        let o = (py * width + px) * 4
        let inside = (x..<(x + size)).contains(px) && (y..<(y + size)).contains(py)
        out[o] = inside ? 220 : grey
        out[o + 1] = inside ? 30 : grey
        out[o + 2] = inside ? 30 : grey
        out[o + 3] = 255
      }
    }
    return out
  }

  func test_theFirstFrame_isWhole() {
    var sent: SentCanvas? = nil
    let first = frame(square: 3, 3)
    let patch = FramePatch.changes(from: &sent, to: first, width: width, height: height)
    XCTAssertEqual(patch.rect, PixelRect(x: 0, y: 0, width: 40, height: 30))
    XCTAssertEqual(patch.rgba, first)
    XCTAssertTrue(patch.isWhole)
    XCTAssertEqual(sent?.pixels, first)
  }

  func test_aMovedSquare_sendsTheBoxAroundBothPlaces_andLeavesTheRestTransparent() {
    var sent: SentCanvas? = SentCanvas(pixels: frame(square: 8, 8), width: width, height: height)
    let next = frame(square: 10, 8)
    let patch = FramePatch.changes(from: &sent, to: next, width: width, height: height)
    // Columns 8–9 turn grey, columns 14–15 turn red; the middle of the square stays red.
    XCTAssertEqual(patch.rect, PixelRect(x: 8, y: 8, width: 8, height: 6))
    XCTAssertTrue(patch.keepsCanvas)
    func alpha(_ x: Int, _ y: Int) -> UInt8 { patch.rgba[((y - 8) * 8 + (x - 8)) * 4 + 3] }
    XCTAssertEqual(alpha(8, 8), 255, "uncovered: sent grey")
    XCTAssertEqual(patch.rgba[0], 120)
    XCTAssertEqual(alpha(12, 10), 0, "red before and after: not sent")
    XCTAssertEqual(alpha(15, 13), 255, "newly covered: sent red")
    XCTAssertEqual(sent?.pixels, next, "what was sent is brought up to date")
  }

  func test_nothingChanged_isOneTransparentPixel() {
    var sent: SentCanvas? = SentCanvas(pixels: frame(square: 8, 8), width: width, height: height)
    let patch = FramePatch.changes(from: &sent, to: frame(square: 8, 8), width: width, height: height)
    XCTAssertEqual(patch.rect, PixelRect(x: 0, y: 0, width: 1, height: 1))
    XCTAssertEqual(patch.rgba, [0, 0, 0, 0])
  }

  func test_aSlowDrift_isHeldWithinTheTolerance_thenSent() {
    var sent: SentCanvas? = SentCanvas(pixels: frame(square: 8, 8, grey: 120), width: width, height: height)
    // Each step moves the whole background by 3 levels: under the trigger, so nothing is sent …
    for (step, grey) in [123, 126].enumerated() {
      let patch = FramePatch.changes(
        from: &sent, to: frame(square: 8, 8, grey: UInt8(grey)), width: width, height: height)
      XCTAssertEqual(patch.rect.width * patch.rect.height, 1, "step \(step)")
    }
    // … until it is more than `trigger` away from what was sent (120), compared with what was sent, not the last frame.
    let patch = FramePatch.changes(from: &sent, to: frame(square: 8, 8, grey: 129), width: width, height: height)
    XCTAssertEqual(patch.rect, PixelRect(x: 0, y: 0, width: 40, height: 30))
    XCTAssertEqual(patch.rgba[3], 255)
    XCTAssertEqual(sent?.pixels[0], 129)
  }

  func test_aTransparentCanvas_sendsTheVisibleBox_andClearsIt() {
    var rgba = [UInt8](repeating: 0, count: width * height * 4)
    for y in 5..<9 { for x in 20..<23 { rgba[(y * width + x) * 4 + 3] = 255 } }
    let patch = FramePatch.visible(rgba, width: width, height: height)
    XCTAssertEqual(patch.rect, PixelRect(x: 20, y: 5, width: 3, height: 4))
    XCTAssertFalse(patch.keepsCanvas)
    XCTAssertTrue(patch.rgba.enumerated().allSatisfy { $0.offset % 4 != 3 || $0.element == 255 })
  }
}

extension FramePatchTests {
  func test_aFaintResidue_isSentExactly_afterItSettles() {
    var sent: SentCanvas? = nil
    _ = FramePatch.changes(from: &sent, to: frame(square: 8, 8, grey: 120), width: width, height: height)
    // 3 levels: under the trigger, over `settle`. Held for `settleFrames` - 1 frames, sent on the next.
    let faint = frame(square: 8, 8, grey: 123)
    for step in 1..<FramePatch.settleFrames {
      let patch = FramePatch.changes(from: &sent, to: faint, width: width, height: height)
      XCTAssertEqual(patch.rect.width * patch.rect.height, 1, "frame \(step) holds")
    }
    let patch = FramePatch.changes(from: &sent, to: faint, width: width, height: height)
    XCTAssertEqual(patch.rect, PixelRect(x: 0, y: 0, width: 40, height: 30), "then the ghost is cleared")
    XCTAssertEqual(sent?.pixels, faint)
    let after = FramePatch.changes(from: &sent, to: faint, width: width, height: height)
    XCTAssertEqual(after.rect.width * after.rect.height, 1, "and stays cleared")
  }
}
