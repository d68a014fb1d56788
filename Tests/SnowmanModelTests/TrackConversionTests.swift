import Foundation
import SnowmanFuzzing
import XCTest

@testable import SnowmanModel

/// A chain of steps (files of version 1 to 3, and every built-in) becomes tracks without loss: at every moment the
/// tracks pose the picture as the steps did, by the previous build's own rules (`StepChainReference`).
final class TrackConversionTests: XCTestCase {
  /// The moments a chain is held at: 24 spread over the whole animation (its first and last tick among them, some
  /// between ticks), and every step's boundary with the ticks either side of it.
  static func moments(_ chain: StepChain) -> [Double] {
    let setting = AnimationSetting(chain: chain)
    let total = Double(Timeline(setting).totalTicks)
    var moments = (0..<24).map { k in k % 3 == 1 ? total * Double(k) / 23 : (total * Double(k) / 23).rounded() }
    let pass = Timeline(setting).exactPassTicks
    var at = 0.0
    for step in chain.steps {
      at += max(0, step.durationSeconds) * Double(Timeline.ticksPerSecond)
      for tick in [at.rounded(.down) - 1, at.rounded(.down), at.rounded(.up), at.rounded(.up) + 1, at]
      where tick >= 0 && tick <= total {
        moments.append(tick)
        // And the same moment on the way back and in the next repeat.
        if tick + pass <= total { moments.append(2 * pass - tick) }
      }
    }
    return moments
  }

  /// Where the tracks' pose strays from every pose the previous build could have drawn at `tick`, or nil.
  static func stray(_ chain: StepChain, atTick tick: Double, timeline: Timeline? = nil) -> String? {
    let reference = StepChainReference(chain)
    let drawn = (timeline ?? Timeline(AnimationSetting(chain: chain))).pose(atExactTick: tick)
    guard let problem = stray(drawn, reference.pose(atExactTick: tick), atTick: tick) else { return nil }
    // Only a tie needs its other sides worked out.
    return reference.poses(near: tick).contains { stray(drawn, $0, atTick: tick) == nil } ? nil : problem
  }

  static func stray(_ a: Pose, _ b: Pose, atTick tick: Double) -> String? {
    let fields: [(String, Double, Double)] = [
      ("scaleX", a.scaleX, b.scaleX), ("scaleY", a.scaleY, b.scaleY), ("offsetX", a.offsetX, b.offsetX),
      ("offsetY", a.offsetY, b.offsetY), ("rotationX", a.rotationX, b.rotationX),
      ("rotationY", a.rotationY, b.rotationY), ("rotationZ", a.rotationZ, b.rotationZ),
      ("opacity", a.opacity, b.opacity), ("anchorX", a.anchorX, b.anchorX), ("anchorY", a.anchorY, b.anchorY),
      ("skewX", a.skewX, b.skewX), ("skewY", a.skewY, b.skewY), ("depth", a.depth, b.depth),
      ("perspective", a.perspective * 1000, b.perspective * 1000),
    ]
    // A ten-millionth of a point or radian: nothing a pixel shows, and room for a tie's other side a ten-billionth
    // of a tick away, where a fast move has gone on by that much.
    for (name, x, y) in fields where abs(x - y) > 1e-7 * max(1, abs(y)) {
      return "\(name) \(x) against \(y) at tick \(tick)"
    }
    return nil
  }

  /// Where the picture differs at `tick`, or nil (the one case the previous build disagreed with its own export
  /// aside: tick 0 of a chain that swaps the picture in the step right after its opening cuts).
  static func pictureStray(_ chain: StepChain, atTick tick: Int, timeline: Timeline) -> String? {
    let reference = StepChainReference(chain)
    if tick == 0 && reference.swapsRightAfterOpeningCuts { return nil }
    let a = timeline.artwork(atTick: tick), b = reference.artwork(atTick: tick)
    return a == b ? nil : "picture \(a?.name ?? "snowman") against \(b?.name ?? "snowman") at tick \(tick)"
  }

  func check(_ chain: StepChain, _ name: String) {
    let setting = AnimationSetting(chain: chain)
    let timeline = Timeline(setting)
    XCTAssertEqual(timeline.totalTicks, StepChainReference(chain).totalTicks, name)
    for tick in Self.moments(chain) {
      if let problem = Self.stray(chain, atTick: tick, timeline: timeline) { return XCTFail("\(name): \(problem)") }
      if tick == tick.rounded(), let problem = Self.pictureStray(chain, atTick: Int(tick), timeline: timeline) {
        return XCTFail("\(name): \(problem)")
      }
    }
    XCTAssertEqual(setting.tracks.restPose, StepChainReference(chain).restPose, "\(name): the rest pose")
  }

  func test_everyBuiltIn_posesAsItsStepsDid() throws {
    // A scene was never a chain of steps: it has no file of version 3 to hold it against.
    for preset in BuiltInPresets.all where BuiltInScenes.all.allSatisfy({ $0.id != preset.id }) {
      let chain = try XCTUnwrap(BuiltInPresets.chains[preset.id], preset.name)
      XCTAssertEqual(preset.setting, AnimationSetting(chain: chain), "\(preset.name) is its chain, converted")
      check(chain, preset.name)
    }
  }

  func test_fiveHundredSeededChains_poseAsTheirStepsDid() {
    var generator = ChainGenerator(seed: 20_261_128)
    for n in 0..<500 { check(generator.chain(), "chain \(n) of seed 20261128") }
  }

  /// A step that moves nothing the step before moved waits: the property holds between its keyframes, not eases
  /// across the gap; a cut is a hold; the picture swaps at its step's start.
  func test_conversion_keysWhatEachStepMoves() {
    var steps = [Step(), Step(), Step()]
    (steps[0].zTurns, steps[0].durationSeconds, steps[0].easing) = (1, 1, .linear)
    steps[1].durationSeconds = 0.5
    steps[1].zTurns = 1
    steps[1].widthMultiplier = 2
    (steps[2].zTurns, steps[2].widthMultiplier, steps[2].durationSeconds) = (0, 2, 0)
    steps[2].image = BuiltInPresets.snowflake
    let tracks = MotionTracks(chain: StepChain(steps: steps))
    let z = tracks[.zTurns].keyframes
    XCTAssertEqual(z.map(\.time), [0, 1, 1.5], "rest, the first step's end, and the cut at 1.5 s")
    XCTAssertEqual(z.map(\.value), [0, 1, 0])
    XCTAssertEqual(z.map(\.hold), [false, false, true])
    XCTAssertEqual(z[1].curve, .linear)
    let w = tracks[.widthMultiplier].keyframes
    XCTAssertEqual(w.map(\.time), [1, 1.5], "the width waits for its step, then moves over it")
    XCTAssertEqual(w.map(\.value), [1, 2])
    XCTAssertTrue(tracks[.opacity].isEmpty, "a property no step moves has no keyframes")
    XCTAssertEqual(tracks.picture.keyframes.map(\.time), [0, 1.5])
    XCTAssertEqual(tracks.picture.keyframes.map(\.value), [nil, BuiltInPresets.snowflake])
  }

  /// The track's own rules: before the first keyframe its value, after the last the last, a hold jumps at its
  /// keyframe, a binary search finds the segment, and ids stay with their keyframes.
  func test_track_readsAndEdits() {
    var track = Track<Double>(rest: 1, rule: .linear)
    XCTAssertEqual(track.value(at: 3), 1, "no keyframes: rest")
    let a = track.insert(time: 1, value: 0, curve: .linear)
    let b = track.insert(time: 3, value: 10, curve: .linear)
    let c = track.insert(time: 4, value: 20, hold: true)
    XCTAssertEqual(track.value(at: 0), 0, "before the first: its value")
    XCTAssertEqual(track.value(at: 2), 5)
    XCTAssertEqual(track.value(at: 3.99), 10, "a hold keeps the value before it")
    XCTAssertEqual(track.value(at: 4), 20, "and jumps at its time")
    XCTAssertEqual(track.value(at: 9), 20, "after the last: its value")
    track.update(a) { $0.time = 3.5 }
    XCTAssertEqual(track.keyframes.map(\.id), [b, a, c], "moved in time, the id goes with it")
    track.remove(b)
    let d = track.insert(time: 0, value: 5)
    XCTAssertEqual(track.keyframes.map(\.id), [d, a, c])
    XCTAssertEqual(Set([a, b, c, d]).count, 4, "a deleted keyframe's id is not handed out again")
    var eye = Track<Double>(rest: 500, rule: .reciprocal)
    eye.insert(time: 0, value: 500, curve: .linear)
    eye.insert(time: 1, value: 0, curve: .linear)
    XCTAssertEqual(eye.value(at: 0.5), 1000, accuracy: 1e-9, "an eye moves through its reciprocal: half way to none")
  }
}
