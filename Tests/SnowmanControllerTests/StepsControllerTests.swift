import Foundation
import SnowmanModel
import XCTest

@testable import SnowmanController

/// The step bar: add, select, edit, move, delete.
final class StepsControllerTests: XCTestCase {
  func make() -> AppController {
    let c = AppController(store: MemoryStore(), loaded: PresetLoadResult(presets: [], problems: []))
    c.handle(.tabSelected(.settings))
    return c
  }

  func test_addSelectEditMoveDelete() {
    let c = make()
    c.handle(.stepperIncremented(.widthMultiplier))
    c.handle(.addStepClicked)
    XCTAssertEqual(c.state.draft.stepCount, 2)
    XCTAssertEqual(c.state.selectedStep, 1, "the new step is shown")
    XCTAssertEqual(c.state.step.widthMultiplier, 1.1, "a copy of the last one's target")
    c.handle(.stepperIncremented(.widthMultiplier))
    XCTAssertEqual(c.state.draft.laterSteps[0].widthMultiplier, 1.2)
    XCTAssertEqual(c.state.draft.widthMultiplier, 1.1, "step 1 unchanged")
    c.handle(.stepperIncremented(.repeatCount))
    XCTAssertEqual(c.state.draft.repeatCount, 2, "the chain's repeat count, from any step")
    c.handle(.stepChipClicked(0))
    XCTAssertEqual(c.state.selectedStep, 0)
    XCTAssertEqual(c.state.step.widthMultiplier, 1.1)
    c.handle(.stepChipClicked(0))
    XCTAssertEqual(c.state.menu, .step(0), "a click on the shown chip opens its menu")
    c.handle(.stepMovedRight)
    XCTAssertEqual(c.state.draft.widthMultiplier, 1.2, "moved: the other step is first now")
    XCTAssertEqual(c.state.selectedStep, 1)
    XCTAssertEqual(c.state.draft.repeatCount, 2, "the chain keeps its repeat count")
    c.handle(.stepChipClicked(1))
    c.handle(.stepDeleted)
    XCTAssertEqual(c.state.draft.stepCount, 1)
    XCTAssertEqual(c.state.selectedStep, 0)
    c.handle(.stepChipClicked(0))
    XCTAssertNil(c.state.menu, "a single step has no menu: it cannot be moved or deleted")
  }

  func test_atMostEightSteps_andArtworkPerStep() {
    let c = make()
    for _ in 0..<9 { c.handle(.addStepClicked) }
    XCTAssertEqual(c.state.draft.stepCount, 8)
    XCTAssertEqual(c.state.notice?.text, "A preset holds at most 8 steps.")
    let flake = ImageReference(sha256: String(repeating: "d", count: 64), type: .png, name: "f.png")
    c.handle(.stepChipClicked(2))
    c.handle(.artworkChosen(flake, note: nil))
    XCTAssertEqual(c.state.draft.laterSteps[1].image, flake, "step 3 swaps to it")
    XCTAssertNil(c.state.draft.image, "step 1 keeps the snowman")
    c.handle(.snowmanArtworkPressed)
    XCTAssertNil(c.state.draft.laterSteps[1].image, "Keep: no swap")
  }

  func test_pickingAPreset_showsItsFirstStep() {
    let c = make()
    c.handle(.pickerRowTapped(2))
    XCTAssertEqual(c.state.selectedPreset.name, "Crossfade")
    c.handle(.stepChipClicked(1))
    XCTAssertEqual(c.state.step.image, BuiltInPresets.snowflake)
    c.handle(.pickerRowTapped(1))
    XCTAssertEqual(c.state.selectedStep, 0)
  }
}
