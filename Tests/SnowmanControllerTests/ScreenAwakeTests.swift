import Foundation
import SnowmanModel
import SnowmanStore
import XCTest

@testable import SnowmanController

/// When the screen may blank: only an animation playing in a window on screen keeps it awake.
final class ScreenAwakeTests: XCTestCase {
  func test_onlyPlayingInAShownWindow_keepsTheScreenAwake() {
    let c = AppStore(store: MemoryStore(), loaded: MemoryStore().loadAll())
    XCTAssertFalse(c.state.keepsScreenAwake, "an idle window on Rest")
    c.handle(.library(.pickerRowTapped(1)))
    XCTAssertFalse(c.state.keepsScreenAwake, "a preset picked but not playing")
    var state = c.state
    XCTAssertEqual(AppFeature.reduce(&state, .windowShown(false)), [], "the desktop is told by the app's loop")
    XCTAssertFalse(state.windowShown)
    c.handle(.transport(.playButtonPressed))
    XCTAssertTrue(c.state.keepsScreenAwake, "playing")
    c.handle(.windowShown(false))
    XCTAssertFalse(c.state.windowShown)
    XCTAssertFalse(c.state.keepsScreenAwake, "minimised while playing")
    XCTAssertEqual(c.state.playback.state, .playing, "minimising does not pause")
    c.handle(.windowShown(true))
    XCTAssertTrue(c.state.keepsScreenAwake, "restored while playing")
    c.handle(.transport(.playPauseKeyPressed))
    XCTAssertFalse(c.state.keepsScreenAwake, "paused")
    c.handle(.transport(.playPauseKeyPressed))
    XCTAssertTrue(c.state.keepsScreenAwake)
    while c.state.playback.state == .playing { c.playbackTick() }
    XCTAssertEqual(c.state.playback.state, .finished)
    XCTAssertFalse(c.state.keepsScreenAwake, "at the end")
  }
}
