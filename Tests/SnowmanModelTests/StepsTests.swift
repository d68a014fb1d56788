import Foundation
import XCTest

@testable import SnowmanModel

/// Chains of steps: poses, swaps, autoreverse, the codec, and the built-in Crossfade.
final class StepsTests: XCTestCase {
  let flake = ImageReference(sha256: String(repeating: "c", count: 64), type: .svg, name: "flake.svg")

  /// Two steps: widen to ×2 over 1 s (linear), then move right 100 pt over 0.5 s (linear), swapping to `flake`.
  func steps(autoreverse: Bool = false) -> StepChain {
    var first = StepChain(values: [
      .widthMultiplier: 2, .duration: 1, .autoreverse: autoreverse ? 1 : 0, .easing: 0,
    ])
    var second = first
    second.steps[0].horizontalOffsetPoints = 100
    second.steps[0].durationSeconds = 0.5
    second.steps[0].image = flake
    first.steps.append(second.steps[0])
    return first
  }

  func chain(autoreverse: Bool = false) -> AnimationSetting { AnimationSetting(chain: steps(autoreverse: autoreverse)) }

  func test_posesAtStepBoundaries_eachStepStartsWhereTheLastEnded() {
    let t = Timeline(chain())
    XCTAssertEqual(t.passTicks, 180)
    XCTAssertEqual(t.totalTicks, 180)
    XCTAssertEqual(t.pose(atTick: 60).scaleX, 1.5, accuracy: 1e-12, "half way through step 1")
    XCTAssertEqual(t.pose(atTick: 120).scaleX, 2, accuracy: 1e-12, "step 2 starts at step 1's target")
    XCTAssertEqual(t.pose(atTick: 120).offsetX, 0, accuracy: 1e-12)
    XCTAssertEqual(t.pose(atTick: 150).offsetX, 50, accuracy: 1e-12)
    XCTAssertEqual(t.pose(atTick: 150).scaleX, 2, accuracy: 1e-12, "keeps what step 1 reached")
    XCTAssertEqual(t.keyTicks, [120])
  }

  func test_swaps_happenAtTheStepsFirstTick_andComeUndoneBackward() {
    let t = Timeline(chain(autoreverse: true))
    XCTAssertNil(t.artwork(atTick: 119))
    XCTAssertEqual(t.artwork(atTick: 120), flake, "from the first tick of step 2")
    XCTAssertEqual(t.artwork(atTick: 180), flake, "the turn")
    XCTAssertEqual(t.artwork(atTick: 240), flake, "the way back, still in step 2")
    XCTAssertNil(t.artwork(atTick: 241), "back in step 1: the swap is undone")
    XCTAssertEqual(t.pose(atTick: 200).offsetX, t.pose(atTick: 160).offsetX, accuracy: 1e-12, "mirrored")
    XCTAssertEqual(t.totalTicks, 360)
  }

  func test_codec_manyRoundTrip_aVersionThreeFileOfSeventeenStepsIsRefused() throws {
    var many = steps()
    for i in 0..<14 {
      var s = many.steps[1]
      s.opacity = Double(i) / 14
      s.image = i % 2 == 0 ? nil : flake
      many.steps.append(s)
    }
    XCTAssertEqual(many.stepCount, 16)
    let data = try FilePresetStore.encode(Preset(name: "Many", setting: AnimationSetting(chain: many)))
    XCTAssertFalse(String(decoding: data, as: UTF8.self).contains("\"steps\""), "version 4 keys tracks, not steps")
    XCTAssertEqual(try FilePresetStore.decode(data, path: "x").get().setting, AnimationSetting(chain: many))
    // A version 3 file holds the chain itself.
    var chain = try XCTUnwrap(JSONSerialization.jsonObject(with: JSONEncoder().encode(many)) as? [String: Any])
    var list = try XCTUnwrap(chain["steps"] as? [Any])
    let v3: (Any) throws -> Data = { setting in
      try JSONSerialization.data(withJSONObject: [
        "version": 3, "id": UUID().uuidString, "name": "Old", "createdAt": "2026-11-22T09:00:00.000Z",
        "setting": setting,
      ])
    }
    XCTAssertEqual(try FilePresetStore.decode(try v3(chain), path: "x").get().setting, AnimationSetting(chain: many))
    list.append(list[0])
    chain["steps"] = list
    guard case .failure(let problem) = FilePresetStore.decode(try v3(chain), path: "x") else {
      return XCTFail("seventeen steps are refused")
    }
    XCTAssertEqual(problem.reason, "field \"steps\" is 17 steps, which is too many: a preset holds at most 16")
  }

  func test_crossfade_frameByFrame() {
    let t = Timeline(BuiltInPresets.crossfade.setting)
    func opacity(_ seconds: Double) -> Double { t.pose(atTick: Int((seconds * 120).rounded())).opacity }
    XCTAssertEqual(opacity(0), 1)
    XCTAssertEqual(opacity(1.0), 0, accuracy: 1e-9, "faded out at 1.0 s")
    for s in [0.1, 0.2, 0.3, 0.4] {
      XCTAssertLessThan(opacity(s), 1 - s, "ease out: falls faster than linear at \(s) s")
    }
    XCTAssertNil(t.artwork(atTick: 119))
    XCTAssertEqual(t.artwork(atTick: 120), BuiltInPresets.snowflake, "the snowflake from the first tick of step 2")
    XCTAssertEqual(opacity(2.0), 1, accuracy: 1e-9, "back to 1 at 2.0 s")
    for s in [1.1, 1.2, 1.3, 1.4] {
      XCTAssertLessThan(opacity(s), s - 1, "ease in: rises slower than linear at \(s) s")
    }
    XCTAssertEqual(t.totalSeconds, 4, "autoreverse: there and back")
    XCTAssertEqual(opacity(1.5), Easing.easeIn.apply(0.5), accuracy: 1e-9)
  }

  func test_assignments_stepAndAddStep() throws {
    let s = try SettingAssignment.apply(
      ["widthMultiplier=2", "--add-step", "opacity=0.5", "repeatCount=3", "--step", "1", "heightMultiplier=0.5"],
      to: AnimationSetting())
    XCTAssertEqual(s.stepCount, 2)
    XCTAssertEqual(s.steps[0].heightMultiplier, 0.5)
    XCTAssertEqual(s.steps[1].widthMultiplier, 2, "a new step starts as a copy of the last one's target")
    XCTAssertEqual(s.steps[1].opacity, 0.5)
    XCTAssertEqual(s.repeatCount, 3, "the chain's repeat count, set from any step")
    XCTAssertThrowsError(try SettingAssignment.apply(["--step", "3"], to: s)) {
      XCTAssertEqual("\($0)", "--step takes a step number from 1 to 2 (add one with --add-step)")
    }
  }
}
