import Foundation
import SnowmanModel
import XCTest

@testable import SnowmanController

/// Undo, redo and Revert of the draft; the edited state and the window title.
final class UndoTests: XCTestCase {
  func make() -> AppController {
    let store = MemoryStore()
    return AppController(store: store, loaded: store.loadAll())
  }

  func width(_ c: AppController) -> String { c.state.step.formatted(.widthMultiplier) }

  func test_eachClick_isOneStep_andRedoMakesItAgain() {
    let c = make()
    for _ in 0..<3 {
      c.handle(.stepperIncremented(.widthMultiplier))
      c.handle(.pointerReleased)
    }
    XCTAssertEqual(width(c), "×1.3")
    XCTAssertTrue(c.state.isEdited)
    XCTAssertEqual(c.state.windowTitle, "Snowman — Rest (edited)")
    for expected in ["×1.2", "×1.1", "×1.0"] {
      c.handle(.undoPressed)
      XCTAssertEqual(width(c), expected)
    }
    XCTAssertFalse(c.state.isEdited)
    XCTAssertEqual(c.state.windowTitle, "Snowman — Rest")
    XCTAssertFalse(c.state.canUndo)
    c.handle(.undoPressed)
    XCTAssertEqual(width(c), "×1.0", "nothing more to undo")
    c.handle(.redoPressed)
    XCTAssertEqual(width(c), "×1.1")
    XCTAssertTrue(c.state.canRedo)
  }

  func test_aHeldBurst_andADrag_areOneStepEach() {
    let c = make()
    for _ in 0..<7 { c.handle(.stepperIncremented(.heightMultiplier)) }  // press, then repeats while held
    c.handle(.pointerReleased)
    c.handle(.tabSelected(.settings))
    c.handle(.easingChosen(.custom))
    for x in stride(from: 0.1, through: 0.5, by: 0.1) { c.handle(.curveHandleDragged(handle: 1, x: x, y: 0.2)) }
    c.handle(.pointerReleased)
    XCTAssertEqual(c.state.step.easing.bezier?.x1, 0.5)
    c.handle(.undoPressed)
    XCTAssertEqual(c.state.step.easing.kind, .custom, "the whole drag went back in one step")
    XCTAssertNotEqual(c.state.step.easing.bezier?.x1, 0.5)
    c.handle(.undoPressed)
    XCTAssertNotEqual(c.state.step.easing.kind, .custom, "the menu choice was its own step")
    c.handle(.undoPressed)
    XCTAssertEqual(c.state.step.formatted(.heightMultiplier), "×1.0", "the whole burst went back in one step")
  }

  func test_aClickThatChangesNothing_isNoStep_andKeepsRedo() {
    let c = make()
    c.handle(.stepperIncremented(.widthMultiplier))
    c.handle(.pointerReleased)
    c.handle(.undoPressed)
    c.handle(.stepperDecremented(.xFlips))  // already at its lowest
    c.handle(.pointerReleased)
    XCTAssertTrue(c.state.canRedo)
    c.handle(.redoPressed)
    XCTAssertEqual(width(c), "×1.1")
  }

  func test_historySurvivesTabs_butNotAnotherPreset() {
    let c = make()
    c.handle(.stepperIncremented(.widthMultiplier))
    c.handle(.pointerReleased)
    c.handle(.tabSelected(.animation))
    c.handle(.tabSelected(.settings))
    XCTAssertTrue(c.state.canUndo)
    c.handle(.pickerRowTapped(1))
    XCTAssertEqual(c.state.selectedPreset.name, "Showcase")
    XCTAssertFalse(c.state.canUndo, "another preset, a new history")
    c.handle(.undoPressed)
    XCTAssertEqual(c.state.draft, c.state.selectedPreset.setting)
  }

  func test_revert_givesThePresetsValuesBack_andCanBeUndone() {
    let c = make()
    c.handle(.addStepClicked)
    c.handle(.stepperIncremented(.opacity))
    c.handle(.stepperDecremented(.opacity))
    c.handle(.stepperDecremented(.opacity))
    c.handle(.pointerReleased)
    let edited = c.state.draft
    XCTAssertTrue(c.state.isEdited)
    c.handle(.revertPressed)
    XCTAssertEqual(c.state.draft, c.state.selectedPreset.setting)
    XCTAssertEqual(c.state.selectedStep, 0, "the second step is gone, so the first shows")
    XCTAssertFalse(c.state.isEdited)
    c.handle(.undoPressed)
    XCTAssertEqual(c.state.draft, edited)
    c.handle(.undoPressed)
    c.handle(.undoPressed)
    XCTAssertEqual(c.state.draft.stepCount, 1, "adding the step was a step of its own")
  }

  func test_undo_showsTheStepItChanged() {
    let c = make()
    c.handle(.addStepClicked)
    c.handle(.stepperIncremented(.widthMultiplier))
    c.handle(.pointerReleased)
    c.handle(.stepChipClicked(0))
    XCTAssertEqual(c.state.selectedStep, 0)
    c.handle(.undoPressed)
    XCTAssertEqual(c.state.selectedStep, 1, "the table shows the step the undone change was in")
    XCTAssertEqual(c.state.step.formatted(.widthMultiplier), "×1.0")
  }
}
