import XCTest

@testable import SnowmanModel

final class EasingAndTimelineTests: XCTestCase {
  func test_everyEasing_startsAtZeroAndEndsAtOne() {
    let every = EasingKind.allCases.map { Easing(kind: $0) } + [0, 0.45, 0.9].map { Easing.spring(bounce: $0) }
    for e in every {
      XCTAssertEqual(e.apply(0), 0, accuracy: 1e-12, "\(e)")
      XCTAssertEqual(e.apply(1), 1, accuracy: 1e-12, "\(e)")
    }
  }

  func test_bezierCurves_matchCoreAnimationControlPoints() {
    XCTAssertEqual(CubicBezier.easeInOut.value(at: 0.5), 0.5, accuracy: 1e-6)
    // Ease in starts slow, ease out starts fast.
    XCTAssertLessThan(Easing.easeIn.apply(0.25), 0.25)
    XCTAssertGreaterThan(Easing.easeOut.apply(0.25), 0.25)
    // A known value of (0.42, 0, 1, 1) at x = 0.5, from solving the curve.
    XCTAssertEqual(CubicBezier.easeIn.value(at: 0.5), 0.3153, accuracy: 1e-3)
    // Monotonic.
    var last = -1.0
    for i in 0...100 {
      let v = Easing.easeInOut.apply(Double(i) / 100)
      XCTAssertGreaterThanOrEqual(v, last)
      last = v
    }
  }

  func test_spring_overshootsThenSettlesOnTarget() {
    let samples = (0...200).map { Easing.spring(bounce: 0.3).apply(Double($0) / 200) }
    XCTAssertGreaterThan(samples.max() ?? 0, 1.0, "a spring overshoots")
    for v in samples[180...] { XCTAssertEqual(v, 1, accuracy: 0.02) }
  }

  func test_bounce_staysWithinRangeAndTouchesTargetBeforeEnd() {
    let samples = (0...200).map { Easing.bounce.apply(Double($0) / 200) }
    XCTAssertTrue(samples.allSatisfy { $0 >= 0 && $0 <= 1.0000001 })
    XCTAssertTrue(samples[70..<80].contains { $0 > 0.99 }, "first bounce lands on the target")
  }

  func showcase(_ change: (inout AnimationSetting) -> Void = { _ in }) -> Timeline {
    var s = BuiltInPresets.showcase.setting
    change(&s)
    return Timeline(s)
  }

  func test_pose_isRestAtTickZero() {
    XCTAssertEqual(showcase().pose(atTick: 0), .rest)
  }

  func test_pose_reachesTargetAtEndOfForwardPass() {
    let t = showcase()
    XCTAssertEqual(t.passTicks, 240)
    let p = t.pose(atTick: 240)
    XCTAssertEqual(p.scaleX, 1.5, accuracy: 1e-9)
    XCTAssertEqual(p.scaleY, 0.6, accuracy: 1e-9)
    XCTAssertEqual(p.offsetX, 120, accuracy: 1e-9)
    XCTAssertEqual(p.offsetY, -80, accuracy: 1e-9)
    XCTAssertEqual(p.opacity, 0.6, accuracy: 1e-9)
  }

  func test_rotations_areTurnsTimesTwoPi() {
    let p = showcase().pose(atTick: 240)
    XCTAssertEqual(p.rotationX, 2 * 2 * .pi, accuracy: 1e-9)
    XCTAssertEqual(p.rotationY, 1 * 2 * .pi, accuracy: 1e-9)
    XCTAssertEqual(p.rotationZ, 0.5 * 2 * .pi, accuracy: 1e-9)
  }

  func test_autoreverse_comesBackToRest() {
    let t = showcase()
    XCTAssertEqual(t.totalTicks, 480)
    XCTAssertEqual(t.pose(atTick: 479).scaleX, 1, accuracy: 1e-3)
    XCTAssertEqual(t.pose(atTick: 480), .rest)
    // The way back mirrors the way there.
    XCTAssertEqual(t.pose(atTick: 100).offsetX, t.pose(atTick: 380).offsetX, accuracy: 1e-9)
  }

  func test_repeatCount_multipliesLengthAndRepeatsThePass() {
    let t = showcase {
      $0.repeatCount = 3; $0.autoreverse = false; $0.setMotionValue(.duration, 1)
    }
    XCTAssertEqual(t.totalTicks, 360)
    XCTAssertEqual(t.pose(atTick: 60), t.pose(atTick: 180))
    XCTAssertEqual(t.pose(atTick: 120), Pose.rest, "without autoreverse each repeat starts again from rest")
    XCTAssertEqual(t.pose(atTick: 360), Pose.rest)
    let withReverse = showcase { $0.repeatCount = 3 }
    XCTAssertEqual(withReverse.totalTicks, 240 * 2 * 3)
  }

  func test_linear_isProportional() {
    let t = showcase {
      $0.setStepCurve(.linear, step: 0); $0.autoreverse = false
    }
    XCTAssertEqual(t.pose(atTick: 60).offsetX, 30, accuracy: 1e-9)
  }

  func test_poseInterpolation_isLinearBetweenTicks() {
    let a = Pose.rest
    var b = Pose.rest
    b.offsetX = 10
    b.opacity = 0
    let mid = a.interpolated(to: b, 0.25)
    XCTAssertEqual(mid.offsetX, 2.5)
    XCTAssertEqual(mid.opacity, 0.75)
  }
}
