import XCTest

@testable import SnowmanSampler

/// Which levels' bytes the stage asks the caches for before a frame's rows (`PerspectiveSampler.prefetch`): those
/// the box's rows read, and no more than the limit.
final class PrefetchTests: XCTestCase {
  /// A 512 × 256 picture's ten levels, end to end.
  private let levels: [PerspectiveSampler.Level] = {
    var (levels, offset, width, height) = ([PerspectiveSampler.Level](), 0, 512, 256)
    while levels.count < 10 {
      levels.append(.init(offset: offset, width: width, height: height))
      offset += width * height * 4
      (width, height) = (max(1, width / 2), max(1, height / 2))
    }
    return levels
  }()

  private func asked(_ map: [Double], width: Int, height: Int) -> Range<Int>? {
    var entries = InlineArray<9, Double>(repeating: 0)
    for (i, entry) in map.enumerated() { entries[i] = entry }
    return levels.withUnsafeBufferPointer {
      PerspectiveSampler.prefetched($0, map: entries, width: width, height: height)
    }
  }

  private func bytes(of level: Int) -> Range<Int> {
    levels[level].offset..<(levels[level].offset + levels[level].width * levels[level].height * 4)
  }

  func test_aFlatPictureAtEachScale_asksForTheLevelItsRowsRead() {
    // Drawn at full size, then a quarter (each pixel four texels across: level 1 by the footprint's rule), then an
    // eighth.
    XCTAssertEqual(asked([1, 0, 0, 0, 1, 0, 0, 0, 1], width: 512, height: 256), bytes(of: 0))
    XCTAssertEqual(asked([4, 0, 0, 0, 4, 0, 0, 0, 1], width: 128, height: 64), bytes(of: 1))
    XCTAssertEqual(asked([8, 0, 0, 0, 8, 0, 0, 0, 1], width: 64, height: 32), bytes(of: 2))
  }

  func test_aPictureInPerspective_asksForEveryLevelFromItsNearEdgeToItsFarOne() throws {
    // Tilted away: the top row's pixels span many texels, the bottom row's about one.
    let range = try XCTUnwrap(asked([1, 0, 0, 0, 1, 0, 0, -0.0035, 1], width: 300, height: 280))
    XCTAssertEqual(range.lowerBound, bytes(of: 0).lowerBound)
    XCTAssertGreaterThan(range.upperBound, bytes(of: 1).upperBound)
  }

  func test_morePixelsThanTheLimit_asksForNone() {
    let big = PerspectiveSampler.Level(offset: 0, width: 4096, height: 4096)
    let none = [big].withUnsafeBufferPointer {
      PerspectiveSampler.prefetched($0, map: [1, 0, 0, 0, 1, 0, 0, 0, 1], width: 4096, height: 4096)
    }
    XCTAssertNil(none)
    XCTAssertNil(asked([1, 0, 0, 0, 1, 0, 0, 0, 1], width: 0, height: 10))
  }
}
