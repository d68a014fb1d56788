import Foundation
import SnowmanModel
import SnowmanStore
import XCTest

@testable import SnowmanController

/// The Settings screen plays the draft (its table and dope sheet read the playhead; from 900 points wide it shows the
/// stage beside the table): the same transport (Space, the timeline) runs the draft there and the selected preset on
/// the Animation screen.
final class SettingsStageTests: XCTestCase {
  func make(width: Double) -> AppStore {
    let store = MemoryStore()
    let c = AppStore(store: store, loaded: store.loadAll(), preferences: Preferences())
    c.handle(.windowResized(width: width, height: 720))
    c.handle(.library(.pickerRowTapped(1)))  // Showcase: 4 s
    return c
  }

  func test_theSettingsScreen_playsTheDraft_andAWideOneShowsItsStage() {
    XCTAssertFalse(WindowMetrics(width: 899, height: 720).settingsShowsStage)
    XCTAssertTrue(WindowMetrics(width: 900, height: 600).settingsShowsStage)
    let narrow = make(width: 899)
    narrow.handle(.tabSelected(.settings))
    XCTAssertTrue(narrow.state.stagePlaysDraft, "the dope sheet's playhead is the draft's, at any width")
    XCTAssertFalse(narrow.state.focusOrder.contains(.feature(.transport(.timeline))), "no stage, no timeline")

    let c = make(width: 1280)
    XCTAssertEqual(c.state.playback.totalTicks, 480)
    c.handle(.draft(.stepperIncremented(.duration)))  // 2.1 s a pass: the draft is 504 ticks, the preset 480
    XCTAssertEqual(c.state.playback.totalTicks, 480, "the Animation screen plays the preset")
    c.handle(.transport(.playButtonPressed))
    for _ in 0..<10 { c.playbackTick() }
    c.handle(.tabSelected(.settings))
    XCTAssertTrue(c.state.stagePlaysDraft)
    XCTAssertEqual(c.state.playback.totalTicks, 504, "the draft's length")
    XCTAssertEqual(c.state.playback.state, .stopped, "the draft opens where its pass ends, to play from the start")
    XCTAssertEqual(c.state.playback.tick, 252)
    XCTAssertEqual(c.state.pose(alpha: 1).scaleX, 1.5, accuracy: 1e-9, "the pose the motion moves to")
    XCTAssertEqual(c.state.tableText(.widthMultiplier), "×1.5")
    XCTAssertTrue(c.state.focusOrder.contains(.feature(.transport(.timeline))))
  }

  func test_editingTheDraftWhileItPlays_keepsItPlaying_andShowsTheEdit() {
    let c = make(width: 1280)
    c.handle(.tabSelected(.settings))
    c.handle(.transport(.playButtonPressed))
    for _ in 0..<120 { c.playbackTick() }
    XCTAssertEqual(c.state.playback.state, .playing)
    let before = c.state.pose(alpha: 1)
    c.handle(.draft(.stepperIncremented(.widthMultiplier)))
    XCTAssertEqual(c.state.playback.state, .playing, "an edit does not stop the run")
    XCTAssertEqual(c.state.playback.tick, 120)
    XCTAssertGreaterThan(c.state.pose(alpha: 1).scaleX, before.scaleX, "the stage shows the edit at once")
    for _ in 0..<5 { c.handle(.draft(.stepperDecremented(.duration))) }  // 1.5 s a pass: 360 ticks
    XCTAssertEqual(c.state.playback.totalTicks, 360)
    XCTAssertEqual(c.state.playback.tick, 120)
    for _ in 0..<300 { c.playbackTick() }
    XCTAssertEqual(c.state.playback.state, .finished)
    XCTAssertEqual(c.state.playback.tick, 360)

    c.handle(.tabSelected(.animation))
    XCTAssertFalse(c.state.stagePlaysDraft)
    XCTAssertEqual(c.state.playback.totalTicks, 480, "back on the preset")
    XCTAssertEqual(c.state.playback.state, .stopped)
  }

  func test_retime_keepsTheStateAndClampsThePosition() {
    var p = Playback(totalTicks: 100)
    p.handle(.play)
    for _ in 0..<80 { p.handle(.tick) }
    p.retime(totalTicks: 50)
    XCTAssertEqual(p.state, .playing)
    XCTAssertEqual(p.tick, 50)
    XCTAssertEqual(p.previousTick, 50)
    p.retime(totalTicks: 0)
    XCTAssertEqual(p.totalTicks, 1)
  }
}
