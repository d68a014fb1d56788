import Foundation
import SnowmanModel
import SnowmanStore
import XCTest

@testable import SnowmanController

/// The step bar: add, select, edit, move, delete.
final class StepsControllerTests: XCTestCase {
  func make() -> AppStore {
    let c = AppStore(store: MemoryStore(), loaded: PresetLoadResult(presets: [], problems: []))
    c.handle(.tabSelected(.settings))
    return c
  }

  func test_addSelectEditMoveDelete() {
    let c = make()
    c.handle(.draft(.stepperIncremented(.widthMultiplier)))
    c.handle(.steps(.addStepClicked))
    XCTAssertEqual(c.state.draft.setting.stepCount, 2)
    XCTAssertEqual(c.state.draft.selectedStep, 1, "the new step is shown")
    XCTAssertEqual(c.state.draft.step.widthMultiplier, 1.1, "a copy of the last one's target")
    c.handle(.draft(.stepperIncremented(.widthMultiplier)))
    XCTAssertEqual(c.state.draft.setting.steps[1].widthMultiplier, 1.2)
    XCTAssertEqual(c.state.draft.setting.steps[0].widthMultiplier, 1.1, "step 1 unchanged")
    c.handle(.draft(.stepperIncremented(.repeatCount)))
    XCTAssertEqual(c.state.draft.setting.repeatCount, 2, "the chain's repeat count, from any step")
    c.handle(.steps(.stepChipClicked(0)))
    XCTAssertEqual(c.state.draft.selectedStep, 0)
    XCTAssertEqual(c.state.draft.step.widthMultiplier, 1.1)
    c.handle(.steps(.stepChipClicked(0)))
    XCTAssertEqual(c.state.menu, .step(0), "a click on the shown chip opens its menu")
    c.handle(.steps(.stepMovedRight))
    XCTAssertEqual(c.state.draft.setting.steps[0].widthMultiplier, 1.2, "moved: the other step is first now")
    XCTAssertEqual(c.state.draft.selectedStep, 1)
    XCTAssertEqual(c.state.draft.setting.repeatCount, 2, "the chain keeps its repeat count")
    c.handle(.steps(.stepChipClicked(1)))
    c.handle(.steps(.stepDeleted))
    XCTAssertEqual(c.state.draft.setting.stepCount, 1)
    XCTAssertEqual(c.state.draft.selectedStep, 0)
    c.handle(.steps(.stepChipClicked(0)))
    XCTAssertNil(c.state.menu, "a single step has no menu: it cannot be moved or deleted")
  }

  func test_atMostSixteenSteps_andArtworkPerStep() {
    let c = make()
    for _ in 0..<17 { c.handle(.steps(.addStepClicked)) }
    XCTAssertEqual(c.state.draft.setting.stepCount, 16)
    XCTAssertEqual(c.state.notice?.text, "A preset holds at most 16 steps.")
    let flake = ImageReference(sha256: String(repeating: "d", count: 64), type: .png, name: "f.png")
    c.handle(.steps(.stepChipClicked(2)))
    c.handle(.artwork(.artworkChosen(flake, note: nil)))
    XCTAssertEqual(c.state.draft.setting.steps[2].image, flake, "step 3 swaps to it")
    XCTAssertNil(c.state.draft.setting.steps[0].image, "step 1 keeps the snowman")
    c.handle(.artwork(.snowmanArtworkPressed))
    XCTAssertNil(c.state.draft.setting.steps[2].image, "Keep: no swap")
  }

  func test_pickingAPreset_showsItsFirstStep() {
    let c = make()
    c.handle(.library(.pickerRowTapped(2)))
    XCTAssertEqual(c.state.library.selectedPreset.name, "Crossfade")
    c.handle(.steps(.stepChipClicked(1)))
    XCTAssertEqual(c.state.draft.step.image, BuiltInPresets.snowflake)
    c.handle(.library(.pickerRowTapped(1)))
    XCTAssertEqual(c.state.draft.selectedStep, 0)
  }
}
