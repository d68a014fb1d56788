import SnowmanModel
import XCTest

@testable import SnowmanView

/// A scene's copies that hold still are laid over from their kept pixels, as the first picture is: a still layer
/// beside a moving one is sampled twice (drawn, then kept) and never again while it stays, every frame the same
/// bytes as a stage that keeps nothing; copies past the kept bytes' bound are sampled each frame instead.
final class KeptCopiesTests: XCTestCase {
  /// A stage drawing offscreen at `width`×`height`, and what it drew.
  final class Stage {
    let context: SDLContext, surface: Surface, renderer: Renderer, scene: SceneRenderer
    init(width: Int = 448, height: Int = 336) throws {
      context = try SDLContext(video: false)
      surface = try Surface(width: width, height: height)
      renderer = try Renderer(surface: surface)
      scene = try SceneRenderer(context: context, renderer: renderer)
    }
    /// Draws the scene at `tick` and returns its pixels.
    func draw(_ timeline: Timeline, tick: Double) -> [UInt8] {
      scene.drawStage(
        pose: timeline.pose(atExactTick: tick), width: Double(surface.width), height: Double(surface.height),
        density: 1, background: .sky, layers: timeline.layerDraws(atExactTick: tick))
      renderer.flush()
      var out: [UInt8] = []
      _ = surface.withPixels { base, pitch in
        for y in 0..<surface.height { out += UnsafeBufferPointer(start: base + y * pitch, count: surface.width * 4) }
      }
      return out
    }
    var samples: Int { renderer.softwareStage?.samples ?? -1 }
  }

  /// Six still snowflakes in a row and three falling beside them.
  static var scene: AnimationSetting {
    var s = AnimationSetting(tracks: MotionTracks(), durationSeconds: 2, repeatCount: 1, autoreverse: false)
    var falling = MotionTracks()
    falling[.verticalOffset].insert(time: 0, value: 0, curve: .linear)
    falling[.verticalOffset].insert(time: 2, value: 120, curve: .easeIn)
    s.layers = [
      SceneLayer(
        name: "Still", picture: BuiltInPresets.snowflake,
        box: SceneLayer.RestBox(centerX: -150, centerY: -100, width: 30, height: 30),
        copies: Copies(count: 6, step: Copies.Step(offsetX: 40))),
      SceneLayer(
        name: "Falling", picture: BuiltInPresets.snowflake,
        box: SceneLayer.RestBox(centerX: -60, centerY: -60, width: 30, height: 30), tracks: falling,
        copies: Copies(count: 3, step: Copies.Step(offsetX: 50), stagger: Stagger(.each(0.1)))),
    ]
    return s
  }

  func test_stillCopies_areNotSampledAgain_andDrawTheSameBytes() throws {
    let timeline = Timeline(Self.scene)
    let kept = try Stage()
    var perFrame: [Int] = []
    for frame in 0..<6 {
      let tick = 30 + Double(frame) * 7
      let before = kept.samples
      let drawn = kept.draw(timeline, tick: tick)
      perFrame.append(kept.samples - before)
      // A stage that has drawn nothing before samples every picture of this frame afresh.
      let reference = try Stage()
      XCTAssertEqual(drawn, reference.draw(timeline, tick: tick), "frame \(frame): the same bytes as a fresh stage")
    }
    // Frame 0: the snowman, 6 still and 3 falling copies sampled; frame 1: the same (the still ones once more, now
    // kept); then only the 3 falling copies.
    XCTAssertEqual(perFrame, [10, 10, 3, 3, 3, 3])
  }

  func test_copiesPastTheKeptBytes_areSampledEachFrame() throws {
    var s = AnimationSetting(tracks: MotionTracks(), durationSeconds: 1, repeatCount: 1, autoreverse: false)
    // Twelve still copies of 200×200 px (160 kB each): the first six fit the 1 MB kept for copies.
    s.layers = [
      SceneLayer(
        name: "Big", picture: BuiltInPresets.snowflake,
        box: SceneLayer.RestBox(centerX: -100, centerY: 0, width: 200, height: 200),
        copies: Copies(count: 12, step: Copies.Step(offsetX: 10)))
    ]
    let stage = try Stage()
    var perFrame: [Int] = []
    for _ in 0..<4 {
      let before = stage.samples
      _ = stage.draw(Timeline(s), tick: 0)
      perFrame.append(stage.samples - before)
    }
    XCTAssertEqual(SoftwareStage.copiesKept, 1 << 20)
    XCTAssertEqual(perFrame, [13, 13, 6, 6], "six kept, six sampled each frame (the snowman kept from the third)")
  }
}
