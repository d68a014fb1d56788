import Foundation
import SnowmanModel

/// The pose's projection of the picture's plane as one 3×3 homography: a flat picture seen in true perspective
/// is exactly a projective map, so every pixel can be traced back to its point of the picture, with no grid.
/// It is the Model's `PoseProjection` placed on the stage's pixels.
struct PlaneHomography: Equatable {
  /// Row-major: (x, y, 1) in points about the picture's centre → homogeneous pixels. Inline, so that the frames that
  /// build several maps each allocate nothing.
  var m: InlineArray<9, Double>

  static func == (a: PlaneHomography, b: PlaneHomography) -> Bool {
    (0..<9).allSatisfy { a.m[$0] == b.m[$0] }
  }

  /// A projection of `pose` onto a stage centred at (`centerX`, `centerY`) points, at `density` pixels per point,
  /// for a picture whose rest box is `box` points (its anchor is a place in that box).
  /// With `placed`, a copy's placement about a point (in points from the rest centre) follows the pose.
  init(
    pose: Pose, centerX: Double, centerY: Double, density: Double, box: (w: Double, h: Double),
    placed: StagePlacement? = nil
  ) {
    let p = StagePlacement.projection(pose, box: box, placed: placed)
    let rows: InlineArray<9, Double> = [p.m0, p.m1, p.m2, p.m3, p.m4, p.m5, p.m6, p.m7, p.m8]
    var m = InlineArray<9, Double>(repeating: 0)
    for k in 0..<3 {
      m[k] = density * (rows[k] + centerX * rows[6 + k])
      m[3 + k] = density * (rows[3 + k] + centerY * rows[6 + k])
      m[6 + k] = rows[6 + k]
    }
    self.m = m
  }

  init(m: InlineArray<9, Double>) { self.m = m }

  /// The depth factor at a point of the plane: 1 in the screen plane, below 1 behind it, 0 at the eye's plane.
  func depth(_ x: Double, _ y: Double) -> Double { m[6] * x + m[7] * y + m[8] }

  /// Where the point (x, y) of the plane lands, in pixels (its depth factor must be positive).
  func project(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
    let w = depth(x, y)
    return ((m[0] * x + m[1] * y + m[2]) / w, (m[3] * x + m[4] * y + m[5]) / w)
  }

  /// This map followed by `other` (`other` · `self`).
  func then(_ other: PlaneHomography) -> PlaneHomography {
    var r = InlineArray<9, Double>(repeating: 0)
    for i in 0..<3 {
      for j in 0..<3 {
        r[i * 3 + j] = other.m[i * 3] * m[j] + other.m[i * 3 + 1] * m[3 + j] + other.m[i * 3 + 2] * m[6 + j]
      }
    }
    return PlaneHomography(m: r)
  }

  /// The inverse map, or nil when the plane is seen exactly edge-on (it covers no area).
  func inverted() -> PlaneHomography? {
    let a = m
    let c0 = a[4] * a[8] - a[5] * a[7], c1 = a[5] * a[6] - a[3] * a[8], c2 = a[3] * a[7] - a[4] * a[6]
    let det = a[0] * c0 + a[1] * c1 + a[2] * c2
    // Edge-on is a determinant small against the columns' lengths (its most, by Hadamard's inequality), each column
    // on its own scale: measured against the largest entry cubed, a 2048-px picture drawn 10 px wide (texel steps
    // of 0.005 beside offsets of hundreds of pixels) read as edge-on and vanished.
    func length(_ k: Int) -> Double { (a[k] * a[k] + a[3 + k] * a[3 + k] + a[6 + k] * a[6 + k]).squareRoot() }
    guard abs(det) > 1e-12 * length(0) * length(1) * length(2) else { return nil }
    return PlaneHomography(m: [
      c0 / det, (a[2] * a[7] - a[1] * a[8]) / det, (a[1] * a[5] - a[2] * a[4]) / det,
      c1 / det, (a[0] * a[8] - a[2] * a[6]) / det, (a[2] * a[3] - a[0] * a[5]) / det,
      c2 / det, (a[1] * a[6] - a[0] * a[7]) / det, (a[0] * a[4] - a[1] * a[3]) / det,
    ])
  }

  /// The nearest depth factor a drawn point may have: parts of the plane nearer the eye than this are cut away, as
  /// a browser cuts a 3-D layer at the eye's plane (the picture is never drawn from behind the viewer).
  static let nearestDepth = 0.05

  /// The rectangle `area` (points about the picture's centre) cut at `nearestDepth` and projected: the outline in
  /// pixels that the picture covers, convex, 0 or 3 to 5 corners.
  func outline(of area: (x: Double, y: Double, w: Double, h: Double)) -> StagePolygon {
    let corners: InlineArray<4, StagePolygon.Point> = [
      (area.x, area.y), (area.x + area.w, area.y), (area.x + area.w, area.y + area.h), (area.x, area.y + area.h),
    ]
    var kept = StagePolygon()
    for i in 0..<4 {
      let a = corners[i], b = corners[(i + 1) % 4]
      let da = depth(a.x, a.y) - Self.nearestDepth, db = depth(b.x, b.y) - Self.nearestDepth
      if da >= 0 { kept.append(a) }
      if (da >= 0) != (db >= 0) {
        let t = da / (da - db)
        kept.append((a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t))
      }
    }
    return kept.count >= 3 ? kept.map { project($0.x, $0.y) } : StagePolygon()
  }
}
