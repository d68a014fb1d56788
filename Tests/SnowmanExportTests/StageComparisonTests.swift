import XCTest

/// The judge every generated pose goes through: what it lets pass and what it must not.
final class StageComparisonTests: XCTestCase {
  static let width = 64, height = 64

  /// A drawing with `alpha` over the rectangle, white, on nothing.
  func drawing(x: Int, y: Int, w: Int, h: Int, alpha: UInt8 = 255) -> [UInt8] {
    var pixels = [UInt8](repeating: 0, count: Self.width * Self.height * 4)
    for row in y..<(y + h) {
      for column in x..<(x + w) {
        let i = (row * Self.width + column) * 4
        (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3]) = (255, 255, 255, alpha)
      }
    }
    return pixels
  }

  func compare(_ a: [UInt8], _ b: [UInt8]) -> StageComparison {
    StageComparison(a, b, width: Self.width, height: Self.height)
  }

  func test_theSameShape_passes() {
    let square = drawing(x: 10, y: 10, w: 40, h: 40)
    let result = compare(square, square)
    XCTAssertEqual(result.kind, .shape)
    XCTAssertEqual(result.meanDifference, 0)
    XCTAssertEqual(result.silhouetteIoU, 1)
    XCTAssertNil(result.failure)
  }

  func test_aShapeMissingTwoRows_failsItsOverlap() {
    let result = compare(drawing(x: 10, y: 10, w: 40, h: 40), drawing(x: 10, y: 10, w: 40, h: 38))
    XCTAssertEqual(result.kind, .shape)
    XCTAssertEqual(result.silhouetteIoU, 0.95, accuracy: 1e-9)
    XCTAssertNotNil(result.failure)
  }

  /// Poses 3347 and 1578 of `make fidelity`'s seed: a straight edge 39 % across a row, which Chromium's 4 × 4 samples
  /// make 50 %, is in both silhouettes; one 36 % across against 50 % is not.
  func test_anEdgeRowWithinAReferencesStep_isShared() {
    var exact = drawing(x: 10, y: 10, w: 40, h: 20)
    var sampled = exact
    for x in 10..<50 {
      exact[(30 * Self.width + x) * 4 + 3] = 100
      sampled[(30 * Self.width + x) * 4 + 3] = 128
      (exact[(30 * Self.width + x) * 4], sampled[(30 * Self.width + x) * 4]) = (255, 255)
    }
    XCTAssertEqual(compare(exact, sampled).silhouetteIoU, 1)
    for x in 10..<50 { exact[(30 * Self.width + x) * 4 + 3] = 92 }
    XCTAssertEqual(compare(exact, sampled).silhouetteIoU, 800 / 840, accuracy: 1e-9)
  }

  /// Pose 4006 of `make fidelity`'s seed: the OpenGL stage left one pixel of alpha 6 where the software stage drew
  /// nothing, a mean of 3 levels over a box of one pixel.
  func test_oneFaintPixelAgainstNothing_isASliverHeldToItsCoverage() {
    let result = compare(drawing(x: 16, y: 30, w: 1, h: 1, alpha: 6), drawing(x: 0, y: 0, w: 0, h: 0))
    XCTAssertEqual(result.kind, .sliver)
    XCTAssertNil(result.failure)
  }

  func test_aLargeFaintShape_isHeldToItsColours() {
    let faint = drawing(x: 0, y: 0, w: 60, h: 60, alpha: 7)
    let same = compare(faint, faint)
    XCTAssertEqual(same.kind, .faint)
    XCTAssertNil(same.failure)
    let missing = compare(faint, drawing(x: 0, y: 0, w: 0, h: 0))
    XCTAssertEqual(missing.kind, .faint)
    XCTAssertEqual(missing.meanDifference, 3, accuracy: 1e-9, "3 % of white over the grey is 3 levels")
    XCTAssertNotNil(missing.failure)
  }

  func test_aSliverWhoseCoverageIsHalved_fails() {
    let result = compare(drawing(x: 2, y: 20, w: 60, h: 4), drawing(x: 2, y: 20, w: 60, h: 2))
    XCTAssertEqual(result.kind, .sliver)
    XCTAssertNotNil(result.failure)
  }
}
