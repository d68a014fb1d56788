import XCTest

@testable import SnowmanController

final class FixedStepClockTests: XCTestCase {
  func test_oneStepFrame_givesOneStepAndNoRemainder() {
    var c = FixedStepClock()
    let r = c.advance(by: 1.0 / 120)
    XCTAssertEqual(r.steps, 1)
    XCTAssertEqual(r.alpha, 0, accuracy: 1e-9)
  }

  func test_60HzFrames_giveTwoSteps() {
    var c = FixedStepClock()
    for _ in 0..<100 {
      let r = c.advance(by: 1.0 / 60)
      XCTAssertEqual(r.steps, 2)
      XCTAssertEqual(r.alpha, 0, accuracy: 1e-6)
    }
  }

  func test_30HzFrames_giveFourSteps() {
    var c = FixedStepClock()
    XCTAssertEqual(c.advance(by: 1.0 / 30).steps, 4)
  }

  func test_longStall_isClampedTo30Steps() {
    var c = FixedStepClock()
    let r = c.advance(by: 5)
    XCTAssertEqual(r.steps, 30)
    XCTAssertEqual(r.alpha, 0, accuracy: 1e-6)
  }

  func test_remainder_isCarriedIntoTheNextFrame() {
    var c = FixedStepClock()
    var r = c.advance(by: 0.5 / 120)
    XCTAssertEqual(r.steps, 0)
    XCTAssertEqual(r.alpha, 0.5, accuracy: 1e-9)
    r = c.advance(by: 0.75 / 120)
    XCTAssertEqual(r.steps, 1)
    XCTAssertEqual(r.alpha, 0.25, accuracy: 1e-9)
    c.reset()
    XCTAssertEqual(c.accumulator, 0)
  }

  func test_negativeTime_countsAsZero() {
    var c = FixedStepClock()
    XCTAssertEqual(c.advance(by: -1).steps, 0)
    XCTAssertEqual(c.accumulator, 0)
  }

  func test_manualTimeSource_drivesTheClock() {
    let time = ManualTimeSource()
    var c = FixedStepClock()
    var total = 0
    var last = time.now()
    for _ in 0..<120 {
      time.advance(by: 1.0 / 60)
      total += c.advance(by: time.now() - last).steps
      last = time.now()
    }
    XCTAssertEqual(total, 240)
  }
}
