import Foundation

/// The picture's outline on the stage: clipped to the drawn rectangle, and its coverage of each pixel.
enum CoverageOutline {
  typealias Point = StagePolygon.Point

  /// `polygon` (convex) cut to the rectangle from (x0, y0) to (x1, y1).
  static func clipped(_ polygon: StagePolygon, x0: Double, y0: Double, x1: Double, y1: Double) -> StagePolygon {
    var shape = polygon
    for side in 0..<4 where !shape.isEmpty {
      // The side of the rectangle as "how far inside" a point is.
      func inside(_ p: Point) -> Double {
        switch side {
        case 0: return p.x - x0
        case 1: return x1 - p.x
        case 2: return p.y - y0
        default: return y1 - p.y
        }
      }
      var kept = StagePolygon()
      for i in 0..<shape.count {
        let a = shape[i], b = shape[(i + 1) % shape.count]
        let da = inside(a), db = inside(b)
        if da >= 0 { kept.append(a) }
        if (da >= 0) != (db >= 0) {
          let t = da / (da - db)
          kept.append((a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t))
        }
      }
      shape = kept
    }
    return shape.count >= 3 ? shape : StagePolygon()
  }

  /// The whole pixels `shape` touches, within the rectangle from (x0, y0) to (x1, y1).
  static func bounds(_ shape: StagePolygon, x0: Int, y0: Int, x1: Int, y1: Int) -> (x: Int, y: Int, w: Int, h: Int) {
    guard !shape.isEmpty else { return (x0, y0, 0, 0) }
    var low = shape[0], high = shape[0]
    for i in 1..<shape.count {
      low = (min(low.x, shape[i].x), min(low.y, shape[i].y))
      high = (max(high.x, shape[i].x), max(high.y, shape[i].y))
    }
    let left = max(x0, Int(floor(low.x))), top = max(y0, Int(floor(low.y)))
    let right = min(x1, Int(ceil(high.x))), bottom = min(y1, Int(ceil(high.y)))
    return (left, top, right - left, bottom - top)
  }

  /// The whole pixels any of `shapes` touches, and one more all round, within the rectangle from (x0, y0) to (x1, y1).
  static func bounds(_ shapes: [StagePolygon], x0: Int, y0: Int, x1: Int, y1: Int) -> (x: Int, y: Int, w: Int, h: Int) {
    var (left, top, right, bottom) = (x1, y1, x0, y0)
    for shape in shapes {
      let b = bounds(shape, x0: x0, y0: y0, x1: x1, y1: y1)
      guard b.w > 0, b.h > 0 else { continue }
      (left, top) = (min(left, max(x0, b.x - 1)), min(top, max(y0, b.y - 1)))
      (right, bottom) = (max(right, min(x1, b.x + b.w + 1)), max(bottom, min(y1, b.y + b.h + 1)))
    }
    return right > left && bottom > top ? (left, top, right - left, bottom - top) : (x0, y0, 0, 0)
  }

  /// Writes `shape`'s coverage of each pixel of `box` into `mask` (a8, `stride` bytes a row), times `opacity`: each
  /// edge takes away what of the pixel lies beyond it, 1 − clamp(distance of the centre inside it + ½), as a
  /// compositor antialiases a transformed quad. Exact for one edge and for a strip thinner than a pixel (a picture
  /// seen edge-on covers its width, not a quarter of each pixel); a corner's own pixel comes out a little light.
  /// A row's interior, half a pixel inside every edge, is filled whole; only pixels near an edge are computed.
  static func fill(
    _ mask: UnsafeMutablePointer<UInt8>, stride: Int, box: (x: Int, y: Int, w: Int, h: Int), shape: StagePolygon,
    opacity: Double
  ) {
    // Each edge as a signed distance n·p + c, positive inside.
    var cx = 0.0, cy = 0.0
    for i in 0..<shape.count {
      cx += shape[i].x / Double(shape.count)
      cy += shape[i].y / Double(shape.count)
    }
    typealias Edge = (nx: Double, ny: Double, c: Double, low: Double, high: Double)
    var edges = InlineArray<16, Edge>(repeating: (0, 0, 0, 0, 0))
    var edgeCount = 0
    for i in 0..<shape.count {
      let a = shape[i], b = shape[(i + 1) % shape.count]
      let length = hypot(b.x - a.x, b.y - a.y)
      guard length > 1e-9 else { continue }
      var (nx, ny) = (-(b.y - a.y) / length, (b.x - a.x) / length)
      if nx * (cx - a.x) + ny * (cy - a.y) < 0 { (nx, ny) = (-nx, -ny) }
      edges[edgeCount] = (nx, ny, -(nx * a.x + ny * a.y), min(a.y, b.y) - 1, max(a.y, b.y) + 1)
      edgeCount += 1
    }
    let full = UInt8((min(max(opacity, 0), 1) * 255).rounded())
    for row in 0..<box.h {
      let line = mask + row * stride
      line.initialize(repeating: 0, count: box.w)
      let py = Double(box.y + row) + 0.5
      // Where every edge is at least half a pixel away on the inside: the interior, [inner0, inner1). And where an
      // edge reaching this row is more than a pixel and a half away on the outside: left as 0, [outer0, outer1)
      // holding the rest (a pixel past it by half a pixel or more is 0 already; the extra pixel keeps rounding
      // from ever skipping one that is not).
      var inner0 = Double(box.x), inner1 = Double(box.x + box.w)
      var outer0 = Double(box.x), outer1 = Double(box.x + box.w)
      for k in 0..<edgeCount {
        let e = edges[k]
        let base = e.ny * py + e.c - 0.5
        let reaches = py >= e.low && py <= e.high
        if e.nx > 1e-12 {
          inner0 = max(inner0, (-base / e.nx - 0.5).rounded(.up))
          if reaches { outer0 = max(outer0, (-(base + 1) / e.nx - 0.5).rounded(.down) - 1) }
        } else if e.nx < -1e-12 {
          inner1 = min(inner1, (-base / e.nx - 0.5).rounded(.down) + 1)
          if reaches { outer1 = min(outer1, (-(base + 1) / e.nx - 0.5).rounded(.up) + 2) }
        } else if base < 0 {
          inner1 = inner0
        }
      }
      func cover(_ x: Int) -> UInt8 {
        let px = Double(x) + 0.5
        var c = 1.0
        // Only edges that reach this row: a short edge's line, nearly along a long one (a picture seen edge-on),
        // would otherwise take away pixels far beyond its ends.
        for k in 0..<edgeCount where py >= edges[k].low && py <= edges[k].high {
          let e = edges[k]
          c -= 1 - min(max(e.nx * px + e.ny * py + e.c + 0.5, 0), 1)
        }
        return UInt8(max(c, 0) * Double(full) + 0.5)
      }
      let a = min(max(Int(inner0), box.x), box.x + box.w), b = max(min(Int(inner1), box.x + box.w), a)
      let start = Int(min(outer0, Double(a))), end = Int(max(min(outer1, Double(box.x + box.w)), Double(b)))
      for x in start..<a { line[x - box.x] = cover(x) }
      if b > a { (line + (a - box.x)).initialize(repeating: full, count: b - a) }
      for x in b..<end { line[x - box.x] = cover(x) }
    }
  }
}
