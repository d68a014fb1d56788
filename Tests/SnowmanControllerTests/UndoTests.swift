import Foundation
import SnowmanModel
import SnowmanStore
import XCTest

@testable import SnowmanController

/// Undo, redo and Revert of the draft; the edited state and the window title.
final class UndoTests: XCTestCase {
  func make() -> AppStore {
    let store = MemoryStore()
    return AppStore(store: store, loaded: store.loadAll())
  }

  func width(_ c: AppStore) -> String { c.state.tableText(.widthMultiplier) }

  func test_eachClick_isOneStep_andRedoMakesItAgain() {
    let c = make()
    for _ in 0..<3 {
      c.handle(.draft(.stepperIncremented(.widthMultiplier)))
      c.handle(.pointerReleased)
    }
    XCTAssertEqual(width(c), "×1.3")
    XCTAssertTrue(c.state.isEdited)
    XCTAssertEqual(c.state.windowTitle, "Snowman — Rest (edited)")
    for expected in ["×1.2", "×1.1", "×1.0"] {
      c.handle(.draft(.undoPressed))
      XCTAssertEqual(width(c), expected)
    }
    XCTAssertFalse(c.state.isEdited)
    XCTAssertEqual(c.state.windowTitle, "Snowman — Rest")
    XCTAssertFalse(c.state.draft.canUndo)
    c.handle(.draft(.undoPressed))
    XCTAssertEqual(width(c), "×1.0", "nothing more to undo")
    c.handle(.draft(.redoPressed))
    XCTAssertEqual(width(c), "×1.1")
    XCTAssertTrue(c.state.draft.canRedo)
  }

  func test_aHeldBurst_andADrag_areOneStepEach() {
    let c = make()
    for _ in 0..<7 { c.handle(.draft(.stepperIncremented(.heightMultiplier))) }  // press, then repeats while held
    c.handle(.pointerReleased)
    c.handle(.tabSelected(.settings))
    c.handle(.curves(.easingChosen(.custom)))
    for x in stride(from: 0.1, through: 0.5, by: 0.1) {
      c.handle(.curves(.curveHandleDragged(handle: 1, x: x, y: 0.2)))
    }
    c.handle(.pointerReleased)
    func curve() -> Easing { c.state.draft.curve(at: c.state.playhead) }
    XCTAssertEqual(curve().bezier?.x1, 0.5)
    c.handle(.draft(.undoPressed))
    XCTAssertEqual(curve().kind, .custom, "the whole drag went back in one step")
    XCTAssertNotEqual(curve().bezier?.x1, 0.5)
    c.handle(.draft(.undoPressed))
    XCTAssertNotEqual(curve().kind, .custom, "the menu choice was its own step")
    c.handle(.draft(.undoPressed))
    XCTAssertEqual(c.state.tableText(.heightMultiplier), "×1.0", "the whole burst went back in one step")
  }

  func test_aClickThatChangesNothing_isNoStep_andKeepsRedo() {
    let c = make()
    c.handle(.draft(.stepperIncremented(.widthMultiplier)))
    c.handle(.pointerReleased)
    c.handle(.draft(.undoPressed))
    c.handle(.draft(.stepperDecremented(.repeatCount)))  // already at its lowest
    c.handle(.pointerReleased)
    XCTAssertTrue(c.state.draft.canRedo)
    c.handle(.draft(.redoPressed))
    XCTAssertEqual(width(c), "×1.1")
  }

  func test_historySurvivesTabs_butNotAnotherPreset() {
    let c = make()
    c.handle(.draft(.stepperIncremented(.widthMultiplier)))
    c.handle(.pointerReleased)
    c.handle(.tabSelected(.animation))
    c.handle(.tabSelected(.settings))
    XCTAssertTrue(c.state.draft.canUndo)
    c.handle(.library(.pickerRowTapped(1)))
    XCTAssertEqual(c.state.library.selectedPreset.name, "Showcase")
    XCTAssertFalse(c.state.draft.canUndo, "another preset, a new history")
    c.handle(.draft(.undoPressed))
    XCTAssertEqual(c.state.draft.setting, c.state.library.selectedPreset.setting)
  }

  func test_revert_givesThePresetsValuesBack_andCanBeUndone() {
    let c = make()
    c.handle(.tabSelected(.settings))
    c.handle(.tracks(.addKeyframesPressed))
    c.handle(.tracks(.addKeyframesPressed))
    c.handle(.draft(.stepperIncremented(.opacity)))
    c.handle(.draft(.stepperDecremented(.opacity)))
    c.handle(.draft(.stepperDecremented(.opacity)))
    c.handle(.pointerReleased)
    let edited = c.state.draft.setting
    XCTAssertTrue(c.state.isEdited)
    c.handle(.draft(.revertPressed))
    XCTAssertEqual(c.state.draft.setting, c.state.library.selectedPreset.setting)
    XCTAssertEqual(c.state.draft.selection, [], "the keyframes selected are gone with the edit")
    XCTAssertFalse(c.state.isEdited)
    c.handle(.draft(.undoPressed))
    XCTAssertEqual(c.state.draft.setting, edited)
    c.handle(.draft(.undoPressed))
    c.handle(.draft(.undoPressed))
    XCTAssertEqual(c.state.draft.setting.durationSeconds, 2, "the move added after the last was a step of its own")
  }

  func test_undo_givesTheSelectionBackWithTheKeyframes() {
    let c = make()
    c.handle(.tabSelected(.settings))
    c.handle(.tracks(.addKeyframesPressed))
    let added = c.state.draft.selection
    XCTAssertEqual(added.count, PropertyKey.animated.count, "every property keyed, and selected")
    c.handle(.tracks(.deletePressed))
    XCTAssertEqual(c.state.draft.selection, [])
    c.handle(.draft(.undoPressed))
    XCTAssertEqual(c.state.draft.selection, added, "undo brings the keyframes back selected, with their ids")
    c.handle(.draft(.undoPressed))
    XCTAssertTrue(c.state.draft.setting.tracks.isEmpty)
  }
}
