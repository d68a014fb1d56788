import Foundation
import SnowmanModel
import XCTest

@testable import SnowmanCode

/// The curves code cannot name (spring, bounce, back, elastic) are fitted: CSS `linear()` stops and Lottie's
/// Bézier pieces must keep every corner of the picture, as the stage projects it, within half a pixel.
final class CurveFitTests: XCTestCase {
  /// The 480×800 export's stage (the window's 448-point stage at 480 px) with the snowman's 480×672 picture.
  static func stage() throws -> CodeStage {
    CodeStage(
      width: 480, height: 800, density: 480.0 / 448, backdrop: .transparent, shadow: nil,
      pictures: [CodePicture(fileName: "snowman.png", png: Data(), width: 480, height: 672)])
  }

  /// Big moves: far, wide, turning in all three axes, fading.
  static let moves: [Pose] = {
    var spin = Pose.rest
    spin.scaleX = 2.5
    spin.scaleY = 0.4
    spin.offsetX = 200
    spin.offsetY = -150
    spin.rotationZ = 2 * .pi * 1.25
    spin.opacity = 0.3
    var showcase = Pose.rest
    showcase.scaleX = 1.5
    showcase.scaleY = 0.6
    showcase.offsetX = 120
    showcase.offsetY = -80
    showcase.rotationX = 4 * .pi
    showcase.rotationY = 2 * .pi
    showcase.rotationZ = .pi
    showcase.opacity = 0.6
    return [spin, showcase]
  }()

  /// The largest distance, in pixels, between where the picture's corners land on the exact curve and on `fitted`.
  func worstCornerError(_ stage: CodeStage, _ to: Pose, _ easing: Easing, _ fitted: @escaping (Double) -> Double)
    -> Double
  {
    let size = stage.baseSize(stage.pictures[0])
    var worst = 0.0
    for k in 0...2000 {
      let t = Double(k) / 2000
      let exact = PoseProjection(pose: Pose.rest.interpolated(to: to, easing.apply(t)), box: size)
      let fit = PoseProjection(pose: Pose.rest.interpolated(to: to, fitted(t)), box: size)
      for (u, v) in [(-0.5, -0.5), (0.5, -0.5), (-0.5, 0.5), (0.5, 0.5), (0, 0)] {
        let a = exact.project(u * size.w, v * size.h), b = fit.project(u * size.w, v * size.h)
        worst = max(worst, hypot(a.x - b.x, a.y - b.y))
      }
    }
    return worst
  }

  func test_linearStops_and_bezierPieces_stayWithinHalfAPixel() throws {
    let stage = try Self.stage()
    for to in Self.moves {
      for easing in [Easing.spring(bounce: 0.3), .spring(bounce: 0.8), .spring(bounce: 0), .bounce, .back, .elastic] {
        let segment = MotionSegment(from: .rest, to: to, start: 0, length: 240, easing: easing, picture: 0)
        let tolerance = segment.tolerance(on: stage)
        let stops = CurveFit.linearStops(easing, tolerance: tolerance)
        XCTAssertLessThan(stops.count, CurveFit.maxStops, "\(easing): the tolerance was met, not the cap")
        let straight = { (t: Double) -> Double in
          let i = max(1, stops.firstIndex { $0.t >= t } ?? stops.count - 1)
          let a = stops[i - 1], b = stops[i]
          return a.v + (b.v - a.v) * (t - a.t) / (b.t - a.t)
        }
        XCTAssertLessThanOrEqual(worstCornerError(stage, to, easing, straight), 0.5, "linear() for \(easing)")
        let pieces = CurveFit.bezierPieces(easing, tolerance: tolerance)
        let curved = { (t: Double) -> Double in
          (pieces.first { t <= $0.t1 } ?? pieces[pieces.count - 1]).value(at: t)
        }
        XCTAssertLessThanOrEqual(worstCornerError(stage, to, easing, curved), 0.5, "Bézier pieces for \(easing)")
        XCTAssertLessThan(pieces.count, stops.count, "\(easing): curved pieces need fewer keyframes than stops")
      }
    }
  }

  func test_beziers_areWrittenExactly() {
    let curve = Easing.custom(CubicBezier(0.6, -0.3, 0.4, 1.3))
    XCTAssertEqual(CurveFit.cssTiming(curve, tolerance: 0.001), "cubic-bezier(0.6, -0.3, 0.4, 1.3)")
    XCTAssertEqual(CurveFit.cssTiming(.linear, tolerance: 0.001), "linear")
    let piece = CurveFit.bezierPieces(curve, tolerance: 0.001)
    XCTAssertEqual(piece.count, 1)
    XCTAssertEqual(piece[0].c1.x, 0.6)
    XCTAssertEqual(piece[0].c2.y, 1.3)
  }

  func test_linearTiming_isCSSsLinearFunction() {
    let text = CurveFit.cssTiming(.bounce, tolerance: 0.002)
    XCTAssertTrue(text.hasPrefix("linear(0, "), text)
    XCTAssertTrue(text.hasSuffix(", 1)"), text)
    XCTAssertTrue(text.contains("36.36"), "a stop where the ball first lands, 1/2.75: \(text)")
  }
}
