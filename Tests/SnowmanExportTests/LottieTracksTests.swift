import Foundation
import SnowmanCode
import SnowmanExport
import SnowmanFuzzing
import SnowmanModel
import XCTest

/// The flat Lottie of motions keyed track by track, each property on its own keyframes: read back by
/// `LottieFileReader` (not the writer's code), the picture's corners at every quarter tick against where the
/// stage draws them; and each property keyed on its own track's frames (an opacity on a curve of its own is its
/// keyframes, not 32 straight pieces).
final class LottieTracksTests: XCTestCase {
  static let width = 240, height = 400

  func test_motionsOnTheirOwnClocks_drawTheirCornersWhereTheStageDoes() throws {
    var g = TrackGenerator(
      seed: 2026_11_28,
      keys: [.widthMultiplier, .heightMultiplier, .horizontalOffset, .verticalOffset, .zTurns, .anchorX, .anchorY])
    var worst = 0.0
    for k in 0..<40 {
      let setting = g.motion()
      let data = try CodeExport.code(
        .lottie, setting: setting, name: "generated \(k)", width: Self.width, height: Self.height,
        background: .transparent, lottie: .threeD)
      let file = try LottieFileReader(data)
      let end = try XCTUnwrap(LottieFileReader.numbers(file.root["op"]).first)
      let timeline = Timeline(setting)
      let d = RenderRequest.density(width: Self.width, height: Self.height)
      let art = try XCTUnwrap((file.root["assets"] as? [[String: Any]])?.first)
      let (aw, ah) = (try LottieFileReader.numbers(art["w"])[0], try LottieFileReader.numbers(art["h"])[0])
      // The picture is embedded at the size the motion shows it, each side on its own: its box is the original's fit.
      let original = try XCTUnwrap(
        CodeExport.stage(
          setting, width: Self.width, height: Self.height, background: .transparent, artwork: nil,
          artworkSource: nil
        ).pictures.first?.original)
      let box = StageFit.pictureSize(
        stageWidth: Double(Self.width), stageHeight: Double(Self.height),
        aspect: Double(original.width) / Double(original.height))
      let picture = try XCTUnwrap(file.main.layers.first { $0.type == 2 })
      for i in 0..<Int(end) * 4 {
        // Off any round time, where a generated keyframe (at whole hundredths of a second) may stand.
        let frame = (Double(i) + 0.3819) / 4
        guard picture.shows(at: frame) else { continue }
        let map = try file.main.world(picture, at: frame)
        let pose = timeline.pose(atExactTick: frame)
        let projection = PoseProjection(pose: pose, box: (box.w / d, box.h / d))
        for (u, v) in [(0.0, 0.0), (aw, 0), (aw, ah), (0, ah)] {
          let drawn = map.apply(u, v)
          let seen = projection.project((u / aw - 0.5) * box.w / d, (v / ah - 0.5) * box.h / d)
          let error = hypot(
            drawn.x - (Double(Self.width) / 2 + seen.x * d), drawn.y - (Double(Self.height) / 2 + seen.y * d))
          worst = max(worst, error)
          XCTAssertLessThanOrEqual(error, 1, "generated \(k) at frame \(frame): a corner is \(error) px from the stage")
          if error > 1 {
            for (key, track) in setting.tracks.keyed where !track.isEmpty {
              print(key.rawValue, track.keyframes.map { "\($0.time) \($0.value) \($0.curve.css) \($0.hold)" })
            }
            print(setting.durationSeconds, setting.repeatCount, setting.autoreverse, pose)
            return
          }
        }
      }
    }
    print(String(format: "lottie, motions on their own clocks: corners within %.3f px of the stage", worst))
  }

  /// A fade on a curve of its own keys the opacity on the fade's frames alone.
  func test_aPropertyOnACurveOfItsOwn_isKeyedOnItsOwnFrames() throws {
    var s = AnimationSetting(tracks: MotionTracks(), durationSeconds: 2, repeatCount: 1, autoreverse: false)
    s.tracks[.opacity].insert(time: 0, value: 1, curve: .linear)
    s.tracks[.opacity].insert(time: 1.5, value: 0.2, curve: .easeIn)
    s.tracks[.zTurns].insert(time: 0, value: 0, curve: .linear)
    s.tracks[.zTurns].insert(time: 2, value: 1, curve: .easeInOut)
    let data = try CodeExport.code(
      .lottie, setting: s, name: "Fade", width: Self.width, height: Self.height, background: .transparent,
      lottie: .threeD)
    let file = try LottieFileReader(data)
    let picture = try XCTUnwrap(file.main.layers.first { $0.type == 2 })
    let layers = try XCTUnwrap(
      (file.root["layers"] as? [[String: Any]])?.first { $0["ty"] as? Int == 2 }?["ks"] as? [String: Any])
    let fade = try XCTUnwrap((layers["o"] as? [String: Any])?["k"] as? [[String: Any]])
    XCTAssertEqual(fade.count, 3, "the fade's two keyframes and where it holds: \(fade.map { $0["t"] ?? "" })")
    XCTAssertEqual(picture.r.value(at: 0), [0])
    let motion = try XCTUnwrap(
      (file.root["layers"] as? [[String: Any]])?.first { $0["nm"] as? String == "Motion" }?["ks"] as? [String: Any])
    let turn = try XCTUnwrap((motion["r"] as? [String: Any])?["k"] as? [[String: Any]])
    XCTAssertEqual(turn.count, 2, "the turn is one move on its own curve")
  }

  /// A fade on a curve that overshoots keeps its opacity within 0–100 % between its keyframes, as the stage clamps it:
  /// rlottie does not clamp, and past 100 % the picture's colours wrapped (seeded scene 57's snowman drawn blue with
  /// a yellow hat, a 34-level block). Read back at every quarter frame against the stage's opacity.
  func test_anOvershootingFade_staysWithinItsRange_betweenKeyframes() throws {
    var s = AnimationSetting(tracks: MotionTracks(), durationSeconds: 4, repeatCount: 1, autoreverse: false)
    s.tracks[.opacity].insert(time: 0, value: 1, curve: .linear)
    s.tracks[.opacity].insert(time: 2, value: 0.6, curve: .custom(CubicBezier(0.3, -0.4, 0.6, 1.5)))
    s.tracks[.opacity].insert(time: 3, value: 0.02, curve: .custom(CubicBezier(0.4, -0.5, 0.7, 1.4)))
    s.tracks[.opacity].insert(time: 4, value: 1, curve: .back)
    let data = try CodeExport.code(
      .lottie, setting: s, name: "Fade", width: Self.width, height: Self.height, background: .transparent,
      lottie: .threeD)
    let file = try LottieFileReader(data)
    let picture = try XCTUnwrap(
      (file.root["layers"] as? [[String: Any]])?.first { $0["ty"] as? Int == 2 }?["ks"] as? [String: Any])
    let fade = try LottieFileReader.Property(picture["o"])
    let timeline = Timeline(s)
    var (worst, low, high) = (0.0, 100.0, 0.0)
    for quarter in 0...(4 * Int(timeline.exactTotalTicks)) {
      let frame = Double(quarter) / 4
      let drawn = fade.value(at: frame)[0]
      let stage = 100 * min(max(timeline.pose(atExactTick: frame).opacity, 0), 1)
      (worst, low, high) = (max(worst, abs(drawn - stage)), min(low, drawn), max(high, drawn))
    }
    XCTAssertGreaterThanOrEqual(low, 0)
    XCTAssertLessThanOrEqual(high, 100)
    XCTAssertEqual(high, 100, accuracy: 0.01, "the overshoot is held at 100 %")
    XCTAssertEqual(low, 0, accuracy: 0.01, "the overshoot is held at 0 %")
    XCTAssertLessThan(worst, 0.05, "the fade follows the stage's within a twentieth of a percent")
  }
}
