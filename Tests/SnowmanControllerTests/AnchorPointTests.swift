import Foundation
import SnowmanModel
import SnowmanStore
import XCTest

@testable import SnowmanController

/// The Anchor card's grid: nine named points, a click puts the anchor there in one undo step.
final class AnchorPointTests: XCTestCase {
  func test_aPoint_setsBothNumbers_inOneUndoStep_andIsTheChosenOne() {
    let c = AppStore(store: MemoryStore(), loaded: MemoryStore().loadAll())
    c.handle(.tabSelected(.settings))
    XCTAssertTrue(AnchorPoint.centre.isChosen(in: c.state))
    for action in ControlID.feature(.anchor(.top)).clickActions { c.handle(action) }
    XCTAssertEqual(c.state.tableValue(.anchorX), 0.5)
    XCTAssertEqual(c.state.tableValue(.anchorY), 0)
    XCTAssertTrue(AnchorPoint.top.isChosen(in: c.state))
    XCTAssertFalse(AnchorPoint.centre.isChosen(in: c.state))
    for action in ControlID.feature(.anchor(.bottomRight)).clickActions { c.handle(action) }
    XCTAssertEqual([c.state.tableValue(.anchorX), c.state.tableValue(.anchorY)], [1, 1])
    c.handle(.draft(.undoPressed))
    XCTAssertEqual([c.state.tableValue(.anchorX), c.state.tableValue(.anchorY)], [0.5, 0], "one step back")
    c.handle(.draft(.undoPressed))
    XCTAssertEqual([c.state.tableValue(.anchorX), c.state.tableValue(.anchorY)], [0.5, 0.5])
  }

  func test_thePoints_comeBeforeTheAnchorSteppers_inTabOrder_andNameThemselves() {
    let c = AppStore(store: MemoryStore(), loaded: MemoryStore().loadAll())
    c.handle(.tabSelected(.settings))
    let order = c.state.focusOrder
    // One stop for the grid, at the chosen point (the centre at rest): its arrows move it (RadioGroupKeysTests).
    XCTAssertEqual(
      order.filter { if case .feature(.anchor) = $0 { true } else { false } }, [.feature(.anchor(.centre))])
    let first = order.firstIndex(of: .feature(.anchor(.centre)))
    let stepper = order.firstIndex(of: .feature(.draft(.row(.anchorX))))
    XCTAssertNotNil(first)
    XCTAssertLessThan(first ?? .max, stepper ?? 0)
    XCTAssertEqual(AnchorPoint.allCases.map { $0.label(in: c.state) }.last, "Bottom right")
    XCTAssertEqual(AnchorPoint.bottomLeft.key, "settings.anchor.bottomLeft")
    XCTAssertEqual([AnchorPoint.right.x, AnchorPoint.right.y], [1, 0.5])
  }
}
