import Foundation
import XCTest

@testable import SnowmanModel

/// The motion vocabulary in the model: anchor, skew, depth and eye per step; cuts (steps of 0 s); step bounds in
/// exact time; the opacity's own curve; stepped and `linear()` curves as CSS computes them; version 3 files.
final class VocabularyModelTests: XCTestCase {
  func test_theChainStarts_aboutTheFirstStepsAnchor_andEye() {
    var step = Step()
    step.anchorX = 0.5
    step.anchorY = 0
    step.eyePoints = 0
    step.zTurns = 0.25
    let t = Timeline(AnimationSetting(steps: [step]))
    XCTAssertEqual(t.pose(atTick: 0).anchorY, 0, "a turn about the top edge is about it from the first tick")
    XCTAssertEqual(t.pose(atTick: 120).anchorY, 0)
    XCTAssertEqual(t.pose(atTick: 120).perspective, 0, "no eye: flat all along")
    XCTAssertEqual(t.pose(atTick: 240).rotationZ, .pi / 2, accuracy: 1e-12)
  }

  func test_theEye_interpolatesAsAPerspective_itsReciprocalStraight() {
    var a = Step(), b = Step()
    a.eyePoints = 400
    a.durationSeconds = 1
    b.eyePoints = 0
    b.durationSeconds = 1
    b.easing = .linear
    let t = Timeline(AnimationSetting(steps: [a, b], autoreverse: false))
    XCTAssertEqual(t.pose(atTick: 120).perspective, 1.0 / 400, accuracy: 1e-15)
    XCTAssertEqual(t.pose(atTick: 180).perspective, 0.5 / 400, accuracy: 1e-15, "halfway: half the strength")
    XCTAssertEqual(t.pose(atTick: 180).eye ?? 0, 800, accuracy: 1e-9)
  }

  func test_cuts_jumpAtOnce_andAChainMayStartFromOne() {
    var start = Step()
    start.durationSeconds = 0
    start.opacity = 0
    start.verticalOffsetPoints = -100
    var fall = Step()
    fall.durationSeconds = 1
    fall.easing = .linear
    let t = Timeline(AnimationSetting(steps: [start, fall], autoreverse: false))
    XCTAssertEqual(t.passTicks, 120)
    XCTAssertEqual(t.pose(atTick: 0).opacity, 0, "tick 0 shows where the cut put it")
    XCTAssertEqual(t.pose(atTick: 0).offsetY, -100)
    XCTAssertEqual(t.pose(atTick: 60).offsetY, -50, accuracy: 1e-12)
    XCTAssertEqual(t.pose(atTick: 60).opacity, 0.5, accuracy: 1e-12)
    XCTAssertEqual(t.pose(atTick: 120), .rest, "finished: rest, as CSS without a fill")
    XCTAssertEqual(t.keyTicks, [], "keyframes at 0 s mark nothing on the timeline")
    // A cut in the middle: the picture jumps there and goes on from the cut's target.
    var jump = Step()
    jump.durationSeconds = 0
    jump.horizontalOffsetPoints = 200
    jump.verticalOffsetPoints = 0
    let mid = Timeline(AnimationSetting(steps: [fall, jump, fall], autoreverse: false))
    XCTAssertEqual(mid.pose(atTick: 119).offsetX, 0)
    XCTAssertEqual(mid.pose(atTick: 120).offsetX, 200, "from the cut's moment")
    XCTAssertEqual(mid.pose(atTick: 180).offsetX, 100, accuracy: 1e-12)
  }

  func test_stepBounds_areExact_evenOffTheTickGrid() {
    // CSS's keyframes at 0 %, 43 % and 100 % of one second: 51.6 ticks, then 68.4.
    var a = Step(), b = Step()
    a.durationSeconds = 0.43
    a.easing = .linear
    a.horizontalOffsetPoints = 43
    b.durationSeconds = 0.57
    b.easing = .linear
    b.horizontalOffsetPoints = 100
    let t = Timeline(AnimationSetting(steps: [a, b], autoreverse: false))
    XCTAssertEqual(t.passTicks, 120)
    XCTAssertEqual(t.pose(atTick: 51).offsetX, 51.0 / 120 * 100, accuracy: 1e-9, "in step 1")
    XCTAssertEqual(t.pose(atTick: 52).offsetX, 52.0 / 120 * 100, accuracy: 1e-9, "in step 2, exactly")
    XCTAssertEqual(t.keyTicks, [52])
  }

  func test_theOpacity_followsItsOwnCurve_whenItHasOne() {
    var s = Step()
    s.durationSeconds = 1
    s.easing = .linear
    s.opacity = 0
    s.widthMultiplier = 2
    s.opacityEasing = .easeIn
    let t = Timeline(AnimationSetting(steps: [s], autoreverse: false))
    XCTAssertEqual(t.pose(atTick: 60).scaleX, 1.5, accuracy: 1e-12)
    XCTAssertEqual(t.pose(atTick: 60).opacity, 1 - Easing.easeIn.apply(0.5), accuracy: 1e-12)
  }

  func test_steppedCurves_asCSSComputesThem() {
    func at(_ e: Easing, _ ts: [Double]) -> [Double] { ts.map(e.apply) }
    XCTAssertEqual(at(.steps(count: 4, jump: .end), [0, 0.24, 0.25, 0.99, 1]), [0, 0, 0.25, 0.75, 1])
    XCTAssertEqual(at(.steps(count: 4, jump: .start), [0, 0.24, 0.25, 1]), [0.25, 0.25, 0.5, 1])
    XCTAssertEqual(at(.steps(count: 3, jump: .none), [0, 0.34, 0.67, 1]), [0, 0.5, 1, 1])
    XCTAssertEqual(at(.steps(count: 3, jump: .both), [0, 0.34, 0.67, 1]), [0.25, 0.5, 0.75, 1])
    XCTAssertEqual(try Easing(parsing: "steps(5, start)"), .steps(count: 5, jump: .start))
    XCTAssertEqual(try Easing(parsing: "steps(2)"), .steps(count: 2, jump: .end))
    XCTAssertThrowsError(try Easing(parsing: "steps(1, jump-none)"), "jump-none needs two steps")
    XCTAssertThrowsError(try Easing(parsing: "steps(0)"))
    XCTAssertEqual(Easing.steps(count: 3, jump: .both).css, "steps(3, jump-both)")
  }

  func test_linearStops_asCSSComputesThem() throws {
    let e = try Easing(parsing: "linear(0, 0.25 75%, 1)")
    XCTAssertEqual(e, .stops([.init(x: 0, y: 0), .init(x: 0.75, y: 0.25), .init(x: 1, y: 1)]))
    XCTAssertEqual(e.apply(0.375), 0.125, accuracy: 1e-12)
    XCTAssertEqual(e.apply(0.875), 0.625, accuracy: 1e-12)
    // Inputs left out are spread between their neighbours; two percentages hold the output between them.
    let held = try Easing(parsing: "linear(0, 0.5 25% 75%, 1)")
    XCTAssertEqual(held.apply(0.5), 0.5, accuracy: 1e-12)
    let spread = try Easing(parsing: "linear(0, 0.3, 0.6, 1)")
    XCTAssertEqual(spread.apply(1.0 / 3), 0.3, accuracy: 1e-12)
    // Two stops at one input: a jump, the later one from there on.
    let jump = try Easing(parsing: "linear(0, 0 50%, 1 50%, 1)")
    XCTAssertEqual(jump.apply(0.49), 0)
    XCTAssertEqual(jump.apply(0.5), 1)
    XCTAssertEqual(try Easing(parsing: e.css), e, "written as it reads")
    XCTAssertThrowsError(try Easing(parsing: "linear(0)"))
    XCTAssertThrowsError(try Easing(parsing: "linear(0, 1px, 1)"))
  }

  func test_aVersion2File_readsAsItPlayed_andVersion3WritesTheNewFields() throws {
    let v2 = """
      {"version":2,"id":"6f1c2a8e-0000-4000-8000-000000000abd","name":"Old","createdAt":"2026-11-22T09:00:00.000Z",
      "setting":{"widthMultiplier":1.5,"heightMultiplier":1,"horizontalOffset":0,"verticalOffset":0,"xFlips":1,
      "ySpins":0,"zTurns":0,"opacity":1,"duration":2,"repeatCount":1,"autoreverse":true,"easing":"easeInOut"}}
      """
    let old = try FilePresetStore.decode(Data(v2.utf8), path: "old.json").get()
    XCTAssertEqual(old.version, 2)
    let step = old.setting.steps[0]
    XCTAssertEqual(
      [step.anchorX, step.anchorY, step.skewXDegrees, step.skewYDegrees, step.depthPoints], [0.5, 0.5, 0, 0, 0])
    XCTAssertEqual(step.eyePoints, 500, "the stage's eye, as it always was")
    XCTAssertNil(step.opacityEasing)
    var mine = old.setting
    mine.setValue(.anchorY, 0, step: 0)
    mine.setValue(.opacity, 0.5, step: 0, curve: .steps(count: 3, jump: .end))
    let written = try FilePresetStore.encode(Preset(name: "New", setting: mine))
    let text = String(decoding: written, as: UTF8.self)
    XCTAssertTrue(text.contains("\"version\" : 5"))
    XCTAssertTrue(text.contains("\"anchorY\" : ["), "the anchor has a track of its own")
    XCTAssertTrue(text.contains("\"easing\" : \"steps(3, jump-end)\""), "the opacity's own curve, on its keyframe")
    XCTAssertEqual(try FilePresetStore.decode(written, path: "x").get().setting, mine)
  }
}
