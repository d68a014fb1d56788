import Foundation
import XCTest

@testable import SnowmanModel

final class PresetCodecTests: XCTestCase {
  func validJSON(_ edit: (inout [String: Any]) -> Void = { _ in }, setting: (inout [String: Any]) -> Void = { _ in })
    -> Data
  {
    var s: [String: Any] = [
      "widthMultiplier": 1.5, "heightMultiplier": 1, "horizontalOffset": 0, "verticalOffset": 0, "xFlips": 0,
      "ySpins": 0, "zTurns": 0, "opacity": 1, "duration": 2, "repeatCount": 1, "autoreverse": true,
      "easing": "easeInOut",
    ]
    setting(&s)
    var o: [String: Any] = [
      "version": 1, "id": "6f1c2a8e-0000-4000-8000-000000000abc", "name": "Tall",
      "createdAt": "2026-11-22T09:00:00.000Z", "setting": s,
    ]
    edit(&o)
    return (try? JSONSerialization.data(withJSONObject: o)) ?? Data()
  }

  func decodeError(_ data: Data) -> String? {
    if case .failure(let p) = FilePresetStore.decode(data, path: "x.json") { return p.reason }
    return nil
  }

  func test_validFile_decodes() throws {
    let p = try FilePresetStore.decode(validJSON(), path: "x").get()
    XCTAssertEqual(p.name, "Tall")
    XCTAssertEqual(p.setting.steps[0].widthMultiplier, 1.5)
  }

  func test_roundTrip_isExactAndBytesAreStable() throws {
    let p = Preset(name: "A / ../b\nc", setting: BuiltInPresets.showcase.setting)
    let data = try FilePresetStore.encode(p)
    let back = try FilePresetStore.decode(data, path: "x").get()
    XCTAssertEqual(back, p)
    XCTAssertEqual(try FilePresetStore.encode(back), data)
  }

  func test_outOfRange_namesFieldAndValue() {
    let reason = decodeError(validJSON(setting: { $0["duration"] = -1 }))
    XCTAssertEqual(reason, "field \"duration\" is -1.0, which must be between 0 and 1000")
    XCTAssertEqual(
      decodeError(validJSON(setting: { $0["widthMultiplier"] = 1e308 })),
      "field \"widthMultiplier\" is 1e+308, which must be between -10 and 10")
    XCTAssertEqual(
      decodeError(validJSON(setting: { $0["skewX"] = 85 })), "field \"skewX\" is 85.0, which must be between -80 and 80"
    )
    XCTAssertEqual(
      decodeError(validJSON(setting: { $0["eye"] = -5 })), "field \"eye\" is -5.0, which must be between 0 and 100000")
  }

  func test_badFields_areRejectedWithTheirNames() {
    XCTAssertEqual(decodeError(validJSON(setting: { $0["opacity"] = nil })), "field \"opacity\" is missing")
    XCTAssertEqual(
      decodeError(validJSON(setting: { $0["opacity"] = "high" })),
      "field \"opacity\" is \"high\", which must be a number")
    XCTAssertEqual(
      decodeError(validJSON(setting: { $0["autoreverse"] = 1 })),
      "field \"autoreverse\" is 1.0, which must be true or false")
    XCTAssertEqual(
      decodeError(validJSON(setting: { $0["repeatCount"] = 1.5 })),
      "field \"repeatCount\" is 1.5, which must be a whole number")
    XCTAssertTrue(
      decodeError(validJSON(setting: { $0["easing"] = "wobble" }))?
        .hasPrefix("field \"easing\" is \"wobble\", which must be one of linear") ?? false)
    XCTAssertEqual(
      decodeError(validJSON({ $0["version"] = 6 })),
      "field \"version\" is 6, which is not a version this build reads (1 or 2 or 3 or 4 or 5)")
    XCTAssertEqual(decodeError(validJSON({ $0["version"] = nil })), "field \"version\" is missing")
    XCTAssertEqual(decodeError(validJSON({ $0["name"] = "  " })), "field \"name\" is \"\", which must not be empty")
    XCTAssertEqual(decodeError(validJSON({ $0["id"] = "nope" })), "field \"id\" is \"nope\", which is not a UUID")
  }

  func test_notJSON_andWrongShape_areRejected() {
    XCTAssertEqual(decodeError(Data("{\"version\": 1, \"na".utf8)), "is not valid JSON")
    XCTAssertEqual(decodeError(Data()), "is not valid JSON")
    XCTAssertNotNil(decodeError(Data("[1,2,3]".utf8)))
    XCTAssertNotNil(decodeError(Data("NaN".utf8)))
  }

  func test_unknownExtraFields_areAccepted() {
    XCTAssertNil(decodeError(validJSON({ $0["comment"] = "from a newer build" })))
  }
}

final class TimestampTests: XCTestCase {
  func test_roundTrip_andOtherRFC3339Forms() throws {
    let d = Date(timeIntervalSince1970: 1_795_338_000.123)
    XCTAssertEqual(Timestamp.string(d), "2026-11-22T09:00:00.123Z")
    XCTAssertEqual(Timestamp.date("2026-11-22T09:00:00.123Z"), d)
    XCTAssertEqual(Timestamp.string(Date(timeIntervalSince1970: 0)), "1970-01-01T00:00:00.000Z")
    XCTAssertEqual(Timestamp.string(Date(timeIntervalSince1970: -0.5)), "1969-12-31T23:59:59.500Z")
    XCTAssertEqual(Timestamp.date("2026-11-22T10:00:00+01:00"), Date(timeIntervalSince1970: 1_795_338_000))
    XCTAssertNil(Timestamp.date("2026-02-31T00:00:00.000Z"))
    XCTAssertNil(Timestamp.date("yesterday"))
    XCTAssertEqual(PropertyKey.allCases.map(\.ordinal), Array(0..<PropertyKey.allCases.count))
  }
}
