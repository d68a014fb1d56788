import Foundation
import XCTest

@testable import SnowmanModel

/// The library of classic motions: what a user can count on from each.
final class ClassicMotionsTests: XCTestCase {
  func test_theLibrary_holdsAtLeastThirty_inFourGroups_namesAndIdsUnique() {
    let motions = ClassicMotions.all
    XCTAssertGreaterThanOrEqual(motions.count, 30)
    XCTAssertEqual(Set(motions.map(\.group)), Set(MotionGroup.allCases))
    let names = BuiltInPresets.all.map(\.name)
    XCTAssertEqual(Set(names).count, names.count, "a name is listed twice")
    XCTAssertEqual(Set(BuiltInPresets.all.map(\.id)).count, names.count, "an id is listed twice")
    for name in ["Bounce", "Pulse", "Heartbeat", "Shake", "Head Shake", "Swing", "Tada", "Wobble", "Jello"]
      + ["Rubber Band", "Flash", "Fade In", "Zoom In", "Slide In Left", "Bounce In", "Flip In X", "Back In Up"]
      + ["Roll In", "Jack in the Box", "Fade Out", "Hinge", "Roll Out", "Flip", "Spin"]
    {
      XCTAssertTrue(names.contains(name), "the library has no \(name)")
    }
    // Listed group by group, in the headings' order.
    let order = motions.map { MotionGroup.allCases.firstIndex(of: $0.group)! }
    XCTAssertEqual(order, order.sorted())
  }

  func test_everyMotion_isAPresetTheEditorAccepts_andEndsVisibleOrGone() throws {
    for motion in ClassicMotions.all {
      let setting = motion.preset.setting
      XCTAssertLessThanOrEqual(motion.chain.stepCount, StepChain.maxSteps, motion.preset.name)
      // Every value within its row's range: a duplicate can be tuned in Settings without a jump.
      for step in 0..<setting.stepCount {
        for spec in PropertyTable.all {
          guard let range = spec.range, spec.key != .repeatCount else { continue }
          XCTAssertTrue(
            range.contains(setting.value(spec.key, step: step)), "\(motion.preset.name) step \(step + 1) \(spec.key)")
        }
      }
      // It survives the preset file.
      let data = try FilePresetStore.encode(motion.preset)
      XCTAssertEqual(try FilePresetStore.decode(data, path: "x").get().setting, setting, motion.preset.name)
      // Where it ends: an entrance at rest, an exit out of sight.
      var last = setting.steps[setting.stepCount - 1]
      switch motion.group {
      case .entrances:
        var rest = Step()
        (rest.anchorX, rest.anchorY, rest.eyePoints) = (last.anchorX, last.anchorY, last.eyePoints)
        (last.durationSeconds, last.easing) = (rest.durationSeconds, rest.easing)
        XCTAssertEqual(last, rest, motion.preset.name)
      case .exits:
        let away = max(abs(last.horizontalOffsetPoints), abs(last.verticalOffsetPoints))
        XCTAssertTrue(last.opacity == 0 || away > 300, motion.preset.name)
      case .attention, .turns: break
      }
    }
  }

  func test_theIds_areStable() {
    XCTAssertEqual(
      ClassicMotions.all.first { $0.preset.name == "Swing" }?.preset.id.uuidString.lowercased(),
      "00000000-0000-4000-8000-0000000c0106")
    XCTAssertEqual(ClassicMotions.group(of: BuiltInPresets.showcase.id), nil)
  }

  func test_thePickersOrder_isCoreThenTheUsersThenTheLibrary() {
    let mine = Preset(name: "Mine", setting: AnimationSetting())
    let order = BuiltInPresets.inPickerOrder([mine])
    XCTAssertEqual(order.prefix(4).map(\.name), ["Rest", "Showcase", "Crossfade", "Mine"])
    XCTAssertEqual(order.count, BuiltInPresets.all.count + 1)
  }
}
