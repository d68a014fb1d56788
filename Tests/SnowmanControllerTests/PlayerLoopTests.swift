import Foundation
import SnowmanModel
import XCTest

@testable import SnowmanController

/// The window loop's decisions on a clock moved by hand.
final class PlayerLoopTests: XCTestCase {
  let time = ManualTimeSource(time: 100)

  func loop(fixedFrames: Bool = false, refresh: Int? = 60) -> PlayerLoop {
    PlayerLoop(time: time, refreshRate: refresh, runsFixedFrames: fixedFrames, savedPreferences: Preferences())
  }

  func test_drawsTheFirstFrame_thenIdlesUntilSomethingChanges() {
    var l = loop()
    XCTAssertTrue(l.wantsFrame(moving: false), "the first frame is drawn")
    let f = l.beginFrame(playing: false)
    XCTAssertEqual(l.endFrame(startedAt: f.now), 1.0 / 60, accuracy: 1e-9, "the rest of the frame is yielded")
    XCTAssertFalse(l.wantsFrame(moving: false), "nothing moves: sleep")
    XCTAssertTrue(l.wantsFrame(moving: true), "playback or a coasting picker keeps frames coming")
    l.invalidate()
    XCTAssertTrue(l.wantsFrame(moving: false), "an event that changed the picture draws once")
  }

  func test_fixedFrames_neverIdleAndNeverPace() {
    var l = loop(fixedFrames: true)
    let f = l.beginFrame(playing: true)
    XCTAssertEqual(l.endFrame(startedAt: f.now), 0)
    XCTAssertTrue(l.wantsFrame(moving: false))
  }

  func test_stepsFollowRealTime_andAlphaOnlyWhilePlaying() {
    var l = loop()
    _ = l.beginFrame(playing: true)
    time.advance(by: 1.0 / 60)
    let a = l.beginFrame(playing: true)
    XCTAssertEqual(a.steps, 2)
    XCTAssertEqual(a.alpha, 0, accuracy: 1e-9)
    time.advance(by: 1.5 / 120)
    let b = l.beginFrame(playing: true)
    XCTAssertEqual(b.steps, 1)
    XCTAssertEqual(b.alpha, 0.5, accuracy: 1e-6)
    time.advance(by: 1.0 / 120)
    XCTAssertEqual(l.beginFrame(playing: false).alpha, 1, "a still pose is drawn where it is")
  }

  func test_aStallIsClamped_andIdleTimeIsNeverPlayed() {
    var l = loop()
    _ = l.beginFrame(playing: true)
    time.advance(by: 5)
    XCTAssertEqual(l.beginFrame(playing: true).steps, 30, "a 5 s stall counts as 0.25 s")
    time.advance(by: 1.0 / 240)
    _ = l.beginFrame(playing: true)  // half a step left over
    time.advance(by: 30)
    l.wokeUp()
    XCTAssertEqual(l.beginFrame(playing: true).steps, 0, "30 s asleep and the leftover half step are dropped")
  }

  func test_stepsMarkTheFrameForRedraw() {
    var l = loop()
    let f = l.beginFrame(playing: true)
    _ = l.endFrame(startedAt: f.now)
    time.advance(by: 1.0 / 120)
    _ = l.beginFrame(playing: true)
    XCTAssertTrue(l.needsRedraw)
  }

  func test_paceFollowsTheRefreshRate_clampedTo30to240() {
    XCTAssertEqual(loop(refresh: 144).frameInterval, 1.0 / 144, accuracy: 1e-12)
    XCTAssertEqual(loop(refresh: 1000).frameInterval, 1.0 / 240, accuracy: 1e-12)
    XCTAssertEqual(loop(refresh: 10).frameInterval, 1.0 / 30, accuracy: 1e-12)
    XCTAssertEqual(loop(refresh: nil).frameInterval, 1.0 / 60, accuracy: 1e-12)
    var l = loop()
    let f = l.beginFrame(playing: false)
    time.advance(by: 0.0165)
    XCTAssertEqual(l.endFrame(startedAt: f.now), 0, "under a millisecond left: no sleep")
  }

  func test_storeIsPolledOnceASecond() {
    var l = loop()
    XCTAssertFalse(l.storeCheckDue())
    time.advance(by: 0.99)
    XCTAssertFalse(l.storeCheckDue())
    time.advance(by: 0.01)
    XCTAssertTrue(l.storeCheckDue())
    XCTAssertFalse(l.storeCheckDue(), "the next interval starts at the check")
    time.advance(by: 1)
    XCTAssertTrue(l.storeCheckDue())
  }

  func test_preferencesAreWrittenOnlyWhenTheyChange() {
    var l = loop()
    XCTAssertNil(l.preferencesToSave(Preferences()), "what was loaded counts as written")
    var moved = Preferences()
    moved.lastTab = .settings
    XCTAssertEqual(l.preferencesToSave(moved), moved)
    XCTAssertNil(l.preferencesToSave(moved), "once")
    XCTAssertEqual(l.preferencesToSave(Preferences()), Preferences())
  }
}
