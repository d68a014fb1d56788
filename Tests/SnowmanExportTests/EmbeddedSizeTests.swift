import Foundation
import SnowmanExport
import SnowmanModel
import XCTest

/// The code exports embed each picture at the largest size the motion shows it at the file's size, never larger
/// than the picture: a motion that only shrinks it carries a picture the size of its rest box, one that turns it
/// toward the eye the whole picture, and the costume rides at the picture's own scale.
final class EmbeddedSizeTests: XCTestCase {
  static let (width, height) = (240, 400)

  func bounce() -> AnimationSetting {
    var s = AnimationSetting(tracks: MotionTracks(), durationSeconds: 1.5, repeatCount: 1, autoreverse: true)
    s.tracks[.verticalOffset].insert(time: 0, value: 0, curve: .linear)
    s.tracks[.verticalOffset].insert(time: 1.5, value: 120, curve: .bounce)
    s.tracks[.heightMultiplier].insert(time: 0, value: 1, curve: .linear)
    s.tracks[.heightMultiplier].insert(time: 1.5, value: 0.8, curve: .bounce)
    return s
  }

  /// The embedded images' sizes in a Lottie file, by asset id.
  func assetSizes(_ setting: AnimationSetting) throws -> [String: [Int]] {
    let data = try CodeExport.code(
      .lottie, setting: setting, name: "Sized", width: Self.width, height: Self.height, background: .sky)
    let root = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
    var sizes: [String: [Int]] = [:]
    for asset in root["assets"] as? [[String: Any]] ?? [] {
      if let id = asset["id"] as? String, let w = asset["w"] as? Int, let h = asset["h"] as? Int { sizes[id] = [w, h] }
    }
    return sizes
  }

  /// The width and height a PNG's header says, for each `data:` URI in `page`.
  func pngSizes(_ page: String) throws -> [[Int]] {
    try page.components(separatedBy: "data:image/png;base64,").dropFirst().map { rest in
      let encoded = String(rest.prefix { $0 != "\"" })
      let png = try XCTUnwrap(Data(base64Encoded: encoded))
      let bytes = [UInt8](png.prefix(24))
      func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
      return [word(16), word(20)]
    }
  }

  func test_aMotionThatOnlyShrinks_embedsThePictureAtItsRestSize_andThePageIsSmaller() throws {
    // The snowman (480×672) fits a 240×400 stage at 168×235.2.
    XCTAssertEqual(try assetSizes(bounce())["picture-0"], [168, 236])
    let page = try CodeExport.code(
      .html, setting: bounce(), name: "Sized", width: Self.width, height: Self.height, background: .sky)
    XCTAssertEqual(try pngSizes(String(decoding: page, as: UTF8.self)), [[168, 236]])
    XCTAssertLessThan(page.count, 40_000, "the full picture made the page 77 KB")
  }

  func test_aFlipTowardTheEye_keepsThePictureWhole_whereItIsShownLarger() throws {
    let showcase = try XCTUnwrap(BuiltInPresets.all.first { $0.name == "Showcase" })
    let sizes = try assetSizes(showcase.setting)
    XCTAssertEqual(sizes["picture-0"]?.first, 480, "shown wider than the picture: the picture whole")
    XCTAssertLessThan(sizes["picture-0"]?.last ?? 0, 672)
  }

  /// A snowflake 40 pt across following a layer that grows to twice its size is shown twice as large: its picture is
  /// embedded so, as a snowflake grown by its own motion is.
  func test_aLayerFollowingAGrowingParent_isEmbeddedAsLargeAsItIsShown() throws {
    var setting = AnimationSetting(tracks: MotionTracks(), durationSeconds: 1, repeatCount: 1, autoreverse: false)
    var grows = MotionTracks()
    grows[.widthMultiplier].insert(time: 0, value: 1, curve: .linear)
    grows[.widthMultiplier].insert(time: 1, value: 2, curve: .linear)
    setting.layers = [
      SceneLayer(
        name: "Grower", picture: nil, box: SceneLayer.RestBox(centerX: -60, width: 30, height: 40), tracks: grows),
      SceneLayer(
        name: "Snowflake", picture: BuiltInPresets.snowflake,
        box: SceneLayer.RestBox(centerX: 60, width: 40, height: 40)),
    ]
    func flake(_ s: AnimationSetting) throws -> [Int]? {
      try assetSizes(s).first { $0.key.hasPrefix("layer-2-") && $0.key.hasSuffix("picture-0") }?.value
    }
    let alone = try XCTUnwrap(flake(setting))
    setting.layers[1].parent = 1
    let carried = try XCTUnwrap(flake(setting))
    XCTAssertEqual(Double(carried[0]), 2 * Double(alone[0]), accuracy: 1, "\(alone) then \(carried)")
  }

  func test_theCostume_isEmbeddedAtThePicturesScale() throws {
    var dressed = bounce()
    dressed.costume = Costume(id: "wizard")
    let sizes = try assetSizes(dressed)
    let costume = try XCTUnwrap(sizes["costume"])
    let full = try XCTUnwrap(
      try assetSizes(
        {
          var grown = dressed
          grown.tracks[.widthMultiplier].insert(time: 0, value: 1, curve: .linear)
          grown.tracks[.widthMultiplier].insert(time: 1.5, value: 3, curve: .linear)
          grown.tracks[.heightMultiplier].insert(time: 0.5, value: 3, curve: .linear)
          return grown
        }())["costume"])
    XCTAssertLessThan(costume[0], full[0], "a costume shown larger is embedded larger")
    XCTAssertLessThan(costume[1], full[1])
  }
}
