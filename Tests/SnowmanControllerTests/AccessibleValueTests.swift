import SnowmanModel
import XCTest

@testable import SnowmanController

/// What a screen reader reads of a control's value and text, and what setting them does to the state.
final class AccessibleValueTests: XCTestCase {
  func state(_ tab: Tab = .settings) -> AppState {
    AppState(tab: tab, presets: BuiltInPresets.all, selectedIndex: 1, draft: nil)
  }

  func test_aRowsValue_isItsStepperRange_andSettingItSnapsToAStep_asOneUndoStep() {
    var s = state()
    let value = ControlID.feature(.draft(.row(.widthMultiplier))).accessibleValue(in: s)
    XCTAssertEqual(value?.minimum, -10)
    XCTAssertEqual(value?.maximum, 10)
    XCTAssertEqual(value?.increment, 0.1)
    XCTAssertEqual(value?.current, s.tableValue(.widthMultiplier))
    XCTAssertEqual(value?.text, s.tableText(.widthMultiplier))
    let before = s.tableValue(.widthMultiplier)
    for action in ControlID.feature(.draft(.row(.widthMultiplier))).valueActions(2.53, in: s) {
      XCTAssertEqual(AppFeature.reduce(&s, action), [])
    }
    XCTAssertEqual(s.tableValue(.widthMultiplier), 2.5)
    XCTAssertEqual(AppFeature.reduce(&s, .draft(.valueSet(.widthMultiplier, 99))), [])
    XCTAssertEqual(s.tableValue(.widthMultiplier), 10, "clamped at the maximum")
    _ = AppFeature.reduce(&s, .draft(.undoPressed))
    XCTAssertEqual(s.tableValue(.widthMultiplier), 2.5, "each set is its own undo step")
    _ = AppFeature.reduce(&s, .draft(.undoPressed))
    XCTAssertEqual(s.tableValue(.widthMultiplier), before)
  }

  func test_theTimelinesValue_isInSeconds_andSettingItSeeks() {
    var s = state(.animation)
    let total = s.playback.totalSeconds
    XCTAssertEqual(ControlID.feature(.transport(.timeline)).accessibleValue(in: s)?.maximum, total)
    for action in ControlID.feature(.transport(.timeline)).valueActions(total / 2, in: s) {
      _ = AppFeature.reduce(&s, action)
    }
    XCTAssertEqual(s.playback.elapsedSeconds, total / 2, accuracy: 1 / 60)
    XCTAssertEqual(
      ControlID.feature(.transport(.timeline)).accessibleValue(in: s)?.current ?? -1, total / 2, accuracy: 1 / 60)
    XCTAssertNil(ControlID.feature(.transport(.play)).accessibleValue(in: s))
    XCTAssertEqual(ControlID.feature(.transport(.play)).valueActions(1, in: s), [])
  }

  func test_replacingAFieldsText_replacesItAll() {
    var s = state()
    _ = AppFeature.reduce(&s, .draft(.saveTapped))
    for action in ControlID.feature(.draft(.promptField)).textActions("Tall") { _ = AppFeature.reduce(&s, action) }
    XCTAssertEqual(s.savePrompt?.text, "Tall")
    for action in ControlID.feature(.draft(.promptField)).textActions("") { _ = AppFeature.reduce(&s, action) }
    XCTAssertEqual(s.savePrompt?.text, "")
    XCTAssertEqual(ControlID.feature(.transport(.play)).textActions("x"), [], "a button has no text to set")
  }
}
