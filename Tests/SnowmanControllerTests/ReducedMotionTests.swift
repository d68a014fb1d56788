import Foundation
import SnowmanModel
import SnowmanStore
import XCTest

@testable import SnowmanController

/// When the desktop asks for less motion, the app's own movements (the intro's zoom, the wheel's glide, a
/// costume's fall) become short fades or land at once; the user's animation plays as it is.
final class ReducedMotionTests: XCTestCase {
  func make(reduced: Bool) -> AppStore {
    let store = MemoryStore()
    let c = AppStore(store: store, loaded: store.loadAll())
    c.handle(.desktopMotionChanged(reduced: reduced))
    return c
  }

  func test_theDesktopsWish_isTheStates() {
    var state = AppState(tab: .animation, presets: BuiltInPresets.all, selectedIndex: 0, draft: nil)
    XCTAssertFalse(state.reducesMotion)
    XCTAssertEqual(AppFeature.reduce(&state, .desktopMotionChanged(reduced: true)), [])
    XCTAssertTrue(state.reducesMotion)
  }

  func test_theIntro_fadesInAtFullSize_inAFifthOfASecond() {
    let c = make(reduced: true)
    c.handle(.intro(.introAsked))
    XCTAssertEqual(c.state.intro.zoom, 1, "no zoom")
    XCTAssertEqual(c.state.intro.opacity, 0)
    for _ in 0..<12 { c.handle(.ticked) }
    XCTAssertEqual(c.state.intro.opacity, 0.5, accuracy: 1e-9)
    for _ in 0..<12 { c.handle(.ticked) }
    XCTAssertEqual(c.state.intro.opacity, 1)
    XCTAssertFalse(c.state.intro.isMoving, "still after 24 ticks (0.2 s)")
    XCTAssertFalse(c.state.isAnimating)
    let full = make(reduced: false)
    full.handle(.intro(.introAsked))
    XCTAssertEqual(full.state.intro.zoom, 0)
    XCTAssertEqual(full.state.intro.opacity, 1, "the zoom does not fade")
    for _ in 0..<24 { full.handle(.ticked) }
    XCTAssertTrue(full.state.intro.isMoving, "the zoom takes half a second")
  }

  func test_theWheel_landsAtOnce_whereItsMomentumWouldStop() {
    let c = make(reduced: true)
    c.handle(.library(.pickerKeyPressed(rows: 1)))
    XCTAssertEqual(c.state.library.selectedIndex, 1)
    c.handle(.ticked)
    XCTAssertEqual(c.state.library.picker.offset, 1, "no glide: there after one tick")
    XCTAssertFalse(c.state.library.picker.isMoving)
    var glide = Picker(rowCount: 20, selectedIndex: 0)
    glide.dragBegan()
    glide.dragEnded(velocity: 4)
    var coasted = glide
    for _ in 0..<1200 { coasted.step(seconds: 1.0 / 120) }
    glide.step(seconds: 1.0 / 120, reducedMotion: true)
    XCTAssertEqual(glide.selectedIndex, coasted.selectedIndex, "the row the fling would have reached")
    XCTAssertFalse(glide.isMoving)
  }

  func test_aCostumeLetGo_landsAtOnce_whereItWouldRest() {
    let reduced = make(reduced: true), full = make(reduced: false)
    for c in [reduced, full] {
      c.handle(.tabSelected(.wardrobe))
      c.handle(.wardrobe(.costumeClicked("ghost")))
    }
    reduced.handle(.ticked)
    var ticks = 0
    while !full.state.wardrobe.physics.isStill && ticks < 1200 {
      full.handle(.ticked)
      ticks += 1
    }
    let landed = reduced.state.wardrobe.physics.bodies.filter { $0.mode == .resting }
    XCTAssertEqual(landed.count, 4, "every other costume on the floor after one tick")
    XCTAssertGreaterThan(ticks, 60, "with full motion they fall for a while")
    for (a, b) in zip(reduced.state.wardrobe.physics.bodies, full.state.wardrobe.physics.bodies)
    where a.mode == .resting {
      XCTAssertEqual(a.x, b.x, accuracy: 1e-9, "it lies where the fall would have left it")
      XCTAssertEqual(a.y, b.y, accuracy: 1e-9)
    }
  }

  func test_theUsersAnimation_playsAsItIs() {
    let reduced = make(reduced: true), full = make(reduced: false)
    for c in [reduced, full] {
      c.handle(.library(.pickerRowTapped(1)))
      c.handle(.transport(.playButtonPressed))
      for _ in 0..<30 { c.playbackTick() }
    }
    XCTAssertEqual(reduced.state.playback, full.state.playback)
    XCTAssertEqual(reduced.state.pose(alpha: 0.5), full.state.pose(alpha: 0.5))
  }
}
