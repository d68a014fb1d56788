import Foundation
import SnowmanModel

/// The part of a keyframe interval's curve that one step plays, as the step's own curve: the interval's curve from
/// input `x0` to `x1`, its outputs stretched so the step goes from where it starts to where it ends.
enum CurvePiece: Equatable {
  /// The value does not change in the step.
  case constant
  /// The step's curve, exactly (a piece of a Bézier is a Bézier; of a staircase or `linear()`, stops) or, for a
  /// Bézier whose handles leave Snowman's range, as 256 straight stops.
  case easing(Easing)
  /// The value leaves and comes back within the step, or the stretched curve leaves every range a curve may have:
  /// the step must be cut at `x` (the curve's input where it turns).
  case split(atX: Double)

  /// Stops a Bézier is drawn with when its handles leave Snowman's range.
  static let sampledStops = 256

  init(_ curve: CSSCurve, from x0: Double, to x1: Double) {
    switch curve {
    case .bezier(let b): self = CurvePiece.bezier(b, x0, x1)
    case .steps, .stops: self = CurvePiece.lines(curve, x0, x1)
    }
  }

  /// The Bézier between `x0` and `x1`: de Casteljau's split of it at the parameters of those inputs.
  static func bezier(_ b: CubicBezier, _ x0: Double, _ x1: Double) -> CurvePiece {
    let px = [0, b.x1, b.x2, 1], py = [0, b.y1, b.y2, 1]
    let s0 = parameter(px, x0), s1 = parameter(px, x1)
    let y0 = point(py, s0), y1 = point(py, s1)
    // Where y turns inside the piece, if it does.
    let turns = turningParameters(py).filter { $0 > s0 + 1e-9 && $0 < s1 - 1e-9 }
    if abs(y1 - y0) < 1e-12 {
      if let s = turns.first { return .split(atX: point(px, s)) }
      return .constant
    }
    let qx = piece(px, s0, s1), qy = piece(py, s0, s1)
    let span = x1 - x0
    let nx = qx.map { min(max(($0 - x0) / span, 0), 1) }
    let ny = qy.map { ($0 - y0) / (y1 - y0) }
    let shaped = CubicBezier(nx[1], ny[1], nx[2], ny[2])
    if CurveLimits.y.contains(ny[1]) && CurveLimits.y.contains(ny[2]) {
      return .easing(named(shaped) ?? .custom(shaped))
    }
    // Handles out of range: the same curve as straight stops, where they stay in a stop's range.
    let stops = (0...sampledStops).map { i -> CurveStop in
      let u = Double(i) / Double(sampledStops)
      return CurveStop(x: u, y: shaped.value(at: u))
    }
    if stops.allSatisfy({ CurveLimits.stopOutput.contains($0.y) }) { return .easing(.stops(stops)) }
    return .split(atX: point(px, turns.first ?? (s0 + s1) / 2))
  }

  /// A named curve when the Bézier is one, so a step reads "ease in-out" rather than its numbers.
  static func named(_ b: CubicBezier) -> Easing? {
    let near = { (a: CubicBezier) in
      abs(a.x1 - b.x1) < 1e-9 && abs(a.y1 - b.y1) < 1e-9 && abs(a.x2 - b.x2) < 1e-9 && abs(a.y2 - b.y2) < 1e-9
    }
    if near(CubicBezier(0, 0, 1, 1)) { return .linear }
    if near(.easeIn) { return .easeIn }
    if near(.easeOut) { return .easeOut }
    if near(.easeInOut) { return .easeInOut }
    return nil
  }

  /// A staircase or `linear()` between `x0` and `x1`: its corners and jumps inside, as stops.
  static func lines(_ curve: CSSCurve, _ x0: Double, _ x1: Double) -> CurvePiece {
    var corners: [Double] = []
    switch curve {
    case .steps(let n, _): corners = (1..<max(1, n)).map { Double($0) / Double(n) }
    case .stops(let stops): corners = stops.map(\.x)
    case .bezier: break
    }
    let inside = corners.filter { $0 > x0 && $0 < x1 }
    let y0 = curve.value(x0), y1 = curve.value(x1)
    // Each corner's value just before it and at it (a jump is two stops at one input).
    var points: [(x: Double, y: Double)] = [(x0, y0)]
    for c in inside {
      let before = curve.value(c - 1e-12 * max(1, c))
      let at = curve.value(c)
      points.append((c, before))
      if at != before { points.append((c, at)) }
    }
    // A jump at the step's very end: the value just before it, then the value it jumps to.
    let before = curve.value(x1 - 1e-12 * max(1, x1))
    if abs(before - y1) > 1e-9 { points.append((x1, before)) }
    points.append((x1, y1))
    if abs(y1 - y0) < 1e-12 {
      if let turn = points.first(where: { abs($0.y - y0) > 1e-12 }) { return .split(atX: turn.x) }
      return .constant
    }
    let span = x1 - x0
    let stops = points.map { CurveStop(x: ($0.x - x0) / span, y: ($0.y - y0) / (y1 - y0)) }
    guard stops.allSatisfy({ CurveLimits.stopOutput.contains($0.y) }), stops.count <= CurveLimits.stops.upperBound
    else {
      let extreme = points.max { abs($0.y - y0) < abs($1.y - y0) }
      return .split(atX: extreme?.x ?? (x0 + x1) / 2)
    }
    return .easing(.stops(stops))
  }

  static func point(_ p: [Double], _ s: Double) -> Double {
    let u = 1 - s
    return u * u * u * p[0] + 3 * u * u * s * p[1] + 3 * u * s * s * p[2] + s * s * s * p[3]
  }

  /// The parameter where the rising x coordinate reaches `x`.
  static func parameter(_ px: [Double], _ x: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    var lo = 0.0, hi = 1.0
    for _ in 0..<80 {
      let mid = (lo + hi) / 2
      if point(px, mid) < x { lo = mid } else { hi = mid }
    }
    return (lo + hi) / 2
  }

  /// The control points of the curve between parameters `s0` and `s1`.
  static func piece(_ p: [Double], _ s0: Double, _ s1: Double) -> [Double] {
    // Cut at s1, keep the first part; cut that at s0 / s1, keep the second.
    let first = split(p, s1).0
    return s1 > 0 ? split(first, s0 / s1).1 : [p[0], p[0], p[0], p[0]]
  }

  static func split(_ p: [Double], _ s: Double) -> ([Double], [Double]) {
    func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * s }
    let a = mix(p[0], p[1]), b = mix(p[1], p[2]), c = mix(p[2], p[3])
    let d = mix(a, b), e = mix(b, c)
    let f = mix(d, e)
    return ([p[0], a, d, f], [f, e, c, p[3]])
  }

  /// Where a cubic's derivative is 0 in (0, 1).
  static func turningParameters(_ p: [Double]) -> [Double] {
    // d/ds = 3[(p1 − p0)(1 − s)² + 2(p2 − p1)(1 − s)s + (p3 − p2)s²] = a s² + b s + c.
    let d0 = p[1] - p[0], d1 = p[2] - p[1], d2 = p[3] - p[2]
    let a = d0 - 2 * d1 + d2, b = 2 * (d1 - d0), c = d0
    var roots: [Double] = []
    if abs(a) < 1e-14 {
      if abs(b) > 1e-14 { roots = [-c / b] }
    } else {
      let disc = b * b - 4 * a * c
      if disc >= 0 {
        let r = disc.squareRoot()
        roots = [(-b - r) / (2 * a), (-b + r) / (2 * a)]
      }
    }
    return roots.filter { $0 > 0 && $0 < 1 }.sorted()
  }
}
