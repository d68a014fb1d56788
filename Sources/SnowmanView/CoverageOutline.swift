import CPixman
import Foundation

/// The picture's outline on the stage as pixman rasterises it: clipped to the drawn rectangle (so no corner is
/// ever far beyond fixed point's reach, even near the eye), then cut into trapezoids between its corners' heights.
enum CoverageOutline {
  typealias Point = (x: Double, y: Double)

  /// `polygon` (convex) cut to the rectangle from (x0, y0) to (x1, y1).
  static func clipped(_ polygon: [Point], x0: Double, y0: Double, x1: Double, y1: Double) -> [Point] {
    var shape = polygon
    // Each side of the rectangle as "how far inside" a point is.
    let sides: [(Point) -> Double] = [{ $0.x - x0 }, { x1 - $0.x }, { $0.y - y0 }, { y1 - $0.y }]
    for inside in sides where !shape.isEmpty {
      var kept: [Point] = []
      for (i, a) in shape.enumerated() {
        let b = shape[(i + 1) % shape.count]
        let da = inside(a), db = inside(b)
        if da >= 0 { kept.append(a) }
        if (da >= 0) != (db >= 0) {
          let t = da / (da - db)
          kept.append((a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t))
        }
      }
      shape = kept
    }
    return shape.count >= 3 ? shape : []
  }

  /// The whole pixels `shape` touches, within the rectangle from (x0, y0) to (x1, y1).
  static func bounds(_ shape: [Point], x0: Int, y0: Int, x1: Int, y1: Int) -> (x: Int, y: Int, w: Int, h: Int) {
    let left = max(x0, Int(floor(shape.map(\.x).min() ?? 0)))
    let top = max(y0, Int(floor(shape.map(\.y).min() ?? 0)))
    let right = min(x1, Int(ceil(shape.map(\.x).max() ?? 0)))
    let bottom = min(y1, Int(ceil(shape.map(\.y).max() ?? 0)))
    return (left, top, right - left, bottom - top)
  }

  /// How far left and right the convex `shape` reaches between the heights `top` and `bottom`; nil where it does not
  /// reach between them.
  static func span(_ shape: [Point], top: Double, bottom: Double) -> (left: Double, right: Double)? {
    var left = Double.infinity, right = -Double.infinity
    for (i, a) in shape.enumerated() {
      let b = shape[(i + 1) % shape.count]
      let low = max(min(a.y, b.y), top), high = min(max(a.y, b.y), bottom)
      guard low <= high else { continue }
      for y in [low, high] {
        let x = a.y == b.y ? (y == a.y ? a.x : b.x) : a.x + (b.x - a.x) * (y - a.y) / (b.y - a.y)
        left = min(left, a.y == b.y ? min(a.x, b.x) : x)
        right = max(right, a.y == b.y ? max(a.x, b.x) : x)
      }
    }
    return left <= right ? (left, right) : nil
  }

  /// The bands of the convex `shape` between consecutive corner heights, each bounded by the two edges that cross
  /// it: (top, bottom, left edge, right edge), the edges as two points each.
  static func bands(_ shape: [Point]) -> [(top: Double, bottom: Double, left: (Point, Point), right: (Point, Point))] {
    let heights = Array(Set(shape.map(\.y))).sorted()
    var bands: [(Double, Double, (Point, Point), (Point, Point))] = []
    for (top, bottom) in zip(heights, heights.dropFirst()) {
      let mid = (top + bottom) / 2
      var crossing: [(x: Double, edge: (Point, Point))] = []
      for (i, a) in shape.enumerated() {
        let b = shape[(i + 1) % shape.count]
        guard a.y != b.y, min(a.y, b.y) <= mid, max(a.y, b.y) >= mid else { continue }
        crossing.append((a.x + (b.x - a.x) * (mid - a.y) / (b.y - a.y), (a, b)))
      }
      guard crossing.count >= 2, let left = crossing.min(by: { $0.x < $1.x }),
        let right = crossing.max(by: { $0.x < $1.x })
      else { continue }
      bands.append((top, bottom, left.edge, right.edge))
    }
    return bands
  }

  /// `shape`'s bands as pixman trapezoids, in pixels from (`originX`, `originY`).
  static func trapezoids(_ shape: [Point], originX: Double, originY: Double) -> [pixman_trapezoid_t] {
    func fixed(_ v: Double) -> pixman_fixed_t { pixman_fixed_t((v * 65536).rounded()) }
    func line(_ e: (Point, Point)) -> pixman_line_fixed_t {
      pixman_line_fixed_t(
        p1: pixman_point_fixed_t(x: fixed(e.0.x - originX), y: fixed(e.0.y - originY)),
        p2: pixman_point_fixed_t(x: fixed(e.1.x - originX), y: fixed(e.1.y - originY)))
    }
    return bands(shape).map {
      pixman_trapezoid_t(
        top: fixed($0.top - originY), bottom: fixed($0.bottom - originY), left: line($0.left), right: line($0.right))
    }
  }
}
