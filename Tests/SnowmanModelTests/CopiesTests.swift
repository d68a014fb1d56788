import Foundation
import SnowmanModel
import XCTest

/// A replicated layer's copies as `CAReplicatorLayer` places them: copy k carries the instance transform k times,
/// composed as matrices (checked here by multiplying 3×3 affine matrices, not by the model's running sums).
final class CopiesTests: XCTestCase {
  typealias Matrix = [[Double]]

  func multiply(_ a: Matrix, _ b: Matrix) -> Matrix {
    (0..<3).map { r in (0..<3).map { c in (0..<3).reduce(0) { $0 + a[r][$1] * b[$1][c] } } }
  }

  /// The step as a matrix: translate, then turn, then scale (what a replicator's `instanceTransform` built as
  /// translation · rotation · scale does to the next instance's frame).
  func matrix(_ step: Copies.Step) -> Matrix {
    let a = 2 * Double.pi * step.zTurns
    let translate: Matrix = [[1, 0, step.offsetX], [0, 1, step.offsetY], [0, 0, 1]]
    let rotate: Matrix = [[cos(a), -sin(a), 0], [sin(a), cos(a), 0], [0, 0, 1]]
    let scale: Matrix = [[step.scale, 0, 0], [0, step.scale, 0], [0, 0, 1]]
    return multiply(multiply(translate, rotate), scale)
  }

  func test_seededSteps_placeEachCopyWhereTheComposedTransformPutsIt() {
    var seed: UInt64 = 2026_11_29
    func next() -> Double {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(seed >> 11) / Double(1 << 53)
    }
    for _ in 0..<50 {
      let step = Copies.Step(
        offsetX: next() * 80 - 40, offsetY: next() * 80 - 40, zTurns: next() - 0.5, scale: 0.7 + next() * 0.6,
        opacity: -next() * 0.1)
      let copies = Copies(count: 1 + Int(next() * 30), step: step)
      var composed: Matrix = [[1, 0, 0], [0, 1, 0], [0, 0, 1]]
      for (k, place) in copies.placements.enumerated() {
        XCTAssertEqual(place.x, composed[0][2], accuracy: 1e-9, "copy \(k)")
        XCTAssertEqual(place.y, composed[1][2], accuracy: 1e-9, "copy \(k)")
        XCTAssertEqual(place.scale, hypot(composed[0][0], composed[1][0]), accuracy: 1e-9)
        let turn = atan2(composed[1][0], composed[0][0]) / (2 * .pi)
        let apart = place.zTurns - turn
        XCTAssertEqual(apart, apart.rounded(), accuracy: 1e-9, "copy \(k)'s turn, up to whole turns")
        XCTAssertEqual(place.opacity, Double(k) * step.opacity, accuracy: 1e-12)
        composed = multiply(composed, matrix(step))
      }
    }
  }

  func test_theCountIsClamped_andTheFirstCopyIsTheLayerItself() {
    XCTAssertEqual(Copies(count: 0).count, 1)
    XCTAssertEqual(Copies(count: 1000).count, Copies.most)
    let first = Copies(count: 3, step: Copies.Step(offsetX: 10, zTurns: 0.25)).placements[0]
    XCTAssertEqual([first.x, first.y, first.zTurns, first.scale, first.opacity], [0, 0, 0, 1, 0])
    XCTAssertEqual(Copies(count: 4, stagger: Stagger(.each(0.5))).delays, [0, 0.5, 1, 1.5])
  }
}
