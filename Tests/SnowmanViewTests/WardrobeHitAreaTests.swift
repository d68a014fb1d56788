import SnowmanFuzzing
import SnowmanModel
import SnowmanStore
import XCTest

@testable import SnowmanController
@testable import SnowmanView

/// The Wardrobe's controls are where its presses land: the ui-map's rectangles are read from the same hit areas
/// the press is, so a script that clicks a costume's rectangle hits that costume. Held at seeded moments of
/// dressing, undressing, turning and falling, at random points of the stage.
final class WardrobeHitAreaTests: XCTestCase {
  func test_theTopmostControlUnderAPoint_isWhatAPressThereLandsOn() {
    var rng = SplitMix(seed: 33)
    var compared = 0
    for (width, height) in [(480.0, 800.0), (360.0, 640.0), (1280.0, 720.0)] {
      let store = AppStore(
        store: NoStore(), loaded: PresetLoadResult(presets: ViewTestSupport.state().library.presets, problems: []))
      store.handle(.windowResized(width: width, height: height))
      store.handle(.tabSelected(.wardrobe))
      for _ in 0..<40 {
        let actions: [AppAction] = [
          .wardrobe(.turnKeyPressed(rng.next() % 2 == 0 ? 1 : -1)), .wardrobe(.dressFrontPressed),
          .wardrobe(.undressPressed), .wardrobe(.wheelScrolled(notches: Double(rng.next() % 5) - 2)),
        ]
        store.handle(actions[Int(rng.next() % UInt64(actions.count))])
        for _ in 0..<Int(rng.next() % 90) { store.handle(.ticked) }
        let state = store.state
        let layout = Layout(width: width, height: height, state: state)
        let stage = layout.wardrobe.stage
        for _ in 0..<50 {
          let x = Double(rng.next() % 100_000) / 100_000 * stage.w
          let y = Double(rng.next() % 100_000) / 100_000 * stage.h
          let expected: ControlID
          switch WardrobeFeature.target(state.wardrobe, x, y, worn: state.draft.setting.costume) {
          case .ring: expected = .feature(.wardrobe(.ring))
          case .mascot: expected = .feature(.wardrobe(.mascot))
          case .costume(let i): expected = .feature(.wardrobe(.costume(state.wardrobe.costumes[i].id)))
          case .worn: continue  // the mascot's to click: it has no control of its own
          }
          XCTAssertEqual(
            layout.control(at: stage.x + x, stage.y + y)?.id, expected,
            "at (\(x), \(y)) of the stage, \(width)×\(height)")
          compared += 1
        }
      }
    }
    XCTAssertGreaterThan(compared, 5000)
  }
}
