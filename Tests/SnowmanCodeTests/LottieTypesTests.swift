import Foundation
import SnowmanModel
import XCTest

@testable import SnowmanCode

/// The Lottie types as written: `ty` first (rlottie reads a shape's type from its first key), the other keys
/// sorted, absent optionals left out, whole numbers bare, a still value of one dimension unwrapped.
final class LottieTypesTests: XCTestCase {
  func test_aLayer_isWrittenTyFirst_keysSorted_absentKeysLeftOut() {
    var layer = LottieLayer(
      ddd: 0, ind: 1, ty: 3, nm: "Move", ip: 0, op: 240,
      ks: LottieTransform(p: MotionCode.still([12.5, 3]), o: MotionCode.still([100])))
    layer.parent = 2
    XCTAssertEqual(
      LottieJSON.text(LottieTree.of(layer)),
      #"{"ty":3,"ao":0,"bm":0,"ddd":0,"ind":1,"ip":0,"ks":{"o":{"a":0,"k":100},"p":{"a":0,"k":[12.5,3]}},"#
        + #""nm":"Move","op":240,"parent":2,"sr":1,"st":0}"#)
  }

  func test_keyframes_holdOrCarryTheirHandles_asListsOrBareNumbers() {
    var half = Pose.rest
    half.opacity = 0.5
    let eased = MotionCode.animated(
      [
        LottieKnot(frame: 0, pose: .rest, ease: (c1: (0.42, 0), c2: (0.58, 1))),
        LottieKnot(frame: 120, pose: half, ease: nil, hold: true),
      ]
    ) { [$0.opacity * 100] }
    XCTAssertEqual(
      LottieJSON.text(LottieTree.of(eased)),
      #"{"a":1,"k":[{"i":{"x":[0.58],"y":[1]},"o":{"x":[0.42],"y":[0]},"s":[100],"t":0},{"h":1,"s":[50],"t":120}]}"#)
    let straight = MotionCode.keyed([(frame: 0, hold: false), (frame: 60, hold: false)], [[1, 2], [3, 4]])
    XCTAssertEqual(
      LottieJSON.text(LottieTree.of(straight)),
      #"{"a":1,"k":[{"i":{"x":1,"y":1},"o":{"x":0,"y":0},"s":[1,2],"t":0},{"s":[3,4],"t":60}]}"#)
  }

  func test_shapes_andAssets_sayWhatTheyAre() {
    let group = MotionCode.shapeGroup([MotionCode.ellipse(10, 4)])
    let text = LottieJSON.text(LottieTree.of(group))
    XCTAssertTrue(text.hasPrefix(#"{"ty":"gr","it":[{"ty":"el","nm":"Ellipse","#), text)
    XCTAssertTrue(text.contains(#"{"ty":"tr","a":{"a":0,"k":[0,0]},"#), text)
    let image = LottieAsset.image(LottieAsset.Image(id: "picture-0", w: 4, h: 2, nm: "snowman.png", p: "data:,"))
    XCTAssertEqual(
      LottieJSON.text(LottieTree.of(image)),
      #"{"e":1,"h":2,"id":"picture-0","nm":"snowman.png","p":"data:,","u":"","w":4}"#)
  }
}
