import Foundation
import SnowmanModel
import XCTest

/// The built-in Snowfall: the snowman still, 24 snowflakes falling past him in a seeded random order a fifth of a
/// second apart, each from above the stage an export frames to below it, spread across its width; listed last in
/// the library under its own heading; saved and read back as it is.
final class SnowfallTests: XCTestCase {
  let setting = BuiltInScenes.snowfall.setting
  /// The stage an export frames, in points (the layers' boxes are in its points).
  let stage = (w: 448.0, h: 336.0)

  func test_twentyFourFlakes_startInASeededRandomOrder_aFifthOfASecondApart() throws {
    XCTAssertTrue(PropertyKey.animated.allSatisfy { setting.tracks[$0].isEmpty }, "the snowman keeps still")
    let flake = try XCTUnwrap(setting.layers.first)
    XCTAssertEqual(setting.layers.count, 1)
    XCTAssertEqual(flake.picture, BuiltInPresets.snowflake)
    XCTAssertEqual(flake.copies.count, 24)
    let delays = flake.copies.delays
    XCTAssertEqual(
      Set(delays.map { ($0 * 5).rounded() }), Set((0..<24).map(Double.init)), "every fifth of a second once")
    XCTAssertNotEqual(delays, delays.sorted(), "not left to right")
    XCTAssertEqual(delays, BuiltInScenes.snowfall.setting.layers[0].copies.delays, "the same order every time")
    XCTAssertFalse(setting.autoreverse, "snow does not fall back up")
  }

  func test_eachFlakeFallsFromAboveTheStageToBelowIt_acrossItsWidth() throws {
    let timeline = Timeline(setting)
    let start = timeline.layerDraws(atExactTick: 0)
    let end = timeline.layerDraws(atExactTick: timeline.exactTotalTicks)
    XCTAssertEqual(start.count, 24)
    for (a, b) in zip(start, end) {
      XCTAssertLessThan(
        a.box.centerY + a.place.y + a.pose.offsetY + a.box.height, -stage.h / 2, "copy \(a.copy) starts above")
      XCTAssertGreaterThan(
        b.box.centerY + b.place.y + b.pose.offsetY - b.box.height, stage.h / 2, "copy \(b.copy) ends below")
    }
    let xs = start.map { $0.box.centerX + $0.place.x }
    XCTAssertLessThan(xs.min() ?? 0, -stage.w / 2 + 30)
    XCTAssertGreaterThan(xs.max() ?? 0, stage.w / 2 - 30)
    // Halfway through the scene flakes are on the stage, at different heights: each on its own clock.
    let middle = timeline.layerDraws(atExactTick: timeline.exactTotalTicks / 2)
    let onStage = middle.filter { abs($0.box.centerY + $0.pose.offsetY) < stage.h / 2 }
    XCTAssertGreaterThanOrEqual(onStage.count, 8)
    XCTAssertEqual(Set(onStage.map { Int($0.pose.offsetY) }).count, onStage.count)
  }

  func test_listedLastUnderScenes_andReadBackAsItIs() throws {
    XCTAssertEqual(BuiltInPresets.library.last?.name, "Snowfall")
    XCTAssertEqual(BuiltInPresets.heading(of: BuiltInScenes.snowfall.id), "Scenes")
    XCTAssertEqual(BuiltInPresets.heading(of: BuiltInPresets.showcase.id), nil)
    let data = try JSONEncoder().encode(BuiltInScenes.snowfall)
    XCTAssertEqual(try JSONDecoder().decode(Preset.self, from: data).setting, setting)
  }
}
