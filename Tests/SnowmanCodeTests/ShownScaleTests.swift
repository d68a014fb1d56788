import Foundation
import SnowmanModel
import XCTest

@testable import SnowmanCode

/// How large a motion shows its picture, which the exports embed it at: against the poses' corners measured apart
/// (the distance between neighbouring projected points), and the size it gives.
final class ShownScaleTests: XCTestCase {
  let box = (w: 300.0, h: 420.0)

  func motion(_ keys: [(PropertyKey, Double)], duration: Double = 1) -> AnimationSetting {
    var s = AnimationSetting(tracks: MotionTracks(), durationSeconds: duration, repeatCount: 1, autoreverse: false)
    for (key, value) in keys {
      s.tracks[key].insert(time: 0, value: key == .widthMultiplier || key == .heightMultiplier ? 1 : 0, curve: .linear)
      s.tracks[key].insert(time: duration, value: value, curve: .easeInOut)
    }
    return s
  }

  func test_aPictureAtRest_isShownAtItsSize_andAGrowingOne_atItsLargest() {
    let rest = ShownScale.largest(motion([]), box: box)
    XCTAssertEqual(rest.x, 1, accuracy: 1e-12)
    XCTAssertEqual(rest.y, 1, accuracy: 1e-12)
    let grown = ShownScale.largest(motion([(.widthMultiplier, 1.5), (.heightMultiplier, 0.6)]), box: box)
    XCTAssertEqual(grown.x, 1.5, accuracy: 1e-9)
    XCTAssertEqual(grown.y, 1, accuracy: 1e-9, "it is shown largest down at rest")
  }

  /// A flip toward the eye magnifies the near edge: the largest scale is what neighbouring points' distance says
  /// at the worst tick, measured here from the projection's points alone.
  func test_aTurnInDepth_isMeasuredWhereItIsNearest() {
    let flip = motion([(.xFlips, 0.2)])
    let got = ShownScale.largest(flip, box: box)
    let timeline = Timeline(flip)
    var most = (x: 0.0, y: 0.0)
    let h = 1e-4
    for tick in 0...timeline.passTicks {
      let p = PoseProjection(pose: timeline.pose(atTick: tick), box: box)
      for u in [-0.5, 0, 0.5] {
        for v in [-0.5, 0, 0.5] {
          let (x, y) = (u * box.w, v * box.h)
          let a = p.project(x, y), b = p.project(x + h, y), c = p.project(x, y + h)
          most.x = max(most.x, hypot(b.x - a.x, b.y - a.y) / h)
          most.y = max(most.y, hypot(c.x - a.x, c.y - a.y) / h)
        }
      }
    }
    XCTAssertGreaterThan(got.y, 1.05, "the near edge is magnified")
    XCTAssertEqual(got.x, most.x, accuracy: 1e-3)
    XCTAssertEqual(got.y, most.y, accuracy: 1e-3)
  }

  func test_theEmbeddedSize_isTheLargestShown_neverLargerThanThePicture_norUnderAPixel() {
    let size = ShownScale.embedded(width: 480, height: 672, shown: (168, 235.2), scale: (1, 1))
    XCTAssertEqual(size.width, 168)
    XCTAssertEqual(size.height, 236)
    let capped = ShownScale.embedded(width: 480, height: 672, shown: (168, 235.2), scale: (4, 2))
    XCTAssertEqual(capped.width, 480)
    XCTAssertEqual(capped.height, 471)
    let gone = ShownScale.embedded(width: 480, height: 672, shown: (168, 235.2), scale: (0, 0))
    XCTAssertEqual([gone.width, gone.height], [1, 1])
  }
}
