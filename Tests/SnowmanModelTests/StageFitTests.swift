import XCTest

@testable import SnowmanModel

/// Where a picture sits on a stage and its shadow: the one definition the stage, the Wardrobe and the code read.
final class StageFitTests: XCTestCase {
  func test_aTallPicture_takes68PercentOfTheHeight_aWideOne70PercentOfTheWidth() {
    let tall = StageFit.pictureSize(stageWidth: 448, stageHeight: 336, aspect: 0.5)
    XCTAssertEqual(tall.h, 336 * 0.68, accuracy: 1e-9)
    XCTAssertEqual(tall.w, tall.h * 0.5, accuracy: 1e-9)
    let wide = StageFit.pictureSize(stageWidth: 448, stageHeight: 336, aspect: 3)
    XCTAssertEqual(wide.w, 448 * 0.7, accuracy: 1e-9)
    XCTAssertEqual(wide.h, wide.w / 3, accuracy: 1e-9)
  }

  func test_theShadow_followsOffsetAndWidth_andFadesOnlyPartly() {
    let rest = StageFit.shadow(midX: 100, midY: 80, picture: (50, 100), minimumHeight: 8)
    XCTAssertEqual(rest.w, 40, accuracy: 1e-9)
    XCTAssertEqual(rest.h, 8, accuracy: 1e-9, "at least the minimum height")
    XCTAssertEqual(rest.x + rest.w / 2, 100, accuracy: 1e-9, "centred under the picture")
    XCTAssertEqual(rest.y, 80 + 50 - 8 * 0.6, accuracy: 1e-9, "under its feet")
    var pose = Pose.rest
    (pose.offsetX, pose.scaleX, pose.rotationX, pose.scaleY) = (30, 2, 1, 3)
    let moved = StageFit.shadow(midX: 100, midY: 80, picture: (50, 100), pose: pose, minimumHeight: 8)
    XCTAssertEqual(moved.w, 80, accuracy: 1e-9)
    XCTAssertEqual(moved.x + moved.w / 2, 130, accuracy: 1e-9)
    XCTAssertEqual(moved.y, rest.y, "the turns and the height leave it on the ground")
    // Doubled about its left edge, the picture's middle moves right by half its width: so does the shadow.
    pose.anchorX = 0
    let anchored = StageFit.shadow(midX: 100, midY: 80, picture: (50, 100), pose: pose, minimumHeight: 8)
    XCTAssertEqual(anchored.x + anchored.w / 2, 130 + 25, accuracy: 1e-9)
    pose.scaleX = -1
    XCTAssertEqual(
      StageFit.shadow(midX: 100, midY: 80, picture: (50, 100), pose: pose, minimumHeight: 8).w, 40, accuracy: 1e-9,
      "a mirrored picture's shadow is as wide")
    XCTAssertEqual(StageFit.shadowOpacity(1), 1)
    XCTAssertEqual(StageFit.shadowOpacity(0), 0.35)
    XCTAssertEqual(
      StageFit.shadowOpacity(-0.2), 0.22, accuracy: 1e-12, "an overshoot carries it on, as a browser interpolates")
  }
}
