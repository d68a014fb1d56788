import SnowmanController
import SnowmanFuzzing
import SnowmanModel
import SnowmanStore
import XCTest

@testable import SnowmanView

/// A software frame whose chrome is unchanged puts the chrome back only where the last frame's moving parts were,
/// and the window shows only that box and this frame's moving parts (`SceneRenderer.present`). Held against a
/// second scene that draws every frame whole, after whatever a user does while the stage plays: the same pixels,
/// and every pixel that changed from one frame to the next inside the box shown.
final class PartialFrameTests: XCTestCase {
  let (width, height) = (480, 800)

  /// A store whose first preset, the one chosen, moves the picture across the stage, turns it every way and fades
  /// it (`make bench`'s preset, a second each way): each frame's picture lies far from the last one's.
  func store() -> AppStore {
    var setting = AnimationSetting()
    let targets: [(PropertyKey, Double)] = [
      (.widthMultiplier, 1.5), (.heightMultiplier, 0.6), (.horizontalOffset, 120), (.verticalOffset, -80),
      (.xFlips, 2), (.ySpins, 1), (.zTurns, 0.5), (.opacity, 0.6),
    ]
    for (key, value) in targets { setting.setValue(key, value, step: 0) }
    setting.setMotionValue(.duration, 1)
    setting.setMotionValue(.repeatCount, 20)
    setting.setMotionValue(.autoreverse, 1)
    let moving = Preset(name: "Tumble", createdAt: Date(timeIntervalSince1970: 9), setting: setting)
    let presets = [moving] + ViewTestSupport.state().library.presets
    let store = AppStore(store: NoStore(), loaded: PresetLoadResult(presets: presets, problems: []))
    store.handle(.library(.presetChosenAtStart(moving.id)))
    return store
  }

  /// The pixels of `s`, RGBA, row after row.
  func bytes(_ s: Surface) -> [UInt8] {
    s.withPixels { p, pitch in
      (0..<height).flatMap { y in Array(UnsafeBufferPointer(start: p + y * pitch, count: width * 4)) }
    } ?? []
  }

  /// The first pixel that differs between `a` and `b` and lies outside `area`; nil when there is none.
  func shownMisses(_ a: [UInt8], _ b: [UInt8], _ area: DrawnArea) -> (x: Int, y: Int)? {
    let boxes = area.all
    for y in 0..<height {
      for x in 0..<width {
        let i = (y * width + x) * 4
        guard a[i] != b[i] || a[i + 1] != b[i + 1] || a[i + 2] != b[i + 2] || a[i + 3] != b[i + 3] else { continue }
        if !boxes.contains(where: { x >= $0.x0 && x < $0.x1 && y >= $0.y0 && y < $0.y1 }) { return (x, y) }
      }
    }
    return nil
  }

  func test_framesOverTheKeptChrome_areWholeFrames_andShowEveryPixelThatChanged() throws {
    let context = try SDLContext(video: false)
    let kept = try Renderer(surface: try Surface(width: width, height: height))
    let whole = try Renderer(surface: try Surface(width: width, height: height))
    let keptScene = try SceneRenderer(context: context, renderer: kept)
    let wholeScene = try SceneRenderer(context: context, renderer: whole)
    let presets = ViewTestSupport.state().library.presets
    var partial = 0
    for seed: UInt64 in 21...22 {
      var rng = SplitMix(seed: seed)
      let controller = store(), cache = LayoutCache()
      controller.tellWindowSize(width: Double(width), height: Double(height))
      controller.handle(.transport(.playButtonPressed))
      var before: [UInt8]?
      for step in 0..<120 {
        // Mostly playing frames, now and then something a user does.
        if rng.next() % 4 == 0 { LayoutCacheKeyTests.actions(&rng, presets: presets).forEach(controller.handle) }
        for _ in 0..<(1 + rng.next() % 3) {
          controller.tick()
          controller.playbackTick()
        }
        let layout = cache.layout(width: Double(width), height: Double(height), state: controller.state)
        keptScene.draw(state: controller.state, layout: layout, interaction: Interaction(), alpha: 1, density: 1)
        wholeScene.forgetChrome()
        wholeScene.draw(state: controller.state, layout: layout, interaction: Interaction(), alpha: 1, density: 1)
        let (a, b) = (bytes(try kept.readPixels()), bytes(try whole.readPixels()))
        guard a == b else {
          XCTFail("seed \(seed), step \(step): the frame over the kept chrome differs from one drawn whole")
          return
        }
        defer { before = a }
        guard let shown = keptScene.changed, let before else { continue }
        partial += 1
        if let missed = shownMisses(before, a, shown) {
          XCTFail("seed \(seed), step \(step): (\(missed.x), \(missed.y)) changed, not shown in \(shown.all)")
          return
        }
      }
    }
    // Most frames are partial: a test of nothing but whole frames would hold nothing.
    XCTAssertGreaterThan(partial, 120)
  }

  func test_theFirstFrame_andOneAfterTheWindowWasExposed_areShownWhole() throws {
    let context = try SDLContext(video: false)
    let renderer = try Renderer(surface: try Surface(width: width, height: height))
    let scene = try SceneRenderer(context: context, renderer: renderer)
    let state = ViewTestSupport.state()
    let layout = Layout(width: Double(width), height: Double(height), state: state)
    func frame() -> DrawnArea? {
      scene.draw(state: state, layout: layout, interaction: Interaction(), alpha: 1, density: 1)
      return scene.changed
    }
    XCTAssertNil(frame(), "the first frame")
    let still = try XCTUnwrap(frame(), "a frame with only the stage drawn again")
    let shown = still.all.map { ($0.x1 - $0.x0) * ($0.y1 - $0.y0) }.reduce(0, +)
    XCTAssertGreaterThan(shown, 0)
    XCTAssertLessThan(shown, width * height / 2, "a still frame shows its stage's picture, not the window")
    scene.showWholeNextFrame()
    XCTAssertNil(frame(), "after the window was exposed")
  }
}
