import Foundation
import SnowmanFuzzing
import XCTest

@testable import SnowmanModel

/// Layers in a preset file (version 5): written and read back whole, a version 4 file read as the one picture it
/// holds, and a wrong field refused in one sentence naming the layer and the field.
final class SceneLayerCodingTests: XCTestCase {
  func roundTrip(_ setting: AnimationSetting) throws -> (Preset, String) {
    let preset = Preset(name: "Scene", setting: setting)
    let bytes = try FilePresetStore.encode(preset)
    guard case .success(let back) = FilePresetStore.decode(bytes, path: "scene.json") else {
      XCTFail("refused: \(String(decoding: bytes, as: UTF8.self))")
      return (preset, "")
    }
    return (back, String(decoding: bytes, as: UTF8.self))
  }

  /// A random layer: a snowflake or the snowman, anywhere, keyed on a few properties, with copies half the time.
  func randomLayer(_ g: inout SplitMix, below: Int, duration: Double) -> SceneLayer {
    var tracks = MotionTracks()
    for key in PropertyKey.animated.shuffled(using: &g).prefix(Int.random(in: 0...3, using: &g)) {
      guard let range = PropertyTable.spec(key).range, let step = PropertyTable.spec(key).step else { continue }
      for _ in 0..<Int.random(in: 1...4, using: &g) {
        let value = (Double.random(in: range, using: &g) / step).rounded() * step
        tracks[key].insert(
          time: (Double.random(in: 0...duration, using: &g) * 1000).rounded() / 1000,
          value: min(max(value, range.lowerBound), range.upperBound),
          curve: [.linear, .easeIn, .bounce, .easeInOut].randomElement(using: &g) ?? .linear)
      }
    }
    let origins: [Stagger.Origin] = [
      .start, .center, .end, .edges, .index(Int.random(in: 0...9, using: &g)),
      .random(seed: UInt64.random(in: 0...1_000_000, using: &g)),
    ]
    let stagger = Stagger(
      Bool.random(using: &g)
        ? .each(Double(Int.random(in: 0...40, using: &g)) / 20)
        : .amount(Double(Int.random(in: 0...40, using: &g)) / 10),
      from: origins.randomElement(using: &g) ?? .start, ease: Bool.random(using: &g) ? .linear : .easeOut)
    let copies =
      Bool.random(using: &g)
      ? Copies(
        count: Int.random(in: 2...40, using: &g),
        step: Copies.Step(
          offsetX: Double(Int.random(in: -50...50, using: &g)), offsetY: Double(Int.random(in: -50...50, using: &g)),
          zTurns: Double(Int.random(in: -8...8, using: &g)) / 16,
          scale: Double(Int.random(in: 80...120, using: &g)) / 100,
          opacity: Double(Int.random(in: -10...0, using: &g)) / 100), stagger: stagger)
      : Copies(count: 1)
    return SceneLayer(
      name: Bool.random(using: &g) ? "Snowflake" : "Snowman ❄ \(below)",
      picture: Bool.random(using: &g) ? BuiltInPresets.snowflake : nil,
      box: SceneLayer.RestBox(
        centerX: Double(Int.random(in: -300...300, using: &g)), centerY: Double(Int.random(in: -400...400, using: &g)),
        width: Double(Int.random(in: 8...300, using: &g)), height: Double(Int.random(in: 8...300, using: &g))),
      tracks: tracks, copies: copies, hidden: Int.random(in: 0..<5, using: &g) == 0,
      parent: Bool.random(using: &g) ? Int.random(in: 0..<below, using: &g) : nil)
  }

  /// 200 seeded scenes of one to six layers come back from their files equal, every field.
  func test_randomScenes_comeBackFromTheirFilesWhole() throws {
    var g = SplitMix(seed: 20_261_129)
    for n in 0..<200 {
      var setting = BuiltInPresets.all.randomElement(using: &g)?.setting ?? AnimationSetting()
      setting.layers = (0..<Int.random(in: 1...5, using: &g)).map {
        randomLayer(&g, below: $0 + 1, duration: setting.durationSeconds)
      }
      let (back, text) = try roundTrip(setting)
      XCTAssertEqual(back.setting, setting, "scene \(n): \(text)")
      XCTAssertEqual(back.version, 5)
    }
  }

  /// A file of version 4 (one picture) reads as a scene with no layers above it, and is written back as the same
  /// setting with no `layers` key: the conversion loses nothing.
  func test_aVersion4File_isTheOnePictureScene_andWritesNoLayers() throws {
    // Every one-picture built-in (a scene has no file of version 4).
    for motion in BuiltInPresets.all where motion.setting.layers.isEmpty {
      let preset = Preset(name: motion.name, setting: motion.setting)
      var json = try XCTUnwrap(
        try JSONSerialization.jsonObject(with: FilePresetStore.encode(preset)) as? [String: Any])
      json["version"] = 4
      let v4 = try JSONSerialization.data(withJSONObject: json)
      guard case .success(let read) = FilePresetStore.decode(v4, path: "old.json") else {
        return XCTFail("\(motion.name): refused")
      }
      XCTAssertEqual(read.version, 4)
      XCTAssertEqual(read.setting, motion.setting, motion.name)
      XCTAssertEqual(read.setting.layers, [])
      let again = String(decoding: try FilePresetStore.encode(read), as: UTF8.self)
      XCTAssertFalse(again.contains("\"layers\""), motion.name)
      XCTAssertTrue(again.contains("\"version\" : 5"), motion.name)
    }
  }

  /// A shorter pass takes the layers' keyframes with it, so the scene is still a file that reads back.
  func test_aShorterPass_retimesTheLayersToo_andStillReadsBack() throws {
    var g = SplitMix(seed: 71)
    var setting = AnimationSetting(tracks: MotionTracks(), durationSeconds: 4)
    setting.layers = (0..<3).map { randomLayer(&g, below: $0 + 1, duration: 4) }
    setting.layers[0].tracks[.zTurns].insert(time: 4, value: 1, curve: .linear)
    setting.retime(to: 1)
    XCTAssertEqual(setting.layers[0].tracks[.zTurns].keyframes.last?.time, 1)
    XCTAssertTrue(setting.layers.allSatisfy { $0.tracks.lastKeyTime <= 1 })
    let (back, text) = try roundTrip(setting)
    XCTAssertEqual(back.setting, setting, text)
  }

  /// The written form: a box, copies only when there are several, `hidden` and `parent` only when set.
  func test_theWrittenForm_saysOnlyWhatIsSet() throws {
    var setting = AnimationSetting()
    setting.layers = [
      SceneLayer(
        name: "Snowflake", picture: BuiltInPresets.snowflake,
        box: SceneLayer.RestBox(centerX: 0, centerY: -300, width: 40, height: 40),
        copies: Copies(count: 24, step: Copies.Step(offsetX: 16), stagger: Stagger(.each(0.2), from: .random(seed: 7))),
        parent: 0),
      SceneLayer(name: "Still", picture: nil, box: SceneLayer.RestBox(width: 10, height: 20), hidden: true),
    ]
    let (back, text) = try roundTrip(setting)
    XCTAssertEqual(back.setting, setting)
    let layers = try XCTUnwrap(
      ((try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])?["setting"] as? [String: Any])?[
        "layers"] as? [[String: Any]])
    XCTAssertEqual(layers.count, 2)
    let copies = try XCTUnwrap(layers[0]["copies"] as? [String: Any])
    XCTAssertEqual(copies["count"] as? Int, 24)
    XCTAssertEqual(copies["from"] as? String, "random")
    XCTAssertEqual(copies["seed"] as? Int, 7)
    XCTAssertEqual(copies["each"] as? Double, 0.2)
    XCTAssertEqual(layers[0]["parent"] as? Int, 0)
    XCTAssertNil(layers[0]["hidden"])
    XCTAssertNil(layers[1]["copies"])
    XCTAssertNil(layers[1]["parent"])
    XCTAssertEqual(layers[1]["hidden"] as? Bool, true)
    XCTAssertEqual(back.setting.layers[0].picture, BuiltInPresets.snowflake)
    XCTAssertNil(back.setting.layers[1].picture)
  }

  /// Each wrong field is refused in one sentence naming the layer, the field and the value.
  func test_wrongFields_areRefusedInOneSentence() throws {
    func refusal(_ edit: (inout [String: Any]) -> Void) throws -> String? {
      var layer: [String: Any] = [
        "name": "Flake", "box": ["x": 0, "y": 0, "width": 40, "height": 40], "tracks": [String: Any](),
        "copies": ["count": 3, "each": 0.5, "from": "center", "ease": "linear"],
      ]
      edit(&layer)
      var json = try XCTUnwrap(
        try JSONSerialization.jsonObject(with: FilePresetStore.encode(Preset(name: "S", setting: AnimationSetting())))
          as? [String: Any])
      var setting = try XCTUnwrap(json["setting"] as? [String: Any])
      setting["layers"] = [layer]
      json["setting"] = setting
      guard case .failure(let p) = FilePresetStore.decode(try JSONSerialization.data(withJSONObject: json), path: "s")
      else { return nil }
      return p.reason
    }
    XCTAssertNil(try refusal { _ in }, "the valid layer is read")
    let cases: [(String, (inout [String: Any]) -> Void)] = [
      ("field \"layers 1 name\" is missing, empty or not a string", { $0["name"] = " " }),
      ("field \"layers 1 box\" is missing or not an object", { $0["box"] = nil }),
      (
        "field \"layers 1 box width\" is 0.0, which must be between 0.1 and 10000",
        { $0["box"] = ["x": 0, "y": 0, "width": 0, "height": 4] }
      ),
      ("field \"layers 1 box y\" is missing", { $0["box"] = ["x": 0, "width": 4, "height": 4] }),
      (
        "field \"layers 1 copies count\" is 201.0, which must be between 1 and 200",
        { $0["copies"] = ["count": 201] }
      ),
      ("field \"layers 1 copies count\" is 2.5, which must be a whole number", { $0["copies"] = ["count": 2.5] }),
      (
        "field \"layers 1 copies from\" is \"middle\", which must be start, center, end, edges, random or a copy's index",
        { $0["copies"] = ["count": 2, "from": "middle"] }
      ),
      (
        "field \"layers 1 copies seed\" is missing or not a whole number from 0 to 9007199254740991",
        { $0["copies"] = ["count": 2, "from": "random"] }
      ),
      (
        "field \"layers 1 parent\" is 1.0, which must be a layer below this one, 0 (the first picture) to 0",
        { $0["parent"] = 1 }
      ),
      (
        "field \"layers 1 tracks\" is \"spin\", which is not a property Snowman keys; the tracks are "
          + TrackName.all.map(\.key).joined(separator: ", "),
        { $0["tracks"] = ["spin": [[String: Any]]()] }
      ),
    ]
    for (expected, edit) in cases {
      XCTAssertEqual(try refusal(edit), expected)
    }
  }
}
