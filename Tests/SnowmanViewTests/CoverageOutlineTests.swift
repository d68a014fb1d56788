import Foundation
import SnowmanFuzzing
import XCTest

@testable import SnowmanView

/// `CoverageOutline.fill` computes only the pixels near an edge, and leaves those far outside one at 0: held against
/// the rule itself worked out for every pixel of the box, over seeded convex quads (turned, squashed to slivers,
/// reaching past the box) at seeded opacities.
final class CoverageOutlineTests: XCTestCase {
  /// The rule, pixel by pixel: 1 − Σ (1 − clamp(distance inside the edge + ½)) over the edges whose ends reach
  /// within a pixel of the row, times the opacity.
  func reference(_ shape: StagePolygon, box: (x: Int, y: Int, w: Int, h: Int), opacity: Double) -> [UInt8] {
    let n = Double(shape.count)
    let cx = (0..<shape.count).reduce(0.0) { $0 + shape[$1].x / n }
    let cy = (0..<shape.count).reduce(0.0) { $0 + shape[$1].y / n }
    var edges: [(nx: Double, ny: Double, c: Double, low: Double, high: Double)] = []
    for i in 0..<shape.count {
      let a = shape[i], b = shape[(i + 1) % shape.count]
      let length = hypot(b.x - a.x, b.y - a.y)
      guard length > 1e-9 else { continue }
      var (nx, ny) = (-(b.y - a.y) / length, (b.x - a.x) / length)
      if nx * (cx - a.x) + ny * (cy - a.y) < 0 { (nx, ny) = (-nx, -ny) }
      edges.append((nx, ny, -(nx * a.x + ny * a.y), min(a.y, b.y) - 1, max(a.y, b.y) + 1))
    }
    let full = UInt8((min(max(opacity, 0), 1) * 255).rounded())
    var out: [UInt8] = []
    for row in 0..<box.h {
      let py = Double(box.y + row) + 0.5
      for x in box.x..<(box.x + box.w) {
        let px = Double(x) + 0.5
        var c = 1.0
        for e in edges where py >= e.low && py <= e.high {
          c -= 1 - min(max(e.nx * px + e.ny * py + e.c + 0.5, 0), 1)
        }
        out.append(UInt8(max(c, 0) * Double(full) + 0.5))
      }
    }
    return out
  }

  func test_seededQuads_coverAsTheRuleDoesAtEveryPixel() {
    var rng = SplitMix(seed: 20_261_130)
    func unit() -> Double { Double(rng.next() % 1_000_001) / 1_000_000 }
    var covered = 0
    for trial in 0..<400 {
      // A rectangle w × h turned by `angle` about (cx, cy): slivers as thin as a twentieth of a pixel.
      let (cx, cy) = (20 + unit() * 60, 20 + unit() * 60)
      let (w, h) = (0.05 + unit() * 90, trial % 4 == 0 ? 0.05 + unit() * 2 : 0.05 + unit() * 90)
      let angle = unit() * 2 * Double.pi
      var shape = StagePolygon()
      for (sx, sy) in [(-0.5, -0.5), (0.5, -0.5), (0.5, 0.5), (-0.5, 0.5)] {
        let (x, y) = (sx * w, sy * h)
        shape.append((cx + x * cos(angle) - y * sin(angle), cy + x * sin(angle) + y * cos(angle)))
      }
      let clipped = CoverageOutline.clipped(shape, x0: 0, y0: 0, x1: 100, y1: 100)
      guard clipped.count >= 3 else { continue }
      let box = CoverageOutline.bounds(clipped, x0: 0, y0: 0, x1: 100, y1: 100)
      guard box.w > 0, box.h > 0 else { continue }
      let opacity = trial % 3 == 0 ? 1 : unit()
      var mask = [UInt8](repeating: 7, count: box.w * box.h)
      mask.withUnsafeMutableBufferPointer {
        CoverageOutline.fill($0.baseAddress!, stride: box.w, box: box, shape: clipped, opacity: opacity)
      }
      let expected = reference(clipped, box: box, opacity: opacity)
      guard mask == expected else {
        let i = (0..<mask.count).first { mask[$0] != expected[$0] }!
        return XCTFail(
          "trial \(trial): pixel (\(box.x + i % box.w), \(box.y + i / box.w)) \(mask[i]), the rule \(expected[i])")
      }
      covered += expected.filter { $0 != 0 }.count
    }
    XCTAssertGreaterThan(covered, 100_000, "pixels covered")
  }
}
