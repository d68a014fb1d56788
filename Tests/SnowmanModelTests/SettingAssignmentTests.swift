import XCTest

@testable import SnowmanModel

/// KEY=VALUE from the command line.
final class SettingAssignmentTests: XCTestCase {
  func test_everyKindOfValue() throws {
    let s = try SettingAssignment.apply(
      [
        "widthMultiplier=1.5", "autoreverse=off", "repeatCount=3", "easing=cubic-bezier(0.34, 1.56, 0.64, 1)",
        "verticalOffset = -80",
      ], to: AnimationSetting())
    XCTAssertEqual(s.steps[0].widthMultiplier, 1.5)
    XCTAssertFalse(s.autoreverse)
    XCTAssertEqual(s.repeatCount, 3)
    XCTAssertEqual(s.steps[0].easing, .custom(CubicBezier(0.34, 1.56, 0.64, 1)))
    XCTAssertEqual(s.steps[0].verticalOffsetPoints, -80)
    let spring = try SettingAssignment.apply(["easing=spring(bounce: 0.5)", "springBounce=0.6"], to: s)
    XCTAssertEqual(spring.steps[0].easing, .spring(bounce: 0.6))
  }

  func test_badInput_isOneSentenceNamingKeyAndValue() {
    func error(_ a: String) -> String? {
      do {
        _ = try SettingAssignment.apply([a], to: AnimationSetting())
        return nil
      } catch { return "\(error)" }
    }
    XCTAssertEqual(error("widthMultiplier=19"), "widthMultiplier=19: widthMultiplier must be between -10 and 10")
    XCTAssertEqual(error("anchorX=3"), "anchorX=3: anchorX must be between -1 and 2")
    XCTAssertEqual(error("widthMultiplier=wide"), "widthMultiplier=wide: wide is not a number")
    XCTAssertEqual(error("repeatCount=1.5"), "repeatCount=1.5: repeatCount must be a whole number")
    XCTAssertEqual(error("autoreverse=maybe"), "autoreverse=maybe: autoreverse is on or off")
    XCTAssertEqual(error("widthMultiplier"), "“widthMultiplier” is not KEY=VALUE (for example widthMultiplier=1.5)")
    XCTAssertTrue(error("colour=red")?.hasPrefix("unknown key “colour”; the keys are widthMultiplier") ?? false)
    XCTAssertTrue(error("easing=cubic-bezier(2, 0, 0, 1)")?.hasPrefix("easing=cubic-bezier(2, 0, 0, 1): “") ?? false)
    XCTAssertEqual(error("opacity=nan"), "opacity=nan: nan is not a number")
  }
}
