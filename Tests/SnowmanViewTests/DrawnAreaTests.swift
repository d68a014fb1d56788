import SnowmanFuzzing
import XCTest

@testable import SnowmanView

/// `DrawnArea` may cover more than was drawn, never less: held against the set of pixels itself over seeded boxes on
/// a small grid, with the merging of boxes near each other and past `DrawnArea.most`.
final class DrawnAreaTests: XCTestCase {
  typealias Box = DrawnArea.Box

  func covers(_ area: DrawnArea, _ x: Int, _ y: Int) -> Bool {
    area.all.contains { x >= $0.x0 && x < $0.x1 && y >= $0.y0 && y < $0.y1 }
  }

  func test_seededBoxes_areAllCovered_withinTheirBounds_andClippedToAWindow() {
    var rng = SplitMix(seed: 7)
    func box() -> Box {
      let (x, y) = (Int(rng.next() % 120) - 10, Int(rng.next() % 120) - 10)
      return Box(x0: x, y0: y, x1: x + Int(rng.next() % 30), y1: y + Int(rng.next() % 30))
    }
    let window = Box(x0: 0, y0: 0, x1: 100, y1: 100)
    for round in 0..<300 {
      let (one, other) = ((0..<Int(rng.next() % 10)).map { _ in box() }, (0..<Int(rng.next() % 4)).map { _ in box() })
      var a = DrawnArea(), b = DrawnArea()
      one.forEach { a.add($0) }
      other.forEach { b.add($0) }
      let both = a.union(b), clipped = both.clipped(to: window)
      XCTAssertLessThanOrEqual(both.count, DrawnArea.most, "round \(round)")
      let drawn = (one + other).filter { !$0.isEmpty }
      let bounds = drawn.dropFirst().reduce(drawn.first ?? Box()) { $0.union($1) }
      for y in -12..<145 {
        for x in -12..<145 {
          let inside = drawn.contains { x >= $0.x0 && x < $0.x1 && y >= $0.y0 && y < $0.y1 }
          let inBounds = x >= bounds.x0 && x < bounds.x1 && y >= bounds.y0 && y < bounds.y1
          if inside && !covers(both, x, y) { return XCTFail("round \(round): (\(x), \(y)) drawn, not covered") }
          if covers(both, x, y) && !inBounds {
            return XCTFail("round \(round): (\(x), \(y)) covered, never drawn near")
          }
          let inWindow = x >= 0 && x < 100 && y >= 0 && y < 100
          if covers(clipped, x, y) != (covers(both, x, y) && inWindow) {
            return XCTFail("round \(round): (\(x), \(y)) clipped wrongly")
          }
        }
      }
    }
  }

  func test_boxesFarApart_stayApart_andNearOnesMerge() {
    var area = DrawnArea()
    area.add(Box(x0: 0, y0: 0, x1: 10, y1: 10))
    area.add(Box(x0: 200, y0: 200, x1: 210, y1: 210))
    XCTAssertEqual(area.count, 2, "a picture and a playhead far below it")
    area.add(Box(x0: 12, y0: 0, x1: 20, y1: 10))
    XCTAssertEqual(area.count, 2, "a box a few pixels from another joins it")
    XCTAssertTrue(area.all.contains(Box(x0: 0, y0: 0, x1: 20, y1: 10)))
  }

  func test_fractionalRectangles_coverEveryPixelTheyTouch() {
    let area = DrawnArea(0.5, 1.25, 3.01, 4)
    XCTAssertEqual(area.all, [Box(x0: 0, y0: 1, x1: 4, y1: 4)])
    XCTAssertEqual(
      DrawnArea(.nan, 0, 1, 1).clipped(to: Box(x0: 0, y0: 0, x1: 5, y1: 5)).all, [Box(x0: 0, y0: 0, x1: 5, y1: 5)])
  }
}
