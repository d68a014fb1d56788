import XCTest

@testable import SnowmanView

/// A picture made smaller by area, as the code exports embed it: each pixel the alpha-weighted mean of what it
/// covers, against an independent sum over the source at a finer grid.
final class SurfaceReductionTests: XCTestCase {
  func test_evenHalving_isTheBlockMean_andTransparencyDoesNotDarken() throws {
    let source = try Surface(width: 2, height: 2)
    source.withPixels { p, pitch in
      // Red opaque, blue opaque, and two transparent black pixels.
      for (i, rgba) in [[255, 0, 0, 255], [0, 0, 255, 255], [0, 0, 0, 0], [0, 0, 0, 0]].enumerated() {
        for c in 0..<4 { p[(i / 2) * pitch + (i % 2) * 4 + c] = UInt8(rgba[c]) }
      }
    }
    let one = try source.reduced(toWidth: 1, height: 1)
    let p = one.pixel(x: 0, y: 0)
    XCTAssertEqual([p.r, p.g, p.b, p.a], [128, 0, 128, 128], "the colour of what is there, half covered")
    XCTAssertTrue(try source.reduced(toWidth: 2, height: 2) === source, "its own size is itself")
  }

  /// Seeded sizes and noise: each reduced pixel against the mean over every source pixel weighted by the area it
  /// shares with the reduced one, summed in two dimensions at once (the reduction sums rows, then columns).
  func test_anySize_isTheAreaMean_withinALevel() throws {
    var seed: UInt64 = 2026_11_29
    func next(_ n: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(n))
    }
    func overlap(_ a0: Double, _ a1: Double, _ b: Int) -> Double { max(0, min(a1, Double(b + 1)) - max(a0, Double(b))) }
    for _ in 0..<40 {
      let (w, h) = (1 + next(40), 1 + next(40))
      let (rw, rh) = (1 + next(w), 1 + next(h))
      let source = try Surface(width: w, height: h)
      source.withPixels { p, pitch in
        for y in 0..<h { for x in 0..<w { for c in 0..<4 { p[y * pitch + x * 4 + c] = UInt8(next(256)) } } }
      }
      let small = try source.reduced(toWidth: rw, height: rh)
      XCTAssertEqual([small.width, small.height], [rw, rh])
      let (sx, sy) = (Double(w) / Double(rw), Double(h) / Double(rh))
      for y in 0..<rh {
        for x in 0..<rw {
          var sum = [0.0, 0, 0, 0]
          for v in 0..<h {
            for u in 0..<w {
              let area = overlap(Double(x) * sx, Double(x + 1) * sx, u) * overlap(Double(y) * sy, Double(y + 1) * sy, v)
              guard area > 0 else { continue }
              let q = source.pixel(x: u, y: v)
              let weight = area * Double(q.a)
              sum[0] += Double(q.r) * weight
              sum[1] += Double(q.g) * weight
              sum[2] += Double(q.b) * weight
              sum[3] += weight
            }
          }
          let got = small.pixel(x: x, y: y)
          let place = "\(w)×\(h) → \(rw)×\(rh) at \(x), \(y)"
          XCTAssertEqual(Double(got.a), sum[3] / (sx * sy), accuracy: 1, place)
          guard sum[3] > 0 else { continue }
          for (c, value) in [got.r, got.g, got.b].enumerated() {
            XCTAssertEqual(Double(value), sum[c] / sum[3], accuracy: 1, place)
          }
        }
      }
    }
  }
}
