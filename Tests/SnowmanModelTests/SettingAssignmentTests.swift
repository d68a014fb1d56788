import XCTest

@testable import SnowmanModel

/// KEY=VALUE from the command line.
final class SettingAssignmentTests: XCTestCase {
  func test_everyKindOfValue() throws {
    let s = try SettingAssignment.apply(
      [
        "widthMultiplier=1.5", "autoreverse=off", "repeatCount=3", "easing=cubic-bezier(0.34, 1.56, 0.64, 1)",
        "verticalOffset = -80",
      ], to: AnimationSetting())
    XCTAssertEqual(s.steps[0].widthMultiplier, 1.5)
    XCTAssertFalse(s.autoreverse)
    XCTAssertEqual(s.repeatCount, 3)
    XCTAssertEqual(s.steps[0].easing, .custom(CubicBezier(0.34, 1.56, 0.64, 1)))
    XCTAssertEqual(s.steps[0].verticalOffsetPoints, -80)
    let spring = try SettingAssignment.apply(["easing=spring(bounce: 0.5)", "springBounce=0.6"], to: s)
    XCTAssertEqual(spring.steps[0].easing, .spring(bounce: 0.6))
  }

  func test_badInput_isOneSentenceNamingKeyAndValue() {
    func error(_ a: String) -> String? {
      do {
        _ = try SettingAssignment.apply([a], to: AnimationSetting())
        return nil
      } catch { return "\(error)" }
    }
    XCTAssertEqual(error("widthMultiplier=19"), "widthMultiplier=19: widthMultiplier must be between -10 and 10")
    XCTAssertEqual(error("anchorX=3"), "anchorX=3: anchorX must be between -1 and 2")
    XCTAssertEqual(error("widthMultiplier=wide"), "widthMultiplier=wide: wide is not a number")
    XCTAssertEqual(error("repeatCount=1.5"), "repeatCount=1.5: repeatCount must be a whole number")
    XCTAssertEqual(error("autoreverse=maybe"), "autoreverse=maybe: autoreverse is on or off")
    XCTAssertEqual(
      error("widthMultiplier"), "“widthMultiplier” is not KEY=VALUE (for example widthMultiplier=1.5, or zTurns@2=1)")
    XCTAssertTrue(error("colour=red")?.hasPrefix("unknown key “colour”; the keys are widthMultiplier") ?? false)
    XCTAssertTrue(error("easing=cubic-bezier(2, 0, 0, 1)")?.hasPrefix("easing=cubic-bezier(2, 0, 0, 1): “") ?? false)
    XCTAssertEqual(error("opacity=nan"), "opacity=nan: nan is not a number")
  }
}

/// `KEY@TIME=VALUE` and `KEY@TIME.easing=CURVE`: a keyframe a word, on the pass's clock.
final class KeyframeAssignmentTests: XCTestCase {
  /// A spin at a steady speed for 2 s while the picture bobs four times: what one chain of steps could not say.
  func test_aSpinWhileItBobs_keyedProperty_byProperty() throws {
    var words = ["zTurns@2=1", "zTurns@2.easing=linear", "verticalOffset@0=0"]
    for i in 1...8 {
      let t = Double(i) * 0.25
      words += ["verticalOffset@\(t)=\(i % 2 == 1 ? -40 : 0)", "verticalOffset@\(t).easing=ease-out"]
    }
    let s = try SettingAssignment.apply(words + ["autoreverse=off"], to: AnimationSetting())
    XCTAssertEqual(s.durationSeconds, 2)
    XCTAssertEqual(s.tracks[.zTurns].keyframes.map(\.time), [0, 2])
    XCTAssertEqual(s.tracks[.zTurns].keyframes[1].curve, .linear)
    XCTAssertEqual(s.tracks[.verticalOffset].keyframes.count, 9)
    XCTAssertEqual(s.tracks[.verticalOffset].keyframes[3].curve, .easeOut)
    let t = Timeline(s)
    XCTAssertEqual(t.pose(atTick: 120).rotationZ, .pi, accuracy: 1e-9, "half a turn at 1 s, at a steady speed")
    XCTAssertEqual(t.pose(atTick: 60).rotationZ, .pi / 2, accuracy: 1e-9, "a quarter at 0.5 s")
    XCTAssertEqual(t.pose(atTick: 30).offsetY, -40, accuracy: 1e-9, "up at 0.25 s")
    XCTAssertEqual(t.pose(atTick: 60).offsetY, 0, accuracy: 1e-9, "down at 0.5 s")
    XCTAssertEqual(t.pose(atTick: 15).offsetY, -40 * Easing.easeOut.apply(0.5), accuracy: 1e-9)
  }

  /// A keyframe past the pass's end makes the pass longer; a curve for a keyframe that is not there, a track that
  /// does not exist or a time that is not one are refused in a sentence; the older words keep their meaning.
  func test_timesCurvesAndRefusals() throws {
    let s = try SettingAssignment.apply(
      ["opacity@3.5=0", "opacity@3.5.easing=steps(4, jump-end)"], to: AnimationSetting())
    XCTAssertEqual(s.durationSeconds, 3.5)
    XCTAssertEqual(s.tracks[.opacity].keyframes.map(\.value), [1, 0])
    XCTAssertEqual(s.tracks[.opacity].keyframes[1].curve, .steps(count: 4, jump: .end))
    func error(_ words: [String]) -> String? {
      do {
        _ = try SettingAssignment.apply(words, to: AnimationSetting())
        return nil
      } catch { return "\(error)" }
    }
    XCTAssertEqual(
      error(["zTurns@2.easing=linear"]),
      "zTurns@2.easing=linear: zTurns has no keyframe at 2 s (set one first with zTurns@2=VALUE)")
    XCTAssertTrue(error(["duration@1=2"])?.hasPrefix("duration@1=2: “duration” has no track; the tracks are") ?? false)
    XCTAssertEqual(
      error(["zTurns@soon=1"]), "zTurns@soon=1: the time after @ is seconds into the pass, 0 to 1000")
    XCTAssertEqual(error(["zTurns@1=99"]), "zTurns@1=99: zTurns must be between -10 and 10")
    // Named before its values, a move's curve is theirs.
    let first = try SettingAssignment.apply(["easing=linear", "widthMultiplier=2"], to: AnimationSetting())
    XCTAssertEqual(first.tracks[.widthMultiplier].keyframes.last?.curve, .linear)
    let chain = try SettingAssignment.apply(
      ["widthMultiplier=2", "--add-step", "opacity=0.5", "--step", "1", "heightMultiplier=0.5"], to: AnimationSetting())
    XCTAssertEqual(chain.stepCount, 2)
    XCTAssertEqual(chain.step(0).heightMultiplier, 0.5)
    XCTAssertEqual(chain.step(1).widthMultiplier, 2, "a new move starts where the last one ended")
    XCTAssertEqual(chain.step(1).opacity, 0.5)
    XCTAssertEqual(chain.value(.opacity, at: 2), 1, "the opacity waits for its move")
  }
}
