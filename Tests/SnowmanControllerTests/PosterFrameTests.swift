import Foundation
import SnowmanModel
import SnowmanStore
import XCTest

@testable import SnowmanController

/// A stopped entrance shows where it arrives (a poster frame), not an empty stage; Play starts it from nothing.
final class PosterFrameTests: XCTestCase {
  func make(picking name: String) throws -> AppStore {
    let store = MemoryStore()
    let c = AppStore(store: store, loaded: store.loadAll())
    let row = try XCTUnwrap(c.state.library.presets.firstIndex { $0.name == name }, name)
    c.handle(.library(.pickerRowTapped(row)))
    XCTAssertEqual(c.state.library.selectedPreset.name, name)
    return c
  }

  /// Snowfall stopped shows its flakes when its last one starts (all wait above the stage at its start); Play plays
  /// it from its start.
  func test_aStoppedScene_showsTheMomentItsLastCopyStarts_andPlaysFromItsStart() throws {
    let c = try make(picking: "Snowfall")
    XCTAssertEqual(c.state.shownTick, 552, "4.6 s, the 24th flake's start")
    XCTAssertEqual(c.state.layerDraws(alpha: 1), c.state.shownTimeline.layerDraws(atExactTick: 552))
    c.handle(.transport(.playButtonPressed))
    XCTAssertEqual(c.state.shownTick, 0)
  }

  func test_aStoppedEntrance_showsWhereItArrives_andPlaysFromNothing() throws {
    for name in ["Fade In", "Zoom In"] {
      let c = try make(picking: name)
      XCTAssertEqual(c.state.playback.state, .stopped)
      XCTAssertEqual(c.state.playback.tick, 0, "the clock stays at the start")
      XCTAssertFalse(c.state.pose(alpha: 1).showsNothing, "\(name): the poster shows the picture")
      XCTAssertEqual(c.state.pose(alpha: 1), c.state.shownTimeline.pose(atTick: c.state.shownTimeline.passTicks))
      c.handle(.transport(.playButtonPressed))
      XCTAssertTrue(c.state.pose(alpha: 1).showsNothing, "\(name): played, it starts from nothing")
    }
  }

  func test_aMotionSeenAtItsStart_showsItsStart() throws {
    for name in ["Rest", "Showcase", "Fade Out"] {
      let c = try make(picking: name)
      XCTAssertEqual(c.state.shownTick, 0, name)
      XCTAssertEqual(c.state.pose(alpha: 1), c.state.shownTimeline.pose(atTick: 0), name)
    }
  }
}
