import Foundation
import XCTest

@testable import SnowmanModel

/// A worn costume in the preset file: written only when worn, read strictly, and placed on any picture.
final class CostumeTests: XCTestCase {
  func decode(_ costume: Any) throws -> Result<Preset, PresetFileProblem> {
    let data = try FilePresetStore.encode(Preset(name: "Dressed", setting: AnimationSetting()))
    var object = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
    var setting = try XCTUnwrap(object["setting"] as? [String: Any])
    setting["costume"] = costume
    object["setting"] = setting
    return FilePresetStore.decode(try JSONSerialization.data(withJSONObject: object), path: "x")
  }

  func test_aWornCostume_roundTrips_andAPresetWithoutOneIsWrittenAsBefore() throws {
    let plain = try FilePresetStore.encode(Preset(name: "Plain", setting: AnimationSetting()))
    XCTAssertFalse(String(decoding: plain, as: UTF8.self).contains("costume"))
    var setting = BuiltInPresets.showcase.setting
    setting.costume = Costume(id: "ghost", offsetX: 0.1, offsetY: -0.05, scale: 1.4)
    let data = try FilePresetStore.encode(Preset(name: "Ghost", setting: setting))
    XCTAssertEqual(try FilePresetStore.decode(data, path: "x").get().setting, setting)
    let mine = ImageReference(sha256: String(repeating: "ab", count: 32), type: .png, name: "crown.png")
    setting.costume = Costume(picture: mine)
    let again = try FilePresetStore.encode(Preset(name: "Crown", setting: setting))
    XCTAssertEqual(try FilePresetStore.decode(again, path: "x").get().setting.costume, Costume(picture: mine))
  }

  func test_badCostumes_areRefusedNamingTheField() throws {
    let cases: [(Any, String)] = [
      ("ghost", "field \"costume\" is \"ghost\", which must be an object"),
      (
        ["id": "cowboy", "offsetX": 0, "offsetY": 0, "scale": 1],
        "field \"costume.id\" is \"cowboy\", which must be one of doctor, ghost, hipster, pirate, wizard"
      ),
      (
        ["id": "ghost", "offsetX": 0, "offsetY": 0, "scale": 9],
        "field \"costume.scale\" is 9.0, which must be between 0.3 and 3"
      ),
      (
        ["id": "ghost", "offsetX": "left", "offsetY": 0, "scale": 1],
        "field \"costume.offsetX\" is \"left\", which must be a number"
      ),
    ]
    for (costume, reason) in cases {
      guard case .failure(let problem) = try decode(costume) else { return XCTFail("\(costume) was taken") }
      XCTAssertEqual(problem.reason, reason)
    }
  }

  func test_placement_followsTheAnchor_theOffsetAndTheScale() {
    let hat = Costume(id: "wizard")
    XCTAssertEqual(hat.anchor, .head)
    let r = hat.rect(pictureWidth: 100, pictureHeight: 200, aspect: 0.5)
    XCTAssertEqual(r.w, 54, accuracy: 1e-9)
    XCTAssertEqual(r.h, 27, accuracy: 1e-9)
    XCTAssertEqual(r.x + r.w / 2, 0, accuracy: 1e-9, "centred across")
    XCTAssertEqual(r.y + r.h / 2, (0.075 - 0.5) * 200, accuracy: 1e-9, "its brim on the brow")
    let crown = Costume(picture: ImageReference(sha256: String(repeating: "0", count: 64), type: .png, name: "c.png"))
    XCTAssertEqual(crown.anchor, .head, "a user's costume sits on the head")
    XCTAssertEqual(crown.rect(pictureWidth: 100, pictureHeight: 200, aspect: 1).w, 46, accuracy: 1e-9)
    var moved = hat
    moved.offsetX = 0.1
    moved.scale = 2
    let m = moved.rect(pictureWidth: 100, pictureHeight: 200, aspect: 0.5)
    XCTAssertEqual(m.x + m.w / 2, 10, accuracy: 1e-9)
    XCTAssertEqual(m.w, 108, accuracy: 1e-9)
  }
}
