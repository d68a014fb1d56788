import SnowmanController
import SnowmanFuzzing
import SnowmanModel
import SnowmanStore
import XCTest

@testable import SnowmanView

/// The chrome's cache key (`ChromeKey`) is one function of the state: after whatever a user does, a frame drawn
/// over the kept chrome is the frame drawn with the chrome made afresh. The generator found two fields missing
/// from the key, each now a fixed case: the transport's labels and the tab, which the layout does not hold while
/// the intro or the Export sheet lists only its own controls.
final class ChromeCacheKeyTests: XCTestCase {
  let (width, height) = (480.0, 800.0)
  var context: SDLContext!
  var renderer: Renderer!
  var scene: SceneRenderer!

  override func setUpWithError() throws {
    context = try SDLContext(video: false)
    renderer = try Renderer(surface: try Surface(width: Int(width), height: Int(height)))
    scene = try SceneRenderer(context: context, renderer: renderer)
  }

  /// Whether the frame over the kept chrome is the frame with the chrome drawn afresh.
  func keptIsFresh(_ controller: AppStore, _ cache: LayoutCache) throws -> Bool {
    controller.tellWindowSize(width: width, height: height)
    let layout = cache.layout(width: width, height: height, state: controller.state)
    scene.draw(state: controller.state, layout: layout, interaction: Interaction(), alpha: 1, density: 1)
    let kept = try renderer.readPixels()
    scene.forgetChrome()
    scene.draw(state: controller.state, layout: layout, interaction: Interaction(), alpha: 1, density: 1)
    let fresh = try renderer.readPixels()
    let rows = Int(height)
    return kept.withPixels { a, pitch in fresh.withPixels { b, _ in memcmp(a, b, pitch * rows) == 0 } ?? false }
      ?? false
  }

  func store() -> AppStore {
    AppStore(store: NoStore(), loaded: PresetLoadResult(presets: ViewTestSupport.state().library.presets, problems: []))
  }

  func test_aRunThatFinishesBehindTheIntro_showsPlayOnItsButton() throws {
    let controller = store(), cache = LayoutCache()
    controller.handle(.transport(.playButtonPressed))
    controller.handle(.intro(.introAsked))
    XCTAssertTrue(try keptIsFresh(controller, cache))
    controller.handle(.transport(.endKeyPressed))
    controller.handle(.transport(.speedButtonPressed))
    XCTAssertTrue(try keptIsFresh(controller, cache), "the transport's labels behind the intro")
  }

  func test_theScreenBehindTheExportSheet_followsTheTab() throws {
    let controller = store(), cache = LayoutCache()
    controller.handle(.tabSelected(.settings))
    controller.handle(.export(.exportSheetOpened))
    XCTAssertTrue(try keptIsFresh(controller, cache))
    controller.handle(.tabSelected(.animation))
    XCTAssertTrue(try keptIsFresh(controller, cache), "the tab behind the Export sheet")
  }

  func test_aCachedChrome_drawsWhatAFreshOneDraws_afterEverythingAUserDoes() throws {
    let presets = ViewTestSupport.state().library.presets
    for seed: UInt64 in 11...12 {
      var rng = SplitMix(seed: seed)
      let controller = store(), cache = LayoutCache()
      for step in 0..<200 {
        let actions = LayoutCacheKeyTests.actions(&rng, presets: presets)
        actions.forEach(controller.handle)
        guard try keptIsFresh(controller, cache) else {
          XCTFail("seed \(seed), step \(step), after \(actions): the kept chrome differs from one drawn afresh")
          return
        }
      }
    }
  }
}
