import XCTest

@testable import SnowmanController

/// The one drag-and-fling recogniser the picker and the ring of costumes read.
final class DragRecognizerTests: XCTestCase {
  func test_travelPastTheThreshold_makesADrag_once() {
    var any = DragRecognizer(x: 10, y: 10, time: 0)
    XCTAssertFalse(any.moved(x: 12, y: 12, time: 0.01).becameDrag, "2.8 pt is under 4")
    XCTAssertTrue(any.moved(x: 13, y: 13, time: 0.02).becameDrag, "4.2 pt across is a drag")
    XCTAssertFalse(any.moved(x: 30, y: 13, time: 0.03).becameDrag, "it became one already")
    XCTAssertTrue(any.isDragging)

    var list = DragRecognizer(x: 10, y: 10, time: 0, travel: .vertical)
    list.moved(x: 40, y: 12, time: 0.01)
    XCTAssertFalse(list.isDragging, "a vertical list counts only up and down")
    XCTAssertTrue(list.moved(x: 40, y: 14, time: 0.02).becameDrag)
  }

  func test_aMove_saysHowFarAndHowLong_sinceTheLast() {
    var d = DragRecognizer(x: 0, y: 0, time: 1)
    d.moved(x: 5, y: 0, time: 1.01)
    let move = d.moved(x: 8, y: -4, time: 1.03)
    XCTAssertEqual(move.dx, 3)
    XCTAssertEqual(move.dy, -4)
    XCTAssertEqual(move.seconds, 0.02, accuracy: 1e-12)
    XCTAssertEqual(d.startX, 0)
    XCTAssertEqual(d.x, 8)
  }

  func test_theFling_isTheSmoothedSpeed_andNoneAfterAPause() {
    var d = DragRecognizer(x: 0, y: 0, time: 0)
    for i in 1...10 { d.moved(x: Double(i) * 10, y: 0, time: Double(i) * 0.01) }
    XCTAssertEqual(d.flingVelocity(releasedAt: 0.1).vx, 1000, accuracy: 0.01, "steady moves: their speed")
    // One jittery last sample moves the speed by its weight, not wholly.
    d.moved(x: 130, y: 0, time: 0.11)
    XCTAssertEqual(d.flingVelocity(releasedAt: 0.11).vx, 300 + 0.7 * 3000, accuracy: 0.01)
    XCTAssertEqual(d.flingVelocity(releasedAt: 0.11 + DragRecognizer.flingPause).vx, 2400, accuracy: 0.01)
    let paused = d.flingVelocity(releasedAt: 0.2)
    XCTAssertEqual(paused.vx, 0, "held still before letting go: no fling")
    XCTAssertEqual(paused.vy, 0)
  }
}
