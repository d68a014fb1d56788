import Foundation
import XCTest

@testable import SnowmanModel

/// A layer following a parent, as a Lottie layer follows its `parent`: the parent's move, turn about the screen's
/// axis and scale, about its anchor, carry the layer's copies along; its skew, turns in depth, depth and opacity
/// do not.
final class FollowingTests: XCTestCase {
  /// A still snowflake at (50, 0), 20 pt, following picture `parent` (1 the layer below it, whose `tracks` and box
  /// at (−50, 0), 40 pt, are given).
  func scene(_ tracks: MotionTracks, parent: Int = 1, copies: Copies = Copies(count: 1)) -> AnimationSetting {
    var setting = AnimationSetting(tracks: MotionTracks(), durationSeconds: 1, repeatCount: 1, autoreverse: false)
    setting.layers = [
      SceneLayer(
        name: "Parent", picture: BuiltInPresets.snowflake,
        box: SceneLayer.RestBox(centerX: -50, width: 40, height: 40), tracks: tracks, copies: copies),
      SceneLayer(
        name: "Child", picture: BuiltInPresets.snowflake, box: SceneLayer.RestBox(centerX: 50, width: 20, height: 20),
        parent: parent),
    ]
    return setting
  }

  func keyed(_ key: PropertyKey, _ from: Double, _ to: Double) -> MotionTracks {
    var tracks = MotionTracks()
    tracks[key].insert(time: 0, value: from, curve: .linear)
    tracks[key].insert(time: 1, value: to, curve: .linear)
    return tracks
  }

  /// Where the child's centre stands at `tick` (points from the stage's centre).
  func childCentre(_ setting: AnimationSetting, tick: Double, first: SceneLayer.RestBox? = nil) throws -> (
    x: Double, y: Double
  ) {
    let draw = try XCTUnwrap(Timeline(setting).layerDraws(atExactTick: tick).last)
    let affine = draw.following(first: first ?? SceneLayer.RestBox(width: 100, height: 100)) ?? .identity
    return affine.apply(draw.box.centerX, draw.box.centerY)
  }

  func test_aParentsMove_carriesTheLayer() throws {
    let setting = scene(keyed(.horizontalOffset, 0, 100))
    let start = try childCentre(setting, tick: 0), end = try childCentre(setting, tick: 120)
    XCTAssertEqual(start.x, 50, accuracy: 1e-9)
    XCTAssertEqual(end.x, 150, accuracy: 1e-9)
    XCTAssertEqual(end.y, 0, accuracy: 1e-9)
    // Hidden, the parent still moves it.
    var hidden = setting
    hidden.layers[0].hidden = true
    XCTAssertEqual(Timeline(hidden).layerDraws(atExactTick: 120).map(\.layer), [1])
    XCTAssertEqual(try childCentre(hidden, tick: 120).x, 150, accuracy: 1e-9)
  }

  func test_aParentsTurnAndScale_areAboutItsAnchor() throws {
    // A quarter turn clockwise (y down) about the parent's centre: 100 pt right of it becomes 100 pt below.
    let turned = try childCentre(scene(keyed(.zTurns, 0, 0.25)), tick: 120)
    XCTAssertEqual(turned.x, -50, accuracy: 1e-9)
    XCTAssertEqual(turned.y, 100, accuracy: 1e-9)
    // Twice as wide about its left edge (anchor x 0, 20 pt left of its centre): 120 pt right of it becomes 240.
    var wide = keyed(.widthMultiplier, 1, 2)
    wide[.anchorX].insert(time: 0, value: 0, curve: .linear)
    let scaled = try childCentre(scene(wide), tick: 120)
    XCTAssertEqual(scaled.x, -70 + 240, accuracy: 1e-9)
  }

  func test_aParentsSkewDepthTurnsInDepthAndFade_stayItsOwn() throws {
    var tracks = keyed(.opacity, 1, 0)
    for key in [PropertyKey.skewX, .xFlips, .ySpins, .depth] { tracks[key] = keyed(key, 0, 0.3)[key] }
    let draw = try XCTUnwrap(Timeline(scene(tracks)).layerDraws(atExactTick: 60).last)
    XCTAssertEqual(draw.following(first: SceneLayer.RestBox(width: 1, height: 1)), .identity)
    XCTAssertEqual(draw.pose.opacity, 1)
    XCTAssertEqual(tracks.followed[.opacity].keyframes.count, 0)
    XCTAssertEqual(keyed(.zTurns, 0, 1).followed, keyed(.zTurns, 0, 1))
  }

  func test_aParentsParent_movesItToo_andAParentFollowsItsFirstCopysClock() throws {
    var setting = scene(keyed(.horizontalOffset, 0, 10))
    setting.layers.insert(
      SceneLayer(
        name: "Grandparent", picture: nil, box: SceneLayer.RestBox(width: 10, height: 10),
        tracks: keyed(.verticalOffset, 0, 5)), at: 0)
    setting.layers[1].parent = 1
    setting.layers[2].parent = 2
    let end = try childCentre(setting, tick: 120)
    XCTAssertEqual(end.x, 60, accuracy: 1e-9)
    XCTAssertEqual(end.y, 5, accuracy: 1e-9)
    // A parent whose first copy starts half a second late carries its followers half a second late.
    let late = scene(
      keyed(.horizontalOffset, 0, 100), copies: Copies(count: 2, stagger: Stagger(.each(0.5), from: .end)))
    XCTAssertEqual(try childCentre(late, tick: 60).x, 50, accuracy: 1e-9)
    XCTAssertEqual(try childCentre(late, tick: 120).x, 100, accuracy: 1e-9)
  }

  /// A hidden parent whose first copy starts after the shown copies' motion is over: the scene lasts until that
  /// copy's motion is, so its follower is carried all the way before the scene starts over.
  func test_aHiddenParentStartingLate_lengthensTheScene_untilItsMotionIsOver() throws {
    var setting = scene(
      keyed(.horizontalOffset, 0, 100), copies: Copies(count: 4, stagger: Stagger(.each(1), from: .end)))
    setting.layers[0].hidden = true
    // Copy 0 of the parent starts last, 3 s in; its follower moves from 3 s to 4 s.
    XCTAssertEqual(setting.latestStart, 3, accuracy: 1e-9)
    XCTAssertEqual(Timeline(setting).exactTotalTicks, 480, accuracy: 1e-9)
    XCTAssertEqual(try childCentre(setting, tick: 420).x, 100, accuracy: 1e-9)
    XCTAssertEqual(try childCentre(setting, tick: 480).x, 150, accuracy: 1e-9)
    // Shown, the parent's own copies set the length as before.
    setting.layers[0].hidden = false
    XCTAssertEqual(Timeline(setting).exactTotalTicks, 480, accuracy: 1e-9)
    // A hidden layer nothing follows does not.
    setting.layers[0].hidden = true
    setting.layers[1].parent = nil
    XCTAssertEqual(Timeline(setting).exactTotalTicks, 120, accuracy: 1e-9)
  }

  func test_theFirstPicture_isFollowedAboutTheBoxTheStageFitsIt() throws {
    // The layer below in two copies, the second starting a second late: the first picture holds its last pose.
    var setting = scene(MotionTracks(), parent: 0, copies: Copies(count: 2, stagger: Stagger(.each(1))))
    setting.tracks = keyed(.zTurns, 0, 0.5)
    setting.tracks[.anchorY].insert(time: 0, value: 1, curve: .linear)
    // Half a turn about the bottom of a 100 pt box: the child 50 pt right and 50 pt above that point ends 50 pt left
    // of it and 50 pt below.
    let end = try childCentre(setting, tick: 120, first: SceneLayer.RestBox(width: 100, height: 100))
    XCTAssertEqual(end.x, -50, accuracy: 1e-9)
    XCTAssertEqual(end.y, 100, accuracy: 1e-9)
  }
}
