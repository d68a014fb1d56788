import Foundation
import SnowmanDigest
import XCTest

@testable import SnowmanModel

/// Pictures in the model: headers read before decoding, the store, the codec, the transfer.
final class ArtworkModelTests: XCTestCase {
  var folder: TempFolder!

  override func setUpWithError() throws { folder = try TempFolder() }
  override func tearDown() { folder.remove() }

  static func sha256(_ data: Data) -> String { ContentHash.sha256(data) }

  /// A PNG's first bytes with IHDR claiming `width`×`height`, and an IEND at the end.
  static func pngHeader(width: UInt32, height: UInt32, whole: Bool = true) -> Data {
    var d = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
    d += Data("IHDR".utf8)
    for v in [width, height] {
      d += Data([UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)])
    }
    d += Data([8, 6, 0, 0, 0, 0, 0, 0, 0])
    if whole { d += Data([0, 0, 0, 0]) + Data("IEND".utf8) + Data([0xAE, 0x42, 0x60, 0x82]) }
    return d
  }

  func reason(_ data: Data) -> String? {
    if case .failure(let p) = ImageHeader.inspect(data) { return p.reason }
    return nil
  }

  func test_headers_areReadBeforeAnyPixel_andBombsAreRefusedFromThem() {
    XCTAssertEqual(try ImageHeader.inspect(Self.pngHeader(width: 640, height: 480)).get().width, 640)
    XCTAssertEqual(
      reason(Self.pngHeader(width: 100_000, height: 100_000)), "is 100000×100000 pixels, larger than 8192×8192")
    XCTAssertEqual(reason(Self.pngHeader(width: 64, height: 64, whole: false)), "is a truncated PNG (it has no end)")
    XCTAssertEqual(reason(Data()), "is empty (0 bytes)")
    XCTAssertEqual(
      reason(Data("hello, I am text".utf8)), "is not a picture Snowman reads (PNG, JPEG, WebP, GIF or SVG)")
    XCTAssertEqual(reason(Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 16])), "is a truncated JPEG (it has no end)")
  }

  func test_gif_framesAreCounted_andTruncationFound() {
    // A 1×1 GIF with two frames.
    var gif = Data("GIF89a".utf8) + Data([1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 255, 255, 255])
    let frame = Data([0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 0x01, 0])
    gif += frame + frame
    XCTAssertTrue(try ImageHeader.inspect(gif + Data([0x3B])).get().isAnimated)
    XCTAssertEqual(reason(gif), "is a truncated GIF (it has no end)")
    XCTAssertFalse(try ImageHeader.inspect(gif.dropLast(frame.count) + Data([0x3B])).get().isAnimated)
  }

  func test_svg_needsASize_aSaneOne_andNothingFromOutside() {
    func svg(_ attributes: String, _ body: String = "") -> Data {
      Data("<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" \(attributes)>\(body)</svg>".utf8)
    }
    XCTAssertEqual(try ImageHeader.inspect(svg("width=\"120\" height=\"80\"")).get().width, 120)
    XCTAssertEqual(try ImageHeader.inspect(svg("viewBox=\"0 0 300 150\"")).get().height, 150)
    XCTAssertEqual(reason(svg("")), "is an SVG with no size (no width and height, and no viewBox)")
    XCTAssertEqual(
      reason(svg("viewBox=\"0 0 1000000000 1000000000\"")), "is an SVG of 1000000000×1000000000, larger than 8192×8192")
    XCTAssertEqual(
      reason(svg("width=\"10\" height=\"10\"", "<image href=\"https://example.org/x.png\"/>")),
      "is an SVG that refers to a file outside itself")
    XCTAssertEqual(
      reason(svg("width=\"10\" height=\"10\"", "<image href=\"/etc/passwd\"/>")),
      "is an SVG that refers to a file outside itself")
    XCTAssertNotNil(try? ImageHeader.inspect(svg("width=\"10\" height=\"10\"", "<use href=\"#a\"/>")).get())
  }

  func test_store_namesByContent_keepsEachContentOnce_andChecksWhatItReads() throws {
    let store = ImageStore(directory: folder.url.appendingPathComponent("images"), digest: Self.sha256)
    let bytes = Self.pngHeader(width: 2, height: 2)
    let a = try store.store(bytes, type: .png, name: "a.png")
    let b = try store.store(bytes, type: .png, name: "copy of a.png")
    XCTAssertEqual(a.sha256, Self.sha256(bytes))
    XCTAssertEqual(a.fileName, "\(Self.sha256(bytes)).png")
    XCTAssertEqual(a.sha256, b.sha256)
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: store.directory.path), [a.fileName], "once")
    XCTAssertEqual(try store.read(a).get(), bytes)
    try Data("damaged".utf8).write(to: store.url(for: a))
    guard case .failure(let damaged) = store.read(a) else { return XCTFail("a damaged file is refused") }
    XCTAssertEqual(damaged.reason, "does not match its SHA-256 name (it is damaged)")
    try FileManager.default.removeItem(at: store.url(for: a))
    guard case .failure(let missing) = store.read(a) else { return XCTFail("a missing file is refused") }
    XCTAssertEqual(missing.reason, "does not exist")
  }

  func test_codec_keepsTheReference_andVersionOneHasNone() throws {
    var setting = AnimationSetting()
    setting.setPicture(
      ImageReference(sha256: String(repeating: "ab", count: 32), type: .svg, name: "logo.svg"), at: 0)
    let preset = Preset(name: "Logo", setting: setting)
    let data = try FilePresetStore.encode(preset)
    XCTAssertEqual(try FilePresetStore.decode(data, path: "x").get().setting.image, setting.image)
    XCTAssertNotNil(setting.image)
    var object = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
    var s = try XCTUnwrap(object["setting"] as? [String: Any])
    var tracks = try XCTUnwrap(s["tracks"] as? [String: Any])
    var keys = try XCTUnwrap(tracks["image"] as? [[String: Any]])
    keys[0]["value"] = ["sha256": "nope", "type": "png", "name": "x.png"]
    tracks["image"] = keys
    s["tracks"] = tracks
    object["setting"] = s
    guard
      case .failure(let problem) = FilePresetStore.decode(try JSONSerialization.data(withJSONObject: object), path: "x")
    else { return XCTFail("a bad reference is refused") }
    XCTAssertTrue(problem.reason.contains("image.sha256"), problem.reason)
  }

  func test_transfer_carriesThePicture_andImportChecksItsHash() throws {
    let bytes = Self.pngHeader(width: 3, height: 3)
    var setting = AnimationSetting()
    let reference = ImageReference(sha256: Self.sha256(bytes), type: .png, name: "p.png")
    setting.setPicture(reference, at: 0)
    let json = try FilePresetStore.encode(Preset(name: "P", setting: setting))
    let carried = try PresetTransfer.embedding(bytes, for: reference, in: json)
    XCTAssertEqual(try FilePresetStore.decode(carried, path: "x").get().setting.image, reference)
    XCTAssertEqual(try PresetTransfer.embedded(in: carried, for: reference, path: "x", digest: Self.sha256), bytes)
    let damaged = Data(
      String(decoding: carried, as: UTF8.self).replacingOccurrences(
        of: bytes.base64EncodedString(), with: Self.pngHeader(width: 4, height: 3).base64EncodedString()
      ).utf8)
    XCTAssertThrowsError(try PresetTransfer.embedded(in: damaged, for: reference, path: "x.json", digest: Self.sha256))
    {
      XCTAssertEqual("\($0)", "skipped x.json: carries a picture whose bytes do not match its SHA-256 (damaged)")
    }
    XCTAssertThrowsError(try PresetTransfer.embedded(in: json, for: reference, path: "x.json", digest: Self.sha256))
  }
}
