import Foundation
import XCTest

@testable import SnowmanModel

/// What the stage draws of a scene's layers at a moment: each copy on its own clock, at its own place.
final class ScenePosesTests: XCTestCase {
  /// A layer falling 300 pt over its 2 s pass, linearly, in three copies half a second apart, 20 pt apart.
  func falling(copies: Int = 3, hidden: Bool = false) -> AnimationSetting {
    var tracks = MotionTracks()
    tracks[.verticalOffset].insert(time: 0, value: 0, curve: .linear)
    tracks[.verticalOffset].insert(time: 2, value: 300, curve: .linear)
    var setting = AnimationSetting(tracks: MotionTracks(), durationSeconds: 2, repeatCount: 1, autoreverse: false)
    setting.layers = [
      SceneLayer(
        name: "Snowflake", picture: BuiltInPresets.snowflake,
        box: SceneLayer.RestBox(centerX: -100, centerY: -200, width: 40, height: 40), tracks: tracks,
        copies: Copies(
          count: copies, step: Copies.Step(offsetX: 20, opacity: -0.25), stagger: Stagger(.each(0.5))),
        hidden: hidden)
    ]
    return setting
  }

  /// No layers (every built-in but the scenes): nothing more to draw, and the animation as long as its motion, tick for tick.
  func test_withoutLayers_nothingMore_andTheLengthIsTheMotions() {
    for preset in BuiltInPresets.all where preset.setting.layers.isEmpty {
      let timeline = Timeline(preset.setting)
      XCTAssertEqual(timeline.layerDraws(atExactTick: 30), [], preset.name)
      XCTAssertEqual(timeline.exactTotalTicks, timeline.exactMotionTicks, preset.name)
    }
  }

  /// Each copy runs its layer's motion from its own start, holding its start pose until then, at its own place.
  func test_eachCopy_playsOnItsOwnClock_atItsOwnPlace() throws {
    let timeline = Timeline(falling())
    XCTAssertEqual(timeline.exactTotalTicks, 240 + 120, "the last copy starts 1 s later and falls for 2 s")
    let draws = timeline.layerDraws(atExactTick: 120)
    XCTAssertEqual(draws.map(\.copy), [0, 1, 2])
    XCTAssertEqual(draws.map(\.pose.offsetY), [150, 75, 0], "1 s, 0.5 s and no time into the fall")
    XCTAssertEqual(draws.map(\.pose.offsetX), [0, 0, 0], "the copies' own poses do not move apart")
    XCTAssertEqual(draws.map(\.place.x), [0, 20, 40], "their places do, as a whole")
    XCTAssertEqual(draws.map(\.pose.opacity), [1, 0.75, 0.5])
    XCTAssertEqual(
      draws.map(\.picture), [BuiltInPresets.snowflake, BuiltInPresets.snowflake, BuiltInPresets.snowflake])
    XCTAssertEqual(draws.map(\.box.centerY), [-200, -200, -200])
    let early = timeline.layerDraws(atExactTick: 30)
    XCTAssertEqual(early.map(\.pose.offsetY), [37.5, 0, 0], "the later copies wait at their start")
    let late = timeline.layerDraws(atExactTick: 300)
    XCTAssertEqual(late[2].pose.offsetY, 225, "the last copy is ¾ of the way when the first has landed")
    XCTAssertEqual(late[0].pose.offsetY, 300, "a copy whose motion is over holds its last moment, as a page's does")
  }

  /// A hidden layer is not drawn and does not lengthen the animation.
  func test_aHiddenLayer_isNotDrawn_andTakesNoTime() {
    let timeline = Timeline(falling(hidden: true))
    XCTAssertEqual(timeline.layerDraws(atExactTick: 60), [])
    XCTAssertEqual(timeline.exactTotalTicks, 240)
  }

  /// The first picture holds its last moment while copies that started later still play, then rests.
  func test_theFirstPicture_holdsItsEnd_whileLaterCopiesPlay() {
    var setting = falling()
    setting.tracks[.zTurns].insert(time: 0, value: 0, curve: .linear)
    setting.tracks[.zTurns].insert(time: 2, value: 1, curve: .linear)
    let timeline = Timeline(setting)
    XCTAssertEqual(timeline.pose(atExactTick: 300).rotationZ, 2 * Double.pi, accuracy: 1e-9)
    XCTAssertEqual(timeline.pose(atExactTick: 400).rotationZ, 0, "rest once the whole animation is over")
  }
}
