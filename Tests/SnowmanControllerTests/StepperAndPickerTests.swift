import SnowmanModel
import XCTest

@testable import SnowmanController

final class StepperTests: XCTestCase {
  func test_incrementsByStepWithoutFloatDust() {
    var s = Stepper(PropertyTable.spec(.widthMultiplier), value: 1)
    for _ in 0..<5 { s.increment() }
    XCTAssertEqual(s.value, 1.5)
    XCTAssertEqual(PropertyTable.spec(.widthMultiplier).format(s.value), "×1.5")
  }

  func test_clampsAtLimits_andFlagsThem() {
    var s = Stepper(PropertyTable.spec(.opacity), value: 0.9)
    XCTAssertTrue(s.canIncrement)
    s.increment()
    XCTAssertEqual(s.value, 1)
    XCTAssertFalse(s.canIncrement)
    s.increment()
    XCTAssertEqual(s.value, 1)
    var r = Stepper(PropertyTable.spec(.repeatCount), value: 1)
    XCTAssertFalse(r.canDecrement)
    r.decrement()
    XCTAssertEqual(r.value, 1)
  }

  func test_choices_stepThroughNames() {
    var e = Stepper(PropertyTable.spec(.easing), value: 0)
    var names: [String] = []
    for _ in 0..<12 {
      names.append(PropertyTable.spec(.easing).format(e.value))
      e.increment()
    }
    XCTAssertEqual(
      names,
      [
        "linear", "ease in", "ease out", "ease in-out", "custom", "spring", "bounce", "back", "elastic", "steps",
        "stops", "stops",
      ])
    var a = Stepper(PropertyTable.spec(.autoreverse), value: 1)
    XCTAssertFalse(a.canIncrement)
    a.decrement()
    XCTAssertEqual(PropertyTable.spec(.autoreverse).format(a.value), "off")
  }

  func test_negativeRange_stepsThroughZero() {
    var z = Stepper(PropertyTable.spec(.zTurns), value: -0.5)
    z.increment()
    z.increment()
    XCTAssertEqual(z.value, 0)
    z.increment()
    XCTAssertEqual(z.value, 0.25)
  }
}

final class PickerTests: XCTestCase {
  func settle(_ p: inout Picker, seconds: Double = 3) {
    for _ in 0..<Int(seconds * 120) { p.step(seconds: 1.0 / 120) }
  }

  func test_scroll_movesSelectionAndGlides() {
    var p = Picker(rowCount: 5, selectedIndex: 0)
    p.scroll(byRows: 2)
    XCTAssertEqual(p.selectedIndex, 2)
    XCTAssertTrue(p.isMoving)
    settle(&p)
    XCTAssertEqual(p.offset, 2)
    XCTAssertFalse(p.isMoving)
    p.scroll(byRows: 10)
    XCTAssertEqual(p.selectedIndex, 4)
    p.scroll(byRows: -10)
    XCTAssertEqual(p.selectedIndex, 0)
  }

  func test_dragWithoutFlick_snapsToNearestRow() {
    var p = Picker(rowCount: 10, selectedIndex: 0)
    p.dragBegan()
    p.dragMoved(byRows: 2.6)
    p.dragEnded(velocity: 0)
    XCTAssertEqual(p.selectedIndex, 3)
    settle(&p)
    XCTAssertEqual(p.offset, 3)
  }

  func test_flick_coastsWithDecayingMomentumThenSnaps() {
    var p = Picker(rowCount: 50, selectedIndex: 0)
    p.dragBegan()
    p.dragMoved(byRows: 0.5)
    p.dragEnded(velocity: 20)
    var speeds: [Double] = []
    for _ in 0..<30 {
      p.step(seconds: 1.0 / 120)
      speeds.append(p.velocity)
    }
    XCTAssertTrue(zip(speeds, speeds.dropFirst()).allSatisfy { $0 > $1 }, "momentum decays")
    settle(&p, seconds: 5)
    XCTAssertFalse(p.isMoving)
    XCTAssertEqual(p.offset, Double(p.selectedIndex))
    // v/friction is how far momentum carries: 20 / 4 = 5 rows, plus the half row dragged.
    XCTAssertTrue((4...6).contains(p.selectedIndex), "coasted to \(p.selectedIndex)")
  }

  func test_dragPastTheEnd_givesWayAndComesBack() {
    var p = Picker(rowCount: 3, selectedIndex: 0)
    p.dragBegan()
    p.dragMoved(byRows: -3)
    XCTAssertEqual(p.offset, -1, accuracy: 1e-9)
    p.dragEnded(velocity: 0)
    settle(&p)
    XCTAssertEqual(p.selectedIndex, 0)
    XCTAssertEqual(p.offset, 0)
  }
}
