import Foundation
import SnowmanModel
import SnowmanStore
import XCTest

@testable import SnowmanController

/// The Wardrobe as the user works it: clicks, drags, keys; what it wears is the draft's, saved and undone with it.
final class WardrobeFeatureTests: XCTestCase {
  func make() -> AppStore {
    let store = MemoryStore()
    let c = AppStore(store: store, loaded: store.loadAll())
    c.handle(.tabSelected(.wardrobe))
    return c
  }

  func settle(_ c: AppStore, seconds: Double = 6) {
    for _ in 0..<Int(seconds * 120) where !c.state.wardrobe.physics.isStill { c.handle(.ticked) }
  }

  func test_clickingACostume_dressesTheDraft_theOthersFall_andClickingTheMascotUndresses() {
    let c = make()
    let ghost = c.state.wardrobe.physics.bodies[1]
    c.handle(.wardrobe(.pointerPressed(x: ghost.x, y: ghost.y, time: 1)))
    c.handle(.wardrobe(.pointerReleased(x: ghost.x + 1, y: ghost.y, time: 1.1)))
    XCTAssertEqual(c.state.draft.setting.costume, Costume(id: "ghost"))
    XCTAssertTrue(c.state.isEdited, "wearing something is an edit of the preset")
    XCTAssertTrue(c.state.isAnimating)
    let before = c.state.wardrobe.steps
    settle(c)
    XCTAssertTrue(c.state.wardrobe.physics.isStill, "at rest within 6 s")
    let moved = c.state.wardrobe.steps - before
    XCTAssertGreaterThan(moved, 0, "the physics' clock counts the steps it moved")
    for _ in 0..<120 { c.handle(.ticked) }
    XCTAssertEqual(c.state.wardrobe.steps - before, moved, "and stops at rest")
    XCTAssertEqual(c.state.wardrobe.physics.bodies.filter { $0.mode == .resting }.count, 4)
    let box = c.state.wardrobe.physics.geometry.mascotBox(zoom: 1)
    c.handle(.wardrobe(.pointerPressed(x: box.x + box.w / 2, y: box.y + box.h * 0.8, time: 9)))
    c.handle(.wardrobe(.pointerReleased(x: box.x + box.w / 2, y: box.y + box.h * 0.8, time: 9.05)))
    XCTAssertNil(c.state.draft.setting.costume)
    settle(c)
    XCTAssertTrue(c.state.wardrobe.physics.bodies.allSatisfy { $0.mode == .ring })
  }

  func test_undoAndRedo_coverDressing_andTheRingFollows() {
    let c = make()
    c.handle(.wardrobe(.costumeClicked("wizard")))
    XCTAssertEqual(c.state.draft.setting.costume?.id, "wizard")
    c.handle(.draft(.undoPressed))
    XCTAssertNil(c.state.draft.setting.costume)
    XCTAssertNil(c.state.wardrobe.physics.worn, "the ring takes it back")
    c.handle(.draft(.redoPressed))
    XCTAssertEqual(c.state.draft.setting.costume?.id, "wizard")
    XCTAssertEqual(c.state.wardrobe.physics.worn, 4)
  }

  func test_saving_keepsTheCostumeInThePreset() {
    let c = make()
    c.handle(.wardrobe(.costumeClicked("pirate")))
    c.handle(.wardrobe(.wheelScrolled(notches: 2)))
    XCTAssertEqual(c.state.draft.setting.costume?.scale, 1.21)
    c.handle(.draft(.saveTapped))
    c.handle(.draft(.promptConfirmed))
    XCTAssertEqual(c.state.library.selectedPreset.name, "Preset 1")
    XCTAssertEqual(c.state.library.selectedPreset.setting.costume, Costume(id: "pirate", scale: 1.21))
    c.handle(.library(.pickerRowTapped(0)))
    XCTAssertNil(c.state.draft.setting.costume, "Rest wears nothing")
    XCTAssertNil(c.state.wardrobe.physics.worn)
  }

  func test_draggingTheWornCostume_movesItFromItsAnchor_asOneUndoStep() {
    let c = make()
    c.handle(.wardrobe(.costumeClicked("wizard")))
    settle(c)
    let p = c.state.wardrobe.physics
    let box = p.geometry.mascotBox(zoom: 1)
    let hat = p.wornTarget
    c.handle(.wardrobe(.pointerPressed(x: hat.x, y: hat.y, time: 0)))
    for i in 1...5 {
      c.handle(.wardrobe(.pointerMoved(x: hat.x + Double(i) * 4, y: hat.y + Double(i) * 2, time: Double(i) / 60)))
    }
    c.handle(.wardrobe(.pointerReleased(x: hat.x + 20, y: hat.y + 10, time: 0.1)))
    c.handle(.pointerReleased)
    let moved = try? XCTUnwrap(c.state.draft.setting.costume)
    XCTAssertEqual(moved?.offsetX ?? 0, 20 / box.w, accuracy: 1e-9)
    XCTAssertEqual(moved?.offsetY ?? 0, 10 / box.h, accuracy: 1e-9)
    XCTAssertEqual(c.state.draft.setting.costume?.id, "wizard", "still worn: a drag is no click")
    c.handle(.draft(.undoPressed))
    XCTAssertEqual(c.state.draft.setting.costume, Costume(id: "wizard"), "the whole drag is one undo step")
  }

  func test_keys_turnTheRing_dressTheFront_andUndress() {
    let c = make()
    XCTAssertEqual(InputMap.screenKey(.right, ctrl: false, shift: false, state: c.state), .wardrobe(.turnKeyPressed(1)))
    XCTAssertEqual(InputMap.screenKey(.enter, ctrl: false, shift: false, state: c.state), .wardrobe(.dressFrontPressed))
    XCTAssertEqual(
      InputMap.screenKey(.backspace, ctrl: false, shift: false, state: c.state), .wardrobe(.undressPressed))
    XCTAssertEqual(
      InputMap.screenKey(.character("3"), ctrl: false, shift: false, state: c.state), .tabSelected(.wardrobe))
    c.handle(.wardrobe(.turnKeyPressed(1)))
    c.handle(.wardrobe(.turnKeyPressed(1)))
    // Enter before the ring has got there dresses the costume it is turning to.
    c.handle(.wardrobe(.dressFrontPressed))
    XCTAssertEqual(c.state.draft.setting.costume?.id, "hipster", "two slots on from the doctor")
    c.handle(.wardrobe(.undressPressed))
    XCTAssertNil(c.state.draft.setting.costume)
  }

  func test_dragAcrossTheRing_spinsItTheDragsWay_andItSettlesOnASlot() {
    let c = make()
    let g = c.state.wardrobe.physics.geometry
    // Across the top of the ring, left to right: clockwise on screen.
    let y = g.center.y - g.radius
    c.handle(.wardrobe(.pointerPressed(x: g.center.x - 60, y: y, time: 0)))
    for i in 1...6 {
      c.handle(.wardrobe(.pointerMoved(x: g.center.x - 60 + Double(i) * 20, y: y, time: Double(i) / 120)))
    }
    XCTAssertGreaterThan(c.state.wardrobe.physics.angularVelocity, 0, "turning clockwise while dragged")
    c.handle(.wardrobe(.pointerReleased(x: g.center.x + 60, y: y, time: 6.5 / 120)))
    XCTAssertGreaterThan(c.state.wardrobe.physics.angularVelocity, 3, "flung clockwise")
    settle(c)
    let p = c.state.wardrobe.physics
    XCTAssertEqual(p.angle, (p.angle / p.slotAngle).rounded() * p.slotAngle)
  }

  func test_aDroppedPicture_isTakenAsACostume_andJoinsTheRing() {
    let c = make()
    c.handle(.wardrobe(.costumeDropped("/tmp/crown.png")))
    XCTAssertEqual(c.effects, [.takeCostume(path: "/tmp/crown.png")])
    let crown = ImageReference(sha256: String(repeating: "c", count: 64), type: .png, name: "crown.png")
    c.handle(.wardrobe(.costumeTaken(crown)))
    XCTAssertEqual(c.state.wardrobe.costumes.last?.image, crown)
    XCTAssertEqual(c.state.wardrobe.physics.bodies.count, 6)
    XCTAssertEqual(c.state.notice?.text, "crown.png joined the ring")
    XCTAssertEqual(c.preferences(windowWidth: 480, windowHeight: 800).costumes, [crown], "kept for next time")
    c.handle(.wardrobe(.costumeClicked(crown.sha256)))
    XCTAssertEqual(c.state.draft.setting.costume, Costume(picture: crown))
  }
}
