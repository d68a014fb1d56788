import SnowmanController
import SnowmanModel
import XCTest

@testable import SnowmanView

final class LayoutCacheTests: XCTestCase {
  func test_playbackTicks_reuseTheLayout_butEveryInputRebuildsIt() {
    let cache = LayoutCache()
    var state = ViewTestSupport.state()
    state.playback.handle(.play)
    let first = cache.layout(width: 480, height: 800, state: state)
    XCTAssertEqual(first.control(.feature(.transport(.play)))?.label, "Pause")
    state.playback.handle(.tick)
    XCTAssertEqual(cache.layout(width: 480, height: 800, state: state), first)
    state.playback.handle(.pause)
    XCTAssertEqual(
      cache.layout(width: 480, height: 800, state: state).control(.feature(.transport(.play)))?.label, "Resume")
    state.tab = .settings
    state.draft.setting.setKey(.widthMultiplier, 2, at: state.playhead)
    XCTAssertEqual(
      cache.layout(width: 480, height: 800, state: state).control(.feature(.draft(.row(.widthMultiplier))))?.label,
      "Width ×2.0")
    XCTAssertEqual(cache.layout(width: 500, height: 800, state: state).width, 500)
  }
}
