import Foundation

/// A cubic Bézier timing function from (0,0) to (1,1), as Core Animation's `CAMediaTimingFunction`.
public struct CubicBezier: Equatable, Hashable, Sendable {
  /// The control points.
  public let x1: Double, y1: Double, x2: Double, y2: Double

  /// A curve with control points (x1, y1) and (x2, y2); x1 and x2 must lie in 0...1.
  public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    self.x1 = x1; self.y1 = y1; self.x2 = x2; self.y2 = y2
  }

  /// Core Animation's ease in (0.42, 0, 1, 1).
  public static let easeIn = CubicBezier(0.42, 0, 1, 1)
  /// Core Animation's ease out (0, 0, 0.58, 1).
  public static let easeOut = CubicBezier(0, 0, 0.58, 1)
  /// Core Animation's ease in-out (0.42, 0, 0.58, 1).
  public static let easeInOut = CubicBezier(0.42, 0, 0.58, 1)

  private func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - s
    return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
  }

  private func slopeX(_ s: Double) -> Double {
    let u = 1 - s
    return 3 * u * u * x1 + 6 * u * s * (x2 - x1) + 3 * s * s * (1 - x2)
  }

  /// The curve's y for a given x.
  /// - Parameter x: time, 0...1.
  /// - Returns: progress; exact at both ends, within 1e-7 elsewhere.
  public func value(at x: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    // Newton's method converges fast on these curves; bisection catches the flat spots.
    var s = x
    for _ in 0..<8 {
      let error = coordinate(s, x1, x2) - x
      if abs(error) < 1e-9 { return coordinate(s, y1, y2) }
      let d = slopeX(s)
      if abs(d) < 1e-6 { break }
      s -= error / d
    }
    var lo = 0.0, hi = 1.0
    s = x
    for _ in 0..<60 {
      let value = coordinate(s, x1, x2)
      if abs(value - x) < 1e-9 { break }
      if value < x { lo = s } else { hi = s }
      s = (lo + hi) / 2
    }
    return coordinate(s, y1, y2)
  }
}
